import * as bar from './bar';
import * as circularChartRecorder from './circularChartRecorder';
import * as image from './image';
import * as map from './map';
import * as polar from './polar';
import * as ternary from './ternary';
import * as xy from './xy';
import type { AxesType, Calibration, CalibrationPoint } from './types';

export { bar, circularChartRecorder, image, map, polar, ternary, xy };
export * from './types';
export { parseCalibrationValue, isValidCalibrationValue, formatDateValue, type ParsedValue } from './valueParser';
export { axisScale, type AxisScale } from './scale';

/** Options of each axes type's calibration. */
export interface CalibrationOptionsByType {
  xy: xy.XYOptions;
  bar: bar.BarOptions;
  polar: polar.PolarOptions;
  ternary: ternary.TernaryOptions;
  map: map.MapOptions;
  circularChartRecorder: circularChartRecorder.CircularChartRecorderOptions;
  image: Record<string, never>;
}

/** Number of calibration points each axes type needs. */
export const CALIBRATION_POINT_COUNT: Record<AxesType, number> = {
  xy: xy.pointCount,
  bar: bar.pointCount,
  polar: polar.pointCount,
  ternary: ternary.pointCount,
  map: map.pointCount,
  circularChartRecorder: circularChartRecorder.pointCount,
  image: image.pointCount,
};

/** Calibrate any axes type by name. */
export function calibrateAxes<T extends AxesType>(
  type: T,
  points: readonly CalibrationPoint[],
  options: CalibrationOptionsByType[T],
): Calibration {
  switch (type) {
    case 'xy':
      return xy.calibrate(points, options as xy.XYOptions);
    case 'bar':
      return bar.calibrate(points, options as bar.BarOptions);
    case 'polar':
      return polar.calibrate(points, options as polar.PolarOptions);
    case 'ternary':
      return ternary.calibrate(points, options as ternary.TernaryOptions);
    case 'map':
      return map.calibrate(points, options as map.MapOptions);
    case 'circularChartRecorder':
      return circularChartRecorder.calibrate(points, options as circularChartRecorder.CircularChartRecorderOptions);
    default:
      return image.calibrate();
  }
}
