import { useState } from 'react';
import { EDITOR_MESSAGES } from '../../core/errors';
import * as polarCalibration from '../../core/calibration/polar';
import * as ternaryCalibration from '../../core/calibration/ternary';
import * as mapCalibration from '../../core/calibration/map';
import * as recorderCalibration from '../../core/calibration/circularChartRecorder';
import type { CalibrationPoint } from '../../core/calibration/types';
import type { Vec } from '../../engine/viewTransform';
import { Checkbox, Inline, Radio, RadioGroup, TextField } from '../../../ui';
import * as styles from '../panels.css';
import { validateCalibrationValues } from '../validation';
import { CalibrationFrame, calibrationMessage } from './CalibrationFrame';

/** What every calibration dialog gives back: the clicked pixels with their values, and the options. */
export interface CalibrationResult<O> {
  calibrationPoints: CalibrationPoint[];
  options: O;
}

export interface CalibrationDialogProps<I, O> {
  isOpen: boolean;
  /** The clicked pixels, in the order of the kind's click labels. */
  points: readonly Vec[];
  /** Values to start from (editing an axes); new axes start from the defaults. */
  initial?: Partial<I>;
  onConfirm: (result: CalibrationResult<O>) => void;
  onCancel: () => void;
}

/**
 * Check the pixels and try the calibration: the message to show, or the result. Values are
 * checked first (not a number or date, log of zero), then the calibration itself (points on top
 * of each other, equal values).
 */
function tryCalibrate<O>(
  points: readonly Vec[],
  count: number,
  build: (points: readonly Vec[]) => CalibrationResult<O>,
  calibrate: (result: CalibrationResult<O>) => unknown,
): string | CalibrationResult<O> {
  if (points.length < count || points.slice(0, count).some((p) => !Number.isFinite(p.x) || !Number.isFinite(p.y))) return EDITOR_MESSAGES.enterValid;
  const result = build(points);
  try {
    calibrate(result);
  } catch (err) {
    return calibrationMessage(err);
  }
  return result;
}

// ---- Polar ----

export interface PolarCalibrationValues {
  r1: string;
  theta1: string;
  r2: string;
  theta2: string;
  degrees: boolean;
  clockwise: boolean;
  logR: boolean;
}

export const POLAR_DEFAULTS: PolarCalibrationValues = { r1: '0', theta1: '0', r2: '1', theta2: '0', degrees: true, clockwise: false, logR: false };

/** 'Polar Axes Calibration': r and theta of P1 and P2 (the origin is r = 0), the angle unit, the direction and a log r. */
export function PolarCalibrationDialog({ isOpen, points, initial, onConfirm, onCancel }: CalibrationDialogProps<PolarCalibrationValues, polarCalibration.PolarOptions>) {
  const [v, setV] = useState<PolarCalibrationValues>(() => ({ ...POLAR_DEFAULTS, ...initial }));
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<PolarCalibrationValues>) => setV((s) => ({ ...s, ...patch }));

  const submit = () => {
    const problem = validateCalibrationValues([
      { values: [v.r1, v.r2], log: v.logR },
      { values: [v.theta1, v.theta2], log: false },
    ]);
    if (problem) return setError(problem);
    const outcome = tryCalibrate(
      points,
      polarCalibration.pointCount,
      ([O, P1, P2]) => ({
        calibrationPoints: [
          { px: O!.x, py: O!.y, dx: '0', dy: '0' },
          { px: P1!.x, py: P1!.y, dx: v.r1, dy: v.theta1 },
          { px: P2!.x, py: P2!.y, dx: v.r2, dy: v.theta2 },
        ],
        options: { degrees: v.degrees, clockwise: v.clockwise, logR: v.logR },
      }),
      (r) => polarCalibration.calibrate(r.calibrationPoints, r.options),
    );
    if (typeof outcome === 'string') return setError(outcome);
    setError(null);
    onConfirm(outcome);
  };

  const field = (key: 'r1' | 'theta1' | 'r2' | 'theta2', label: string) => (
    <TextField label={label} autoFocus={key === 'r1'} value={v[key]} onChange={(text) => set({ [key]: text })} />
  );

  return (
    <CalibrationFrame title="Polar Axes Calibration" isOpen={isOpen} error={error} onSubmit={submit} onCancel={onCancel}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Point 1</legend>
        <Inline gap="sm" alignItems="flex-end">
          {field('r1', 'P1 r')}
          {field('theta1', 'P1 theta')}
        </Inline>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Point 2</legend>
        <Inline gap="sm" alignItems="flex-end">
          {field('r2', 'P2 r')}
          {field('theta2', 'P2 theta')}
        </Inline>
      </fieldset>
      <RadioGroup label="Angles in" orientation="horizontal" value={v.degrees ? 'degrees' : 'radians'} onChange={(value) => set({ degrees: value === 'degrees' })}>
        <Radio value="degrees">Degrees</Radio>
        <Radio value="radians">Radians</Radio>
      </RadioGroup>
      <Checkbox isSelected={v.clockwise} onChange={(clockwise) => set({ clockwise })}>
        Clockwise
      </Checkbox>
      <Checkbox isSelected={v.logR} onChange={(logR) => set({ logR })}>
        Log scale r
      </Checkbox>
    </CalibrationFrame>
  );
}

