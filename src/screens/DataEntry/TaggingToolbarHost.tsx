import { memo, useMemo } from 'react';
import type { PointMetadata, TagGroup } from '../../editor/core/model/types';
import { findPage } from '../../editor/engine/projectAdapter';
import {
  branchLabel,
  collectedDataSummary,
  instanceItems,
  nextPressedTag,
  studyBranchOptions,
  tagButtons,
  taggingHint,
  TaggingToolbar,
  type CollectedDataSummary,
  type StudyBranchOption,
  type TagButtonModel,
} from '../../editor/panels/tagging';
import { findInstanceUuid, taggedItems, useSessionSelector, type EditorSession, type EditorSnapshot } from '../../editor/session';
import { datasetLabel, truncateTitle } from './dataEntryRules';

export interface TaggingToolbarHostProps {
  session: EditorSession;
  tagGroups: readonly TagGroup[];
  /** The text item whose metadata is open, shown as the selected item. */
  selectedText?: { file: number; page: number; uuid: string } | null;
  /** While the study tree is hidden: shows it (offered while there are no study branches). */
  onShowStudyTree?: (() => void) | undefined;
}

/** What the toolbar shows, read from the session; `json` tells two readings apart. */
interface ToolbarSlice {
  tagging: EditorSnapshot['tagging'];
  branches: StudyBranchOption[];
  tags: TagButtonModel[];
  hint: string;
  selected: CollectedDataSummary | null;
  json: string;
}

const sameSlice = (a: ToolbarSlice, b: ToolbarSlice) => a.json === b.json;

/**
 * Reads what the toolbar shows from a snapshot. The branches and the tags' collected state walk the
 * document, so they are read again only when the document or the toolbar's choice changed.
 */
function toolbarSelector(tagGroups: readonly TagGroup[], selectedText: TaggingToolbarHostProps['selectedText']): (snap: EditorSnapshot) => ToolbarSlice {
  let last: { key: string; document: EditorSnapshot['document']; branches: StudyBranchOption[]; tags: TagButtonModel[] } | undefined;
  return (snap) => {
    const { document, revision, tagging } = snap;
    const group = tagGroups.find((g) => g.uuid === tagging.tagGroupUuid) ?? null;
    const key = `${revision} ${tagging.tagGroupUuid} ${tagging.branchKey} ${tagging.pressedTag}`;
    if (!last || last.key !== key || last.document !== document) {
      const instance = group && tagging.branchKey ? findInstanceUuid(document, tagging.branchKey, group.uuid) : undefined;
      const tags = tagButtons(group, instance ? instanceItems([...taggedItems(document)], instance) : [], tagging.pressedTag);
      last = { key, document, branches: studyBranchOptions(document.studyTree ?? []), tags };
    }
    const { branches, tags } = last;
    const hint = taggingHint({ tagGroup: group?.name ?? null, branch: tagging.branchKey ? branchLabel(tagging.branchKey) : null, tags });

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
    return { tagging, branches, tags, hint, selected: summary, json: JSON.stringify([tagging, branches, tags, hint, summary]) };
  };
}

/**
 * The bottom-centre toolbar bound to the session: the tag group and branch chosen here tag new
 * items (together a tag group instance), the tags show what the instance has collected, and the
 * collected-data panel shows the selected point. It renders again only when what it shows changes.
 */
export const TaggingToolbarHost = memo(function TaggingToolbarHost({ session, tagGroups, selectedText, onShowStudyTree }: TaggingToolbarHostProps) {
  const selector = useMemo(() => toolbarSelector(tagGroups, selectedText), [tagGroups, selectedText]);
  const { tagging, branches, tags, hint, selected } = useSessionSelector(session, selector, sameSlice);

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
