import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DigitizerWorkspace, sessionOfProject } from '../../src/editor/panels/DigitizerWorkspace';
import type { EditorSession } from '../../src/editor/session';
import { CHARTS, loadChart, unsupportedFile, type ChartName } from './fixtures';
import { clickImage, expectValuesClose, readValues, waitForPage } from './play';

const VALUE_TAGS = ['Time', 'Mean', 'Count', 'Percent', 'Standard deviation'];

const meta = {
  title: 'Editor/XY and Bar Flow',
  component: DigitizerWorkspace,
  parameters: { layout: 'padded' },
  args: { files: [], valueTagNames: VALUE_TAGS },
} satisfies Meta<typeof DigitizerWorkspace>;

export default meta;
type Story = StoryObj<typeof meta>;

const withChart = (name: ChartName) => ({
  loaders: [async () => ({ file: await loadChart(name) })],
  render: (args: Story['args'], { loaded }: { loaded: Record<string, unknown> }) => (
    <DigitizerWorkspace {...args} files={[loaded.file as never]} />
  ),
});

async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

/** Type into a combo box, then Tab away so that its list closes. */
async function fillCombo(field: HTMLElement, text: string) {
  await fill(field, text);
  await userEvent.tab();
}

const input = { selector: 'input' };

/** The data type combo box has focus when the popup opens, and its list opens on focus: close it. */
async function closeOpenList() {
  if (document.querySelector('[role="listbox"]')) await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull());
}

/** Calibrate an XY chart through the dialog and the label popup. */
async function calibrateXY(root: HTMLElement, name: ChartName) {
  const chart = CHARTS[name].sidecar.pages[0]!;
  const canvas = within(root);
  const app = await waitForPage(root);
  await userEvent.click(canvas.getByRole('button', { name: 'New XY graph' }));
  await waitFor(() => expect(app).toHaveAttribute('data-tool', 'calibrate'));
  for (const t of chart.ticks) await clickImage(app, { x: t.px, y: t.py });
  const dialog = await within(document.body).findByRole('dialog', { name: 'X and Y Axes Calibration' });
  const d = within(dialog);
  await fill(d.getByLabelText('X axis point 1'), String(chart.ticks[0]!.value));
  await fill(d.getByLabelText('X axis point 2'), String(chart.ticks[1]!.value));
  await fill(d.getByLabelText('Y axis point 1'), String(chart.ticks[2]!.value));
  await fill(d.getByLabelText('Y axis point 2'), String(chart.ticks[3]!.value));
  if (chart.log.y) await userEvent.click(d.getByRole('checkbox', { name: 'Log scale Y' }));
  await userEvent.click(d.getByRole('button', { name: 'OK' }));
  const labels = await within(document.body).findByRole('dialog', { name: 'Axes Labels' });
  const l = within(labels);
  await fillCombo(l.getByRole('combobox', { name: 'X axis data type' }), 'Time');
  await fill(l.getByLabelText('X axis unit', input), 'week');
  await fillCombo(l.getByLabelText('Y axis data type', input), 'Mean');
  await fill(l.getByLabelText('Y axis unit', input), 'mmHg');
  await userEvent.click(l.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  return { app, chart };
}

export const Playground: Story = {
  ...withChart('linear'),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
  },
};

export const XYGraphEndToEnd: Story = {
  ...withChart('linear'),
  play: async ({ canvasElement }) => {
    const { app, chart } = await calibrateXY(canvasElement, 'linear');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit XY Graph' })).toBeVisible();
    await expect(canvas.getByText('XY graph')).toBeVisible();
    await waitFor(() => expect(app).toHaveAttribute('data-tool', 'addPoints'));
    for (const p of chart.points) await clickImage(app, { x: p.px, y: p.py });
    await waitFor(() => expect(readValues(canvasElement)).toHaveLength(chart.points.length));
    expectValuesClose(readValues(canvasElement), chart);
    await expect(canvas.getByRole('columnheader', { name: 'Mean' })).toBeVisible();

    // Adjust Axis Points and back.
    await userEvent.click(canvas.getByRole('button', { name: 'Adjust positions' }));
    await expect(canvas.getByRole('heading', { name: 'Adjust Axis Points' })).toBeVisible();
    await waitFor(() => expect(app).toHaveAttribute('data-tool', 'adjustPositions'));
    await userEvent.click(canvas.getByRole('button', { name: 'Complete' }));
    await expect(canvas.getByRole('heading', { name: 'Edit XY Graph' })).toBeVisible();
  },
};

export const LogAxisEndToEnd: Story = {
  ...withChart('log'),
  play: async ({ canvasElement }) => {
    const { app, chart } = await calibrateXY(canvasElement, 'log');
    for (const p of chart.points) await clickImage(app, { x: p.px, y: p.py });
    await waitFor(() => expect(readValues(canvasElement)).toHaveLength(chart.points.length));
    expectValuesClose(readValues(canvasElement), chart);
  },
};

