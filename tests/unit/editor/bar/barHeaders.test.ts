import { describe, expect, it } from 'vitest';
import {
  BAR_MESSAGES,
  barDirectionOf,
  barGrowthOf,
  buildBarHeaders,
  dividerIndexAt,
  dividerPositions,
  headerIndexAlong,
  headerIndexAt,
  isDraggable,
  mergeHeaderAt,
  moveCorner,
  moveDivider,
  nextHeaderWithoutData,
  splitHeaderAt,
} from '../../../../src/editor/core/barHeaders';
import type { Axes } from '../../../../src/editor/core/model/types';

// The seeded bar chart: categorical axis from (60, 280) to (460, 280), bars rising (UP).
const p1 = { x: 60, y: 280 };
const p2 = { x: 460, y: 283 };

describe('bar headers', () => {
  it('tells the bar direction from the value axis: values rising upwards are UP', () => {
    const pts = (a: [number, number, number], b: [number, number, number]) => ({ calibrationPoints: [a, b].map(([px, py, dy]) => ({ px, py, dx: 0, dy })) });
    expect(barDirectionOf(pts([60, 280, 0], [60, 40, 60]))).toBe('UP');
    expect(barDirectionOf(pts([60, 40, 0], [60, 280, 60]))).toBe('DOWN');
    expect(barDirectionOf(pts([60, 280, 0], [400, 280, 60]))).toBe('RIGHT');
    expect(barDirectionOf(pts([400, 280, 0], [60, 280, 60]))).toBe('LEFT');
  });

  it('builds evenly spaced dividers from the two corners, p2 brought onto p1 line; first and last fixed', () => {
    const bh = buildBarHeaders(p1, p2, 4, 'UP');
    expect(bh.headerOrientation).toBe('HORIZONTAL');
    expect(bh.count).toBe(4);
    expect(bh.headers).toHaveLength(4);
    expect(bh.headerAxisLineEnd).toEqual({ x: 460, y: 280 });
    expect(bh.headerDividers.map((d) => d.startX)).toEqual([60, 160, 260, 360, 460]);
    // Dividers stand 200 px towards the bars.
    expect(bh.headerDividers[1]).toMatchObject({ startY: 280, endX: 160, endY: 80, disabled: false });
    expect(bh.headerDividers.map((d) => d.disabled)).toEqual([true, false, false, false, true]);
    expect(bh.headers[0]).toMatchObject({ startX: 60, endX: 160, rectArgs: { x: 61, y: 80, width: 98, height: 200 } });
    expect([0, 4].map((i) => isDraggable(bh, i))).toEqual([false, false]);
    expect(() => buildBarHeaders(p1, undefined, 4, 'UP')).toThrow(BAR_MESSAGES.cornersNotSet);
    expect(() => buildBarHeaders(p1, { x: 60, y: 100 }, 4, 'UP')).toThrow(BAR_MESSAGES.cornersNotSet);
  });

  it('builds vertical headers for horizontal bars', () => {
    const bh = buildBarHeaders({ x: 50, y: 40 }, { x: 52, y: 340 }, 3, 'RIGHT');
    expect(bh.headerOrientation).toBe('VERTICAL');
    expect(bh.headerDividers.map((d) => [d.startX, d.startY, d.endX])).toEqual([
      [50, 40, 250],
      [50, 140, 250],
      [50, 240, 250],
      [50, 340, 250],
    ]);
    expect(headerIndexAt(bh, { x: 120, y: 150 })).toBe(1);
  });

  it('finds the header under a point, along the axis and within the span', () => {
    const bh = buildBarHeaders(p1, p2, 4, 'UP');
    expect(headerIndexAt(bh, { x: 115, y: 232 })).toBe(0);
    expect(headerIndexAt(bh, { x: 385, y: 100 })).toBe(3);
    expect(headerIndexAt(bh, { x: 385, y: 60 })).toBeNull(); // beyond the 200 px span
    expect(headerIndexAt(bh, { x: 40, y: 200 })).toBeNull(); // before p1
    // A point far above the headers still belongs to its category.
    expect(headerIndexAlong(bh, { x: 205, y: 10 })).toBe(1);
    expect(dividerIndexAt(bh, { x: 166, y: 200 }, 8)).toBe(1);
    expect(dividerIndexAt(bh, { x: 170, y: 200 }, 8)).toBeNull();
  });

  it('drags a divider but never within 10 px of a neighbour, and never the first or last', () => {
    const bh = buildBarHeaders(p1, p2, 4, 'UP');
    expect(dividerPositions(moveDivider(bh, 1, { x: 130, y: 999 }))).toEqual([0, 70, 200, 300, 400]);
    expect(dividerPositions(moveDivider(bh, 1, { x: 0, y: 280 }))).toEqual([0, 10, 200, 300, 400]);
    expect(dividerPositions(moveDivider(bh, 1, { x: 300, y: 280 }))).toEqual([0, 190, 200, 300, 400]);
    expect(moveDivider(bh, 0, { x: 100, y: 280 })).toBe(bh);
    expect(moveDivider(bh, 4, { x: 400, y: 280 })).toBe(bh);
  });

  it('adds a category by splitting the header under the click; the left part keeps the metadata', () => {
    let bh = buildBarHeaders(p1, p2, 2, 'UP');
    bh = { ...bh, headers: bh.headers.map((h, i) => ({ ...h, metadata: { compositeKey: `K${i}` } })) };
    const split = splitHeaderAt(bh, { x: 100, y: 200 })!;
    expect(split.count).toBe(3);
    expect(split.headerDividers.map((d) => d.startX)).toEqual([60, 100, 260, 460]);
    expect(split.headers.map((h) => h.metadata?.compositeKey)).toEqual(['K0', undefined, 'K1']);
    expect(splitHeaderAt(bh, { x: 65, y: 200 })).toBeNull(); // within 10 px of a divider
    expect(splitHeaderAt(bh, { x: 100, y: 300 })).toBeNull(); // below the axis line
  });

  it('removes a category by merging the header under the click into its neighbour; blocked at 2 dividers', () => {
    let bh = buildBarHeaders(p1, p2, 3, 'UP');
    bh = { ...bh, headers: bh.headers.map((h, i) => ({ ...h, metadata: { compositeKey: `K${i}` } })) };
    const middle = mergeHeaderAt(bh, { x: 260, y: 200 })!;
    expect(middle.headers.map((h) => h.metadata?.compositeKey)).toEqual(['K0', 'K2']);
    expect(dividerPositions(middle).map(Math.round)).toEqual([0, 133, 400]);
    const last = mergeHeaderAt(bh, { x: 400, y: 200 })!;
    expect(last.headers.map((h) => h.metadata?.compositeKey)).toEqual(['K0', 'K1']);
    expect(dividerPositions(last).map(Math.round)).toEqual([0, 133, 400]);
    const one = mergeHeaderAt(mergeHeaderAt(bh, { x: 100, y: 200 })!, { x: 100, y: 200 })!;
    expect(one.headerDividers).toHaveLength(2);
    expect(mergeHeaderAt(one, { x: 100, y: 200 })).toBeNull();
  });

  it('moves a corner keeping the dividers at their relative places', () => {
    const bh = moveCorner(buildBarHeaders(p1, p2, 4, 'UP'), 'p2', { x: 860, y: 290 });
    expect(bh.p2).toMatchObject({ px: 860, py: 290 });
    expect(bh.headerDividers.map((d) => d.startX)).toEqual([60, 260, 460, 660, 860]);
  });

  it('finds the next header without metadata, wrapping round', () => {
    const bh = buildBarHeaders(p1, p2, 3, 'UP');
    const tagged = { ...bh, headers: bh.headers.map((h, i) => (i === 1 ? { ...h, metadata: { 0: { tag: { name: 'Arm', uuid: 'a' }, value: 'x' } } } : h)) };
    expect(nextHeaderWithoutData(tagged, 1)).toBe(2);
    expect(nextHeaderWithoutData(tagged, 2)).toBe(2);
    const allBut0 = { ...tagged, headers: tagged.headers.map((h, i) => (i === 0 ? h : { ...h, metadata: { compositeKey: 'A' } })) };
    expect(nextHeaderWithoutData(allBut0, 1)).toBe(0);
    expect(nextHeaderWithoutData({ ...allBut0, headers: allBut0.headers.map((h) => ({ ...h, metadata: { compositeKey: 'A' } })) })).toBeNull();
  });
});

