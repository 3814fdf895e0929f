import { invalidInputs } from '../errors';
import { requireFinite, requirePoints } from './scale';
import type { Calibration, CalibrationPoint, PixelPoint } from './types';

/** The two ends of the scale bar. */
export const pointCount = 2;

/** Origins a map's data can have. */
export const MAP_ORIGINS = ['bottom-left', 'top-left'] as const;
export type MapOrigin = (typeof MAP_ORIGINS)[number];

export interface MapOptions {
  /** Length of the scale bar in `unit`. */
  scaleLength: number | string;
  /** Unit of the scale bar, e.g. 'm'. */
  unit?: string;
  /**
   * Where the data origin sits. Bottom-left: y grows upwards and the bottom row of pixels is y = 0,
   * y = (imageHeight - py - 1) * k. Top-left: y = py * k. Other values are refused. @default 'bottom-left'
   */
  origin?: MapOrigin;
  /** Image height in pixels; needed for a bottom-left origin. @default 0 */
  imageHeight?: number;
}

export interface MapCalibration extends Calibration {
  readonly type: 'map';
  readonly unit: string;
  /** Data units per pixel. */
  readonly unitsPerPixel: number;
  /** Length of a polyline through the pixels, in data units. */
  distance(pixels: readonly PixelPoint[]): number;
  /** Area of the polygon through the pixels (shoelace), in squared data units. */
  area(pixels: readonly PixelPoint[]): number;
}

/** Calibrate a map or microscope image from a scale bar: a uniform scale, no rotation. */
export function calibrate(points: readonly CalibrationPoint[], options: MapOptions): MapCalibration {
  requirePoints(points, pointCount);
  const [P1, P2] = points as [CalibrationPoint, CalibrationPoint];
  requireFinite(P1.px, P1.py, P2.px, P2.py);
  const length = typeof options.scaleLength === 'string' ? Number(options.scaleLength.trim() || NaN) : options.scaleLength;
  const pixels = Math.hypot(P2.px - P1.px, P2.py - P1.py);
  if (!Number.isFinite(length) || length <= 0 || !(pixels > 0)) throw invalidInputs();
  const k = length / pixels;
  const origin = options.origin ?? 'bottom-left';
  if (!MAP_ORIGINS.includes(origin)) throw invalidInputs();
  const bottomLeft = origin === 'bottom-left';
  const H = Number(options.imageHeight ?? 0);
  if (!Number.isFinite(H)) throw invalidInputs();
  // The bottom row of pixels (py = H - 1) is y = 0.
  const top = H - 1;
  return {
    type: 'map',
    dimensions: 2,
    unit: options.unit ?? '',
    unitsPerPixel: k,
    pixelToData: (px, py) => [px * k, (bottomLeft ? top - py : py) * k],
    dataToPixel: (x, y) => ({ x: x! / k, y: bottomLeft ? top - y! / k : y! / k }),
    distance(pts) {
      let sum = 0;
      for (let i = 1; i < pts.length; i++) sum += Math.hypot(pts[i]!.x - pts[i - 1]!.x, pts[i]!.y - pts[i - 1]!.y);
      return sum * k;
    },
    area(pts) {
      let twice = 0;
      for (let i = 0; i < pts.length; i++) {
        const p = pts[i]!;
        const q = pts[(i + 1) % pts.length]!;
        twice += p.x * q.y - q.x * p.y;
      }
      return (Math.abs(twice) / 2) * k * k;
    },
  };
}
