import { describe, expect, it, vi } from 'vitest';
import { buildBarHeaders } from '../../../../src/editor/core/barHeaders';
import { barHeadersLayer, LayerStack, type LayerContext, type LayerView } from '../../../../src/editor/engine/layers';
import type { ToolPointerEvent } from '../../../../src/editor/engine/tools/types';

/** A view at zoom `zoom`, image (0, 0) at the viewport's corner. */
function context(zoom = 1): LayerContext & { renders: number; cursor: string | null } {
  const view: LayerView = {
    matrix: { a: zoom, b: 0, c: 0, d: zoom, tx: 0, ty: 0 },
    viewport: { width: 800, height: 600 },
    state: { zoom, rotation: 0, center: { x: 0, y: 0 } },
    pageSize: { width: 480, height: 320 },
    imageToScreen: (p) => ({ x: p.x * zoom, y: p.y * zoom }),
    screenToImage: (p) => ({ x: p.x / zoom, y: p.y / zoom }),
  };
  const ctx = {
    view,
    renders: 0,
    cursor: null as string | null,
    requestRender: () => ctx.renders++,
    announce: () => undefined,
    setCursor: (c: string | null) => (ctx.cursor = c),
  };
  return ctx;
}
const at = (x: number, y: number, source: 'pointer' | 'keyboard' = 'pointer'): ToolPointerEvent => ({ image: { x, y }, screen: { x, y }, shiftKey: false, source });
const key = (k: { key: string; shiftKey?: boolean }) => ({ shiftKey: false, ...k }) as KeyboardEvent;
const headers = () => buildBarHeaders({ x: 60, y: 280 }, { x: 460, y: 280 }, 4, 'UP');