export const CalibrationValidation: Story = {
  ...withChart('linear'),
  play: async ({ canvasElement }) => {
    const chart = CHARTS.linear.sidecar.pages[0]!;
    const canvas = within(canvasElement);
    const app = await waitForPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New XY graph' }));
    for (const t of chart.ticks) await clickImage(app, { x: t.px, y: t.py });
    const dialog = await within(document.body).findByRole('dialog', { name: 'X and Y Axes Calibration' });
    const d = within(dialog);
    await userEvent.click(d.getByRole('checkbox', { name: 'Log scale Y' }));
    await userEvent.click(d.getByRole('button', { name: 'OK' }));
    await expect(await d.findByText('Values on a log scale axis can not be zero, since log(0) is undefined')).toBeVisible();
    await fill(d.getByLabelText('X axis point 2'), 'ten');
    await userEvent.click(d.getByRole('button', { name: 'OK' }));
    await expect(await d.findByText('Please enter valid values')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const AxesLabelValidation: Story = {
  ...withChart('linear'),
  play: async ({ canvasElement }) => {
    const chart = CHARTS.linear.sidecar.pages[0]!;
    const canvas = within(canvasElement);
    const app = await waitForPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New XY graph' }));
    for (const t of chart.ticks) await clickImage(app, { x: t.px, y: t.py });
    const dialog = await within(document.body).findByRole('dialog', { name: 'X and Y Axes Calibration' });
    await fill(within(dialog).getByLabelText('X axis point 2'), '10');
    await fill(within(dialog).getByLabelText('Y axis point 2'), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const labels = within(await within(document.body).findByRole('dialog', { name: 'Axes Labels' }));
    await expect(labels.getByLabelText('X axis decimals', input)).toHaveValue('2');
    await closeOpenList();
    await userEvent.click(labels.getByRole('button', { name: 'Save' }));
    await expect(labels.getAllByText('Data type cannot be empty')).toHaveLength(2);
    await expect(labels.getAllByText('Unit cannot be empty')).toHaveLength(2);
    await fillCombo(labels.getByRole('combobox', { name: 'X axis data type' }), 'Weeks');
    await userEvent.click(labels.getByRole('button', { name: 'Save' }));
    await expect(labels.getByText('Data type must be a value tag name')).toBeVisible();
    // Cancel deletes the new graph.
    await userEvent.click(labels.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByRole('heading', { name: 'Edit XY Graph' })).toBeNull();
  },
};

export const BarGraphEndToEnd: Story = {
  ...withChart('bar'),
  play: async ({ canvasElement }) => {
    const chart = CHARTS.bar.sidecar.pages[0]!;
    const canvas = within(canvasElement);
    const app = await waitForPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New bar graph' }));
    for (const t of chart.ticks) await clickImage(app, { x: t.px, y: t.py });
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Edit Bar Axis Values' }));
    await expect(dialog.getByRole('checkbox', { name: 'Rotated axes' })).not.toBeChecked();
    await fill(dialog.getByLabelText('Bar axis point 1'), String(chart.ticks[0]!.value));
    await fill(dialog.getByLabelText('Bar axis point 2'), String(chart.ticks[1]!.value));
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    const labels = within(await within(document.body).findByRole('dialog', { name: 'Axes Labels' }));
    await fillCombo(labels.getByRole('combobox', { name: 'Bar axis data type' }), 'Count');
    await fill(labels.getByLabelText('Bar axis unit', input), 'events');
    await userEvent.click(labels.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Edit Bar Graph' })).toBeVisible();
    for (const p of chart.points) await clickImage(app, { x: p.px, y: p.py });
    await waitFor(() => expect(readValues(canvasElement)).toHaveLength(chart.points.length));
    expectValuesClose(readValues(canvasElement), chart);
  },
};

/** The points of the first dataset on the session's document (the workbench's only page). */
const sessionPoints = (session: EditorSession) => session.document.pages[0]?.datasets[0]?.points.length;

export const UndoThroughTheSession: Story = {
  args: { onProjectChange: fn() },
  loaders: [async () => ({ file: await loadChart('linear'), session: sessionOfProject() })],
  render: (args, { loaded }) => <DigitizerWorkspace {...args} files={[loaded.file as never]} session={loaded.session as EditorSession} />,
  play: async ({ args, canvasElement, loaded }) => {
    const session = loaded.session as EditorSession;
    const { app, chart } = await calibrateXY(canvasElement, 'linear');
    const canvas = within(canvasElement);
    await waitFor(() => expect(app).toHaveAttribute('data-tool', 'addPoints'));
    await clickImage(app, { x: chart.points[0]!.px, y: chart.points[0]!.py });
    await waitFor(() => expect(readValues(canvasElement)).toHaveLength(1));
    expect(sessionPoints(session)).toBe(1);
    // Ctrl+Z takes the session's last step on this page: the point goes from the table and the document.
    const projectChanges = (args.onProjectChange as ReturnType<typeof fn>).mock.calls.length;
    app.focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(readValues(canvasElement)).toHaveLength(0));
    expect(sessionPoints(session)).toBe(0);
    expect(session.getSnapshot().redoLabel).toBe('Add point');
    expect(args.onProjectChange).toHaveBeenCalledTimes(projectChanges + 1);
    expect(args.onProjectChange).toHaveBeenLastCalledWith(session.document);
    await userEvent.click(canvas.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(readValues(canvasElement)).toHaveLength(1));
    expect(sessionPoints(session)).toBe(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(readValues(canvasElement)).toHaveLength(0));
    expect(sessionPoints(session)).toBe(0);
    // The graph itself stays: its adding is the step before.
    expect(session.getSnapshot().undoLabel).toBe('Add graph');
    await expect(canvas.getByRole('heading', { name: 'Edit XY Graph' })).toBeVisible();
  },
};

export const InvalidFilePopup: Story = {
  render: (args) => <DigitizerWorkspace {...args} files={[unsupportedFile()]} />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Invalid file' }, { timeout: 10_000 });
    await expect(dialog).toHaveTextContent('notes.txt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  },
};
