import { describe, expect, it } from 'vitest';
import {
  addRowAfter,
  addRowAtEnd,
  deleteRow,
  editRow,
  synonymError,
  synonymRowsFrom,
  synonymsToSave,
  type SynonymRowsState,
} from '../../../src/screens/Metathesaurus/synonymRows';

const texts = (state: SynonymRowsState) => state.rows.map((row) => row.text);
const idOf = (state: SynonymRowsState, text: string) => state.rows.find((row) => row.text === text)!.id;

describe('synonymRowsFrom', () => {
  it('lists the saved synonyms in order', () => {
    expect(texts(synonymRowsFrom(['aspirin', 'ASA']))).toEqual(['aspirin', 'ASA']);
  });

  it('gives a concept without synonyms one blank row', () => {
    const state = synonymRowsFrom([]);
    expect(texts(state)).toEqual(['']);
    expect(state.nextId).toBe(1);
  });

  it('gives every row its own id', () => {
    const ids = synonymRowsFrom(['a', 'b', 'c']).rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('editRow', () => {
  it('changes only the edited row and adds none', () => {
    const state = synonymRowsFrom(['a', 'b']);
    expect(texts(editRow(state, idOf(state, 'b'), 'bee'))).toEqual(['a', 'bee']);
  });
});

describe('addRowAfter (Enter)', () => {
  it('inserts a blank row after a non-empty row and focuses it', () => {
    const state = synonymRowsFrom(['a', 'b']);
    const next = addRowAfter(state, idOf(state, 'a'));
    expect(texts(next)).toEqual(['a', '', 'b']);
    expect(next.focusId).toBe(next.rows[1]!.id);
    expect(next.nextId).toBe(state.nextId + 1);
  });

  it('does nothing on a blank or spaces-only row', () => {
    const state = editRow(synonymRowsFrom([]), 0, '   ');
    expect(addRowAfter(state, 0)).toBe(state);
  });

  it('focuses the blank row already after it instead of adding another', () => {
    const state = synonymRowsFrom(['a']);
    const once = addRowAfter(state, idOf(state, 'a'));
    const twice = addRowAfter(once, idOf(once, 'a'));
    expect(texts(twice)).toEqual(['a', '']);
    expect(twice.focusId).toBe(once.focusId);
  });

  it('ignores an unknown row', () => {
    const state = synonymRowsFrom(['a']);
    expect(addRowAfter(state, 99)).toBe(state);
  });
});

describe('addRowAtEnd (add button)', () => {
  it('appends a blank row after a filled last row and focuses it', () => {
    const next = addRowAtEnd(synonymRowsFrom(['a']));
    expect(texts(next)).toEqual(['a', '']);
    expect(next.focusId).toBe(next.rows[1]!.id);
  });

  it('focuses a blank last row rather than adding a second', () => {
    const state = synonymRowsFrom([]);
    const next = addRowAtEnd(state);
    expect(texts(next)).toEqual(['']);
    expect(next.focusId).toBe(0);
  });
});

describe('deleteRow', () => {
  it('removes the row and focuses the one that took its place', () => {
    const state = synonymRowsFrom(['a', 'b', 'c']);
    const next = deleteRow(state, idOf(state, 'b'));
    expect(texts(next)).toEqual(['a', 'c']);
    expect(next.focusId).toBe(idOf(state, 'c'));
  });

  it('focuses the new last row after deleting the last one', () => {
    const state = synonymRowsFrom(['a', 'b']);
    expect(deleteRow(state, idOf(state, 'b')).focusId).toBe(idOf(state, 'a'));
  });

  it('keeps a blank row when the only row is deleted', () => {
    const state = synonymRowsFrom(['a']);
    const next = deleteRow(state, idOf(state, 'a'));
    expect(texts(next)).toEqual(['']);
    expect(next.focusId).toBe(next.rows[0]!.id);
    expect(next.rows[0]!.id).not.toBe(idOf(state, 'a'));
  });

  it('ignores an unknown row', () => {
    const state = synonymRowsFrom(['a']);
    expect(deleteRow(state, 42)).toBe(state);
  });
});

describe('synonymsToSave', () => {
  it('trims every row and drops empty entries', () => {
    let state = synonymRowsFrom(['  aspirin ', '', 'ASA']);
    state = addRowAtEnd(state);
    state = editRow(state, state.rows.at(-1)!.id, '   ');
    expect(synonymsToSave(state)).toEqual(['aspirin', 'ASA']);
  });

  it('saves an empty list when every row is blank', () => {
    expect(synonymsToSave(synonymRowsFrom([]))).toEqual([]);
  });

  it('refuses a synonym over 1024 characters', () => {
    const long = 's'.repeat(1025);
    expect(synonymError(long)).toBe('Synonym is too long');
    expect(synonymError(` ${'s'.repeat(1024)} `)).toBeUndefined();
    expect(synonymsToSave(synonymRowsFrom([long]))).toBeUndefined();
  });
});
