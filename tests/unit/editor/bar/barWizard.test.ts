import { describe, expect, it } from 'vitest';
import { BAR_MESSAGES, buildBarHeaders } from '../../../../src/editor/core/barHeaders';
import {
  BAR_HEADERS_FLOW,
  barFlowLeftBehind,
  barWizardReducer,
  initialBarWizard,
  isCanvasLocked,
  parseCategoryCount,
  type BarWizardEvent,
  type BarWizardState,
} from '../../../../src/editor/panels/bar/barWizard';

const run = (events: BarWizardEvent[], from: BarWizardState = initialBarWizard()) => events.reduce(barWizardReducer, from);
const headers = (tagged: number[]) => {
  const bh = buildBarHeaders({ x: 60, y: 280 }, { x: 460, y: 280 }, 4, 'UP');
  return { ...bh, headers: bh.headers.map((h, i) => (tagged.includes(i) ? { ...h, metadata: { compositeKey: `A${i}` } } : h)) };
};

describe('bar-header wizard', () => {
  it('sets p1 then p2; further clicks select the nearest corner within 50 screen px', () => {
    let s = run([{ type: 'click', at: { x: 60, y: 280 }, zoom: 1 }]);
    expect(s.p1).toEqual({ x: 60, y: 280 });
    s = run([{ type: 'click', at: { x: 460, y: 280 }, zoom: 1 }], s);
    expect(s.p2).toEqual({ x: 460, y: 280 });
    expect(run([{ type: 'click', at: { x: 420, y: 300 }, zoom: 1 }], s).selected).toBe('p2');
    expect(run([{ type: 'click', at: { x: 100, y: 250 }, zoom: 1 }], s).selected).toBe('p1');
    // 60 px away: nothing at zoom 1, but 30 screen px at zoom 0.5.
    expect(run([{ type: 'click', at: { x: 400, y: 280 }, zoom: 1 }], s).selected).toBeNull();
    expect(run([{ type: 'click', at: { x: 400, y: 280 }, zoom: 2 }], s).selected).toBeNull();
    expect(run([{ type: 'click', at: { x: 420, y: 280 }, zoom: 2 }], s).selected).toBeNull();
    expect(run([{ type: 'click', at: { x: 440, y: 280 }, zoom: 2 }], s).selected).toBe('p2');
    const moved = run([{ type: 'click', at: { x: 455, y: 281 }, zoom: 1 }, { type: 'moveSelected', to: { x: 458, y: 280 } }], s);
    expect(moved.p2).toEqual({ x: 458, y: 280 });
    expect(moved.p1).toEqual({ x: 60, y: 280 });
  });

  it('goes on to the count only with two distinct corners', () => {
    expect(run([{ type: 'cornersDone' }]).step).toBe('corners');
    expect(run([{ type: 'click', at: { x: 1, y: 1 }, zoom: 1 }, { type: 'click', at: { x: 1, y: 1 }, zoom: 1 }, { type: 'cornersDone' }]).step).toBe('corners');
    expect(run([{ type: 'click', at: { x: 1, y: 1 }, zoom: 1 }, { type: 'click', at: { x: 9, y: 1 }, zoom: 1 }, { type: 'cornersDone' }]).step).toBe('count');
  });

  it('takes a category count from 1 to 50', () => {
    expect(parseCategoryCount('4')).toEqual({ count: 4 });
    expect(parseCategoryCount(' 50 ')).toEqual({ count: 50 });
    for (const bad of ['0', '', 'abc', '-2', '2.5', '1e1']) expect(parseCategoryCount(bad)).toEqual({ error: BAR_MESSAGES.count });
    expect(parseCategoryCount('51')).toEqual({ error: BAR_MESSAGES.countTooLarge });
    const counting = run([{ type: 'click', at: { x: 1, y: 1 }, zoom: 1 }, { type: 'click', at: { x: 90, y: 1 }, zoom: 1 }, { type: 'cornersDone' }]);
    const refused = run([{ type: 'countText', text: '0' }, { type: 'countDone' }], counting);
    expect(refused).toMatchObject({ step: 'count', countError: 'Must be a number greater than zero' });
    expect(run([{ type: 'countText', text: '4' }], refused).countError).toBeNull();
    expect(run([{ type: 'countText', text: '4' }, { type: 'countDone' }], counting).step).toBe('metadata');
    expect(run([{ type: 'back' }], counting).step).toBe('corners');
  });

  it('opens a header, locks the canvas while open, moves to the next header without metadata after a save', () => {
    const meta: BarWizardState = { ...initialBarWizard(), step: 'metadata' };
    let s = run([{ type: 'headerClick', index: 1 }], meta);
    expect(s.open).toBe(1);
    expect(isCanvasLocked(s)).toBe(true);
    // Locked: another click does nothing.
    expect(run([{ type: 'headerClick', index: 3 }], s).open).toBe(1);
    s = run([{ type: 'headerSaved', headers: headers([1]) }], s);
    expect(s).toMatchObject({ open: null, pendingNext: 2 });
    expect(isCanvasLocked(s)).toBe(true);
    s = run([{ type: 'nextHeaderDue' }], s);
    expect(s.open).toBe(2);
    s = run([{ type: 'headerSaved', headers: headers([1, 2, 3]) }], s);
    expect(s.pendingNext).toBe(0);
    s = run([{ type: 'nextHeaderDue' }, { type: 'headerSaved', headers: headers([0, 1, 2, 3]) }], s);
    expect(s).toMatchObject({ open: null, pendingNext: null });
    expect(isCanvasLocked(s)).toBe(false);
    expect(run([{ type: 'headerClick', index: 0 }, { type: 'headerDismissed' }], s).open).toBeNull();
  });

  it('refuses to go on while a header has no metadata, then goes to the dataset', () => {
    const meta: BarWizardState = { ...initialBarWizard(), step: 'metadata' };
    expect(run([{ type: 'metadataDone', headers: headers([0, 1, 2]) }], meta)).toMatchObject({ step: 'metadata', error: 'Missing header metadata; fill in metadata for each header and try again' });
    expect(run([{ type: 'metadataDone', headers: headers([0, 1, 2, 3]) }], meta)).toMatchObject({ step: 'dataset', error: null });
  });
});

