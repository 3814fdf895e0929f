/**
 * Vector extraction bench: on each Vega-Lite fixture PDF, calibrate from the proposed ticks and
 * pick every series with one click, then compare with the data the chart was drawn from.
 * Prints values found vs expected, median and maximum error as % of the axis range (log axes:
 * of the decades spanned), and milliseconds (reading the page with pdf.js included).
 */
import { scoreVectorFixture, VEGA_FIXTURES, type FixtureScore } from './vectorFixtures';

export interface BenchRow {
  fixture: string;
  algorithm: string;
  found: number;
  expected: number;
  medianPct: number;
  maxPct: number;
  ms: number;
}

const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : NaN;
};

export async function benchVector(): Promise<BenchRow[]> {
  // One warm-up read so pdf.js's first-load cost is not charged to the first fixture.
  await scoreVectorFixture(VEGA_FIXTURES[0]);
  const rows: BenchRow[] = [];
  for (const name of VEGA_FIXTURES) {
    const s: FixtureScore = await scoreVectorFixture(name);
    const errors = s.series.flatMap((x) => x.errors);
    rows.push({
      fixture: `${name}.pdf`,
      algorithm: `vector ${[...new Set(s.series.map((x) => x.kind))].join('+')}${s.log.y || s.log.x ? ' (log)' : ''}`,
      found: s.series.reduce((n, x) => n + x.found, 0),
      expected: s.series.reduce((n, x) => n + x.expected, 0),
      medianPct: median(errors) * 100,
      maxPct: Math.max(...errors) * 100,
      ms: s.ms,
    });
  }
  // The log chart's markers as well as its lines.
  const m = await scoreVectorFixture('log', 'markers');
  const me = m.series.flatMap((x) => x.errors);
  rows.push({ fixture: 'log.pdf', algorithm: 'vector markers (log)', found: m.series.reduce((n, x) => n + x.found, 0), expected: me.length, medianPct: median(me) * 100, maxPct: Math.max(...me) * 100, ms: m.ms });
  return rows;
}

export function printRows(rows: readonly BenchRow[]): void {
  console.log(['fixture', 'algorithm', 'found/expected', 'median %', 'max %', 'ms'].join('\t'));
  for (const r of rows) {
    console.log([r.fixture, r.algorithm, `${r.found}/${r.expected}`, r.medianPct.toExponential(2), r.maxPct.toExponential(2), r.ms.toFixed(1)].join('\t'));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printRows(await benchVector());
