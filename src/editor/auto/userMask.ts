import { emptyMask, type BinaryMask, type ImagePoint } from './types';

/** A pen stroke: the pixels within width / 2 of the polyline. */
export interface PenStroke {
  kind: 'pen';
  points: readonly ImagePoint[];
  /** Pen diameter in image pixels. */
  width: number;
}

/** A rectangle in image coordinates (corners in any order). */
export interface BoxStroke {
  kind: 'box';
  from: ImagePoint;
  to: ImagePoint;
}

/** What the user drew to say where to look. */
export type MaskStroke = PenStroke | BoxStroke;

/** Sets every pixel whose centre lies within `radius` of the segment a-b. */
function paintSegment(mask: BinaryMask, a: ImagePoint, b: ImagePoint, radius: number): void {
  const { width, height, data } = mask;
  const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - radius));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(a.x, b.x) + radius));
  const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - radius));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(a.y, b.y) + radius));
  const vx = b.x - a.x;
  const vy = b.y - a.y;
  const len2 = vx * vx + vy * vy;
  const r2 = radius * radius;
  for (let y = y0; y <= y1; y++) {
    const cy = y + 0.5;
    for (let x = x0; x <= x1; x++) {
      const cx = x + 0.5;
      const t = len2 > 0 ? Math.max(0, Math.min(1, ((cx - a.x) * vx + (cy - a.y) * vy) / len2)) : 0;
      const dx = cx - (a.x + t * vx);
      const dy = cy - (a.y + t * vy);
      if (dx * dx + dy * dy <= r2) data[y * width + x] = 1;
    }
  }
}

/** Adds one stroke to a mask in place. */
export function paintStroke(mask: BinaryMask, stroke: MaskStroke): void {
  if (stroke.kind === 'box') {
    // Pixels whose centre is inside the box.
    const x0 = Math.max(0, Math.ceil(Math.min(stroke.from.x, stroke.to.x) - 0.5));
    const x1 = Math.min(mask.width - 1, Math.floor(Math.max(stroke.from.x, stroke.to.x) - 0.5));
    const y0 = Math.max(0, Math.ceil(Math.min(stroke.from.y, stroke.to.y) - 0.5));
    const y1 = Math.min(mask.height - 1, Math.floor(Math.max(stroke.from.y, stroke.to.y) - 0.5));
    for (let y = y0; y <= y1; y++) mask.data.fill(1, y * mask.width + x0, y * mask.width + x1 + 1);
    return;
  }
  const radius = Math.max(0.5, stroke.width / 2);
  const pts = stroke.points;
  if (pts.length === 0) return;
  if (pts.length === 1) paintSegment(mask, pts[0]!, pts[0]!, radius);
  for (let i = 1; i < pts.length; i++) paintSegment(mask, pts[i - 1]!, pts[i]!, radius);
}

/** The user's strokes as a mask of the image's size; an empty mask means "the whole image". */
export function rasteriseMask(width: number, height: number, strokes: readonly MaskStroke[]): BinaryMask {
  const mask = emptyMask(width, height);
  for (const s of strokes) paintStroke(mask, s);
  return mask;
}
