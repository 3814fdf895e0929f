import type { GraphKind } from '../../core/axesKinds';
import type { Axes } from '../../core/model/types';
import type { Vec } from '../../engine/viewTransform';
import { BarCalibrationDialog, XYCalibrationDialog } from '../CalibrationDialogs';
import {
  MapCalibrationDialog,
  PolarCalibrationDialog,
  RecorderCalibrationDialog,
  TernaryCalibrationDialog,
  type CalibrationResult,
  type MapCalibrationValues,
  type PolarCalibrationValues,
  type RecorderCalibrationValues,
  type TernaryCalibrationValues,
} from './OtherCalibrationDialogs';

const str = (v: string | number | null | undefined, fallback: string) => (v === undefined || v === null ? fallback : String(v));

/** The values a calibration dialog starts from when an existing graph's values are edited. */
export function calibrationValuesOf(a: Axes): Record<string, unknown> | undefined {
  const c = a.calibrationPoints;
  switch (a.type) {
    case 'xy':
      return {
        x1: str(c[0]?.dx, '0'),
        x2: str(c[1]?.dx, '1'),
        y1: str(c[2]?.dy, '0'),
        y2: str(c[3]?.dy, '1'),
        logX: !!a.options.logX,
        logY: !!a.options.logY,
        noRotation: !!a.options.noRotation,
      };
    case 'bar':
      return { p1: str(c[0]?.dy, '0'), p2: str(c[1]?.dy, '1'), log: !!a.options.log, rotated: !!a.options.rotated };
    case 'polar':
      return {
        r1: str(c[1]?.dx, '0'),
        theta1: str(c[1]?.dy, '0'),
        r2: str(c[2]?.dx, '1'),
        theta2: str(c[2]?.dy, '0'),
        degrees: !!a.options.degrees,
        clockwise: !!a.options.clockwise,
        logR: !!a.options.logR,
      } satisfies PolarCalibrationValues;
    case 'ternary':
      return { range100: !!a.options.range100, reversed: !!a.options.reversed } satisfies TernaryCalibrationValues;
    case 'map':
      return { scaleLength: str(a.options.scaleLength, '1'), unit: a.options.unit ?? '', origin: a.options.origin ?? 'bottom-left' } satisfies MapCalibrationValues;
    case 'circularChartRecorder':
      return {
        t0: str(a.options.t0 ?? c[0]?.dx, ''),
        r0: str(a.options.r0 ?? c[0]?.dy, '0'),
        r2: str(a.options.r2 ?? c[2]?.dy, '1'),
        tStart: str(a.options.tStart, ''),
        rotationTime: a.options.rotationTime === 'day' ? 'day' : 'week',
        clockwise: a.options.clockwise !== false,
      } satisfies RecorderCalibrationValues;
    default:
      return undefined;
  }
}

export interface AxesCalibrationDialogProps {
  kind: GraphKind;
  /** The clicked pixels of a new graph; ignored when `axes` is given. */
  points: readonly Vec[];
  /** An existing graph whose values are edited ('Set values'): its pixels and values. */
  axes?: Axes | null;
  /** Height of the page in image pixels (a map's bottom-left origin counts from it). */
  imageHeight: number;
  onConfirm: (result: CalibrationResult<Axes['options']>) => void;
  onCancel: () => void;
}

/** The calibration dialog of a kind of graph: the values of its clicked points and its options. Image axes have none. */
export function AxesCalibrationDialog({ kind, points, axes, imageHeight, onConfirm, onCancel }: AxesCalibrationDialogProps) {
  const pixels = axes ? axes.calibrationPoints.map((c) => ({ x: c.px, y: c.py })) : points;
  const initial = (axes ? calibrationValuesOf(axes) : undefined) as never;
  const common = { isOpen: true, points: pixels, initial, onCancel, onConfirm: onConfirm as (r: CalibrationResult<unknown>) => void };
  switch (kind) {
    case 'xy':
      return <XYCalibrationDialog {...common} />;
    case 'bar':
      return <BarCalibrationDialog {...common} />;
    case 'polar':
      return <PolarCalibrationDialog {...common} />;
    case 'ternary':
      return <TernaryCalibrationDialog {...common} />;
    case 'map':
      // Editing keeps the height the map was calibrated with unless the page tells a new one.
      return <MapCalibrationDialog {...common} imageHeight={imageHeight || (axes?.type === 'map' ? (axes.options.imageHeight ?? 0) : 0)} />;
    case 'circularChartRecorder':
      return <RecorderCalibrationDialog {...common} />;
    default:
      return null;
  }
}
