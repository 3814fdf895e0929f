import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { Command } from './core/undo';
import type { GraphKind } from './core/axesKinds';
import { addPointCommand, deletePointsCommand, movePointCommand } from './core/model/edits';
import type { DataPoint, Dataset, PageData, PixelRect, Project } from './core/model/types';
import { DigitizerEngine } from './engine/DigitizerEngine';
import type { EngineLayer } from './engine/layers';
import {
  CALIBRATION_LABELS,
  describeValues,
  findPage,
  moveCalibrationPointCommand,
  sceneFromProject,
} from './engine/projectAdapter';
import type { PointRef } from './engine/scene';
import type { ToolName } from './engine/tools/types';
import { clampZoom, rotateBy, zoomIn, zoomOut, type Rotation, type Vec, type ViewState } from './engine/viewTransform';
import { cleanSelectedText } from './pages/cleanText';
import { selectionRectInLayer } from './pages/selectionRect';
import { InvalidFileError, InvalidPageError, PAGE_MESSAGES } from './pages/errors';
import { PDF_BASE_SCALE, openPageSource, type DigitizerFile, type PageSource } from './pages/pageSource';
import * as styles from './Digitizer.css';

export type { DigitizerFile } from './pages/pageSource';
export type { ToolName } from './engine/tools/types';
export type { PointRef } from './engine/scene';
export type { EngineLayer, LayerContext, LayerView } from './engine/layers';
export type { Rotation, Vec } from './engine/viewTransform';

/** What the digitizer learnt about the current document. */
export interface DigitizerDocumentInfo {
  file: number;
  pageCount: number;
  /** The current page in image coordinates (PDF pages at 3 pixels per point). */
  pageSize: { width: number; height: number };
}

/** The view as a host keeps it: zoom may be 'fit', a null centre centres the page. */
export interface DigitizerView {
  zoom: number | 'fit';
  rotation: Rotation;
  center: Vec | null;
}

/**
 * A view the canvas reads and follows by itself, without rendering its component: a wheel step
 * that the host stores comes back through `subscribe` and redraws the engine directly.
 */
export interface DigitizerViewSource {
  getView(): DigitizerView;
  /** Be told of changes (others may come too); returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface DigitizerProps {
  /** Accessible name of the canvas. @default 'Figure digitizer' */
  'aria-label'?: string;
  /** Documents of the project; the model's `file` numbers index this list. */
  files: readonly DigitizerFile[];
  /** Index into `files`. */
  file: number;
  /** Page number, from 1. */
  page: number;
  /** The project; edits come back through `onCommand`, never applied here. */
  model: Project;
  /** Bump when the model was changed in place (commands mutate it) so the canvas redraws. @default 0 */
  revision?: number;
  /** The active tool. */
  tool: ToolName;
  /** Zoom factor at which one image pixel is one CSS pixel, or 'fit'. @default 'fit' */
  zoom?: number | 'fit';
  /** Quarter-turn rotation of the view, clockwise. @default 0 */
  rotation?: Rotation;
  /** Image point at the centre of the view; null centres the page. @default null */
  center?: Vec | null;
  /** Where to read the view instead of `zoom`, `rotation` and `center`, which are then ignored. @default null */
  viewSource?: DigitizerViewSource | null;
  /** The selected data point. @default null */
  selection?: PointRef | null;
  /** Dataset that receives new points and that adjust and delete act on. @default null */
  activeDataset?: string | null;
  /** Axes whose calibration points the adjust-positions tool moves. @default null */
  activeAxes?: string | null;
  /** Kind of axes the calibrate tool collects points for. @default 'xy' */
  calibrationType?: GraphKind;
  /** Calibration points collected so far. @default [] */
  pendingCalibration?: readonly Vec[];
  /** Show the extended crosshair. @default false */
  crosshair?: boolean;
  /** Show the magnified view that follows the pointer. @default false */
  magnifier?: boolean;
  /** Draw points and axes of the file's other pages, faded. @default true */
  showOffPageItems?: boolean;
  /** An undoable model edit: the host executes it (e.g. `EditorSession.execute`) and bumps `revision`. */
  onCommand?: (command: Command) => void;
  onSelectionChange?: (selection: PointRef | null) => void;
  onToolChange?: (tool: ToolName) => void;
  onZoomChange?: (zoom: number) => void;
  onRotationChange?: (rotation: Rotation) => void;
  onCenterChange?: (center: Vec) => void;
  /** A wheel pan or zoom (or the keyboard cursor scrolled into view): zoom and centre at once, before `onZoomChange` and `onCenterChange`. */
  onViewChange?: (view: { zoom: number; center: Vec }) => void;
  onCrosshairChange?: (on: boolean) => void;
  onPendingCalibrationChange?: (points: Vec[]) => void;
  /** All calibration points of `calibrationType` are placed; the host asks for their values. */
  onCalibrationPointsCollected?: (points: Vec[]) => void;
  /** Cleaned text selected on a PDF page with the selectText tool. */
  /** Text selected in a PDF page's text layer: cleaned, with where it is on the page image. */
  onTextSelected?: (text: string, rect?: PixelRect) => void;
  onDocumentLoad?: (info: DigitizerDocumentInfo) => void;
  /** The file cannot be opened (invalid-file) or the page does not exist. */
  onError?: (error: InvalidFileError | InvalidPageError) => void;
  /** The X key: open Add dataset. */
  onAddDatasetRequest?: () => void;
  /** The e key (bar charts): edit labels. */
  onEditLabelsRequest?: () => void;
  /** The r key in the adjust tool, with a point selected: edit that point's tags. */
  onEditPointRequest?: (point: PointRef) => void;
  /**
   * Concerns drawn over the figure that take input before the tool (tables, bar headers, snap
   * targets, masks), bottom first. Pass new layer objects when their state changes. @default []
   */
  layers?: readonly EngineLayer[];
  /** Build the point stored for a click (fill metadata from axes labels and study keys). */
  createPoint?: (at: Vec, dataset: Dataset, page: PageData) => DataPoint;
  className?: string;
}

