import type { ReactNode } from 'react';
import type { DigitizerFile } from '../../src/editor/Digitizer';
import type { Axes, Dataset, TagGroup } from '../../src/editor/core/model/types';
import { createProject } from '../../src/editor/core/model/types';
import { saveProject } from '../../src/editor/core/project';
import { EditorSession } from '../../src/editor/session';
import { VALIDATION_MESSAGES } from '../../src/editor/core/validation';
import type { ValidationReport } from '../../src/screens';
import { expect, waitFor } from 'storybook/test';
import { CHARTS, loadChart } from '../editor/fixtures';
import { waitForPage } from '../editor/play';

/** The paper's files: the log-scale chart and a two-page report (real PDFs from tests/fixtures/charts). */
export async function paperFiles(): Promise<DigitizerFile[]> {
  const [log, twoPage] = await Promise.all([loadChart('log'), loadChart('twoPage')]);
  return [log, twoPage];
}

const LOG = CHARTS.log.sidecar.pages[0]!;

/** A saved extraction: the log chart calibrated from its ticks, four of its markers digitized. */
export function savedDocument() {
  const project = createProject();
  const axes = {
    type: 'xy',
    name: 'XY graph',
    options: { logX: LOG.log.x, logY: LOG.log.y },
    calibrationPoints: LOG.ticks.map((t, i) => ({ px: t.px, py: t.py, dx: i < 2 ? t.value : 0, dy: i < 2 ? 0 : t.value })),
    metadata: {
      axesLabelData: {
        x: { dataType: 'Time (number)', unit: 'day', description: '', decimals: 1, changeFromBaseline: 'Not a ratio' },
        y: { dataType: 'Mean', unit: 'copies/mL', description: '', decimals: 0, changeFromBaseline: 'Not a ratio' },
      },
    },
  } as Axes;
  const dataset: Dataset = {
    name: 'XY graph data',
    axesName: 'XY graph',
    metadata: { name: 'XY graph data' },
    points: LOG.points.slice(0, 4).map((p) => ({ x: p.px, y: p.py })),
    metadataKeys: [],
    pointGroups: [],
    tuples: [],
  };
  project.pages.push({ file: 0, page: 1, axes: [axes], datasets: [dataset], measurements: [] });
  return saveProject(project);
}

/** A fresh session on the saved extraction (version 3, nothing unsaved). */
export const savedSession = () => new EditorSession({ document: savedDocument(), version: 3 });

/** What the server's validation answers for the saved extraction. */
export const validationReport: ValidationReport = {
  message: 'The extraction has 2 problems',
  problems: [
    {
      file: 0,
      page: 1,
      type: 'missing-study-branch',
      x: LOG.points[0]!.px,
      y: LOG.points[0]!.py,
      message: VALIDATION_MESSAGES.missingStudyBranch,
      dataPoints: LOG.points.slice(0, 4).map((_, index) => ({ axesName: 'XY graph', datasetName: 'XY graph data', index })),
    },
    {
      file: 0,
      page: 1,
      type: 'non-numeric-value',
      x: LOG.points[2]!.px,
      y: LOG.points[2]!.py,
      message: VALIDATION_MESSAGES.nonNumeric('n/a', 'Mean'),
      dataPoints: [{ axesName: 'XY graph', datasetName: 'XY graph data', index: 2 }],
    },
  ],
};

/** The main region of the shell, whose padding the screen takes back to fill the window. */
export function MainRegion({ children }: { children: ReactNode }) {
  return <div style={{ height: '100vh', boxSizing: 'border-box', padding: 24, display: 'flex', flexDirection: 'column' }}>{children}</div>;
}

/** The canvas arrives in a chunk of its own: wait for it, then for its page to be drawn. */
export async function waitForEditor(root: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(root.querySelector('[role="application"]')).not.toBeNull(), { timeout: 15_000 });
  return waitForPage(root);
}

const ref = (name: string, uuid: string) => ({ name, uuid });

