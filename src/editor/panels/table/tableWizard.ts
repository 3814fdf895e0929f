import { TABLE_MESSAGES, validateTableHeaders } from '../../core/model/table';
import type { TableCalibration, TableSchema } from '../../core/model/tableTypes';

/*
 * The table flow as a pure state machine (spec 3, section 4 'Table creation'):
 * area -> content (rows, columns, tag group) -> the table is created -> settings (headers) -> edit
 * (cells), with resize and adjust reached from edit, a confirmation before a creation is
 * cancelled, and the header dialogs on the way out. The host turns the effects into session
 * commands and tells the machine what happened ('created').
 */

type Area = TableCalibration['area'];

/** Which sides carry headers: both, rows only or columns only. */
export type HeadersPresent = 'both' | 'rows' | 'cols';

/** The dialogs the flow opens over its sidebar. */
export type TableDialog = 'cancelCreation' | 'invalidHeaderCount' | 'invalidHeaders' | 'emptyHeaders' | 'hasEmptyHeaders' | 'missingTagGroup';

/** Smallest rectangle that picks an area, in square image units (spec 3, section 9). */
export const MIN_AREA_DRAG = 300;

export type TableWizardState =
  | { step: 'closed' }
  | { step: 'area'; area: Area | null; rows: string; cols: string; tagGroups: string[]; dialog: TableDialog | null }
  | { step: 'content'; area: Area; rows: string; cols: string; tagGroups: string[]; error: string | null; dialog: TableDialog | null }
  | { step: 'creating'; area: Area; rows: number; cols: number; tagGroups: string[] }
  | { step: 'settings'; axesName: string; creating: boolean; headers: HeadersPresent; similar: TableSchema; dialog: TableDialog | null }
  | { step: 'edit' | 'resize' | 'adjust'; axesName: string; dialog: TableDialog | null };

export type TableWizardStep = TableWizardState['step'];

export type TableWizardEvent =
  | { type: 'start'; defaultTagGroups?: string[] }
  /** An existing table is opened: its calibration decides which sidebar shows. */
  | { type: 'open'; axesName: string; calibration: TableCalibration }
  | { type: 'areaDrawn'; area: Area }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'setRows'; value: string }
  | { type: 'setCols'; value: string }
  | { type: 'setTagGroups'; uuids: string[] }
  | { type: 'completeContent'; multipleTagGroups: boolean }
  | { type: 'created'; axesName: string }
  | { type: 'setHeaders'; value: HeadersPresent }
  | { type: 'setSimilar'; value: TableSchema }
  /** Complete on the settings or edit sidebar, with the table as it is now. */
  | { type: 'complete'; calibration: TableCalibration }
  | { type: 'resize' }
  | { type: 'adjust' }
  | { type: 'editHeaders'; calibration: TableCalibration }
  | { type: 'doneAdjusting' }
  | { type: 'cancel' }
  | { type: 'confirm' }
  | { type: 'dismiss' }
  | { type: 'missingTagGroup' }
  | { type: 'tagGroupChosen'; uuid: string };

export type TableWizardEffect =
  | { type: 'createTable'; area: Area; rows: number; cols: number; tagGroups: string[] }
  | { type: 'deleteTable'; axesName: string }
  | { type: 'applySettings'; axesName: string; headers: HeadersPresent; similar: TableSchema }
  | { type: 'setComplete'; axesName: string; complete: boolean }
  | { type: 'setTagGroup'; axesName: string; uuid: string }
  | { type: 'close'; axesName: string | null };

export interface TableWizardResult {
  state: TableWizardState;
  effects: TableWizardEffect[];
}

export const initialTableWizard: TableWizardState = { step: 'closed' };

/** Tag groups a table most often holds, in order of preference when the toolbar has none chosen. */
export const TABLE_TAG_GROUP_PREFERENCE: readonly string[] = ['Baseline/Demographics', 'Outcomes', 'Adverse events'];

/**
 * The tag group a new table starts with: the tagging toolbar's, when a table can use it; else the
 * first of the groups tables usually hold (a baseline table's row headers are characteristics, which
 * 'Inclusion/Exclusion criteria', first in the combobox, does not have); else the first offered.
 */
export function defaultTableTagGroup<T extends { name: string; uuid: string }>(offered: readonly T[], toolbarGroupUuid: string | null | undefined): T | undefined {
  const chosen = offered.find((g) => g.uuid === toolbarGroupUuid);
  if (chosen) return chosen;
  for (const name of TABLE_TAG_GROUP_PREFERENCE) {
    const found = offered.find((g) => g.name === name);
    if (found) return found;
  }
  return offered[0];
}

