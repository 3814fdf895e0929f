import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Axes, Measurement } from '../../src/editor/core/model/types';
import { EditorSession } from '../../src/editor/session';
import { POINT_GROUP_MESSAGES } from '../../src/editor/session/pointGroupCommands';
import { DataEntryScreen } from '../../src/screens';
import { CHARTS } from '../editor/fixtures';
import { clickImage, imageToClient } from '../editor/play';
import { paperFiles, savedDocument, waitForEditor } from './dataEntryFixtures';
import { type LoadedEntry, renderDataEntryScreen, screenCallbacks } from './dataEntryStoryKit';
import { body } from './play';


const LOG = CHARTS.log.sidecar.pages[0]!;

/** The saved extraction plus a map whose scale bar runs along the x axis: 540 px are 54 km. */
function documentWithMap(measurements: Measurement[] = []) {
  const document = savedDocument();
  const map: Axes = {
    type: 'map',
    name: 'Map 1',
    options: { scaleLength: 54, unit: 'km', origin: 'top-left' },
    calibrationPoints: [
      { px: LOG.ticks[0]!.px, py: LOG.ticks[0]!.py, dx: 0, dy: 0 },
      { px: LOG.ticks[1]!.px, py: LOG.ticks[1]!.py, dx: 0, dy: 0 },
    ],
    metadata: {},
  };
  document.pages[0]!.axes.push(map);
  document.pages[0]!.measurements.push(...measurements);
  return document;
}

/**
 * The saved extraction with two point groups on the XY graph: a standard deviation 40 px above
 * each of the four means (group 1) and a standard error 25 px below three of them (group 2).
 */
function documentWithGroups() {
  const document = savedDocument();
  const pd = document.pages[0]!;
  const names = ['Mean', 'Standard deviation', 'Standard error'];
  pd.axes[0]!.metadata.pointGroups = { names, matchOn: 'x', tolerance: 2 };
  const data = pd.datasets[0]!;
  const means = data.points.map((p) => ({ x: p.x, y: p.y, group: 0 }));
  const sd = means.map((p) => ({ x: p.x, y: p.y - 40, group: 1 }));
  const se = means.slice(0, 3).map((p) => ({ x: p.x, y: p.y + 25, group: 2 }));
  data.points = [...means, ...sd, ...se];
  data.pointGroups = names;
  data.tuples = means.map((_, i) => [i, 4 + i, i < 3 ? 8 + i : null]);
  return document;
}

/** The layers canvas' pixel (RGBA) at an image point, offset by (dx, dy) CSS pixels. */
function layerPixel(app: HTMLElement, p: { x: number; y: number }, dx = 0, dy = 0): number[] {
  const canvas = app.querySelector<HTMLCanvasElement>('canvas[data-digitizer-layers]')!;
  const rect = canvas.getBoundingClientRect();
  const c = imageToClient(app, p);
  const scale = canvas.width / rect.width;
  const x = Math.floor((c.x + dx - rect.left) * scale);
  const y = Math.floor((c.y + dy - rect.top) * scale);
  return Array.from(canvas.getContext('2d')!.getImageData(x, y, 1, 1).data);
}

const meta = {
  title: 'Screens/Data Entry/Point groups and measurements',
  component: DataEntryScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    paperName: 'Smith; 2021; Viral load after treatment',
    ...screenCallbacks(),
  },
  loaders: [async (): Promise<LoadedEntry> => ({ files: await paperFiles(), session: new EditorSession({ document: documentWithMap(), version: 3 }) })],
  render: renderDataEntryScreen,
} satisfies Meta<typeof DataEntryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closes the focused combo box's list, which hides the rest of the dialog from assistive technology. */
async function closeList() {
  await waitFor(() => undefined);
  if (document.activeElement?.getAttribute('aria-expanded') === 'true') await userEvent.keyboard('{Escape}');
}

async function selectRow(canvasElement: HTMLElement, name: string) {
  const tree = within(canvasElement).getByRole('treegrid', { name: 'Extracted items' });
  const row = within(tree).getByRole('row', { name });
  row.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(row).toHaveAttribute('aria-selected', 'true'));
}

/**
 * Point groups end to end: create a group in the settings popup, add a point to it (the next click
 * goes back to Central tendency), see it linked in a tuple, delete it after the confirmation, then
 * delete the group after the spec's confirmation.
 */
