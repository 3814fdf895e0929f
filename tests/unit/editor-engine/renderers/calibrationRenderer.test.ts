import paperCore from 'paper/dist/paper-core';
import { describe, expect, it } from 'vitest';
import { CALIBRATION_COLORS, CalibrationRenderer } from '../../../../src/editor/engine/renderers/calibrationRenderer';
import type { ViewState } from '../../../../src/editor/engine/viewTransform';

function scope() {
  const s = new paperCore.PaperScope();
  s.setup(new s.Size(400, 300));
  return s;
}

const view: ViewState = { zoom: 2, rotation: 0, center: { x: 100, y: 75 } };

describe('CalibrationRenderer', () => {
  it('draws a cross and a label per calibration point, the dragged one at its preview, faded when off the page', () => {
    const s = scope();
    const layer = new s.Layer();
    const r = new CalibrationRenderer(s, layer);
    r.draw({
      axes: [
        { id: 'xy', name: 'XY', points: [{ x: 10, y: 20 }, { x: 30, y: 40 }], labels: ['X1', 'X2'] },
        { id: 'old', name: 'Old', points: [{ x: 5, y: 5 }], labels: ['P1'], offPage: true },
      ],
      pending: [{ x: 50, y: 60 }],
      pendingLabels: ['Y1'],
      preview: { kind: 'axis', ref: { axesId: 'xy', index: 1 }, at: { x: 33, y: 44 } },
      view,
    });
    const labels = layer.children.filter((c) => c instanceof s.PointText) as paper.PointText[];
    expect(labels.map((l) => l.content)).toEqual(['X1', 'X2', 'P1', 'Y1']);
    const crosses = layer.children.filter((c) => c instanceof s.Group) as paper.Group[];
    expect(crosses.map((g) => [Math.round(g.bounds.center.x), Math.round(g.bounds.center.y)])).toEqual([
      [10, 20],
      [33, 44],
      [5, 5],
      [50, 60],
    ]);
    expect(crosses.map((g) => g.opacity)).toEqual([1, 1, 0.5, 1]);
    expect((crosses[3]!.lastChild as paper.Path).strokeColor?.toCSS(true)).toBe(CALIBRATION_COLORS.pending);
    // 7 screen pixels either side at zoom 2.
    expect(crosses[0]!.bounds.width).toBeCloseTo(7, 5);
  });

  it('replaces what it drew', () => {
    const s = scope();
    const layer = new s.Layer();
    const r = new CalibrationRenderer(s, layer);
    const input = { axes: [{ id: 'xy', name: 'XY', points: [{ x: 1, y: 2 }], labels: ['X1'] }], pending: [], pendingLabels: [], preview: null, view };
    r.draw(input);
    r.draw(input);
    expect(layer.children).toHaveLength(2);
  });
});

