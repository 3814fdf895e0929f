import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DigitizerFile } from '../../src/editor/Digitizer';
import { DataViewerScreen, type DataViewerScreenProps } from '../../src/screens';
import { loadChart } from '../editor/fixtures';
import { viewerProject } from './dataViewerFixtures';
import { body } from './play';

/** The screen with the chosen point in state, as the route keeps it in the address. */
function Harness({ initialPoint, onSelectPoint, ...props }: Omit<DataViewerScreenProps, 'selectedPointId'> & { initialPoint: string | null }) {
  const [point, setPoint] = useState(initialPoint);
  return (
    <div style={{ padding: 24 }}>
      <DataViewerScreen
        {...props}
        selectedPointId={point}
        onSelectPoint={(id) => {
          onSelectPoint(id);
          setPoint(id);
        }}
      />
    </div>
  );
}

const PAPER = 'Demo; 2024; Viral load by arm';
const project = viewerProject();

const meta = {
  title: 'Screens/Data Viewer',
  component: Harness,
  args: {
    status: 'ready',
    paperName: PAPER,
    project,
    saveName: 'Extraction by qc@example.com',
    files: [],
    initialPoint: null,
    onSelectPoint: fn(),
  },
  loaders: [async () => ({ files: await Promise.all([loadChart('log'), loadChart('twoPage')]) })],
  render: (args, { loaded }) => <Harness {...args} files={args.status === 'ready' ? (loaded.files as DigitizerFile[]) : []} />,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAGE_TIMEOUT = { timeout: 15_000 };

/** The row of the tree whose text starts with `name` and holds `detail`. */
function row(canvasElement: HTMLElement, name: string, detail = '') {
  const tree = within(canvasElement).getByRole('treegrid', { name: 'Extracted data' });
  const rows = within(tree)
    .getAllByRole('row')
    .filter((r) => r.textContent?.startsWith(name) && r.textContent.includes(detail));
  if (rows.length !== 1) throw new Error(`Expected one row '${name}' with '${detail}', found ${rows.length}`);
  return rows[0]!;
}

const status = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('crosshair-status');

/** Both files, the first page shown, everything open, no point chosen yet. */
export const Playground: Story = {};

/** A paper with two files: 'Select file' chooses the file shown, by keyboard. */
export const SeveralFiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: `Data Viewer: ${PAPER}` })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Page 1 of log.pdf' }, PAGE_TIMEOUT)).toBeVisible();
    await expect(status(canvasElement)).toHaveTextContent('Choose a data point to show the crosshairs');
    const select = canvas.getByRole('button', { name: /Select file/ });
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(await canvas.findByRole('img', { name: 'Page 1 of two-page.pdf' }, PAGE_TIMEOUT)).toBeVisible();
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
  },
};

/** Opened at a point (the address's dataPointUuid): its file and page, crosshairs on it. */
export const PointSelected: Story = {
  args: { initialPoint: 'point-placebo-day-5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Page 1 of log.pdf' }, PAGE_TIMEOUT)).toBeVisible();
    // The chart's pixel (147, 120.25) at 3 pixels per PDF point.
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('Crosshairs at 49, 40.1 pt on page 1 of log.pdf'));
    await expect(canvas.getByTestId('crosshairs')).toHaveAttribute('data-x', '49');
    await expect(row(canvasElement, 'Point 1', 'Mean: 4298.662')).toHaveAttribute('aria-selected', 'true');
  },
};

/** The keyboard alone: into the tree, down to a point on the other file, Enter chooses it and the page follows. */
export const KeyboardChoosesPoint: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Page 1 of log.pdf' }, PAGE_TIMEOUT)).toBeVisible();
    row(canvasElement, 'Study VL-1').focus();
    // Study VL-1, Study part Main, Study arm Drug, Outcomes, Point 1 of Drug.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(row(canvasElement, 'Point 1', 'Drug')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectPoint).toHaveBeenCalledWith('0:1:1:0');
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent(/^Crosshairs at 121, 76\.8 pt on page 1 of log\.pdf$/));
    // End: the last row, the tagged sentence on page 2 of the second file.
    await userEvent.keyboard('{End}');
    await expect(row(canvasElement, 'Mean age was 63 years')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('img', { name: 'Page 2 of two-page.pdf' }, PAGE_TIMEOUT)).toBeVisible();
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('Crosshairs at 90, 24 pt on page 2 of two-page.pdf'));
    // Leaving the page and coming back to the point.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('The chosen point is on page 2 of two-page.pdf'));
    await userEvent.click(canvas.getByRole('button', { name: 'Show the chosen point' }));
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('Crosshairs at 90, 24 pt on page 2 of two-page.pdf'));
  },
};

/** 'Search data' applies from 3 characters: 'Dr' filters nothing, 'Drug' keeps that arm and the way to it. */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search data' });
    await userEvent.click(search);
    await userEvent.keyboard('Dr');
    await new Promise((r) => setTimeout(r, 400));
    await expect(row(canvasElement, 'Study arm Placebo')).toBeVisible();
    await userEvent.keyboard('ug');
    await waitFor(() => expect(canvas.queryByText('Study arm Placebo')).not.toBeInTheDocument());
    await expect(row(canvasElement, 'Study arm Drug')).toBeVisible();
    await expect(within(canvas.getByRole('treegrid', { name: 'Extracted data' })).getAllByRole('row').map((r) => r.textContent)).toHaveLength(6);
    await expect(await canvas.findByRole('img', { name: 'Page 1 of log.pdf' }, PAGE_TIMEOUT)).toBeVisible();
  },
};

/** The dactyl-tree-data-viewer flag on: the save, its axes, datasets and points; then text and the study tree. */
export const ExtractionGrouping: Story = {
  args: { grouping: 'extraction', initialPoint: '1:1:0:1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(row(canvasElement, 'Extraction by qc@example.com')).toBeVisible();
    await expect(row(canvasElement, 'Enrolment (two-page.pdf, page 1)')).toBeVisible();
    await expect(row(canvasElement, 'Text')).toBeVisible();
    await expect(row(canvasElement, 'Study tree')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Page 1 of two-page.pdf' }, PAGE_TIMEOUT)).toBeVisible();
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('Crosshairs at 94, 98.8 pt on page 1 of two-page.pdf'));
  },
};

/** An extraction with no points and no tagged text. */
export const Empty: Story = {
  args: { project: { pages: [], misc: project.misc } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No data' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Page 1 of log.pdf' }, PAGE_TIMEOUT)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', paperName: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading the extraction' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: 'The extraction 5eed0000-0000-4000-8000-000000000009 was not found for this paper' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/was not found for this paper/)).toBeVisible();
  },
};

export const Forbidden: Story = {
  args: { status: 'forbidden' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You do not have permission to view this page.')).toBeVisible();
  },
};

/** No uuid in the address. */
export const NoExtraction: Story = {
  args: { status: 'none', paperName: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No extraction chosen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Completed Extractions' })).toHaveAttribute('href', '/home/completed-extractions');
  },
};
