import type { Calibration, CalibrationPoint } from './types';

/** Image axes need no calibration points. */
export const pointCount = 0;

export interface ImageCalibration extends Calibration {
  readonly type: 'image';
}

/** Image axes: data values are the raw image pixels. */
export function calibrate(_points: readonly CalibrationPoint[] = [], _options: Record<string, never> = {}): ImageCalibration {
  return {
    type: 'image',
    dimensions: 2,
    pixelToData: (px, py) => [px, py],
    dataToPixel: (x, y) => ({ x: x!, y: y! }),
  };
}
