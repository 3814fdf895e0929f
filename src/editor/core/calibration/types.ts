/** A point in image pixels: origin top-left, y grows downwards, fractions allowed. */
export interface PixelPoint {
  x: number;
  y: number;
}

/**
 * A calibration point as stored in projects (the WebPlotDigitizer shape): pixel position and the
 * data values typed for it. Values stay as typed (strings or numbers) so dates survive a round trip.
 */
export interface CalibrationPoint {
  px: number;
  py: number;
  dx: string | number;
  dy: string | number;
  dz?: string | number | null;
}

/** Axis types of the editor. */
export const AXES_TYPES = ['xy', 'bar', 'polar', 'ternary', 'map', 'circularChartRecorder', 'image'] as const;
export type AxesType = (typeof AXES_TYPES)[number];

/** A calibrated transform between image pixels and data values. */
export interface Calibration {
  readonly type: AxesType;
  /** Data values of the pixel: [x, y] for XY, [value] for bar, [r, theta], [a, b, c], [x, y] for maps, [t, r]. */
  pixelToData(px: number, py: number): number[];
  /** The pixel of the data values; the inverse of pixelToData. */
  dataToPixel(...data: number[]): PixelPoint;
  /** Number of values pixelToData returns. */
  readonly dimensions: number;
  /** For each value: the date or time pattern it is shown with (formatDateValue), or null for a number. */
  readonly valueFormats?: readonly (string | null)[];
}
