/**
 * Point groups on the canvas (docs/point-groups.md, "On the canvas"): the points of one tuple are
 * joined by a thin line from the Central tendency point to each grouped point, and a point of a
 * group other than the main one is drawn with its own marker shape (square, diamond, triangles)
 * over the round marker, so groups differ by shape and not by colour alone.
 *
 * The geometry is computed once when the layer is made (the host makes a new layer when the
 * document changes); a draw only maps it to the screen, as one path per dataset and shape.
 */
import type { EngineLayer, LayerView } from './types';

export const POINT_GROUPS_LAYER_ID = 'pointGroups';

/** Marker shapes of groups 1, 2, 3, 4 (then again from the first); the main group keeps the round marker. */
export const GROUP_SHAPES = ['square', 'diamond', 'triangleUp', 'triangleDown'] as const;
export type GroupShape = (typeof GROUP_SHAPES)[number];

/** The marker shape of a group index, null for the main group (Central tendency). */
export function groupShapeOf(group: number): GroupShape | null {
  if (!Number.isInteger(group) || group <= 0) return null;
  return GROUP_SHAPES[(group - 1) % GROUP_SHAPES.length]!;
}

/**
 * Shape sizes in CSS pixels, each large enough to hide the round marker under it (radius 3.5 with a
 * 1.25 white halo): the shape's inscribed circle holds the round marker's colour, its halo the rest.
 */
export const GROUP_SHAPE_SIZE = {
  /** Half the side of the square. */
  square: 3.75,
  /** Half the diagonal of the diamond. */
  diamond: 5.25,
  /** Distance from the centre to a corner of the triangles. */
  triangle: 7.4,
  /** White halo around each shape. */
  halo: 1.25,
} as const;
/** Tuple lines stop this far from each point's centre, so they never cross a marker. */
export const LINK_GAP_PX = 5;
export const LINK_WIDTH_PX = 1.25;

/** A point as the layer reads it. */
export interface GroupedPoint {
  x: number;
  y: number;
  group?: number;
}

/** One dataset of a graph with point groups, on the page shown. */
export interface GroupedDataset {
  /** CSS colour of the dataset's markers. */
  color: string;
  points: readonly GroupedPoint[];
  /** Per tuple, per group, the index of a point or null (index 0: the Central tendency point). */
  tuples: readonly (readonly (number | null)[])[];
}

/** What is drawn for one dataset, in image coordinates. */
export interface GroupedDatasetGeometry {
  color: string;
  /** Tuple lines as x0, y0, x1, y1 quadruples: from the Central tendency point to a grouped point. */
  links: Float64Array;
  /** Centres of the grouped points (x, y pairs) by marker shape. */
  shapes: Record<GroupShape, Float64Array>;
}

const validIndex = (i: number | null | undefined, n: number): i is number => typeof i === 'number' && Number.isInteger(i) && i >= 0 && i < n;

/**
 * The lines and shapes of grouped datasets. A tuple without a valid Central tendency point has no
 * lines; entries pointing past the points (stored tuples out of sync) are left out. Every point of
 * a group other than the main one gets its group's shape, in a tuple or not.
 */
export function pointGroupsGeometry(datasets: readonly GroupedDataset[]): GroupedDatasetGeometry[] {
  const out: GroupedDatasetGeometry[] = [];
  for (const d of datasets) {
    const n = d.points.length;
    const links: number[] = [];
    for (const t of d.tuples) {
      const main = t[0];
      if (!validIndex(main, n)) continue;
      const m = d.points[main]!;
      for (let g = 1; g < t.length; g++) {
        const j = t[g];
        if (!validIndex(j, n) || j === main) continue;
        const p = d.points[j]!;
        links.push(m.x, m.y, p.x, p.y);
      }
    }
    const byShape: Record<GroupShape, number[]> = { square: [], diamond: [], triangleUp: [], triangleDown: [] };
    for (const p of d.points) {
      const shape = groupShapeOf(p.group ?? 0);
      if (shape) byShape[shape].push(p.x, p.y);
    }
    if (!links.length && GROUP_SHAPES.every((s) => !byShape[s].length)) continue;
    out.push({
      color: d.color,
      links: Float64Array.from(links),
      shapes: {
        square: Float64Array.from(byShape.square),
        diamond: Float64Array.from(byShape.diamond),
        triangleUp: Float64Array.from(byShape.triangleUp),
        triangleDown: Float64Array.from(byShape.triangleDown),
      },
    });
  }
  return out;
}

