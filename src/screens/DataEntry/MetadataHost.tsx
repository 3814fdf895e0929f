import { useEffect } from 'react';
import type { PointMetadata, TagGroup } from '../../editor/core/model/types';
import { comboboxTagGroups } from '../../editor/core/tagging';
import { findPage } from '../../editor/engine/projectAdapter';
import { MetadataDialog, type HeaderHintTarget, type HeaderTagEntry, type MetadataAxisType, type MetadataDialogConfirmDetails } from '../../editor/panels/metadata';
import {
  deletePoints,
  deleteTextItem,
  findInstanceUuid,
  setPointMetadata,
  setTableHeader,
  setTextMetadata,
  jsonEqual,
  type CommandContext,
  type EditorSession,
} from '../../editor/session';

/** The item whose metadata dialog is open, and where on screen to show it. */
export type MetadataTarget =
  | {
      kind: 'point';
      file: number;
      page: number;
      datasetName: string;
      index: number;
      anchor: { x: number; y: number };
      /** The point was just added by a click: its tags join that step of the undo history, and Escape takes the click back. */
      isNew?: boolean;
      /** The side of the point the dialog opens on (against the direction of clicking). */
      side?: 'left' | 'right';
    }
  | { kind: 'text'; file: number; page: number; uuid: string; anchor: { x: number; y: number } }
  | { kind: 'tableHeader'; file: number; page: number; axesName: string; which: 'rows' | 'cols'; index: number; anchor: { x: number; y: number } };

/** A table cell's extras: the 'Blank table cell' state, its headers' tags and the header hint, and what a blank does. */
export interface TableCellContext {
  blankTableCell: boolean;
  headerTags: readonly HeaderTagEntry[];
  missingHeaders?: HeaderHintTarget;
  /** 'Blank table cell' was confirmed. */
  onBlank: () => void;
  /** Metadata was confirmed (after it is stored). */
  onConfirmed?: () => void;
}

/** A stable key of a target, so the dialog starts afresh for another item. */
export const targetKey = (t: MetadataTarget): string =>
  t.kind === 'point'
    ? `${t.file}:${t.page}:${t.datasetName}#${t.index}`
    : t.kind === 'tableHeader'
      ? `${t.file}:${t.page}:${t.axesName}:${t.which}#${t.index}`
      : `${t.file}:${t.page}:text:${t.uuid}`;

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
  /** The point is a table cell. */
  tableCell?: TableCellContext;
  /** A table header was confirmed (after it is stored). */
  onHeaderConfirmed?: () => void;
}

