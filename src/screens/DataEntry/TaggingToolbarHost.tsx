import { memo, useMemo } from 'react';
import type { PointMetadata, TagGroup } from '../../editor/core/model/types';
import { findPage } from '../../editor/engine/projectAdapter';
import {
  branchLabel,
  collectedDataSummary,
  itemsOfInstance,
  nextPressedTag,
  studyBranchOptions,
  tagButtons,
  taggingHint,
  TaggingToolbar,
  type CollectedDataSummary,
  type StudyBranchOption,
  type TagButtonModel,
} from '../../editor/panels/tagging';
import { findInstanceUuid, taggedItems, useSessionSelector, useSessionSelectorAfterFrame, type EditorSession, type EditorSnapshot } from '../../editor/session';
import { datasetLabel, truncateTitle } from './dataEntryRules';

export interface TaggingToolbarHostProps {
  session: EditorSession;
  tagGroups: readonly TagGroup[];
  /** The text item whose metadata is open, shown as the selected item. */
  selectedText?: { file: number; page: number; uuid: string } | null;
  /** While the study tree is hidden: shows it (offered while there are no study branches). */
  onShowStudyTree?: (() => void) | undefined;
}

/**
 * What the toolbar shows from the document, read for one choice of tag group and branch (`choice`):
 * the study branches, the tags with what the instance has collected (none pressed), and the selected
 * item. `json` tells two readings apart.
 */
interface DocumentSlice {
  choice: string;
  branches: StudyBranchOption[];
  tags: TagButtonModel[];
  selected: CollectedDataSummary | null;
  json: string;
}

const sameSlice = (a: DocumentSlice, b: DocumentSlice) => a.json === b.json;
const choiceOf = ({ tagGroupUuid, branchKey }: EditorSnapshot['tagging']) => `${tagGroupUuid} ${branchKey}`;
const selectTagging = (snap: EditorSnapshot) => snap.tagging;

/**
 * Reads what the toolbar shows from the document. The branches and the tags' collected state walk
 * the document, so they are read again only when the document or the toolbar's choice changed.
 */
function documentSelector(tagGroups: readonly TagGroup[], selectedText: TaggingToolbarHostProps['selectedText']): (snap: EditorSnapshot) => DocumentSlice {
  let last: { key: string; document: EditorSnapshot['document']; branches: StudyBranchOption[]; tags: TagButtonModel[] } | undefined;
  return (snap) => {
    const { document, revision, tagging } = snap;
    const group = tagGroups.find((g) => g.uuid === tagging.tagGroupUuid) ?? null;
    const choice = choiceOf(tagging);
    const key = `${revision} ${choice}`;
    if (!last || last.key !== key || last.document !== document) {
      const instance = group && tagging.branchKey ? findInstanceUuid(document, tagging.branchKey, group.uuid) : undefined;
      const tags = tagButtons(group, itemsOfInstance(taggedItems(document), instance), null);
      last = { key, document, branches: studyBranchOptions(document.studyTree ?? []), tags };
    }
    const { branches, tags } = last;

    let selected: { name: string; metadata?: PointMetadata } | null = null;
    const page = findPage(document, snap.file, snap.page);
    if (snap.selection && page) {
      const dataset = page.datasets.find((d) => d.name === snap.selection!.datasetId);
      const point = dataset?.points[snap.selection.index];
      if (dataset && point) selected = { name: `Point ${snap.selection.index + 1} of ${datasetLabel(dataset)}`, ...(point.metadata ? { metadata: point.metadata } : {}) };
    } else if (selectedText) {
      const text = findPage(document, selectedText.file, selectedText.page)?.texts?.find((t) => t.uuid === selectedText.uuid);
      if (text) selected = { name: truncateTitle(text.text), metadata: text.metadata };
    }
    const summary = selected ? collectedDataSummary(selected) : null;
    return { choice, branches, tags, selected: summary, json: JSON.stringify([choice, branches, tags, summary]) };
  };
}

/**
 * The bottom-centre toolbar bound to the session: the tag group and branch chosen here tag new
 * items (together a tag group instance), the tags show what the instance has collected, and the
 * collected-data panel shows the selected point. It renders again only when what it shows changes.
 */
export const TaggingToolbarHost = memo(function TaggingToolbarHost({ session, tagGroups, selectedText, onShowStudyTree }: TaggingToolbarHostProps) {
  // The toolbar's choice follows at once; what the document says (the tags an instance has
  // collected, the selected point) follows after the frame that shows an edit: on a large extraction
  // it walks every point, and a click's point is not worth delaying for it.
  const tagging = useSessionSelector(session, selectTagging);
  const selector = useMemo(() => documentSelector(tagGroups, selectedText), [tagGroups, selectedText]);
  const afterFrame = useSessionSelectorAfterFrame(session, selector, sameSlice);
  // A new choice of tag group or branch is read at once, not shown a frame with the last one's tags.
  const read = afterFrame.choice === choiceOf(tagging) ? afterFrame : selector(session.getSnapshot());
  const { branches, selected } = read;
  const tags = useMemo(() => read.tags.map((t) => (t.uuid === tagging.pressedTag ? { ...t, state: 'pressed' as const } : t)), [read.tags, tagging.pressedTag]);
  const group = tagGroups.find((g) => g.uuid === tagging.tagGroupUuid) ?? null;
  const hint = taggingHint({ tagGroup: group?.name ?? null, branch: tagging.branchKey ? branchLabel(tagging.branchKey) : null, tags });

  return (
    <TaggingToolbar
      tagGroups={tagGroups}
      activeGroupUuid={tagging.tagGroupUuid}
      branches={branches}
      activeBranchKey={tagging.branchKey}
      tags={tags}
      selectedPoint={selected}
      hint={hint}
      onTagGroupChange={(uuid) => session.setTagging({ tagGroupUuid: uuid, pressedTag: null })}
      onBranchChange={(key) => session.setTagging({ branchKey: key })}
      onTagPress={(uuid) => session.setTagging({ pressedTag: nextPressedTag(tagging.pressedTag, uuid) })}
      {...(onShowStudyTree ? { onShowStudyTree } : {})}
    />
  );
});
