import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildBarHeaders } from '../../src/editor/core/barHeaders';
import type { Axes, BarHeaders } from '../../src/editor/core/model/types';
import { createProject } from '../../src/editor/core/model/types';
import { saveProject } from '../../src/editor/core/project';
import { EditorSession } from '../../src/editor/session';
import { DataEntryScreen } from '../../src/screens';
import { CHARTS, loadChart } from '../editor/fixtures';
import { clickImage } from '../editor/play';
import { TAG_GROUPS, waitForEditor } from './dataEntryFixtures';
import { type LoadedEntry, renderDataEntryScreen } from './dataEntryStoryKit';
import { body } from './play';


/*
 * The data-entry screen with a bar graph on the bar chart fixture (bars A to D; value axis 0 to 40
 * from y = 420 to 90; categorical axis from x = 120 to 660): the bar-header wizard from its first
 * step, Edit Bar Graph, the header metadata step with its message, and Remove category.
 */
const BAR = CHARTS.bar.sidecar.pages[0]!;
const ARMS = ['A', 'B', 'C', 'D'];

function barDocument(withHeaders: boolean) {
  const project = createProject();
  let headers: BarHeaders | undefined;
  if (withHeaders) {
    const built = buildBarHeaders({ x: 120, y: 420 }, { x: 660, y: 420 }, 4, 'UP');
    headers = { ...built, linesLocked: true, headers: built.headers.map((h, i) => (i < 2 ? { ...h, metadata: { compositeKey: `AE-1||Main||${ARMS[i]}` } } : h)) };
  }
  const axes = {
    type: 'bar',
    name: 'Bar graph',
    options: {},
    calibrationPoints: BAR.ticks.map((t) => ({ px: t.px, py: t.py, dx: 0, dy: t.value })),
    metadata: {
      axesLabelData: { bar: { dataType: 'Statistic', unit: 'events', description: '', decimals: 0, changeFromBaseline: 'Not a ratio' } },
      ...(headers ? { barHeaders: headers } : {}),
    },
  } as Axes;
  project.pages.push({ file: 0, page: 1, axes: [axes], datasets: [], measurements: [] });
  const doc = saveProject(project);
  const element = (uuid: string, compositeKey: string, group: string) => ({
    uuid,
    compositeKey,
    tagGroup: { name: group, uuid: TAG_GROUPS.find((g) => g.name === group)!.uuid, instanceUuid: uuid },
    metadata: { 0: { tag: TAG_GROUPS.find((g) => g.name === group)!.tags[0]!, value: compositeKey.split('||').pop()! } },
  });
  doc.studyTree = [
    element('el-1', 'AE-1', 'Study'),
    element('el-2', 'AE-1||Main', 'Study part'),
    ...ARMS.map((arm, i) => element(`el-arm-${i}`, `AE-1||Main||${arm}`, 'Study arm')),
  ];
  return doc;
}

function barSession(step: 'new' | 'edit') {
  const session = new EditorSession({ document: barDocument(step === 'edit'), version: 2 });
  session.setTagging({ tagGroupUuid: 'g-out', branchKey: 'AE-1||Main' });
  session.setActiveAxes('Bar graph');
  if (step === 'new') {
    session.setFlow({ name: 'barHeaders', step: 'new', target: 'Bar graph' });
    session.setTool('adjustPoints');
  }
  return session;
}

const meta = {
  title: 'Screens/Data Entry/Bar graph',
  component: DataEntryScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    paperName: 'Lee; 2022; Adverse events by arm',
    tagGroups: TAG_GROUPS,
    onSaveNow: fn(),
  },
  render: renderDataEntryScreen,
} satisfies Meta<typeof DataEntryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new bar graph's header steps: two corners on the chart, a refused and an accepted count, four categories. */
export const WizardCornersAndCount: Story = {
  loaders: [async (): Promise<LoadedEntry> => ({ files: [await loadChart('bar')], session: barSession('new') })],
  play: async ({ canvasElement }) => {
    const app = await waitForEditor(canvasElement);
    const c = within(canvasElement);
    const calibration = c.getByRole('complementary', { name: 'Bar Header Calibration' });
    await expect(within(calibration).getByRole('button', { name: 'Next' })).toBeDisabled();
    await clickImage(app, { x: 120, y: 420 });
    await clickImage(app, { x: 660, y: 421 });
    await waitFor(() => expect(within(calibration).getByRole('status')).toHaveTextContent('2 of 2 placed'));
    await userEvent.click(within(calibration).getByRole('button', { name: 'Next' }));
    const count = c.getByRole('complementary', { name: 'Bar Header Count' });
    const field = within(count).getByRole('textbox', { name: 'Number of categories' });
    await userEvent.type(field, '0{Enter}');
    await expect(field).toHaveAccessibleDescription(/Must be a number greater than zero/);
    await userEvent.clear(field);
    await userEvent.type(field, '4{Enter}');
    const metadata = await c.findByRole('complementary', { name: 'Bar Header Metadata' });
    await expect(within(metadata).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Edit Bar Graph on a graph with headers; the header step refuses Next while two categories have no metadata. */
export const HeaderMetadataMissing: Story = {
  loaders: [async (): Promise<LoadedEntry> => ({ files: [await loadChart('bar')], session: barSession('edit') })],
  play: async ({ canvasElement }) => {
    await waitForEditor(canvasElement);
    const c = within(canvasElement);
    const edit = c.getByRole('complementary', { name: 'Edit Bar Graph' });
    await userEvent.click(within(edit).getByRole('button', { name: 'Category metadata' }));
    const metadata = c.getByRole('complementary', { name: 'Bar Header Metadata' });
    await expect(within(metadata).getByRole('button', { name: 'Category 1: A' })).toBeVisible();
    await userEvent.click(within(metadata).getByRole('button', { name: 'Next' }));
    await expect(within(metadata).getByRole('alert')).toHaveTextContent('Missing header metadata; fill in metadata for each header and try again');
    await userEvent.click(within(metadata).getByRole('button', { name: 'Category 3: no metadata' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Category 3 metadata' });
    await expect(dialog).toBeVisible();
    // The list is locked while the dialog is open.
    await expect(within(metadata).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Remove category: a click on C removes it and returns to Edit Bar Graph; Undo brings it back. */
export const RemoveCategory: Story = {
  loaders: [async (): Promise<LoadedEntry> => ({ files: [await loadChart('bar')], session: barSession('edit') })],
  play: async ({ canvasElement, loaded }) => {
    const app = await waitForEditor(canvasElement);
    const c = within(canvasElement);
    const { session } = loaded as LoadedEntry;
    await userEvent.click(within(c.getByRole('complementary', { name: 'Edit Bar Graph' })).getByRole('button', { name: 'Remove category' }));
    await expect(c.getByRole('complementary', { name: 'Remove Category' })).toBeVisible();
    await clickImage(app, { x: 457, y: 350 });
    await waitFor(() => expect(c.getByRole('complementary', { name: 'Edit Bar Graph' })).toBeVisible());
    await expect(session.document.pages[0]!.axes[0]!.metadata.barHeaders!.count).toBe(3);
    await userEvent.click(c.getByRole('button', { name: 'Undo Remove category' }));
    await waitFor(() => expect(session.document.pages[0]!.axes[0]!.metadata.barHeaders!.count).toBe(4));
  },
};
