import { useState } from 'react';
import { EDITOR_MESSAGES } from '../core/errors';
import * as barCalibration from '../core/calibration/bar';
import * as xyCalibration from '../core/calibration/xy';
import type { CalibrationPoint } from '../core/calibration/types';
import type { Axes } from '../core/model/types';
import type { Vec } from '../engine/viewTransform';
import { Checkbox, Inline, TextField } from '../../ui';
import { CalibrationFrame, calibrationMessage } from './calibration/CalibrationFrame';
import * as styles from './panels.css';
import { validateCalibrationValues } from './validation';

export interface XYCalibrationResult {
  calibrationPoints: CalibrationPoint[];
  options: xyCalibration.XYOptions;
}

export interface XYCalibrationDialogProps {
  isOpen: boolean;
  /** The four clicked pixels: X1, X2, Y1, Y2. */
  points: readonly Vec[];
  /** Values to start from (editing an axes); new axes start at 0 and 1. */
  initial?: { x1: string; x2: string; y1: string; y2: string; logX?: boolean; logY?: boolean; noRotation?: boolean };
  onConfirm: (result: XYCalibrationResult) => void;
  onCancel: () => void;
}

/** 'X and Y Axes Calibration': the known values of the four clicked points. */
export function XYCalibrationDialog({ isOpen, points, initial, onConfirm, onCancel }: XYCalibrationDialogProps) {
  const [v, setV] = useState(() => ({ ...xyCalibration.DEFAULT_AXIS_VALUES, ...initial }));
  const [logX, setLogX] = useState(initial?.logX ?? false);
  const [logY, setLogY] = useState(initial?.logY ?? false);
  const [noRotation, setNoRotation] = useState(initial?.noRotation ?? false);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const problem = validateCalibrationValues([
      { values: [v.x1, v.x2], log: logX },
      { values: [v.y1, v.y2], log: logY },
    ]);
    if (problem) return setError(problem);
    const [X1, X2, Y1, Y2] = points;
    if (!X1 || !X2 || !Y1 || !Y2) return setError(EDITOR_MESSAGES.enterValid);
    const calibrationPoints: CalibrationPoint[] = [
      { px: X1.x, py: X1.y, dx: v.x1, dy: '0' },
      { px: X2.x, py: X2.y, dx: v.x2, dy: '0' },
      { px: Y1.x, py: Y1.y, dx: '0', dy: v.y1 },
      { px: Y2.x, py: Y2.y, dx: '0', dy: v.y2 },
    ];
    const options = { logX, logY, noRotation };
    try {
      xyCalibration.calibrate(calibrationPoints, options);
    } catch (err) {
      return setError(calibrationMessage(err));
    }
    setError(null);
    onConfirm({ calibrationPoints, options });
  };

  const field = (key: keyof typeof v, label: string) => (
    <TextField label={label} autoFocus={key === 'x1'} value={String(v[key] ?? '')} onChange={(text) => setV((s) => ({ ...s, [key]: text }))} />
  );

  return (
    <CalibrationFrame title="X and Y Axes Calibration" isOpen={isOpen} error={error} maxWidth={500} onSubmit={submit} onCancel={onCancel}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>X axis</legend>
        <Inline gap="sm" alignItems="flex-end">
          {field('x1', 'X axis point 1')}
          {field('x2', 'X axis point 2')}
          <Checkbox isSelected={logX} onChange={setLogX}>
            Log scale X
          </Checkbox>
        </Inline>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Y axis</legend>
        <Inline gap="sm" alignItems="flex-end">
          {field('y1', 'Y axis point 1')}
          {field('y2', 'Y axis point 2')}
          <Checkbox isSelected={logY} onChange={setLogY}>
            Log scale Y
          </Checkbox>
        </Inline>
      </fieldset>
      <Checkbox isSelected={noRotation} onChange={setNoRotation}>
        Skip rotation correction
      </Checkbox>
    </CalibrationFrame>
  );
}

export interface BarCalibrationResult {
  calibrationPoints: CalibrationPoint[];
  options: barCalibration.BarOptions;
}

export interface BarCalibrationDialogProps {
  isOpen: boolean;
  /** The two clicked pixels on the value axis: P1, P2. */
  points: readonly Vec[];
  initial?: { p1: string; p2: string; log?: boolean; rotated?: boolean };
  onConfirm: (result: BarCalibrationResult) => void;
  onCancel: () => void;
}

/** 'Edit Bar Axis Values': the values at the two clicked points of the bar axis. */
export function BarCalibrationDialog({ isOpen, points, initial, onConfirm, onCancel }: BarCalibrationDialogProps) {
  const [p1, setP1] = useState(initial?.p1 ?? '0');
  const [p2, setP2] = useState(initial?.p2 ?? '1');
  const [log, setLog] = useState(initial?.log ?? false);
  const [rotated, setRotated] = useState(initial?.rotated ?? false);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const problem = validateCalibrationValues([{ values: [p1, p2], log }]);
    if (problem) return setError(problem);
    const [P1, P2] = points;
    if (!P1 || !P2) return setError(EDITOR_MESSAGES.enterValid);
    const calibrationPoints: CalibrationPoint[] = [
      { px: P1.x, py: P1.y, dx: '0', dy: p1 },
      { px: P2.x, py: P2.y, dx: '0', dy: p2 },
    ];
    const options = { log, rotated };
    try {
      barCalibration.calibrate(calibrationPoints, options);
    } catch (err) {
      return setError(calibrationMessage(err));
    }
    setError(null);
    onConfirm({ calibrationPoints, options });
  };

  return (
    <CalibrationFrame title="Edit Bar Axis Values" isOpen={isOpen} error={error} maxWidth={500} onSubmit={submit} onCancel={onCancel}>
      <Inline gap="sm" alignItems="flex-end">
        <TextField label="Bar axis point 1" autoFocus value={p1} onChange={setP1} />
        <TextField label="Bar axis point 2" value={p2} onChange={setP2} />
      </Inline>
      <Checkbox isSelected={log} onChange={setLog}>
        Log scale
      </Checkbox>
      <Checkbox isSelected={rotated} onChange={setRotated}>
        Rotated axes
      </Checkbox>
    </CalibrationFrame>
  );
}

/** Values the calibration dialogs start from when an existing graph's values are edited. */
export function calibrationValuesOf(a: Axes) {
  const c = a.calibrationPoints;
  if (a.type === 'bar') return { p1: String(c[0]?.dy ?? '0'), p2: String(c[1]?.dy ?? '1'), log: !!a.options.log, rotated: !!a.options.rotated };
  if (a.type === 'xy')
    return {
      x1: String(c[0]?.dx ?? '0'),
      x2: String(c[1]?.dx ?? '1'),
      y1: String(c[2]?.dy ?? '0'),
      y2: String(c[3]?.dy ?? '1'),
      logX: !!a.options.logX,
      logY: !!a.options.logY,
      noRotation: !!a.options.noRotation,
    };
  return undefined;
}
