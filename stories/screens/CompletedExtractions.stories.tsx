import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SortDescriptor } from 'react-aria-components';
import {
  CompletedExtractionsScreen,
  DEFAULT_COMPLETED_SORT,
  InvalidDataExtractionDialog,
  utcDateTime,
  type CompletedPaper,
  type ExtractionDownloadProgress,
  type ExtractionDownloadRequest,
  type InvalidExtractions,
} from '../../src/screens';
import { focusInGrid } from './gridKeyboard';
import { afterDialogsClose, body } from './play';

// Fixed data: screenshots must not depend on the clock, the time zone or randomness.
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const entry = (n: number, email: string, completed: string, isValidated = true): CompletedPaper['dataEntries'][number] => ({
  uuid: uuid(n),
  user: { uuid: uuid(n + 1000), email, roles: ['qc_user'], deleted_at: null },
  created_at: '2024-02-01T08:00:00.000Z',
  updated_at: completed,
  completed_at: completed,
  is_validated: isValidated,
  is_training: false,
  version: 3,
});

const papers: CompletedPaper[] = [
  {
    uuid: uuid(1),
    name: 'Demo; 2024; Response rates by dose (bar chart)',
    projects: [{ uuid: uuid(51), name: 'PD-1 inhibitors: overall survival' }],
    dataEntries: [entry(101, 'qc@example.com', '2024-03-01T10:30:00.000Z'), entry(102, 'extractor@example.com', '2024-03-04T15:45:00.000Z')],
  },
  {
    uuid: uuid(2),
    name: 'Demo; 2024; Hazard ratio over time (log-scale line chart)',
    projects: [
      { uuid: uuid(52), name: 'SGLT2 inhibitors in heart failure' },
      { uuid: uuid(53), name: 'Training papers' },
    ],
    dataEntries: [entry(103, 'erin.extractor@example.com', '2024-04-12T09:05:00.000Z'), entry(104, 'quinn.checker@example.com', '2024-04-13T11:20:00.000Z', false)],
  },
  {
    uuid: uuid(3),
    name: 'Nguyen; 2019; Salt reduction and blood pressure in adults over 60',
    projects: [],
    dataEntries: [entry(105, 'reviewer@example.com', '2024-05-20T13:00:00.000Z', false)],
  },
  {
    uuid: uuid(4),
    name: '',
    projects: [{ uuid: uuid(54), name: 'SGLT2 inhibitors in heart failure' }],
    dataEntries: [entry(106, 'qc@example.com', '2024-06-02T16:10:00.000Z')],
  },
];

const invalid: InvalidExtractions = {
  message: 'Format Error: 2 extractions are invalid',
  data: [
    {
      uuid: uuid(104),
      message: '2 problems found; the first: Data point has no study branch',
      problems: [
        { file: 0, page: 1, type: 'missing-study-branch', message: 'Data point has no study branch', dataPoints: [{ axesName: 'XY graph', datasetName: 'S1_1', index: 0 }, { axesName: 'XY graph', datasetName: 'S1_1', index: 1 }] },
        { file: 0, page: 2, type: 'non-numeric-value', message: "Value 'n/a' of Mean must be a number", dataPoints: [{ axesName: 'XY graph 2', datasetName: 'S2_1', index: 4 }] },
      ],
    },
    { uuid: uuid(105), message: 'Provided value is not an object at pages.0', problems: [] },
  ],
};

interface HarnessArgs {
  isLoading?: boolean;
  error?: string | null;
  empty?: boolean;
  isForbidden?: boolean;
  download?: ExtractionDownloadProgress | null;
  invalidExtraction?: InvalidExtractions | null;
  onDownload: (request: ExtractionDownloadRequest) => void;
  onCancelDownload: () => void;
  onView: (paperUuid: string, sdeUuid: string) => void;
  onSearch: (query: string) => void;
  onPageChange: (page: number) => void;
  onSortChange: (sort: SortDescriptor) => void;
  onCloseInvalidExtraction: () => void;
}

/** Searches, sorts and pages like the server would, and records every callback. */
function CompletedHarness(args: HarnessArgs) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortDescriptor>(DEFAULT_COMPLETED_SORT);
  const [query, setQuery] = useState('');
  const [invalidShown, setInvalidShown] = useState(args.invalidExtraction ?? null);
  const rows = (args.empty || args.isLoading || args.error ? [] : papers)
    .filter((p) => !query || p.name.toLowerCase().includes(query.toLowerCase()))
    .sort((a, b) => (sort.direction === 'descending' ? -1 : 1) * a.name.localeCompare(b.name));
  return (
    <CompletedExtractionsScreen
      papers={rows.slice((page - 1) * 10, page * 10)}
      total={rows.length}
      page={page}
      sort={sort}
      isLoading={args.isLoading}
      error={args.error}
      isForbidden={args.isForbidden}
      formatDateTime={utcDateTime}
      download={args.download}
      invalidExtraction={invalidShown}
      onDownload={args.onDownload}
      onCancelDownload={args.onCancelDownload}
      onView={args.onView}
      onSearch={(q) => {
        args.onSearch(q);
        setQuery(q);
      }}
      onPageChange={(p) => {
        args.onPageChange(p);
        setPage(p);
      }}
      onSortChange={(s) => {
        args.onSortChange(s);
        setSort(s);
      }}
      onCloseInvalidExtraction={() => {
        args.onCloseInvalidExtraction();
        setInvalidShown(null);
      }}
    />
  );
}