/** A 2D context that records the calls made on it. */
function recorder() {
  const calls: string[] = [];
  const ctx = new Proxy({} as Record<string, unknown>, {
    get: (_t, key: string) => (key in _t ? _t[key] : (...args: unknown[]) => calls.push(`${key}(${args.map((a) => (typeof a === 'number' ? Math.round(a) : String(a))).join(',')})`)),
    set: (t, key: string, value) => {
      t[key] = value;
      calls.push(`${key}=${String(value)}`);
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

describe('barHeadersLayer', () => {
  it('takes every press while corners are placed, and drags a corner a press selected', () => {
    const onCornerClick = vi.fn();
    const onCornerDrag = vi.fn();
    const stack = new LayerStack();
    stack.set([barHeadersLayer({ mode: 'corners', headers: null, corners: { p1: { x: 60, y: 280 }, p2: { x: 460, y: 280 }, selected: null }, onCornerClick, onCornerDrag })]);
    const ctx = context(2);
    expect(stack.pointerDown(at(440, 281), ctx)).toBe(true);
    expect(onCornerClick).toHaveBeenCalledWith({ x: 440, y: 281 }, 2);
    expect(stack.pointerMove(at(450, 280), ctx)).toBe(true);
    expect(onCornerDrag).toHaveBeenCalledWith({ x: 450, y: 280 });
    stack.pointerUp(at(450, 280), ctx);
    // 40 image px away is 80 screen px at zoom 2: a click, not a drag.
    stack.pointerDown(at(420, 280), ctx);
    stack.pointerMove(at(421, 280), ctx);
    expect(onCornerDrag).toHaveBeenCalledTimes(1);
  });

  it('moves the selected corner with the arrow keys, 0.5 screen px or 5 with Shift', () => {
    const onCornerDrag = vi.fn();
    const layer = barHeadersLayer({ mode: 'corners', headers: null, corners: { p1: { x: 60, y: 280 }, p2: { x: 460, y: 280 }, selected: 'p2' }, onCornerDrag });
    expect(layer.onKeyDown!(key({ key: 'ArrowLeft' }), context(2))).toBe(true);
    expect(onCornerDrag).toHaveBeenLastCalledWith({ x: 459.75, y: 280 });
    layer.onKeyDown!(key({ key: 'ArrowUp', shiftKey: true }), context(1));
    expect(onCornerDrag).toHaveBeenLastCalledWith({ x: 460, y: 275 });
    expect(layer.onKeyDown!(key({ key: 'a' }), context())).toBe(false);
  });

  it('opens a header on a press over its area, hovers it, and ignores presses while locked', () => {
    const onHeaderClick = vi.fn();
    const ctx = context();
    const layer = barHeadersLayer({ mode: 'headers', headers: headers(), onHeaderClick });
    expect(layer.onPointerMove!(at(205, 200), ctx)).toBe(true);
    expect(ctx.cursor).toBe('pointer');
    expect(layer.onPointerDown!(at(205, 200), ctx)).toBe(true);
    expect(onHeaderClick).toHaveBeenCalledWith(1, { x: 205, y: 200 });
    expect(layer.onPointerDown!(at(205, 300), ctx)).toBe(false); // below the axis line: not a header
    const locked = barHeadersLayer({ mode: 'headers', headers: headers(), locked: true, onHeaderClick });
    expect(locked.onPointerDown!(at(300, 200), ctx)).toBe(true);
    expect(onHeaderClick).toHaveBeenCalledTimes(1);
  });

  it('Enter on the keyboard cursor acts as a click', () => {
    const onCategoryClick = vi.fn();
    const stack = new LayerStack();
    stack.set([barHeadersLayer({ mode: 'addCategory', headers: headers(), onCategoryClick })]);
    expect(stack.pointerDown(at(300, 150, 'keyboard'), context())).toBe(true);
    expect(onCategoryClick).toHaveBeenCalledWith({ x: 300, y: 150 });
    expect(stack.capturing).toBe(false);
  });

  it('drags inner dividers and corners in adjust mode; the fixed ends are left to the tool', () => {
    const onDividerDrop = vi.fn();
    const onCornerDrop = vi.fn();
    const stack = new LayerStack();
    stack.set([barHeadersLayer({ mode: 'adjust', headers: headers(), onDividerDrop, onCornerDrop })]);
    const ctx = context();
    expect(stack.pointerMove(at(170, 200), ctx)).toBe(true);
    expect(ctx.cursor).toBe('ew-resize');
    expect(stack.pointerDown(at(165, 200), ctx)).toBe(true);
    stack.pointerMove(at(190, 200), ctx);
    stack.pointerUp(at(195, 201), ctx);
    expect(onDividerDrop).toHaveBeenCalledWith(1, { x: 195, y: 201 });
    expect(stack.pointerDown(at(462, 279), ctx)).toBe(true);
    stack.pointerUp(at(470, 279), ctx);
    expect(onCornerDrop).toHaveBeenCalledWith('p2', { x: 470, y: 279 });
    // The last divider away from the corner is not draggable.
    expect(stack.pointerDown(at(460, 150), ctx)).toBe(false);
  });

  it('selects an inner divider with Enter on the keyboard cursor and moves it with the arrow keys', () => {
    const onDividerSelect = vi.fn();
    const onDividerDrop = vi.fn();
    const stack = new LayerStack();
    stack.set([barHeadersLayer({ mode: 'adjust', headers: headers(), onDividerSelect, onDividerDrop })]);
    expect(stack.pointerDown(at(262, 200, 'keyboard'), context())).toBe(true);
    expect(onDividerSelect).toHaveBeenLastCalledWith(2);
    expect(onDividerDrop).not.toHaveBeenCalled();
    stack.pointerDown(at(300, 200, 'keyboard'), context());
    expect(onDividerSelect).toHaveBeenLastCalledWith(null);
    const selected = barHeadersLayer({ mode: 'adjust', headers: headers(), selectedDivider: 2, onDividerSelect, onDividerDrop });
    expect(selected.onKeyDown!(key({ key: 'ArrowRight', shiftKey: true }), context(2))).toBe(true);
    expect(onDividerDrop).toHaveBeenLastCalledWith(2, { x: 262.5, y: 280 });
    expect(selected.onKeyDown!(key({ key: 'Escape' }), context())).toBe(true);
    expect(onDividerSelect).toHaveBeenLastCalledWith(null);
  });

  it('takes no input in view mode', () => {
    const layer = barHeadersLayer({ mode: 'view', headers: headers() });
    expect(layer.onPointerDown!(at(205, 200), context())).toBe(false);
    expect(layer.onPointerMove!(at(205, 200), context())).toBe(false);
  });

  it('draws the header areas, the dividers (inner ones dashed), the axis line and the labels', () => {
    const { ctx, calls } = recorder();
    const bh = headers();
    bh.headers[2]!.metadata = { compositeKey: 'S||P||25 mg' };
    barHeadersLayer({ mode: 'headers', headers: bh, selectedHeader: 0, labels: ['Placebo', '', '25 mg', ''] }).draw!(ctx, context().view);
    expect(calls.filter((c) => c === 'fill()')).toHaveLength(4);
    expect(calls).toContain('fillStyle=rgba(11, 87, 208, 0.28)'); // selected
    expect(calls).toContain('fillStyle=rgba(24, 128, 56, 0.14)'); // has metadata
    expect(calls).toContain('fillText(Placebo,110,180)');
    expect(calls.filter((c) => c === 'setLineDash(6,4)')).toHaveLength(3);
    expect(calls).toContain('moveTo(60,280)');
    expect(calls).toContain('lineTo(460,280)');
    // In view mode only the tagged header is filled.
    const view = recorder();
    barHeadersLayer({ mode: 'view', headers: bh }).draw!(view.ctx, context().view);
    expect(view.calls.filter((c) => c === 'fill()')).toHaveLength(1);
  });

  /*
   * A rotated bar graph: the axis climbs at 30 degrees from (100, 300) for 400 px,
   * u = (cos 30, -sin 30), with bars growing along n = (-sin 30, -cos 30).
   */
  const R3 = Math.sqrt(3);
  const rotated = () => buildBarHeaders({ x: 100, y: 300 }, { x: 100 + 200 * R3, y: 100 }, 4, 'UP', { x: -0.5, y: -R3 / 2 });

  it('draws the dividers of a rotated bar graph perpendicular to its slanted axis', () => {
    const { ctx, calls } = recorder();
    barHeadersLayer({ mode: 'headers', headers: rotated() }).draw!(ctx, context().view);
    // Divider 1 from (186.6, 250) to (86.6, 76.8); the axis line from P1 to P2 as clicked.
    expect(calls.join(' ')).toContain('moveTo(187,250) lineTo(87,77)');
    expect(calls.join(' ')).toContain('moveTo(100,300) lineTo(446,100)');
  });

  it('opens the header under a click on a rotated bar graph, and drags a divider along the slanted axis', () => {
    const onHeaderClick = vi.fn();
    const ctx = context();
    const layer = barHeadersLayer({ mode: 'headers', headers: rotated(), onHeaderClick });
    // (80, 200) lies left of P1 but over the first header: 32.7 px along, 96.6 across.
    expect(layer.onPointerDown!(at(80, 200), ctx)).toBe(true);
    expect(onHeaderClick).toHaveBeenLastCalledWith(0, { x: 80, y: 200 });
    // (300, 240) is on the far side of the axis.
    expect(layer.onPointerDown!(at(300, 240), ctx)).toBe(false);

    const onDividerDrop = vi.fn();
    const stack = new LayerStack();
    stack.set([barHeadersLayer({ mode: 'adjust', headers: rotated(), onDividerDrop })]);
    // Divider 1, 100 px up it: (136.6, 163.4).
    expect(stack.pointerMove(at(137, 163), ctx)).toBe(true);
    expect(ctx.cursor).toBe('nesw-resize');
    expect(stack.pointerDown(at(137, 163), ctx)).toBe(true);
    // Dragged to (157, 163), 117.9 px along the axis: the preview stands there, at (202.1, 241), still perpendicular.
    stack.pointerMove(at(157, 163), ctx);
    const { ctx: drawn, calls } = recorder();
    stack.draw(drawn, ctx.view);
    expect(calls.join(' ')).toContain('moveTo(202,241) lineTo(102,68)');
    stack.pointerUp(at(157, 163), ctx);
    expect(onDividerDrop).toHaveBeenCalledWith(1, { x: 157, y: 163 });
  });
});
