import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditorSession, WPD_MESSAGES } from '../../src/editor/session';
import { DATA_ENTRY_MESSAGES, DataEntryScreen } from '../../src/screens';
import { waitForEditor as waitForPage } from './dataEntryFixtures';
import { paperFiles, savedSession, validationReport } from './dataEntryFixtures';
import { type LoadedEntry, renderDataEntryScreen, screenCallbacks } from './dataEntryStoryKit';
import { body } from './play';


const meta = {
  title: 'Screens/Data Entry',
  component: DataEntryScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    paperName: 'Smith; 2021; Viral load after treatment',
    ...screenCallbacks(),
  },
  loaders: [async (): Promise<LoadedEntry> => ({ files: await paperFiles(), session: savedSession() })],
  render: renderDataEntryScreen,
} satisfies Meta<typeof DataEntryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
  },
};

export const Loading: Story = {
  args: { status: 'loading', paperName: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading the paper' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: 'Paper not found (404)', paperName: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paper not found (404)')).toBeVisible();
    canvas.getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Forbidden: Story = {
  args: { status: 'forbidden', paperName: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(within(canvasElement).getByText(DATA_ENTRY_MESSAGES.forbidden)).toBeVisible();
  },
};

export const NoFiles: Story = {
  args: { files: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(DATA_ENTRY_MESSAGES.noFiles)).toBeVisible();
  },
};

/** The saved extraction open: the tree lists the graph; choosing it by keyboard shows its values. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForPage(canvasElement);
    const tree = canvas.getByRole('treegrid', { name: 'Extracted items' });
    await expect(within(tree).getByRole('row', { name: 'Text' })).toBeVisible();
    await expect(within(tree).getByRole('row', { name: 'Table' })).toBeVisible();
    const graph = within(tree).getByRole('row', { name: 'XY graph' });
    graph.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(graph).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('heading', { name: 'Edit XY Graph' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'XY graph data' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByText('All changes saved')).toBeVisible();
  },
};

/**
 * Automatic extraction from the graph's Edit sidebar: the blob detector, run in its worker on the
 * page's pixels, finds the chart's seven markers; they are highlighted on the page until Accept.
 */
export const AutomaticExtraction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForPage(canvasElement);
    const tree = canvas.getByRole('treegrid', { name: 'Extracted items' });
    const graph = within(tree).getByRole('row', { name: 'XY graph' });
    graph.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: 'Automatic extraction' }));
    const panel = await canvas.findByRole('complementary', { name: 'Automatic extraction' });
    await userEvent.click(within(panel).getByRole('button', { name: /Algorithm/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Blob detector' }));
    const colour = within(panel).getByRole('textbox', { name: 'Series colour' });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#1a33b3');
    await userEvent.click(within(panel).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('7 points found'), { timeout: 15_000 });
    await expect(within(panel).getByRole('button', { name: 'Accept' })).toBeEnabled();
  },
};

/** Deleting the dataset from its tree row, then Ctrl+Z brings it back; Ctrl+Shift+Z deletes it again. */
export const UndoAndRedo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await waitForPage(canvasElement);
    const tree = canvas.getByRole('treegrid', { name: 'Extracted items' });
    await userEvent.click(within(tree).getByRole('button', { name: 'Delete XY graph data' }));
    const confirm = await page.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('Delete XY graph data and its data points?');
    // Danger confirmations start on Cancel; Tab reaches Delete.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(within(tree).queryByRole('row', { name: /XY graph data/ })).not.toBeInTheDocument());
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    canvas.getByRole('application', { name: 'Figure digitizer' }).focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(await within(tree).findByRole('row', { name: 'XY graph data (4 points)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Redo Delete dataset' })).toBeEnabled();
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(within(tree).queryByRole('row', { name: /XY graph data/ })).not.toBeInTheDocument());
  },
};

/** The second file and its second page, by the file and page selectors. */
export const FileAndPageSelectors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await waitForPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /File/ }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /File/ })).toHaveTextContent('two-page.pdf'));
    await waitForPage(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next page' });
    await waitFor(() => expect(next).toBeEnabled());
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Page/ })).toHaveTextContent('Page 2'));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(within(canvas.getByRole('treegrid', { name: 'Extracted items' })).getByRole('row', { name: 'XY graph (log.pdf, page 1)' })).toBeVisible();
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const UnsupportedVersion: Story = {
  args: { isUnsupportedVersion: true },
  // The old data is not loaded: a new, empty extraction is open behind the dialog.
  loaders: [async () => ({ session: new EditorSession({ document: {}, version: 0 }) })],
  play: async ({ canvasElement, args }) => {
    await waitForPage(canvasElement);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: DATA_ENTRY_MESSAGES.unsupportedTitle });
    await expect(dialog).toHaveTextContent(DATA_ENTRY_MESSAGES.unsupportedText);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onUnsupportedVersionClose).toHaveBeenCalled();
  },
};