/** Add one shape centred on (x, y) in screen pixels to the current path. */
function traceShape(ctx: CanvasRenderingContext2D, shape: GroupShape, x: number, y: number): void {
  if (shape === 'square') {
    const h = GROUP_SHAPE_SIZE.square;
    ctx.rect(x - h, y - h, 2 * h, 2 * h);
    return;
  }
  if (shape === 'diamond') {
    const h = GROUP_SHAPE_SIZE.diamond;
    ctx.moveTo(x, y - h);
    ctx.lineTo(x + h, y);
    ctx.lineTo(x, y + h);
    ctx.lineTo(x - h, y);
    ctx.closePath();
    return;
  }
  const r = GROUP_SHAPE_SIZE.triangle;
  const s = shape === 'triangleUp' ? 1 : -1;
  const half = (r * Math.sqrt(3)) / 2;
  ctx.moveTo(x, y - s * r);
  ctx.lineTo(x + half, y + (s * r) / 2);
  ctx.lineTo(x - half, y + (s * r) / 2);
  ctx.closePath();
}

/** Draw the geometry: per dataset one path of lines, then per shape one path, haloed then filled. */
export function drawPointGroups(ctx: CanvasRenderingContext2D, view: LayerView, geometry: readonly GroupedDatasetGeometry[]): void {
  const { a, b, c, d, tx, ty } = view.matrix;
  const margin = GROUP_SHAPE_SIZE.triangle + GROUP_SHAPE_SIZE.halo;
  const w = view.viewport.width;
  const h = view.viewport.height;
  const outside = (x: number, y: number) => x < -margin || y < -margin || x > w + margin || y > h + margin;
  ctx.lineJoin = 'miter';
  for (const set of geometry) {
    const l = set.links;
    if (l.length) {
      ctx.beginPath();
      for (let i = 0; i < l.length; i += 4) {
        const x0 = a * l[i]! + c * l[i + 1]! + tx;
        const y0 = b * l[i]! + d * l[i + 1]! + ty;
        const x1 = a * l[i + 2]! + c * l[i + 3]! + tx;
        const y1 = b * l[i + 2]! + d * l[i + 3]! + ty;
        if ((x0 < 0 && x1 < 0) || (y0 < 0 && y1 < 0) || (x0 > w && x1 > w) || (y0 > h && y1 > h)) continue;
        const len = Math.hypot(x1 - x0, y1 - y0);
        if (len <= 2 * LINK_GAP_PX) continue;
        const ux = ((x1 - x0) / len) * LINK_GAP_PX;
        const uy = ((y1 - y0) / len) * LINK_GAP_PX;
        ctx.moveTo(x0 + ux, y0 + uy);
        ctx.lineTo(x1 - ux, y1 - uy);
      }
      ctx.lineWidth = LINK_WIDTH_PX;
      ctx.strokeStyle = set.color;
      ctx.stroke();
    }
    for (const shape of GROUP_SHAPES) {
      const pts = set.shapes[shape];
      if (!pts.length) continue;
      ctx.beginPath();
      for (let i = 0; i < pts.length; i += 2) {
        const x = a * pts[i]! + c * pts[i + 1]! + tx;
        const y = b * pts[i]! + d * pts[i + 1]! + ty;
        if (!outside(x, y)) traceShape(ctx, shape, x, y);
      }
      // The halo is a stroke centred on the outline: twice its width reaches `halo` outside.
      ctx.lineWidth = GROUP_SHAPE_SIZE.halo * 2;
      ctx.strokeStyle = '#ffffff';
      ctx.stroke();
      ctx.fillStyle = set.color;
      ctx.fill();
    }
  }
}

/** The layer of grouped points; it takes no input. */
export function pointGroupsLayer(datasets: readonly GroupedDataset[]): EngineLayer {
  const geometry = pointGroupsGeometry(datasets);
  return {
    id: POINT_GROUPS_LAYER_ID,
    draw(ctx, view) {
      if (geometry.length) drawPointGroups(ctx, view, geometry);
    },
  };
}