export const PointGroups: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { session } = loaded as LoadedEntry;
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    const app = await waitForEditor(canvasElement);
    await selectRow(canvasElement, 'XY graph');
    const section = canvas.getByRole('region', { name: 'Point groups' });
    await expect(within(section).getByText(/No point groups/)).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Point group settings' }));

    const dialog = within(await page.findByRole('dialog', { name: 'Point Group Settings: XY graph' }));
    await expect(dialog.getByText('(Mean)')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Point group 2 tag' })).toHaveFocus());
    await userEvent.keyboard('Standard deviation');
    await closeList();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: /Point Group Settings/ })).toBeNull());

    const doc = () => session.document.pages[0]!;
    await expect(doc().axes[0]!.metadata.pointGroups).toEqual({ names: ['Mean', 'Standard deviation'], matchOn: 'x', tolerance: 2 });
    await expect(doc().datasets[0]!.tuples).toEqual([
      [0, null],
      [1, null],
      [2, null],
      [3, null],
    ]);

    const groups = () => within(canvas.getByRole('radiogroup', { name: 'Add points to' }));
    await userEvent.click(groups().getByRole('radio', { name: '[X] Standard deviation' }));
    const first = LOG.points[0]!;
    await clickImage(app, { x: first.px, y: first.py + 40 });
    await waitFor(() => expect(doc().datasets[0]!.points).toHaveLength(5));
    await waitFor(() => expect(doc().datasets[0]!.points).toHaveLength(5));
    const added = doc().datasets[0]!.points[4]!;
    await expect(added.group).toBe(1);
    await expect(Object.values(added.metadata ?? {}).some((e) => typeof e === 'object' && e !== null && 'tag' in e && e.axis === 'y' && e.tag.name === 'Standard deviation')).toBe(true);
    await expect(doc().datasets[0]!.tuples[0]).toEqual([0, 4]);
    // The Graph tree lists the dataset's point groups with their points.
    const tree = within(canvas.getByRole('treegrid', { name: 'Extracted items' }));
    await waitFor(() => expect(tree.getByRole('row', { name: /^Standard deviation \(1 point\)/ })).toBeVisible());
    await expect(tree.getByRole('row', { name: /^Mean \(4 points\)/ })).toBeVisible();
    // The next click goes to the next group: back to Central tendency.
    await expect(groups().getByRole('radio', { name: 'Central tendency' })).toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: 'Delete points' }));
    await clickImage(app, { x: first.px, y: first.py + 40 });
    const confirm = await page.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(POINT_GROUP_MESSAGES.deletePoint('[X] Standard deviation'));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(doc().datasets[0]!.points).toHaveLength(4));
    await expect(doc().datasets[0]!.tuples[0]).toEqual([0, null]);

    await userEvent.click(within(canvas.getByRole('region', { name: 'Point groups' })).getByRole('button', { name: 'Point group settings' }));
    // Saved groups open without a field taking the focus, so no list covers the dialog.
    await userEvent.click(await within(await page.findByRole('dialog', { name: 'Point Group Settings: XY graph' })).findByRole('button', { name: 'Delete point group 2' }));
    const deleteGroup = await page.findByRole('alertdialog');
    await expect(deleteGroup).toHaveTextContent(POINT_GROUP_MESSAGES.deleteGroup);
    await userEvent.click(within(deleteGroup).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(doc().axes[0]!.metadata.pointGroups).toBeUndefined());
    await expect(doc().datasets[0]!.pointGroups).toEqual([]);
  },
};

/**
 * Grouped points as the canvas draws them: each Central tendency point keeps its round marker, a
 * standard deviation point is a square and a standard error point a diamond, in the dataset's
 * colour, and thin lines join each tuple's mean to its grouped points.
 */
