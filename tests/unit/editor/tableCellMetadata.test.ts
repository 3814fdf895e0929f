import { describe, expect, it } from 'vitest';
import { createTableCalibration } from '../../../src/editor/core/model/table';
import type { TableCalibration } from '../../../src/editor/core/model/tableTypes';
import type { TagGroup } from '../../../src/editor/core/model/types';
import { cellHeaders, tableCellMetadata } from '../../../src/editor/core/tableCellMetadata';
import { prefillCellMetadata, type CellProposal } from '../../../src/editor/core/tablePrefill';

const ref = (name: string) => ({ name, uuid: `uuid-${name}` });
const tag = (name: string) => ({ name, uuid: `tag-${name}` });

/** Table 1 of the demo paper: 2 rows (characteristics) by 2 columns (arms). */
function demoTable(): TableCalibration {
  const cal = createTableCalibration({ area: [{ x: 690, y: 546 }, { x: 1470, y: 666 }], rows: 2, cols: 2, cellTagGroup: ref('Baseline/Demographics') });
  cal.cols.headers = [{ compositeKey: 'DEMO||Main||Placebo' }, { compositeKey: 'DEMO||Main||Drug' }];
  cal.rows.headers = [{ 0: { tag: tag('Baseline characteristic'), value: 'Age, years (mean)' } }, { 0: { tag: tag('Baseline characteristic'), value: 'Female, n (%)' }, 1: { tag: tag('Unit'), value: 'n' } }];
  return cal;
}

describe('tableCellMetadata', () => {
  it("imports the row header's tags and the column header's study branch after the cell's own entries", () => {
    const cell = { 0: { tag: tag('Number of subjects'), value: '41' }, 1: { tag: tag('Percent of subjects'), value: '34.2' }, tagGroup: ref('Baseline/Demographics'), rowIndex: 1 };
    expect(tableCellMetadata(demoTable(), 1, 1, cell)).toEqual({
      0: { tag: tag('Number of subjects'), value: '41' },
      1: { tag: tag('Percent of subjects'), value: '34.2' },
      2: { tag: tag('Baseline characteristic'), value: 'Female, n (%)' },
      3: { tag: tag('Unit'), value: 'n' },
      compositeKey: 'DEMO||Main||Drug',
      tagGroup: ref('Baseline/Demographics'),
      rowIndex: 1,
    });
  });

  it('lets cell data override a header tag of the same name, and a cell branch override the header branch', () => {
    const cell = { 0: { tag: tag('Unit'), value: '%' }, compositeKey: 'DEMO||Extension||Drug', rowIndex: 1 };
    const merged = tableCellMetadata(demoTable(), 1, 0, cell);
    expect(merged[0]).toEqual({ tag: tag('Unit'), value: '%' });
    expect(merged[1]).toEqual({ tag: tag('Baseline characteristic'), value: 'Female, n (%)' });
    expect(merged[2]).toBeUndefined();
    expect(merged.compositeKey).toBe('DEMO||Extension||Drug');
  });

  it('leaves out headers the settings do not use: headerless sides and the other side of a one-way schema', () => {
    const cal = demoTable();
    expect(Object.keys(cellHeaders(cal, 0, 0))).toEqual(['row', 'col']);
    expect(Object.keys(cellHeaders({ ...cal, rows: { ...cal.rows, headerless: true } }, 0, 0))).toEqual(['col']);
    expect(Object.keys(cellHeaders({ ...cal, schema: 'rows' }, 0, 0))).toEqual(['row']);
    expect(tableCellMetadata({ ...cal, schema: 'rows' }, 0, 0, { rowIndex: 0 }).compositeKey).toBeUndefined();
    // Empty headers give nothing; blank values are not imported.
    cal.rows.headers[0] = { 0: { tag: tag('Baseline characteristic'), value: ' ' } };
    expect(tableCellMetadata(cal, 0, 0, { rowIndex: 0 })).toEqual({ rowIndex: 0, compositeKey: 'DEMO||Main||Placebo' });
  });
});

describe('prefillCellMetadata', () => {
  const group = (name: string, tags: string[]): TagGroup => ({ ...ref(name), tags: tags.map(tag) }) as TagGroup;
  const baseline = group('Baseline/Demographics', ['Baseline characteristic', 'Statistic', 'Unit', 'Number of subjects', 'Percent of subjects']);
  const proposal = (value: number | null, spread: number | null = null): CellProposal => ({ row: 0, col: 0, text: '', value, spread, range: null }) as CellProposal;

  it("puts the number into the group's first tag naming a number, the spread into a percent or SD tag", () => {
    expect(prefillCellMetadata(baseline, proposal(41, 34.2), ['Baseline characteristic'])).toEqual({
      0: { tag: tag('Number of subjects'), value: '41' },
      1: { tag: tag('Percent of subjects'), value: '34.2' },
    });
  });

  it('never writes the number over a tag the headers give, nor into a time given as a number', () => {
    const outcomes = group('Outcomes', ['Outcome', 'Statistic', 'Unit', 'Time (number)', 'Time (unit)', 'Change from baseline', 'Number of subjects', 'Description']);
    expect(prefillCellMetadata(outcomes, proposal(63.2), ['Outcome'])[0]!.tag.name).toBe('Number of subjects');
    // Without a tag naming a number: the first tag the headers leave, not a spread tag.
    const plain = group('Dosing', ['Drug name', 'Dose', 'Dose unit']);
    expect(prefillCellMetadata(plain, proposal(10), ['Drug name'])[0]).toEqual({ tag: tag('Dose'), value: '10' });
  });

  it('proposes nothing without a number or a group', () => {
    expect(prefillCellMetadata(baseline, proposal(null))).toEqual({});
    expect(prefillCellMetadata(undefined, proposal(1))).toEqual({});
  });
});