const meta = {
  title: 'Screens/CompletedExtractions',
  component: CompletedHarness,
  tags: ['!autodocs'],
  args: {
    onDownload: fn(),
    onCancelDownload: fn(),
    onView: fn(),
    onSearch: fn(),
    onPageChange: fn(),
    onSortChange: fn(),
    onCloseInvalidExtraction: fn(),
  },
} satisfies Meta<typeof CompletedHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('grid', { name: 'Completed Extractions' }));
const row = (canvasElement: HTMLElement, name: RegExp) => within(table(canvasElement).getByRole('row', { name }));

/** Reaches a control of the table by keyboard: Tab from the search box, then arrow keys. */
async function focusInTable(canvasElement: HTMLElement, target: HTMLElement) {
  await focusInGrid(within(canvasElement).getByRole('searchbox', { name: 'Search papers' }), target);
}

/** Opens a Download button's format choice by keyboard and picks a format by its name. */
async function chooseFormat(canvasElement: HTMLElement, trigger: HTMLElement, format: 'JSON' | 'CSV', inTable = true) {
  if (inTable) await focusInTable(canvasElement, trigger);
  else trigger.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await body(canvasElement).findByRole('dialog', { name: /: format$/ });
  const choice = within(menu).getByRole('button', { name: new RegExp(`^${format}`) });
  // Focus moves into the choice; Tab goes from one format to the next.
  await userEvent.tab();
  if (format === 'CSV') await userEvent.tab();
  await expect(choice).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: /: format$/ })).not.toBeInTheDocument());
}

export const Playground: Story = {};

/** Columns, chips with e-mail and completion time, the invalid chip's tooltip, and the empty cells' texts. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    for (const name of ['Paper name', 'Projects', 'Completed Extractions', 'Download All']) {
      await expect(grid.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    const bar = row(canvasElement, /bar chart/);
    await expect(bar.getByRole('group', { name: 'Extraction by qc@example.com, 2024-03-01 10:30' })).toBeVisible();
    await expect(bar.getByText('PD-1 inhibitors: overall survival')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Download extraction by qc@example.com, 2024-03-01 10:30' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'View extraction by qc@example.com, 2024-03-01 10:30' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Download All' })).toBeVisible();

    const salt = row(canvasElement, /Salt reduction/);
    await expect(salt.getByText('No associated projects')).toBeVisible();
    await expect(salt.getByText('No valid extractions')).toBeVisible();
    const invalidChip = within(salt.getByRole('group', { name: /reviewer@example\.com/ }));
    await expect(invalidChip.queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
    await focusInTable(canvasElement, invalidChip.getByRole('img', { name: 'Extraction is invalid' }));
    await waitFor(() => expect(body(canvasElement).getByRole('tooltip')).toHaveTextContent('Extraction is invalid'));
    await expect(row(canvasElement, /Unnamed paper/).getByText('Unnamed paper')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeVisible());
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement).getByText('No completed extractions')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Download selected' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  args: { error: 'Request failed with status 500: Internal Server Error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Completed Extractions could not be loaded' })).toHaveTextContent(
      'Request failed with status 500: Internal Server Error',
    );
  },
};

export const Forbidden: Story = {
  args: { isForbidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You do not have permission to view this page.' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** The search applies from 2 characters; View opens the data viewer's callback. */