/** The server's problems; choosing one by keyboard goes to its file, page and point. */
export const ValidationProblems: Story = {
  args: { validation: validationReport },
  play: async ({ canvasElement, args }) => {
    await waitForPage(canvasElement);
    const dialog = await body(canvasElement).findByRole('dialog', { name: DATA_ENTRY_MESSAGES.validationTitle });
    await expect(dialog).toHaveAccessibleDescription(validationReport.message);
    const rows = within(dialog).getAllByRole('row');
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent("Value 'n/a' of Mean must be a number");
    await expect(rows[1]).toHaveTextContent('log.pdf, page 1 · XY graph data, point 3');
    rows[0]!.focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValidationClose).toHaveBeenCalled();
    const app = within(canvasElement).getByRole('application', { name: 'Figure digitizer' });
    await waitFor(() => expect(app).toHaveAttribute('data-selected-point', 'XY graph data#3'));
    await expect(app).toHaveAttribute('data-tool', 'adjustPoints');
  },
};

export const ValidationWithoutProblems: Story = {
  args: { validation: { message: 'Data is valid', problems: [] } },
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const dialog = await body(canvasElement).findByRole('dialog', { name: DATA_ENTRY_MESSAGES.validationTitle });
    await expect(dialog).toHaveTextContent(DATA_ENTRY_MESSAGES.validationEmpty);
  },
};

export const RecoveredEdits: Story = {
  args: { recovered: { operations: 7, lastEditedAt: '03/10/2025, 14:20:00' } },
  play: async ({ canvasElement, args }) => {
    await waitForPage(canvasElement);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: DATA_ENTRY_MESSAGES.recoveredTitle });
    await expect(dialog).toHaveTextContent(DATA_ENTRY_MESSAGES.recoveredText(7));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Restore and save' })).toHaveFocus());
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(within(dialog).getByRole('button', { name: 'Discard' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onRestoreRecovered).toHaveBeenCalledTimes(1);
    await expect(args.onDiscardRecovered).not.toHaveBeenCalled();
  },
};

export const Conflict: Story = {
  args: {
    conflicts: [{ id: '/pages/0/datasets/0/points/2', label: 'Point 3 of XY graph data, file 1 page 1', mine: { x: 282, y: 189 }, theirs: { x: 284.5, y: 192 } }],
  },
  play: async ({ canvasElement, args }) => {
    await waitForPage(canvasElement);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: DATA_ENTRY_MESSAGES.conflictTitle });
    await expect(dialog).toHaveTextContent('MinePoint at pixel 282, 189');
    await expect(dialog).toHaveTextContent('TheirsPoint at pixel 284.5, 192');
    within(dialog).getByRole('button', { name: 'Keep theirs' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResolveConflicts).toHaveBeenCalledWith(new Map([['/pages/0/datasets/0/points/2', 'theirs']]));
  },
};

