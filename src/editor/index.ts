/**
 * sourcebench/editor: the digitizer's pure core (calibration, model, project files, validation).
 * UI pieces are exported from here as well, each in its own section below.
 */
import * as barAxes from './core/calibration/bar';
import * as circularChartRecorderAxes from './core/calibration/circularChartRecorder';
import * as imageAxes from './core/calibration/image';
import * as mapAxes from './core/calibration/map';
import * as polarAxes from './core/calibration/polar';
import * as ternaryAxes from './core/calibration/ternary';
import * as xyAxes from './core/calibration/xy';
import type { CalibrationPoint } from './core/calibration/types';

// ---- Calibration ----

/**
 * Calibrate an XY chart from X1, X2 (x values in dx) and Y1, Y2 (y values in dy).
 * @example
 * const c = calibrateXY([
 *   { px: 100, py: 500, dx: '0', dy: '0' }, { px: 600, py: 500, dx: '10', dy: '0' },
 *   { px: 100, py: 500, dx: '0', dy: '0' }, { px: 100, py: 100, dx: '0', dy: '100' },
 * ]);
 * c.pixelToData(350, 300); // [5, 50]
 */
export function calibrateXY(points: readonly CalibrationPoint[], options?: xyAxes.XYOptions): xyAxes.XYCalibration {
  return xyAxes.calibrate(points, options);
}

/**
 * Calibrate a bar chart's value axis from two points with values in dy.
 * @example
 * const c = calibrateBar([{ px: 50, py: 400, dx: 0, dy: '0' }, { px: 50, py: 0, dx: 0, dy: '200' }]);
 * c.pixelToData(120, 300); // [50]
 */
export function calibrateBar(points: readonly CalibrationPoint[], options?: barAxes.BarOptions): barAxes.BarCalibration {
  return barAxes.calibrate(points, options);
}

/**
 * Calibrate a polar chart from the origin and two points with r in dx and theta in dy.
 * @example
 * const c = calibratePolar(
 *   [{ px: 200, py: 200, dx: 0, dy: 0 }, { px: 300, py: 200, dx: '1', dy: '0' }, { px: 200, py: 0, dx: '3', dy: '90' }],
 *   { degrees: true },
 * );
 * c.pixelToData(200, 100); // [1, 90]
 */
export function calibratePolar(points: readonly CalibrationPoint[], options?: polarAxes.PolarOptions): polarAxes.PolarCalibration {
  return polarAxes.calibrate(points, options);
}

/**
 * Calibrate a ternary chart from its corners A, B, C.
 * @example
 * const c = calibrateTernary([{ px: 0, py: 100, dx: 0, dy: 0 }, { px: 100, py: 100, dx: 0, dy: 0 }, { px: 50, py: 13.4, dx: 0, dy: 0 }]);
 * c.pixelToData(50, 100); // [0.5, 0.5, 0]
 */
export function calibrateTernary(points: readonly CalibrationPoint[], options?: ternaryAxes.TernaryOptions): ternaryAxes.TernaryCalibration {
  return ternaryAxes.calibrate(points, options);
}

/**
 * Calibrate a map or microscope image from the two ends of its scale bar.
 * @example
 * const c = calibrateMap([{ px: 0, py: 0, dx: 0, dy: 0 }, { px: 30, py: 40, dx: 0, dy: 0 }], { scaleLength: 10, unit: 'km', origin: 'top-left' });
 * c.pixelToData(50, 150); // [10, 30]
 */
export function calibrateMap(points: readonly CalibrationPoint[], options: mapAxes.MapOptions): mapAxes.MapCalibration {
  return mapAxes.calibrate(points, options);
}

/**
 * Calibrate a circular chart recorder from three points on the t0 pen arc and the chart centre.
 * @example
 * const c = calibrateCircularChartRecorder(points, { t0: 0, r0: 0, r2: 10, rotationTime: 24 });
 * const [time, value] = c.pixelToData(410, 220);
 */
export function calibrateCircularChartRecorder(
  points: readonly CalibrationPoint[],
  options: circularChartRecorderAxes.CircularChartRecorderOptions,
): circularChartRecorderAxes.CircularChartRecorderCalibration {
  return circularChartRecorderAxes.calibrate(points, options);
}

/**
 * Image axes: data values are the image pixels.
 * @example
 * calibrateImage().pixelToData(12.5, 40); // [12.5, 40]
 */
export function calibrateImage(): imageAxes.ImageCalibration {
  return imageAxes.calibrate();
}

export {
  calibrateAxes,
  CALIBRATION_POINT_COUNT,
  AXES_TYPES,
  parseCalibrationValue,
  isValidCalibrationValue,
  formatDateValue,
  type AxesType,
  type Calibration,
  type CalibrationOptionsByType,
  type CalibrationPoint,
  type PixelPoint,
  type ParsedValue,
} from './core/calibration';
export type { XYOptions, XYCalibration } from './core/calibration/xy';
export type { BarOptions, BarCalibration, BarOrientation } from './core/calibration/bar';
export type { PolarOptions, PolarCalibration } from './core/calibration/polar';
export type { TernaryOptions, TernaryCalibration } from './core/calibration/ternary';
export type { MapOptions, MapCalibration } from './core/calibration/map';
export type { CircularChartRecorderOptions, CircularChartRecorderCalibration } from './core/calibration/circularChartRecorder';
export { CalibrationError, EditorError, EDITOR_MESSAGES, type EditorErrorCode } from './core/errors';

// ---- Model ----

export * from './core/model/types';
export type { TableCalibration, TableLines, TableHeader, TableRotation, TableSchema } from './core/model/tableTypes';
export * from './core/compositeKey';
export * from './core/model/pointGroups';
export * from './core/model/table';
export * from './core/model/studyTree';
export * from './core/model/studyTreeRules';
export * from './core/model/names';
export * from './core/model/edits';
export * from './core/undo';
export * from './core/validation';
export * from './core/project';
export { Digitizer, type DigitizerProps, type DigitizerDocumentInfo } from './Digitizer';
export type { EngineLayer, LayerContext, LayerView } from './engine/layers';

// ---- Editor session: the open extraction, its commands as JSON Patch, rebase ----

export * from './session';
