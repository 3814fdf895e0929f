import paperCore from 'paper/dist/paper-core';
import { CalibrationRenderer } from './renderers/calibrationRenderer';
import { LayerStack, type EngineLayer, type LayerContext, type LayerView } from './layers';
import { MarkersRenderer } from './renderers/markersRenderer';
import { OVERLAY_COLORS, OverlayRenderer } from './renderers/overlayRenderer';
import { PageRenderer } from './renderers/pageRenderer';
import type { PixelRect } from './renderers/markerBuffer';
import { UnderlayRenderer } from './renderers/underlayRenderer';
import {
  CURSOR_STEP,
  EMPTY_SCENE,
  samePointRef,
  type AxisPointRef,
  type PointRef,
  type Scene,
} from './scene';
import { PointSnapshot } from './pointSnapshot';
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

/** What the last render did and how long it took, for the bench. */
export interface RenderStats {
  /** Page and markers. */
  pointsMs: number;
  /** Calibration (Paper.js) and overlay. */
  paperMs: number;
  /** Markers stamped. */
  markers: number;
  markersMode: 'unchanged' | 'rectangles' | 'scrolled' | 'full';
}

const sameVecs = (a: readonly Vec[], b: readonly Vec[]): boolean =>
  a === b || (a.length === b.length && a.every((p, i) => p.x === b[i]!.x && p.y === b[i]!.y));

/** Whether two scenes show the same calibration marks: axes points and labels, and the points being collected. */
export function sameCalibrationMarks(a: Scene, b: Scene): boolean {
  return (
    a.axes.length === b.axes.length &&
    a.axes.every((x, i) => {
      const y = b.axes[i]!;
      return x.id === y.id && !!x.offPage === !!y.offPage && sameVecs(x.points, y.points) && x.labels.length === y.labels.length && x.labels.every((l, k) => l === y.labels[k]);
    }) &&
    sameVecs(a.pendingCalibration, b.pendingCalibration) &&
    a.calibrationLabels.length === b.calibrationLabels.length &&
    a.calibrationLabels.every((l, k) => l === b.calibrationLabels[k])
  );
}

/** More changed points than this in one frame redraw the markers in full. */
const MAX_LOCAL_CHANGES = 64;

type PaperScope = paper.PaperScope;

/**
 * The canvas side of the digitizer: tools, hit testing, the view and the keyboard cursor, and
 * the renderers it coordinates, one per concern: the page, the data markers (redrawn by
 * rectangle) and calibration (a Paper.js scope) draw off screen and are composited onto one canvas
 * (the underlay); the layers have a canvas over it, and the overlay (redrawn by rectangle) is on top
 * and takes the input. It holds no model: the host pushes a Scene in and hears about edits through
 * callbacks.
 */
export class DigitizerEngine {
  /** The top canvas (overlay): pointer input arrives here. */
  readonly canvas: HTMLCanvasElement;
  /** The PDF text layer lives here, transformed with the view. */
  readonly textLayer: HTMLDivElement;
  /** The page, markers and calibration marks, composited from the three below. */
  private readonly underlayCanvas: HTMLCanvasElement;
  private readonly pageCanvas: OffscreenCanvas;
  private readonly markersCanvas: OffscreenCanvas;
  /** Paper.js draws here, off the page (it needs a canvas element). */
  private readonly calibrationCanvas: HTMLCanvasElement;
  private readonly layersCanvas: HTMLCanvasElement;
  private readonly layerStack = new LayerStack();
  private layerCursor: string | null = null;
  private readonly magnifierCanvas: HTMLCanvasElement;
  private readonly scope: PaperScope;
  private readonly pageRenderer: PageRenderer;
  private readonly markers: MarkersRenderer;
  private readonly calibration: CalibrationRenderer;
  private readonly overlay: OverlayRenderer;
  private readonly underlay: UnderlayRenderer;
  private page: EnginePage | null = null;

  private requested: RequestedView = { zoom: 'fit', rotation: 0, center: null };
  private viewState: ViewState = { zoom: 1, rotation: 0, center: { x: 0, y: 0 } };
  private viewport: Size = { width: 1, height: 1 };
  private sceneState: Scene = EMPTY_SCENE;
  private indexes = new Map<string, PointSnapshot>();
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
  private dirty = { view: true, points: true, calibration: true, overlay: true, layers: true };
  /** Image positions where markers appeared, moved or vanished since the last render. */
  private touched: Vec[] = [];
  private disposed = false;
  private readonly resizeObserver: ResizeObserver | null;
  private readonly cleanup: (() => void)[] = [];
  private activePointer: number | null = null;
  private panDrag: { last: Vec } | null = null;
  lastRender: RenderStats = { pointsMs: 0, paperMs: 0, markers: 0, markersMode: 'full' };

