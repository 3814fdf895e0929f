import type { BarHeaders } from '../../core/model/types';
import { BAR_LIMITS, BAR_MESSAGES, nextHeaderWithoutData, type Vec } from '../../core/barHeaders';

/*
 * The bar-header wizard after a new bar graph's value axis and labels (spec 3 section 4, 'Bar
 * graph tool'), as a pure state machine:
 *   corners  - the first click sets p1, the second p2; further clicks select the nearest corner
 *              within 50 screen pixels (which the next drag or the arrow keys move);
 *   count    - the category count, a whole number from 1 to 50; completing it builds the headers
 *              and locks the lines;
 *   metadata - a click on a header area opens its metadata dialog; the canvas is locked while it is
 *              open; after a header gets data the dialog moves to the next header without metadata
 *              after 200 ms; Next refuses while any header has none;
 *   dataset  - the Add dataset dialog of the new graph.
 * The headers themselves live in the document (the host saves them with session commands); the
 * wizard is told about them in the events that need them.
 */

export type BarWizardStep = 'corners' | 'count' | 'metadata' | 'dataset';

/** The session flow of the wizard: step 'new' for a new graph (Cancel removes it), 'existing' otherwise. */
export const BAR_HEADERS_FLOW = 'barHeaders';

/** Edit Bar Graph's canvas modes, each a step of the editGraph flow. */
export const BAR_EDIT_MODES = ['adjustBarAxis', 'adjustCategoricalAxis', 'addCategory', 'removeCategory'] as const;
export type BarEditMode = (typeof BAR_EDIT_MODES)[number];

/** Edit Bar Graph's steps that work on the headers of one graph (editGraph flow). */
export const BAR_EDIT_STEPS: readonly string[] = ['headers', ...BAR_EDIT_MODES];

/**
 * The wizard and Edit Bar Graph's header steps belong to one graph. When another graph becomes the
 * active one (picked in the tree, or a new graph made), a flow of theirs still aimed at the graph
 * left behind is closed: the active graph then shows its own sidebar. What the wizard already saved
 * (the new graph, its labels, its headers) stays in the document; corners placed but not yet
 * completed are dropped, as pending calibration clicks are when another graph is started.
 */
export function barFlowLeftBehind(flow: { name: string; step?: string; target?: string } | null, activeAxes: string | null): boolean {
  if (!flow || flow.target === undefined || flow.target === activeAxes) return false;
  return flow.name === BAR_HEADERS_FLOW || (flow.name === 'editGraph' && BAR_EDIT_STEPS.includes(flow.step ?? ''));
}

export interface BarWizardState {
  step: BarWizardStep;
  p1: Vec | null;
  p2: Vec | null;
  /** The corner a further click selected. */
  selected: 'p1' | 'p2' | null;
  /** The category count as typed. */
  countText: string;
  countError: string | null;
  /** Header whose metadata dialog is open. */
  open: number | null;
  /** A header to open once the 200 ms after a save have passed. */
  pendingNext: number | null;
  /** The message shown in the sidebar (missing header metadata). */
  error: string | null;
}

export type BarWizardEvent =
  /** A click on the canvas in image pixels; `zoom` scales the 50 px selection radius. */
  | { type: 'click'; at: Vec; zoom: number }
  /** Move the selected corner (drag or arrow keys). */
  | { type: 'moveSelected'; to: Vec }
  | { type: 'cornersDone' }
  | { type: 'countText'; text: string }
  /** Complete the count: the host builds the headers when the wizard reaches 'metadata'. */
  | { type: 'countDone' }
  | { type: 'back' }
  /** A click on a header area. */
  | { type: 'headerClick'; index: number }
  /** The open header's dialog saved; `headers` are the headers after the save. */
  | { type: 'headerSaved'; headers: BarHeaders }
  /** The open dialog closed without a save. */
  | { type: 'headerDismissed' }
  /** The 200 ms after a save passed: open the pending header. */
  | { type: 'nextHeaderDue' }
  | { type: 'metadataDone'; headers: BarHeaders }
  /** Start over (a new wizard). */
  | { type: 'reset' }
  /** Straight to the metadata step: the headers of an existing graph. */
  | { type: 'startMetadata' };