const NO_LAYERS: readonly EngineLayer[] = [];

const TOOL_KEYS: Record<string, ToolName> = { a: 'addPoints', s: 'adjustPoints', d: 'deletePoints', f: 'adjustPositions' };

const TOOL_HELP: Record<ToolName, string> = {
  calibrate: 'Calibrate: move the cursor with the arrow keys (Shift for larger steps) and press Enter on each axis point.',
  addPoints: 'Add points: move the cursor with the arrow keys and press Enter to add a point.',
  adjustPoints:
    'Adjust points: press Enter to select the point nearest the cursor, then move it with the arrow keys (Shift moves faster). Escape deselects, Delete removes it, r edits its tags.',
  deletePoints: 'Delete points: move the cursor onto a point and press Enter to delete it.',
  adjustPositions: 'Adjust axis points: press Enter to select the nearest axis point, then move it with the arrow keys.',
  selectText: 'Select text: select text on the page with the mouse.',
};

function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/**
 * The figure canvas: a PDF page or image with axes, data points and tools. Every state it shows
 * comes from props; every edit leaves as a command or a callback.
 */
export function Digitizer(props: DigitizerProps) {
  const {
    files,
    file,
    page,
    model,
    revision = 0,
    tool,
    zoom = 'fit',
    rotation = 0,
    center = null,
    viewSource = null,
    selection = null,
    activeDataset = null,
    activeAxes = null,
    calibrationType = 'xy',
    pendingCalibration = EMPTY,
    crosshair = false,
    magnifier = false,
    showOffPageItems = true,
    layers,
  } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<DigitizerEngine | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pageState, setPageState] = useState<'loading' | 'ready' | 'error'>('loading');
  // Only whether the page is rendered at the high scale: a zoom step within it renders nothing.
  const [quality, setQualityState] = useState<'low' | 'high'>('low');
  const qualityRef = useRef(quality);
  // Set only when it changes: setting an equal state can still render the component once more.
  const setQuality = useCallback((q: 'low' | 'high') => {
    if (qualityRef.current === q) return;
    qualityRef.current = q;
    setQualityState(q);
  }, []);
  const [focusVisible, setFocusVisible] = useState(false);
  const pointerDown = useRef(false);
  const latest = useLatest(props);
  const helpId = useId();

  const announce = useCallback((message: string) => {
    // Re-announce identical messages: a screen reader ignores an unchanged live region.
    setAnnouncement((prev) => (prev === message ? `${message}\u00a0` : message));
  }, []);

  const currentPage = (): PageData | null => findPage(latest.current.model, latest.current.file, latest.current.page);

  useLayoutEffect(() => {
    const engine = new DigitizerEngine(surfaceRef.current!, {
      onCalibrationPoint(at) {
        const p = latest.current;
        const needed = CALIBRATION_LABELS[p.calibrationType ?? 'xy'];
        const prev = p.pendingCalibration ?? EMPTY;
        if (prev.length >= needed.length) return;
        const next = [...prev, at];
        p.onPendingCalibrationChange?.(next);
        announce(`${needed[next.length - 1]} placed at pixel ${Math.round(at.x)}, ${Math.round(at.y)}`);
        if (next.length === needed.length) p.onCalibrationPointsCollected?.(next);
      },
      onPointAdd(datasetId, at) {
        const p = latest.current;
        const pd = currentPage();
        const dataset = pd?.datasets.find((d) => d.name === datasetId);
        if (!pd || !dataset) return;
        const point = p.createPoint ? p.createPoint(at, dataset, pd) : { x: at.x, y: at.y };
        p.onCommand?.(addPointCommand(pd, datasetId, point));
        const axes = pd.axes.find((a) => a.name === dataset.axesName);
        const values = axes && describeValues(axes, at);
        announce(values ? `Point added at ${values}` : `Point added at pixel ${Math.round(at.x)}, ${Math.round(at.y)}`);
        p.onSelectionChange?.(null);
      },
      onPointMove(ref, to) {
        const pd = currentPage();
        if (!pd) return;
        latest.current.onCommand?.(movePointCommand(pd, ref.datasetId, ref.index, to));
        const dataset = pd.datasets.find((d) => d.name === ref.datasetId);
        const axes = dataset && pd.axes.find((a) => a.name === dataset.axesName);
        const values = axes && describeValues(axes, to);
        announce(values ? `Point moved to ${values}` : 'Point moved');
      },
      onPointDelete(ref) {
        const pd = currentPage();
        if (!pd) return;
        const dataset = pd.datasets.find((d) => d.name === ref.datasetId);
        const at = dataset?.points[ref.index];
        const axes = dataset && pd.axes.find((a) => a.name === dataset.axesName);
        const values = at && axes && describeValues(axes, at);
        const p = latest.current;
        p.onCommand?.(deletePointsCommand(pd, ref.datasetId, [ref.index]));
        if (p.selection && p.selection.datasetId === ref.datasetId) p.onSelectionChange?.(null);
        announce(values ? `Point deleted at ${values}` : 'Point deleted');
      },
      onAxisPointMove(ref, to) {
        const pd = currentPage();
        if (!pd) return;
        latest.current.onCommand?.(moveCalibrationPointCommand(pd, ref.axesId, ref.index, to));
        announce(`Axis point moved to pixel ${to.x.toFixed(1)}, ${to.y.toFixed(1)}`);
      },
      onSelectionChange(ref) {
        latest.current.onSelectionChange?.(ref);
        if (!ref) return;
        const pd = currentPage();
        const dataset = pd?.datasets.find((d) => d.name === ref.datasetId);
        const at = dataset?.points[ref.index];
        const axes = dataset && pd?.axes.find((a) => a.name === dataset.axesName);
        const values = at && axes && describeValues(axes, at);
        announce(values ? `Point ${ref.index + 1} selected at ${values}` : `Point ${ref.index + 1} selected`);
      },
      onViewChange(view: ViewState) {
        const p = latest.current;
        p.onViewChange?.({ zoom: view.zoom, center: view.center });
        p.onZoomChange?.(view.zoom);
        p.onCenterChange?.(view.center);
        setQuality(qualityAt(view.zoom));
      },
      onViewResolved(view: ViewState) {
        setQuality(qualityAt(view.zoom));
      },
      onAnnounce: announce,
    });
    setEngine(engine);
    return () => {
      engine.dispose();
      setEngine(null);
    };
  }, [announce, latest, setQuality]);

  // ---- props pushed into the engine ----

  useEffect(() => engine?.setTool(tool), [engine, tool]);
  useEffect(() => engine?.setSelection(selection), [engine, selection]);
  useEffect(() => engine?.setCrosshair(crosshair), [engine, crosshair]);
  useEffect(() => engine?.setMagnifier(magnifier), [engine, magnifier]);
  useEffect(() => engine?.setLayers(layers ?? NO_LAYERS), [engine, layers]);
  useEffect(() => {
    if (viewSource) return;
    engine?.setView({ zoom: zoom === 'fit' ? 'fit' : clampZoom(zoom), rotation, center });
  }, [engine, viewSource, zoom, rotation, center?.x, center?.y]); // eslint-disable-line react-hooks/exhaustive-deps
  // A view source is followed imperatively: pan and zoom steps never render this component.
  useLayoutEffect(() => {
    if (!engine || !viewSource) return;
    let shown: DigitizerView | null = null;
    const follow = () => {
      const view = viewSource.getView();
      if (view === shown) return;
      shown = view;
      engine.setView({ zoom: view.zoom === 'fit' ? 'fit' : clampZoom(view.zoom), rotation: view.rotation, center: view.center });
    };
    follow();
    return viewSource.subscribe(follow);
  }, [engine, viewSource]);
  useEffect(() => {
    engine?.setScene(
      sceneFromProject(model, { file, page, activeDataset, activeAxes, pendingCalibration, calibrationType, showOffPage: showOffPageItems }),
    );
  }, [engine, model, revision, file, page, activeDataset, activeAxes, pendingCalibration, calibrationType, showOffPageItems]);

  // ---- documents and pages ----

  const sources = useRef(new Map<DigitizerFile, Promise<PageSource>>());
  useEffect(() => {
    const map = sources.current;
    for (const [f, source] of map) {
      if (!files.includes(f)) {
        map.delete(f);
        source.then((s) => s.destroy(), () => undefined);
      }
    }
  }, [files]);
  useEffect(
    () => () => {
      for (const source of sources.current.values()) source.then((s) => s.destroy(), () => undefined);
      sources.current.clear();
    },
    [],
  );

  // The current document, not the list: hosts often rebuild the list on every render.
  const currentFile = files[file];
  useEffect(() => {
    if (!engine) return;
    let cancelled = false;
    const f = currentFile;
    if (!f) {
      engine.setPage(null);
      return;
    }
    setPageState((s) => (s === 'ready' && quality === 'high' ? s : 'loading'));
    let source = sources.current.get(f);
    if (!source) sources.current.set(f, (source = openPageSource(f)));
    source
      .then(async (s) => {
        const rendered = await s.render(page - 1, quality);
        if (cancelled) return;
        setError(null);
        engine.setPage(rendered);
        engine.render();
        setPageState('ready');
        latest.current.onDocumentLoad?.({ file, pageCount: s.pageCount, pageSize: rendered.size });
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        const err = e instanceof InvalidPageError || e instanceof InvalidFileError ? e : new InvalidFileError(f.name, e);
        engine.setPage(null);
        setPageState('error');
        setError(err instanceof InvalidPageError ? PAGE_MESSAGES.invalidPage : `${f.name}: ${PAGE_MESSAGES.invalidFileText}`);
        latest.current.onError?.(err);
      });
    return () => {
      cancelled = true;
    };
  }, [engine, currentFile, file, page, quality, latest]);

  // The text layer depends on the page only; the view transform moves it with the canvas.
  useEffect(() => {
    if (!engine) return;
    const f = currentFile;
    const source = f && sources.current.get(f);
    const container = engine.textLayer;
    container.replaceChildren();
    if (!source) return;
    let layer: { cancel(): void } | null = null;
    let cancelled = false;
    source
      .then(async (s) => {
        const pdfPage = await s.pdfPage(page - 1);
        if (!pdfPage || cancelled) return;
        const { TextLayer } = await import('pdfjs-dist');
        if (cancelled) return;
        container.style.setProperty('--total-scale-factor', String(PDF_BASE_SCALE));
        // pdf.js sizes the layer as round(down, width, var(--scale-round-x)): without these (its page
        // view sets them) the width is invalid, the layer collapses to nothing and no text can be selected.
        container.style.setProperty('--scale-round-x', '1px');
        container.style.setProperty('--scale-round-y', '1px');
        const tl = new TextLayer({
          textContentSource: pdfPage.streamTextContent(),
          container,
          viewport: pdfPage.getViewport({ scale: PDF_BASE_SCALE }),
        });
        layer = tl;
        await tl.render();
      })
      .catch(() => undefined);
    const onUp = () => {
      const text = cleanSelectedText(container.ownerDocument.getSelection()?.toString() ?? '');
      if (text) {
        latest.current.onTextSelected?.(text, selectionRectInLayer(container));
        announce(`Text selected: ${text}`);
      }
    };
    container.addEventListener('mouseup', onUp);
    return () => {
      cancelled = true;
      layer?.cancel();
      container.removeEventListener('mouseup', onUp);
    };
  }, [engine, currentFile, page, latest, announce]);

  // ---- keyboard ----

  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (!engine || e.target !== e.currentTarget || e.ctrlKey || e.metaKey || e.altKey) return;
    const p = latest.current;
    const key = e.key;
    setFocusVisible(true);
    engine.setFocused(true, true);
    if (engine.handleKeyDown(e.nativeEvent)) {
      e.preventDefault();
      return;
    }
    const lower = key.length === 1 ? key.toLowerCase() : key;
    const next = TOOL_KEYS[lower];
    if (next) {
      p.onToolChange?.(next);
      announce(TOOL_HELP[next].split(':')[0]! + ' tool');
    } else if (lower === 'z') {
      p.onPendingCalibrationChange?.([]);
      p.onToolChange?.('calibrate');
      announce(`Calibrate: place ${CALIBRATION_LABELS[p.calibrationType ?? 'xy'].join(', ')}`);
    } else if (lower === 'x') {
      p.onAddDatasetRequest?.();
    } else if (lower === 'e') {
      p.onEditLabelsRequest?.();
    } else if (lower === 'r' && (p.tool ?? 'addPoints') === 'adjustPoints' && p.selection && p.onEditPointRequest) {
      p.onEditPointRequest(p.selection);
    } else if (key === '\\') {
      p.onCrosshairChange?.(!(p.crosshair ?? false));
    } else if (key === '+' || key === '=') {
      p.onZoomChange?.(zoomIn(engine.view.zoom));
    } else if (key === '-') {
      p.onZoomChange?.(zoomOut(engine.view.zoom));
    } else if (key === '[' || key === ']') {
      p.onRotationChange?.(rotateBy(engine.view.rotation, key === ']' ? 90 : -90));
    } else return;
    e.preventDefault();
  };

  return (
    <div
      ref={rootRef}
      role="application"
      aria-label={props['aria-label'] ?? 'Figure digitizer'}
      aria-roledescription="digitizer"
      aria-describedby={helpId}
      tabIndex={0}
      className={[styles.root, props.className].filter(Boolean).join(' ')}
      data-tool={tool}
      data-page-state={pageState}
      data-selected-point={selection ? `${selection.datasetId}#${selection.index + 1}` : undefined}
      data-focus-visible={focusVisible || undefined}
      onPointerDown={() => {
        pointerDown.current = true;
        setFocusVisible(false);
      }}
      onFocus={(e) => {
        if (e.target !== e.currentTarget) return;
        const byKeyboard = !pointerDown.current;
        pointerDown.current = false;
        setFocusVisible(byKeyboard);
        engine?.setFocused(true, byKeyboard);
      }}
      onBlur={(e) => {
        if (e.target !== e.currentTarget) return;
        setFocusVisible(false);
        engine?.setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div ref={surfaceRef} className={styles.surface} data-digitizer-surface="" />
      <p id={helpId} className={styles.visuallyHidden}>
        {TOOL_HELP[tool]} Tools: z calibrate, a add, s adjust, d delete, f adjust axis points. Backslash toggles the
        crosshair; plus and minus zoom.
      </p>
      <div className={styles.visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="digitizer-announcement">
        {announcement}
      </div>
      {error && (
        <div role="alert" className={styles.message}>
          {error}
        </div>
      )}
    </div>
  );
}

const EMPTY: readonly Vec[] = Object.freeze([]);

/** The page is rendered at the high scale above zoom 1. */
const qualityAt = (zoom: number): 'low' | 'high' => (zoom > 1 ? 'high' : 'low');
