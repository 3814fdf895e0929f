import { describe, expect, it } from 'vitest';
import { projectSurvivalResults, survivalIpdRows } from '../../../../src/editor/core/survival';
import { loadTrial, trialProject } from './fixtures';

const relative = (a: number, b: number) => Math.abs(a / b - 1);

describe('survival results of an extraction', () => {
  const trial = loadTrial('medium-300');
  const project = trialProject(trial, [0, 10, 20, 30, 40]);

  it("gives each arm's patients, events and median under its study branch, as R has them", () => {
    const [graph, ...others] = projectSurvivalResults(project);
    expect(others).toEqual([]);
    expect(graph!.error).toBeNull();
    expect(graph!.timeUnit).toBe('months');
    expect(graph!.arms.map((a) => [a.label, a.branch, a.errors])).toEqual([
      ['Control', 'TRIAL||Main||Control', []],
      ['Drug', 'TRIAL||Main||Drug', []],
    ]);
    for (const [arm, r] of [
      [graph!.arms[0]!, trial.control],
      [graph!.arms[1]!, trial.experimental],
    ] as const) {
      expect(arm.summary!.n).toBe(r.ipd.time.length);
      expect(arm.summary!.events).toBe(r.ipd.event.filter((e) => e === 1).length);
      expect(arm.summary!.median).toBeCloseTo(r.median.median!, 6);
      expect(arm.summary!.medianLower).toBeCloseTo(r.median.lower!, 6);
      expect(arm.summary!.medianUpper).toBeCloseTo(r.median.upper!, 6);
    }
  });

  it("compares Drug with Control: R's hazard ratio within 1 %, its log-rank p within 5 %", () => {
    const [graph] = projectSurvivalResults(project);
    const [cmp, ...more] = graph!.comparisons;
    expect(more).toEqual([]);
    expect(cmp).toMatchObject({ control: 'Control', experimental: 'Drug', controlBranch: 'TRIAL||Main||Control', experimentalBranch: 'TRIAL||Main||Drug', error: null });
    expect(relative(cmp!.hr!, trial.cox.hr)).toBeLessThan(0.01);
    expect(relative(cmp!.hrLower!, trial.cox.lower)).toBeLessThan(0.01);
    expect(relative(cmp!.hrUpper!, trial.cox.upper)).toBeLessThan(0.01);
    expect(relative(cmp!.logRankP!, trial.logrank.p)).toBeLessThan(0.05);
  });

  it('lists the reconstructed patients per arm with the branch, in time order', () => {
    const rows = survivalIpdRows(projectSurvivalResults(project)[0]!);
    const control = rows.filter((r) => r.arm === 'Control');
    expect(control).toHaveLength(300);
    expect(rows.filter((r) => r.arm === 'Drug')).toHaveLength(300);
    expect(control.every((r) => r.branch === 'TRIAL||Main||Control')).toBe(true);
    expect(control.map((r) => r.time)).toEqual([...control.map((r) => r.time)].sort((a, b) => a - b));
    expect(control.filter((r) => r.event === 1)).toHaveLength(trial.control.ipd.event.filter((e) => e === 1).length);
  });

  it('says why an arm has no results, and leaves other graphs out', () => {
    const broken = structuredClone(project);
    const page = broken.pages[0]!;
    page.axes.push({ ...page.axes[0]!, name: 'Not survival', metadata: {} });
    page.datasets[1]!.points = [];
    const results = projectSurvivalResults(broken);
    expect(results.map((g) => g.graph)).toEqual(['Overall survival']);
    expect(results[0]!.arms[1]!.summary).toBeNull();
    expect(results[0]!.arms[1]!.errors).toEqual(['Digitize the curve of Drug: it has no points yet.']);
    expect(results[0]!.comparisons[0]!.hr).toBeNull();
    expect(results[0]!.comparisons[0]!.error).toMatch(/Drug is not/);
  });

  it('reports settings that cannot be read instead of results', () => {
    const broken = structuredClone(project);
    broken.pages[0]!.axes[0]!.metadata.survival = { kind: 'sideways' } as never;
    const [graph] = projectSurvivalResults(broken);
    expect(graph!.arms).toEqual([]);
    expect(graph!.error).toMatch(/^The survival settings are not valid at kind/);
  });
});
