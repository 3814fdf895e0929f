import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DigitizerFile } from '../../src/editor/Digitizer';
import { EditorSession } from '../../src/editor/session';
import { DataEntryWorkspace, type DataEntryWorkspaceProps } from '../../src/screens/DataEntry/DataEntryWorkspace';
import { loadChart } from '../editor/fixtures';
import { clickImage, moveCursor, readValues } from '../editor/play';
import polarPdf from '../../tests/fixtures/charts/polar.pdf?url';
import ternaryPdf from '../../tests/fixtures/charts/ternary.pdf?url';
import { MainRegion, TAG_GROUPS, taggedDocument, waitForEditor } from './dataEntryFixtures';
import { body } from './play';

/*
 * The data-entry workspace with the other axes types: the 'Other graph' menu, each type's click
 * flow with its named calibration points, its calibration dialog, its axes label popup, Add
 * dataset and points read back in the values table. The polar and ternary figures are the seeded
 * demo figures (src/server/db/demoFigures.ts), rendered at 3 image pixels per PDF point.
 */

/** The polar figure: centre (200, 190) pt on a 400 pt page, 30 pt per unit of r; its plotted points. */
const polarAt = (r: number, deg: number) => ({ x: 3 * (200 + 30 * r * Math.cos((deg * Math.PI) / 180)), y: 3 * (400 - 190 - 30 * r * Math.sin((deg * Math.PI) / 180)) });
const POLAR_POINTS = [
  { r: 1.5, theta: 30 },
  { r: 2.5, theta: 135 },
  { r: 3.5, theta: 260 },
];
/** The ternary figure: corners A (60, 60), B (360, 60), C (210, 60 + 150 sqrt 3) pt on a 420 x 400 pt page. */
const CORNERS = { A: { x: 60, y: 60 }, B: { x: 360, y: 60 }, C: { x: 210, y: 60 + 150 * Math.sqrt(3) } };
const ternaryAt = (a: number, b: number, c: number) => ({
  x: 3 * (a * CORNERS.A.x + b * CORNERS.B.x + c * CORNERS.C.x),
  y: 3 * (400 - (a * CORNERS.A.y + b * CORNERS.B.y + c * CORNERS.C.y)),
});
const TERNARY_POINTS = [
  { a: 0.6, b: 0.3, c: 0.1 },
  { a: 0.25, b: 0.25, c: 0.5 },
];
const VALUE_TAGS = ['Mean', 'Median', 'Percent', 'Time (number)', 'Count'];

async function fetchFile(url: string, name: string): Promise<DigitizerFile> {
  return { id: name, name, data: await (await fetch(url)).arrayBuffer(), type: 'application/pdf' };
}

type Loaded = { files: DigitizerFile[]; session: EditorSession };

/** The tagged extraction's study tree (VL-1 / Main / Drug and Placebo) with no graphs yet. */
function emptySession() {
  const document = taggedDocument();
  document.pages = [];
  return new EditorSession({ document, version: 1 });
}

let uuids = 0;
const meta = {
  title: 'Screens/Data Entry/Axes types',
  component: DataEntryWorkspace,
  parameters: { layout: 'fullscreen' },
  args: { valueTagNames: VALUE_TAGS, tagGroups: TAG_GROUPS, newUuid: () => `uuid-${++uuids}` } as Partial<DataEntryWorkspaceProps>,
  loaders: [
    async (): Promise<Loaded> => ({
      files: [await fetchFile(polarPdf, 'polar-chart.pdf'), await fetchFile(ternaryPdf, 'ternary-chart.pdf'), await loadChart('raster')],
      session: emptySession(),
    }),
  ],
  render: (args, { loaded }) => {
    const { files, session } = loaded as Loaded;
    uuids = 0;
    return (
      <MainRegion>
        <DataEntryWorkspace {...(args as DataEntryWorkspaceProps)} files={files} session={session} />
      </MainRegion>
    );
  },
} satisfies Meta<typeof DataEntryWorkspace>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

const input = { selector: 'input' };

