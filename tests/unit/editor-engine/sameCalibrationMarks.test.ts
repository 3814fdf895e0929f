import { describe, expect, it } from 'vitest';
import { sameCalibrationMarks } from '../../../src/editor/engine/DigitizerEngine';
import { EMPTY_SCENE, type Scene } from '../../../src/editor/engine/scene';

const axes = (points: { x: number; y: number }[], labels = ['X1', 'X2', 'Y1', 'Y2']) => ({ id: 'XY', name: 'XY', points, labels });
const scene = (over: Partial<Scene> = {}): Scene => ({
  ...EMPTY_SCENE,
  axes: [axes([{ x: 1, y: 2 }, { x: 3, y: 4 }, { x: 5, y: 6 }, { x: 7, y: 8 }])],
  datasets: [{ id: 'data', color: 'red', points: [{ x: 10, y: 10 }] }],
  ...over,
});

describe('sameCalibrationMarks', () => {
  it('holds when only the data points differ, so a new point leaves the calibration marks alone', () => {
    expect(sameCalibrationMarks(scene(), scene({ datasets: [{ id: 'data', color: 'red', points: [{ x: 10, y: 10 }, { x: 20, y: 20 }] }] }))).toBe(true);
  });

  it('fails when an axis point moves, a label changes, axes come or go, or an axes moves to another page', () => {
    const moved = scene({ axes: [axes([{ x: 1, y: 2 }, { x: 3, y: 4.5 }, { x: 5, y: 6 }, { x: 7, y: 8 }])] });
    expect(sameCalibrationMarks(scene(), moved)).toBe(false);
    const relabelled = scene({ axes: [axes([{ x: 1, y: 2 }, { x: 3, y: 4 }, { x: 5, y: 6 }, { x: 7, y: 8 }], ['X1', 'X2', 'Y1', 'P4'])] });
    expect(sameCalibrationMarks(scene(), relabelled)).toBe(false);
    expect(sameCalibrationMarks(scene(), scene({ axes: [] }))).toBe(false);
    expect(sameCalibrationMarks(scene(), scene({ axes: [{ ...scene().axes[0]!, offPage: true }] }))).toBe(false);
  });

  it('fails when the calibrate tool has collected another point or collects for another kind of axes', () => {
    expect(sameCalibrationMarks(scene(), scene({ pendingCalibration: [{ x: 1, y: 1 }] }))).toBe(false);
    expect(sameCalibrationMarks(scene({ pendingCalibration: [{ x: 1, y: 1 }] }), scene({ pendingCalibration: [{ x: 1, y: 1 }] }))).toBe(true);
    expect(sameCalibrationMarks(scene({ calibrationLabels: ['X1', 'X2'] }), scene({ calibrationLabels: ['P1', 'P2'] }))).toBe(false);
  });
});
