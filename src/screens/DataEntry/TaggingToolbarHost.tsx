import { useMemo } from 'react';
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
} from '../../editor/panels/tagging';
import { findInstanceUuid, taggedItems, useEditorSession, type EditorSession } from '../../editor/session';
import { datasetLabel, truncateTitle } from './dataEntryRules';

export interface TaggingToolbarHostProps {
  session: EditorSession;
  tagGroups: readonly TagGroup[];
  /** The text item whose metadata is open, shown as the selected item. */
  selectedText?: { file: number; page: number; uuid: string } | null;
}

/**
 * The bottom-centre toolbar bound to the session: the tag group and branch chosen here tag new
 * items (together a tag group instance), the tags show what the instance has collected, and the
 * collected-data panel shows the selected point.
 */
export function TaggingToolbarHost({ session, tagGroups, selectedText }: TaggingToolbarHostProps) {
  const snap = useEditorSession(session);
  const { document, revision, tagging } = snap;
  const group = tagGroups.find((g) => g.uuid === tagging.tagGroupUuid) ?? null;
  const branches = useMemo(() => studyBranchOptions(document.studyTree ?? []), [document, revision]); // eslint-disable-line react-hooks/exhaustive-deps
  const instance = group && tagging.branchKey ? findInstanceUuid(document, tagging.branchKey, group.uuid) : undefined;
  const tags = useMemo(
    () => tagButtons(group, instanceItems([...taggedItems(document)], instance), tagging.pressedTag),
    [group, document, revision, instance, tagging.pressedTag], // eslint-disable-line react-hooks/exhaustive-deps
  );
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

  return (
    <TaggingToolbar
      tagGroups={tagGroups}
      activeGroupUuid={tagging.tagGroupUuid}
      branches={branches}
      activeBranchKey={tagging.branchKey}
      tags={tags}
      selectedPoint={selected ? collectedDataSummary(selected) : null}
      hint={hint}
      onTagGroupChange={(uuid) => session.setTagging({ tagGroupUuid: uuid, pressedTag: null })}
      onBranchChange={(key) => session.setTagging({ branchKey: key })}
      onTagPress={(uuid) => session.setTagging({ pressedTag: nextPressedTag(tagging.pressedTag, uuid) })}
    />
  );
}