/** Chooses a kind from the 'Other graph' menu with the keyboard. */
async function chooseOtherGraph(root: HTMLElement, item: string) {
  const trigger = within(root).getByRole('button', { name: 'Other graph' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await body(root).findByRole('menu');
  const option = within(menu).getByRole('menuitem', { name: item });
  while (document.activeElement !== option) await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(body(root).queryByRole('menu')).toBeNull());
}

/** Fills the Axes Labels popup (one data type and unit per axis) and saves. */
async function saveLabels(root: HTMLElement, axes: [string, string, string][]) {
  const dialog = within(await body(root).findByRole('dialog', { name: 'Axes Labels' }));
  for (const [axis, type, unit] of axes) {
    await fill(dialog.getByRole('combobox', { name: `${axis} data type` }), type);
    await userEvent.tab();
    await fill(dialog.getByLabelText(`${axis} unit`, input), unit);
  }
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(body(root).queryByRole('dialog', { name: 'Axes Labels' })).toBeNull());
}

/** Add dataset for a new graph: the drug arm, Outcomes. */
async function addDrugDataset(root: HTMLElement) {
  const dialog = within(await body(root).findByRole('dialog', { name: 'Add dataset' }));
  await fill(dialog.getByRole('combobox', { name: 'Study branch 1' }), 'Drug');
  await userEvent.click(await body(root).findByRole('option', { name: 'VL-1 / Main / Drug' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(body(root).queryByRole('dialog')).toBeNull());
}

/** Adds points by mouse, confirming each point's metadata dialog with Enter. */
async function addPoints(root: HTMLElement, app: HTMLElement, points: { x: number; y: number }[]) {
  for (const p of points) {
    await clickImage(app, p);
    const dialog = await body(root).findByRole('dialog', { name: 'Point metadata' });
    await waitFor(() => expect(dialog.querySelector('input')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(root).queryByRole('dialog', { name: 'Point metadata' })).toBeNull());
  }
}

async function frames(n: number) {
  for (let i = 0; i < n; i++) await new Promise((painted) => requestAnimationFrame(painted));
}

/**
 * After the last point's dialog, focus comes back to the figure either by the dialog's own focus
 * restore or a frame later by the workspace, and the figure draws its keyboard cursor's ring (at the
 * last click) or not depending on which came first. Waits for it, then leaves the figure: the
 * screenshot never holds the ring.
 */
async function leaveFigure(app: HTMLElement) {
  await waitFor(() => expect(app).toHaveFocus());
  await frames(2);
  app.blur();
  await frames(2);
  await expect(document.activeElement).toBe(document.body);
}

async function showFile(root: HTMLElement, name: string) {
  await userEvent.click(within(root).getByRole('button', { name: /File/ }));
  await userEvent.click(await body(root).findByRole('option', { name }));
  return waitForEditor(root);
}

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await waitForEditor(canvasElement);
  },
};

/** The menu of the other kinds, opened from the keyboard. */
export const OtherGraphMenu: Story = {
  play: async ({ canvasElement }) => {
    await waitForEditor(canvasElement);
    within(canvasElement).getByRole('button', { name: 'Other graph' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await body(canvasElement).findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'New polar graph',
      'New ternary graph',
      'New map',
      'New circular chart recorder',
      'New image axes',
    ]);
  },
};

