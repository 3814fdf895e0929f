import { describe, expect, it } from 'vitest';
import { createTableCalibration, TABLE_MESSAGES } from '../../../src/editor/core/model/table';
import type { TableCalibration } from '../../../src/editor/core/model/tableTypes';
import {
  defaultTableTagGroup,
  initialTableWizard,
  parseCount,
  sidebarForExisting,
  tableWizard,
  TABLE_STEP_TOOL,
  type TableWizardEvent,
  type TableWizardState,
} from '../../../src/editor/panels/table/tableWizard';

const AREA: TableCalibration['area'] = [{ x: 10, y: 10 }, { x: 210, y: 110 }];
const branch = (key: string) => ({ 0: { tag: { name: 'Study', uuid: 't-study' }, value: key }, compositeKey: key });
const label = (text: string) => ({ 0: { tag: { name: 'Characteristic', uuid: 't-c' }, value: text } });

/** Run events from a state; effects collected in order. */
function run(events: TableWizardEvent[], from: TableWizardState = initialTableWizard) {
  let state = from;
  const effects = [];
  for (const e of events) {
    const r = tableWizard(state, e);
    state = r.state;
    effects.push(...r.effects);
  }
  return { state, effects };
}

const table = (rows = 2, cols = 2) => createTableCalibration({ area: AREA, rows, cols });
function withHeaders(cal: TableCalibration, rows: object[], cols: object[]): TableCalibration {
  return { ...cal, rows: { ...cal.rows, headers: rows as never }, cols: { ...cal.cols, headers: cols as never } };
}

describe('table creation', () => {
  it('starts on area picking; Next waits for an area of at least 300 square units', () => {
    let { state } = run([{ type: 'start' }]);
    expect(state).toMatchObject({ step: 'area', area: null, rows: '1', cols: '1' });
    expect(TABLE_STEP_TOOL[state.step]).toBe('tableArea');
    state = run([{ type: 'next' }], state).state;
    expect(state.step).toBe('area');
    state = run([{ type: 'areaDrawn', area: [{ x: 0, y: 0 }, { x: 10, y: 29 }] }], state).state;
    expect(state).toMatchObject({ area: null });
    state = run([{ type: 'areaDrawn', area: [{ x: 0, y: 0 }, { x: 10, y: 30 }] }, { type: 'next' }], state).state;
    expect(state).toMatchObject({ step: 'content', area: [{ x: 0, y: 0 }, { x: 10, y: 30 }] });
  });

  it('Back returns to area picking with the area and counts kept', () => {
    const { state } = run([{ type: 'start' }, { type: 'areaDrawn', area: AREA }, { type: 'next' }, { type: 'setRows', value: '4' }, { type: 'back' }]);
    expect(state).toMatchObject({ step: 'area', area: AREA, rows: '4' });
  });

  it('rejects counts that are not whole numbers of at least one with the header count dialog', () => {
    for (const bad of ['0', '', '-1', '1.5', 'x']) {
      const { state, effects } = run([{ type: 'start' }, { type: 'areaDrawn', area: AREA }, { type: 'next' }, { type: 'setCols', value: bad }, { type: 'completeContent', multipleTagGroups: false }]);
      expect(state).toMatchObject({ step: 'content', dialog: 'invalidHeaderCount' });
      expect(effects).toEqual([]);
      expect(run([{ type: 'confirm' }], state).state).toMatchObject({ step: 'content', dialog: null, cols: bad });
    }
  });

  it('needs a tag group in multiple-tag-group mode', () => {
    const { state } = run([{ type: 'start' }, { type: 'areaDrawn', area: AREA }, { type: 'next' }, { type: 'completeContent', multipleTagGroups: true }]);
    expect(state).toMatchObject({ step: 'content', error: TABLE_MESSAGES.selectTagGroup });
  });

  it('Complete creates the table, then the settings sidebar opens once it exists', () => {
    const { state, effects } = run([
      { type: 'start', defaultTagGroups: ['g1'] },
      { type: 'areaDrawn', area: AREA },
      { type: 'next' },
      { type: 'setRows', value: '4' },
      { type: 'setCols', value: ' 2 ' },
      { type: 'completeContent', multipleTagGroups: false },
    ]);
    expect(effects).toEqual([{ type: 'createTable', area: AREA, rows: 4, cols: 2, tagGroups: ['g1'] }]);
    expect(state.step).toBe('creating');
    const next = run([{ type: 'created', axesName: 'Table 1' }], state).state;
    expect(next).toMatchObject({ step: 'settings', axesName: 'Table 1', creating: true, headers: 'both', similar: 'both' });
    expect(TABLE_STEP_TOOL[next.step]).toBe('tableHeaders');
  });

  it('Cancel asks first; OK deletes the axes in progress, Cancel keeps everything', () => {
    const created = run([{ type: 'start' }, { type: 'areaDrawn', area: AREA }, { type: 'next' }, { type: 'completeContent', multipleTagGroups: false }, { type: 'created', axesName: 'Table 1' }]).state;
    const asking = run([{ type: 'cancel' }], created).state;
    expect(asking).toMatchObject({ dialog: 'cancelCreation' });
    expect(run([{ type: 'dismiss' }], asking).state).toEqual({ ...created, dialog: null });
    expect(run([{ type: 'confirm' }], asking)).toEqual({ state: { step: 'closed' }, effects: [{ type: 'deleteTable', axesName: 'Table 1' }, { type: 'close', axesName: null }] });
    // Before the table exists there is nothing to delete.
    const early = run([{ type: 'start' }, { type: 'cancel' }, { type: 'confirm' }]);
    expect(early.effects).toEqual([{ type: 'close', axesName: null }]);
  });
});