const areaSize = (a: Area) => Math.abs(a[1].x - a[0].x) * Math.abs(a[1].y - a[0].y);

/** A count typed in a Rows or Columns field: a whole number of at least 1, or null. */
export function parseCount(value: string): number | null {
  const t = value.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 ? n : null;
}

/** Which headers a calibration has, as the settings sidebar offers them. */
export function headersPresentOf(cal: TableCalibration): HeadersPresent {
  if (cal.rows.headerless && !cal.cols.headerless) return 'cols';
  if (cal.cols.headerless && !cal.rows.headerless) return 'rows';
  return 'both';
}

/** Editing an existing table opens the edit sidebar when calibration is complete or the headers are non-empty and valid; otherwise the settings (details) sidebar. */
export function sidebarForExisting(cal: TableCalibration): 'edit' | 'settings' {
  if (cal.calibrationComplete) return 'edit';
  const status = validateTableHeaders(cal).status;
  return status === 'valid' || status === 'someEmpty' ? 'edit' : 'settings';
}

const same = (state: TableWizardState): TableWizardResult => ({ state, effects: [] });
const axesOf = (s: TableWizardState): string | null => ('axesName' in s ? s.axesName : null);

/** The next state and what the host must do, for one event. */
export function tableWizard(state: TableWizardState, event: TableWizardEvent): TableWizardResult {
  switch (event.type) {
    case 'start':
      return same({ step: 'area', area: null, rows: '1', cols: '1', tagGroups: event.defaultTagGroups ?? [], dialog: null });
    case 'open': {
      const step = sidebarForExisting(event.calibration);
      if (step === 'edit') return same({ step: 'edit', axesName: event.axesName, dialog: null });
      return same({
        step: 'settings',
        axesName: event.axesName,
        creating: false,
        headers: headersPresentOf(event.calibration),
        similar: event.calibration.schema,
        dialog: null,
      });
    }
    default:
      break;
  }

  // A dialog over the sidebar takes the answers first.
  if ('dialog' in state && state.dialog) return answerDialog(state, event);

  switch (state.step) {
    case 'closed':
    case 'creating':
      if (state.step === 'creating' && event.type === 'created')
        return same({ step: 'settings', axesName: event.axesName, creating: true, headers: 'both', similar: 'both', dialog: null });
      return same(state);
    case 'area':
      switch (event.type) {
        case 'areaDrawn':
          return areaSize(event.area) >= MIN_AREA_DRAG ? same({ ...state, area: event.area }) : same(state);
        case 'next':
          return state.area ? same({ step: 'content', area: state.area, rows: state.rows, cols: state.cols, tagGroups: state.tagGroups, error: null, dialog: null }) : same(state);
        case 'cancel':
          return same({ ...state, dialog: 'cancelCreation' });
        default:
          return same(state);
      }
    case 'content':
      switch (event.type) {
        case 'back':
          return same({ step: 'area', area: state.area, rows: state.rows, cols: state.cols, tagGroups: state.tagGroups, dialog: null });
        case 'setRows':
          return same({ ...state, rows: event.value, error: null });
        case 'setCols':
          return same({ ...state, cols: event.value, error: null });
        case 'setTagGroups':
          return same({ ...state, tagGroups: event.uuids, error: null });
        case 'cancel':
          return same({ ...state, dialog: 'cancelCreation' });
        case 'completeContent': {
          const rows = parseCount(state.rows);
          const cols = parseCount(state.cols);
          if (rows === null || cols === null) return same({ ...state, dialog: 'invalidHeaderCount' });
          if (event.multipleTagGroups && state.tagGroups.length === 0) return same({ ...state, error: TABLE_MESSAGES.selectTagGroup });
          const tagGroups = event.multipleTagGroups ? state.tagGroups : state.tagGroups.slice(0, 1);
          return {
            state: { step: 'creating', area: state.area, rows, cols, tagGroups },
            effects: [{ type: 'createTable', area: state.area, rows, cols, tagGroups }],
          };
        }
        default:
          return same(state);
      }
    case 'settings':
      switch (event.type) {
        case 'setHeaders':
          return same({ ...state, headers: event.value });
        case 'setSimilar':
          return same({ ...state, similar: event.value });
        case 'cancel':
          // Cancelling a table being created asks first; cancelling the details of an existing one closes them.
          return state.creating ? same({ ...state, dialog: 'cancelCreation' }) : { state: { step: 'closed' }, effects: [{ type: 'close', axesName: state.axesName }] };
        case 'complete':
          return completeHeaders(state, event.calibration);
        case 'missingTagGroup':
          return same({ ...state, dialog: 'missingTagGroup' });
        default:
          return same(state);
      }
    case 'edit':
      switch (event.type) {
        case 'resize':
          return same({ step: 'resize', axesName: state.axesName, dialog: null });
        case 'adjust':
          return same({ step: 'adjust', axesName: state.axesName, dialog: null });
        case 'editHeaders':
          return same({ step: 'settings', axesName: state.axesName, creating: false, headers: headersPresentOf(event.calibration), similar: event.calibration.schema, dialog: null });
        case 'complete':
          return completeHeaders({ step: 'edit', axesName: state.axesName, dialog: state.dialog }, event.calibration);
        case 'missingTagGroup':
          return same({ ...state, dialog: 'missingTagGroup' });
        default:
          return same(state);
      }
    case 'resize':
    case 'adjust':
      return event.type === 'doneAdjusting' || event.type === 'cancel' ? same({ step: 'edit', axesName: state.axesName, dialog: null }) : same(state);
  }
}

