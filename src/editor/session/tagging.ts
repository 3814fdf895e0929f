import type { PixelRect, PointMetadata, TagGroup, TagGroupRef, TextItem } from '../core/model/types';
import type { ProjectFile } from '../core/project';
import { isKeyTagName } from '../core/compositeKey';
import type { TaggingState } from './EditorSession';
import { clientLog, LOG_MESSAGES } from '../core/log';

/*
 * Tag group instances: a tag group used for one study branch. Points, text items and datasets of the
 * same instance share its instanceUuid; choosing a branch and a group in the toolbar finds the
 * instance they already have, or starts a new one.
 */

type Tagged = { metadata?: PointMetadata };

/** Every tagged thing of the document: points and text items. */
export function* taggedItems(document: Pick<ProjectFile, 'pages'>): Generator<Tagged> {
  for (const page of document.pages) {
    for (const dataset of page.datasets) yield* dataset.points;
    yield* page.texts ?? [];
  }
}

/** The instance already used for this branch and tag group, if any. */
export function findInstanceUuid(document: Pick<ProjectFile, 'pages'>, branchKey: string, tagGroupUuid: string): string | undefined {
  for (const page of document.pages) {
    for (const dataset of page.datasets) {
      const sd = dataset.metadata.studyData;
      if (sd?.compositeKey === branchKey && sd.tagGroup?.uuid === tagGroupUuid && sd.tagGroup.instanceUuid) return sd.tagGroup.instanceUuid;
    }
  }
  for (const item of taggedItems(document)) {
    const m = item.metadata;
    if (m?.compositeKey === branchKey && m.tagGroup?.uuid === tagGroupUuid && m.tagGroup.instanceUuid) return m.tagGroup.instanceUuid;
  }
  return undefined;
}

/** The tag group reference of the toolbar's choice, with its instance (found, or `newUuid`). */
export function instanceRef(document: Pick<ProjectFile, 'pages'>, tagging: TaggingState, groups: readonly TagGroup[], newUuid: () => string): TagGroupRef | undefined {
  const group = groups.find((g) => g.uuid === tagging.tagGroupUuid);
  if (!group) {
    if (tagging.tagGroupUuid) clientLog.warn('add-tag-group-failed', LOG_MESSAGES.failedToAddTagGroup, { tagGroupUuid: tagging.tagGroupUuid });
    return undefined;
  }
  const instanceUuid = (tagging.branchKey && findInstanceUuid(document, tagging.branchKey, group.uuid)) || newUuid();
  return { name: group.name, uuid: group.uuid, instanceUuid };
}

/**
 * A new text item from a selection: tagged with the toolbar's tag group instance and branch, its
 * text the value of the pressed tag when one is pressed.
 */
export function newTextItem(
  document: Pick<ProjectFile, 'pages'>,
  selection: { text: string; rect?: PixelRect },
  tagging: TaggingState,
  groups: readonly TagGroup[],
  newUuid: () => string,
): TextItem {
  const metadata: PointMetadata = {};
  const group = instanceRef(document, tagging, groups, newUuid);
  const tag = tagging.pressedTag ? group && groups.find((g) => g.uuid === group.uuid)?.tags.find((t) => t.uuid === tagging.pressedTag) : undefined;
  // A key tag's value is a key of the study tree, never a selection.
  if (tag && !isKeyTagName(tag.name)) metadata[0] = { tag: { name: tag.name, uuid: tag.uuid }, value: selection.text };
  if (tagging.branchKey) metadata.compositeKey = tagging.branchKey;
  if (group) metadata.tagGroup = group;
  const uuid = newUuid();
  metadata.uuid = uuid;
  metadata.type = 'text';
  return { uuid, text: selection.text, ...(selection.rect ? { rect: selection.rect } : {}), metadata };
}
