import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SortDescriptor } from 'react-aria-components';
import type { DataEntrySummary, Paper } from '../../src/api/papers';
import {
  PaperWorkPage,
  PAPERS_TABLE_MESSAGES,
  pageSizeOf,
  utcDateTime,
  type PapersTableItem,
  type PapersTableMode,
  type QueueItem,
  type WorkStart,
} from '../../src/screens';
import { afterDialogsClose, body } from './play';

// Fixed data: screenshots must not depend on the clock, the time zone or randomness.
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ME = uuid(9001);
const COLLEAGUE = uuid(9002);

const projectA = { uuid: uuid(801), name: 'Anticoagulants after stroke' };
const projectB = { uuid: uuid(802), name: 'Statins in older adults' };

function file(n: number, name: string) {
  return { uuid: uuid(700 + n), id: n, name, mime_type: 'application/pdf', size: 120_000 + n, sha256: 'ab'.repeat(32), created_at: '2024-05-02T10:00:00.000Z', deleted_at: null };
}

function entry(n: number, user: string, email: string, completed: boolean): DataEntrySummary {
  return {
    uuid: uuid(600 + n),
    user: { uuid: user, email, roles: ['data_entry_user_1'], deleted_at: null },
    created_at: '2024-06-01T09:00:00.000Z',
    updated_at: `2024-06-0${(n % 8) + 1}T09:00:00.000Z`,
    completed_at: completed ? '2024-06-10T12:00:00.000Z' : null,
    is_validated: completed,
    is_training: false,
    version: 3,
  };
}

function paper(n: number, fields: Partial<Paper> = {}): Paper {
  return {
    uuid: uuid(100 + n),
    name: `Trial ${n}; 2023; Outcomes of treatment ${n}`,
    priority: n % 4,
    doi: `10.1000/trial.${n}`,
    pmid: n % 2 ? String(31_000_000 + n) : null,
    pmcid: null,
    source_url: null,
    status: 'DATA_ENTRY',
    citation: null,
    citation_format: null,
    isNewVersion: false,
    noIDs: false,
    isTraining: false,
    projects: n % 3 === 0 ? [] : n % 3 === 1 ? [projectA] : [projectA, projectB],
    files: [file(n, `trial-${n}.pdf`)],
    dataEntries: [],
    created_at: `2024-0${(n % 9) + 1}-1${n % 10}T08:30:00.000Z`,
    deleted_at: null,
    ...fields,
  };
}

const papers: Paper[] = [
  paper(1, { name: 'Demo; 2024; Hazard ratio over time (log-scale line chart)', priority: 3 }),
  paper(2, { name: 'Demo; 2024; Response rates by dose (bar chart)', priority: 2, files: [file(2, 'bar-chart.png'), file(12, 'supplement.pdf')] }),
  paper(3, { status: 'NEW', name: 'Salt reduction and blood pressure' }),
  paper(4, { name: '', doi: '10.1000/no-name', pmid: null }),
  ...Array.from({ length: 9 }, (_, i) => paper(5 + i)),
  paper(20, { name: 'Homeopathy for eczema', deleted_at: '2024-06-01T09:00:00.000Z', priority: 0 }),
];

/** The work queue as someone with access to work queues sees it: their own entries, and a colleague's. */
const queuePapers: Paper[] = [
  paper(1, {
    name: 'Demo; 2024; Hazard ratio over time (log-scale line chart)',
    priority: 3,
    dataEntries: [entry(1, ME, 'extractor@example.com', false), entry(2, COLLEAGUE, 'colleague@example.com', true)],
  }),
  paper(2, { name: 'Demo; 2024; Response rates by dose (bar chart)', priority: 2, dataEntries: [entry(3, ME, 'extractor@example.com', true)] }),
  paper(5, { priority: 1 }),
];

function queueItem(n: number, fields: Partial<QueueItem> = {}): QueueItem {
  const p = paper(n);
  return {
    uuid: p.uuid,
    name: p.name,
    priority: p.priority,
    doi: p.doi,
    pmid: p.pmid,
    pmcid: p.pmcid,
    projects: p.projects,
    fileCount: 1,
    sdeUUID: null,
    inProgress: false,
    created_at: p.created_at,
    ...fields,
  };
}

