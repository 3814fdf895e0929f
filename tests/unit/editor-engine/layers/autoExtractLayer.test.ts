import { describe, expect, it, vi } from 'vitest';
import { autoExtractLayer, newAutoLayerDraft, type AutoLayerMode } from '../../../../src/editor/engine/layers';
import type { LayerContext } from '../../../../src/editor/engine/layers';
import type { ToolPointerEvent } from '../../../../src/editor/engine/tools/types';

const at = (x: number, y: number, source: 'pointer' | 'keyboard' = 'pointer'): ToolPointerEvent => ({ image: { x, y }, screen: { x, y }, shiftKey: false, source });

function context(): LayerContext {
  return {
    view: { pageSize: { width: 100, height: 100 } } as LayerContext['view'],
    requestRender: vi.fn(),
    announce: vi.fn(),
    setCursor: vi.fn(),
  };
}

function make(mode: AutoLayerMode) {
  const onPick = vi.fn();
  const onStroke = vi.fn();
  const draft = newAutoLayerDraft();
  const layer = autoExtractLayer({ mode, strokes: [], found: [], penWidth: 10, draft, onPick, onStroke });
  return { layer, onPick, onStroke, draft };
}

describe('automatic extraction layer', () => {
  it('takes no input in none mode, so the tools keep working', () => {
    const { layer } = make('none');
    const ctx = context();
    expect(layer.onPointerDown!(at(5, 5), ctx)).toBe(false);
    expect(layer.onPointerMove!(at(6, 5), ctx)).toBe(false);
  });

  it('picks the series or background colour where the page is pressed', () => {
    const fg = make('pickForeground');
    expect(fg.layer.onPointerDown!(at(5, 6), context())).toBe(true);
    expect(fg.onPick).toHaveBeenCalledWith('foreground', { x: 5, y: 6 });
    const bg = make('pickBackground');
    bg.layer.onPointerDown!(at(7, 8, 'keyboard'), context());
    expect(bg.onPick).toHaveBeenCalledWith('background', { x: 7, y: 8 });
  });

  it('leaves presses outside the page alone', () => {
    const fg = make('pickForeground');
    expect(fg.layer.onPointerDown!(at(-5, 6), context())).toBe(false);
    expect(fg.onPick).not.toHaveBeenCalled();
  });

  it('draws a pen stroke through the moves and hands it over on release', () => {
    const { layer, onStroke, draft } = make('pen');
    const ctx = context();
    layer.onPointerDown!(at(1, 1), ctx);
    layer.onPointerMove!(at(2, 3), ctx);
    layer.onPointerMove!(at(4, 5), ctx);
    expect(draft.stroke).toMatchObject({ kind: 'pen', points: [{ x: 1, y: 1 }, { x: 2, y: 3 }, { x: 4, y: 5 }] });
    layer.onPointerUp!(at(4, 5), ctx);
    expect(onStroke).toHaveBeenCalledWith({ kind: 'pen', width: 10, points: [{ x: 1, y: 1 }, { x: 2, y: 3 }, { x: 4, y: 5 }] });
    expect(draft.stroke).toBeNull();
    expect(ctx.requestRender).toHaveBeenCalled();
  });

  it('drags a box, and ignores a click without a drag', () => {
    const { layer, onStroke } = make('box');
    const ctx = context();
    layer.onPointerDown!(at(10, 10), ctx);
    layer.onPointerUp!(at(10, 10), ctx);
    expect(onStroke).not.toHaveBeenCalled();
    layer.onPointerDown!(at(10, 10), ctx);
    layer.onPointerMove!(at(40, 30), ctx);
    layer.onPointerUp!(at(40, 30), ctx);
    expect(onStroke).toHaveBeenCalledWith({ kind: 'box', from: { x: 10, y: 10 }, to: { x: 40, y: 30 } });
  });

  it('takes a box from the keyboard as two corners', () => {
    const { layer, onStroke } = make('box');
    const ctx = context();
    layer.onPointerDown!(at(10, 10, 'keyboard'), ctx);
    layer.onPointerUp!(at(10, 10, 'keyboard'), ctx);
    expect(ctx.announce).toHaveBeenCalledWith('First corner set; move to the opposite corner and press Enter');
    expect(onStroke).not.toHaveBeenCalled();
    layer.onPointerDown!(at(50, 60, 'keyboard'), ctx);
    expect(onStroke).toHaveBeenCalledWith({ kind: 'box', from: { x: 10, y: 10 }, to: { x: 50, y: 60 } });
  });
});