export const GroupedPointsDrawn: Story = {
  loaders: [async (): Promise<LoadedEntry> => ({ files: await paperFiles(), session: new EditorSession({ document: documentWithGroups(), version: 3 }) })],
  play: async ({ canvasElement }) => {
    const app = await waitForEditor(canvasElement);
    await selectRow(canvasElement, 'XY graph');
    const mean = { x: LOG.points[0]!.px, y: LOG.points[0]!.py };
    const sd = { x: mean.x, y: mean.y - 40 };
    const se = { x: mean.x, y: mean.y + 25 };
    // The square's corner is coloured, where a round marker of the same size would not reach.
    await waitFor(() => expect(layerPixel(app, sd, 3.2, 3.2)[3]).toBeGreaterThan(200));
    await expect(layerPixel(app, sd).slice(0, 3)).toEqual([214, 39, 40]);
    // The diamond's corner lies on the vertical through its centre; beside it, at the same height, nothing.
    await expect(layerPixel(app, se, 0, -4.5)[3]).toBeGreaterThan(0);
    await expect(layerPixel(app, se, 4.5, -4.5)[3]).toBe(0);
    // The mean keeps its round marker: the layer leaves it alone; the tuple line runs between them.
    await expect(layerPixel(app, mean)[3]).toBe(0);
    await expect(layerPixel(app, { x: mean.x, y: mean.y - 20 })[3]).toBeGreaterThan(0);
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Add points to' })).toBeVisible();
  },
};

/**
 * The map's tools: a distance of three points along a 3-4 right angle (150 + 200 px = 35 km at
 * 0.1 km per px), finished by pressing its last point again; an area of the same triangle
 * (15,000 px² = 150 km²) closed on its first corner; then the distance deleted.
 */
export const MapMeasurements: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { session } = loaded as LoadedEntry;
    const canvas = within(canvasElement);
    const app = await waitForEditor(canvasElement);
    await selectRow(canvasElement, 'Map 1');
    const section = within(canvas.getByRole('region', { name: 'Measurements' }));
    await expect(section.getByText('No measurements yet.')).toBeVisible();
    const a = { x: 200, y: 150 };
    const b = { x: 350, y: 150 };
    const c = { x: 350, y: 350 };

    await userEvent.click(section.getByRole('button', { name: 'Measure distance' }));
    for (const p of [a, b, c]) await clickImage(app, p);
    await expect(section.getByText('3 points placed')).toBeVisible();
    await clickImage(app, c);
    const list = () => within(section.getByRole('list', { name: 'Measurements of Map 1' }));
    await waitFor(() => expect(list().getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Distance 135 km']));

    await userEvent.click(section.getByRole('button', { name: 'Measure area' }));
    for (const p of [a, b, c, a]) await clickImage(app, p);
    await waitFor(() => expect(list().getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Distance 135 km', 'Area 1150 km²']));
    // Clicks land on whole image pixels, to the view's floating-point rounding.
    const rounded = session.document.pages[0]!.measurements.map((m) => ({ ...m, data: m.data.map((row) => row.map((v) => Math.round(v * 1e6) / 1e6)) }));
    await expect(rounded).toEqual([
      { type: 'distance', name: 'Distance', axesName: 'Map 1', data: [[200, 150, 350, 150, 350, 350]] },
      { type: 'area', name: 'Area', axesName: 'Map 1', data: [[200, 150, 350, 150, 350, 350]] },
    ]);
    // The data points were left alone.
    await expect(session.document.pages[0]!.datasets[0]!.points).toHaveLength(4);

    await userEvent.click(section.getByRole('button', { name: 'Delete Distance 1' }));
    await waitFor(() => expect(list().getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Area 1150 km²']));
    await expect(canvas.getByRole('button', { name: 'Undo Delete measurement' })).toBeEnabled();
  },
};

/** Stored measurements are drawn on the map with their values. */
export const MapWithMeasurements: Story = {
  loaders: [
    async (): Promise<LoadedEntry> => ({
      files: await paperFiles(),
      session: new EditorSession({
        document: documentWithMap([
          { type: 'distance', name: 'Distance', axesName: 'Map 1', data: [[200, 150, 350, 150, 350, 350]] },
          { type: 'area', name: 'Area', axesName: 'Map 1', data: [[400, 300, 550, 300, 550, 400, 400, 400]] },
        ]),
        version: 3,
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await waitForEditor(canvasElement);
    await selectRow(canvasElement, 'Map 1');
    const list = within(within(canvasElement).getByRole('list', { name: 'Measurements of Map 1' }));
    await expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Distance 135 km', 'Area 1150 km²']);
  },
};
