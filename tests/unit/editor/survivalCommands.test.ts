import { describe, expect, it } from 'vitest';
import type { DataPoint } from '../../../src/editor/core/model/types';
import { createProject } from '../../../src/editor/core/model/types';
import { saveProject } from '../../../src/editor/core/project';
import { armCurve, armPointsFromDataset, defaultSurvivalSettings } from '../../../src/editor/core/survival';
import { xy } from '../../../src/editor/core/calibration';
import { addSurvivalArmPoints, EditorSession, fixSurvivalPoint, removeSurvivalSettings, setCensorMark, setSurvivalSettings } from '../../../src/editor/session';
import { dataset, page, xyAxes } from './session.fixtures';

const AXES = 'XY graph 1';

function open(points: DataPoint[]) {
  const project = createProject();
  project.pages.push(page(0, 1, [dataset('Arm A', points, AXES)], [{ ...xyAxes(AXES), metadata: { axesLabelData: { x: { dataType: 'Time', unit: 'months', description: '', decimals: 1, changeFromBaseline: 'Not a ratio' } } } }]));
  const saved = saveProject(project);
  const session = new EditorSession({ document: structuredClone(saved), version: 1 });
  const pg = () => session.document.pages[0]!;
  return { saved, session, ds: () => pg().datasets[0]!, axes: () => pg().axes[0]! };
}

describe('survival graph edits', () => {
  it('stores the settings beside the other metadata, as one undo step each', () => {
    const { saved, session, axes } = open([]);
    const settings = defaultSurvivalSettings(['Arm A']);
    session.edit((ctx) => setSurvivalSettings(ctx, AXES, settings));
    expect(axes().metadata.survival).toEqual(settings);
    expect(axes().metadata.axesLabelData?.x?.unit).toBe('months');
    expect(session.getSnapshot().undoLabel).toBe('Make a survival graph');
    session.edit((ctx) => setSurvivalSettings(ctx, AXES, { ...settings, timeUnit: 'years' }));
    expect(session.getSnapshot().undoLabel).toBe('Edit survival settings');
    session.undo();
    session.undo();
    expect(session.document).toEqual(saved);
  });

  it('makes a survival graph a plain XY graph again, as one undo step', () => {
    const { session, axes } = open([]);
    session.edit((ctx) => setSurvivalSettings(ctx, AXES, defaultSurvivalSettings(['Arm A'])));
    const before = structuredClone(session.document);
    session.edit((ctx) => removeSurvivalSettings(ctx, AXES));
    expect(axes().metadata.survival).toBeUndefined();
    expect(axes().metadata.axesLabelData?.x?.unit).toBe('months');
    expect(session.getSnapshot().undoLabel).toBe('Stop the survival analysis');
    session.undo();
    expect(session.document).toEqual(before);
    expect(() => session.edit((ctx) => removeSurvivalSettings(ctx, 'XY graph 2'))).toThrow();
  });

  it('marks and unmarks a censor mark, keeping the point tags', () => {
    const { session, ds } = open([{ x: 100, y: 200, metadata: { compositeKey: 'ABC-1' } }, { x: 200, y: 300 }]);
    session.edit((ctx) => setCensorMark(ctx, 'Arm A', 0, true));
    session.edit((ctx) => setCensorMark(ctx, 'Arm A', 1, true));
    expect(ds().points.map((p) => p.metadata)).toEqual([{ compositeKey: 'ABC-1', censorMark: true }, { censorMark: true }]);
    session.edit((ctx) => setCensorMark(ctx, 'Arm A', 0, false));
    session.edit((ctx) => setCensorMark(ctx, 'Arm A', 1, false));
    expect(ds().points.map((p) => p.metadata)).toEqual([{ compositeKey: 'ABC-1' }, undefined]);
  });

  it('adds a picked arm as its corners and its flagged censor marks, in one undo step', () => {
    const { saved, session, ds, axes } = open([]);
    // Survival in percent, 0-100 over 1000 px: corners (0, 100), (20, 100), (20, 80), (50, 80); a mark at 35.
    const corners = [{ x: 0, y: 0 }, { x: 200, y: 0 }, { x: 200, y: 200 }, { x: 500, y: 200 }];
    session.edit((ctx) => addSurvivalArmPoints(ctx, 'Arm A', { corners, censorMarks: [{ x: 350, y: 200 }] }));
    expect(session.getSnapshot().undoLabel).toBe('Add 4 corners and 1 censor mark');
    expect(ds().points.map((p) => p.metadata?.censorMark === true)).toEqual([false, false, false, false, true]);
    // Each point is tagged like a click: the time and value of the labelled axes.
    expect(ds().points[4]!.metadata?.uuid).toEqual(expect.any(String));
    const calibration = xy.calibrate(axes().calibrationPoints, {});
    const curve = armCurve(armPointsFromDataset(ds().points, calibration), { kind: 'survival', yScale: 'percent' });
    expect(curve.censorMarks.map((t) => Math.round(t * 1e9) / 1e9)).toEqual([35]);
    expect(curve.curve.map((c) => [Math.round(c.time), Math.round(c.surv * 100) / 100])).toEqual([[0, 1], [20, 1], [20, 0.8], [50, 0.8]]);
    session.undo();
    expect(session.document).toEqual(saved);
  });

  it('fixes a step up by moving the point onto the level before it, keeping its time', () => {
    // 0-100 on both axes over 1000 px: (x 100, y 200) reads time 10, value 80
    const { session, ds, axes } = open([
      { x: 0, y: 100 },
      { x: 100, y: 100 },
      { x: 100, y: 200 },
      { x: 300, y: 150 },
    ]);
    const calibration = xy.calibrate(axes().calibrationPoints, {});
    const axis = { kind: 'survival' as const, yScale: 'percent' as const };
    const [problem] = armCurve(armPointsFromDataset(ds().points, calibration), axis).problems;
    expect(problem!.index).toBe(3);
    session.edit((ctx) => fixSurvivalPoint(ctx, AXES, 'Arm A', problem!));
    expect(ds().points[3]!.x).toBeCloseTo(300, 9);
    expect(ds().points[3]!.y).toBeCloseTo(200, 9);
    expect(armCurve(armPointsFromDataset(ds().points, calibration), axis).problems).toEqual([]);
  });

  it('refuses settings on a graph that is not an XY graph', () => {
    const project = createProject();
    project.pages.push(page(0, 1, [], [{ ...xyAxes(AXES), type: 'bar', options: {} } as never]));
    const session = new EditorSession({ document: saveProject(project), version: 1 });
    expect(() => session.edit((ctx) => setSurvivalSettings(ctx, AXES, defaultSurvivalSettings()))).toThrow('XY graph 1 is not an XY graph; only an XY graph can be a survival graph');
  });
});
