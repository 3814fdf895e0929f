/* Node-free, so stories can build the same documents from the R fixtures. */
import type { Project } from '../../../../src/editor/core/model/types';
import { censorMarkTimes, defaultSurvivalSettings, numberAtRisk, stepCorners, type SurvivalRecord } from '../../../../src/editor/core/survival';
import type { RArm, RTrial } from './fixtures';

const armRecords = (arm: RArm): SurvivalRecord[] => arm.ipd.time.map((time, i) => ({ time, event: arm.ipd.event[i] === 1 ? 1 : 0 }));

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
