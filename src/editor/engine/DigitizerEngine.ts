import paperCore from 'paper/dist/paper-core';
import { PointsRenderer, MARKER_RADIUS } from './pointsRenderer';
import {
  CURSOR_STEP,
  EMPTY_SCENE,
  HIT_RADII,
  samePointRef,
  type AxisPointRef,
  type PointRef,
  type Scene,
} from './scene';
import { SpatialGridIndex } from './spatialIndex';
import { arrowStep, createTool } from './tools/tools';
import type { DragPreview, EngineCallbacks, PointHit, Tool, ToolContext, ToolName, ToolPointerEvent } from './tools/types';
import {
  fitZoom,
  imageToScreen,
  pageCenter,
  panBy,
  screenToImage,
  viewMatrix,
  zoomAround,
  type Affine,
  type Rotation,
  type Size,
  type Vec,
  type ViewState,
} from './viewTransform';

/** A rendered page handed to the engine: a canvas and how its pixels map to image coordinates. */
export interface EnginePage {
  canvas: HTMLCanvasElement;
  imageUnitsPerPixel: number;
  size: Size;
}

/** The view as the host asks for it: zoom may be 'fit', centre may be left to the engine. */
export interface RequestedView {
  zoom: number | 'fit';
  rotation: Rotation;
  center?: Vec | null;
}

/** Timings of the last full render, for the bench. */
export interface RenderStats {
  pointsMs: number;
  paperMs: number;
  markers: number;
}

const COLORS = {
  calibration: '#c2410c',
  pending: '#1d4ed8',
  selection: '#111827',
  focus: '#2563eb',
  hover: '#dc2626',
  cursor: '#7c3aed',
  crosshair: 'rgba(37, 99, 235, 0.55)',
};

type PaperScope = paper.PaperScope;

/**
 * The canvas side of the digitizer: one Paper.js scope with four layers (page, calibration, data,
 * overlay), tools, hit testing, the view and the keyboard cursor. It holds no model: the host
 * pushes a Scene in and hears about edits through callbacks.
 */
export class DigitizerEngine {
  readonly canvas: HTMLCanvasElement;
  /** The PDF text layer lives here, transformed with the view. */
  readonly textLayer: HTMLDivElement;
  private readonly magnifierCanvas: HTMLCanvasElement;
  private readonly scope: PaperScope;
  private readonly layers: { page: paper.Layer; calibration: paper.Layer; data: paper.Layer; overlay: paper.Layer };
  private readonly dataRaster: paper.Raster;
  private readonly dataCanvas: HTMLCanvasElement;
  private readonly points = new PointsRenderer();
  private pageRaster: paper.Raster | null = null;
  private page: EnginePage | null = null;

  private requested: RequestedView = { zoom: 'fit', rotation: 0, center: null };
  private viewState: ViewState = { zoom: 1, rotation: 0, center: { x: 0, y: 0 } };
  private viewport: Size = { width: 1, height: 1 };
  private sceneState: Scene = EMPTY_SCENE;
  private indexes = new Map<string, { index: SpatialGridIndex<number>; coords: Float64Array; length: number }>();
  private tool: Tool;
  private selectionRef: PointRef | null = null;
  private hover: PointRef | null = null;
  private axisHover: AxisPointRef | null = null;
  private preview: DragPreview = null;
  private cursor: Vec | null = null;
  private cursorVisible = false;
  private pointer: Vec | null = null;
  private crosshair = false;
  private magnifier = false;
  private focused = false;
  private frame = 0;
  private dirty = { view: true, points: true, overlay: true };
  private disposed = false;
  private pendingAppend: { id: string; from: number } | null = null;
  private readonly resizeObserver: ResizeObserver | null;
  private readonly cleanup: (() => void)[] = [];
  private activePointer: number | null = null;
  private panDrag: { last: Vec } | null = null;
  lastRender: RenderStats = { pointsMs: 0, paperMs: 0, markers: 0 };