export const initialBarWizard = (): BarWizardState => ({
  step: 'corners',
  p1: null,
  p2: null,
  selected: null,
  countText: '',
  countError: null,
  open: null,
  pendingNext: null,
  error: null,
});

/** The category count typed, or the message when it is not a whole number from 1 to 50. */
export function parseCategoryCount(text: string): { count: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { error: BAR_MESSAGES.count };
  const count = Number(trimmed);
  if (count < 1) return { error: BAR_MESSAGES.count };
  if (count > BAR_LIMITS.maxCategories) return { error: BAR_MESSAGES.countTooLarge };
  return { count };
}

/** Every header has metadata: the wizard may go on to the dataset. */
export const allHeadersHaveData = (headers: BarHeaders): boolean => headers.headers.length > 0 && nextHeaderWithoutData(headers) === null;

/** Is the canvas locked (the metadata dialog is open or about to open)? */
export const isCanvasLocked = (s: BarWizardState): boolean => s.open !== null || s.pendingNext !== null;

const dist = (a: Vec, b: Vec) => Math.hypot(a.x - b.x, a.y - b.y);

export function barWizardReducer(s: BarWizardState, e: BarWizardEvent): BarWizardState {
  switch (e.type) {
    case 'reset':
      return initialBarWizard();
    case 'startMetadata':
      return { ...initialBarWizard(), step: 'metadata' };
    case 'click': {
      if (s.step !== 'corners') return s;
      if (!s.p1) return { ...s, p1: e.at, selected: null };
      if (!s.p2) return { ...s, p2: e.at, selected: null };
      const radius = BAR_LIMITS.selectRadius / (e.zoom > 0 ? e.zoom : 1);
      const d1 = dist(e.at, s.p1);
      const d2 = dist(e.at, s.p2);
      const nearest = d1 <= d2 ? 'p1' : 'p2';
      return { ...s, selected: Math.min(d1, d2) <= radius ? nearest : null };
    }
    case 'moveSelected':
      if (s.step !== 'corners' || !s.selected) return s;
      return { ...s, [s.selected]: e.to };
    case 'cornersDone':
      return s.step === 'corners' && s.p1 && s.p2 && dist(s.p1, s.p2) > 0 ? { ...s, step: 'count', selected: null } : s;
    case 'countText':
      return { ...s, countText: e.text, countError: null };
    case 'countDone': {
      if (s.step !== 'count') return s;
      const parsed = parseCategoryCount(s.countText);
      if ('error' in parsed) return { ...s, countError: parsed.error };
      return { ...s, step: 'metadata', countError: null, error: null };
    }
    case 'back':
      if (s.step === 'count') return { ...s, step: 'corners', countError: null };
      return s;
    case 'headerClick':
      if (s.step !== 'metadata' || isCanvasLocked(s)) return s;
      return { ...s, open: e.index, error: null };
    case 'headerSaved': {
      if (s.open === null) return s;
      const next = nextHeaderWithoutData(e.headers, s.open + 1);
      return { ...s, open: null, pendingNext: next, error: null };
    }
    case 'headerDismissed':
      return { ...s, open: null, pendingNext: null };
    case 'nextHeaderDue':
      return s.pendingNext === null ? s : { ...s, open: s.pendingNext, pendingNext: null };
    case 'metadataDone':
      if (s.step !== 'metadata') return s;
      if (!allHeadersHaveData(e.headers)) return { ...s, error: BAR_MESSAGES.missingHeaderMetadata };
      return { ...s, step: 'dataset', open: null, pendingNext: null, error: null };
  }
}
