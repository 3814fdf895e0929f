import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DigitizerFile } from '../../editor/Digitizer';
import { isHeaderEmpty, TABLE_MESSAGES } from '../../editor/core/model/table';
import type { TableCalibration } from '../../editor/core/model/tableTypes';
import type { MetadataEntry, PointMetadata, TagGroup, TagGroupRef } from '../../editor/core/model/types';
import { comboboxTagGroups } from '../../editor/core/tagging';
import { cellHeaders } from '../../editor/core/tableCellMetadata';
import { prefillCellMetadata, prefillTableCells, type PdfTextItem, type ViewportTransform } from '../../editor/core/tablePrefill';
import type { EngineLayer } from '../../editor/engine/layers';
import { cellStatesFromDatasets, nextCellDown, tableGrid } from '../../editor/engine/layers';
import type { TableLayerMode } from '../../editor/engine/layers/tableLayer';
import { findPage } from '../../editor/engine/projectAdapter';
import { compositeKeyLabel } from '../../editor/core/compositeKey';
import { STUDY_BRANCH_PSEUDO_TAG, type HeaderHintTarget, type HeaderTagEntry } from '../../editor/panels/metadata';
import { BRANCH_LABEL_SEPARATOR } from '../../editor/panels/tagging/taggingToolbarState';
import {
  CancelTableCreationDialog,
  HasEmptyTableHeadersDialog,
  TableAlignmentPopup,
  TableMessageDialog,
  TableMissingTagGroupDialog,
} from '../../editor/panels/table/TableDialogs';
import {
  AdjustTableSidebar,
  EditTableSidebar,
  ResizeTableSidebar,
  TableAreaSidebar,
  TableContentSidebar,
  TableSettingsSidebar,
} from '../../editor/panels/table/TableSidebars';
import { defaultTableTagGroup, initialTableWizard, tableWizard, type TableWizardEffect, type TableWizardEvent, type TableWizardState } from '../../editor/panels/table/tableWizard';
import {
  addTableColumn,
  addTableRow,
  createTable,
  deleteAxes,
  deleteTableColumn,
  deleteTableRow,
  moveTableDivider,
  nextTableName,
  resizeTable,
  setTableCell,
  setTableComplete,
  setTableSettings,
  setTableTagGroups,
  tableCellPoint,
  tableColumns,
  shallowEqual,
  useSessionSelector,
  type EditorSession,
  type EditorSnapshot,
} from '../../editor/session';
import { useTableLayer } from '../../editor/useTableLayer';
import type { MetadataTarget, TableCellContext } from './MetadataHost';

export interface TableHostOptions {
  session: EditorSession;
  files: readonly DigitizerFile[];
  tagGroups: readonly TagGroup[];
  multipleTagGroups: boolean;
  newUuid: () => string;
  /** Where an image point is on screen, for anchoring the metadata dialog. */
  anchorOf: (p: { x: number; y: number }) => { x: number; y: number };
  /** Opens the metadata dialog (the workspace's MetadataHost) on a table cell or header. */
  openMetadata: (target: MetadataTarget, tableCell?: TableCellContext) => void;
  /** Shows a message from an edit the session refused. */
  onError?: (message: string) => void;
}

export interface TableHost {
  /** A table flow is open: the sidebar and layer are the table's. */
  active: boolean;
  layers: readonly EngineLayer[];
  sidebar: ReactNode;
  dialogs: ReactNode;
  /** 'New table': start picking an area. */
  start: () => void;
  /** Edit an existing table of the current page. */
  open: (axesName: string) => void;
  /** A header was captured: the header tool moves on to the next empty header. */
  nextEmptyHeader: (from: { which: 'rows' | 'cols'; index: number }) => void;
}

const LAYER_MODE: Record<TableWizardState['step'], TableLayerMode> = {
  closed: 'view',
  area: 'area',
  content: 'view',
  creating: 'view',
  settings: 'header',
  edit: 'cell',
  resize: 'resize',
  adjust: 'adjust',
};

/** Tags of a header, as the cell dialog imports them: its study branch (shown as the Study branch tag) and its numbered tags. */
function headerTagsOf(cal: TableCalibration, row: number, col: number): HeaderTagEntry[] {
  const entries = (h: PointMetadata | undefined): MetadataEntry[] => [
    ...(h?.compositeKey ? [{ tag: { name: STUDY_BRANCH_PSEUDO_TAG, uuid: '' }, value: compositeKeyLabel(h.compositeKey, BRANCH_LABEL_SEPARATOR) }] : []),
    ...Object.keys(h ?? {})
      .filter((k) => /^\d+$/.test(k))
      .map((k) => h![Number(k)]!)
      .filter((e) => e && e.value !== null && String(e.value).trim() !== ''),
  ];
  const headers = cellHeaders(cal, row, col);
  return [...entries(headers.row).map((entry) => ({ source: 'row' as const, entry })), ...entries(headers.col).map((entry) => ({ source: 'column' as const, entry }))];
}

