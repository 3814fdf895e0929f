import { useId } from 'react';
import { axisValueOf, type ArmPoint, type KmStep, type SurvivalAxis } from '../../core/survival';
import * as styles from './survival.css';
import { formatTime } from './format';

/** One arm as the chart draws it: the reconstructed curve as a line, the digitized points as rings. */
export interface ChartArm {
  label: string;
  /** A CSS colour for the arm. */
  color: string;
  /** The digitized points, in data coordinates (y as the axis prints it). */
  points: readonly ArmPoint[];
  /** The Kaplan-Meier table of the reconstructed data; absent when the arm was not reconstructed. */
  steps?: readonly KmStep[];
  /** Indices of points flagged in Capture (a step the wrong way), drawn filled. */
  flagged?: readonly number[];
}

export interface SurvivalChartProps {
  arms: readonly ChartArm[];
  axis: SurvivalAxis;
  timeUnit: string;
}

const W = 300;
const H = 190;
const M = { left: 34, right: 8, top: 8, bottom: 30 };

/** About five round ticks from 0 to at least `max`: steps of 1, 2 or 5 times a power of ten. */
export function timeTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / 5;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? 10 * pow;
  const ticks: number[] = [];
  for (let t = 0; t < max + step * 0.999; t += step) ticks.push(Number(t.toPrecision(12)));
  return ticks;
}

/** The reconstructed step function as an SVG path, in the axis's own units. */
function stepPath(steps: readonly KmStep[], x: (t: number) => number, y: (s: number) => number): string {
  let d = `M${x(0)},${y(1)}`;
  let level = 1;
  for (const s of steps) {
    if (s.nEvent > 0) {
      d += `H${x(s.time)}V${y(s.surv)}`;
      level = s.surv;
    }
  }
  const end = steps[steps.length - 1]?.time ?? 0;
  return `${d}H${x(end)}V${y(level)}`;
}

/**
 * The reconstructed Kaplan-Meier curves drawn over the digitized points: where the reconstruction
 * is right, each line runs through its arm's rings. Censor marks are short vertical ticks.
 */
export function SurvivalChart({ arms, axis, timeUnit }: SurvivalChartProps) {
  const titleId = useId();
  const maxTime = Math.max(0, ...arms.flatMap((a) => [...a.points.map((p) => p.x), ...(a.steps ?? []).map((s) => s.time)]));
  const xTicks = timeTicks(maxTime);
  const xMax = xTicks[xTicks.length - 1]!;
  const top = axis.yScale === 'percent' ? 100 : 1;
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * top);
  const x = (t: number) => M.left + (t / xMax) * (W - M.left - M.right);
  const yAxis = (v: number) => H - M.bottom - (v / top) * (H - M.top - M.bottom);
  const ySurv = (s: number) => yAxis(axisValueOf(s, axis));
  const drawn = arms.filter((a) => a.steps?.length);
  const title = drawn.length
    ? `Reconstructed Kaplan-Meier curves of ${drawn.map((a) => a.label).join(' and ')}, drawn over the digitized points.`
    : 'The digitized points; no arm is reconstructed yet.';
  return (
    <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{title}</title>
      <g fontSize="9" fill="currentColor">
        {yTicks.map((v) => (
          <g key={`y${v}`}>
            <line x1={M.left} x2={W - M.right} y1={yAxis(v)} y2={yAxis(v)} stroke="currentColor" strokeOpacity={0.2} />
            <text x={M.left - 4} y={yAxis(v) + 3} textAnchor="end">
              {axis.yScale === 'percent' ? v : v.toFixed(2)}
            </text>
          </g>
        ))}
        {xTicks.map((t) => (
          <text key={`x${t}`} x={x(t)} y={H - M.bottom + 11} textAnchor="middle">
            {formatTime(t)}
          </text>
        ))}
        <text x={(M.left + W - M.right) / 2} y={H - 4} textAnchor="middle">
          {`Time (${timeUnit})`}
        </text>
      </g>
      <line x1={M.left} x2={W - M.right} y1={yAxis(0)} y2={yAxis(0)} stroke="currentColor" />
      <line x1={M.left} x2={M.left} y1={M.top} y2={yAxis(0)} stroke="currentColor" />
      {arms.map((arm) => (
        <g key={arm.label} stroke={arm.color} fill="none" data-arm={arm.label}>
          {arm.points
            .filter((p) => !p.censor)
            .map((p) => (
              <circle key={p.index} cx={x(p.x)} cy={yAxis(p.y)} r={2.2} strokeWidth={0.8} />
            ))}
          {arm.points
            .filter((p) => p.censor)
            .map((p) => (
              <line key={p.index} x1={x(p.x)} x2={x(p.x)} y1={yAxis(p.y) - 3} y2={yAxis(p.y) + 3} strokeWidth={1} />
            ))}
          {arm.steps?.length ? <path d={stepPath(arm.steps, x, ySurv)} strokeWidth={1.4} data-reconstructed="" /> : null}
          {arm.points
            .filter((p) => arm.flagged?.includes(p.index))
            .map((p) => (
              <circle key={`f${p.index}`} className={styles.flagged} cx={x(p.x)} cy={yAxis(p.y)} r={3.5} strokeWidth={1} data-flagged="" />
            ))}
        </g>
      ))}
    </svg>
  );
}