const extractionQueue: QueueItem[] = [
  queueItem(1, { name: 'Demo; 2024; Hazard ratio over time (log-scale line chart)', priority: 3, sdeUUID: uuid(601), inProgress: true }),
  queueItem(2, { name: 'Demo; 2024; Response rates by dose (bar chart)', priority: 2, fileCount: 2 }),
  queueItem(6, { priority: 1, fileCount: 0 }),
];

const trainingQueue: QueueItem[] = [
  queueItem(30, { name: 'Demo; 2024; Randomised trial report (two pages, table and chart)', priority: 1, sdeUUID: uuid(630), inProgress: true }),
  queueItem(31, { name: 'Practice paper: dose-response table', priority: 0 }),
];

const qcQueue: Paper[] = [
  paper(2, {
    name: 'Demo; 2024; Response rates by dose (bar chart)',
    priority: 1,
    dataEntries: [entry(4, COLLEAGUE, 'colleague@example.com', true), entry(5, ME, 'qc@example.com', true)],
  }),
  paper(8, { dataEntries: [entry(6, COLLEAGUE, 'colleague@example.com', true)] }),
];

const longProject = `Systematic review of ${'very '.repeat(20)}long-term anticoagulation outcomes in older adults with atrial fibrillation`;
const longFile = 'supplementary-appendix-with-all-baseline-tables-and-forest-plots-version-3-final.pdf';
const longName = `Effect of ${'extended '.repeat(12)}follow-up on cardiovascular outcomes: a randomised controlled trial`;
const longPapers: Paper[] = [
  paper(40, {
    name: longName,
    projects: [{ uuid: uuid(880), name: longProject }, projectB],
    files: [file(40, longFile), file(41, 'short.pdf')],
  }),
];

type Source = 'papers' | 'queue-papers' | 'extraction-queue' | 'training' | 'qc' | 'long' | 'empty';

const sources: Record<Source, readonly PapersTableItem[]> = {
  papers,
  'queue-papers': queuePapers,
  'extraction-queue': extractionQueue,
  training: trainingQueue,
  qc: qcQueue,
  long: longPapers,
  empty: [],
};

interface HarnessArgs {
  mode: PapersTableMode;
  source: Source;
  /** The page shows only its heading: the permission check failed. */
  forbidden?: boolean;
  isLoading?: boolean;
  error?: string | null;
  canDownload?: boolean;
  canEditPriority?: boolean;
  /** The extraction queue comes in priority order and does not sort. */
  sortable?: boolean;
  onSearch: (query: string) => void;
  onPageChange: (page: number) => void;
  onSortChange: (sort: SortDescriptor) => void;
  onShowDeletedChange: (showDeleted: boolean) => void;
  onDownload: (uuids: string[]) => Promise<unknown>;
  onPriorityChange: (paper: PapersTableItem, priority: number) => Promise<unknown>;
  onViewAllFiles: () => void;
  onAddPaper: () => void;
  onEditPaper: (paper: Paper) => void;
  onDelete: (paper: Paper) => Promise<unknown>;
  onRestore: (paper: Paper) => Promise<unknown>;
  onStart: (start: WorkStart) => void;
}

const pageTitles: Record<PapersTableMode, string> = {
  papers: 'Paper Management',
  queue: 'Source Data Extraction',
  training: 'Training',
  qc: 'Quality Control',
};