// ---- Ternary ----

export interface TernaryCalibrationValues {
  range100: boolean;
  reversed: boolean;
}

/** The spec's ternary defaults: range 0 to 100, normal orientation. */
export const TERNARY_DEFAULTS: TernaryCalibrationValues = { range100: true, reversed: false };

/** 'Ternary Axes Calibration': the range of the three values and the direction the axes are labelled in. */
export function TernaryCalibrationDialog({ isOpen, points, initial, onConfirm, onCancel }: CalibrationDialogProps<TernaryCalibrationValues, ternaryCalibration.TernaryOptions>) {
  const [v, setV] = useState<TernaryCalibrationValues>(() => ({ ...TERNARY_DEFAULTS, ...initial }));
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const outcome = tryCalibrate(
      points,
      ternaryCalibration.pointCount,
      (ps) => ({
        calibrationPoints: ps.slice(0, 3).map((p) => ({ px: p.x, py: p.y, dx: '0', dy: '0' })),
        options: { range100: v.range100, reversed: v.reversed },
      }),
      (r) => ternaryCalibration.calibrate(r.calibrationPoints, r.options),
    );
    if (typeof outcome === 'string') return setError(outcome);
    setError(null);
    onConfirm(outcome);
  };

  return (
    <CalibrationFrame title="Ternary Axes Calibration" isOpen={isOpen} error={error} onSubmit={submit} onCancel={onCancel}>
      <RadioGroup label="Range" orientation="horizontal" value={v.range100 ? '100' : '1'} onChange={(value) => setV((s) => ({ ...s, range100: value === '100' }))}>
        <Radio value="1">0 to 1</Radio>
        <Radio value="100">0 to 100</Radio>
      </RadioGroup>
      <RadioGroup label="Orientation" orientation="horizontal" value={v.reversed ? 'reversed' : 'normal'} onChange={(value) => setV((s) => ({ ...s, reversed: value === 'reversed' }))}>
        <Radio value="normal">Normal</Radio>
        <Radio value="reversed">Reversed</Radio>
      </RadioGroup>
    </CalibrationFrame>
  );
}

// ---- Map ----

export interface MapCalibrationValues {
  scaleLength: string;
  unit: string;
  origin: 'bottom-left' | 'top-left';
}

export const MAP_DEFAULTS: MapCalibrationValues = { scaleLength: '1', unit: 'm', origin: 'bottom-left' };

/** 'Map Scale Calibration': the length of the clicked scale bar, its unit and where the origin is. */
export function MapCalibrationDialog({
  isOpen,
  points,
  initial,
  imageHeight,
  onConfirm,
  onCancel,
}: CalibrationDialogProps<MapCalibrationValues, mapCalibration.MapOptions> & {
  /** Height of the page in image pixels: a bottom-left origin counts y up from its bottom edge. */
  imageHeight: number;
}) {
  const [v, setV] = useState<MapCalibrationValues>(() => ({ ...MAP_DEFAULTS, ...initial }));
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<MapCalibrationValues>) => setV((s) => ({ ...s, ...patch }));

  const submit = () => {
    const length = Number(v.scaleLength.trim() || NaN);
    if (!(Number.isFinite(length) && length > 0)) return setError(EDITOR_MESSAGES.enterValid);
    const outcome = tryCalibrate(
      points,
      mapCalibration.pointCount,
      ([P1, P2]) => ({
        calibrationPoints: [
          { px: P1!.x, py: P1!.y, dx: '0', dy: '0' },
          { px: P2!.x, py: P2!.y, dx: v.scaleLength.trim(), dy: '0' },
        ],
        options: { scaleLength: v.scaleLength.trim(), unit: v.unit.trim(), origin: v.origin, imageHeight },
      }),
      (r) => mapCalibration.calibrate(r.calibrationPoints, r.options),
    );
    if (typeof outcome === 'string') return setError(outcome);
    setError(null);
    onConfirm(outcome);
  };

  return (
    <CalibrationFrame title="Map Scale Calibration" isOpen={isOpen} error={error} onSubmit={submit} onCancel={onCancel}>
      <Inline gap="sm" alignItems="flex-end">
        <TextField label="Scale length" autoFocus value={v.scaleLength} onChange={(scaleLength) => set({ scaleLength })} />
        <TextField label="Units" value={v.unit} onChange={(unit) => set({ unit })} />
      </Inline>
      <RadioGroup label="Origin" orientation="horizontal" value={v.origin} onChange={(origin) => set({ origin: origin as MapCalibrationValues['origin'] })}>
        <Radio value="bottom-left">Bottom left</Radio>
        <Radio value="top-left">Top left</Radio>
      </RadioGroup>
    </CalibrationFrame>
  );
}

