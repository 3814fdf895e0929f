import { useId, useMemo } from 'react';
import { CartesianGrid, ReferenceLine, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ProjectAgreement } from '../../api/agreement';
import { AGREEMENT_TEXT, rangePercent } from './agreementText';
import { vars } from '../../ui';
import * as styles from './ProjectAgreement.css';

type Summary = NonNullable<ProjectAgreement['blandAltman']>;

export interface BlandAltmanPlotProps {
  summary: Summary;
  /** Heading level of the section's title. @default 2 */
  headingLevel?: 2 | 3;
}

// Recharts sets a label's fill inline, so the theme's colours go inline too.
const axisLabelStyle = { fill: vars.color.textMuted, fontSize: vars.font.size.sm };
const biasLabelStyle = { fill: vars.color.text, fontSize: vars.font.size.xs };
const limitLabelStyle = { fill: vars.color.danger, fontSize: vars.font.size.xs };

const percent = (share: number) => Math.round(share * 100 * 1000) / 1000;
const tick = (value: number) => `${Number(value.toFixed(2))}`;

/** The smallest of 1, 2 or 5 times a power of ten at least `value`, so the axis ends on a round number. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const step = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * step).find((v) => v >= value - 1e-12)!;
}

interface PlotPoint {
  mean: number;
  difference: number;
  /** Paired values drawn at this spot. */
  count: number;
}

/**
 * The points as drawn: values that fall on the same spot of the plot (a 400th of its width, a
 * 200th of its height) are drawn once, with their number, so thousands of pairs of careful readers
 * (most of them on the bias line) cost a few hundred marks, not thousands.
 */
export function plotPoints(points: readonly { mean: number; difference: number }[], xSpan: number, ySpan: number): PlotPoint[] {
  const spots = new Map<string, PlotPoint>();
  const [dx, dy] = [xSpan / 400, ySpan / 200];
  for (const p of points) {
    const key = `${Math.round(p.mean / dx)}:${Math.round(p.difference / dy)}`;
    const spot = spots.get(key);
    if (spot) spot.count++;
    else spots.set(key, { ...p, count: 1 });
  }
  return [...spots.values()];
}

function PointTooltip({ active, payload }: { active?: boolean; payload?: readonly { payload?: PlotPoint }[] }) {
  const point = active ? payload?.[0]?.payload : undefined;
  if (!point) return null;
  return (
    <div className={styles.tooltip}>
      Mean {point.mean.toFixed(2)} %, difference {point.difference.toFixed(2)} %{point.count > 1 ? ` (${point.count} values)` : ''}
    </div>
  );
}

/** The axes and points of the plot: differences on a symmetric axis ending on a round number, means from 0 to 100 % (wider if a reading lies outside its axis range). */
function plotLayout(summary: Summary) {
  const all = summary.points.map((p) => ({ mean: percent(p.mean), difference: percent(p.difference) }));
  let spread = Math.max(Math.abs(percent(summary.upper)), Math.abs(percent(summary.lower)), 0.5);
  let low = 0;
  let high = 100;
  for (const p of all) {
    spread = Math.max(spread, Math.abs(p.difference));
    low = Math.min(low, Math.floor(p.mean / 5) * 5);
    high = Math.max(high, Math.ceil(p.mean / 5) * 5);
  }
  const yLimit = niceCeiling(spread * 1.1);
  const yTicks = [-yLimit, -yLimit / 2, 0, yLimit / 2, yLimit];
  const data = plotPoints(all, high - low, 2 * yLimit);
  const firstTick = Math.ceil(low / 20) * 20;
  const xTicks = Array.from({ length: Math.floor((high - firstTick) / 20) + 1 }, (_, i) => firstTick + i * 20);
  return { data, low, high, yLimit, xTicks, yTicks };
}

/**
 * The Bland-Altman plot of the paired readings (difference against mean, as % of the axis range)
 * with lines for the bias and the limits of agreement, and the same numbers in a table beside it.
 * The chart is keyboard accessible (recharts' accessibility layer: Tab to it, arrows move between
 * points) and named for screen readers.
 */
export function BlandAltmanPlot({ summary, headingLevel = 2 }: BlandAltmanPlotProps) {
  const headingId = useId();
  const captionId = useId();
  const Heading = `h${headingLevel}` as const;
  const name = `${AGREEMENT_TEXT.plot}: difference against mean for ${summary.n} paired values; bias ${rangePercent(summary.bias)}, limits of agreement ${rangePercent(summary.lower)} to ${rangePercent(summary.upper)}`;
  const { data, low, high, yLimit, xTicks, yTicks } = useMemo(() => plotLayout(summary), [summary]);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.sectionTitle}>
        {AGREEMENT_TEXT.plot}
      </Heading>
      <div className={styles.plotRow}>
        <figure className={styles.plot} aria-labelledby={captionId}>
          <div className={styles.chart}>
            <ScatterChart responsive style={{ width: '100%', height: '100%' }} margin={{ top: 16, right: 120, bottom: 36, left: 24 }} accessibilityLayer title={name} desc={AGREEMENT_TEXT.plotDescription}>
              <CartesianGrid />
              <XAxis type="number" dataKey="mean" name="Mean" unit=" %" domain={[low, high]} ticks={xTicks} allowDataOverflow tickFormatter={tick} label={{ value: AGREEMENT_TEXT.xAxis, position: 'bottom', offset: 16, style: axisLabelStyle }} />
              <YAxis type="number" dataKey="difference" name="Difference" unit=" %" domain={[-yLimit, yLimit]} ticks={yTicks} allowDataOverflow tickFormatter={tick} label={{ value: AGREEMENT_TEXT.yAxis, angle: -90, position: 'insideLeft', offset: -8, style: { ...axisLabelStyle, textAnchor: 'middle' } }} width={64} />
              <ReferenceLine y={percent(summary.upper)} className={styles.limitLine} strokeDasharray="6 4" label={{ value: `+1.96 SD ${rangePercent(summary.upper)}`, position: 'right', style: limitLabelStyle }} />
              <ReferenceLine y={percent(summary.bias)} className={styles.biasLine} label={{ value: `Bias ${rangePercent(summary.bias)}`, position: 'right', style: biasLabelStyle }} />
              <ReferenceLine y={percent(summary.lower)} className={styles.limitLine} strokeDasharray="6 4" label={{ value: `−1.96 SD ${rangePercent(summary.lower)}`, position: 'right', style: limitLabelStyle }} />
              <Scatter name="Paired values" data={data} className={styles.points} isAnimationActive={false} />
              <Tooltip content={<PointTooltip />} cursor={false} />
            </ScatterChart>
          </div>
          <figcaption id={captionId} className={styles.plotCaption}>
            {name}
          </figcaption>
        </figure>
        <table className={styles.statsTable}>
          <caption>Bland-Altman statistics (% of axis range)</caption>
          <tbody>
            <tr>
              <th scope="row">Paired values</th>
              <td>{summary.n}</td>
            </tr>
            <tr>
              <th scope="row">Bias (mean difference)</th>
              <td>{rangePercent(summary.bias)}</td>
            </tr>
            <tr>
              <th scope="row">SD of differences</th>
              <td>{rangePercent(summary.sd)}</td>
            </tr>
            <tr>
              <th scope="row">Lower limit (bias − 1.96 SD)</th>
              <td>{rangePercent(summary.lower)}</td>
            </tr>
            <tr>
              <th scope="row">Upper limit (bias + 1.96 SD)</th>
              <td>{rangePercent(summary.upper)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
