import { median, pixelBox, type PixelBox } from './types';

/**
 * Markers on the line they sit on ('lines with markers'): markers and line are of one colour and
 * touch, so they form one shape. A marker is wider than the line: inside it lie pixels farther
 * from the background than any of the line's. `markerCores` finds them and gives each marker's
 * pixels without the line.
 *
 * - The distance of each pixel of the shapes to the nearest pixel outside (chamfer distance, 1
 *   along a row or column and sqrt(2) along a diagonal).
 * - The line's half width: the median distance over the ridge pixels (those not nearer the
 *   outside than any neighbour). Along a line every ridge pixel is at its half width, and the line
 *   has far more of them than the markers.
 * - A marker's core: pixels at least a pixel farther than that, connected. On shapes known to be
 *   a line with markers, also where the city-block distance (rows and columns only) stands a pixel
 *   above its own ridge and no core lies: a marker barely wider than the line (3 x 3 px solid).
 * - The marker: every pixel of the shape within the distance to the outside of one of its core
 *   pixels (the union of the largest disks inside the shape centred on its core: the marker
 *   without the line, with its corners rounded), then the pieces of the shape left over that lie
 *   next to one marker only and no farther from it than the rounding (its corners; the line goes
 *   on further, and is left out).
 */

/** Markers found in one shape: their pixels, and how many of the shape's pixels are left to the line. */
export interface ShapeMarkers {
  markers: Int32Array[];
  line: number;
  /** The shape encloses some background: an open marker (or several), not a line with markers. */
  hole: boolean;
}

