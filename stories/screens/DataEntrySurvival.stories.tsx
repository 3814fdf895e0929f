import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Axes, Dataset } from '../../src/editor/core/model/types';
import { createProject } from '../../src/editor/core/model/types';
import { saveProject } from '../../src/editor/core/project';
import { EditorSession } from '../../src/editor/session';
import { DataEntryScreen } from '../../src/screens';
import { loadChart } from '../editor/fixtures';
import { trialPoints, trialSettings, type TrialArm } from '../editor/survivalFixtures';
import { waitForEditor } from './dataEntryFixtures';
import { type LoadedEntry, renderDataEntryScreen, screenCallbacks } from './dataEntryStoryKit';

/*
 * The data-entry screen with a survival graph: the linear chart's plot (x from 120 to 660 px, y
 * from 420 to 90 px) calibrated as 0 to 36 months and survival 0 to 1, and the two arms of the
 * simulated trial of the survival panel's stories placed on it as steps, censor marks included.
 */
const GRAPH = 'Overall survival';
const ARMS: TrialArm[] = ['Placebo', 'Drug A'];

/**
 * The graph on the chart: x from 0 to `xMax` over 120 to 660 px, survival 0 to 1 over 420 to 90
 * px. With `xMax` 10 the calibration matches the chart's own tick labels; the trial's 36 months
 * are then drawn squeezed into it.
 */
function survivalDocument({ survival, risingPoint = false, xMax = 36 }: { survival: boolean; risingPoint?: boolean; xMax?: number }) {
  const toPixel = (t: number, s: number) => ({ x: 120 + (t / 36) * 540, y: 420 - s * 330 });
  const project = createProject();
  const axes = {
    type: 'xy',
    name: GRAPH,
    options: { logX: false, logY: false },
    calibrationPoints: [
      { px: 120, py: 420, dx: 0, dy: 0 },
      { px: 660, py: 420, dx: xMax, dy: 0 },
      { px: 120, py: 420, dx: 0, dy: 0 },
      { px: 120, py: 90, dx: 0, dy: 1 },
    ],
    metadata: {
      axesLabelData: {
        x: { dataType: 'Time (number)', unit: 'months', description: '', decimals: 1, changeFromBaseline: 'Not a ratio' },
        y: { dataType: 'Survival', unit: '', description: '', decimals: 3, changeFromBaseline: 'Not a ratio' },
      },
      ...(survival ? { survival: trialSettings() } : {}),
    },
  } as Axes;
  const datasets: Dataset[] = ARMS.map((arm) => ({
    name: arm,
    axesName: GRAPH,
    metadata: { name: arm },
    points: trialPoints(arm).map((p) => {
      const at = toPixel(p.x, p.y);
      // A corner of Placebo clicked 12 px too high: a step up the panel flags.
      const y = risingPoint && arm === 'Placebo' && p.index === 41 ? at.y - 12 : at.y;
      return { x: at.x, y, ...(p.censor ? { metadata: { censorMark: true } } : {}) };
    }),
    metadataKeys: [],
    pointGroups: [],
    tuples: [],
  }));
  project.pages.push({ file: 0, page: 1, axes: [axes], datasets, measurements: [] });
  return saveProject(project);
}

function survivalSession(options: { survival: boolean; risingPoint?: boolean; xMax?: number }) {
  const session = new EditorSession({ document: survivalDocument(options), version: 2 });
  session.setActiveAxes(GRAPH);
  session.setActiveDataset('Placebo');
  session.setFlow({ name: 'editGraph', step: 'edit', target: GRAPH });
  return session;
}

