import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Project } from '../../../../src/editor/core/model/types';
import { censorMarkTimes, defaultSurvivalSettings, numberAtRisk, stepCorners, type SurvivalRecord } from '../../../../src/editor/core/survival';

export interface RArm {
  ipd: { time: number[]; event: number[] };
  km: { time: number[]; n_risk: number[]; n_event: number[]; n_censor: number[]; surv: number[]; std_err: number[]; lower: (number | null)[]; upper: (number | null)[] };
  median: { median: number | null; lower: number | null; upper: number | null };
  at_times: { time: number[]; surv: number[]; lower: number[]; upper: number[] };
}
export interface RTrial {
  name: string;
  control: RArm;
  experimental: RArm;
  logrank: { chisq: number; p: number };
  cox: { coef: number; se: number; hr: number; lower: number; upper: number; p: number };
}

export const trialNames = ['small-50', 'medium-300', 'large-600'] as const;

export function loadTrial(name: string): RTrial {
  return JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/survival', `${name}.json`), 'utf8')) as RTrial;
}

export function armRecords(arm: RArm): SurvivalRecord[] {
  return arm.ipd.time.map((time, i) => ({ time, event: arm.ipd.event[i] === 1 ? 1 : 0 }));
}

/**
 * A saved extraction holding one survival graph of an R trial: each arm's exact step corners and
 * censor marks clicked on a plot 10 px per month and 400 px for survival 0-1, origin (100, 500), a
 * risk table at the given times, and each arm tagged with a branch of study 'TRIAL', part 'Main'.
 */
export function trialProject(trial: RTrial, riskTimes: number[], armNames: [string, string] = ['Control', 'Drug']): Project {
  const px = (time: number, surv: number) => ({ x: 100 + 10 * time, y: 500 - 400 * surv });
  const arms = [armRecords(trial.control), armRecords(trial.experimental)];
  const survival = {
    ...defaultSurvivalSettings(armNames),
    riskTimes,
    arms: armNames.map((dataset, i) => ({ dataset, atRisk: numberAtRisk(arms[i]!, riskTimes) })),
    reportTimes: [12],
  };
  return {
    pages: [
      {
        file: 0,
        page: 2,
        axes: [
          {
            name: 'Overall survival',
            type: 'xy',
            options: { logX: false, logY: false },
            calibrationPoints: [
              { px: 100, py: 500, dx: 0, dy: 0 },
              { px: 700, py: 500, dx: 60, dy: 0 },
              { px: 100, py: 500, dx: 0, dy: 0 },
              { px: 100, py: 100, dx: 0, dy: 1 },
            ],
            metadata: { survival },
          },
        ],
        datasets: armNames.map((name, i) => ({
          name,
          axesName: 'Overall survival',
          metadata: { studyData: { compositeKey: `TRIAL||Main||${name}`, tagGroup: { name: 'Overall survival', uuid: 'tag-group-os' } } },
          points: [
            ...stepCorners(arms[i]!).map((c) => px(c.time, c.surv)),
            ...censorMarkTimes(arms[i]!).map((t) => ({ ...px(t, 0), metadata: { censorMark: true } })),
          ],
          metadataKeys: [],
          pointGroups: [],
          tuples: [],
        })),
        measurements: [],
      },
    ],
    misc: { file: 0, page: 2, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 },
  };
}