/** What the target's metadata is now, with its axis type; undefined when the item is gone. */
function readTarget(session: EditorSession, target: MetadataTarget): { metadata: PointMetadata | undefined; axisType: MetadataAxisType; tagGroupUuid?: string } | undefined {
  const page = findPage(session.document, target.file, target.page);
  if (!page) return undefined;
  if (target.kind === 'tableHeader') {
    const cal = page.axes.find((a) => a.name === target.axesName)?.metadata.calibration;
    if (!cal || target.index >= cal[target.which].num) return undefined;
    // A header is tagged in the tag group of the table's cells, whose labels it gives.
    const group = cal.cellTagGroup ?? cal.cellTagGroups?.[0];
    return { metadata: cal[target.which].headers[target.index], axisType: 'tableHeader', ...(group ? { tagGroupUuid: group.uuid } : {}) };
  }
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

/** Whether the last step of the page's history is still the adding of this point (the last of its dataset). */
function isLastAdd(session: EditorSession, target: Extract<MetadataTarget, { kind: 'point' }>): boolean {
  const snap = session.getSnapshot();
  if (snap.file !== target.file || snap.page !== target.page || !snap.canUndo || snap.undoLabel !== 'Add point') return false;
  const dataset = session.currentPage?.datasets.find((d) => d.name === target.datasetName);
  return dataset?.points.length === target.index + 1;
}

/**
 * The metadata dialog of a point or a text item, bound to the session: confirming writes the
 * item's metadata as one command, Escape on an item without values deletes it.
 */
export function MetadataHost({ session, target, tagGroups, multipleTagGroups = false, newUuid, onPickText, onClose, tableCell, onHeaderConfirmed }: MetadataHostProps) {
  const current = readTarget(session, target);
  // The item went away (undo, another tab's save): nothing to edit.
  useEffect(() => {
    if (!current) onClose();
  }, [current, onClose]);
  const offered = comboboxTagGroups(tagGroups);
  const itemGroup = current?.metadata?.tagGroup?.uuid ?? current?.tagGroupUuid ?? session.getSnapshot().tagging.tagGroupUuid;
  const first = tagGroups.find((g) => g.uuid === itemGroup) ?? offered[0];
  const groups = first ? [first, ...(multipleTagGroups ? offered.filter((g) => g.uuid !== first.uuid) : [])] : [];
  const studyKeys = (session.document.studyTree ?? []).map((e) => e.compositeKey);
  // Without the item or any tag group there is nothing to tag with.
  if (!current || !groups.length) return null;

  const onTargetPage = () => {
    const { file, page } = session.getSnapshot();
    if (file !== target.file || page !== target.page) session.setLocation(target.file, target.page);
  };

  const confirm = (metadata: PointMetadata, details?: MetadataDialogConfirmDetails) => {
    onTargetPage();
    if (tableCell && details?.blankTableCell) {
      tableCell.onBlank();
      onClose();
      return;
    }
    const next: PointMetadata = { ...metadata };
    const group = next.tagGroup;
    if (group && !group.instanceUuid) {
      next.tagGroup = { ...group, instanceUuid: findInstanceUuid(session.document, next.compositeKey ?? '', group.uuid) ?? newUuid() };
    }
    if (target.kind === 'point') {
      const written = tableCell ? { ...next, rowIndex: current.metadata?.rowIndex } : next;
      // Confirming what the point already carries records nothing: one click, one step to undo.
      if (!jsonEqual(written, current.metadata ?? {})) {
        const build = (ctx: CommandContext) => setPointMetadata(ctx, target.datasetName, target.index, written);
        if (target.isNew && isLastAdd(session, target)) session.editJoined(build);
        else session.edit(build);
      }
    }
    else if (target.kind === 'tableHeader') session.edit((ctx) => setTableHeader(ctx, target.axesName, target.which, target.index, metadata));
    else session.edit((ctx) => setTextMetadata(ctx, target.uuid, next));
    onClose();
    if (target.kind === 'tableHeader') onHeaderConfirmed?.();
    else if (tableCell) tableCell.onConfirmed?.();
  };

  const remove = () => {
    onTargetPage();
    if (target.kind === 'point') {
      // A point just added is taken back, as if never clicked; an older one is deleted as a step of its own.
      if (!(target.isNew && isLastAdd(session, target) && session.discardLast())) session.edit((ctx) => deletePoints(ctx, target.datasetName, [target.index]));
      session.setSelection(null);
    } else if (target.kind === 'tableHeader') session.edit((ctx) => setTableHeader(ctx, target.axesName, target.which, target.index, {}));
    else session.edit((ctx) => deleteTextItem(ctx, target.uuid));
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
      title={target.kind === 'text' ? 'Text metadata' : target.kind === 'tableHeader' ? `${target.which === 'rows' ? 'Row' : 'Column'} header ${target.index + 1}` : tableCell ? 'Table cell' : 'Point metadata'}
      {...(tableCell ? { tableMode: true, blankTableCell: tableCell.blankTableCell, headerTags: tableCell.headerTags, ...(tableCell.missingHeaders ? { missingHeaders: tableCell.missingHeaders } : {}) } : {})}
      {...(target.kind === 'tableHeader' ? { allowsEmpty: true } : {})}
      {...(onPickText ? { onPickText } : {})}
      {...(target.kind === 'point' && target.isNew ? { isNewItem: true } : {})}
      {...(target.kind === 'point' && target.side ? { side: target.side } : {})}
      onConfirm={confirm}
      onDismiss={onClose}
      onDelete={remove}
    />
  );
}
