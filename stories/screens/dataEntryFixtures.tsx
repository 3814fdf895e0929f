import type { ReactNode } from 'react';
import type { DigitizerFile } from '../../src/editor/Digitizer';
import type { Axes, Dataset } from '../../src/editor/core/model/types';
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