/** Pages, searches, sorts and filters like the server would, and records every callback. */
function PapersHarness(args: HarnessArgs) {
  const [page, setPage] = useState(1);
  const [showDeleted, setShowDeleted] = useState(false);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortDescriptor>({ column: 'created_at', direction: 'descending' });
  const size = pageSizeOf(args.mode);
  const all = args.isLoading || args.error ? [] : sources[args.source];
  const rows = all
    .filter((item) => args.mode !== 'papers' || ('deleted_at' in item && (item.deleted_at !== null) === showDeleted))
    .filter((item) => !query || item.name.toLowerCase().includes(query.toLowerCase()));
  const sorted = args.sortable === false || args.mode !== 'papers' ? rows : [...rows].sort((a, b) => (sort.direction === 'descending' ? -1 : 1) * a.created_at.localeCompare(b.created_at));
  return (
    <PaperWorkPage
      title={pageTitles[args.mode]}
      table={
        args.forbidden
          ? null
          : {
              mode: args.mode,
              items: sorted.slice((page - 1) * size, page * size),
              userUuid: ME,
              total: sorted.length,
              page,
              isLoading: args.isLoading,
              error: args.error,
              formatDateTime: utcDateTime,
              sort: args.sortable === false ? undefined : sort,
              onSortChange:
                args.sortable === false
                  ? undefined
                  : (s) => {
                      args.onSortChange(s);
                      setSort(s);
                    },
              onPageChange: (p) => {
                args.onPageChange(p);
                setPage(p);
              },
              onSearch: (q) => {
                args.onSearch(q);
                setQuery(q);
              },
              showDeleted,
              onShowDeletedChange: (next) => {
                args.onShowDeletedChange(next);
                setShowDeleted(next);
              },
              canDownload: args.canDownload,
              onDownload: args.onDownload,
              canEditPriority: args.canEditPriority,
              onPriorityChange: args.onPriorityChange,
              onViewAllFiles: args.onViewAllFiles,
              onAddPaper: args.onAddPaper,
              onEditPaper: args.onEditPaper,
              onDelete: args.onDelete,
              onRestore: args.onRestore,
              onStart: args.onStart,
            }
      }
    />
  );
}

const resolved = () => fn(() => Promise.resolve());

const meta = {
  title: 'Screens/PapersTable',
  component: PapersHarness,
  tags: ['!autodocs'],
  args: {
    mode: 'papers',
    source: 'papers',
    canDownload: true,
    onSearch: fn(),
    onPageChange: fn(),
    onSortChange: fn(),
    onShowDeletedChange: fn(),
    onDownload: resolved(),
    onPriorityChange: resolved(),
    onViewAllFiles: fn(),
    onAddPaper: fn(),
    onEditPaper: fn(),
    onDelete: resolved(),
    onRestore: resolved(),
    onStart: fn(),
  },
  argTypes: {
    mode: { control: 'inline-radio', options: ['papers', 'queue', 'training', 'qc'] },
    source: { control: 'select', options: Object.keys(sources) },
  },
} satisfies Meta<typeof PapersHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = PAPERS_TABLE_MESSAGES;
const grid = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('grid', { name }));
const rowOf = (canvasElement: HTMLElement, table: string, name: RegExp | string) => grid(canvasElement, table).getByRole('row', { name });

/**
 * Moves keyboard focus to a control inside the table as a keyboard user does: Tab from `entry` into
 * the grid, arrows down to the control's row, then along the row. React Aria tables own their focus.
 */
async function focusInGrid(entry: HTMLElement, target: HTMLElement) {
  const table = target.closest('[role="grid"]') as HTMLElement;
  entry.focus();
  await userEvent.tab();
  const targetRow = target.closest('[role="row"]');
  for (let step = 0; step < 60 && document.activeElement !== target; step++) {
    const active = document.activeElement as HTMLElement;
    if (!table.contains(active)) throw new Error('Focus left the table');
    const rows = [...table.querySelectorAll('[role="row"]')];
    const activeRow = active.closest('[role="row"]');
    if (activeRow !== targetRow) await userEvent.keyboard(rows.indexOf(activeRow!) < rows.indexOf(targetRow!) ? '{ArrowDown}' : '{ArrowUp}');
    else await userEvent.keyboard(active.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING ? '{ArrowRight}' : '{ArrowLeft}');
  }
  await expect(target).toHaveFocus();
}

export const Playground: Story = {};

