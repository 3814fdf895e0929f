import type { RasterImage, Rgb } from '../../../../src/editor/auto/types';

/** A white image to draw on with plain typed-array code. */
export function blank(width: number, height: number, colour: Rgb = [255, 255, 255]): RasterImage & { data: Uint8ClampedArray } {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([colour[0], colour[1], colour[2], 255], i * 4);
  return { width, height, data };
}

/** Blends a colour into one pixel with a coverage in [0, 1]. */
export function blend(image: RasterImage & { data: Uint8ClampedArray }, x: number, y: number, colour: Rgb, coverage: number): void {
  if (x < 0 || y < 0 || x >= image.width || y >= image.height || coverage <= 0) return;
  const i = (y * image.width + x) * 4;
  for (let c = 0; c < 3; c++) image.data[i + c] = Math.round(image.data[i + c]! * (1 - coverage) + colour[c]! * coverage);
}

/** Paints every pixel by the share of its 4x4 subsamples inside a shape (anti-aliased like a renderer). */
export function paint(image: RasterImage & { data: Uint8ClampedArray }, colour: Rgb, inside: (x: number, y: number) => boolean, box?: { x0: number; y0: number; x1: number; y1: number }): void {
  const x0 = Math.max(0, Math.floor(box?.x0 ?? 0));
  const y0 = Math.max(0, Math.floor(box?.y0 ?? 0));
  const x1 = Math.min(image.width - 1, Math.ceil(box?.x1 ?? image.width - 1));
  const y1 = Math.min(image.height - 1, Math.ceil(box?.y1 ?? image.height - 1));
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      let n = 0;
      for (let j = 0; j < 4; j++) for (let i = 0; i < 4; i++) if (inside(x + (i + 0.5) / 4, y + (j + 0.5) / 4)) n++;
      blend(image, x, y, colour, n / 16);
    }
}

export function disk(image: RasterImage & { data: Uint8ClampedArray }, cx: number, cy: number, r: number, colour: Rgb): void {
  paint(image, colour, (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r, { x0: cx - r - 1, y0: cy - r - 1, x1: cx + r + 1, y1: cy + r + 1 });
}

export function rect(image: RasterImage & { data: Uint8ClampedArray }, x0: number, y0: number, x1: number, y1: number, colour: Rgb): void {
  paint(image, colour, (x, y) => x >= x0 && x <= x1 && y >= y0 && y <= y1, { x0: x0 - 1, y0: y0 - 1, x1: x1 + 1, y1: y1 + 1 });
}

/** A polyline of the given width through points, anti-aliased. */
export function polyline(image: RasterImage & { data: Uint8ClampedArray }, points: readonly { x: number; y: number }[], width: number, colour: Rgb): void {
  const r = width / 2;
  const near = (x: number, y: number) => {
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1]!;
      const b = points[i]!;
      const vx = b.x - a.x;
      const vy = b.y - a.y;
      const t = Math.max(0, Math.min(1, ((x - a.x) * vx + (y - a.y) * vy) / (vx * vx + vy * vy)));
      if ((x - a.x - t * vx) ** 2 + (y - a.y - t * vy) ** 2 <= r * r) return true;
    }
    return false;
  };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  paint(image, colour, near, { x0: Math.min(...xs) - r - 1, y0: Math.min(...ys) - r - 1, x1: Math.max(...xs) + r + 1, y1: Math.max(...ys) + r + 1 });
}

/** The y of a polyline at x (linear between its vertices). */
export function polylineY(points: readonly { x: number; y: number }[], x: number): number {
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    if (x >= a.x && x <= b.x) return a.y + ((x - a.x) / (b.x - a.x)) * (b.y - a.y);
  }
  return NaN;
}
