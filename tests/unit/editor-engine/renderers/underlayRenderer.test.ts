import { describe, expect, it } from 'vitest';
import { UnderlayRenderer } from '../../../../src/editor/engine/renderers/underlayRenderer';
import { fakeCanvas } from './fakeCanvas';

function setup() {
  const { canvas, calls } = fakeCanvas();
  const underlay = new UnderlayRenderer(canvas);
  underlay.resize(300, 200);
  const page = { width: 300, height: 200, name: 'page' };
  const markers = { width: 300, height: 200, name: 'markers' };
  const calibration = { width: 300, height: 200, name: 'calibration' };
  return { underlay, calls, sources: [page, markers, calibration], page, markers, calibration };
}

describe('UnderlayRenderer', () => {
  it('sizes its canvas and says when it changed', () => {
    const { underlay } = setup();
    expect(underlay.canvas.width).toBe(300);
    expect(underlay.resize(300, 200)).toBe(false);
    expect(underlay.resize(400, 200)).toBe(true);
    expect(underlay.canvas.width).toBe(400);
  });

  it('composites every source in full, bottom first, the bottom one replacing what was shown', () => {
    const { underlay, calls, sources, page, markers, calibration } = setup();
    underlay.compose(sources);
    const drawing = calls.filter((c) => c.name === 'clearRect' || c.name === 'drawImage');
    expect(drawing.map((c) => [c.name, c.composite, ...c.args])).toEqual([
      ['drawImage', 'copy', page, 0, 0],
      ['drawImage', 'source-over', markers, 0, 0],
      ['drawImage', 'source-over', calibration, 0, 0],
    ]);
  });

  it('clears the canvas when no source is ready', () => {
    const { underlay, calls } = setup();
    underlay.compose([{ width: 0, height: 0 }]);
    expect(calls.filter((c) => c.name === 'clearRect' || c.name === 'drawImage').map((c) => [c.name, ...c.args])).toEqual([['clearRect', 0, 0, 300, 200]]);
  });

  it('composites only the rectangles given, each cleared then drawn from every source, clamped to the canvas', () => {
    const { underlay, calls, sources, page, markers, calibration } = setup();
    underlay.compose(sources, [
      { x0: 10, y0: 20, x1: 30, y1: 50 },
      { x0: 290, y0: -5, x1: 320, y1: 10 },
      { x0: 400, y0: 0, x1: 410, y1: 10 },
    ]);
    const drawing = calls.filter((c) => c.name === 'clearRect' || c.name === 'drawImage');
    expect(drawing.every((c) => c.composite === 'source-over')).toBe(true);
    expect(drawing.map((c) => [c.name, ...c.args])).toEqual([
      ['clearRect', 10, 20, 20, 30],
      ['drawImage', page, 10, 20, 20, 30, 10, 20, 20, 30],
      ['drawImage', markers, 10, 20, 20, 30, 10, 20, 20, 30],
      ['drawImage', calibration, 10, 20, 20, 30, 10, 20, 20, 30],
      ['clearRect', 290, 0, 10, 10],
      ['drawImage', page, 290, 0, 10, 10, 290, 0, 10, 10],
      ['drawImage', markers, 290, 0, 10, 10, 290, 0, 10, 10],
      ['drawImage', calibration, 290, 0, 10, 10, 290, 0, 10, 10],
    ]);
  });

  it('leaves out a source not yet sized to the view', () => {
    const { underlay, calls, page, calibration } = setup();
    underlay.compose([page, { width: 1, height: 1 }, calibration]);
    expect(calls.filter((c) => c.name === 'drawImage').map((c) => c.args[0])).toEqual([page, calibration]);
  });
});