// ---- Circular chart recorder ----

export interface RecorderCalibrationValues {
  t0: string;
  r0: string;
  r2: string;
  tStart: string;
  rotationTime: 'week' | 'day';
  clockwise: boolean;
}

export const RECORDER_DEFAULTS: RecorderCalibrationValues = { t0: '', r0: '0', r2: '1', tStart: '', rotationTime: 'week', clockwise: true };

/**
 * 'Circular Chart Recorder Calibration': the time of the clicked pen arc (T0) and the values at
 * R0 and R2, the chart's start time, how long one turn takes and which way time runs.
 */
export function RecorderCalibrationDialog({
  isOpen,
  points,
  initial,
  onConfirm,
  onCancel,
}: CalibrationDialogProps<RecorderCalibrationValues, recorderCalibration.CircularChartRecorderOptions>) {
  const [v, setV] = useState<RecorderCalibrationValues>(() => ({ ...RECORDER_DEFAULTS, ...initial }));
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<RecorderCalibrationValues>) => setV((s) => ({ ...s, ...patch }));

  const submit = () => {
    const problem = validateCalibrationValues([
      { values: [v.t0, ...(v.tStart.trim() ? [v.tStart] : [])], log: false },
      { values: [v.r0, v.r2], log: false },
    ]);
    if (problem) return setError(problem);
    const outcome = tryCalibrate(
      points,
      recorderCalibration.pointCount,
      (ps) => ({
        calibrationPoints: ps.slice(0, 5).map((p, i) => ({
          px: p.x,
          py: p.y,
          dx: i === 0 ? v.t0.trim() : '0',
          dy: i === 0 ? v.r0.trim() : i === 2 ? v.r2.trim() : '0',
        })),
        options: { rotationTime: v.rotationTime, clockwise: v.clockwise, ...(v.tStart.trim() ? { tStart: v.tStart.trim() } : {}) },
      }),
      (r) => recorderCalibration.calibrate(r.calibrationPoints, r.options),
    );
    if (typeof outcome === 'string') return setError(outcome);
    setError(null);
    onConfirm(outcome);
  };

  return (
    <CalibrationFrame title="Circular Chart Recorder Calibration" isOpen={isOpen} error={error} onSubmit={submit} onCancel={onCancel}>
      <Inline gap="sm" alignItems="flex-end">
        <TextField label="T0 (time of the pen arc)" description="yyyy/mm/dd hh:ii:ss" autoFocus value={v.t0} onChange={(t0) => set({ t0 })} />
        <TextField label="Start time" description="Optional; times are read from it" value={v.tStart} onChange={(tStart) => set({ tStart })} />
      </Inline>
      <Inline gap="sm" alignItems="flex-end">
        <TextField label="R0 (value at T0,R0)" value={v.r0} onChange={(r0) => set({ r0 })} />
        <TextField label="R2 (value at T0,R2)" value={v.r2} onChange={(r2) => set({ r2 })} />
      </Inline>
      <RadioGroup label="Rotation time" orientation="horizontal" value={v.rotationTime} onChange={(value) => set({ rotationTime: value as 'week' | 'day' })}>
        <Radio value="week">Week</Radio>
        <Radio value="day">Day</Radio>
      </RadioGroup>
      <RadioGroup label="Time runs" orientation="horizontal" value={v.clockwise ? 'clockwise' : 'anticlockwise'} onChange={(value) => set({ clockwise: value === 'clockwise' })}>
        <Radio value="clockwise">Clockwise</Radio>
        <Radio value="anticlockwise">Anticlockwise</Radio>
      </RadioGroup>
    </CalibrationFrame>
  );
}
