import { describe, expect, it } from 'vitest';
import {
  cellText,
  filterGroups,
  groupRawData,
  initialExpanded,
  nextExpanded,
  RAW_VIEWER_LARGE_PANEL,
  UNTAGGED_GROUP,
} from '../../../src/screens/RawDataViewer/rawDataGroups';
import { checkJson, jsonDiffers, lineAndColumn } from '../../../src/screens/RawDataViewer/jsonText';

const row = (tag: string, value: string | number | null) => ({ tag: { name: tag, uuid: `t-${tag}` }, value });
const outcomes = { name: 'Outcomes', uuid: 'g-out', instanceUuid: 'i-1' };
const definitions = { name: 'Definitions and abbreviations', uuid: 'g-def' };

const document = {
  format: 'WPD',
  formatVersion: 1,
  misc: { file: 0, page: 1, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 },
  tagGroups: [{ name: 'Outcomes', uuid: 'g-out', tags: [{ name: 'Outcome', uuid: 't-Outcome' }, { name: 'Unit', uuid: 't-Unit' }] }],
  pages: [
    {
      file: 1,
      page: 3,
      axes: [],
      measurements: [],
      datasets: [
        {
          name: 'Arm A',
          axesName: 'XY',
          metadata: {},
          metadataKeys: [],
          pointGroups: [],
          tuples: [],
          points: [
            { x: 1, y: 2, metadata: { 0: row('Unit', 'mg'), 1: row('Outcome', 'HbA1c'), compositeKey: 'ABC||Part A', tagGroup: outcomes } },
            { x: 3, y: 4 },
          ],
        },
      ],
      texts: [
        { uuid: 'x-1', text: 'BMI: body mass index', metadata: { 0: row('Term', 'BMI'), 1: row('Definition', 'Body mass index'), 2: row('Comments', 'kg/m2'), tagGroup: definitions } },
      ],
    },
  ],
  studyTree: [
    { uuid: 's-1', compositeKey: 'ABC', tagGroup: { name: 'Study', uuid: 'g-study' }, metadata: { 0: row('Study abbreviation', 'ABC') } },
  ],
};

describe('groupRawData', () => {
  const groups = groupRawData(document, ['a.pdf', 'b.pdf']);

  it('makes one panel per tag group name: branch groups first, untagged last', () => {
    expect(groups.map((g) => g.name)).toEqual(['Study', 'Outcomes', 'Definitions and abbreviations', UNTAGGED_GROUP]);
    expect(groups.map((g) => g.rows.length)).toEqual([1, 1, 1, 1]);
  });

  it('takes points, text items and study tree elements, each with where it is', () => {
    const [study, out, defs, untagged] = groups;
    expect(study!.rows[0]).toMatchObject({ kind: 'study', item: 'Study tree', compositeKey: 'ABC', location: '' });
    expect(out!.rows[0]).toMatchObject({ kind: 'point', item: 'Arm A, point 1', location: 'b.pdf, page 3', compositeKey: 'ABC||Part A' });
    expect(out!.rows[0]!.target).toEqual({ kind: 'point', tagGroup: 'Outcomes', instanceUuid: 'i-1', file: 1, page: 3, axesName: 'XY', datasetName: 'Arm A', index: 0 });
    expect(defs!.rows[0]).toMatchObject({ kind: 'text', item: 'BMI: body mass index' });
    expect(defs!.rows[0]!.target).toMatchObject({ kind: 'text', uuid: 'x-1', file: 1, page: 3 });
    expect(untagged!.rows[0]!.item).toBe('Arm A, point 2');
  });

  it('names a dataset by its study branch, never by its internal {compositeKey}_{uuid} name', () => {
    const named = structuredClone(document) as typeof document;
    const ds = (named.pages[0] as { datasets: { name: string; metadata: object }[] }).datasets[0]!;
    ds.name = 'AUD-1||Main_ba4915f8-0000-4000-8000-000000000001';
    ds.metadata = { studyData: { compositeKey: 'AUD-1||Main' } };
    const rows = groupRawData(named, ['a.pdf', 'b.pdf']).flatMap((g) => g.rows).filter((r) => r.kind === 'point');
    expect(rows.map((r) => r.item)).toEqual(['AUD-1 / Main, point 1', 'AUD-1 / Main, point 2']);
    // The id stays in the data the viewer goes to.
    expect(rows[0]!.target).toMatchObject({ datasetName: 'AUD-1||Main_ba4915f8-0000-4000-8000-000000000001' });
  });

  it('shows a composite key as its readable branch, and the filter finds it so', () => {
    const out = groups[1]!;
    expect(cellText(out.rows[0]!, out.columns[0]!)).toBe('ABC / Part A');
    expect(filterGroups(groups, 'ABC / Part A').map((g) => g.name)).toEqual(['Outcomes']);
  });

  it('orders tag columns as the tag group defines its tags', () => {
    expect(groups[1]!.columns.map((c) => c.name)).toEqual(['Composite key', 'Outcome', 'Unit', 'Item', 'Location']);
    expect(cellText(groups[1]!.rows[0]!, groups[1]!.columns[1]!)).toBe('HbA1c');
  });

  it('gives the definitions table Term, Description, Comments first, Description showing the Definition tag', () => {
    const defs = groups[2]!;
    expect(defs.isDefinitions).toBe(true);
    expect(defs.columns.map((c) => c.name)).toEqual(['Term', 'Description', 'Comments', 'Item', 'Location', 'Composite key']);
    expect(defs.columns.slice(0, 3).map((c) => cellText(defs.rows[0]!, c))).toEqual(['BMI', 'Body mass index', 'kg/m2']);
  });

  it('shows the file index when the name is unknown, and nothing for data that is not a document', () => {
    expect(groupRawData(document)[1]!.rows[0]!.location).toBe('File 2, page 3');
    expect(groupRawData(null)).toEqual([]);
    expect(groupRawData('text')).toEqual([]);
    expect(groupRawData({ pages: 'nope', studyTree: [null, 3] })).toEqual([]);
  });
});

