import { useEffect } from 'react';
import type { PointMetadata, TagGroup } from '../../editor/core/model/types';
import { comboboxTagGroups } from '../../editor/core/tagging';
import { findPage } from '../../editor/engine/projectAdapter';
import { MetadataDialog, type MetadataAxisType } from '../../editor/panels/metadata';
import {
  deletePoints,
  deleteTextItem,
  findInstanceUuid,
  setPointMetadata,
  setTextMetadata,
  type EditorSession,
} from '../../editor/session';

/** The item whose metadata dialog is open, and where on screen to show it. */
export type MetadataTarget =
  | { kind: 'point'; file: number; page: number; datasetName: string; index: number; anchor: { x: number; y: number } }
  | { kind: 'text'; file: number; page: number; uuid: string; anchor: { x: number; y: number } };

/** A stable key of a target, so the dialog starts afresh for another item. */
export const targetKey = (t: MetadataTarget): string =>
  t.kind === 'point' ? `${t.file}:${t.page}:${t.datasetName}#${t.index}` : `${t.file}:${t.page}:text:${t.uuid}`;

export interface MetadataHostProps {
  session: EditorSession;
  target: MetadataTarget;
  tagGroups: readonly TagGroup[];
  /** The support-tables-with-multiple-tag-groups flag: other tag groups as tabs. */
  multipleTagGroups?: boolean;
  newUuid: () => string;
  /** Lets the user pick the value from the page's text. */
  onPickText?: () => Promise<string | null>;
  onClose: () => void;
}

/** What the target's metadata is now, with its axis type; undefined when the item is gone. */
function readTarget(session: EditorSession, target: MetadataTarget): { metadata: PointMetadata | undefined; axisType: MetadataAxisType } | undefined {
  const page = findPage(session.document, target.file, target.page);
  if (!page) return undefined;
  if (target.kind === 'text') {
    const text = page.texts?.find((t) => t.uuid === target.uuid);
    return text ? { metadata: text.metadata, axisType: 'text' } : undefined;
  }
  const dataset = page.datasets.find((d) => d.name === target.datasetName);
  const point = dataset?.points[target.index];
  if (!dataset || !point) return undefined;
  const axes = page.axes.find((a) => a.name === dataset.axesName);
  const axisType = (axes?.type === 'circularChartRecorder' ? 'image' : (axes?.type ?? 'image')) as MetadataAxisType;
  return { metadata: point.metadata, axisType };
}

/**
 * The metadata dialog of a point or a text item, bound to the session: confirming writes the
 * item's metadata as one command, Escape on an item without values deletes it.
 */
export function MetadataHost({ session, target, tagGroups, multipleTagGroups = false, newUuid, onPickText, onClose }: MetadataHostProps) {
  const current = readTarget(session, target);
  // The item went away (undo, another tab's save): nothing to edit.
  useEffect(() => {
    if (!current) onClose();
  }, [current, onClose]);
  const offered = comboboxTagGroups(tagGroups);
  const itemGroup = current?.metadata?.tagGroup?.uuid ?? session.getSnapshot().tagging.tagGroupUuid;
  const first = tagGroups.find((g) => g.uuid === itemGroup) ?? offered[0];
  const groups = first ? [first, ...(multipleTagGroups ? offered.filter((g) => g.uuid !== first.uuid) : [])] : [];
  const studyKeys = (session.document.studyTree ?? []).map((e) => e.compositeKey);
  // Without the item or any tag group there is nothing to tag with.
  if (!current || !groups.length) return null;

  const onTargetPage = () => {
    const { file, page } = session.getSnapshot();
    if (file !== target.file || page !== target.page) session.setLocation(target.file, target.page);
  };

  const confirm = (metadata: PointMetadata) => {
    onTargetPage();
    const next: PointMetadata = { ...metadata };
    const group = next.tagGroup;
    if (group && !group.instanceUuid) {
      next.tagGroup = { ...group, instanceUuid: findInstanceUuid(session.document, next.compositeKey ?? '', group.uuid) ?? newUuid() };
    }
    if (target.kind === 'point') session.edit((ctx) => setPointMetadata(ctx, target.datasetName, target.index, next));
    else session.edit((ctx) => setTextMetadata(ctx, target.uuid, next));
    onClose();
  };

  const remove = () => {
    onTargetPage();
    if (target.kind === 'point') {
      session.edit((ctx) => deletePoints(ctx, target.datasetName, [target.index]));
      session.setSelection(null);
    } else session.edit((ctx) => deleteTextItem(ctx, target.uuid));
    onClose();
  };

  return (
    <MetadataDialog
      anchor={target.anchor}
      axisType={current.axisType}
      tagGroups={groups}
      multipleTagGroups={multipleTagGroups}
      {...(current.metadata ? { initial: current.metadata } : {})}
      studyKeys={studyKeys}
      title={target.kind === 'text' ? 'Text metadata' : 'Point metadata'}
      {...(onPickText ? { onPickText } : {})}
      onConfirm={confirm}
      onDismiss={onClose}
      onDelete={remove}
    />
  );
}
