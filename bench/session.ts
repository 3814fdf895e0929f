/**
 * The editor session on a 50k-point extraction: opening it (parsing the saved JSON, checking it
 * and building the session), then what a one-point edit costs the client before the request
 * leaves: recording the command with its operations, taking the delta and writing the request
 * body; and the request's bytes. Goals: under 2 KB and under 5 ms of client work. Then, for
 * reference, catching up with a newer version (a rebase) at that size.
 * Printed figures, not a timed test. The time to the first drawn frame needs the browser: see
 * `npm run bench:digitizer`.
 *   npm run bench:session            BENCH_POINTS=50000, BENCH_REPEAT=200
 */
import { performance } from 'node:perf_hooks';
import { addPointCommand, movePointCommand } from '../src/editor/core/model/edits';
import { EditorSession, jsonBytes, movePoint } from '../src/editor/session';

const POINTS = Number(process.env.BENCH_POINTS ?? 50_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 200);
const OPENS = 7;
const SDE_PAPER = '6f1c1f0e-8a4e-4a53-9a55-6c0a4c2b7e11';

/** A saved extraction of `n` points over four datasets on two pages, each point with a metadata entry. */
function savedDocument(n: number) {
  const perDataset = Math.ceil(n / 4);
  const dataset = (name: string, offset: number) => ({
    name,
    axesName: 'XY graph 1',
    metadata: { studyData: { compositeKey: 'S1', tagGroup: { name: 'Outcomes', uuid: 'g' } } },
    points: Array.from({ length: perDataset }, (_, i) => ({
      x: 100 + (i % 600) + i / 1e4,
      y: 500 - ((i + offset) % 400),
      metadata: { 0: { tag: { name: 'Mean', uuid: 'm' }, value: String(i), axis: 'y', axisType: 'value' } },
    })),
    metadataKeys: [],
    pointGroups: [],
    tuples: [],
  });
  const axes = {
    name: 'XY graph 1',
    type: 'xy',
    options: { logX: false, logY: false, noRotation: false },
    calibrationPoints: [
      { px: 0, py: 1000, dx: '0', dy: '0' },
      { px: 1000, py: 1000, dx: '100', dy: '0' },
      { px: 0, py: 1000, dx: '0', dy: '0' },
      { px: 0, py: 0, dx: '0', dy: '100' },
    ],
    metadata: {},
  };
  const page = (number: number) => ({ file: 0, page: number, axes: [axes], datasets: [dataset('Arm A', number), dataset('Arm B', number + 7)], measurements: [] });
  return { format: 'WPD', formatVersion: 1, pages: [page(1), page(2)], misc: { file: 0, page: 1, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 } };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
const ms = (x: number) => `${x < 0.1 ? x.toFixed(3) : x.toFixed(2)} ms`;

function time<T>(run: () => T): [T, number] {
  const start = performance.now();
  const result = run();
  return [result, performance.now() - start];
}

const json = JSON.stringify(savedDocument(POINTS));
console.log(`Editor session, ${POINTS.toLocaleString('en')} points (${(json.length / 1e6).toFixed(1)} MB of JSON), node ${process.version}\n`);

// ---- Opening ----
const parse: number[] = [];
const build: number[] = [];
let session!: EditorSession;
for (let i = 0; i < OPENS; i++) {
  const [document, parseMs] = time(() => JSON.parse(json) as unknown);
  const [opened, buildMs] = time(() => new EditorSession({ document, version: 12 }));
  parse.push(parseMs);
  build.push(buildMs);
  session = opened;
}
console.log('Opening (median of %d)', OPENS);
console.log(`  parse the saved JSON                 ${ms(median(parse))}`);
console.log(`  check it and build the session       ${ms(median(build))}`);
console.log(`  total                                ${ms(median(parse) + median(build))}\n`);

// ---- One-point edits ----
interface Sample {
  record: number;
  delta: number;
  body: number;
  bytes: number;
}

/** One edit, then everything the client does before the request leaves; the save is then acknowledged. */
function measure(edit: (i: number) => void): Sample[] {
  const samples: Sample[] = [];
  for (let i = 0; i < REPEAT; i++) {
    const [, record] = time(() => edit(i));
    const [delta, deltaMs] = time(() => session.takeDelta());
    const [body, bodyMs] = time(() =>
      JSON.stringify({ delta: delta.ops, baseVersion: delta.baseVersion, done: false, paperUUID: SDE_PAPER, dataFormat: 'WPD' }),
    );
    samples.push({ record, delta: deltaMs, body: bodyMs, bytes: new TextEncoder().encode(body).length });
    session.markSaved(delta.baseVersion + 1, delta.count);
  }
  return samples;
}

function report(name: string, samples: Sample[]) {
  const total = samples.map((s) => s.record + s.delta + s.body);
  const bytes = median(samples.map((s) => s.bytes));
  console.log(name);
  console.log(`  record the command and its operations ${ms(median(samples.map((s) => s.record)))}`);
  console.log(`  take the delta                        ${ms(median(samples.map((s) => s.delta)))}`);
  console.log(`  write the request body                ${ms(median(samples.map((s) => s.body)))}`);
  console.log(`  client work, median / p95             ${ms(median(total))} / ${ms(p95(total))}   goal < 5 ms: ${p95(total) < 5 ? 'met' : 'MISSED'}`);
  console.log(`  request bytes                         ${bytes} B   goal < 2 KB: ${bytes < 2048 ? 'met' : 'MISSED'}\n`);
}

const page = () => session.document.pages[0]!;
report(
  `Move one point (session command), median of ${REPEAT}`,
  measure((i) => session.edit((ctx) => movePoint(ctx, 'Arm A', (i * 7919) % page().datasets[0]!.points.length, { x: 300 + i, y: 200 }))),
);
report(
  `Move one point (the Digitizer's command), median of ${REPEAT}`,
  measure((i) => session.execute(movePointCommand(page(), 'Arm B', (i * 104729) % page().datasets[1]!.points.length, { x: 310 + i, y: 210 }))),
);
report(
  `Add one point with its metadata (the Digitizer's command), median of ${REPEAT}`,
  measure((i) =>
    session.execute(
      addPointCommand(page(), 'Arm A', { x: 400 + i, y: 300, metadata: { 0: { tag: { name: 'Mean', uuid: 'm' }, value: String(i), axis: 'y', axisType: 'value' } } }),
    ),
  ),
);
const [, undoMs] = time(() => session.undo());
console.log(`Undo of that add: ${ms(undoMs)}, delta ${jsonBytes(session.takeDelta().ops)} B\n`);
session.saveFailed();

// ---- Rebase ----
const base = JSON.parse(JSON.stringify(session.document)) as ReturnType<typeof savedDocument>;
const rebaseSession = new EditorSession({ document: JSON.parse(JSON.stringify(base)) as unknown, version: 1 });
rebaseSession.edit((ctx) => movePoint(ctx, 'Arm A', 10, { x: 1, y: 1 }));
base.pages[1]!.datasets[0]!.points[20]!.x = 2;
const [result, rebaseMs] = time(() => rebaseSession.rebase(base, 2));
console.log(`Catching up with a newer version (one point changed on each side): ${ms(rebaseMs)}, ${result.status}`);