/** For the pixels of each shape (indices into a width x height image), the markers in it and what is left (the line). */
export function markerCores(width: number, height: number, shapes: readonly Int32Array[], options: { cityBlock?: boolean } = {}): ShapeMarkers[] {
  if (!shapes.length) return [];
  // The work is done on the shapes' bounding box, one pixel larger on every side.
  const box = shapes.reduce<PixelBox | undefined>((grown, s) => pixelBox(width, s, grown), undefined)!;
  const { x1, y1 } = box;
  const x0 = box.x0 - 1;
  const y0 = box.y0 - 1;
  const w = x1 - x0 + 2;
  const h = y1 - y0 + 2;
  const local = (p: number) => {
    const y = (p / width) | 0;
    return (y - y0) * w + (p - y * width - x0);
  };
  const global = (q: number) => {
    const y = (q / w) | 0;
    return (y + y0) * width + (q - y * w + x0);
  };
  // Which shape each pixel belongs to (0: none).
  const shapeOf = new Int32Array(w * h);
  shapes.forEach((s, i) => {
    for (let k = 0; k < s.length; k++) shapeOf[local(s[k]!)] = i + 1;
  });
  // Chamfer distance to the outside.
  const dist = distanceToOutside(shapeOf, w, Math.SQRT2);
  const N8 = [-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1];
  const threshold = ridgeThreshold(shapes, local, dist, N8);
  // Cores: connected pixels at least `threshold` from the outside; each marker gets a label.
  const label = new Int32Array(w * h);
  const stack: number[] = [];
  const cores: number[][] = [];
  for (let q = 0; q < w * h; q++) {
    if (!shapeOf[q] || label[q] || dist[q]! < threshold) continue;
    const core: number[] = [];
    label[q] = cores.length + 1;
    stack.push(q);
    while (stack.length) {
      const p = stack.pop()!;
      core.push(p);
      for (const o of N8) {
        const n = p + o;
        if (shapeOf[n] && !label[n] && dist[n]! >= threshold) {
          label[n] = cores.length + 1;
          stack.push(n);
        }
      }
    }
    cores.push(core);
  }
  // A marker barely wider than a thin line across it (a triangle of 5 px on a steep line at 100
  // dpi: 3 x 3 px solid at most) has no pixel a whole pixel farther than the line's ridge along
  // the chamfer distance, whose diagonal step of sqrt(2) reaches the corner of a 3 x 3 block. By
  // rows and columns only (the city-block distance), such a block's middle is 2 from the outside
  // and a line drawn as a staircase 1 px wide stays at 1: with `cityBlock` (shapes known to be a
  // line with markers), its connected pixels at least a pixel farther than the line's ridge by
  // that distance, where no core lies, are a marker's core too.
  if (options.cityBlock) addCityBlockCores(shapes, shapeOf, w, local, N8, label, cores);
  const hole = holes(shapeOf, w, h, shapes.length, 2 * threshold * threshold);
  if (!cores.length) return shapes.map((s, i) => ({ markers: [], line: s.length, hole: hole[i]! }));
  // Each marker: the disks of its core pixels, inside its shape, half a pixel larger (the
  // chamfer distance is to the centre of the nearest pixel outside: the marker's edge pixels,
  // partly covered, lie up to half a pixel beyond).
  const owner = new Int32Array(w * h);
  cores.forEach((core, i) => {
    for (const p of core) {
      // A disk inside the disk of a neighbour farther from the outside adds nothing.
      const d = dist[p]!;
      if (dist[p - 1]! >= d + 1 || dist[p + 1]! >= d + 1 || dist[p - w]! >= d + 1 || dist[p + w]! >= d + 1) continue;
      const r = d + 0.5;
      const ri = Math.ceil(r) - 1;
      const py = (p / w) | 0;
      const px = p - py * w;
      for (let dy = -ri; dy <= ri; dy++)
        for (let dx = -ri; dx <= ri; dx++) {
          if (dx * dx + dy * dy >= r * r) continue;
          const n = (py + dy) * w + px + dx;
          if (shapeOf[n] === shapeOf[p] && !owner[n]) owner[n] = i + 1;
        }
    }
  });
  // The markers nearby each pixel left over: within the rounding of a corner (`threshold` + 1, chessboard).
  const reach = Math.ceil(threshold) + 1;
  const pixels: number[][] = cores.map(() => []);
  const line = new Int32Array(shapes.length);
  const seen = new Uint8Array(w * h);
  for (let q = 0; q < w * h; q++) {
    if (owner[q]) pixels[owner[q]! - 1]!.push(global(q));
    if (!shapeOf[q] || owner[q] || seen[q]) continue;
    // One leftover piece: the line when part of it lies beyond reach of every marker; a corner
    // when all of it lies within reach of one marker and of no other; else where touching markers meet.
    const piece: number[] = [];
    let near = 0;
    let corner = true;
    let far = false;
    seen[q] = 1;
    stack.push(q);
    while (stack.length) {
      const p = stack.pop()!;
      piece.push(p);
      if (!far) {
        const py = (p / w) | 0;
        const px = p - py * w;
        let mine = 0;
        for (let dy = -reach; dy <= reach && mine >= 0; dy++)
          for (let dx = -reach; dx <= reach; dx++) {
            const yy = py + dy, xx = px + dx;
            if (yy < 0 || yy >= h || xx < 0 || xx >= w) continue;
            const o = owner[yy * w + xx]!;
            if (!o) continue;
            if (mine && o !== mine) {
              mine = -1;
              break;
            }
            mine = o;
          }
        if (mine === 0) far = true;
        else if (mine < 0 || (near && mine !== near)) corner = false;
        else near = mine;
      }
      for (const o of N8) {
        const n = p + o;
        if (shapeOf[n] && !owner[n] && !seen[n]) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    if (far) line[shapeOf[q]! - 1]! += piece.length;
    else if (corner && near) for (const p of piece) pixels[near - 1]!.push(global(p));
  }
  const out: ShapeMarkers[] = shapes.map((_, i) => ({ markers: [], line: line[i]!, hole: hole[i]! }));
  cores.forEach((core, i) => out[shapeOf[core[0]!]! - 1]!.markers.push(Int32Array.from(pixels[i]!)));
  return out;
}

/** The cores the city-block distance finds apart from those already labelled (see `markerCores`). */
function addCityBlockCores(shapes: readonly Int32Array[], shapeOf: Int32Array, w: number, local: (p: number) => number, N8: readonly number[], label: Int32Array, cores: number[][]): void {
  const h = shapeOf.length / w;
  const stack: number[] = [];
  const dist4 = distanceToOutside(shapeOf, w, 2);
  const threshold4 = ridgeThreshold(shapes, local, dist4, N8);
  // A line about 2 px wide at 45 degrees is as far from the outside by rows and columns, but its
  // pixels have two opposite diagonal neighbours outside; a marker's middle does not (a small
  // triangle's has at most the two beside its apex).
  const inner = (q: number) =>
    !!shapeOf[q] && dist4[q]! >= threshold4 && !((!shapeOf[q - w - 1] && !shapeOf[q + w + 1]) || (!shapeOf[q - w + 1] && !shapeOf[q + w - 1]));
  const seen4 = new Uint8Array(w * h);
  for (let q = 0; q < w * h; q++) {
    if (label[q] || seen4[q] || !inner(q)) continue;
    const core: number[] = [];
    let apart = true;
    seen4[q] = 1;
    stack.push(q);
    while (stack.length) {
      const p = stack.pop()!;
      core.push(p);
      for (const o of N8) {
        const n = p + o;
        if (!inner(n)) continue;
        if (label[n]) apart = false;
        else if (!seen4[n]) {
          seen4[n] = 1;
          stack.push(n);
        }
      }
    }
    if (!apart) continue;
    for (const p of core) label[p] = cores.length + 1;
    cores.push(core);
  }
}

/** Which shapes enclose background: the background not reached from the box's border (4-neighbours). */
function holes(shapeOf: Int32Array, w: number, h: number, n: number, minArea: number): boolean[] {
  const outside = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  let top = 0;
  const visit = (q: number) => {
    if (!outside[q] && !shapeOf[q]) {
      outside[q] = 1;
      stack[top++] = q;
    }
  };
  for (let x = 0; x < w; x++) visit(x), visit((h - 1) * w + x);
  for (let y = 0; y < h; y++) visit(y * w), visit(y * w + w - 1);
  // The box's border is background: the pixels inside it have four neighbours.
  while (top > 0) {
    const p = stack[--top]!;
    const y = (p / w) | 0;
    const x = p - y * w;
    if (x > 0) visit(p - 1);
    if (x < w - 1) visit(p + 1);
    if (y > 0) visit(p - w);
    if (y < h - 1) visit(p + w);
  }
  // Each enclosed piece of background at least `minArea` pixels (smaller ones are gaps of the
  // anti-aliasing where a line meets a marker) marks the shapes around it.
  const out = new Array<boolean>(n).fill(false);
  for (let q = w; q < w * (h - 1); q++) {
    if (shapeOf[q] || outside[q]) continue;
    const around = new Set<number>();
    let area = 0;
    outside[q] = 1;
    stack[top++] = q;
    while (top > 0) {
      const p = stack[--top]!;
      area++;
      for (const m of [p - 1, p + 1, p - w, p + w]) {
        if (shapeOf[m]) around.add(shapeOf[m]! - 1);
        else if (!outside[m]) {
          outside[m] = 1;
          stack[top++] = m;
        }
      }
    }
    if (area >= minArea) for (const i of around) out[i] = true;
  }
  return out;
}

/**
 * Each pixel's distance to the outside of the shapes, in two passes: a step along a row or column
 * counts 1 and a diagonal step `diagonal` (the square root of 2 for the chamfer distance, 2 for the
 * city-block distance, which counts rows and columns only).
 */
function distanceToOutside(shapeOf: Int32Array, w: number, diagonal: number): Float32Array {
  const h = shapeOf.length / w;
  const dist = new Float32Array(w * h);
  for (let q = 0; q < w * h; q++) dist[q] = shapeOf[q] ? Infinity : 0;
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const q = y * w + x;
      if (shapeOf[q]) dist[q] = Math.min(dist[q]!, dist[q - 1]! + 1, dist[q - w]! + 1, dist[q - w - 1]! + diagonal, dist[q - w + 1]! + diagonal);
    }
  for (let y = h - 2; y >= 1; y--)
    for (let x = w - 2; x >= 1; x--) {
      const q = y * w + x;
      if (shapeOf[q]) dist[q] = Math.min(dist[q]!, dist[q + 1]! + 1, dist[q + w]! + 1, dist[q + w + 1]! + diagonal, dist[q + w - 1]! + diagonal);
    }
  return dist;
}

/** One more than the median distance of the shapes' ridge (pixels no neighbour of which is farther from the outside): what a core must reach. */
function ridgeThreshold(shapes: readonly Int32Array[], local: (p: number) => number, dist: Float32Array, N8: readonly number[]): number {
  const ridge: number[] = [];
  for (const s of shapes)
    for (let k = 0; k < s.length; k++) {
      const q = local(s[k]!);
      const d = dist[q]!;
      let top = true;
      for (let j = 0; j < 8 && top; j++) if (dist[q + N8[j]!]! > d) top = false;
      if (top) ridge.push(d);
    }
  return median(ridge) + 1;
}