  constructor(
    readonly container: HTMLElement,
    private callbacks: EngineCallbacks,
  ) {
    const doc = container.ownerDocument;
    const under = () => {
      const c = doc.createElement('canvas');
      c.setAttribute('aria-hidden', 'true');
      Object.assign(c.style, { position: 'absolute', left: '0', top: '0', display: 'block', pointerEvents: 'none' });
      return c;
    };
    this.underlayCanvas = under();
    this.underlayCanvas.dataset.digitizerUnderlay = '';
    this.pageCanvas = new OffscreenCanvas(1, 1);
    this.markersCanvas = new OffscreenCanvas(1, 1);
    this.calibrationCanvas = doc.createElement('canvas');
    this.layersCanvas = under();
    this.layersCanvas.dataset.digitizerLayers = '';
    this.canvas = doc.createElement('canvas');
    this.canvas.setAttribute('aria-hidden', 'true');
    this.canvas.dataset.digitizerCanvas = '';
    Object.assign(this.canvas.style, { position: 'absolute', left: '0', top: '0', display: 'block', touchAction: 'none' });
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
    container.append(this.underlayCanvas, this.layersCanvas, this.canvas, this.textLayer, this.magnifierCanvas);

    this.viewport = this.measure();
    this.sizeCanvases();
    this.scope = new paperCore.PaperScope();
    this.scope.setup(this.calibrationCanvas);
    const view = this.scope.view;
    view.autoUpdate = false;
    view.viewSize = new this.scope.Size(this.viewport.width, this.viewport.height);
    const calibrationLayer = this.scope.project.activeLayer;
    calibrationLayer.name = 'calibration';
    this.calibration = new CalibrationRenderer(this.scope, calibrationLayer);
    this.overlay = new OverlayRenderer(this.canvas);
    this.pageRenderer = new PageRenderer(this.pageCanvas);
    this.markers = new MarkersRenderer(this.markersCanvas);
    this.underlay = new UnderlayRenderer(this.underlayCanvas);

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
    this.pageRenderer.setPage(page);
    if (page && (!this.cursor || !samePage)) this.cursor = pageCenter(page.size);
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
   * against its PointSnapshot: adding, moving, deleting or re-inserting one point redraws one
   * marker rectangle.
   */
  setScene(scene: Scene): boolean {
    const prev = this.sceneState;
    this.sceneState = scene;
    const live = new Set<string>();
    let changed = false;
    let full = false;
    const touched: Vec[] = [];
    const touch = (x: number, y: number) => {
      if (touched.length <= MAX_LOCAL_CHANGES) touched.push({ x, y });
    };
    for (const set of scene.datasets) {
      if (set.offPage) continue;
      live.add(set.id);
      let known = this.indexes.get(set.id);
      if (!known) this.indexes.set(set.id, (known = new PointSnapshot()));
      if (known.sync(set.points, touch)) changed = true;
    }
    for (const id of [...this.indexes.keys()]) {
      if (!live.has(id)) {
        this.indexes.delete(id);
        changed = true;
        full = true;
      }
    }
    const sameSets =
      prev.datasets.length === scene.datasets.length &&
      prev.datasets.every((d, i) => {
        const n = scene.datasets[i]!;
        return d.id === n.id && d.color === n.color && !!d.offPage === !!n.offPage && (!n.offPage || d.points.length === n.points.length);
      });
    if (full || !sameSets || touched.length > MAX_LOCAL_CHANGES) this.invalidate('points');
    else if (touched.length) this.touch(touched);
    // Paper.js redraws its whole canvas: a new point must not redraw unchanged calibration marks.
    if (!sameCalibrationMarks(prev, scene)) this.invalidate('calibration');
    this.invalidate('overlay');
    return changed;
  }

  /** Redraw the markers around these image positions on the next frame. */
  private touch(at: readonly Vec[]): void {
    if (!this.dirty.points) {
      this.touched.push(...at);
      if (this.touched.length > MAX_LOCAL_CHANGES) this.invalidate('points');
    }
    this.invalidate('overlay');
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
    this.canvas.style.cursor = this.layerCursor ?? (name === 'selectText' ? 'text' : 'crosshair');
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

  /** The layers drawn over the figure, bottom first; they take input before the tool. */
  setLayers(layers: readonly EngineLayer[]): void {
    if (this.layerStack.set(layers)) this.invalidate('layers');
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
    if (this.layerStack.keyDown(event, this.layerContext)) {
      this.invalidate('overlay');
      return true;
    }
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
      if (this.layerStack.pointerDown(e, this.layerContext)) {
        this.invalidate('overlay');
        return true;
      }
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
  invalidate(part: 'view' | 'points' | 'calibration' | 'overlay' | 'layers'): void {
    if (part === 'view') this.dirty = { ...this.dirty, view: true, calibration: true, overlay: true, layers: true };
    else this.dirty[part] = true;
    if (part === 'points') this.touched = [];
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
    const dpr = view.pixelRatio;
    const dirty = this.dirty;
    const t0 = performance.now();
    let markersMode: RenderStats['markersMode'] = 'unchanged';
    let markers = 0;
    // What of the underlay to composite again: all of it, or the markers' rectangles.
    let shown: 'all' | PixelRect[] = [];
    const skip = this.preview?.kind === 'point' ? this.preview.ref : null;
    const datasets = this.sceneState.datasets;
    if (dirty.view) {
      view.matrix = new this.scope.Matrix(m.a, m.b, m.c, m.d, m.tx, m.ty);
      this.textLayer.style.transform = `matrix(${m.a}, ${m.b}, ${m.c}, ${m.d}, ${m.tx}, ${m.ty})`;
      // The shown view, readable by tests and tools that place pointers on image coordinates.
      const ds = this.container.dataset;
      ds.zoom = String(this.viewState.zoom);
      ds.rotation = String(this.viewState.rotation);
      ds.centerX = String(this.viewState.center.x);
      ds.centerY = String(this.viewState.center.y);
      if (this.page) {
        ds.pageWidth = String(this.page.size.width);
        ds.pageHeight = String(this.page.size.height);
      }
      const w = Math.max(1, Math.round(this.viewport.width * dpr));
      const h = Math.max(1, Math.round(this.viewport.height * dpr));
      this.sizeCanvases();
      this.pageRenderer.resize(w, h);
      this.underlay.resize(w, h);
      this.overlay.resize(w, h, dpr);
      this.pageRenderer.update(m, dpr);
      shown = 'all';
      if (this.markers.resize(w, h)) dirty.points = true;
      else if (!dirty.points && this.markers.scrollTo(m, dpr, datasets, skip)) markersMode = 'scrolled';
      else dirty.points = true;
    }
    if (dirty.points) {
      markers = this.markers.draw(m, dpr, datasets, skip);
      markersMode = 'full';
      shown = 'all';
    } else if (this.touched.length) {
      if (this.markers.redrawAround(this.touched, m, dpr, datasets, skip)) {
        markersMode = markersMode === 'scrolled' ? 'scrolled' : 'rectangles';
        if (shown !== 'all') shown.push(...this.markers.lastRects);
      } else {
        markers = this.markers.draw(m, dpr, datasets, skip);
        markersMode = 'full';
        shown = 'all';
      }
    }
    this.touched = [];
    const t1 = performance.now();
    if (dirty.calibration) {
      const s = this.sceneState;
      this.calibration.draw({ axes: s.axes, pending: s.pendingCalibration, pendingLabels: s.calibrationLabels, preview: this.preview, view: this.viewState });
    }
    // Paper.js redraws its whole canvas, which holds only the calibration marks.
    if (dirty.view || dirty.calibration) {
      view.update();
      shown = 'all';
    }
    if (shown === 'all' || shown.length) {
      // An empty calibration layer leaves its canvas blank: nothing to composite.
      const sources = this.calibration.layer.hasChildren()
        ? [this.pageRenderer.canvas, this.markersCanvas, this.calibrationCanvas]
        : [this.pageRenderer.canvas, this.markersCanvas];
      this.underlay.compose(sources, shown === 'all' ? undefined : shown);
    }
    if (dirty.view || dirty.layers) this.drawLayers(m, dpr);
    if (dirty.overlay) this.drawOverlay(m);
    const t2 = performance.now();
    this.dirty = { view: false, points: false, calibration: false, overlay: false, layers: false };
    this.lastRender = { pointsMs: t1 - t0, paperMs: t2 - t1, markers: markersMode === 'full' ? markers : this.lastRender.markers, markersMode };
    this.drawMagnifier();
  }

  /** The canvases' CSS size is the viewport's (Paper.js sizes its own). */
  private sizeCanvases(): void {
    const size = { width: `${this.viewport.width}px`, height: `${this.viewport.height}px` };
    for (const c of [this.underlayCanvas, this.layersCanvas, this.canvas]) Object.assign(c.style, size);
  }

  /** Redraw everything now, as after a model swap (for the bench). */
  renderAll(): RenderStats {
    this.dirty = { view: true, points: true, calibration: true, overlay: true, layers: true };
    this.pageRenderer.setPage(this.page);
    this.overlay.reset();
    this.render();
    return this.lastRender;
  }

  private get layerView(): LayerView {
    const m = viewMatrix(this.viewState, this.viewport);
    return {
      matrix: m,
      viewport: this.viewport,
      state: this.viewState,
      pageSize: this.page?.size ?? null,
      imageToScreen: (p) => this.imageToScreen(p),
      screenToImage: (p) => this.screenToImage(p),
    };
  }

  private get layerContext(): LayerContext {
    return {
      view: this.layerView,
      requestRender: () => this.invalidate('layers'),
      announce: (message) => this.callbacks.onAnnounce(message),
      setCursor: (cursor) => {
        this.layerCursor = cursor;
        this.canvas.style.cursor = cursor ?? (this.tool.name === 'selectText' ? 'text' : 'crosshair');
      },
    };
  }

  /** Every layer redrawn in full: layers are few marks, redrawn only when they or the view change. */
  /** Whether the layers' canvas holds nothing drawn. */
  private layersBlank = true;

  private drawLayers(matrix: Affine, dpr: number): void {
    const c = this.layersCanvas;
    const w = Math.max(1, Math.round(this.viewport.width * dpr));
    const h = Math.max(1, Math.round(this.viewport.height * dpr));
    if (c.width !== w || c.height !== h) {
      c.width = w;
      c.height = h;
      this.layersBlank = true;
    }
    const nothing = !this.layerStack.layers.length || !this.page;
    // A canvas touched is a canvas the compositor copies again: a blank one stays untouched.
    if (nothing && this.layersBlank) return;
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, w, h);
    this.layersBlank = nothing;
    if (nothing) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    this.layerStack.draw(ctx, { ...this.layerView, matrix });
  }

  private drawOverlay(matrix: Affine): void {
    const preview = this.preview;
    const axisHover = this.axisHover;
    let axisHoverAt: Vec | null = null;
    if (axisHover) {
      const dragged = preview?.kind === 'axis' && preview.ref.axesId === axisHover.axesId && preview.ref.index === axisHover.index;
      axisHoverAt = dragged ? preview.at : this.axisPointAt(axisHover);
    }
    const cursorShown = this.focused && this.cursorVisible && !!this.cursor && this.tool.name !== 'selectText';
    const crosshairAt = !this.crosshair ? null : this.pointer ?? (cursorShown ? this.imageToScreen(this.cursor!) : null);
    const dragged =
      preview?.kind === 'point'
        ? { at: preview.at, color: this.sceneState.datasets.find((d) => d.id === preview.ref.datasetId)?.color ?? OVERLAY_COLORS.selection }
        : null;
    this.overlay.draw({
      matrix,
      viewport: this.viewport,
      axisHover: axisHoverAt,
      hover: this.hover ? this.pointAt(this.hover) : null,
      dragged,
      selected: this.selectionRef && (preview?.kind === 'point' ? preview.at : this.pointAt(this.selectionRef)),
      focused: this.focused,
      crosshairAt,
      cursor: cursorShown ? this.cursor : null,
    });
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
    for (const layer of [this.underlayCanvas, this.canvas]) {
      ctx.drawImage(layer, at.x * dpr - src / 2, at.y * dpr - src / 2, src, src, 0, 0, out.width, out.height);
    }
    ctx.strokeStyle = OVERLAY_COLORS.cursor;
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
      if (!this.layerStack.pointerDown(te, this.layerContext)) this.tool.onPointerDown?.(te, this.context);
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
      if (!this.layerStack.pointerMove(te, this.layerContext)) this.tool.onPointerMove?.(te, this.context);
      if (this.crosshair || this.magnifier) this.invalidate('overlay');
    });
    const up = (e: PointerEvent) => {
      if (this.panDrag) {
        this.panDrag = null;
        return;
      }
      if (this.activePointer !== e.pointerId) return;
      this.activePointer = null;
      const te = this.toolEvent(e);
      if (!this.layerStack.pointerUp(te, this.layerContext)) this.tool.onPointerUp?.(te, this.context);
      this.invalidate('overlay');
    };
    on(this.canvas, 'pointerup', up);
    on(this.canvas, 'pointercancel', up);
    on(this.canvas, 'pointerleave', () => {
      this.pointer = null;
      this.layerStack.pointerLeave(this.layerContext);
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
        const was = engine.preview;
        engine.preview = preview;
        // The dragged point leaves the markers for the overlay while it moves, and comes back.
        const wasRef = was?.kind === 'point' ? was.ref : null;
        const ref = preview?.kind === 'point' ? preview.ref : null;
        if (!samePointRef(wasRef, ref)) {
          const at = [wasRef, ref].flatMap((r) => (r ? [engine.pointAt(r)] : [])).filter((p): p is Vec => !!p);
          engine.touch(at);
        }
        if (was?.kind === 'axis' || preview?.kind === 'axis') engine.invalidate('calibration');
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
    this.underlayCanvas.remove();
    this.layersCanvas.remove();
    this.textLayer.remove();
    this.magnifierCanvas.remove();
  }
}
