import { describe, expect, it } from 'vitest';
import {
  alreadyExistsMessage,
  checkAbbreviation,
  childLevel,
  dataKeys,
  dataUnder,
  elementsUnder,
  hasDataUnder,
  usedKeys,
  withPrefixes,
} from '../../../src/editor/core/model/studyTreeRules';
import type { Project, StudyElement } from '../../../src/editor/core/model/types';
import { dataset, page } from './session.fixtures';

const defined = ['S1', 'S1||P1', 'S1||P1||A1', 'S1||P1||A2', 'S1||P1||A1||Pop', 'S1||P1||A1||Pop||G1', 'S2'];

describe('study tree rules: abbreviations', () => {
  it("refuses the delimiter with the spec's words", () => {
    expect(checkAbbreviation({ value: 'A||B', definedKeys: defined })).toEqual({ ok: false, message: "Study branch key cannot contain the characters '||'" });
    expect(checkAbbreviation({ value: 'X||', currentKey: 'S1||P1', definedKeys: defined })).toEqual({
      ok: false,
      message: "Study branch key cannot contain the characters '||'",
    });
  });

  it('refuses clearing an existing value and adding an element without one', () => {
    expect(checkAbbreviation({ value: '   ', currentKey: 'S1', definedKeys: defined })).toEqual({ ok: false, message: 'Study branch key cannot be empty' });
    expect(checkAbbreviation({ value: '', parentKey: 'S1', definedKeys: defined })).toEqual({ ok: false, message: 'Study branch key cannot be empty' });
  });

  it('names each level when the resulting key already exists', () => {
    const rename = (currentKey: string, value: string) => checkAbbreviation({ value, currentKey, definedKeys: defined });
    expect(rename('S2', 'S1')).toEqual({ ok: false, message: "Study 'S1' already exists" });
    expect(checkAbbreviation({ value: 'P1', parentKey: 'S1', definedKeys: defined })).toEqual({
      ok: false,
      message: "Study part 'P1' already exists under study 'S1'",
    });
    expect(rename('S1||P1||A2', 'A1')).toEqual({ ok: false, message: "Study arm 'A1' already exists under study part and study" });
    expect(checkAbbreviation({ value: 'Pop', parentKey: 'S1||P1||A1', definedKeys: defined })).toEqual({
      ok: false,
      message: "Population 'Pop' already exists under study arm, study part, and study",
    });
    expect(checkAbbreviation({ value: ' G1 ', parentKey: 'S1||P1||A1||Pop', definedKeys: defined })).toEqual({
      ok: false,
      message: "Subgroup 'G1' already exists under population, study arm, study part, and study",
    });
  });

  it('accepts the current key unchanged, trimmed, and a new key', () => {
    expect(checkAbbreviation({ value: ' A2 ', currentKey: 'S1||P1||A2', definedKeys: defined })).toEqual({ ok: true, value: 'A2', key: 'S1||P1||A2' });
    expect(checkAbbreviation({ value: 'A3', currentKey: 'S1||P1||A2', definedKeys: defined })).toEqual({ ok: true, value: 'A3', key: 'S1||P1||A3' });
    expect(checkAbbreviation({ value: 'S3', definedKeys: defined })).toEqual({ ok: true, value: 'S3', key: 'S3' });
  });

  it('lets adding define a key only the data uses, but not renaming onto it', () => {
    const used = ['S1||P2||A9'];
    expect(checkAbbreviation({ value: 'P2', parentKey: 'S1', definedKeys: defined, usedKeys: used })).toMatchObject({ ok: true, key: 'S1||P2' });
    expect(checkAbbreviation({ value: 'P2', currentKey: 'S1||P1', definedKeys: defined, usedKeys: used })).toEqual({
      ok: false,
      message: "Study part 'P2' already exists under study 'S1'",
    });
  });

  it('words the messages by the deepest level', () => {
    expect(alreadyExistsMessage('X')).toBe("Study 'X' already exists");
    expect(alreadyExistsMessage('X||Y')).toBe("Study part 'Y' already exists under study 'X'");
    expect(childLevel('study')).toBe('studyPart');
    expect(childLevel('subgroup')).toBeUndefined();
    expect([...withPrefixes(['A||B||C', '||Q'])]).toEqual(['A', 'A||B', 'A||B||C', '||Q']);
  });
});

function project(): Project {
  const ds = dataset('S1||P1||A1_u1', [
    { x: 1, y: 1, metadata: { compositeKey: 'S1||P1||A1' } },
    { x: 2, y: 2, metadata: { compositeKey: 'S2', referenceCompositeKey: 'S1||P1||A2' } },
  ]);
  ds.metadata = { name: ds.name, uuid: 'u1', studyData: { compositeKey: 'S1||P1||A1', tagGroup: { name: 'Outcomes', uuid: 'g' } } };
  const table = dataset('Column_t', [{ x: 3, y: 3, metadata: { compositeKey: 'S3||Q' } }]);
  const p = page(0, 1, [ds, table]);
  p.texts = [{ uuid: 't1', text: 'Placebo', metadata: { compositeKey: 'S4' } }];
  p.axes[0]!.metadata.barHeaders = {
    count: 1,
    linesLocked: true,
    headers: [{ metadata: { compositeKey: 'S5' } }],
    headerOrientation: 'HORIZONTAL',
    headerDividers: [],
  };
  return { pages: [p], misc: { file: 0, page: 1, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 } };
}

describe('study tree rules: data under a branch', () => {
  it('lists the keys of datasets, points and texts, and the keys the data mentions', () => {
    expect(dataKeys(project()).sort()).toEqual(['S1||P1||A1', 'S2', 'S3||Q', 'S4']);
    expect(usedKeys(project()).sort()).toEqual(['S1||P1||A1', 'S1||P1||A2', 'S2', 'S3||Q', 'S4', 'S5']);
  });

  it('finds data at a key or below it, never beside it', () => {
    const keys = dataKeys(project());
    expect(hasDataUnder('S1', keys)).toBe(true);
    expect(hasDataUnder('S1||P1||A2', keys)).toBe(false);
    expect(hasDataUnder('S3', keys)).toBe(true);
    expect(hasDataUnder('S5', keys)).toBe(false);
    expect(hasDataUnder('S', keys)).toBe(false);
  });

  it('counts datasets, loose points and texts under a key', () => {
    expect(dataUnder(project(), 'S1')).toEqual({ datasets: 1, points: 0, texts: 0 });
    expect(dataUnder(project(), 'S2')).toEqual({ datasets: 0, points: 1, texts: 0 });
    expect(dataUnder(project(), 'S4')).toEqual({ datasets: 0, points: 0, texts: 1 });
  });

  it('picks the elements of a branch and its descendants', () => {
    const el = (compositeKey: string): StudyElement => ({ uuid: compositeKey, compositeKey, tagGroup: { name: 'Study', uuid: 'g' }, metadata: {} });
    const elements = ['S1', 'S1||P1', 'S10', 'S1||P1||A1'].map(el);
    expect(elementsUnder(elements, 'S1').map((e) => e.compositeKey)).toEqual(['S1', 'S1||P1', 'S1||P1||A1']);
    expect(elementsUnder(undefined, 'S1')).toEqual([]);
  });
});
