import { describe, expect, it, vi } from 'vitest';
import { createMeasurementLayer, finishesDraft, hitVertex, LayerStack, type LayerContext, type MeasurementLayerOptions } from '../../../../src/editor/engine/layers';
import type { ToolPointerEvent } from '../../../../src/editor/engine/tools/types';
import type { Vec } from '../../../../src/editor/engine/viewTransform';

/** A view at zoom 2: screen = 2 x image. */
const view = {
  matrix: { a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0 },
  viewport: { width: 800, height: 600 },
  state: { zoom: 2, rotation: 0, center: { x: 200, y: 150 } },
  pageSize: { width: 400, height: 300 },
  imageToScreen: (p: Vec) => ({ x: p.x * 2, y: p.y * 2 }),
  screenToImage: (p: Vec) => ({ x: p.x / 2, y: p.y / 2 }),
} as unknown as LayerContext['view'];

function context() {
  return { view, requestRender: vi.fn(), announce: vi.fn(), setCursor: vi.fn() } satisfies LayerContext;
}

const at = (x: number, y: number, source: 'pointer' | 'keyboard' = 'pointer'): ToolPointerEvent => ({ image: { x, y }, screen: { x: x * 2, y: y * 2 }, shiftKey: false, source });

function options(partial: Partial<MeasurementLayerOptions> = {}): MeasurementLayerOptions {
  return {
    shapes: [],
    mode: 'distance',
    draft: [],
    minVertices: { distance: 2, area: 3 },
    onAddVertex: vi.fn(),
    onFinish: vi.fn(),
    onUndoVertex: vi.fn(),
    onCancel: vi.fn(),
    onMoveVertex: vi.fn(),
    ...partial,
  };
}

const key = (k: string) => ({ key: k }) as KeyboardEvent;