/** The paper manager's table: its columns, chips, status, and the controls of a user with download_data. */
export const PapersFilled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Paper Management' })).toBeVisible();
    const table = grid(canvasElement, 'Papers');
    for (const name of ['Name', 'Identifiers', 'Projects', 'Files', 'Priority', 'Status', 'Created at', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    for (const button of [m.downloadData, m.showDeleted, m.viewAllFiles, m.addPaper]) await expect(canvas.getByRole('button', { name: button })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: m.downloadSelected })).not.toBeInTheDocument();
    // Ten a page, and the deleted paper is not among them.
    await expect(table.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('1-10 of 13')).toBeVisible();
    const bar = rowOf(canvasElement, 'Papers', /Response rates by dose/);
    await expect(within(bar).getByRole('list', { name: /^Files of/ })).toHaveTextContent('bar-chart.pngsupplement.pdf');
    await expect(within(bar).getByText('Ready for extraction')).toBeVisible();
    await expect(within(rowOf(canvasElement, 'Papers', /Salt reduction/)).getByText('Not ready')).toBeVisible();
    // A paper without a name is named by its DOI in its buttons.
    await expect(table.getByRole('button', { name: 'Edit DOI 10.1000/no-name' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m.addPaper }));
    await expect(args.onAddPaper).toHaveBeenCalledOnce();
    await userEvent.click(within(bar).getByRole('button', { name: /^Edit Demo; 2024; Response/ }));
    await expect(args.onEditPaper).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(102) }));
    await userEvent.click(canvas.getByRole('button', { name: m.viewAllFiles }));
    await expect(args.onViewAllFiles).toHaveBeenCalledOnce();
  },
};

/** Without download_data the download controls are not offered. */
export const WithoutDownloadPermission: Story = {
  args: { canDownload: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: m.downloadData })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible());
  },
};

export const Empty: Story = {
  args: { source: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement, 'Papers').getByText('No results')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: 'Request failed (500)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Papers could not be loaded' })).toHaveTextContent('Request failed (500)');
  },
};

/** A failed permission check just hides the queue table: the page keeps its heading only. */
export const Forbidden: Story = {
  args: { mode: 'queue', source: 'extraction-queue', forbidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Source Data Extraction' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

/** The search applies from 2 characters, 500 ms after the last keystroke; 1 character means no filter. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const search = within(canvasElement).getByRole('searchbox', { name: m.search });
    await userEvent.type(search, 'd');
    await new Promise((r) => setTimeout(r, 700));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(search, 'o');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('do'));
    // The header row and the one paper whose name holds 'do'.
    await expect(grid(canvasElement, 'Papers').getAllByRole('row')).toHaveLength(2);
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith(''));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

/** The extraction queue of a user without access to work queues: 50 a page, in priority order, with their work in progress. */
export const QueueFilled: Story = {
  args: { mode: 'queue', source: 'extraction-queue', sortable: false, canDownload: false },
  play: async ({ canvasElement, args }) => {
    const table = grid(canvasElement, 'Work Queue');
    await expect(table.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: m.addPaper })).not.toBeInTheDocument();
    await expect(table.getByRole('columnheader', { name: 'Your extraction' })).toBeInTheDocument();
    await expect(table.getByRole('columnheader', { name: /^Name/ })).not.toHaveAttribute('aria-sort');
    const bar = rowOf(canvasElement, 'Work Queue', /Response rates by dose/);
    await expect(within(bar).getByText('2 files')).toBeVisible();
    await expect(within(bar).getByText('Not started')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Start extraction: Demo; 2024; Response rates by dose (bar chart)' }));
    await expect(args.onStart).toHaveBeenCalledWith({ paper: expect.objectContaining({ uuid: uuid(102) }), openEntryUuid: null });
  },
};

/** A row with the user's unfinished entry says so and continues that entry. */
export const InProgressRow: Story = {
  args: { mode: 'queue', source: 'extraction-queue', sortable: false, canDownload: false },
  play: async ({ canvasElement, args }) => {
    const row = rowOf(canvasElement, 'Work Queue', /Hazard ratio over time/);
    await expect(within(row).getByText('In progress')).toBeVisible();
    const resume = within(row).getByRole('button', { name: /^Continue extraction:/ });
    await expect(resume).toHaveTextContent('Continue extraction');
    await userEvent.click(resume);
    await expect(args.onStart).toHaveBeenCalledWith({ paper: expect.objectContaining({ uuid: uuid(101) }), openEntryUuid: uuid(601) });
  },
};

/** The full table of a user with access to work queues: their own entries count, a colleague's do not. */
export const FullWorkQueue: Story = {
  args: { mode: 'queue', source: 'queue-papers' },
  play: async ({ canvasElement, args }) => {
    const first = rowOf(canvasElement, 'Work Queue', /Hazard ratio over time/);
    await expect(within(first).getByText('In progress')).toBeVisible();
    const second = rowOf(canvasElement, 'Work Queue', /Response rates by dose/);
    await expect(within(second).getByText('Completed')).toBeVisible();
    await userEvent.click(within(first).getByRole('button', { name: /^Continue extraction:/ }));
    await expect(args.onStart).toHaveBeenCalledWith(expect.objectContaining({ openEntryUuid: uuid(601) }));
    await userEvent.click(within(second).getByRole('button', { name: /^Start extraction:/ }));
    await expect(args.onStart).toHaveBeenLastCalledWith(expect.objectContaining({ openEntryUuid: null }));
  },
};

export const TrainingQueue: Story = {
  args: { mode: 'training', source: 'training', sortable: false, canDownload: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Training' })).toBeVisible();
    const table = grid(canvasElement, 'Training Queue');
    await expect(table.getByRole('button', { name: /^Continue training: Demo; 2024; Randomised trial report/ })).toBeVisible();
    await expect(table.getByRole('button', { name: 'Start training: Practice paper: dose-response table' })).toBeVisible();
  },
};

export const QualityControlQueue: Story = {
  args: { mode: 'qc', source: 'qc', canDownload: false },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Quality Control' })).toBeVisible();
    const row = rowOf(canvasElement, 'Work Queue', /Response rates by dose/);
    await expect(within(row).getByText('2', { selector: '[role="gridcell"]' })).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: /^Start quality control:/ }));
    await expect(args.onStart).toHaveBeenCalledWith({ paper: expect.objectContaining({ uuid: uuid(102) }), openEntryUuid: null });
  },
};