describe('closing the headers', () => {
  const settings: TableWizardState = { step: 'settings', axesName: 'Table 1', creating: true, headers: 'rows', similar: 'cols', dialog: null };

  it('all empty headers show the Empty Table Headers dialog; settings are applied anyway', () => {
    const { state, effects } = tableWizard(settings, { type: 'complete', calibration: table() });
    expect(state).toMatchObject({ step: 'settings', dialog: 'emptyHeaders' });
    expect(effects).toEqual([{ type: 'applySettings', axesName: 'Table 1', headers: 'rows', similar: 'cols' }]);
  });

  it('headers without exactly one study branch per cell show the Invalid Table Headers dialog', () => {
    const cal = withHeaders(table(), [branch('S1'), branch('S1')], [branch('S2'), {}]);
    expect(tableWizard(settings, { type: 'complete', calibration: cal }).state).toMatchObject({ dialog: 'invalidHeaders' });
  });

  it('some empty headers ask to continue; OK goes on to the cells with calibration incomplete', () => {
    const cal = withHeaders(table(), [branch('S1'), branch('S2')], [label('Mean'), {}]);
    const asking = tableWizard(settings, { type: 'complete', calibration: cal }).state;
    expect(asking).toMatchObject({ dialog: 'hasEmptyHeaders' });
    expect(tableWizard(asking, { type: 'cancel' }).state).toMatchObject({ step: 'settings', dialog: null });
    expect(tableWizard(asking, { type: 'confirm' })).toEqual({ state: { step: 'edit', axesName: 'Table 1', dialog: null }, effects: [{ type: 'setComplete', axesName: 'Table 1', complete: false }] });
  });

  it('valid headers complete the calibration and open the edit sidebar; Complete there closes', () => {
    const cal = withHeaders(table(), [branch('S1'), branch('S2')], [label('Mean'), label('SD')]);
    const r = tableWizard(settings, { type: 'complete', calibration: cal });
    expect(r.state).toEqual({ step: 'edit', axesName: 'Table 1', dialog: null });
    expect(r.effects.map((e) => e.type)).toEqual(['applySettings', 'setComplete']);
    expect(TABLE_STEP_TOOL.edit).toBe('tableCells');
    expect(tableWizard(r.state, { type: 'complete', calibration: { ...cal, calibrationComplete: true } })).toEqual({
      state: { step: 'closed' },
      effects: [{ type: 'setComplete', axesName: 'Table 1', complete: true }, { type: 'close', axesName: 'Table 1' }],
    });
  });
});