/** Polar: origin, P1 and P2 named in the sidebar while placing; r and theta read back within 0.5 % of their ranges. */
export const PolarGraph: Story = {
  play: async ({ canvasElement }) => {
    const app = await waitForEditor(canvasElement);
    const canvas = within(canvasElement);
    await chooseOtherGraph(canvasElement, 'New polar graph');
    const sidebar = within(canvas.getByRole('complementary', { name: 'Calibration' }));
    await expect(sidebar.getByRole('heading', { name: 'New polar graph' })).toBeVisible();
    await expect(sidebar.getByText(/0 of 3 placed; next: Origin/)).toBeVisible();
    await clickImage(app, polarAt(0, 0));
    await expect(sidebar.getByText(/1 of 3 placed; next: P1/)).toBeVisible();
    await clickImage(app, polarAt(5, 0));
    await clickImage(app, polarAt(1, 90));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Polar Axes Calibration' }));
    await fill(dialog.getByLabelText('P1 r'), '5');
    await fill(dialog.getByLabelText('P2 r'), '1');
    await fill(dialog.getByLabelText('P2 theta'), '90');
    await expect(dialog.getByRole('radio', { name: 'Degrees' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await saveLabels(canvasElement, [
      ['R axis', 'Mean', 'score'],
      ['Theta axis', 'Median', 'degree'],
    ]);
    await addDrugDataset(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit Polar Graph' })).toBeVisible();
    await addPoints(canvasElement, app, POLAR_POINTS.map((p) => polarAt(p.r, p.theta)));
    await expect(canvas.getByRole('columnheader', { name: 'Mean' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Median' })).toBeVisible();
    const values = readValues(canvasElement);
    expect(values).toHaveLength(POLAR_POINTS.length);
    POLAR_POINTS.forEach((p, i) => {
      expect(Math.abs(values[i]![0]! - p.r)).toBeLessThanOrEqual(0.025);
      expect(Math.abs(values[i]![1]! - p.theta)).toBeLessThanOrEqual(1.8);
    });
    // Adjust positions moves the origin, P1 and P2; Complete returns to the edit sidebar.
    await userEvent.click(canvas.getByRole('button', { name: 'Adjust positions' }));
    await expect(canvas.getByRole('heading', { name: 'Adjust Axis Points' })).toBeVisible();
    await waitFor(() => expect(app).toHaveAttribute('data-tool', 'adjustPositions'));
    await userEvent.click(canvas.getByRole('button', { name: 'Complete' }));
    await expect(canvas.getByRole('heading', { name: 'Edit Polar Graph' })).toBeVisible();
    // Delete points removes the nearest one.
    app.focus();
    await userEvent.keyboard('d');
    await expect(app).toHaveAttribute('data-tool', 'deletePoints');
    await clickImage(app, polarAt(POLAR_POINTS[0]!.r, POLAR_POINTS[0]!.theta));
    await waitFor(() => expect(readValues(canvasElement)).toHaveLength(POLAR_POINTS.length - 1));
  },
};

/** Polar without a mouse: the menu, then arrows and Enter on the canvas place the origin, P1 and P2. */
export const PolarByKeyboard: Story = {
  args: { initialZoom: 1 },
  play: async ({ canvasElement }) => {
    const app = await waitForEditor(canvasElement);
    await chooseOtherGraph(canvasElement, 'New polar graph');
    await expect(app).toHaveAttribute('data-tool', 'calibrate');
    app.focus();
    let cursor = { x: 600, y: 600 };
    for (const target of [polarAt(0, 0), polarAt(5, 0), polarAt(1, 90)]) {
      cursor = await moveCursor(cursor, target);
      await userEvent.keyboard('{Enter}');
    }
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Polar Axes Calibration' }));
    await expect(dialog.getByLabelText('P1 r')).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}5');
    await fill(dialog.getByLabelText('P2 r'), '1');
    await userEvent.keyboard('{Enter}');
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Axes Labels' })).toBeVisible();
    await expect(body(canvasElement).getByText('R axis', { selector: 'legend' })).toBeVisible();
    await expect(body(canvasElement).getByText('Theta axis', { selector: 'legend' })).toBeVisible();
  },
};

/** Ternary: corners A, B, C; the dialog starts at 0 to 100, normal; a, b and c read back within 0.5 of 100. */
export const TernaryGraph: Story = {
  play: async ({ canvasElement }) => {
    let app = await waitForEditor(canvasElement);
    const canvas = within(canvasElement);
    app = await showFile(canvasElement, 'ternary-chart.pdf');
    await chooseOtherGraph(canvasElement, 'New ternary graph');
    await expect(canvas.getByText(/0 of 3 placed; next: A\)/)).toBeVisible();
    await clickImage(app, ternaryAt(1, 0, 0));
    await clickImage(app, ternaryAt(0, 1, 0));
    await clickImage(app, ternaryAt(0, 0, 1));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Ternary Axes Calibration' }));
    await expect(dialog.getByRole('radio', { name: '0 to 100' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Normal' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await saveLabels(canvasElement, [
      ['A axis', 'Percent', '%'],
      ['B axis', 'Percent', '%'],
      ['C axis', 'Percent', '%'],
    ]);
    await addDrugDataset(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit Ternary Graph' })).toBeVisible();
    await addPoints(canvasElement, app, TERNARY_POINTS.map((p) => ternaryAt(p.a, p.b, p.c)));
    const values = readValues(canvasElement);
    TERNARY_POINTS.forEach((p, i) => {
      [p.a, p.b, p.c].forEach((f, k) => expect(Math.abs(values[i]![k]! - 100 * f)).toBeLessThanOrEqual(0.5));
    });
    await expect(canvas.getByRole('columnheader', { name: 'Percent (B)' })).toBeVisible();
    await leaveFigure(app);
  },
};

/** Map: the two ends of a scale bar 480 px long typed as 240 mm, origin top left: 0.5 mm a pixel. */
export const MapGraph: Story = {
  play: async ({ canvasElement }) => {
    await waitForEditor(canvasElement);
    const canvas = within(canvasElement);
    const app = await showFile(canvasElement, 'raster.png');
    await chooseOtherGraph(canvasElement, 'New map');
    await expect(canvas.getByText(/next: P1\)/)).toBeVisible();
    await clickImage(app, { x: 80, y: 340 });
    await clickImage(app, { x: 560, y: 340 });
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Map Scale Calibration' }));
    await fill(dialog.getByLabelText('Scale length'), '240');
    await fill(dialog.getByLabelText('Units'), 'mm');
    await userEvent.click(dialog.getByRole('radio', { name: 'Top left' }));
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await saveLabels(canvasElement, [
      ['X axis', 'Count', 'mm'],
      ['Y axis', 'Count', 'mm'],
    ]);
    await addDrugDataset(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit Map' })).toBeVisible();
    await addPoints(canvasElement, app, [{ x: 200, y: 100 }]);
    const [[x, y]] = readValues(canvasElement) as [[number, number]];
    expect(Math.abs(x - 100)).toBeLessThanOrEqual(0.6);
    expect(Math.abs(y - 50)).toBeLessThanOrEqual(0.6);
  },
};

/** Circular chart recorder: five named points, then T0, R0 and R2 with a day's turn. */
export const CircularChartRecorder: Story = {
  play: async ({ canvasElement }) => {
    await waitForEditor(canvasElement);
    const canvas = within(canvasElement);
    const app = await showFile(canvasElement, 'raster.png');
    await chooseOtherGraph(canvasElement, 'New circular chart recorder');
    await expect(canvas.getByRole('heading', { name: 'New circular chart recorder' })).toBeVisible();
    await expect(canvas.getByText(/0 of 5 placed; next: \(T0,R0\)/)).toBeVisible();
    // Centre (300, 200); the pen arc is the circle of radius 50 about (350, 200); outer circle radius 80.
    for (const p of [
      { x: 336, y: 248 },
      { x: 350, y: 250 },
      { x: 364, y: 248 },
      { x: 300, y: 280 },
      { x: 220, y: 200 },
    ])
      await clickImage(app, p);
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Circular Chart Recorder Calibration' }));
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await expect(await dialog.findByText('Please enter valid values')).toBeVisible();
    await fill(dialog.getByLabelText('T0 (time of the pen arc)'), '2024/01/01');
    await fill(dialog.getByLabelText('R2 (value at T0,R2)'), '100');
    await userEvent.click(dialog.getByRole('radio', { name: 'Day' }));
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    const labels = within(await body(canvasElement).findByRole('dialog', { name: 'Axes Labels' }));
    await expect(labels.getByText('Time axis', { selector: 'legend' })).toBeVisible();
    await expect(labels.getByText('R axis', { selector: 'legend' })).toBeVisible();
  },
};

/** Image axes: nothing to click; the label popup opens at once and points read in pixels. */
export const ImageAxes: Story = {
  play: async ({ canvasElement }) => {
    await waitForEditor(canvasElement);
    const canvas = within(canvasElement);
    const app = await showFile(canvasElement, 'raster.png');
    await chooseOtherGraph(canvasElement, 'New image axes');
    await saveLabels(canvasElement, [
      ['X axis', 'Count', 'px'],
      ['Y axis', 'Count', 'px'],
    ]);
    await addDrugDataset(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit Image Axes' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Adjust positions' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Set values' })).toBeNull();
    await addPoints(canvasElement, app, [{ x: 120, y: 80 }]);
    const [[x, y]] = readValues(canvasElement) as [[number, number]];
    expect(Math.abs(x - 120)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(y - 80)).toBeLessThanOrEqual(0.5);
  },
};