export const SearchAndView: Story = {
  play: async ({ canvasElement, args }) => {
    const search = within(canvasElement).getByRole('searchbox', { name: 'Search papers' });
    await expect(search).toHaveAccessibleDescription('At least 2 characters');
    search.focus();
    await userEvent.keyboard('b{Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('ar{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('bar');
    await waitFor(() => expect(table(canvasElement).getAllByRole('rowheader')).toHaveLength(1));
    await focusInTable(canvasElement, row(canvasElement, /bar chart/).getByRole('button', { name: 'View extraction by extractor@example.com, 2024-03-04 15:45' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onView).toHaveBeenCalledWith(uuid(1), uuid(102));
  },
};

/** Each Download asks for the format: one extraction as CSV, all of a paper as JSON. */
export const DownloadFormats: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = row(canvasElement, /bar chart/);
    await chooseFormat(canvasElement, bar.getByRole('button', { name: 'Download extraction by qc@example.com, 2024-03-01 10:30' }), 'CSV');
    await expect(args.onDownload).toHaveBeenLastCalledWith({
      scope: 'one',
      format: 'csv',
      extractions: [{ uuid: uuid(101), paperUuid: uuid(1), paperName: papers[0]!.name, email: 'qc@example.com', completedAt: '2024-03-01T10:30:00.000Z' }],
    });
    // Download All leaves out the invalid extraction.
    await chooseFormat(canvasElement, row(canvasElement, /log-scale/).getByRole('button', { name: 'Download All' }), 'JSON');
    await expect(args.onDownload).toHaveBeenLastCalledWith({ scope: 'all', format: 'json', extractions: [expect.objectContaining({ uuid: uuid(103) })] });
  },
};

/** The format choice of a Download button, open: JSON, CSV or the survival patient data, each with what it holds. */
export const FormatChoiceOpen: Story = {
  play: async ({ canvasElement }) => {
    await focusInTable(canvasElement, row(canvasElement, /bar chart/).getByRole('button', { name: 'Download extraction by qc@example.com, 2024-03-01 10:30' }));
    await userEvent.keyboard('{Enter}');
    const menu = within(await body(canvasElement).findByRole('dialog', { name: 'Download extraction by qc@example.com, 2024-03-01 10:30: format' }));
    await expect(menu.getByRole('button', { name: /^JSON/ })).toHaveTextContent('The extraction tree and WebPlotDigitizer data');
    await expect(menu.getByRole('button', { name: /^CSV/ })).toHaveTextContent('One row per value, for spreadsheets');
    await expect(menu.getByRole('button', { name: /^Survival IPD/ })).toHaveTextContent('Patients rebuilt from survival curves');
  },
};

/** Chosen extractions, across rows, download together; Clear selection empties the choice. */
export const DownloadSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await focusInTable(canvasElement, row(canvasElement, /bar chart/).getByRole('checkbox', { name: 'Choose extraction by extractor@example.com, 2024-03-04 15:45' }));
    await userEvent.keyboard(' ');
    await focusInTable(canvasElement, row(canvasElement, /log-scale/).getByRole('checkbox', { name: 'Choose extraction by erin.extractor@example.com, 2024-04-12 09:05' }));
    await userEvent.keyboard(' ');
    await expect(row(canvasElement, /Salt reduction/).queryByRole('checkbox')).not.toBeInTheDocument();
    const selected = canvas.getByRole('button', { name: 'Download selected (2)' });
    await chooseFormat(canvasElement, selected, 'CSV', false);
    await expect(args.onDownload).toHaveBeenLastCalledWith({
      scope: 'selection',
      format: 'csv',
      extractions: [expect.objectContaining({ uuid: uuid(102) }), expect.objectContaining({ uuid: uuid(103) })],
    });
    canvas.getByRole('button', { name: 'Clear selection' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Download selected' })).toBeDisabled();
  },
};

/** A large download shows its progress and can be cancelled. */
export const DownloadInProgress: Story = {
  args: { download: { label: 'All extractions of Demo; 2024; Hazard ratio over time (log-scale line chart), as CSV', phase: 'building', done: 20_000, total: 50_000 } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Downloading' }));
    const bar = dialog.getByRole('progressbar', { name: 'Writing the file' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '20,000 of 50,000 points');
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancelDownload).toHaveBeenCalledOnce();
  },
};

/** The download answered status 'error': the format error and a row per problem. */
export const InvalidExtraction: Story = {
  args: { invalidExtraction: invalid },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Invalid Data Extraction' }));
    await expect(dialog.getByText('Format Error: 2 extractions are invalid')).toBeVisible();
    const problems = within(dialog.getByRole('grid', { name: 'Validation problems' }));
    const rows = problems.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('quinn.checker@example.com (2024-04-13 11:20)');
    await expect(rows[0]).toHaveTextContent('Data point has no study branch');
    await expect(rows[1]).toHaveTextContent("Value 'n/a' of Mean must be a number");
    await expect(rows[2]).toHaveTextContent('Provided value is not an object at pages.0');
    dialog.getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCloseInvalidExtraction).toHaveBeenCalledOnce();
    await afterDialogsClose(canvasElement);
  },
};

/** The dialog on its own, with an answer whose message lacks the prefix and an extraction the screen does not know. */
export const InvalidExtractionDialogAlone: StoryObj<typeof InvalidDataExtractionDialog> = {
  render: (args) => <InvalidDataExtractionDialog {...args} />,
  args: {
    invalid: { message: 'Project is not valid JSON', data: [{ uuid: uuid(999), message: 'Project is not valid JSON', problems: [] }] },
    onClose: fn(),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Invalid Data Extraction' }));
    await expect(dialog.getByText('Format Error: Project is not valid JSON')).toBeVisible();
    await expect(dialog.getByRole('row', { name: new RegExp(uuid(999)) })).toHaveTextContent('Project is not valid JSON');
  },
};
