import { describe, expect, it } from 'vitest';
import { OVERLAY_COLORS, OverlayRenderer, markBounds, overlayMarks, type OverlayInput } from '../../../../src/editor/engine/renderers/overlayRenderer';
import { viewMatrix } from '../../../../src/editor/engine/viewTransform';
import { fakeCanvas } from './fakeCanvas';

const base: OverlayInput = {
  matrix: { a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0 },
  viewport: { width: 400, height: 300 },
  axisHover: null,
  hover: null,
  dragged: null,
  selected: null,
  focused: false,
  crosshairAt: null,
  cursor: null,
};

describe('overlayMarks', () => {
  it('is empty when there is nothing transient', () => {
    expect(overlayMarks(base)).toEqual([]);
  });

  it('places hover, dragged point, two-tone selection with focus ring, crosshair and keyboard cursor on screen', () => {
    const marks = overlayMarks({
      ...base,
      hover: { x: 10, y: 10 },
      dragged: { at: { x: 20, y: 20 }, color: '#00ff00' },
      selected: { x: 20, y: 20 },
      focused: true,
      crosshairAt: { x: 100, y: 50 },
      cursor: { x: 40, y: 40 },
    });
    expect(marks.map((m) => m.color)).toEqual([
      OVERLAY_COLORS.hover,
      '#00ff00',
      '#ffffff',
      OVERLAY_COLORS.selection,
      OVERLAY_COLORS.focus,
      OVERLAY_COLORS.crosshair,
      OVERLAY_COLORS.crosshair,
      '#ffffff',
      OVERLAY_COLORS.cursor,
      ...Array(4).fill(OVERLAY_COLORS.cursor),
    ]);
    // Sizes are screen pixels: the hover ring is the marker radius plus 4, at twice the image position.
    expect(marks[0]).toEqual({ kind: 'ring', x: 20, y: 20, radius: 7.5, color: OVERLAY_COLORS.hover, width: 2 });
    // The crosshair spans the viewport.
    expect(marks[5]).toMatchObject({ x0: 0, y0: 50, x1: 400, y1: 50 });
    // Keyboard cursor ticks run from 3 to 14 screen pixels out.
    expect(marks[9]).toMatchObject({ x0: 83, y0: 80, x1: 94, y1: 80 });
  });

  it('turns the cursor ticks with the view', () => {
    const matrix = viewMatrix({ zoom: 1, rotation: 90, center: { x: 0, y: 0 } }, { width: 0, height: 0 });
    const [, , tick] = overlayMarks({ ...base, matrix, cursor: { x: 0, y: 0 } });
    expect(tick).toMatchObject({ x0: expect.closeTo(0, 9), y0: expect.closeTo(3, 9), x1: expect.closeTo(0, 9), y1: expect.closeTo(14, 9) });
  });
});

describe('OverlayRenderer', () => {
  it('clears and draws only the rectangles of marks that went or came', () => {
    const { canvas, calls } = fakeCanvas();
    const r = new OverlayRenderer(canvas);
    r.resize(400, 300, 1);
    const first = r.draw({ ...base, hover: { x: 10, y: 10 }, selected: { x: 100, y: 100 } });
    expect(first).toHaveLength(3);
    calls.length = 0;
    // The hover moves, the selection stays: the old and new hover rings only.
    const moved = { ...base, hover: { x: 30, y: 10 }, selected: { x: 100, y: 100 } };
    const rects = r.draw(moved);
    const [hover] = overlayMarks(moved);
    expect(rects).toEqual([markBounds(overlayMarks({ ...base, hover: { x: 10, y: 10 } })[0]!, 1), markBounds(hover!, 1)]);
    expect(calls.filter((c) => c.name === 'clearRect')).toHaveLength(2);
    expect(calls.filter((c) => c.name === 'arc')).toHaveLength(1);
    calls.length = 0;
    expect(r.draw(moved)).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe('OverlayRenderer reset', () => {
  it('clears the canvas and draws every mark again', () => {
    const { canvas, calls } = fakeCanvas();
    const r = new OverlayRenderer(canvas);
    r.resize(400, 300, 1);
    const state = { ...base, hover: { x: 10, y: 10 } };
    r.draw(state);
    r.reset();
    calls.length = 0;
    expect(r.draw(state)).toHaveLength(1);
    expect(calls.filter((c) => c.name === 'arc')).toHaveLength(1);
  });
});
