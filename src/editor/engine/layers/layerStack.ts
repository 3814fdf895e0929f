import type { ToolPointerEvent } from '../tools/types';
import type { EngineLayer, LayerContext, LayerView } from './types';

/**
 * The layers over the figure, bottom first, and the routing of input through them: the topmost layer
 * that takes a press keeps the pointer until release; moves are offered to every layer (hover) and
 * withheld from the tool when one uses them; keys go top first.
 */
export class LayerStack {
  private list: readonly EngineLayer[] = [];
  private captured: EngineLayer | null = null;

  /** Replace the layers. Returns true when something to draw changed. */
  set(layers: readonly EngineLayer[]): boolean {
    const same = layers.length === this.list.length && layers.every((l, i) => l === this.list[i]);
    if (same) return false;
    if (this.captured && !layers.includes(this.captured)) {
      // The host rebuilt the capturing layer from new state: keep the capture on its successor.
      this.captured = layers.find((l) => l.id === this.captured!.id) ?? null;
    }
    this.list = layers;
    return true;
  }

  get layers(): readonly EngineLayer[] {
    return this.list;
  }

  get capturing(): boolean {
    return this.captured !== null;
  }

  /** True when a layer took the press (the tool must not see it). */
  pointerDown(event: ToolPointerEvent, ctx: LayerContext): boolean {
    for (let i = this.list.length - 1; i >= 0; i--) {
      const layer = this.list[i]!;
      if (layer.onPointerDown?.(event, ctx)) {
        this.captured = event.source === 'pointer' ? layer : null;
        if (event.source === 'keyboard') layer.onPointerUp?.(event, ctx);
        return true;
      }
    }
    return false;
  }

  /** True when the move belongs to a layer (a capture, or a layer that used it). */
  pointerMove(event: ToolPointerEvent, ctx: LayerContext): boolean {
    if (this.captured) {
      this.captured.onPointerMove?.(event, ctx);
      return true;
    }
    let used = false;
    for (let i = this.list.length - 1; i >= 0; i--) {
      if (this.list[i]!.onPointerMove?.(event, ctx)) used = true;
    }
    return used;
  }

  /** True when the release ends a layer's capture. */
  pointerUp(event: ToolPointerEvent, ctx: LayerContext): boolean {
    const layer = this.captured;
    if (!layer) return false;
    this.captured = null;
    layer.onPointerUp?.(event, ctx);
    return true;
  }

  pointerLeave(ctx: LayerContext): void {
    for (const layer of this.list) layer.onPointerLeave?.(ctx);
  }

  keyDown(event: KeyboardEvent, ctx: LayerContext): boolean {
    for (let i = this.list.length - 1; i >= 0; i--) {
      if (this.list[i]!.onKeyDown?.(event, ctx)) return true;
    }
    return false;
  }

  /** Draw every layer, bottom first, each with a fresh context state. */
  draw(ctx: CanvasRenderingContext2D, view: LayerView): void {
    for (const layer of this.list) {
      if (!layer.draw) continue;
      ctx.save();
      try {
        layer.draw(ctx, view);
      } finally {
        ctx.restore();
      }
    }
  }
}
