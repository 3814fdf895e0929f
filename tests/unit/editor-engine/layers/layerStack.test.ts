import { describe, expect, it, vi } from 'vitest';
import { LayerStack, type EngineLayer, type LayerContext } from '../../../../src/editor/engine/layers';
import type { ToolPointerEvent } from '../../../../src/editor/engine/tools/types';

const ctx = {} as LayerContext;
const press = (x: number, source: 'pointer' | 'keyboard' = 'pointer'): ToolPointerEvent => ({ image: { x, y: 0 }, screen: { x, y: 0 }, shiftKey: false, source });

function layer(id: string, takes: (e: ToolPointerEvent) => boolean, log: string[]): EngineLayer {
  return {
    id,
    onPointerDown: (e) => {
      log.push(`${id} down ${e.image.x}`);
      return takes(e);
    },
    onPointerMove: (e) => {
      log.push(`${id} move ${e.image.x}`);
      return false;
    },
    onPointerUp: (e) => {
      log.push(`${id} up ${e.image.x}`);
      return true;
    },
  };
}

describe('LayerStack', () => {
  it('offers a press top first and stops at the first layer that takes it', () => {
    const log: string[] = [];
    const stack = new LayerStack();
    stack.set([layer('bottom', () => true, log), layer('top', () => false, log)]);
    expect(stack.pointerDown(press(1), ctx)).toBe(true);
    expect(log).toEqual(['top down 1', 'bottom down 1']);
  });

  it('leaves the press to the tool when no layer takes it', () => {
    const log: string[] = [];
    const stack = new LayerStack();
    stack.set([layer('a', () => false, log)]);
    expect(stack.pointerDown(press(1), ctx)).toBe(false);
    expect(stack.pointerMove(press(2), ctx)).toBe(false);
    expect(stack.pointerUp(press(3), ctx)).toBe(false);
  });

  it('gives the capturing layer every move and the release, and only it', () => {
    const log: string[] = [];
    const stack = new LayerStack();
    stack.set([layer('grid', (e) => e.image.x > 10, log), layer('top', () => false, log)]);
    stack.pointerDown(press(20), ctx);
    log.length = 0;
    expect(stack.pointerMove(press(25), ctx)).toBe(true);
    expect(stack.pointerUp(press(30), ctx)).toBe(true);
    expect(log).toEqual(['grid move 25', 'grid up 30']);
    expect(stack.capturing).toBe(false);
  });

  it('keeps the capture on the layer rebuilt with the same id while the pointer is down', () => {
    const log: string[] = [];
    const stack = new LayerStack();
    stack.set([layer('grid', () => true, log)]);
    stack.pointerDown(press(1), ctx);
    const rebuilt = layer('grid', () => true, log);
    stack.set([rebuilt]);
    log.length = 0;
    stack.pointerMove(press(2), ctx);
    expect(log).toEqual(['grid move 2']);
  });

  it('turns Enter on the keyboard cursor into a press and release without a capture', () => {
    const log: string[] = [];
    const stack = new LayerStack();
    stack.set([layer('grid', () => true, log)]);
    expect(stack.pointerDown(press(5, 'keyboard'), ctx)).toBe(true);
    expect(log).toEqual(['grid down 5', 'grid up 5']);
    expect(stack.capturing).toBe(false);
  });

  it('sends keys top first and reports whether one was used', () => {
    const bottom = vi.fn(() => true);
    const top = vi.fn(() => false);
    const stack = new LayerStack();
    stack.set([
      { id: 'bottom', onKeyDown: bottom },
      { id: 'top', onKeyDown: top },
    ]);
    expect(stack.keyDown({ key: 'ArrowDown' } as KeyboardEvent, ctx)).toBe(true);
    expect(top).toHaveBeenCalledBefore(bottom);
  });

  it('reports a change only when the layer objects differ', () => {
    const a: EngineLayer = { id: 'a' };
    const stack = new LayerStack();
    expect(stack.set([a])).toBe(true);
    expect(stack.set([a])).toBe(false);
    expect(stack.set([{ id: 'a' }])).toBe(true);
  });

  it('draws bottom first with the context state restored after each layer', () => {
    const calls: string[] = [];
    const fake = { save: () => calls.push('save'), restore: () => calls.push('restore') } as unknown as CanvasRenderingContext2D;
    const stack = new LayerStack();
    stack.set([
      { id: 'a', draw: () => void calls.push('a') },
      { id: 'b' },
      { id: 'c', draw: () => void calls.push('c') },
    ]);
    stack.draw(fake, {} as never);
    expect(calls).toEqual(['save', 'a', 'restore', 'save', 'c', 'restore']);
  });
});