export const SeveralConflicts: Story = {
  args: {
    conflicts: [
      { id: 'a', label: 'Point 3 of XY graph data, file 1 page 1', mine: { x: 282, y: 189 }, theirs: { x: 284.5, y: 192 } },
      { id: 'b', label: 'name of XY graph, file 1 page 1', mine: 'Viral load', theirs: 'Viral load (log)' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await waitForPage(canvasElement);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: DATA_ENTRY_MESSAGES.conflictTitle });
    const second = within(dialog).getByRole('radiogroup', { name: 'name of XY graph, file 1 page 1' });
    within(second).getByRole('radio', { name: 'Mine: "Viral load"' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(second).getByRole('radio', { name: 'Theirs: "Viral load (log)"' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply choices' }));
    await expect(args.onResolveConflicts).toHaveBeenCalledWith(
      new Map([
        ['a', 'mine'],
        ['b', 'theirs'],
      ]),
    );
  },
};

export const LeavingWithUnsavedChanges: Story = {
  args: { isLeaveRequested: true, saveState: 'unsaved' },
  play: async ({ canvasElement, args }) => {
    await waitForPage(canvasElement);
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(DATA_ENTRY_MESSAGES.leaveConfirm);
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

/** The floating menu by keyboard: the user manual opens in a dialog; the other entries call out. */
export const FloatingMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await waitForPage(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Data entry menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('dialog', { name: 'Data entry menu' });
    await expect(within(menu).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'View current data',
      'View current file',
      'Import WebPlotDigitizer project',
      'Export WebPlotDigitizer project',
      'User manual',
    ]);
    await waitFor(() => expect(within(menu).getByRole('button', { name: 'View current data' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onViewCurrentFile).toHaveBeenCalledWith('log', 1);
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Data entry menu' })).not.toBeInTheDocument());
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const again = await page.findByRole('dialog', { name: 'Data entry menu' });
    await userEvent.click(within(again).getByRole('button', { name: 'User manual' }));
    await expect(await page.findByRole('dialog', { name: 'User manual' })).toBeVisible();
  },
};

export const SaveStates: Story = {
  args: { saveState: 'offline' },
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(within(canvasElement).getByText('Offline: changes are kept in this browser')).toBeVisible();
  },
};

export const Training: Story = {
  args: { isTraining: true, paperName: 'Demo; 2024; Randomised trial report' },
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Training: Demo; 2024; Randomised trial report');
  },
};

/** Without the banner the editor takes its height; the paper's name still names the screen. */
export const WithoutBanner: Story = {
  args: { showBanner: false },
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Smith; 2021; Viral load after treatment' });
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await expect(within(canvasElement).getByRole('region', { name: 'Smith; 2021; Viral load after treatment' })).toBeVisible();
  },
};

/** A WebPlotDigitizer project with one XY axes (0..10 by 0..100 over 400 px) and two points, for the stories below. */
const WPD_PROJECT = JSON.stringify({
  version: [4, 2],
  axesColl: [
    {
      name: 'WPD chart',
      type: 'XYAxes',
      isLogX: false,
      isLogY: false,
      calibrationPoints: [
        { px: 100, py: 500, dx: '0', dy: '0', dz: null },
        { px: 500, py: 500, dx: '10', dy: '0', dz: null },
        { px: 100, py: 500, dx: '0', dy: '0', dz: null },
        { px: 100, py: 100, dx: '0', dy: '100', dz: null },
      ],
    },
  ],
  datasetColl: [{ name: 'WPD curve', axesName: 'WPD chart', metadataKeys: [], data: [{ x: 300, y: 300, value: [5, 50] }, { x: 400, y: 200, value: [7.5, 75] }] }],
  measurementColl: [],
});

async function openMenuEntry(canvasElement: HTMLElement, name: string) {
  const page = body(canvasElement);
  within(canvasElement).getByRole('button', { name: 'Data entry menu' }).focus();
  await userEvent.keyboard('{Enter}');
  const menu = await page.findByRole('dialog', { name: 'Data entry menu' });
  await userEvent.click(within(menu).getByRole('button', { name }));
}

/** Import from the menu: a bad file is refused with its reason, a project lands on the open file as one undo step. */
export const ImportWebPlotDigitizerProject: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await waitForPage(canvasElement);
    await openMenuEntry(canvasElement, 'Import WebPlotDigitizer project');
    const dialog = await page.findByRole('dialog', { name: 'Import WebPlotDigitizer project' });
    await expect(dialog).toHaveTextContent('added to log.pdf, page 1');
    const input = () => canvasElement.ownerDocument.querySelector('[role="dialog"] input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input(), [new File(['{"axesColl": ['], 'broken.json', { type: 'application/json' })]);
    await expect(await within(dialog).findByText(/broken\.json was not imported/)).toBeVisible();
    await expect(dialog).toHaveTextContent('This file is not a WebPlotDigitizer project: it is not valid JSON. Nothing was changed.');
    await userEvent.upload(input(), [new File([WPD_PROJECT], 'chart.wpd.json', { type: 'application/json' })]);
    await expect(await within(dialog).findByText('Imported chart.wpd.json')).toBeVisible();
    await expect(dialog).toHaveTextContent('1 dataset with 2 points: WPD curve');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Import WebPlotDigitizer project' })).not.toBeInTheDocument());
    const tree = within(canvasElement).getByRole('treegrid', { name: 'Extracted items' });
    await expect(within(tree).getByRole('row', { name: /^WPD chart/ })).toBeVisible();
  },
};

/** Export from the menu: the open file's project goes to the download, named after the file. */
export const ExportWebPlotDigitizerProject: Story = {
  args: { onDownload: fn() },
  play: async ({ canvasElement, args }) => {
    await waitForPage(canvasElement);
    await openMenuEntry(canvasElement, 'Export WebPlotDigitizer project');
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledOnce());
    const [blob, name] = (args.onDownload as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(name).toBe('log.wpd.json');
    const project = JSON.parse(await blob.text()) as { version: number[]; axesColl: { name: string; type: string }[]; datasetColl: { data: unknown[] }[] };
    await expect(project.version).toEqual([4, 2]);
    await expect(project.axesColl.map((a) => [a.name, a.type])).toEqual([['XY graph', 'XYAxes']]);
    await expect(project.datasetColl[0]!.data).toHaveLength(4);
  },
};

/** Export with nothing on the open file: an alert says so and nothing is downloaded. */
export const ExportWithNothingToExport: Story = {
  args: { onDownload: fn() },
  loaders: [async (): Promise<LoadedEntry> => ({ files: await paperFiles(), session: new EditorSession({ document: {}, version: 0 }) })],
  play: async ({ canvasElement, args }) => {
    await waitForPage(canvasElement);
    await openMenuEntry(canvasElement, 'Export WebPlotDigitizer project');
    const alert = await body(canvasElement).findByRole('alertdialog', { name: 'Export WebPlotDigitizer project' });
    await expect(alert).toHaveTextContent(WPD_MESSAGES.nothingToExport);
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};
