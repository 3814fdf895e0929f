import { describe, expect, it } from 'vitest';
import { createProject, getPage, type Axes } from '../../../src/editor/core/model/types';
import { UndoManager } from '../../../src/editor/core/undo';
import { describeValues, formatValue, moveCalibrationPointCommand, sceneFromProject } from '../../../src/editor/engine/projectAdapter';
import { arrowStep } from '../../../src/editor/engine/tools/tools';

const xyAxes = (): Axes => ({
  type: 'xy',
  name: 'XY graph',
  options: {},
  metadata: { axesLabelData: { x: { dataType: 'Time', unit: 'h', description: '', decimals: 1, changeFromBaseline: '' } } },
  calibrationPoints: [
    { px: 100, py: 400, dx: 0, dy: 0 },
    { px: 600, py: 400, dx: 10, dy: 0 },
    { px: 100, py: 400, dx: 0, dy: 0 },
    { px: 100, py: 100, dx: 0, dy: 60 },
  ],
});

describe('project adapter', () => {
  it('formats values without trailing zeros', () => {
    expect(formatValue(3.2)).toBe('3.2');
    expect(formatValue(41.004)).toBe('41');
    expect(formatValue(2.345, 1)).toBe('2.3');
    expect(formatValue(1.5e-6)).toBe('1.50e-6');
  });

  it('describes a pixel in data values with each axis decimals', () => {
    expect(describeValues(xyAxes(), { x: 132, y: 195 })).toBe('x = 0.6, y = 41');
  });

  it('builds the scene of one page, other pages faded', () => {
    const project = createProject();
    const p1 = getPage(project, 0, 1);
    p1.axes.push(xyAxes());
    p1.datasets.push({ name: 'A', axesName: 'XY graph', metadata: {}, points: [{ x: 1, y: 2 }], metadataKeys: [], pointGroups: [], tuples: [] });
    getPage(project, 0, 2).datasets.push({ name: 'B', axesName: 'Other', metadata: {}, points: [], metadataKeys: [], pointGroups: [], tuples: [] });
    getPage(project, 1, 1).datasets.push({ name: 'C', axesName: 'Other', metadata: {}, points: [], metadataKeys: [], pointGroups: [], tuples: [] });
    const options = { file: 0, page: 1, activeDataset: 'A', activeAxes: null, pendingCalibration: [], calibrationType: 'xy' as const };
    const scene = sceneFromProject(project, { ...options, showOffPage: true });
    expect(scene.datasets.map((d) => [d.id.replace('\u0000', '/'), !!d.offPage])).toEqual([
      ['A', false],
      ['2/B', true],
    ]);
    expect(scene.axes[0]!.labels).toEqual(['X1', 'X2', 'Y1', 'Y2']);
    expect(scene.datasets[0]!.points).toBe(p1.datasets[0]!.points);
    expect(sceneFromProject(project, { ...options, showOffPage: false }).datasets).toHaveLength(1);
  });

  it('moves a calibration point undoably', () => {
    const project = createProject();
    const page = getPage(project, 0, 1);
    page.axes.push(xyAxes());
    const undo = new UndoManager();
    undo.execute(moveCalibrationPointCommand(page, 'XY graph', 1, { x: 610, y: 401 }));
    expect(page.axes[0]!.calibrationPoints[1]).toMatchObject({ px: 610, py: 401, dx: 10 });
    undo.undo();
    expect(page.axes[0]!.calibrationPoints[1]).toMatchObject({ px: 600, py: 400 });
  });
});

describe('arrow steps', () => {
  const view = (zoom: number, rotation: 0 | 90 | 180 | 270 = 0) => ({ view: { zoom, rotation, center: { x: 0, y: 0 } } });
  it('moves 0.5/zoom, with Shift 5/zoom', () => {
    expect(arrowStep({ key: 'ArrowRight', shiftKey: false }, view(2))).toEqual({ x: 0.25, y: 0 });
    expect(arrowStep({ key: 'ArrowUp', shiftKey: true }, view(0.5))).toMatchObject({ y: -10 });
    expect(arrowStep({ key: 'Enter', shiftKey: false }, view(1))).toBeNull();
  });
  it('follows the screen direction when the view is turned', () => {
    const step = arrowStep({ key: 'ArrowRight', shiftKey: false }, view(1, 90))!;
    expect(step.x).toBeCloseTo(0);
    expect(step.y).toBeCloseTo(-0.5);
  });
});
