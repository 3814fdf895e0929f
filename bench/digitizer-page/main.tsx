import { useReducer, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { Digitizer, type DigitizerFile } from '../../src/editor/Digitizer';
import { createProject, getPage, type Project } from '../../src/editor/core/model/types';
import { UndoManager, type Command } from '../../src/editor/core/undo';
import { DigitizerEngine } from '../../src/editor/engine/DigitizerEngine';
import type { ToolName } from '../../src/editor/engine/tools/types';
import { openPageSource } from '../../src/editor/pages/pageSource';
import linearPdf from '../../tests/fixtures/charts/two-page.pdf?url';

/*
 * The page the digitizer bench drives: a Digitizer in a production build over a synthetic
 * 1800 x 1200 page (a PDF page at scale 3 is about that size) with n points in one dataset.
 */

let engine: DigitizerEngine | null = null;
let rendered: (() => void) | null = null;
let sceneArrived: (() => void) | null = null;
const originalRender = DigitizerEngine.prototype.render;
DigitizerEngine.prototype.render = function (this: DigitizerEngine) {
  engine = this;
  originalRender.call(this);
  rendered?.();
};
const originalSetScene = DigitizerEngine.prototype.setScene;
DigitizerEngine.prototype.setScene = function (this: DigitizerEngine, scene) {
  const changed = originalSetScene.call(this, scene);
  sceneArrived?.();
  return changed;
};

function lcg(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 4294967296);
}

async function syntheticPage(): Promise<DigitizerFile> {
  const c = document.createElement('canvas');
  c.width = 1800;
  c.height = 1200;
  const ctx = c.getContext('2d')!;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, c.width, c.height);
  ctx.strokeStyle = '#000';
  ctx.lineWidth = 3;
  ctx.strokeRect(150, 100, 1500, 950);
  const blob = await new Promise<Blob>((r) => c.toBlob((b) => r(b!), 'image/png'));
  return { id: 'synthetic', name: 'synthetic.png', data: blob, type: 'image/png' };
}

function projectWith(n: number): Project {
  const project = createProject();
  const page = getPage(project, 0, 1);
  page.axes.push({
    type: 'xy',
    name: 'XY graph',
    options: {},
    metadata: {},
    calibrationPoints: [
      { px: 150, py: 1050, dx: 0, dy: 0 },
      { px: 1650, py: 1050, dx: 100, dy: 0 },
      { px: 150, py: 1050, dx: 0, dy: 0 },
      { px: 150, py: 100, dx: 0, dy: 100 },
    ],
  });
  const rand = lcg(n);
  page.datasets.push({
    name: 'Bench data',
    axesName: 'XY graph',
    metadata: {},
    metadataKeys: [],
    pointGroups: [],
    tuples: [],
    points: Array.from({ length: n }, () => ({ x: 150 + rand() * 1500, y: 100 + rand() * 950 })),
  });
  return project;
}

let setProject: (p: Project) => void = () => undefined;
let setTool: (t: ToolName) => void = () => undefined;
let file: DigitizerFile;

function Host() {
  const [project, set] = useState<Project>(() => createProject());
  const [revision, bump] = useReducer((n: number) => n + 1, 0);
  const [undo] = useState(() => new UndoManager());
  const [tool, changeTool] = useState<ToolName>('addPoints');
  setTool = changeTool;
  setProject = (p) => {
    set(p);
    bump();
  };
  return (
    <Digitizer
      files={[file]}
      file={0}
      page={1}
      model={project}
      revision={revision}
      tool={tool}
      zoom="fit"
      activeDataset="Bench data"
      onCommand={(cmd: Command) => {
        undo.execute(cmd);
        bump();
      }}
    />
  );
}

/** Force every canvas of the digitizer to finish drawing: reading a pixel flushes deferred 2D work. */
function flush() {
  if (!engine) return;
  for (const c of engine.container.querySelectorAll('canvas')) c.getContext('2d')!.getImageData(0, 0, 1, 1);
}

const nextRender = () => new Promise<void>((r) => (rendered = () => ((rendered = null), r())));
const nextScene = () => new Promise<void>((r) => (sceneArrived = () => ((sceneArrived = null), r())));

