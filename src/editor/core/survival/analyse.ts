import { armCurve, halfPixelTime, type ArmCurve, type ArmPoint } from './armCurve';
import { coxBinary, logRank, type CoxResult, type LogRankResult } from './compareArms';
import { kaplanMeier, survivalAt, type KmFit, type MedianSurvival } from './kaplanMeier';
import { reconstructIpd, type ReconstructionInput, type ReconstructionResult } from './reconstruct';
import { armSettings, checkRiskTable, controlDataset, type SurvivalSettings } from './settings';
import { SurvivalInputError } from './types';

/** An arm as the analysis takes it: its dataset, the name shown for it, and its digitized points. */
export interface ArmInput {
  dataset: string;
  label: string;
  points: readonly ArmPoint[];
}

/** Survival and its 95 % interval at one of the chosen times. */
export interface SurvivalAtTime {
  time: number;
  surv: number;
  lower: number;
  upper: number;
}

/** What the analysis found for one arm: either results, or the reasons there are none. */
export interface ArmAnalysis {
  dataset: string;
  label: string;
  curve: ArmCurve;
  /** Why the arm could not be reconstructed, in sentences the panel shows as they are. */
  errors: string[];
  /** Present when the reconstruction ran. */
  result: {
    reconstruction: ReconstructionResult;
    fit: KmFit;
    median: MedianSurvival;
    survivalAt: SurvivalAtTime[];
  } | null;
}

/** An experimental arm compared with the control arm on the reconstructed data. */
export interface ArmComparison {
  control: string;
  experimental: string;
  /** Present when both arms were reconstructed and the models could be fitted. */
  logRank: LogRankResult | null;
  cox: CoxResult | null;
  error: string | null;
}

export interface SurvivalAnalysis {
  arms: ArmAnalysis[];
  /** Each arm against the control arm; empty with fewer than two arms. */
  comparisons: ArmComparison[];
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The reconstruction input of one arm, or the reasons it cannot be built. */
export function reconstructionInput(settings: SurvivalSettings, arm: ArmInput, curve: ArmCurve): { input: ReconstructionInput | null; errors: string[] } {
  const errors: string[] = [];
  const { label } = arm;
  if (curve.curve.length === 0) errors.push(`Digitize the curve of ${label}: it has no points yet.`);
  const [first, ...more] = curve.problems;
  if (first && more.length === 0) errors.push(`${label}: ${first.message} Fix the point before the analysis.`);
  else if (first)
    errors.push(`${label}: ${curve.problems.length} points go the wrong way, the first at time ${Number(first.time.toPrecision(4))}. Fix them before the analysis.`);
  const own = armSettings(settings, arm.dataset);
  const issues = checkRiskTable({ ...settings, arms: [own] }, () => label).filter((i) => i.field !== 'time');
  const timeIssues = checkRiskTable({ ...settings, arms: [] }).length > 0;
  errors.push(...issues.map((i) => i.message));
  const filled = own.atRisk.filter((c) => c !== null).length;
  const hasTable = settings.riskTimes.length > 0 && filled === settings.riskTimes.length;
  const size = own.size ?? null;
  if (!hasTable && filled === 0 && size === null) errors.push(`Enter the numbers at risk of ${label}, or its number of patients: the reconstruction needs one of them.`);
  if (hasTable && timeIssues) errors.push(`Correct the risk table's times before ${label} can be reconstructed.`);
  if (errors.length) return { input: null, errors };
  let times = settings.riskTimes;
  let counts = own.atRisk as number[];
  // Columns after the curve's end with nobody left at risk say nothing the curve does not; a figure often prints one.
  const end = Math.max(...curve.curve.map((p) => p.time));
  while (times.length > 1 && times[times.length - 1]! > end && counts[counts.length - 1] === 0) {
    times = times.slice(0, -1);
    counts = counts.slice(0, -1);
  }
  // What the figure cannot tell apart (half an image pixel, from the calibration) is one time.
  const tolerance = halfPixelTime(arm.points);
  const input: ReconstructionInput = {
    curve: curve.curve,
    ...(hasTable ? { riskTable: { times, counts } } : {}),
    ...(size !== null ? { initialN: size } : {}),
    ...(own.totalEvents !== null && own.totalEvents !== undefined ? { totalEvents: own.totalEvents } : {}),
    ...(curve.censorMarks.length ? { censorMarks: curve.censorMarks } : {}),
    useCensorMarks: settings.useCensorMarks,
    ...(tolerance !== null ? { timeTolerance: tolerance } : {}),
  };
  return { input, errors: [] };
}

/** One arm: its curve, and the reconstruction, Kaplan-Meier fit, median and survival at the chosen times. */
export function analyseArm(settings: SurvivalSettings, arm: ArmInput): ArmAnalysis {
  const curve = armCurve(arm.points, settings);
  const { input, errors } = reconstructionInput(settings, arm, curve);
  if (!input) return { dataset: arm.dataset, label: arm.label, curve, errors, result: null };
  try {
    const reconstruction = reconstructIpd(input);
    const fit = kaplanMeier(reconstruction.ipd);
    return {
      dataset: arm.dataset,
      label: arm.label,
      curve,
      errors: [],
      result: { reconstruction, fit, median: fit.median, survivalAt: survivalAt(fit, settings.reportTimes) },
    };
  } catch (error) {
    if (!(error instanceof SurvivalInputError)) throw error;
    return { dataset: arm.dataset, label: arm.label, curve, errors: [`${arm.label}: ${messageOf(error)}`], result: null };
  }
}

/**
 * The whole graph: every arm reconstructed on its own, then each experimental arm compared with
 * the control arm (log-rank test and Cox hazard ratio with its 95 % interval) on the reconstructed data.
 */
export function analyseSurvival(settings: SurvivalSettings, arms: readonly ArmInput[]): SurvivalAnalysis {
  const analysed = arms.map((a) => analyseArm(settings, a));
  const comparisons: ArmComparison[] = [];
  if (analysed.length >= 2) {
    const controlName = controlDataset({ ...settings, arms: settings.arms.filter((s) => arms.some((a) => a.dataset === s.dataset)) }) ?? analysed[0]!.dataset;
    const control = analysed.find((a) => a.dataset === controlName) ?? analysed[0]!;
    for (const other of analysed) {
      if (other === control) continue;
      const base = { control: control.dataset, experimental: other.dataset, logRank: null, cox: null };
      if (!control.result || !other.result) {
        const missing = [control, other].filter((a) => !a.result).map((a) => a.label);
        comparisons.push({ ...base, error: `The hazard ratio needs both arms reconstructed; ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not.` });
        continue;
      }
      const c = control.result.reconstruction.ipd;
      const e = other.result.reconstruction.ipd;
      try {
        comparisons.push({ ...base, logRank: logRank(c, e), cox: coxBinary(c, e), error: null });
      } catch (error) {
        if (!(error instanceof SurvivalInputError)) throw error;
        comparisons.push({ ...base, error: messageOf(error) });
      }
    }
  }
  return { arms: analysed, comparisons };
}
