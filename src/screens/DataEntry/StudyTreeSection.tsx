import { memo, useState } from 'react';
import { isSameOrDescendantKey, renameKeyPrefix, type CompositeKeyLevel } from '../../editor/core/compositeKey';
import { EditorError } from '../../editor/core/errors';
import { dataKeys, keyUnder, usedKeys } from '../../editor/core/model/studyTreeRules';
import type { StudyElement, TagGroup } from '../../editor/core/model/types';
import { StudyTreePanel } from '../../editor/panels/studyTree';
import { addStudyElement, deleteStudyElement, renameStudyKey, shallowArrayEqual, useSessionSelector, useSessionSelectorAfterFrame, type EditorSession, type EditorSnapshot } from '../../editor/session';
import { Button, Dialog } from '../../ui';
import { useStableCallbacks } from './stableProps';
import * as styles from './DataEntry.css';

export interface StudyTreeSectionProps {
  session: EditorSession;
  tagGroups: readonly TagGroup[];
  newUuid: () => string;
  /** Save now: deleting a branch with data saves the extraction right away. */
  onSaveNow?: () => void;
}

/** What the study tree shows; `tree` is the elements' JSON, since the document changes in place. */
interface StudyTreeSlice {
  elements: readonly StudyElement[] | undefined;
  tree: string;
  used: readonly string[];
  withData: readonly string[];
}

const sameSlice = (a: StudyTreeSlice, b: StudyTreeSlice) => a.tree === b.tree && shallowArrayEqual(a.used, b.used) && shallowArrayEqual(a.withData, b.withData);

/** Reads the study tree and the keys the data mentions once per revision of the document. */
function studyTreeSelector(): (snapshot: EditorSnapshot) => StudyTreeSlice {
  let last: { document: EditorSnapshot['document']; revision: number; slice: StudyTreeSlice } | undefined;
  return ({ document, revision }) => {
    if (last && last.document === document && last.revision === revision) return last.slice;
    const slice = { elements: document.studyTree, tree: JSON.stringify(document.studyTree ?? []), used: usedKeys(document), withData: dataKeys(document) };
    last = { document, revision, slice };
    return slice;
  };
}

const activeBranchOf = (snapshot: EditorSnapshot) => snapshot.tagging.branchKey;

/**
 * The study tree of the open extraction: the panel bound to the session. Adding, renaming and
 * deleting are commands (one undo step each); choosing a branch makes it the active one of the
 * tagging toolbar. It renders again only when the tree, the keys the data mentions or the active
 * branch change, not on every edit.
 */
export const StudyTreeSection = memo(function StudyTreeSection({ session, tagGroups, newUuid, onSaveNow }: StudyTreeSectionProps) {
  const { onSaveNow: saveNow } = useStableCallbacks({ onSaveNow });
  const [selectStudyTree] = useState(studyTreeSelector);
  // The keys the data mentions may change with a point's tags, but need not show in the frame that shows the point.
  const { elements, used, withData } = useSessionSelectorAfterFrame(session, selectStudyTree, sameSlice);
  const activeKey = useSessionSelector(session, activeBranchOf);
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
    if (run(() => session.editDocument((ctx) => addStudyElement(ctx, level, parentKey, abbreviation, tagGroups, newUuid())))) {
      session.setTagging({ branchKey: keyUnder(parentKey, abbreviation) });
    }
  };

  const onRename = (key: string, abbreviation: string) => {
    if (!run(() => session.editDocument((ctx) => renameStudyKey(ctx, key, abbreviation)))) return;
    const active = session.getSnapshot().tagging.branchKey;
    if (active && isSameOrDescendantKey(key, active)) {
      const parent = key.includes('||') ? key.slice(0, key.lastIndexOf('||')) : undefined;
      session.setTagging({ branchKey: renameKeyPrefix(active, key, keyUnder(parent, abbreviation)) });
    }
  };

  const onDelete = (key: string, hadData: boolean) => {
    if (!run(() => session.editDocument((ctx) => deleteStudyElement(ctx, key)))) return;
    const active = session.getSnapshot().tagging.branchKey;
    if (active && isSameOrDescendantKey(key, active)) session.setTagging({ branchKey: null });
    if (hadData) saveNow?.();
  };

  return (
    <div className={styles.studyTree}>
      <StudyTreePanel
        elements={elements}
        usedKeys={used}
        dataKeys={withData}
        activeKey={activeKey}
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
});