describe('editing', () => {
  const edit: TableWizardState = { step: 'edit', axesName: 'Table 2', dialog: null };

  it('resize and adjust come back to the edit sidebar on Complete', () => {
    expect(run([{ type: 'resize' }], edit).state.step).toBe('resize');
    expect(run([{ type: 'resize' }, { type: 'doneAdjusting' }], edit).state).toEqual(edit);
    expect(run([{ type: 'adjust' }], edit).state.step).toBe('adjust');
    expect(TABLE_STEP_TOOL.adjust).toBe('tableDividers');
    expect(run([{ type: 'adjust' }, { type: 'doneAdjusting' }], edit).state).toEqual(edit);
  });

  it('Edit headers opens the settings sidebar with the table settings', () => {
    const cal = { ...table(), schema: 'rows' as const, cols: { ...table().cols, headerless: true } };
    expect(run([{ type: 'editHeaders', calibration: cal }], edit).state).toEqual({ step: 'settings', axesName: 'Table 2', creating: false, headers: 'rows', similar: 'rows', dialog: null });
  });

  it('Table Missing Tag Group: a chosen group is set, Cancel leaves the table as it is', () => {
    const asking = run([{ type: 'missingTagGroup' }], edit).state;
    expect(asking).toMatchObject({ dialog: 'missingTagGroup' });
    expect(run([{ type: 'tagGroupChosen', uuid: 'g2' }], asking)).toEqual({ state: edit, effects: [{ type: 'setTagGroup', axesName: 'Table 2', uuid: 'g2' }] });
    expect(run([{ type: 'cancel' }], asking)).toEqual({ state: edit, effects: [] });
  });

  it('cancelling the details of an existing table closes them without deleting anything', () => {
    const s: TableWizardState = { step: 'settings', axesName: 'Table 2', creating: false, headers: 'both', similar: 'both', dialog: null };
    expect(tableWizard(s, { type: 'cancel' })).toEqual({ state: { step: 'closed' }, effects: [{ type: 'close', axesName: 'Table 2' }] });
  });
});

describe('which sidebar opens for an existing table', () => {
  it('edit when calibration is complete', () => {
    expect(sidebarForExisting({ ...table(), calibrationComplete: true })).toBe('edit');
  });
  it('edit when the headers are non-empty and valid, even with some empty', () => {
    expect(sidebarForExisting(withHeaders(table(), [branch('S1'), branch('S2')], [label('a'), label('b')]))).toBe('edit');
    expect(sidebarForExisting(withHeaders(table(), [branch('S1'), branch('S2')], [label('a'), {}]))).toBe('edit');
  });
  it('the details (settings) sidebar when headers are empty or invalid', () => {
    expect(sidebarForExisting(table())).toBe('settings');
    expect(sidebarForExisting(withHeaders(table(), [branch('S1'), branch('S2')], [branch('S3'), {}]))).toBe('settings');
  });
  it('open picks it', () => {
    expect(tableWizard(initialTableWizard, { type: 'open', axesName: 'T', calibration: table() }).state).toMatchObject({ step: 'settings', creating: false });
  });
});

describe('parseCount', () => {
  it.each([['1', 1], ['12', 12], [' 3 ', 3], ['0', null], ['-2', null], ['2.5', null], ['', null], ['1e2', null]])('%s -> %s', (v, n) => expect(parseCount(v)).toBe(n));
});

describe('defaultTableTagGroup', () => {
  // As the combobox offers them: Inclusion/Exclusion criteria first.
  const offered = [
    { name: 'Inclusion/Exclusion criteria', uuid: 'g-ie' },
    { name: 'Dosing', uuid: 'g-dose' },
    { name: 'Baseline/Demographics', uuid: 'g-base' },
    { name: 'Outcomes', uuid: 'g-out' },
  ];

  it("starts a table with the toolbar's tag group when one is chosen", () => {
    expect(defaultTableTagGroup(offered, 'g-dose')?.name).toBe('Dosing');
  });

  it('otherwise with the group tables usually hold, not the first in the list', () => {
    expect(defaultTableTagGroup(offered, null)?.name).toBe('Baseline/Demographics');
    expect(defaultTableTagGroup(offered.filter((g) => g.uuid !== 'g-base'), 'g-unknown')?.name).toBe('Outcomes');
    expect(defaultTableTagGroup([offered[0]!], null)?.name).toBe('Inclusion/Exclusion criteria');
    expect(defaultTableTagGroup([], null)).toBeUndefined();
  });
});