/**
 * Draw what is stale now, as the frame after an input does. Synthetic events are not aligned
 * with frames the way real input is, so waiting for requestAnimationFrame would add up to a frame
 * of idle time that a user does not see; the bench draws as soon as the change has arrived.
 */
function drawFrame() {
  engine!.render();
  flush();
}

const frame = () => new Promise<number>((r) => requestAnimationFrame(r));

/** What a timed input must have changed before its frame counts: a point added, the view moved, the hover ring drawn. */
type Change = 'points' | 'view' | 'drawn';
const pointCount = () => engine!.scene.datasets.reduce((n, d) => n + d.points.length, 0);
const viewKey = () => {
  const v = engine!.view;
  return `${v.zoom}:${v.center.x}:${v.center.y}`;
};
/** Times from input events' own timestamps to presented frames, filled by `armInput`. */
const inputTimes: number[] = [];
let disarm: (() => void) | null = null;

const api = {
  async start() {
    file = await syntheticPage();
    createRoot(document.getElementById('root')!).render(<Host />);
    await new Promise<void>((r) => {
      const check = () => (document.querySelector('[data-page-state="ready"]') ? r() : setTimeout(check, 20));
      check();
    });
  },
  /**
   * The floor: the page without a digitizer, an empty block where it would be, so the input timing
   * measures only the browser's own path from an event to a presented frame.
   */
  startEmpty() {
    const root = document.getElementById('root')!;
    root.style.background = '#fff';
    // As on the digitizer's canvas: a wheel listener that may cancel makes the browser wait for the page.
    root.addEventListener('wheel', (e) => e.preventDefault(), { passive: false });
  },
  async load(n: number) {
    const done = nextRender();
    flushSync(() => setProject(projectWith(n)));
    await done;
    flush();
  },
  /** One full redraw (page, calibration, every marker, overlay), flushed. */
  redraw(): number {
    const t0 = performance.now();
    engine!.renderAll();
    flush();
    return performance.now() - t0;
  },
  /** Click to drawn: pointer events, command, model, scene diff, index update, redraw, flushed. */
  async addPoint(i: number): Promise<number> {
    const canvas = engine!.canvas;
    const r = canvas.getBoundingClientRect();
    const x = r.left + 100 + ((i * 37) % (r.width - 200));
    const y = r.top + 100 + ((i * 53) % (r.height - 200));
    const done = nextScene();
    const t0 = performance.now();
    const init = { clientX: x, clientY: y, button: 0, pointerId: 1, bubbles: true, isPrimary: true };
    canvas.dispatchEvent(new PointerEvent('pointerdown', init));
    canvas.dispatchEvent(new PointerEvent('pointerup', init));
    await done;
    drawFrame();
    return performance.now() - t0;
  },
  /** One wheel step of panning (or, with ctrl, zooming) at the viewport centre, drawn and flushed. */
  wheel(i: number, zoom: boolean): number {
    const canvas = engine!.canvas;
    const r = canvas.getBoundingClientRect();
    // Alternate directions so the view stays over the points.
    const sign = i % 2 ? 1 : -1;
    const init = {
      clientX: r.left + r.width / 2,
      clientY: r.top + r.height / 2,
      deltaX: zoom ? 0 : 24 * sign,
      deltaY: zoom ? 100 * sign : 40 * sign,
      ctrlKey: zoom,
      bubbles: true,
      cancelable: true,
    };
    const t0 = performance.now();
    canvas.dispatchEvent(new WheelEvent('wheel', init));
    drawFrame();
    return performance.now() - t0;
  },
  /** The pointer moves onto another point (delete tool: its hover ring follows), drawn and flushed. */
  hover(i: number): number {
    const canvas = engine!.canvas;
    const r = canvas.getBoundingClientRect();
    const points = engine!.scene.datasets[0]!.points;
    const s = engine!.imageToScreen(points[(i * 7919) % points.length]!);
    const t0 = performance.now();
    canvas.dispatchEvent(new PointerEvent('pointermove', { clientX: r.left + s.x, clientY: r.top + s.y, pointerId: 1, bubbles: true, isPrimary: true }));
    drawFrame();
    return performance.now() - t0;
  },
  async setTool(tool: ToolName) {
    flushSync(() => setTool(tool));
    await frame();
    drawFrame();
  },
  /**
   * Drag one point for `ms` with the adjust tool: one pointer move per frame, each drawn and
   * flushed. Returns the time of each frame's work, from the move to flushed pixels.
   */
  async drag(ms: number): Promise<number[]> {
    const canvas = engine!.canvas;
    const r = canvas.getBoundingClientRect();
    const p = engine!.scene.datasets[0]!.points[0]!;
    const s = engine!.imageToScreen(p);
    const at = (dx: number, dy: number) => ({ clientX: r.left + s.x + dx, clientY: r.top + s.y + dy, button: 0, pointerId: 1, bubbles: true, isPrimary: true });
    canvas.dispatchEvent(new PointerEvent('pointerdown', at(0, 0)));
    await frame();
    drawFrame();
    const times: number[] = [];
    const start = performance.now();
    let k = 0;
    while (performance.now() - start < ms) {
      await frame();
      k++;
      const t0 = performance.now();
      canvas.dispatchEvent(new PointerEvent('pointermove', at(40 * Math.sin(k / 10), 30 * Math.cos(k / 10) - 30)));
      drawFrame();
      times.push(performance.now() - t0);
    }
    const done = nextScene();
    canvas.dispatchEvent(new PointerEvent('pointerup', at(40 * Math.sin(k / 10), 30 * Math.cos(k / 10) - 30)));
    await done;
    drawFrame();
    return times;
  },
  /**
   * Times the next input events of `type` as a user sees them: from the event's `timeStamp` (when
   * the input happened) through the Digitizer's handlers and React render to the first frame after
   * the change (a requestAnimationFrame, a task after it so that frame has been painted, then a
   * one-pixel readback of every canvas so the drawing is finished). Real input comes from
   * Playwright's mouse; nothing here draws on the bench's behalf.
   */
  armInput(type: 'pointerdown' | 'wheel' | 'pointermove', change: Change) {
    disarm?.();
    inputTimes.length = 0;
    const listener = (event: Event) => {
      const start = event.timeStamp;
      const before = change === 'points' ? String(pointCount()) : change === 'view' ? viewKey() : '';
      const done = () => change === 'drawn' || (change === 'points' ? String(pointCount()) !== before : viewKey() !== before);
      const onFrame = () => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          if (!done()) {
            requestAnimationFrame(onFrame);
            return;
          }
          flush();
          inputTimes.push(performance.now() - start);
        };
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(onFrame);
    };
    window.addEventListener(type, listener, { capture: true });
    disarm = () => window.removeEventListener(type, listener, { capture: true });
  },
  inputTimes(): number[] {
    return [...inputTimes];
  },
  /** Where the canvas is on screen and where one of its points is, for real input. */
  canvasRect() {
    const r = (engine?.canvas ?? document.getElementById('root')!).getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  },
  pointOnScreen(i: number) {
    const r = engine!.canvas.getBoundingClientRect();
    const points = engine!.scene.datasets[0]!.points;
    const s = engine!.imageToScreen(points[(i * 7919) % points.length]!);
    return { x: r.left + s.x, y: r.top + s.y };
  },
  /** The engine, to probe its renderers from the console. */
  engine() {
    return engine;
  },
  stats() {
    return engine!.lastRender;
  },
  async pdfRender(quality: 'low' | 'high'): Promise<number> {
    const data = await (await fetch(linearPdf)).arrayBuffer();
    const source = await openPageSource({ id: 'pdf', name: 'two-page.pdf', data });
    await source.render(0, quality); // warm fonts and the worker
    const t0 = performance.now();
    const page = await source.render(1, quality);
    page.canvas.getContext('2d')!.getImageData(0, 0, 1, 1);
    const ms = performance.now() - t0;
    source.destroy();
    return ms;
  },
};

(window as unknown as { bench: typeof api }).bench = api;
