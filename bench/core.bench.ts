/**
 * Throughput of the editor core: pixelToData per axes type and tuple rebuilds.
 * Run with `npm run bench:core`.
 */
import { calibrateAxes, type AxesType, type CalibrationPoint } from '../src/editor/core/calibration';
import { rebuildTuples } from '../src/editor/core/model/pointGroups';
import type { DataPoint } from '../src/editor/core/model/types';

const cp = (px: number, py: number, dx: string | number = 0, dy: string | number = 0): CalibrationPoint => ({ px, py, dx, dy });
const arcR = Math.hypot(100, 100);
const onArc = (a: number) => cp(400 + arcR * Math.cos(a), 200 + arcR * Math.sin(a));

const cases: [string, AxesType, CalibrationPoint[], object][] = [
  ['xy (linear, rotated)', 'xy', [cp(110, 520, '0'), cp(690, 470, '20'), cp(90, 510, 0, '-3'), cp(140, 60, 0, '7')], {}],
  ['xy (log10 both)', 'xy', [cp(110, 520, '0.1'), cp(690, 470, '1e4'), cp(90, 510, 0, '1'), cp(140, 60, 0, '1000')], { logX: true, logY: true }],
  ['bar', 'bar', [cp(100, 500, 0, '0'), cp(100, 100, 0, '50')], {}],
  ['polar', 'polar', [cp(300, 300), cp(500, 250, '2', '10'), cp(300, 50, '7', '80')], { degrees: true }],
  ['ternary', 'ternary', [cp(100, 500), cp(600, 480), cp(330, 60)], {}],
  ['map', 'map', [cp(10, 10), cp(110, 10)], { scaleLength: 3, imageHeight: 800 }],
  ['circularChartRecorder', 'circularChartRecorder', [onArc(Math.PI / 4), onArc(Math.PI / 3), onArc(Math.PI / 2.4), cp(400, 300)], { t0: 0, r0: 0, r2: 10, rotationTime: 24 }],
  ['image', 'image', [], {}],
];

const N = 1_000_000;
const xs = new Float64Array(N);
const ys = new Float64Array(N);
for (let i = 0; i < N; i++) {
  xs[i] = 100 + ((i * 7919) % 600);
  ys[i] = 60 + ((i * 104729) % 450);
}

const rows: { case: string; 'points/s': string; 'ns/point': string }[] = [];
let sink = 0;
for (const [name, type, points, options] of cases) {
  const c = calibrateAxes(type, points, options as never);
  for (let i = 0; i < 50_000; i++) sink += c.pixelToData(xs[i]!, ys[i]!)[0]!; // warm-up
  const t0 = performance.now();
  for (let i = 0; i < N; i++) sink += c.pixelToData(xs[i]!, ys[i]!)[0]!;
  const ms = performance.now() - t0;
  rows.push({ case: `pixelToData ${name}`, 'points/s': Math.round((N / ms) * 1000).toLocaleString('en'), 'ns/point': ((ms * 1e6) / N).toFixed(1) });
}

const points: DataPoint[] = [];
for (let i = 0; i < 25_000; i++) points.push({ x: i * 3, y: 100 }, { x: i * 3 + 0.5, y: 120, group: 1 });
for (let i = 0; i < 3; i++) rebuildTuples(points, 2, { matchOn: 'x', tolerance: 1 });
const runs = 10;
const t0 = performance.now();
for (let i = 0; i < runs; i++) sink += rebuildTuples(points, 2, { matchOn: 'x', tolerance: 1 }).tuples.length;
const ms = (performance.now() - t0) / runs;
rows.push({ case: 'rebuildTuples 50k points (2 groups)', 'points/s': Math.round((points.length / ms) * 1000).toLocaleString('en'), 'ns/point': ((ms * 1e6) / points.length).toFixed(1) });

console.table(rows);
console.log(`rebuildTuples 50k points: ${ms.toFixed(2)} ms per rebuild`);
if (Number.isNaN(sink)) console.log('');