const meta = {
  title: 'Screens/Data Entry/Survival graph',
  component: DataEntryScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    paperName: 'Novak; 2023; Overall survival with Drug A',
    onDownloadSurvivalIpd: fn(),
    ...screenCallbacks(),
  },
  loaders: [async (): Promise<LoadedEntry> => ({ files: [await loadChart('linear')], session: survivalSession({ survival: true }) })],
  render: renderDataEntryScreen,
} satisfies Meta<typeof DataEntryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A two-arm survival graph with its risk table: the survival panel under Edit XY Graph, with the hazard ratio and each arm's results. */
export const TwoArmSurvivalGraph: Story = {
  play: async ({ canvasElement, args }) => {
    await waitForEditor(canvasElement);
    const c = within(canvasElement);
    await expect(c.getByRole('complementary', { name: 'Edit XY Graph' })).toBeVisible();
    const panel = c.getByRole('complementary', { name: 'Survival' });
    await waitFor(() => expect(within(panel).getByText(/^Hazard ratio 0\.\d+ \(95 % CI 0\.\d+ to [01]\.\d+\)$/)).toBeVisible(), { timeout: 10_000 });
    await expect(within(panel).getByRole('group', { name: 'Drug A against Placebo' })).toHaveTextContent(/log-rank/);
    await expect(within(panel).getByRole('group', { name: 'Results of Placebo' })).toHaveTextContent('Patients120');
    await userEvent.click(within(panel).getByRole('button', { name: 'Download the patient data (CSV)' }));
    await expect(args.onDownloadSurvivalIpd).toHaveBeenCalledWith(
      expect.objectContaining({ graphName: GRAPH, arms: [expect.objectContaining({ arm: 'Placebo' }), expect.objectContaining({ arm: 'Drug A' })] }),
    );
    // The results in view for the screenshot.
    within(panel).getByRole('heading', { name: 'Results' }).scrollIntoView({ block: 'start' });
  },
};

/**
 * 'Survival analysis' on Edit XY Graph makes the graph a survival graph, one undo step; its arms
 * are the graph's datasets. Read from figure reads the PDF page's text (vector tools on): this
 * chart prints no number-at-risk table under its axis, and the panel says so.
 */
export const MakeASurvivalGraph: Story = {
  args: { vectorTools: true },
  loaders: [async (): Promise<LoadedEntry> => ({ files: [await loadChart('linear')], session: survivalSession({ survival: false, xMax: 10 }) })],
  play: async ({ canvasElement, loaded }) => {
    await waitForEditor(canvasElement);
    const c = within(canvasElement);
    const edit = c.getByRole('complementary', { name: 'Edit XY Graph' });
    await expect(c.queryByRole('complementary', { name: 'Survival' })).not.toBeInTheDocument();
    await userEvent.click(within(edit).getByRole('button', { name: 'Survival analysis' }));
    const panel = await c.findByRole('complementary', { name: 'Survival' });
    await expect(within(panel).getByRole('group', { name: 'Capture of Placebo' })).toBeVisible();
    await expect(within(panel).getByRole('group', { name: 'Capture of Drug A' })).toBeVisible();
    await waitFor(() => expect(within(panel).getByRole('group', { name: 'Results of Drug A' })).toHaveTextContent('Enter the numbers at risk of Drug A, or its number of patients'));
    const { session } = loaded as LoadedEntry;
    await expect(session.getSnapshot().undoLabel).toBe('Make a survival graph');
    await expect(within(edit).queryByRole('button', { name: 'Survival analysis' })).not.toBeInTheDocument();
    // The page's text arrives with the vector tools' panel.
    await c.findByRole('button', { name: 'Calibrate from axes' }, { timeout: 15_000 });
    await userEvent.click(within(panel).getByRole('button', { name: 'Read from figure' }));
    await expect(within(panel).getByText('No number-at-risk table was found under the x axis.')).toBeVisible();
  },
};

/** A point clicked too high: Fix puts it back on its level, as one undo step, and the hazard ratio comes back. */
export const FixARisingStep: Story = {
  loaders: [async (): Promise<LoadedEntry> => ({ files: [await loadChart('linear')], session: survivalSession({ survival: true, risingPoint: true }) })],
  play: async ({ canvasElement, loaded }) => {
    await waitForEditor(canvasElement);
    const c = within(canvasElement);
    const panel = c.getByRole('complementary', { name: 'Survival' });
    const capture = within(within(panel).getByRole('group', { name: 'Capture of Placebo' }));
    await expect(capture.getByRole('list', { name: 'Steps up in Placebo' })).toHaveTextContent(/^Point 42 rises above the point before it/);
    await waitFor(() => expect(within(panel).getByText('The hazard ratio needs both arms reconstructed; Placebo is not.')).toBeVisible());
    await userEvent.click(capture.getByRole('button', { name: 'Show point 42 of Placebo' }));
    const { session } = loaded as LoadedEntry;
    await expect(session.getSnapshot().selection).toEqual({ datasetId: 'Placebo', index: 41 });
    await userEvent.click(capture.getByRole('button', { name: 'Fix point 42 of Placebo' }));
    await expect(capture.getByText('The curve never goes the wrong way.')).toBeVisible();
    await waitFor(() => expect(within(panel).getByText(/^Hazard ratio 0\.\d+/)).toBeVisible(), { timeout: 10_000 });
  },
};