describe('measurement layer', () => {
  it('leaves every press to the tool while no measuring mode is on', () => {
    const o = options({ mode: null, shapes: [{ key: 'distance:0', type: 'distance', pixels: [{ x: 10, y: 10 }, { x: 50, y: 10 }], label: 'Distance 1' }] });
    const stack = new LayerStack();
    stack.set([createMeasurementLayer(o)]);
    expect(stack.pointerDown(at(10, 10), context())).toBe(false);
    expect(stack.pointerMove(at(11, 10), context())).toBe(false);
    expect(stack.keyDown(key('Escape'), context())).toBe(false);
  });

  it('adds a vertex for each press in a measuring mode, the tool never seeing it', () => {
    const o = options();
    const stack = new LayerStack();
    stack.set([createMeasurementLayer(o)]);
    expect(stack.pointerDown(at(10, 20), context())).toBe(true);
    expect(o.onAddVertex).toHaveBeenCalledWith({ x: 10, y: 20 });
    expect(stack.pointerUp(at(10, 20), context())).toBe(true);
  });

  it('finishes a distance with a press on its last vertex (within 10 screen px), not before two vertices', () => {
    const one = options({ draft: [{ x: 10, y: 20 }] });
    createMeasurementLayer(one).onPointerDown!(at(10, 20), context());
    expect(one.onFinish).not.toHaveBeenCalled();
    expect(one.onAddVertex).toHaveBeenCalled();
    const two = options({ draft: [{ x: 10, y: 20 }, { x: 100, y: 20 }] });
    // 4 image px at zoom 2 is 8 screen px: on the vertex.
    createMeasurementLayer(two).onPointerDown!(at(104, 20), context());
    expect(two.onFinish).toHaveBeenCalledWith([{ x: 10, y: 20 }, { x: 100, y: 20 }]);
    expect(two.onAddVertex).not.toHaveBeenCalled();
  });

  it('closes an area with a press on its first vertex once it has three', () => {
    const o = options({ mode: 'area', draft: [{ x: 10, y: 10 }, { x: 100, y: 10 }, { x: 100, y: 100 }] });
    createMeasurementLayer(o).onPointerDown!(at(11, 11, 'keyboard'), context());
    expect(o.onFinish).toHaveBeenCalledOnce();
    const last = options({ mode: 'area', draft: [{ x: 10, y: 10 }, { x: 100, y: 10 }, { x: 100, y: 100 }] });
    createMeasurementLayer(last).onPointerDown!(at(100, 100), context());
    expect(last.onFinish).not.toHaveBeenCalled();
    expect(last.onAddVertex).toHaveBeenCalled();
  });

  it('counts presses that come before the host passes a new layer', () => {
    const o = options({ mode: 'area' });
    const stack = new LayerStack();
    stack.set([createMeasurementLayer(o)]);
    for (const [x, y] of [[10, 10], [100, 10], [100, 100], [10, 10]] as const) {
      stack.pointerDown(at(x, y), context());
      stack.pointerUp(at(x, y), context());
    }
    expect(o.onAddVertex).toHaveBeenCalledTimes(3);
    expect(o.onFinish).toHaveBeenCalledWith([{ x: 10, y: 10 }, { x: 100, y: 10 }, { x: 100, y: 100 }]);
  });

  it('drags a vertex of a stored measurement and reports where it was dropped', () => {
    const o = options({ shapes: [{ key: 'area:0', type: 'area', pixels: [{ x: 10, y: 10 }, { x: 50, y: 10 }, { x: 50, y: 50 }], label: 'Area 1' }] });
    const stack = new LayerStack();
    const ctx = context();
    stack.set([createMeasurementLayer(o)]);
    expect(stack.pointerDown(at(51, 49), ctx)).toBe(true);
    expect(o.onAddVertex).not.toHaveBeenCalled();
    stack.pointerMove(at(60, 60), ctx);
    expect(ctx.setCursor).toHaveBeenCalledWith('move');
    expect(ctx.requestRender).toHaveBeenCalled();
    stack.pointerUp(at(70, 65), ctx);
    expect(o.onMoveVertex).toHaveBeenCalledWith('area:0', 2, { x: 70, y: 65 });
  });

  it('starts a new measurement on a stored vertex pressed without moving', () => {
    const o = options({ shapes: [{ key: 'distance:0', type: 'distance', pixels: [{ x: 10, y: 10 }, { x: 50, y: 10 }], label: 'Distance 1' }] });
    const stack = new LayerStack();
    stack.set([createMeasurementLayer(o)]);
    stack.pointerDown(at(50, 10), context());
    // One screen pixel of jitter is still a click.
    stack.pointerMove(at(50.5, 10), context());
    stack.pointerUp(at(50.5, 10), context());
    expect(o.onMoveVertex).not.toHaveBeenCalled();
    expect(o.onAddVertex).toHaveBeenCalledWith({ x: 50, y: 10 });
  });

  it('takes back the last vertex with Backspace and abandons with Escape, only while drawing', () => {
    const o = options({ draft: [{ x: 1, y: 1 }] });
    const layer = createMeasurementLayer(o);
    expect(layer.onKeyDown!(key('Backspace'), context())).toBe(true);
    expect(o.onUndoVertex).toHaveBeenCalledOnce();
    // Nothing left to take back or abandon: the keys go on to the tool.
    expect(layer.onKeyDown!(key('Backspace'), context())).toBe(false);
    expect(layer.onKeyDown!(key('Escape'), context())).toBe(false);
    const drawing = options({ draft: [{ x: 1, y: 1 }, { x: 5, y: 5 }] });
    expect(createMeasurementLayer(drawing).onKeyDown!(key('Escape'), context())).toBe(true);
    expect(drawing.onCancel).toHaveBeenCalledOnce();
    const idle = options();
    expect(createMeasurementLayer(idle).onKeyDown!(key('Escape'), context())).toBe(false);
  });

  it('finds the nearest vertex within the screen radius', () => {
    const shapes = [
      { key: 'a', type: 'distance' as const, pixels: [{ x: 0, y: 0 }, { x: 10, y: 0 }], label: '' },
      { key: 'b', type: 'distance' as const, pixels: [{ x: 12, y: 0 }], label: '' },
    ];
    expect(hitVertex(shapes, view, { x: 23, y: 0 })).toEqual({ key: 'b', vertex: 0 });
    expect(hitVertex(shapes, view, { x: 19, y: 0 })).toEqual({ key: 'a', vertex: 1 });
    expect(hitVertex(shapes, view, { x: 60, y: 0 })).toBeNull();
    expect(finishesDraft('distance', [{ x: 0, y: 0 }], 2, view, { x: 0, y: 0 })).toBe(false);
  });
});
