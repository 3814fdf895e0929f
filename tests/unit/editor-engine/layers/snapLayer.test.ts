import { describe, expect, it, vi } from 'vitest';
import { LayerStack, type LayerContext, type LayerView } from '../../../../src/editor/engine/layers';
import { createSnapLayer } from '../../../../src/editor/engine/layers/snapLayer';
import type { ToolPointerEvent } from '../../../../src/editor/engine/tools/types';
import { loadVectorPage } from '../../../../bench/vectorFixtures';
import { snapTargets } from '../../../../src/editor/vector/snap';

/** A view at zoom `z`: image pixels times z are screen pixels. */
function context(z = 1) {
  const view = {
    matrix: { a: z, b: 0, c: 0, d: z, tx: 0, ty: 0 },
    imageToScreen: (p: { x: number; y: number }) => ({ x: p.x * z, y: p.y * z }),
    screenToImage: (p: { x: number; y: number }) => ({ x: p.x / z, y: p.y / z }),
  } as unknown as LayerView;
  const announce = vi.fn();
  const requestRender = vi.fn();
  return { view, announce, requestRender, setCursor: vi.fn() } satisfies LayerContext;
}
const at = (x: number, y: number, source: 'pointer' | 'keyboard' = 'pointer'): ToolPointerEvent => ({ image: { x, y }, screen: { x, y }, shiftKey: false, source });
const key = (k: string) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false }) as KeyboardEvent;

const targets = [
  { kind: 'marker' as const, x: 100, y: 100, pathId: 1 },
  { kind: 'vertex' as const, x: 104, y: 100, pathId: 2 },
  { kind: 'lineEnd' as const, x: 300, y: 300, pathId: 3 },
];

describe('snap layer', () => {
  it('moves a press onto the nearest target within the radius and leaves the press to the tool', () => {
    const layer = createSnapLayer({ targets, enabled: true, onToggle: () => {} });
    const stack = new LayerStack();
    stack.set([layer]);
    const ctx = context();
    stack.pointerMove(at(101, 102), ctx);
    expect(layer.current).toMatchObject({ kind: 'marker', x: 100, y: 100 });
    expect(ctx.requestRender).toHaveBeenCalled();
    const press = at(101, 102);
    expect(stack.pointerDown(press, ctx)).toBe(false);
    expect(press.image).toEqual({ x: 100, y: 100 });
  });

  it('leaves clicks alone when off, and out of reach', () => {
    const off = createSnapLayer({ targets, enabled: false, onToggle: () => {} });
    const press = at(101, 102);
    off.onPointerDown!(press, context());
    expect(press.image).toEqual({ x: 101, y: 102 });
    const on = createSnapLayer({ targets, enabled: true, onToggle: () => {} });
    const far = at(200, 200);
    on.onPointerDown!(far, context());
    expect(far.image).toEqual({ x: 200, y: 200 });
  });

  it('keeps the same reach on screen at any zoom', () => {
    const layer = createSnapLayer({ targets, enabled: true, onToggle: () => {} });
    layer.onPointerMove!(at(113, 100), context(1));
    expect(layer.current).toBeNull();
    // At zoom 0.5 the 8 px screen radius covers 16 image px.
    layer.onPointerMove!(at(113, 100), context(0.5));
    expect(layer.current).toMatchObject({ x: 104 });
  });

  it('steps between the candidates with full stop and comma, announcing each', () => {
    const layer = createSnapLayer({ targets, enabled: true, onToggle: () => {} });
    const ctx = context();
    layer.onPointerMove!(at(102.5, 100), ctx);
    expect(layer.current).toMatchObject({ x: 104 });
    expect(layer.onKeyDown!(key('.'), ctx)).toBe(true);
    expect(layer.current).toMatchObject({ x: 100, kind: 'marker' });
    expect(ctx.announce).toHaveBeenLastCalledWith('Snap to marker centre 2 of 2');
    layer.onKeyDown!(key(','), ctx);
    expect(layer.current).toMatchObject({ x: 104 });
    const press = at(102.5, 100);
    layer.onPointerDown!(press, ctx);
    expect(press.image).toEqual({ x: 104, y: 100 });
  });

  it('N toggles snapping through the host', () => {
    const onToggle = vi.fn();
    const ctx = context();
    expect(createSnapLayer({ targets, enabled: false, onToggle }).onKeyDown!(key('n'), ctx)).toBe(true);
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(ctx.announce).toHaveBeenCalledWith('Snapping on');
    expect(createSnapLayer({ targets, enabled: true, onToggle }).onKeyDown!(key('N'), ctx)).toBe(true);
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it('an Enter on the keyboard cursor snaps too', () => {
    const layer = createSnapLayer({ targets, enabled: true, onToggle: () => {} });
    const press = at(297, 303, 'keyboard');
    layer.onPointerDown!(press, context());
    expect(press.image).toEqual({ x: 300, y: 300 });
  });

  it('on a fixture page, a click a few pixels off a datum snaps exactly onto it', async () => {
    const page = await loadVectorPage('line.pdf');
    const layer = createSnapLayer({ targets: snapTargets(page.index), enabled: true, onToggle: () => {} });
    const vertex = page.index.paths.find((p) => p.paint === 'stroke' && p.subpaths[0]!.points.length === 18)!.subpaths[0]!.points[5]!;
    const press = at(vertex.x + 3, vertex.y - 2);
    layer.onPointerDown!(press, context());
    expect(press.image).toEqual(vertex);
  });
});
