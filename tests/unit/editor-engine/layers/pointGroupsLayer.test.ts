import { describe, expect, it } from 'vitest';
import { drawPointGroups, GROUP_SHAPE_SIZE, LINK_GAP_PX, pointGroupsGeometry } from '../../../../src/editor/engine/layers/pointGroupsLayer';
import { groupShapeOf, pointGroupsLayer, POINT_GROUPS_LAYER_ID, type GroupedDataset } from '../../../../src/editor/engine/layers';
import type { LayerView } from '../../../../src/editor/engine/layers';
import type { Vec } from '../../../../src/editor/engine/viewTransform';

/** A view at zoom 2: screen = 2 x image. */
const view = {
  matrix: { a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0 },
  viewport: { width: 800, height: 600 },
  state: { zoom: 2, rotation: 0, center: { x: 200, y: 150 } },
  pageSize: { width: 400, height: 300 },
  imageToScreen: (p: Vec) => ({ x: p.x * 2, y: p.y * 2 }),
  screenToImage: (p: Vec) => ({ x: p.x / 2, y: p.y / 2 }),
} as unknown as LayerView;

/** A canvas context that records the path calls and each stroke and fill. */
function recorder() {
  const calls: (string | number)[][] = [];
  const ctx = {
    lineWidth: 1,
    strokeStyle: '',
    fillStyle: '',
    lineJoin: 'miter',
    beginPath: () => calls.push(['beginPath']),
    moveTo: (x: number, y: number) => calls.push(['moveTo', x, y]),
    lineTo: (x: number, y: number) => calls.push(['lineTo', x, y]),
    rect: (x: number, y: number, w: number, h: number) => calls.push(['rect', x, y, w, h]),
    closePath: () => calls.push(['closePath']),
    stroke: () => calls.push(['stroke', String(ctx.strokeStyle), ctx.lineWidth]),
    fill: () => calls.push(['fill', String(ctx.fillStyle)]),
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

/** Two means, each with a standard deviation above it (group 1) and the second with a lower CI end (group 2). */
const dataset: GroupedDataset = {
  color: 'rgb(214, 39, 40)',
  points: [
    { x: 10, y: 50, group: 0 },
    { x: 10, y: 30, group: 1 },
    { x: 40, y: 60, group: 0 },
    { x: 40, y: 45, group: 1 },
    { x: 40, y: 80, group: 2 },
    // In no tuple: still drawn with its group's shape.
    { x: 90, y: 10, group: 1 },
  ],
  tuples: [
    [0, 1, null],
    [2, 3, 4],
  ],
};

describe('point groups layer geometry', () => {
  it("joins each tuple's Central tendency point to each of its grouped points", () => {
    const [g] = pointGroupsGeometry([dataset]);
    expect(Array.from(g!.links)).toEqual([10, 50, 10, 30, 40, 60, 40, 45, 40, 60, 40, 80]);
  });

  it("gives every grouped point its group's shape, main points none", () => {
    const [g] = pointGroupsGeometry([dataset]);
    expect(Array.from(g!.shapes.square)).toEqual([10, 30, 40, 45, 90, 10]);
    expect(Array.from(g!.shapes.diamond)).toEqual([40, 80]);
    expect(g!.shapes.triangleUp.length + g!.shapes.triangleDown.length).toBe(0);
    expect(g!.color).toBe('rgb(214, 39, 40)');
  });

  it('shapes by group index: square, diamond, triangle up, triangle down, then again', () => {
    expect([0, 1, 2, 3, 4, 5].map(groupShapeOf)).toEqual([null, 'square', 'diamond', 'triangleUp', 'triangleDown', 'square']);
    expect(groupShapeOf(-1)).toBeNull();
    expect(groupShapeOf(1.5)).toBeNull();
  });

  it('leaves out tuples without a Central tendency point and entries past the points', () => {
    const [g] = pointGroupsGeometry([{ color: 'red', points: [{ x: 1, y: 1, group: 0 }, { x: 1, y: 9, group: 1 }], tuples: [[null, 1], [0, 7], [0, 0], [3, 1]] }]);
    expect(Array.from(g!.links)).toEqual([]);
    expect(Array.from(g!.shapes.square)).toEqual([1, 9]);
  });

  it('draws nothing for a dataset with only Central tendency points and no links', () => {
    expect(pointGroupsGeometry([{ color: 'red', points: [{ x: 1, y: 1 }, { x: 2, y: 2, group: 0 }], tuples: [[0], [1]] }])).toEqual([]);
  });
});

describe('point groups layer drawing', () => {
  it('draws one path of lines and one path per shape, trimmed clear of the markers', () => {
    const { ctx, calls } = recorder();
    drawPointGroups(ctx, view, pointGroupsGeometry([dataset]));
    expect(calls.filter((c) => c[0] === 'beginPath')).toHaveLength(3);
    // The first line runs from (20, 100) up to (20, 60) on screen, stopping LINK_GAP_PX short of both ends.
    expect(calls[1]).toEqual(['moveTo', 20, 100 - LINK_GAP_PX]);
    expect(calls[2]).toEqual(['lineTo', 20, 60 + LINK_GAP_PX]);
    expect(calls.filter((c) => c[0] === 'moveTo' && calls.indexOf(c) < calls.findIndex((x) => x[0] === 'stroke'))).toHaveLength(3);
    const h = GROUP_SHAPE_SIZE.square;
    expect(calls.filter((c) => c[0] === 'rect')).toEqual([
      ['rect', 20 - h, 60 - h, 2 * h, 2 * h],
      ['rect', 80 - h, 90 - h, 2 * h, 2 * h],
      ['rect', 180 - h, 20 - h, 2 * h, 2 * h],
    ]);
    // Each shape path is haloed in white, then filled in the dataset's colour.
    expect(calls.filter((c) => c[0] === 'stroke' || c[0] === 'fill')).toEqual([
      ['stroke', 'rgb(214, 39, 40)', 1.25],
      ['stroke', '#ffffff', GROUP_SHAPE_SIZE.halo * 2],
      ['fill', 'rgb(214, 39, 40)'],
      ['stroke', '#ffffff', GROUP_SHAPE_SIZE.halo * 2],
      ['fill', 'rgb(214, 39, 40)'],
    ]);
  });

  it('skips shapes and lines off the screen, and lines too short to show between two markers', () => {
    const { ctx, calls } = recorder();
    const far: GroupedDataset = {
      color: 'blue',
      points: [
        { x: 1000, y: 1000, group: 0 },
        { x: 1000, y: 1100, group: 1 },
        { x: 50, y: 50, group: 0 },
        { x: 50, y: 54, group: 1 },
      ],
      tuples: [
        [0, 1],
        [2, 3],
      ],
    };
    drawPointGroups(ctx, view, pointGroupsGeometry([far]));
    expect(calls.filter((c) => c[0] === 'moveTo' || c[0] === 'lineTo')).toEqual([]);
    expect(calls.filter((c) => c[0] === 'rect')).toHaveLength(1);
  });

  it('is a layer without input that draws the geometry', () => {
    const layer = pointGroupsLayer([dataset]);
    expect(layer.id).toBe(POINT_GROUPS_LAYER_ID);
    expect(layer.onPointerDown).toBeUndefined();
    const { ctx, calls } = recorder();
    layer.draw!(ctx, view);
    expect(calls.some((c) => c[0] === 'rect')).toBe(true);
  });

  it('maps 50,000 grouped points to one path per shape quickly', () => {
    const points = [];
    const tuples = [];
    for (let i = 0; i < 25_000; i++) {
      points.push({ x: (i % 400) + 0.5, y: Math.floor(i / 400) * 4, group: 0 }, { x: (i % 400) + 0.5, y: Math.floor(i / 400) * 4 + 2, group: 1 });
      tuples.push([2 * i, 2 * i + 1]);
    }
    const t0 = performance.now();
    const geometry = pointGroupsGeometry([{ color: 'red', points, tuples }]);
    const t1 = performance.now();
    const { ctx, calls } = recorder();
    drawPointGroups(ctx, view, geometry);
    expect(calls.filter((c) => c[0] === 'beginPath')).toHaveLength(2);
    expect(t1 - t0).toBeLessThan(200);
  });
});
