import type { ToolPointerEvent } from '../tools/types';
import type { Affine, Size, Vec, ViewState } from '../viewTransform';

/** The view as a layer sees it while drawing or handling input. */
export interface LayerView {
  /** Image coordinates to CSS pixels of the viewport. */
  readonly matrix: Affine;
  readonly viewport: Size;
  readonly state: ViewState;
  /** Image size of the page shown, null while no page is shown. */
  readonly pageSize: Size | null;
  imageToScreen(p: Vec): Vec;
  screenToImage(p: Vec): Vec;
}

/** What a layer may ask of the engine while it handles input. */
export interface LayerContext {
  readonly view: LayerView;
  /** Draw the layers again on the next frame (after the layer's own state changed). */
  requestRender(): void;
  /** Something a screen reader user should hear. */
  announce(message: string): void;
  /** The canvas' CSS cursor while this layer has the pointer; null gives it back to the tool. */
  setCursor(cursor: string | null): void;
}

/**
 * One concern drawn over the figure and, optionally, taking input before the active tool: a table's
 * grid, bar headers, snap targets, a mask. Layers are plain objects made by the host from its own
 * state; passing new layer objects redraws them.
 *
 * Input handlers return true when they used the event: the tool then does not see it. A layer that
 * takes a pointer press receives that pointer's moves and release until it is released. Enter and
 * Space on the keyboard cursor reach layers as a press and release with `source: 'keyboard'`.
 */
export interface EngineLayer {
  /** Stable name, used in tests and for ordering problems. */
  readonly id: string;
  /**
   * Draw in CSS pixels of the viewport (the context is scaled for the device pixel ratio and
   * cleared). Use `view.imageToScreen` to place image points, so line widths stay the same at any zoom.
   */
  draw?(ctx: CanvasRenderingContext2D, view: LayerView): void;
  onPointerDown?(event: ToolPointerEvent, ctx: LayerContext): boolean;
  onPointerMove?(event: ToolPointerEvent, ctx: LayerContext): boolean;
  onPointerUp?(event: ToolPointerEvent, ctx: LayerContext): boolean;
  onKeyDown?(event: KeyboardEvent, ctx: LayerContext): boolean;
  /** The pointer left the canvas. */
  onPointerLeave?(ctx: LayerContext): void;
}
