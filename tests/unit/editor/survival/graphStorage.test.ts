import { describe, expect, it } from 'vitest';
import { loadAnyProject, saveProjectJSON } from '../../../../src/editor/core/project';
import { createProject, getPage } from '../../../../src/editor/core/model/types';
import { defaultSurvivalSettings, readSurvivalSettings } from '../../../../src/editor/core/survival';
import { validateDocument } from '../../../../src/server/services/extractions';

/** A saved extraction holding one survival graph with two arms and a censor mark. */
function survivalProject() {
  const project = createProject();
  const page = getPage(project, 0, 1);
  const survival = {
    ...defaultSurvivalSettings(['Placebo', 'Drug A']),
    riskTimes: [0, 6, 12],
    arms: [
      { dataset: 'Placebo', atRisk: [50, 41, 30], totalEvents: 22 },
      { dataset: 'Drug A', atRisk: [50, 45, null], size: 50 },
    ],
    controlArm: 'Placebo',
    reportTimes: [12],
  };
  page.axes.push({
    type: 'xy',
    options: {},
    name: 'Overall survival',
    calibrationPoints: [
      { px: 100, py: 500, dx: 0, dy: 0 },
      { px: 500, py: 500, dx: 24, dy: 0 },
      { px: 100, py: 500, dx: 0, dy: 0 },
      { px: 100, py: 100, dx: 0, dy: 1 },
    ],
    metadata: { survival },
  });
  for (const name of ['Placebo', 'Drug A'])
    page.datasets.push({
      name,
      axesName: 'Overall survival',
      metadata: {},
      points: [{ x: 100, y: 100 }, { x: 200, y: 100, metadata: { censorMark: true } }],
      metadataKeys: [],
      pointGroups: [],
      tuples: [],
    });
  return { project, survival };
}

describe('survival settings in a saved extraction', () => {
  it('survive a save and a load, censor marks included', () => {
    const { project, survival } = survivalProject();
    const loaded = loadAnyProject(JSON.parse(saveProjectJSON(project)));
    const axes = loaded.pages[0]!.axes[0]!;
    expect(readSurvivalSettings(axes.metadata)).toEqual({ settings: survival, error: null });
    expect(loaded.pages[0]!.datasets[0]!.points[1]!.metadata).toEqual({ censorMark: true });
  });

  it('are accepted by the server as they are, with no problem reported', () => {
    const { project, survival } = survivalProject();
    const { project: stored, problems } = validateDocument(JSON.parse(saveProjectJSON(project)));
    expect(problems.filter((p) => p.type !== 'missing-study-branch')).toEqual([]);
    expect(stored.pages[0]!.axes[0]!.metadata.survival).toEqual(survival);
  });
});
