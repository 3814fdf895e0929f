import { useReducer, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { Digitizer, type DigitizerFile } from '../../src/editor/Digitizer';
import { createProject, getPage, type Project } from '../../src/editor/core/model/types';
import { UndoManager, type Command } from '../../src/editor/core/undo';
import { DigitizerEngine } from '../../src/editor/engine/DigitizerEngine';
import { openPageSource } from '../../src/editor/pages/pageSource';
import linearPdf from '../../tests/fixtures/charts/two-page.pdf?url';

/*
 * The page the digitizer bench drives: a Digitizer in a production build over a synthetic
 * 1800 x 1200 page (a PDF page at scale 3 is about that size) with n points in one dataset.
 */

let engine: DigitizerEngine | null = null;
let rendered: (() => void) | null = null;
const originalRender = DigitizerEngine.prototype.render;
DigitizerEngine.prototype.render = function (this: DigitizerEngine) {
  engine = this;
  originalRender.call(this);
  rendered?.();
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
let file: DigitizerFile;

function Host() {
  const [project, set] = useState<Project>(() => createProject());
  const [revision, bump] = useReducer((n: number) => n + 1, 0);
  const [undo] = useState(() => new UndoManager());
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
      tool="addPoints"
      zoom="fit"
      activeDataset="Bench data"
      onCommand={(cmd: Command) => {
        undo.execute(cmd);
        bump();
      }}
    />
  );
}

/** Force the canvas to finish drawing: reading a pixel flushes deferred 2D work. */
function flush() {
  engine!.canvas.getContext('2d')!.getImageData(0, 0, 1, 1);
}

const nextRender = () => new Promise<void>((r) => (rendered = () => ((rendered = null), r())));

const api = {
  async start() {
    file = await syntheticPage();
    createRoot(document.getElementById('root')!).render(<Host />);
    await new Promise<void>((r) => {
      const check = () => (document.querySelector('[data-page-state="ready"]') ? r() : setTimeout(check, 20));
      check();
    });
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
    const done = nextRender();
    const t0 = performance.now();
    const init = { clientX: x, clientY: y, button: 0, pointerId: 1, bubbles: true, isPrimary: true };
    canvas.dispatchEvent(new PointerEvent('pointerdown', init));
    canvas.dispatchEvent(new PointerEvent('pointerup', init));
    await done;
    flush();
    return performance.now() - t0;
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