type HeaderStepState = Extract<TableWizardState, { step: 'settings' }> | { step: 'edit'; axesName: string; dialog: TableDialog | null };

/**
 * Complete on the settings or edit sidebar: all headers empty or invalid stop with their dialog;
 * some empty ask to continue; valid headers complete the calibration and go on to the cells.
 */
function completeHeaders(state: HeaderStepState, cal: TableCalibration): TableWizardResult {
  const status = validateTableHeaders(cal).status;
  const settings: TableWizardEffect[] =
    state.step === 'settings' ? [{ type: 'applySettings', axesName: state.axesName, headers: state.headers, similar: state.similar }] : [];
  if (status === 'allEmpty') return { state: { ...state, dialog: 'emptyHeaders' }, effects: settings };
  if (status === 'invalid') return { state: { ...state, dialog: 'invalidHeaders' }, effects: settings };
  if (status === 'someEmpty') return { state: { ...state, dialog: 'hasEmptyHeaders' }, effects: settings };
  return leaveHeaders(state, true, settings);
}

/** Past the header rules: settings go on to the cells, edit closes. */
function leaveHeaders(state: HeaderStepState, complete: boolean, before: TableWizardEffect[]): TableWizardResult {
  const effects: TableWizardEffect[] = [...before, { type: 'setComplete', axesName: state.axesName, complete }];
  if (state.step === 'settings') return { state: { step: 'edit', axesName: state.axesName, dialog: null }, effects };
  return { state: { step: 'closed' }, effects: [...effects, { type: 'close', axesName: state.axesName }] };
}

function answerDialog(state: TableWizardState, event: TableWizardEvent): TableWizardResult {
  if (!('dialog' in state) || !state.dialog) return same(state);
  const closed = { ...state, dialog: null } as TableWizardState;
  switch (state.dialog) {
    case 'cancelCreation':
      if (event.type === 'confirm') {
        const axesName = axesOf(state);
        return { state: { step: 'closed' }, effects: [...(axesName ? [{ type: 'deleteTable' as const, axesName }] : []), { type: 'close', axesName: null }] };
      }
      return event.type === 'dismiss' || event.type === 'cancel' ? same(closed) : same(state);
    case 'hasEmptyHeaders':
      if (event.type === 'confirm' && (state.step === 'settings' || state.step === 'edit')) return leaveHeaders(state as HeaderStepState, false, []);
      return event.type === 'dismiss' || event.type === 'cancel' ? same(closed) : same(state);
    case 'missingTagGroup':
      if (event.type === 'tagGroupChosen') {
        const axesName = axesOf(state);
        return { state: closed, effects: axesName ? [{ type: 'setTagGroup', axesName, uuid: event.uuid }] : [] };
      }
      return event.type === 'dismiss' || event.type === 'cancel' ? same(closed) : same(state);
    default:
      // Message dialogs: OK (or Escape) closes them.
      return event.type === 'confirm' || event.type === 'dismiss' || event.type === 'cancel' ? same(closed) : same(state);
  }
}

/** The canvas tool each step uses. */
export const TABLE_STEP_TOOL = {
  closed: null,
  area: 'tableArea',
  content: 'tableArea',
  creating: null,
  settings: 'tableHeaders',
  edit: 'tableCells',
  resize: 'tableResize',
  adjust: 'tableDividers',
} as const satisfies Record<TableWizardStep, string | null>;

export type TableTool = NonNullable<(typeof TABLE_STEP_TOOL)[TableWizardStep]>;
