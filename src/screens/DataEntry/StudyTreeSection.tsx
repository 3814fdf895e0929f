import { useMemo, useState } from 'react';
import { isSameOrDescendantKey, renameKeyPrefix, type CompositeKeyLevel } from '../../editor/core/compositeKey';
import { EditorError } from '../../editor/core/errors';
import { dataKeys, keyUnder, usedKeys } from '../../editor/core/model/studyTreeRules';
import type { TagGroup } from '../../editor/core/model/types';
import { StudyTreePanel } from '../../editor/panels/studyTree';
import { addStudyElement, deleteStudyElement, renameStudyKey, useEditorSession, type EditorSession } from '../../editor/session';
import { Button, Dialog } from '../../ui';
import * as styles from './DataEntry.css';

export interface StudyTreeSectionProps {
  session: EditorSession;
  tagGroups: readonly TagGroup[];
  newUuid: () => string;
  /** Save now: deleting a branch with data saves the extraction right away. */
  onSaveNow?: () => void;
}

/**
 * The study tree of the open extraction: the panel bound to the session. Adding, renaming and
 * deleting are commands (one undo step each); choosing a branch makes it the active one of the
 * tagging toolbar.
 */
export function StudyTreeSection({ session, tagGroups, newUuid, onSaveNow }: StudyTreeSectionProps) {
  const snap = useEditorSession(session);
  const { document, revision } = snap;
  const used = useMemo(() => usedKeys(document), [document, revision]); // eslint-disable-line react-hooks/exhaustive-deps
  const withData = useMemo(() => dataKeys(document), [document, revision]); // eslint-disable-line react-hooks/exhaustive-deps
  const [error, setError] = useState<string | null>(null);

  const run = (edit: () => void): boolean => {
    try {
      edit();
      return true;
    } catch (e) {
      // The panel checks the rules first; a command refusing anyway says why.
      setError(e instanceof EditorError ? e.message : String(e));
      return false;
    }
  };

  const onAdd = (level: CompositeKeyLevel, parentKey: string | undefined, abbreviation: string) => {
    if (run(() => session.edit((ctx) => addStudyElement(ctx, level, parentKey, abbreviation, tagGroups, newUuid())))) {
      session.setTagging({ branchKey: keyUnder(parentKey, abbreviation) });
    }
  };

  const onRename = (key: string, abbreviation: string) => {
    if (!run(() => session.edit((ctx) => renameStudyKey(ctx, key, abbreviation)))) return;
    const active = session.getSnapshot().tagging.branchKey;
    if (active && isSameOrDescendantKey(key, active)) {
      const parent = key.includes('||') ? key.slice(0, key.lastIndexOf('||')) : undefined;
      session.setTagging({ branchKey: renameKeyPrefix(active, key, keyUnder(parent, abbreviation)) });
    }
  };

  const onDelete = (key: string, hadData: boolean) => {
    if (!run(() => session.edit((ctx) => deleteStudyElement(ctx, key)))) return;
    const active = session.getSnapshot().tagging.branchKey;
    if (active && isSameOrDescendantKey(key, active)) session.setTagging({ branchKey: null });
    if (hadData) onSaveNow?.();
  };

  return (
    <div className={styles.studyTree}>
      <StudyTreePanel
        elements={document.studyTree}
        usedKeys={used}
        dataKeys={withData}
        activeKey={snap.tagging.branchKey}
        onActiveKeyChange={(key) => session.setTagging({ branchKey: key })}
        onAdd={onAdd}
        onRename={onRename}
        onDelete={onDelete}
      />
      <Dialog
        title="Study tree"
        role="alertdialog"
        isOpen={error !== null}
        onOpenChange={(open) => !open && setError(null)}
        maxWidth={500}
        actions={(close) => <Button onPress={close}>OK</Button>}
      >
        <p className={styles.dialogText}>{error}</p>
      </Dialog>
    </div>
  );
}