  constructor(
    readonly container: HTMLElement,
    private callbacks: EngineCallbacks,
  ) {
    const doc = container.ownerDocument;
    this.canvas = doc.createElement('canvas');
    this.canvas.setAttribute('aria-hidden', 'true');
    this.canvas.dataset.digitizerCanvas = '';
    Object.assign(this.canvas.style, { position: 'absolute', inset: '0', display: 'block', touchAction: 'none' });
    this.textLayer = doc.createElement('div');
    this.textLayer.className = 'textLayer';
    this.textLayer.dataset.digitizerTextLayer = '';
    Object.assign(this.textLayer.style, { position: 'absolute', left: '0', top: '0', transformOrigin: '0 0', pointerEvents: 'none' });
    this.magnifierCanvas = doc.createElement('canvas');
    this.magnifierCanvas.setAttribute('aria-hidden', 'true');
    this.magnifierCanvas.dataset.digitizerMagnifier = '';
    Object.assign(this.magnifierCanvas.style, {
      position: 'absolute',
      top: '8px',
      right: '8px',
      width: '160px',
      height: '160px',
      display: 'none',
      pointerEvents: 'none',
      border: '2px solid #111827',
      borderRadius: '4px',
      background: '#fff',
    });
    container.append(this.canvas, this.textLayer, this.magnifierCanvas);

    this.viewport = this.measure();
    this.scope = new paperCore.PaperScope();
    this.scope.setup(this.canvas);
    const view = this.scope.view;
    view.autoUpdate = false;
    view.viewSize = new this.scope.Size(this.viewport.width, this.viewport.height);
    const project = this.scope.project;
    const first = project.activeLayer;
    first.name = 'page';
    this.layers = {
      page: first,
      calibration: new this.scope.Layer({ name: 'calibration' }),
      data: new this.scope.Layer({ name: 'data' }),
      overlay: new this.scope.Layer({ name: 'overlay' }),
    };
    this.dataCanvas = doc.createElement('canvas');
    this.dataRaster = new this.scope.Raster({ insert: false });
    this.dataRaster.smoothing = 'off';
    this.layers.data.addChild(this.dataRaster);

    this.tool = createTool('addPoints');
    this.listen();
    this.resizeObserver =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => this.resize());
    this.resizeObserver?.observe(container);
  }

  // ---- inputs from the host ----

  setCallbacks(callbacks: EngineCallbacks): void {
    this.callbacks = callbacks;
  }

  setPage(page: EnginePage | null): void {
    this.scope.activate();
    const samePage = !!page && !!this.page && page.size.width === this.page.size.width && page.size.height === this.page.size.height;
    this.page = page;
    this.pageRaster?.remove();
    this.pageRaster = null;
    if (page) {
      const raster = new this.scope.Raster({ insert: false });
      raster.canvas = page.canvas;
      const k = page.imageUnitsPerPixel;
      raster.matrix = new this.scope.Matrix(k, 0, 0, k, (page.canvas.width * k) / 2, (page.canvas.height * k) / 2);
      this.layers.page.addChild(raster);
      this.pageRaster = raster;
      if (!this.cursor || !samePage) this.cursor = pageCenter(page.size);
    }
    this.resolveView(!samePage);
    this.invalidate('view');
  }

  get pageSize(): Size | null {
    return this.page?.size ?? null;
  }

  setView(view: RequestedView): void {
    this.requested = { ...view };
    this.resolveView(false);
  }

  /** The view actually shown (zoom resolved from 'fit', centre filled in). */
  get view(): ViewState {
    return this.viewState;
  }

  /**
   * Replace what is drawn. The model may have changed in place, so each dataset is diffed
   * against a coordinate snapshot: adding or moving one point touches one index entry.
   */
  setScene(scene: Scene): boolean {
    const prev = this.sceneState;
    this.sceneState = scene;
    const live = new Set<string>();
    let changed = false;
    // Set when the only change is points appended to one dataset: those are stamped alone.
    let appended: { id: string; from: number } | null = null;
    let other = false;
    for (const set of scene.datasets) {
      if (set.offPage) continue;
      live.add(set.id);
      let known = this.indexes.get(set.id);
      if (!known) {
        known = { index: new SpatialGridIndex<number>(24), coords: new Float64Array(0), length: 0 };
        this.indexes.set(set.id, known);
      }
      const pts = set.points;
      if (known.coords.length < pts.length * 2) {
        const grown = new Float64Array(Math.max(pts.length * 2, known.coords.length * 2, 64));
        grown.set(known.coords.subarray(0, known.length * 2));
        known.coords = grown;
      }
      const c = known.coords;
      const before = known.length;
      let firstChange = -1;
      for (let i = 0; i < pts.length; i++) {
        const p = pts[i]!;
        if (i >= before || c[2 * i] !== p.x || c[2 * i + 1] !== p.y) {
          if (firstChange < 0) firstChange = i;
          c[2 * i] = p.x;
          c[2 * i + 1] = p.y;
          known.index.set(i, p.x, p.y);
        }
      }
      for (let i = pts.length; i < before; i++) known.index.delete(i);
      known.length = pts.length;
      if (pts.length < before || (firstChange >= 0 && firstChange < before)) other = true;
      else if (firstChange >= 0) {
        if (appended) other = true;
        appended = { id: set.id, from: firstChange };
      }
      if (firstChange >= 0 || pts.length < before) changed = true;
    }
    for (const id of [...this.indexes.keys()]) {
      if (!live.has(id)) {
        this.indexes.delete(id);
        changed = true;
        other = true;
      }
    }
    const sameSets =
      prev.datasets.length === scene.datasets.length &&
      prev.datasets.every((d, i) => {
        const n = scene.datasets[i]!;
        return d.id === n.id && d.color === n.color && !!d.offPage === !!n.offPage && (!n.offPage || d.points.length === n.points.length);
      });
    if (appended && !other && sameSets && !this.dirty.points && !this.preview) {
      const queued = this.pendingAppend;
      if (!queued) this.pendingAppend = appended;
      else if (queued.id === appended.id) queued.from = Math.min(queued.from, appended.from);
      else this.invalidate('points');
    } else if (changed || !sameSets) {
      this.invalidate('points');
    }
    this.invalidate('overlay');
    return changed;
  }

  get scene(): Scene {
    return this.sceneState;
  }

  setTool(name: ToolName): void {
    if (this.tool.name === name) return;
    this.tool.deactivate?.(this.context);
    this.tool = createTool(name);
    this.tool.activate?.(this.context);
    this.hover = null;
    this.textLayer.style.pointerEvents = name === 'selectText' ? 'auto' : 'none';
    this.canvas.style.cursor = name === 'selectText' ? 'text' : 'crosshair';
    this.invalidate('overlay');
  }

  get toolName(): ToolName {
    return this.tool.name;
  }

  setSelection(ref: PointRef | null): void {
    if (samePointRef(ref, this.selectionRef)) return;
    this.selectionRef = ref;
    this.invalidate('overlay');
  }

  setCrosshair(on: boolean): void {
    this.crosshair = on;
    this.invalidate('overlay');
  }

  setMagnifier(on: boolean): void {
    this.magnifier = on;
    this.magnifierCanvas.style.display = on ? 'block' : 'none';
    this.invalidate('overlay');
  }

  /** The host's focus state; the keyboard cursor and the focus ring show only while focused. */
  setFocused(focused: boolean, byKeyboard = focused): void {
    this.focused = focused;
    if (!focused) this.cursorVisible = false;
    else if (byKeyboard) this.cursorVisible = true;
    this.invalidate('overlay');
  }

  /** Where Enter would click, in image coordinates. */
  get keyboardCursor(): Vec | null {
    return this.cursor;
  }

  setKeyboardCursor(at: Vec): void {
    this.cursor = { ...at };
    this.cursorVisible = true;
    this.invalidate('overlay');
  }

  // ---- coordinates ----

  imageToScreen(p: Vec): Vec {
    return imageToScreen(this.viewState, this.viewport, p);
  }

  screenToImage(p: Vec): Vec {
    return screenToImage(this.viewState, this.viewport, p);
  }

  get viewportSize(): Size {
    return this.viewport;
  }

  // ---- keyboard ----

  /**
   * Arrows, Enter and Escape for the active tool and the keyboard cursor. Returns true when the
   * key was used (the caller then prevents its default).
   */
  handleKeyDown(event: KeyboardEvent): boolean {
    if (this.tool.name === 'selectText') return false;
    this.cursorVisible = true;
    if (this.tool.onKeyDown?.(event, this.context)) {
      this.invalidate('overlay');
      return true;
    }
    const step = arrowStep(event, this.context, CURSOR_STEP);
    if (step) {
      const c = this.cursor ?? (this.page ? pageCenter(this.page.size) : { x: 0, y: 0 });
      this.cursor = { x: c.x + step.x, y: c.y + step.y };
      this.revealCursor();
      this.updateHoverAt(this.cursor, 'keyboard');
      this.invalidate('overlay');
      return true;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      const at = this.cursor ?? (this.page ? pageCenter(this.page.size) : null);
      if (!at) return false;
      const e: ToolPointerEvent = { image: at, screen: this.imageToScreen(at), shiftKey: event.shiftKey, source: 'keyboard' };
      this.tool.onPointerDown?.(e, this.context);
      this.tool.onPointerUp?.(e, this.context);
      this.invalidate('overlay');
      return true;
    }
    return false;
  }

  /** Scroll so that the keyboard cursor stays in view. */
  private revealCursor(): void {
    if (!this.cursor) return;
    const s = this.imageToScreen(this.cursor);
    const margin = 24;
    const dx = s.x < margin ? margin - s.x : s.x > this.viewport.width - margin ? this.viewport.width - margin - s.x : 0;
    const dy = s.y < margin ? margin - s.y : s.y > this.viewport.height - margin ? this.viewport.height - margin - s.y : 0;
    if (dx || dy) this.changeView(panBy(this.viewState, { x: dx, y: dy }));
  }

  // ---- rendering ----

  /** Mark parts stale and draw on the next animation frame. */
  invalidate(part: 'view' | 'points' | 'overlay'): void {
    if (part === 'view') this.dirty = { view: true, points: true, overlay: true };
    else this.dirty[part] = true;
    if (!this.frame && !this.disposed) {
      this.frame = requestAnimationFrame(() => {
        this.frame = 0;
        this.render();
      });
    }
  }

  /** Draw now what is stale. */
  render(): void {
    if (this.disposed) return;
    if (this.frame) {
      cancelAnimationFrame(this.frame);
      this.frame = 0;
    }
    this.scope.activate();
    const m = viewMatrix(this.viewState, this.viewport);
    const view = this.scope.view;
    if (this.dirty.view) {
      view.matrix = new this.scope.Matrix(m.a, m.b, m.c, m.d, m.tx, m.ty);
      this.placeDataRaster();
      this.textLayer.style.transform = `matrix(${m.a}, ${m.b}, ${m.c}, ${m.d}, ${m.tx}, ${m.ty})`;
      // The shown view, readable by tests and tools that place pointers on image coordinates.
      const ds = this.container.dataset;
      ds.zoom = String(this.viewState.zoom);
      ds.rotation = String(this.viewState.rotation);
      ds.centerX = String(this.viewState.center.x);
      ds.centerY = String(this.viewState.center.y);
    }
    const t0 = performance.now();
    if (this.dirty.points) this.drawPoints(m);
    else if (this.pendingAppend) this.appendPoints(m, this.pendingAppend);
    this.pendingAppend = null;
    const t1 = performance.now();
    if (this.dirty.overlay || this.dirty.view) this.drawOverlay();
    this.dirty = { view: false, points: false, overlay: false };
    view.update();
    const t2 = performance.now();
    this.lastRender = { ...this.lastRender, pointsMs: t1 - t0, paperMs: t2 - t1 };
    this.drawMagnifier();
  }

  /** Redraw everything now, as after a model swap (for the bench). */
  renderAll(): RenderStats {
    this.dirty = { view: true, points: true, overlay: true };
    this.render();
    return this.lastRender;
  }

  private placeDataRaster(): void {
    const dpr = this.scope.view.pixelRatio;
    const w = Math.max(1, Math.round(this.viewport.width * dpr));
    const h = Math.max(1, Math.round(this.viewport.height * dpr));
    if (this.dataCanvas.width !== w || this.dataCanvas.height !== h) {
      this.dataCanvas.width = w;
      this.dataCanvas.height = h;
    }
    if (this.dataRaster.canvas !== this.dataCanvas) this.dataRaster.canvas = this.dataCanvas;
    // The raster covers the viewport exactly: image space -> screen -> raster pixels.
    const inv = this.scope.view.matrix.inverted();
    this.dataRaster.matrix = inv.translate(this.viewport.width / 2, this.viewport.height / 2).scale(1 / dpr);
  }

  private drawPoints(m: Affine): void {
    // getContext(true) marks the raster changed so Paper redraws it.
    const ctx = (this.dataRaster as unknown as { getContext(changed: boolean): CanvasRenderingContext2D }).getContext(true);
    const skip = this.preview?.kind === 'point' ? this.preview.ref : null;
    this.lastRender.markers = this.points.draw(ctx, m, this.scope.view.pixelRatio, this.sceneState.datasets, skip);
  }

  private appendPoints(m: Affine, append: { id: string; from: number }): void {
    const set = this.sceneState.datasets.find((d) => d.id === append.id);
    const ctx = (this.dataRaster as unknown as { getContext(changed: boolean): CanvasRenderingContext2D }).getContext(true);
    if (!set || this.points.append(ctx, m, this.scope.view.pixelRatio, set, append.from) < 0) this.drawPoints(m);
  }

  private drawOverlay(): void {
    const P = this.scope;
    const z = this.viewState.zoom;
    const px = (n: number) => n / z;
    const { calibration, overlay } = this.layers;
    calibration.removeChildren();
    overlay.removeChildren();
    const add = <T extends paper.Item>(layer: paper.Layer, item: T): T => {
      layer.addChild(item);
      return item;
    };
    const label = (layer: paper.Layer, at: Vec, text: string, color: string, faded = false) => {
      const t = new P.PointText({
        point: [at.x + px(7), at.y - px(7)],
        content: text,
        fillColor: color,
        fontSize: px(12),
        fontWeight: 'bold',
        fontFamily: 'Inter, system-ui, sans-serif',
        opacity: faded ? 0.5 : 1,
        insert: false,
      });
      t.rotate(-this.viewState.rotation, new P.Point(at.x, at.y));
      add(layer, t);
    };
    const cross = (layer: paper.Layer, at: Vec, color: string, size: number, faded = false) => {
      const g = new P.Group({ insert: false, opacity: faded ? 0.5 : 1 });
      for (const [dx, dy] of [
        [1, 0],
        [0, 1],
      ] as const) {
        g.addChild(
          new P.Path.Line({
            from: [at.x - dx * px(size), at.y - dy * px(size)],
            to: [at.x + dx * px(size), at.y + dy * px(size)],
            strokeColor: color,
            strokeWidth: px(1.5),
            insert: false,
          }),
        );
      }
      g.addChild(new P.Path.Circle({ center: [at.x, at.y], radius: px(size * 0.55), strokeColor: color, strokeWidth: px(1.5), insert: false }));
      add(layer, g);
    };

    // Calibration points of every axes; the dragged one at its preview position.
    for (const axes of this.sceneState.axes) {
      axes.points.forEach((p0, i) => {
        const dragged = this.preview?.kind === 'axis' && this.preview.ref.axesId === axes.id && this.preview.ref.index === i;
        const p = dragged ? (this.preview as { at: Vec }).at : p0;
        cross(calibration, p, COLORS.calibration, 7, axes.offPage);
        label(calibration, p, axes.labels[i] ?? String(i + 1), COLORS.calibration, axes.offPage);
        if (this.axisHover && this.axisHover.axesId === axes.id && this.axisHover.index === i) {
          add(overlay, new P.Path.Circle({ center: [p.x, p.y], radius: px(11), strokeColor: COLORS.selection, strokeWidth: px(2), insert: false }));
        }
      });
    }
    this.sceneState.pendingCalibration.forEach((p, i) => {
      cross(calibration, p, COLORS.pending, 7);
      label(calibration, p, this.sceneState.calibrationLabels[i] ?? String(i + 1), COLORS.pending);
    });

    const ring = (at: Vec, radius: number, color: string, width: number, dashed = false) =>
      add(
        overlay,
        new P.Path.Circle({
          center: [at.x, at.y],
          radius: px(radius),
          strokeColor: color,
          strokeWidth: px(width),
          dashArray: dashed ? [px(3), px(3)] : [],
          insert: false,
        }),
      );

    if (this.hover) {
      const at = this.pointAt(this.hover);
      if (at) ring(at, MARKER_RADIUS + HIT_RADII.hoverRing, COLORS.hover, 2);
    }
    const preview = this.preview;
    if (preview?.kind === 'point') {
      const color = this.sceneState.datasets.find((d) => d.id === preview.ref.datasetId)?.color ?? COLORS.selection;
      add(overlay, new P.Path.Circle({ center: [preview.at.x, preview.at.y], radius: px(MARKER_RADIUS), fillColor: color, insert: false }));
    }
    const selected = this.selectionRef && (this.preview?.kind === 'point' ? this.preview.at : this.pointAt(this.selectionRef));
    if (selected) {
      // A two-tone ring reads on light and dark figures; focus adds an outer ring in the focus colour.
      ring(selected, MARKER_RADIUS + 3, '#ffffff', 3);
      ring(selected, MARKER_RADIUS + 3, COLORS.selection, 1.5);
      if (this.focused) ring(selected, MARKER_RADIUS + 7, COLORS.focus, 2.5);
    }
    if (this.crosshair && this.pointer) this.drawCrosshair(this.pointer);
    if (this.focused && this.cursorVisible && this.cursor && this.tool.name !== 'selectText') {
      const c = this.cursor;
      if (this.crosshair && !this.pointer) this.drawCrosshair(this.imageToScreen(c));
      ring(c, 9, '#ffffff', 4);
      ring(c, 9, COLORS.cursor, 2);
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        add(
          overlay,
          new P.Path.Line({
            from: [c.x + dx * px(3), c.y + dy * px(3)],
            to: [c.x + dx * px(14), c.y + dy * px(14)],
            strokeColor: COLORS.cursor,
            strokeWidth: px(1.5),
            insert: false,
          }),
        );
      }
    }
  }

  /** Lines through the pointer across the whole viewport, straight on screen whatever the rotation. */
  private drawCrosshair(screen: Vec): void {
    const P = this.scope;
    const { width, height } = this.viewport;
    for (const [from, to] of [
      [
        { x: 0, y: screen.y },
        { x: width, y: screen.y },
      ],
      [
        { x: screen.x, y: 0 },
        { x: screen.x, y: height },
      ],
    ] as const) {
      const a = this.screenToImage(from);
      const b = this.screenToImage(to);
      this.layers.overlay.addChild(
        new P.Path.Line({ from: [a.x, a.y], to: [b.x, b.y], strokeColor: COLORS.crosshair, strokeWidth: 1 / this.viewState.zoom, insert: false }),
      );
    }
  }

  private drawMagnifier(): void {
    if (!this.magnifier) return;
    const at = this.pointer ?? (this.cursorVisible && this.cursor ? this.imageToScreen(this.cursor) : null);
    const out = this.magnifierCanvas;
    const size = 160;
    const dpr = this.scope.view.pixelRatio;
    if (out.width !== size * dpr) {
      out.width = size * dpr;
      out.height = size * dpr;
    }
    const ctx = out.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, out.width, out.height);
    if (!at) return;
    const factor = 4;
    const src = (size / factor) * dpr;
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(this.canvas, at.x * dpr - src / 2, at.y * dpr - src / 2, src, src, 0, 0, out.width, out.height);
    ctx.strokeStyle = COLORS.cursor;
    ctx.lineWidth = dpr;
    ctx.beginPath();
    ctx.moveTo(out.width / 2, 0);
    ctx.lineTo(out.width / 2, out.height);
    ctx.moveTo(0, out.height / 2);
    ctx.lineTo(out.width, out.height / 2);
    ctx.stroke();
  }

  // ---- view ----

  private measure(): Size {
    const r = this.container.getBoundingClientRect();
    return { width: Math.max(1, Math.round(r.width)), height: Math.max(1, Math.round(r.height)) };
  }

  resize(): void {
    if (this.disposed) return;
    const size = this.measure();
    if (size.width === this.viewport.width && size.height === this.viewport.height) return;
    this.viewport = size;
    this.scope.view.viewSize = new this.scope.Size(size.width, size.height);
    this.resolveView(false);
    this.invalidate('view');
  }

  private resolveView(pageChanged: boolean): void {
    const r = this.requested;
    const size = this.page?.size ?? { width: this.viewport.width, height: this.viewport.height };
    const zoom = r.zoom === 'fit' ? fitZoom(size, r.rotation, this.viewport) : r.zoom;
    const center = r.center
      ? { ...r.center }
      : r.zoom === 'fit' || pageChanged || !this.page
        ? pageCenter(size)
        : this.viewState.center;
    const next: ViewState = { zoom, rotation: r.rotation, center };
    const v = this.viewState;
    if (v.zoom === next.zoom && v.rotation === next.rotation && v.center.x === next.center.x && v.center.y === next.center.y) return;
    this.viewState = next;
    this.invalidate('view');
    this.callbacks.onViewResolved?.(next);
  }

  /** A view change from input (wheel, keys): applied now, reported to the host. */
  private changeView(next: ViewState): void {
    this.viewState = next;
    this.requested = { zoom: next.zoom, rotation: next.rotation, center: next.center };
    this.invalidate('view');
    this.callbacks.onViewChange(next);
  }

  zoomAt(screen: Vec, zoom: number): void {
    this.changeView(zoomAround(this.viewState, this.viewport, screen, zoom));
  }

  // ---- pointer input ----

  private localPoint(e: { clientX: number; clientY: number }): Vec {
    const r = this.canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  private toolEvent(e: PointerEvent): ToolPointerEvent {
    const screen = this.localPoint(e);
    return { screen, image: this.screenToImage(screen), shiftKey: e.shiftKey, source: 'pointer' };
  }

  private listen(): void {
    const on = <K extends keyof HTMLElementEventMap>(el: HTMLElement, type: K, fn: (e: HTMLElementEventMap[K]) => void, opts?: AddEventListenerOptions) => {
      el.addEventListener(type, fn as EventListener, opts);
      this.cleanup.push(() => el.removeEventListener(type, fn as EventListener, opts));
    };
    on(this.canvas, 'pointerdown', (e) => {
      if (e.button === 1 || (e.button === 0 && e.altKey)) {
        // Middle button, or Alt with the main button, pans.
        this.panDrag = { last: this.localPoint(e) };
        this.capture(e.pointerId);
        e.preventDefault();
        return;
      }
      if (e.button !== 0 || this.tool.name === 'selectText') return;
      this.activePointer = e.pointerId;
      this.capture(e.pointerId);
      this.cursorVisible = false;
      const te = this.toolEvent(e);
      this.cursor = te.image;
      this.tool.onPointerDown?.(te, this.context);
      this.invalidate('overlay');
    });
    on(this.canvas, 'pointermove', (e) => {
      const local = this.localPoint(e);
      if (this.panDrag) {
        const delta = { x: local.x - this.panDrag.last.x, y: local.y - this.panDrag.last.y };
        this.panDrag.last = local;
        this.changeView(panBy(this.viewState, delta));
        return;
      }
      this.pointer = local;
      const te = this.toolEvent(e);
      this.tool.onPointerMove?.(te, this.context);
      if (this.crosshair || this.magnifier) this.invalidate('overlay');
    });
    const up = (e: PointerEvent) => {
      if (this.panDrag) {
        this.panDrag = null;
        return;
      }
      if (this.activePointer !== e.pointerId) return;
      this.activePointer = null;
      this.tool.onPointerUp?.(this.toolEvent(e), this.context);
      this.invalidate('overlay');
    };
    on(this.canvas, 'pointerup', up);
    on(this.canvas, 'pointercancel', up);
    on(this.canvas, 'pointerleave', () => {
      this.pointer = null;
      if (this.crosshair || this.magnifier) this.invalidate('overlay');
    });
    on(
      this.canvas,
      'wheel',
      (e) => {
        e.preventDefault();
        if (e.ctrlKey || e.metaKey) {
          this.zoomAt(this.localPoint(e), this.viewState.zoom * Math.pow(1.2, -Math.sign(e.deltaY)));
        } else {
          this.changeView(panBy(this.viewState, { x: -(e.shiftKey ? e.deltaY : e.deltaX), y: e.shiftKey ? 0 : -e.deltaY }));
        }
      },
      { passive: false },
    );
  }

  private capture(pointerId: number): void {
    try {
      this.canvas.setPointerCapture(pointerId);
    } catch {
      // Synthetic pointers (tests, assistive tools) have no capture to take.
    }
  }

  private updateHoverAt(at: Vec, _source: 'keyboard' | 'pointer'): void {
    if (this.tool.name === 'deletePoints') this.tool.onPointerMove?.({ image: at, screen: this.imageToScreen(at), shiftKey: false, source: 'keyboard' }, this.context);
  }

  // ---- tool context ----

  pointAt(ref: PointRef): Vec | null {
    const set = this.sceneState.datasets.find((d) => d.id === ref.datasetId);
    return set?.points[ref.index] ?? null;
  }

  axisPointAt(ref: AxisPointRef): Vec | null {
    return this.sceneState.axes.find((a) => a.id === ref.axesId)?.points[ref.index] ?? null;
  }

  /** The nearest point of the active dataset (or any on-page dataset when none is active). */
  nearestPoint(at: Vec, screenRadius: number): PointHit | null {
    const radius = screenRadius / this.viewState.zoom;
    const active = this.sceneState.activeDatasetId;
    let best: PointHit | null = null;
    let bestD = Infinity;
    for (const [datasetId, { index }] of this.indexes) {
      if (active && datasetId !== active) continue;
      const hit = index.nearest(at.x, at.y, radius);
      if (hit && hit.distance < bestD) {
        bestD = hit.distance;
        best = { ref: { datasetId, index: hit.key }, x: hit.x, y: hit.y };
      }
    }
    return best;
  }

  private get context(): ToolContext {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const engine = this;
    return {
      get view() {
        return engine.viewState;
      },
      get scene() {
        return engine.sceneState;
      },
      get selection() {
        return engine.selectionRef;
      },
      get callbacks() {
        return engine.callbacks;
      },
      nearestPoint: (at, r) => engine.nearestPoint(at, r),
      nearestAxisPoint: (at, r) => {
        const radius = r / engine.viewState.zoom;
        const axes = engine.sceneState.axes.find((a) => a.id === engine.sceneState.activeAxesId && !a.offPage);
        let best: { ref: AxisPointRef; x: number; y: number } | null = null;
        let bestD = Infinity;
        axes?.points.forEach((p, index) => {
          const d = Math.hypot(p.x - at.x, p.y - at.y);
          if (d <= radius && d < bestD) {
            bestD = d;
            best = { ref: { axesId: axes.id, index }, x: p.x, y: p.y };
          }
        });
        return best;
      },
      pointAt: (ref) => engine.pointAt(ref),
      axisPointAt: (ref) => engine.axisPointAt(ref),
      setHover: (ref) => {
        if (samePointRef(ref, engine.hover)) return;
        engine.hover = ref;
        engine.invalidate('overlay');
      },
      setAxisHover: (ref) => {
        engine.axisHover = ref;
        engine.invalidate('overlay');
      },
      setDragPreview: (preview) => {
        const wasPoint = engine.preview?.kind === 'point';
        engine.preview = preview;
        if (wasPoint || preview?.kind === 'point') engine.invalidate('points');
        engine.invalidate('overlay');
      },
    };
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.frame) cancelAnimationFrame(this.frame);
    this.resizeObserver?.disconnect();
    for (const fn of this.cleanup) fn();
    // Removing the view first: removing the project also drops its view reference.
    this.scope.view?.remove();
    this.scope.project?.remove();
    this.canvas.remove();
    this.textLayer.remove();
    this.magnifierCanvas.remove();
  }
}