/** The tag groups a tagged extraction uses: branch groups and two of the others. */
export const TAG_GROUPS: TagGroup[] = [
  { name: 'Study', uuid: 'g-study', tags: [ref('Study abbreviation', 't-study'), ref('Description', 't-desc')] },
  { name: 'Study part', uuid: 'g-part', tags: [ref('Study part', 't-part'), ref('Description', 't-desc')] },
  { name: 'Study arm', uuid: 'g-arm', tags: [ref('Study arm abbreviation', 't-arm'), ref('Reference study arm abbreviation', 't-ref'), ref('Description', 't-desc')] },
  { name: 'Population', uuid: 'g-pop', tags: [ref('Population', 't-pop')] },
  { name: 'Subgroup', uuid: 'g-sub', tags: [ref('Subgroup', 't-sub')] },
  { name: 'Outcomes', uuid: 'g-out', tags: [ref('Outcome', 't-outcome'), ref('Statistic', 't-stat'), ref('Unit', 't-unit'), ref('Time (number)', 't-time'), ref('Description', 't-desc')] },
  { name: 'Inclusion/Exclusion criteria', uuid: 'g-ie', tags: [ref('Criterion type', 't-ctype'), ref('Criterion text', 't-ctext')] },
];

/**
 * A tagged extraction: study VL-1 with part Main and arms Drug and Placebo; the log chart's XY graph
 * with a dataset per arm (Outcomes), its points tagged from the axes labels and an Outcome row; a
 * sentence of the two-page report as an inclusion criterion.
 */
export function taggedDocument() {
  const doc = savedDocument();
  const page = doc.pages[0]!;
  const element = (uuid: string, compositeKey: string, group: string, tag: string, value: string) => ({
    uuid,
    compositeKey,
    tagGroup: { ...TAG_GROUPS.find((g) => g.name === group)!, tags: undefined, instanceUuid: uuid },
    metadata: { 0: { tag: ref(tag, TAG_GROUPS.find((g) => g.name === group)!.tags[0]!.uuid), value } },
  });
  doc.studyTree = [
    element('el-1', 'VL-1', 'Study', 'Study abbreviation', 'VL-1'),
    element('el-2', 'VL-1||Main', 'Study part', 'Study part', 'Main'),
    element('el-3', 'VL-1||Main||Drug', 'Study arm', 'Study arm abbreviation', 'Drug'),
    element('el-4', 'VL-1||Main||Placebo', 'Study arm', 'Study arm abbreviation', 'Placebo'),
  ].map(({ tagGroup: { tags: _tags, ...group }, ...rest }) => ({ ...rest, tagGroup: group }));
  const points = page.datasets[0]!.points;
  page.datasets = (['Drug', 'Placebo'] as const).map((arm, a) => {
    const compositeKey = `VL-1||Main||${arm}`;
    const name = `${compositeKey}_0000000${a}`;
    return {
      name,
      axesName: 'XY graph',
      metadata: { name, uuid: `0000000${a}`, studyData: { compositeKey, tagGroup: { name: 'Outcomes', uuid: 'g-out', instanceUuid: `inst-${arm}` } } },
      points: points.slice(a * 2, a * 2 + 2).map((p, i) => ({
        ...p,
        metadata: {
          0: { tag: ref('Time (number)', 't-time'), value: [5, 15, 30, 45][a * 2 + i]!, axis: 'x', axisType: 'value' as const },
          1: { tag: ref('Mean', ''), value: [4299, 1995, 631, 200][a * 2 + i]!, axis: 'y', axisType: 'value' as const },
          2: { tag: ref('Outcome', 't-outcome'), value: 'Viral load' },
          compositeKey,
          tagGroup: { name: 'Outcomes', uuid: 'g-out', instanceUuid: `inst-${arm}` },
          uuid: `p-${arm}-${i}`,
        },
      })),
      metadataKeys: [],
      pointGroups: [],
      tuples: [],
    };
  });
  doc.pages.push({
    file: 1,
    page: 1,
    axes: [],
    datasets: [],
    measurements: [],
    texts: [
      {
        uuid: 'text-1',
        text: 'Adults with a viral load above 1000 copies/mL were eligible.',
        rect: { x: 150, y: 330, width: 900, height: 40 },
        metadata: {
          0: { tag: ref('Criterion text', 't-ctext'), value: 'Adults with a viral load above 1000 copies/mL were eligible.' },
          compositeKey: 'VL-1||Main',
          tagGroup: { name: 'Inclusion/Exclusion criteria', uuid: 'g-ie', instanceUuid: 'inst-ie' },
          uuid: 'text-1',
          type: 'text',
        },
      },
    ],
  });
  return doc;
}

/** A session on the tagged extraction, the toolbar on Outcomes for the drug arm. */
export function taggedSession() {
  const session = new EditorSession({ document: taggedDocument(), version: 5 });
  session.setTagging({ tagGroupUuid: 'g-out', branchKey: 'VL-1||Main||Drug' });
  session.setActiveAxes('XY graph');
  session.setActiveDataset('VL-1||Main||Drug_00000000');
  return session;
}
