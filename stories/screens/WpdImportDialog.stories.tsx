import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WPD_MESSAGES } from '../../src/editor/session/wpdCommands';
import { WpdImportDialog } from '../../src/screens';
import { body } from './play';

const meta = {
  title: 'Screens/Data Entry/Import WebPlotDigitizer project',
  component: WpdImportDialog,
  tags: ['!autodocs'],
  args: {
    isOpen: true,
    state: { status: 'choose' },
    target: { fileName: 'log-scale-chart.pdf', page: 1 },
    onFile: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof WpdImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) => body(canvasElement).findByRole('dialog', { name: 'Import WebPlotDigitizer project' });

/** Choosing a project: the file and page it lands on, the picker; the chosen file goes out. */
export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveTextContent('added to log-scale-chart.pdf, page 1');
    const choose = within(dialog).getByRole('button', { name: 'Choose project file' });
    await expect(choose).toHaveAccessibleDescription('Accepted: JSON, up to 50 MB');
    const input = canvasElement.ownerDocument.querySelector('[role="dialog"] input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', '.json');
    const project = new File(['{"version":[4,2],"axesColl":[],"datasetColl":[]}'], 'chart.wpd.json', { type: 'application/json' });
    await userEvent.upload(input, [project]);
    await expect(args.onFile).toHaveBeenCalledWith(project);
  },
};

/** Not a .json file: refused under the picker, nothing goes out. */
export const WrongFileType: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const input = canvasElement.ownerDocument.querySelector('[role="dialog"] input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [new File(['x'], 'chart.tar', { type: 'application/x-tar' })], { applyAccept: false });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('chart.tar');
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const Reading: Story = {
  args: { state: { status: 'reading', fileName: 'chart.wpd.json' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('progressbar', { name: 'Reading chart.wpd.json' })).toBeVisible();
  },
};

/** A bad file: why, that nothing changed, and the picker again for another file. */
export const NotAProject: Story = {
  args: { state: { status: 'error', fileName: 'notes.json', message: `${WPD_MESSAGES.notProject}: Unknown axes type SpiralAxes.` } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveTextContent('notes.json was not imported');
    await expect(dialog).toHaveTextContent('This file is not a WebPlotDigitizer project (version 3 or 4): Unknown axes type SpiralAxes. Nothing was changed.');
    await expect(within(dialog).getByRole('button', { name: 'Choose project file' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const SeveralPages: Story = {
  args: { state: { status: 'error', fileName: 'report.json', message: WPD_MESSAGES.severalPages } },
  play: async ({ canvasElement }) => {
    await expect(await dialogOf(canvasElement)).toHaveTextContent(WPD_MESSAGES.severalPages);
  },
};

/** Imported: what came in, what was renamed; Close has the focus and Enter closes. */
export const Imported: Story = {
  args: {
    state: {
      status: 'imported',
      fileName: 'chart.wpd.json',
      summary: {
        axes: ['XY graph 2', 'Map'],
        datasets: ['Hazard ratio', 'Wells'],
        points: 8,
        measurements: 1,
        renamed: [['XY graph', 'XY graph 2']],
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const items = within(dialog).getAllByRole('listitem').map((li) => li.textContent);
    await expect(items).toEqual([
      '2 axes: XY graph 2, Map',
      '2 datasets with 8 points: Hazard ratio, Wells',
      '1 measurement',
      '‘XY graph’ is named ‘XY graph 2’ here: this page already has a ‘XY graph’.',
    ]);
    await expect(dialog).toHaveTextContent('Added to log-scale-chart.pdf, page 1. Undo takes the import back.');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
