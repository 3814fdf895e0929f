import type { AxisPointRef, PointRef, Scene } from '../scene';
import type { Vec, ViewState } from '../viewTransform';

/** Tools of the digitizer; the spec's keys in brackets. */
export const TOOL_NAMES = ['calibrate', 'addPoints', 'adjustPoints', 'deletePoints', 'adjustPositions', 'selectText'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** A pointer press, move or release, or Enter on the keyboard cursor. */
export interface ToolPointerEvent {
  image: Vec;
  screen: Vec;
  shiftKey: boolean;
  source: 'pointer' | 'keyboard';
}

export interface PointHit {
  ref: PointRef;
  x: number;
  y: number;
}
export interface AxisPointHit {
  ref: AxisPointRef;
  x: number;
  y: number;
}

/** What tools tell the outside world; the host turns these into model commands. */
export interface EngineCallbacks {
  onCalibrationPoint(point: Vec): void;
  onPointAdd(datasetId: string, point: Vec): void;
  onPointMove(ref: PointRef, to: Vec): void;
  onPointDelete(ref: PointRef): void;
  onAxisPointMove(ref: AxisPointRef, to: Vec): void;
  onSelectionChange(ref: PointRef | null): void;
  onViewChange(view: ViewState): void;
  /** The shown view changed because the host asked (props, fit, resize). */
  onViewResolved?(view: ViewState): void;
  /** Something a screen reader user should hear. */
  onAnnounce(message: string): void;
}

export type DragPreview = { kind: 'point'; ref: PointRef; at: Vec } | { kind: 'axis'; ref: AxisPointRef; at: Vec } | null;

/** The engine as tools see it. */
export interface ToolContext {
  readonly view: ViewState;
  readonly scene: Scene;
  readonly selection: PointRef | null;
  readonly callbacks: EngineCallbacks;
  /** Nearest editable point of the active dataset within a radius given in screen pixels. */
  nearestPoint(at: Vec, screenRadius: number): PointHit | null;
  nearestAxisPoint(at: Vec, screenRadius: number): AxisPointHit | null;
  pointAt(ref: PointRef): Vec | null;
  axisPointAt(ref: AxisPointRef): Vec | null;
  setHover(ref: PointRef | null): void;
  setAxisHover(ref: AxisPointRef | null): void;
  setDragPreview(preview: DragPreview): void;
}

/** A tool: receives input while active. Key handlers return true when they used the key. */
export interface Tool {
  readonly name: ToolName;
  activate?(ctx: ToolContext): void;
  deactivate?(ctx: ToolContext): void;
  onPointerDown?(event: ToolPointerEvent, ctx: ToolContext): void;
  onPointerMove?(event: ToolPointerEvent, ctx: ToolContext): void;
  onPointerUp?(event: ToolPointerEvent, ctx: ToolContext): void;
  onKeyDown?(event: KeyboardEvent, ctx: ToolContext): boolean;
}