/** 'Show deleted' lists only deleted papers, dimmed, offering Restore only; Restore asks first. */
export const DeletedShown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await userEvent.click(canvas.getByRole('button', { name: m.showDeleted }));
    await expect(args.onShowDeletedChange).toHaveBeenCalledWith(true);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    const row = rowOf(canvasElement, 'Papers', /Homeopathy for eczema/);
    await expect(row).toHaveAttribute('data-deleted', 'true');
    await expect(within(row).getByRole('rowheader')).toHaveTextContent('Homeopathy for eczema (deleted)');
    await expect(within(row).queryByRole('button', { name: /^(Delete|Edit)/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: m.hideDeleted })).toBeVisible();
  },
};

export const RestoreConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: m.showDeleted }));
    const restore = within(rowOf(canvasElement, 'Papers', /Homeopathy for eczema/)).getByRole('button', { name: 'Restore Homeopathy for eczema' });
    await userEvent.click(restore);
    let confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleName('Are you sure you want to restore this paper? Homeopathy for eczema');
    await userEvent.keyboard('{Escape}');
    await afterDialogsClose(canvasElement);
    await expect(args.onRestore).not.toHaveBeenCalled();
    await userEvent.click(restore);
    confirm = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onRestore).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(120) })));
    await afterDialogsClose(canvasElement);
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const row = rowOf(canvasElement, 'Papers', /Salt reduction/);
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Salt reduction and blood pressure' }));
    let confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleName('Are you sure you want to delete this paper? Salt reduction and blood pressure');
    // A dangerous confirmation starts on No.
    await expect(within(confirm).getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await afterDialogsClose(canvasElement);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Salt reduction and blood pressure' }));
    confirm = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(103) })));
    await afterDialogsClose(canvasElement);
  },
};

/** 'Download data' adds a checkbox to each row; 'Download selected' waits for a choice, which survives paging. */
export const DownloadSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: m.downloadData }));
    const selected = canvas.getByRole('button', { name: m.downloadSelected });
    await expect(selected).toBeDisabled();
    await expect(canvas.getByRole('button', { name: m.cancelDownload })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: m.downloadData })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Demo; 2024; Response rates by dose (bar chart)' }));
    await expect(selected).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await userEvent.click(canvas.getAllByRole('checkbox')[0]!);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selected');
    await userEvent.click(selected);
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledOnce());
    const [uuids] = (args.onDownload as ReturnType<typeof fn>).mock.calls[0] as [string[]];
    await expect(uuids).toHaveLength(2);
    await expect(uuids).toContain(uuid(102));
    // Done: back to the plain table.
    await waitFor(() => expect(canvas.getByRole('button', { name: m.downloadData })).toBeVisible());
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await afterDialogsClose(canvasElement);
  },
};