/*
 * A rotated bar graph: the categorical axis climbs at 30 degrees on screen from P1 (100, 300) to
 * P2 400 px along it, u = (cos 30, -sin 30); the bars grow perpendicular to it, up and to the left,
 * n = (-sin 30, -cos 30). A point at t along the axis and a across it is P1 + t u + a n.
 */
const R3 = Math.sqrt(3);
const rp1 = { x: 100, y: 300 };
const rp2 = { x: 100 + 200 * R3, y: 100 };
const rotatedAxes = (rotated: boolean) =>
  ({
    name: 'Bars',
    type: 'bar',
    options: { rotated },
    metadata: {},
    // The value axis: 0 at P1, 50 at 200 px along n.
    calibrationPoints: [
      { px: 100, py: 300, dx: 0, dy: 0 },
      { px: 0, py: 300 - 100 * R3, dx: 0, dy: 50 },
    ],
  }) as unknown as Axes;
const near = (v: { x: number; y: number }) => [Math.round(v.x * 100) / 100, Math.round(v.y * 100) / 100];

describe('bar headers on a rotated bar graph', () => {
  it('takes the way bars grow from the value axis only when the bar axes are rotated', () => {
    expect(near(barGrowthOf(rotatedAxes(true))!)).toEqual([-0.5, -0.87]);
    expect(barGrowthOf(rotatedAxes(false))).toBeUndefined();
  });

  it('runs the axis from P1 to P2 as clicked, dividers perpendicular to it towards the bars', () => {
    const bh = buildBarHeaders(rp1, rp2, 4, barDirectionOf(rotatedAxes(true)), barGrowthOf(rotatedAxes(true)));
    expect(bh.headerAxisLineStart).toEqual({ x: 100, y: 300 });
    expect(bh.headerAxisLineEnd).toEqual(rp2);
    expect(bh).toMatchObject({ headerOrientation: 'HORIZONTAL', barDirection: 'UP', count: 4 });
    // Divider 1 at t = 100: (100 + 50 sqrt 3, 250), reaching 200 px along n to (50 sqrt 3, 250 - 100 sqrt 3).
    const d1 = bh.headerDividers[1]!;
    expect(near({ x: d1.startX, y: d1.startY })).toEqual([186.6, 250]);
    expect(near({ x: d1.endX, y: d1.endY })).toEqual([86.6, 76.79]);
    expect(near({ x: bh.headerDividers[4]!.endX, y: bh.headerDividers[4]!.endY })).toEqual([346.41, -73.21]);
    expect(dividerPositions(bh).map(Math.round)).toEqual([0, 100, 200, 300, 400]);
    expect(bh.headerDividers.map((d) => d.disabled)).toEqual([true, false, false, false, true]);
  });

  it('finds the header under a click by its place along the slanted axis and across it', () => {
    const bh = buildBarHeaders(rp1, rp2, 4, 'UP', barGrowthOf(rotatedAxes(true)));
    // (150, 150): t = 50 cos 30 + 150 sin 30 = 118.3, 104.9 across: header 1.
    expect(headerIndexAt(bh, { x: 150, y: 150 })).toBe(1);
    // (80, 200) lies left of P1 yet over the first header: t = 32.7, 96.6 across.
    expect(headerIndexAt(bh, { x: 80, y: 200 })).toBe(0);
    // (300, 240): t = 203.2 but 48 px on the far side of the axis: no header (its place along still counts for points).
    expect(headerIndexAt(bh, { x: 300, y: 240 })).toBeNull();
    expect(headerIndexAlong(bh, { x: 300, y: 240 })).toBe(2);
    // Near divider 2 (t = 200) half way up: (100 + 100 sqrt 3 - 50, 200 - 50 sqrt 3).
    expect(dividerIndexAt(bh, { x: 50 + 100 * R3 + 3, y: 200 - 50 * R3 }, 16)).toBe(2);
  });

  it('drags a divider along the slanted axis, adds and removes categories there', () => {
    const bh = buildBarHeaders(rp1, rp2, 4, 'UP', barGrowthOf(rotatedAxes(true)));
    // Dropped at t = 150, 50 across: the divider moves to t = 150 and still stands perpendicular.
    const moved = moveDivider(bh, 1, { x: 100 + 75 * R3 - 25, y: 225 - 25 * R3 });
    const d1 = moved.headerDividers[1]!;
    expect(near({ x: d1.startX, y: d1.startY })).toEqual([229.9, 225]);
    expect(near({ x: d1.endX, y: d1.endY })).toEqual([129.9, 51.79]);
    const split = splitHeaderAt(bh, { x: 150, y: 150 })!;
    expect(dividerPositions(split).map((t) => Math.round(t * 10) / 10)).toEqual([0, 100, 118.3, 200, 300, 400]);
    const merged = mergeHeaderAt(bh, { x: 80, y: 200 })!;
    expect(dividerPositions(merged).map(Math.round)).toEqual([0, 200, 300, 400]);
  });

  it('moves a corner as placed, the dividers staying perpendicular on the bars side', () => {
    const bh = buildBarHeaders(rp1, rp2, 4, 'UP', barGrowthOf(rotatedAxes(true)));
    const level = moveCorner(bh, 'p2', { x: 500, y: 300 }, true);
    expect(level.headerDividers.map((d) => [Math.round(d.startX), Math.round(d.startY), Math.round(d.endX), Math.round(d.endY)])).toEqual([
      [100, 300, 100, 100],
      [200, 300, 200, 100],
      [300, 300, 300, 100],
      [400, 300, 400, 100],
      [500, 300, 500, 100],
    ]);
    // Turned upright, the bars' side (up and left) is to the left.
    const upright = moveCorner(bh, 'p2', { x: 100, y: -100 }, true);
    expect(upright).toMatchObject({ headerOrientation: 'VERTICAL', barDirection: 'LEFT', headerAxisLineEnd: { x: 100, y: -100 } });
    const u1 = upright.headerDividers[1]!;
    expect([near({ x: u1.startX, y: u1.startY }), near({ x: u1.endX, y: u1.endY })]).toEqual([
      [100, 200],
      [-100, 200],
    ]);
    // Not rotated, P2 is snapped back onto P1's horizontal line.
    expect(moveCorner(bh, 'p2', { x: 500, y: 280 }).headerAxisLineEnd).toEqual({ x: 500, y: 300 });
  });
});