function missingHeadersOf(cal: TableCalibration, row: number, col: number): HeaderHintTarget | undefined {
  const rowMissing = !cal.rows.headerless && isHeaderEmpty(cal.rows.headers[row]);
  const colMissing = !cal.cols.headerless && isHeaderEmpty(cal.cols.headers[col]);
  if (rowMissing && colMissing) return 'row and column';
  if (rowMissing) return 'row';
  if (colMissing) return 'column';
  return undefined;
}

const selectTableSlice = ({ document, file, page, structureRevision }: EditorSnapshot) => ({ document, file, page, structureRevision });

/**
 * The table flow of the data-entry workspace: the wizard's state, its sidebars and dialogs, the
 * table layer on the canvas, and the session commands each step makes.
 */
export function useTableHost({ session, files, tagGroups, multipleTagGroups, newUuid, anchorOf, openMetadata, onError }: TableHostOptions): TableHost {
  // Table cells are datasets of their own: every edit of a table moves the structure revision.
  const snap = useSessionSelector(session, selectTableSlice, shallowEqual);
  const [state, setState] = useState<TableWizardState>(initialTableWizard);
  const [aligning, setAligning] = useState(false);
  const [prefill, setPrefill] = useState(true);
  const [selectedCell, setSelectedCell] = useState<{ row: number; col: number } | null>(null);
  const [selectedHeader, setSelectedHeader] = useState<{ which: 'rows' | 'cols'; index: number } | null>(null);
  const textCache = useRef(new Map<string, Promise<{ items: PdfTextItem[]; viewport: ViewportTransform } | null>>());
  const stateRef = useRef(state);
  stateRef.current = state;

  // A table's cells are data, never a study branch: the branch groups are not offered, the others in the tag pickers' order.
  const groupRefs = useMemo<TagGroupRef[]>(() => comboboxTagGroups(tagGroups, Number.POSITIVE_INFINITY).map((g) => ({ name: g.name, uuid: g.uuid })), [tagGroups]);
  const page = findPage(snap.document, snap.file, snap.page);
  const axesName = 'axesName' in state ? state.axesName : null;
  const axes = axesName ? page?.axes.find((a) => a.name === axesName) : undefined;
  const cal = axes?.metadata.calibration;
  const columns = useMemo(() => (axesName && page ? tableColumns(page.datasets, axesName) : []), [axesName, page, snap.structureRevision]); // eslint-disable-line react-hooks/exhaustive-deps

  const guard = (run: () => void) => {
    try {
      run();
    } catch (error) {
      onError?.(error instanceof Error ? error.message : String(error));
    }
  };

  const applyEffects = (effects: TableWizardEffect[]): string | null => {
    let created: string | null = null;
    for (const e of effects) {
      switch (e.type) {
        case 'createTable': {
          const name = nextTableName(session.document.pages.flatMap((p) => p.axes.map((a) => a.name)));
          const groups = e.tagGroups.map((u) => groupRefs.find((g) => g.uuid === u)).filter((g): g is TagGroupRef => !!g);
          session.edit((ctx) => createTable(ctx, { name, area: e.area, rows: e.rows, cols: e.cols, tagGroups: groups, newUuid }));
          session.setActiveAxes(name);
          session.setActiveDataset(null);
          created = name;
          break;
        }
        case 'deleteTable':
          session.edit((ctx) => deleteAxes(ctx, e.axesName));
          session.setActiveAxes(null);
          break;
        case 'applySettings':
          session.edit((ctx) => setTableSettings(ctx, e.axesName, { headers: e.headers, similar: e.similar }));
          break;
        case 'setComplete':
          session.edit((ctx) => setTableComplete(ctx, e.axesName, e.complete));
          break;
        case 'setTagGroup': {
          const g = groupRefs.find((x) => x.uuid === e.uuid);
          if (g) session.edit((ctx) => setTableTagGroups(ctx, e.axesName, [g]));
          break;
        }
        case 'close':
          session.setFlow(null);
          setSelectedCell(null);
          setSelectedHeader(null);
          break;
      }
    }
    return created;
  };

  const send = (event: TableWizardEvent) =>
    guard(() => {
      const r = tableWizard(stateRef.current, event);
      stateRef.current = r.state;
      setState(r.state);
      const created = applyEffects(r.effects);
      if (created) {
        const next = tableWizard(r.state, { type: 'created', axesName: created });
        stateRef.current = next.state;
        setState(next.state);
        setAligning(true);
      }
      if (r.state.step !== 'closed') session.setFlow({ name: 'table', step: r.state.step, ...('axesName' in r.state ? { target: r.state.axesName } : {}) });
    });

  const start = () => {
    session.setSelection(null);
    const current = defaultTableTagGroup(groupRefs, session.getSnapshot().tagging.tagGroupUuid);
    send({ type: 'start', defaultTagGroups: current ? [current.uuid] : [] });
  };

  const open = (name: string) => {
    const found = findPage(session.document, session.getSnapshot().file, session.getSnapshot().page)?.axes.find((a) => a.name === name);
    if (!found?.metadata.calibration) return;
    session.setActiveAxes(name);
    send({ type: 'open', axesName: name, calibration: found.metadata.calibration });
    if (!found.metadata.calibration.cellTagGroup && !found.metadata.calibration.cellTagGroups?.length) send({ type: 'missingTagGroup' });
  };

  /** The page's pdf.js text in image coordinates, read once per file and page. */
  const pageText = useCallback(
    (fileIndex: number, pageNumber: number) => {
      const key = `${fileIndex}:${pageNumber}`;
      let found = textCache.current.get(key);
      if (!found) {
        found = (async () => {
          const file = files[fileIndex];
          if (!file) return null;
          const [{ openPageSource, PDF_BASE_SCALE }] = await Promise.all([import('../../editor/pages/pageSource')]);
          const source = await openPageSource(file);
          const pdfPage = await source.pdfPage(pageNumber - 1);
          if (!pdfPage) return null;
          const content = await pdfPage.getTextContent();
          const items: PdfTextItem[] = content.items.flatMap((i) => ('str' in i ? [i] : []));
          return { items, viewport: pdfPage.getViewport({ scale: PDF_BASE_SCALE }).transform as unknown as ViewportTransform };
        })().catch(() => null);
        textCache.current.set(key, found);
      }
      return found;
    },
    [files],
  );

  const openCell = async (row: number, col: number) => {
    const s = stateRef.current;
    if (s.step !== 'edit' || !cal) return;
    if (!cal.cellTagGroup && !cal.cellTagGroups?.length) {
      send({ type: 'missingTagGroup' });
      return;
    }
    const { file, page: pageNumber } = session.getSnapshot();
    let found = tableCellPoint(findPage(session.document, file, pageNumber)?.datasets ?? [], s.axesName, row, col);
    if (!found) return;
    const blank = found.blank;
    if (!found.point) {
      let initial: PointMetadata = {};
      if (prefill) {
        const text = await pageText(file, pageNumber);
        const proposal = text ? prefillTableCells(text.items, cal, { viewport: text.viewport }).find((c) => c.row === row && c.col === col) : undefined;
        const group = tagGroups.find((g) => g.uuid === cal.cellTagGroup?.uuid);
        initial = prefillCellMetadata(group, proposal, headerTagsOf(cal, row, col).map((h) => h.entry.tag.name));
      }
      guard(() => session.edit((ctx) => setTableCell(ctx, s.axesName, { row, col, metadata: initial })));
      found = tableCellPoint(findPage(session.document, file, pageNumber)?.datasets ?? [], s.axesName, row, col);
      if (!found?.point) return;
    }
    const point = found.point!;
    const advance = () => {
      const next = nextCellDown(tableGrid(cal), { row, col });
      if (next) setSelectedCell(next);
    };
    openMetadata(
      { kind: 'point', file, page: pageNumber, datasetName: found.dataset.name, index: found.index, anchor: anchorOf(point) },
      {
        blankTableCell: blank,
        headerTags: headerTagsOf(cal, row, col),
        ...(missingHeadersOf(cal, row, col) ? { missingHeaders: missingHeadersOf(cal, row, col)! } : {}),
        onBlank: () => {
          guard(() => session.edit((ctx) => setTableCell(ctx, s.axesName, { row, col, blank: true })));
          advance();
        },
        onConfirmed: advance,
      },
    );
  };

  const openHeader = (which: 'rows' | 'cols', index: number) => {
    const s = stateRef.current;
    if (s.step !== 'settings' || !cal) return;
    const { file, page: pageNumber } = session.getSnapshot();
    const x0 = Math.min(cal.area[0].x, cal.area[1].x);
    const y0 = Math.min(cal.area[0].y, cal.area[1].y);
    const edges = (w: 'rows' | 'cols') => [w === 'rows' ? y0 : x0, ...cal[w].dividers];
    const at = which === 'rows' ? { x: x0, y: edges('rows')[index] ?? y0 } : { x: edges('cols')[index] ?? x0, y: y0 };
    openMetadata({ kind: 'tableHeader', file, page: pageNumber, axesName: s.axesName, which, index, anchor: anchorOf(at) });
  };

  /** After a header is captured the header tool moves on to the next empty header. */
  const nextEmptyHeader = (from: { which: 'rows' | 'cols'; index: number }) => {
    const current = findPage(session.document, snap.file, snap.page)?.axes.find((a) => a.name === axesName)?.metadata.calibration;
    if (!current) return;
    const order: { which: 'rows' | 'cols'; index: number }[] = [
      ...(current.schema !== 'rows' && !current.cols.headerless ? Array.from({ length: current.cols.num }, (_, index) => ({ which: 'cols' as const, index })) : []),
      ...(current.schema !== 'cols' && !current.rows.headerless ? Array.from({ length: current.rows.num }, (_, index) => ({ which: 'rows' as const, index })) : []),
    ];
    const start = order.findIndex((h) => h.which === from.which && h.index === from.index);
    const rest = [...order.slice(start + 1), ...order.slice(0, start + 1)];
    const next = rest.find((h) => isHeaderEmpty(current[h.which].headers[h.index]));
    if (next) setSelectedHeader(next);
  };

  const layerTable = state.step === 'area' || state.step === 'content' ? (state.area ? { area: state.area, rotation: 0 as const, rows: { num: 1, dividers: [] }, cols: { num: 1, dividers: [] } } : null) : (cal ?? null);
  const cellStates = useMemo(() => cellStatesFromDatasets(columns), [columns]);
  const layer = useTableLayer({
    id: 'table',
    mode: LAYER_MODE[state.step],
    table: layerTable,
    cellStates,
    selectedCell,
    selectedHeader,
    onAreaChange: (area) => send({ type: 'areaDrawn', area }),
    onResize: ({ area, rows, cols }) => axesName && guard(() => session.edit((ctx) => resizeTable(ctx, axesName, area, { rows, cols }))),
    onDividerMove: (which, index, position) => axesName && guard(() => session.edit((ctx) => moveTableDivider(ctx, axesName, which, index, position))),
    onCellSelect: (row, col) => setSelectedCell({ row, col }),
    onCellActivate: (row, col) => void openCell(row, col),
    onHeaderSelect: (which, index) => setSelectedHeader({ which, index }),
    onHeaderActivate: (which, index) => {
      setSelectedHeader({ which, index });
      openHeader(which, index);
    },
  });

  const usedGroups = useMemo(() => {
    const used = new Set<string>();
    for (const d of columns) for (const p of d.points) if (p.metadata?.tagGroup?.uuid) used.add(p.metadata.tagGroup.uuid);
    for (const h of [...(cal?.rows.headers ?? []), ...(cal?.cols.headers ?? [])]) if (h.tagGroup?.uuid) used.add(h.tagGroup.uuid);
    return [...used];
  }, [columns, cal]);

  let sidebar: ReactNode = null;
  switch (state.step) {
    case 'area':
      sidebar = <TableAreaSidebar hasArea={!!state.area} onCancel={() => send({ type: 'cancel' })} onNext={() => send({ type: 'next' })} />;
      break;
    case 'content':
      sidebar = (
        <TableContentSidebar
          rows={state.rows}
          cols={state.cols}
          tagGroups={groupRefs}
          selectedTagGroups={state.tagGroups}
          multipleTagGroups={multipleTagGroups}
          error={state.error}
          onRowsChange={(value) => send({ type: 'setRows', value })}
          onColsChange={(value) => send({ type: 'setCols', value })}
          onTagGroupsChange={(uuids) => send({ type: 'setTagGroups', uuids })}
          onBack={() => send({ type: 'back' })}
          onCancel={() => send({ type: 'cancel' })}
          onComplete={() => send({ type: 'completeContent', multipleTagGroups })}
        />
      );
      break;
    case 'settings':
      sidebar = (
        <TableSettingsSidebar
          headers={state.headers}
          similar={state.similar}
          onHeadersChange={(value) => send({ type: 'setHeaders', value })}
          onSimilarChange={(value) => send({ type: 'setSimilar', value })}
          onCancel={() => send({ type: 'cancel' })}
          onComplete={() => cal && send({ type: 'complete', calibration: { ...cal, schema: state.similar, rows: { ...cal.rows, headerless: state.headers === 'cols' }, cols: { ...cal.cols, headerless: state.headers === 'rows' } } })}
        />
      );
      break;
    case 'edit':
      sidebar = (
        <EditTableSidebar
          tableName={state.axesName}
          prefill={prefill}
          canPrefill={files[snap.file]?.type !== undefined ? files[snap.file]?.type === 'application/pdf' : true}
          onPrefillChange={setPrefill}
          {...(multipleTagGroups
            ? {
                tagGroups: groupRefs,
                selectedTagGroups: cal?.cellTagGroups?.map((g) => g.uuid) ?? (cal?.cellTagGroup ? [cal.cellTagGroup.uuid] : []),
                usedTagGroups: usedGroups,
                onTagGroupsChange: (uuids: string[]) => {
                  const groups = uuids.map((u) => groupRefs.find((g) => g.uuid === u)).filter((g): g is TagGroupRef => !!g);
                  if (!groups.length) onError?.(TABLE_MESSAGES.selectTagGroup);
                  else guard(() => session.edit((ctx) => setTableTagGroups(ctx, state.axesName, groups)));
                },
              }
            : {})}
          onResize={() => send({ type: 'resize' })}
          onAdjust={() => send({ type: 'adjust' })}
          onEditHeaders={() => cal && send({ type: 'editHeaders', calibration: cal })}
          onComplete={() => cal && send({ type: 'complete', calibration: cal })}
        />
      );
      break;
    case 'resize':
      sidebar = <ResizeTableSidebar onComplete={() => send({ type: 'doneAdjusting' })} />;
      break;
    case 'adjust':
      sidebar = (
        <AdjustTableSidebar
          rows={cal?.rows.num ?? 1}
          cols={cal?.cols.num ?? 1}
          onAddRow={() => guard(() => session.edit((ctx) => addTableRow(ctx, state.axesName)))}
          onRemoveRow={() => guard(() => session.edit((ctx) => deleteTableRow(ctx, state.axesName)))}
          onAddColumn={() => guard(() => session.edit((ctx) => addTableColumn(ctx, state.axesName, newUuid)))}
          onRemoveColumn={() => guard(() => session.edit((ctx) => deleteTableColumn(ctx, state.axesName)))}
          onComplete={() => send({ type: 'doneAdjusting' })}
        />
      );
      break;
    default:
      break;
  }

  const dialog = 'dialog' in state ? state.dialog : null;
  const dialogs = (
    <>
      <CancelTableCreationDialog isOpen={dialog === 'cancelCreation'} onConfirm={() => send({ type: 'confirm' })} onCancel={() => send({ type: 'dismiss' })} />
      <TableMessageDialog
        kind={dialog === 'invalidHeaders' || dialog === 'invalidHeaderCount' || dialog === 'emptyHeaders' ? dialog : null}
        onClose={() => send({ type: 'confirm' })}
      />
      <HasEmptyTableHeadersDialog isOpen={dialog === 'hasEmptyHeaders'} onConfirm={() => send({ type: 'confirm' })} onCancel={() => send({ type: 'dismiss' })} />
      <TableMissingTagGroupDialog
        isOpen={dialog === 'missingTagGroup'}
        tagGroups={groupRefs}
        onConfirm={(uuid) => send({ type: 'tagGroupChosen', uuid })}
        onCancel={() => send({ type: 'dismiss' })}
      />
      <TableAlignmentPopup
        isOpen={aligning && state.step === 'settings'}
        onProceed={() => setAligning(false)}
        onTweak={() => {
          setAligning(false);
          if (state.step === 'settings') {
            // Tweaking goes through the edit sidebar's adjust step, back to the headers after.
            stateRef.current = { step: 'adjust', axesName: state.axesName, dialog: null };
            setState(stateRef.current);
          }
        }}
      />
    </>
  );

  // The same array while nothing changes, so the canvas does not reinstall its layers on every render.
  const closed = state.step === 'closed';
  const layers = useMemo(() => (closed ? [] : [layer]), [closed, layer]);

  return {
    active: !closed,
    layers,
    sidebar,
    dialogs,
    start,
    open,
    nextEmptyHeader,
  };
}