/** Choosing papers: a checkbox per row; deleted papers cannot be downloaded. */
export const DownloadChoosing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: m.downloadData }));
    await expect(grid(canvasElement, 'Papers').getByRole('columnheader', { name: 'Select' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Salt reduction and blood pressure' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 selected');
    await userEvent.click(canvas.getByRole('button', { name: m.showDeleted }));
    await expect(canvas.getByRole('checkbox', { name: 'Select Homeopathy for eczema' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: m.hideDeleted }));
    await expect(canvas.getByRole('checkbox', { name: 'Select Salt reduction and blood pressure' })).toBeChecked();
  },
};

/** 'Cancel download' leaves the selection mode without downloading. */
export const DownloadCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: m.downloadData }));
    await userEvent.click(canvas.getAllByRole('checkbox')[0]!);
    await userEvent.click(canvas.getByRole('button', { name: m.cancelDownload }));
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

/** In the work queue an admin (delete_file and upload_file) edits priority in place; bad values say why. */
export const PriorityEditing: Story = {
  args: { mode: 'queue', source: 'queue-papers', canEditPriority: true, canDownload: false },
  play: async ({ canvasElement, args }) => {
    const row = rowOf(canvasElement, 'Work Queue', /Response rates by dose/);
    await userEvent.click(within(row).getByRole('button', { name: 'Edit priority of Demo; 2024; Response rates by dose (bar chart)' }));
    const editor = await body(canvasElement).findByRole('dialog', { name: 'Priority of Demo; 2024; Response rates by dose (bar chart)' });
    const field = within(editor).getByRole('textbox', { name: 'Priority' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('2');
    await userEvent.keyboard('{Control>}a{/Control}-1{Enter}');
    await expect(field).toHaveAccessibleDescription('Priority must be non-negative');
    await expect(args.onPriorityChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Control>}a{/Control}7{Enter}');
    await waitFor(() => expect(args.onPriorityChange).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(102) }), 7));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Without both permissions the priority is plain text. */
export const PriorityReadOnly: Story = {
  args: { mode: 'queue', source: 'queue-papers', canEditPriority: false, canDownload: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Edit priority/ })).not.toBeInTheDocument();
  },
};

/** Paper and project names over 100 characters and file names over 50 are cut; the full text is in the tooltip and read to screen readers. */
export const LongNamesTruncated: Story = {
  args: { source: 'long' },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'Papers', new RegExp(longName.slice(0, 40)));
    const projects = within(row).getByRole('list', { name: /^Projects of/ });
    const [longChip] = within(projects).getAllByRole('listitem');
    await expect(longChip).toHaveTextContent(longProject);
    const visible = longChip!.querySelector('[aria-hidden="true"]')!;
    await expect(Array.from(visible.textContent!).length).toBe(100);
    await expect(visible.textContent!.endsWith('…')).toBe(true);
    const files = within(row).getByRole('list', { name: /^Files of/ });
    const fileShort = within(files).getAllByRole('listitem')[0]!.querySelector('[aria-hidden="true"]')!;
    await expect(Array.from(fileShort.textContent!).length).toBe(50);
    await expect(within(files).getAllByRole('listitem')[1]).toHaveTextContent('short.pdf');
    await expect(within(row).getByRole('rowheader')).toHaveTextContent(longName);
    // Keyboard users reach a cut chip and get the full name as a tooltip.
    const focusable = longChip!.querySelector<HTMLElement>('[tabindex]')!;
    await focusInGrid(within(canvasElement).getByRole('button', { name: m.addPaper }), focusable);
    await waitFor(() => expect(body(canvasElement).getByRole('tooltip')).toHaveTextContent(longProject));
  },
};
