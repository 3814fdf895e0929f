/**
 * The foreign-writer corpus part of `npm run bench:extract` (`npx tsx bench/extractForeign.ts`
 * prints it alone): per writer and chart kind, whether the calibration was proposed correctly,
 * data found vs expected, picked values that are no datum (legend entries returned as data),
 * max and median error as % of the range; for each raster render (poppler's splash or cairo
 * rasteriser), the median error and the slowest run; then the count of figures that meet the goals.
 */
import { foreignFixtures, meetsVectorGoal, median, readTruth, scoreForeignRaster, scoreForeignVector, type ForeignRasterScore, type ForeignVectorScore } from './foreignFixtures';

const pct = (v: number) => (Number.isFinite(v) ? `${(v * 100).toPrecision(2)} %` : '-');
const pctRaster = (v: number) => (Number.isFinite(v) ? `${v.toFixed(3)} %` : '-');

function table(header: string[], body: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

export async function benchForeignVector(): Promise<ForeignVectorScore[]> {
  const names = foreignFixtures();
  await scoreForeignVector(names[0]!);
  const out: ForeignVectorScore[] = [];
  for (const name of names) out.push(await scoreForeignVector(name));
  return out;
}

export function formatForeignVector(scores: readonly ForeignVectorScore[]): string {
  const body = scores.map((s) => {
    const errors = s.series.flatMap((x) => x.errors);
    return [
      s.writer,
      s.kind,
      `${s.calibrationCorrect ? 'yes' : 'no'} (${s.proposal})`,
      `${s.series.reduce((n, x) => n + x.found, 0)}/${s.series.reduce((n, x) => n + x.expected, 0)}`,
      s.series.map((x) => (x.picked ? `${x.found}/${x.expected}${x.extra ? `+${x.extra}` : ''}` : '-')).join(' '),
      String(s.series.reduce((n, x) => n + x.extra, 0)),
      pct(median(errors)),
      pct(errors.length ? Math.max(...errors) : NaN),
      s.ms.toFixed(0),
      meetsVectorGoal(s) ? 'yes' : 'no',
    ];
  });
  return table(['writer', 'kind', 'calibration proposed', 'found', 'per series (+extra)', 'extra', 'median', 'max', 'ms', 'goal'], body);
}

export async function benchForeignRaster(): Promise<ForeignRasterScore[]> {
  const out: ForeignRasterScore[] = [];
  for (const name of foreignFixtures()) for (const image of readTruth(name).images) out.push(...(await scoreForeignRaster(name, image)));
  return out;
}

/** The rasteriser of a render: poppler's cairo (pdftocairo, '-pdftocairo-' in the name) or splash (pdftoppm). */
export const rasteriserOf = (image: string): 'cairo' | 'splash' => (image.includes('-pdftocairo-') ? 'cairo' : 'splash');

export interface RasterFigure {
  name: string;
  image: string;
  found: number;
  expected: number;
  extra: number;
  median: number;
  ms: number;
  goal: boolean;
}

/** Per image: every marker and bar found, median under 0.1 % (PNG) or 0.3 % (JPEG), each run under 500 ms. */
export function rasterFigures(rows: readonly ForeignRasterScore[]): RasterFigure[] {
  const by = new Map<string, ForeignRasterScore[]>();
  for (const r of rows) by.set(r.image, [...(by.get(r.image) ?? []), r]);
  return [...by.entries()].map(([image, rs]) => {
    const med = median(rs.flatMap((r) => r.errors));
    const jpeg = image.endsWith('.jpg');
    const found = rs.reduce((n, r) => n + r.found, 0);
    const expected = rs.reduce((n, r) => n + r.expected, 0);
    const ms = Math.max(...rs.map((r) => r.ms));
    const everyFound = rs.every((r) => r.algorithm === 'averagingWindow' ? r.found > 0 : r.found === r.expected);
    return { name: rs[0]!.name, image, found, expected, extra: rs.reduce((n, r) => n + r.extra, 0), median: med, ms, goal: everyFound && med < (jpeg ? 0.3 : 0.1) && ms < 500 };
  });
}

export function formatForeignRaster(figures: readonly RasterFigure[]): string {
  const body = figures.map((f) => {
    const t = readTruth(f.name);
    return [t.writer, t.kind, rasteriserOf(f.image), f.image.slice(f.name.length + 1).replace('pdftocairo-', ''), `${f.found}/${f.expected}`, String(f.extra), pctRaster(f.median), f.ms.toFixed(0), f.goal ? 'yes' : 'no'];
  });
  return table(['writer', 'kind', 'rasteriser', 'image', 'found', 'extra', 'median', 'ms', 'goal'], body);
}

export async function printForeign(): Promise<void> {
  const vector = await benchForeignVector();
  console.log('Foreign writers, vector (tests/fixtures/foreign)');
  console.log(formatForeignVector(vector));
  const raster = rasterFigures(await benchForeignRaster());
  console.log('');
  console.log('Foreign writers, raster');
  console.log(formatForeignRaster(raster));
  const png = raster.filter((f) => f.image.endsWith('.png'));
  const jpeg = raster.filter((f) => f.image.endsWith('.jpg'));
  console.log('');
  console.log(`vector goal met: ${vector.filter(meetsVectorGoal).length} of ${vector.length} figures`);
  console.log(`raster goal met: PNG ${png.filter((f) => f.goal).length} of ${png.length}, JPEG q70 ${jpeg.filter((f) => f.goal).length} of ${jpeg.length}`);
  for (const r of ['splash', 'cairo'] as const) {
    const of = (fs: readonly RasterFigure[]) => fs.filter((f) => rasteriserOf(f.image) === r);
    console.log(`  ${r}: PNG ${of(png).filter((f) => f.goal).length} of ${of(png).length}, JPEG q70 ${of(jpeg).filter((f) => f.goal).length} of ${of(jpeg).length}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await printForeign();
