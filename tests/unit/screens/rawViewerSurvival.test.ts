import { describe, expect, it } from 'vitest';
import { survivalArmLines, survivalOfDocument, survivalProblems } from '../../../src/screens/RawDataViewer/survivalSection';
import { loadTrial, trialProject } from '../editor/survival/fixtures';

describe("the raw data viewer's survival section", () => {
  const trial = loadTrial('medium-300');
  const document = trialProject(trial, [0, 10, 20, 30, 40]);

  it("shows each arm under its branch with R's patients, events and median, and the hazard ratio against the control arm", () => {
    const [graph] = survivalOfDocument(document);
    const lines = survivalArmLines(graph!);
    expect(lines.map((l) => [l.arm, l.patients, l.events, l.hazardRatio])).toEqual([
      ['TRIAL / Main / Control', '300', String(trial.control.ipd.event.filter((e) => e === 1).length), 'Reference'],
      ['TRIAL / Main / Drug', '300', String(trial.experimental.ipd.event.filter((e) => e === 1).length), expect.stringMatching(/^0\.74 \(95 % CI 0\.60 to 0\.92\)$/)],
    ]);
    const m = trial.control.median;
    expect(lines[0]!.median).toBe(`${m.median} months (95 % CI ${m.lower} to ${m.upper})`);
    expect(survivalProblems(graph!)).toEqual([]);
  });

  it('gives no section for documents it cannot read, and a graph error for settings it cannot read', () => {
    for (const bad of [null, 'text', { pages: 'no' }, { pages: [{ axes: 'no', datasets: [] }] }]) expect(survivalOfDocument(bad)).toEqual([]);
    const broken = structuredClone(document);
    broken.pages[0]!.axes[0]!.metadata.survival = { kind: 'survival' } as never;
    const [graph] = survivalOfDocument(broken);
    expect(survivalArmLines(graph!)).toEqual([]);
    expect(survivalProblems(graph!)[0]).toMatch(/^The survival settings are not valid at yScale/);
  });
});
