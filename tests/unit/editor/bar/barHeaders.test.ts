import { describe, expect, it } from 'vitest';
import {
  BAR_MESSAGES,
  barDirectionOf,
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