describe('the graph the bar wizard belongs to', () => {
  it('closes the wizard and the header steps of a graph that is no longer the active one', () => {
    expect(barFlowLeftBehind({ name: BAR_HEADERS_FLOW, step: 'new', target: 'Bar graph 1' }, 'Bar graph 2')).toBe(true);
    expect(barFlowLeftBehind({ name: BAR_HEADERS_FLOW, step: 'existing', target: 'Bar graph 1' }, null)).toBe(true);
    for (const step of ['headers', 'adjustBarAxis', 'adjustCategoricalAxis', 'addCategory', 'removeCategory'])
      expect(barFlowLeftBehind({ name: 'editGraph', step, target: 'Bar graph 1' }, 'XY graph 1')).toBe(true);
  });

  it('keeps the flows of the active graph and the flows that are not the wizard', () => {
    expect(barFlowLeftBehind({ name: BAR_HEADERS_FLOW, step: 'new', target: 'Bar graph 1' }, 'Bar graph 1')).toBe(false);
    expect(barFlowLeftBehind({ name: 'editGraph', step: 'headers', target: 'Bar graph 1' }, 'Bar graph 1')).toBe(false);
    expect(barFlowLeftBehind({ name: 'editGraph', step: 'edit', target: 'Bar graph 1' }, 'Bar graph 2')).toBe(false);
    expect(barFlowLeftBehind({ name: 'calibrate', step: 'points', target: 'bar' }, 'Bar graph 1')).toBe(false);
    expect(barFlowLeftBehind({ name: 'labels', step: 'new', target: 'Bar graph 3' }, 'Bar graph 3')).toBe(false);
    expect(barFlowLeftBehind(null, 'Bar graph 1')).toBe(false);
  });
});
