import { LIMITS, synonymRowsSchema } from '../../api/schemas';

/** One editable synonym; the id keeps focus and React keys stable while rows come and go. */
export interface SynonymRow {
  id: number;
  text: string;
}

/** The rows of the synonym dialog and the id the next new row gets. */
export interface SynonymRowsState {
  rows: readonly SynonymRow[];
  nextId: number;
  /** The row that should take focus after the last change, if any. */
  focusId?: number;
}

const isBlank = (row: SynonymRow) => row.text.trim() === '';

/** Appends a blank row when the last row has text. */
function endWithBlankRow(state: SynonymRowsState): SynonymRowsState {
  const last = state.rows.at(-1);
  if (last && isBlank(last)) return state;
  return { ...state, rows: [...state.rows, { id: state.nextId, text: '' }], nextId: state.nextId + 1 };
}

/** The rows for a concept's saved synonyms; a concept without any gets one blank row to type into. */
export function synonymRowsFrom(synonyms: readonly string[]): SynonymRowsState {
  const rows = synonyms.map((text, id) => ({ id, text }));
  return rows.length > 0 ? { rows, nextId: rows.length } : endWithBlankRow({ rows, nextId: 0 });
}

/** Changes one row's text. */
export function editRow(state: SynonymRowsState, id: number, text: string): SynonymRowsState {
  return { rows: state.rows.map((row) => (row.id === id ? { ...row, text } : row)), nextId: state.nextId };
}

/**
 * Enter on a row: a non-empty row gets a new blank row right after it, which takes focus; when the
 * row after it is already blank, that one takes focus instead of adding another. Enter on a blank row does nothing.
 */
export function addRowAfter(state: SynonymRowsState, id: number): SynonymRowsState {
  const index = state.rows.findIndex((row) => row.id === id);
  const row = state.rows[index];
  if (!row || isBlank(row)) return state;
  const next = state.rows[index + 1];
  if (next && isBlank(next)) return { ...state, focusId: next.id };
  const added = { id: state.nextId, text: '' };
  const rows = [...state.rows.slice(0, index + 1), added, ...state.rows.slice(index + 1)];
  return { rows, nextId: state.nextId + 1, focusId: added.id };
}

/** The add button on the last row: focuses the trailing blank row, adding one if the last row has text. */
export function addRowAtEnd(state: SynonymRowsState): SynonymRowsState {
  const kept = endWithBlankRow(state);
  return { ...kept, focusId: kept.rows.at(-1)!.id };
}

/** Deletes a row; deleting the only row leaves a blank one. Focus moves to the row that took its place. */
export function deleteRow(state: SynonymRowsState, id: number): SynonymRowsState {
  const index = state.rows.findIndex((row) => row.id === id);
  if (index < 0) return state;
  const rest = { rows: state.rows.filter((row) => row.id !== id), nextId: state.nextId };
  const kept = rest.rows.length > 0 ? rest : endWithBlankRow(rest);
  const focus = kept.rows[Math.min(index, kept.rows.length - 1)]!;
  return { ...kept, focusId: focus.id };
}

/** The message for a row that cannot be saved, or undefined. */
export function synonymError(text: string): string | undefined {
  return text.trim().length > LIMITS.synonym ? 'Synonym is too long' : undefined;
}

/** What is saved: every row trimmed, empty ones dropped (the shared schema's rule); undefined while a row is too long. */
export function synonymsToSave(state: SynonymRowsState): string[] | undefined {
  const result = synonymRowsSchema.safeParse(state.rows.map((row) => row.text.trim()));
  return result.success ? result.data : undefined;
}
