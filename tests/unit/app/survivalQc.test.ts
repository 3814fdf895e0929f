import { describe, expect, it } from 'vitest';
import { compareExtractions } from '../../../src/app/qualityControl/dualExtraction';
import { loadTrial, trialProject } from '../editor/survival/fixtures';

const reader = (n: number, riskTimes: number[]) => ({ uuid: `sde-${n}`, email: `reader${n}@example.com`, project: trialProject(loadTrial('medium-300'), riskTimes) });
const survivalRows = (comparison: ReturnType<typeof compareExtractions>) => comparison.rows.filter((r) => r.item === 'Survival graph: Overall survival');

describe('quality control of survival statistics', () => {
  it("compares two readers' medians and hazard ratio per arm, under the arm's branch", () => {
    const rows = survivalRows(compareExtractions([reader(1, [0, 10, 20, 30, 40]), reader(2, [0, 10, 20, 30, 40])]));
    expect(rows.filter((r) => r.studyKey === 'TRIAL||Main||Control').map((r) => r.tag)).toEqual([
      'Patients',
      'Events',
      'Median survival (months)',
      'Median survival 95 % CI lower',
      'Median survival 95 % CI upper',
    ]);
    const hr = rows.find((r) => r.studyKey === 'TRIAL||Main||Drug' && r.tag === 'Hazard ratio')!;
    expect(hr.tagGroup).toBe('Overall survival');
    expect(hr.readings.map((r) => Number(r!.value))).toEqual([expect.closeTo(0.7437, 2), expect.closeTo(0.7437, 2)]);
    expect(rows.every((r) => r.agreement === 'agreed')).toBe(true);
  });

  it('shows an arm one reader could not reconstruct as missing for that reader, its hazard ratio too', () => {
    const second = reader(2, [0, 20, 40]);
    second.project.pages[0]!.datasets[0]!.points = [];
    const rows = survivalRows(compareExtractions([reader(1, [0, 10, 20, 30, 40]), second]));
    const control = rows.filter((r) => r.studyKey === 'TRIAL||Main||Control');
    expect(control.length).toBeGreaterThan(0);
    expect(control.every((r) => r.agreement === 'missing' && r.readings[1] === null)).toBe(true);
    expect(rows.find((r) => r.studyKey === 'TRIAL||Main||Drug' && r.tag === 'Median survival (months)')!.readings.map((r) => r?.value)).toEqual(['18.98', '18.98']);
    expect(rows.find((r) => r.studyKey === 'TRIAL||Main||Drug' && r.tag === 'Hazard ratio')!.readings[1]).toBeNull();
  });
});