describe('filterGroups', () => {
  const groups = groupRawData(document, ['a.pdf', 'b.pdf']);

  it('keeps every row without a filter, and the same list for blanks', () => {
    expect(filterGroups(groups, '')).toBe(groups);
    expect(filterGroups(groups, '   ')).toBe(groups);
  });

  it('finds values in any cell, case-insensitively, and drops panels left empty', () => {
    const found = filterGroups(groups, 'hba1C');
    expect(found.map((g) => g.name)).toEqual(['Outcomes']);
    expect(filterGroups(groups, 'b.PDF').map((g) => g.name)).toEqual(['Outcomes', 'Definitions and abbreviations', UNTAGGED_GROUP]);
    expect(filterGroups(groups, 'nothing like this')).toEqual([]);
  });

  it('keeps a whole panel whose tag group name matches', () => {
    expect(filterGroups(groups, 'definitions')[0]!.rows).toHaveLength(1);
  });
});

describe('panels open and close', () => {
  const big = { id: 'Big', rows: RAW_VIEWER_LARGE_PANEL };
  const counts = new Map([
    ['A', 3],
    ['B', 10],
    [big.id, big.rows],
    ['Edge', RAW_VIEWER_LARGE_PANEL - 1],
  ]);

  it('opens panels under the threshold on load', () => {
    const groups = [...counts].map(([id, n]) => ({ id, name: id, isDefinitions: false, columns: [], rows: Array.from({ length: n }) as never[] }));
    expect([...initialExpanded(groups)]).toEqual(['A', 'B', 'Edge']);
  });

  it('closes every other panel when one of 500 rows or more opens', () => {
    expect([...nextExpanded(new Set(['A', 'B']), new Set(['A', 'B', 'Big']), counts)]).toEqual(['Big']);
  });

  it('keeps others open for a smaller panel, for closing, and for Expand all', () => {
    expect([...nextExpanded(new Set(['A']), new Set(['A', 'Edge']), counts)]).toEqual(['A', 'Edge']);
    expect([...nextExpanded(new Set(['A', 'Big']), new Set(['Big']), counts)]).toEqual(['Big']);
    expect([...nextExpanded(new Set(), new Set(['A', 'B', 'Big', 'Edge']), counts)]).toHaveLength(4);
  });
});

describe('checkJson', () => {
  it('parses valid JSON', () => {
    expect(checkJson('{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it('names the line and column where parsing stopped', () => {
    const result = checkJson('{\n  "a": 1,\n}');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result).toMatchObject({ line: 3, column: 1 });
    expect(result.message).toMatch(/^Invalid JSON at line 3, column 1: /);
    expect(result.message).not.toMatch(/position/);
  });

  it('finds the place even when the parser does not say it', () => {
    expect(checkJson('{"pages": }')).toMatchObject({ ok: false, line: 1, column: 11 });
    expect(checkJson('[1,\n 2,,]')).toMatchObject({ ok: false, line: 2, column: 4 });
  });

  it('points at the end of a text that stops early', () => {
    const result = checkJson('{"a": ');
    expect(result).toMatchObject({ ok: false, line: 1 });
  });

  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn('', 0)).toEqual({ line: 1, column: 1 });
  });

  it('tells changes apart from layout', () => {
    expect(jsonDiffers({ a: 1 }, JSON.parse('{ "a" : 1 }'))).toBe(false);
    expect(jsonDiffers({ a: 2 }, { a: 1 })).toBe(true);
  });
});
