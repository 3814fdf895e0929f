import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SortDescriptor } from 'react-aria-components';
import type { PaperFile } from '../../src/api/papers';
import {
  DEFAULT_FILES_SORT,
  FilesScreen,
  UploadFilesDialog,
  utcDateTime,
  type PaperAttachment,
  type PaperOption,
  type UploadFilesRequest,
  type UploadOutcome,
  type UploadProgress,
} from '../../src/screens';
import { focusInGrid } from './gridKeyboard';
import { afterDialogsClose, body } from './play';

// Fixed data: screenshots must not depend on the clock, the time zone or randomness.
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const papers: PaperOption[] = [
  { uuid: uuid(701), name: 'Demo; 2024; Hazard ratio over time (log-scale line chart)', doi: '10.5555/sourcebench.demo.1' },
  { uuid: uuid(702), name: 'Demo; 2024; Response rates by dose (bar chart)', doi: '10.5555/sourcebench.demo.2' },
  { uuid: uuid(703), name: 'Smith; 2021; Statins in older adults', doi: '10.1000/statins.2021', pmid: '33445566' },
  { uuid: uuid(704), name: '', doi: '10.1000/untitled' },
];

const file = (n: number, name: string, size: number, paper: PaperOption | null, created: string, deleted: string | null = null): PaperFile => ({
  uuid: uuid(n),
  id: n,
  name,
  mime_type: name.endsWith('.png') ? 'image/png' : 'application/pdf',
  size,
  sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  created_at: created,
  deleted_at: deleted,
  paper: paper ? { uuid: paper.uuid, name: paper.name } : null,
});

const allFiles: PaperFile[] = [
  file(801, 'log-scale-chart.pdf', 2_481, papers[0]!, '2024-05-02T09:15:00.000Z'),
  file(802, 'bar-chart.png', 5_307, papers[1]!, '2024-05-02T09:16:00.000Z'),
  file(803, 'statins-supplement.pdf', 1_254_019, papers[2]!, '2024-06-11T14:02:00.000Z'),
  file(804, 'scan-0042.pdf', 812_400, papers[3]!, '2024-06-12T08:40:00.000Z'),
  file(805, 'orphan-figure.png', 48_213, null, '2024-06-13T16:05:00.000Z'),
  file(806, 'withdrawn-protocol.pdf', 97_120, papers[2]!, '2024-04-01T07:30:00.000Z', '2024-06-20T10:00:00.000Z'),
  ...Array.from({ length: 8 }, (_, i) => file(810 + i, `appendix-${i + 1}.pdf`, 10_000 * (i + 1), papers[2]!, `2024-03-0${i + 1}T12:00:00.000Z`)),
];

const searchPapers = async (text: string) => papers.filter((p) => `${p.name} ${p.doi ?? ''}`.toLowerCase().includes(text.toLowerCase()));

interface HarnessArgs {
  isLoading?: boolean;
  error?: string | null;
  empty?: boolean;
  isForbidden?: boolean;
  uploadProgress?: UploadProgress;
  onUpload: (request: UploadFilesRequest) => Promise<UploadOutcome>;
  onEdit: (file: PaperFile, attachment: PaperAttachment) => Promise<unknown>;
  onDelete: (file: PaperFile) => Promise<unknown>;
  onRestore: (file: PaperFile) => Promise<unknown>;
  onDownload: (file: PaperFile) => void;
  onShowDeletedChange: (showDeleted: boolean) => void;
  onPageChange: (page: number) => void;
  onSortChange: (sort: SortDescriptor) => void;
  onSearch: (query: string) => void;
}

/** Pages, sorts, filters and searches like the server would, and records every callback. */
function FilesHarness(args: HarnessArgs) {
  const [page, setPage] = useState(1);
  const [showDeleted, setShowDeleted] = useState(true);
  const [sort, setSort] = useState<SortDescriptor>(DEFAULT_FILES_SORT);
  const [query, setQuery] = useState('');
  const key = (f: PaperFile): string | number => (sort.column === 'paper' ? (f.paper?.name ?? '') : (f[sort.column as 'name' | 'size' | 'created_at'] as string | number));
  const rows = (args.empty || args.isLoading || args.error ? [] : allFiles)
    .filter((f) => showDeleted || f.deleted_at === null)
    .filter((f) => !query || `${f.name} ${f.paper?.name ?? ''}`.toLowerCase().includes(query.toLowerCase()))
    .sort((a, b) => (sort.direction === 'descending' ? -1 : 1) * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return (
    <FilesScreen
      files={rows.slice((page - 1) * 10, page * 10)}
      total={rows.length}
      page={page}
      sort={sort}
      showDeleted={showDeleted}
      isLoading={args.isLoading}
      error={args.error}
      isForbidden={args.isForbidden}
      formatDateTime={utcDateTime}
      searchPapers={searchPapers}
      uploadProgress={args.uploadProgress}
      maxFileSize={100 * 1024 * 1024}
      onPageChange={(p) => {
        args.onPageChange(p);
        setPage(p);
      }}
      onSortChange={(s) => {
        args.onSortChange(s);
        setSort(s);
      }}
      onShowDeletedChange={(value) => {
        args.onShowDeletedChange(value);
        setShowDeleted(value);
      }}
      onSearch={(q) => {
        args.onSearch(q);
        setQuery(q);
      }}
      onDownload={args.onDownload}
      onUpload={args.onUpload}
      onEdit={args.onEdit}
      onDelete={args.onDelete}
      onRestore={args.onRestore}
    />
  );
}

const resolved = () => fn(() => Promise.resolve());

const meta = {
  title: 'Screens/Files',
  component: FilesHarness,
  tags: ['!autodocs'],
  args: {
    onUpload: fn(() => Promise.resolve({ failed: [], paper: null })),
    onEdit: resolved(),
    onDelete: resolved(),
    onRestore: resolved(),
    onDownload: fn(),
    onShowDeletedChange: fn(),
    onPageChange: fn(),
    onSortChange: fn(),
    onSearch: fn(),
  },
} satisfies Meta<typeof FilesHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('grid', { name: 'Files' }));

/** Focuses a control and presses it with the keyboard. */
async function pressByKeyboard(element: HTMLElement, key = '{Enter}') {
  element.focus();
  await expect(element).toHaveFocus();
  await userEvent.keyboard(key);
}

/** Presses a control of the files table with the keyboard, reaching it by Tab and arrow keys from the toolbar. */
async function pressInTable(canvasElement: HTMLElement, target: HTMLElement, key = '{Enter}') {
  await focusInGrid(within(canvasElement).getByRole('button', { name: 'Upload new files' }), target);
  await userEvent.keyboard(key);
}

/** Opens 'Upload new files' from the toolbar by keyboard. */
async function openUpload(canvasElement: HTMLElement) {
  await pressByKeyboard(within(canvasElement).getByRole('button', { name: 'Upload new files' }));
  return within(await body(canvasElement).findByRole('dialog', { name: 'Upload new files' }));
}

export const Playground: Story = {};

/** Columns, the deleted row with Restore only, and the paper cell's tooltips. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    for (const name of ['File name', 'Associated paper', 'File size', 'Uploaded at', 'Actions']) {
      await expect(grid.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    await expect(within(canvasElement).getByRole('heading', { name: 'Files' })).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Back to Paper Management' })).toHaveAttribute('href', '/home/paper-manager');
    // Newest upload first.
    await expect(grid.getByRole('columnheader', { name: /^Uploaded at/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(grid.getAllByRole('rowheader')[0]).toHaveTextContent('orphan-figure.png');
    const statins = grid.getByRole('row', { name: /statins-supplement\.pdf/ });
    await expect(within(statins).getByText('1.2 MB')).toBeVisible();
    await expect(within(statins).getByText('2024-06-11 14:02')).toBeVisible();

    const orphan = grid.getByRole('row', { name: /orphan-figure\.png/ });
    // Keyboard focus on the paper cell's icon shows its tooltip.
    await focusInGrid(within(canvasElement).getByRole('button', { name: 'Upload new files' }), within(orphan).getByRole('img', { name: 'Unassociated file' }));
    await waitFor(() => expect(body(canvasElement).getByRole('tooltip')).toHaveTextContent('Unassociated file'));
    const scan = grid.getByRole('row', { name: /scan-0042\.pdf/ });
    await expect(within(scan).getByRole('img', { name: 'Unnamed paper' })).toBeInTheDocument();

    const deleted = grid.getByRole('row', { name: /withdrawn-protocol\.pdf/ });
    await expect(deleted).toHaveAttribute('data-deleted', 'true');
    await expect(within(deleted).getByRole('button', { name: 'Restore withdrawn-protocol.pdf' })).toBeInTheDocument();
    await expect(within(deleted).queryByRole('button', { name: /^Edit|^Delete/ })).not.toBeInTheDocument();
  },
};

/** A mouse user reads the paper cell's status icons by resting the pointer on them. */
export const PaperCellTooltipsOnHover: Story = {
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    // Hover tooltips follow a pointer user: a press elsewhere first makes the pointer the current modality.
    await userEvent.click(within(canvasElement).getByRole('heading', { name: 'Files' }));
    await new Promise((resolve) => setTimeout(resolve, 800));
    for (const [file, reason] of [
      [/orphan-figure\.png/, 'Unassociated file'],
      [/scan-0042\.pdf/, 'Unnamed paper'],
    ] as const) {
      const icon = within(grid.getByRole('row', { name: file })).getByRole('img', { name: reason });
      await userEvent.hover(icon);
      await waitFor(() => expect(body(canvasElement).getByRole('tooltip')).toHaveTextContent(reason), { timeout: 2000 });
      await expect(icon).not.toHaveFocus();
      await userEvent.unhover(icon);
      await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
    }
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
    await expect(table(canvasElement).getByText('No results')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Upload new files' })).toBeEnabled();
  },
};

export const LoadError: Story = {
  args: { error: 'Request failed with status 500: Internal Server Error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Files could not be loaded' })).toHaveTextContent('Request failed with status 500: Internal Server Error');
  },
};

/** The server refused the list: the screen says so and offers nothing else. */
export const Forbidden: Story = {
  args: { isForbidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You do not have permission to view this page.' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Upload new files' })).not.toBeInTheDocument();
  },
};

/** Deleted files are listed among the others until 'Hide deleted'; Restore asks first. */
export const DeletedShown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pressInTable(canvasElement, table(canvasElement).getByRole('button', { name: 'Restore withdrawn-protocol.pdf' }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleName('Are you sure you want to restore this file? withdrawn-protocol.pdf');
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Yes' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRestore).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(806) })));
    await afterDialogsClose(canvasElement);

    await pressByKeyboard(canvas.getByRole('button', { name: 'Hide deleted' }));
    await expect(args.onShowDeletedChange).toHaveBeenCalledWith(false);
    await expect(table(canvasElement).queryByRole('row', { name: /withdrawn-protocol\.pdf/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show deleted' })).toBeVisible();
  },
};

/** Delete asks first; No keeps the file, Yes deletes it. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const remove = table(canvasElement).getByRole('button', { name: 'Delete bar-chart.png' });
    await pressInTable(canvasElement, remove);
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleName('Are you sure you want to delete this file? bar-chart.png');
    // A deletion starts on No.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'No' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await afterDialogsClose(canvasElement);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await pressInTable(canvasElement, remove);
    const again = await body(canvasElement).findByRole('alertdialog');
    await waitFor(() => expect(within(again).getByRole('button', { name: 'No' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(again).getByRole('button', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(802) })));
    await afterDialogsClose(canvasElement);
  },
};

/** A file downloads from its name; sorting and the search go to the server. */
export const DownloadSortAndSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pressInTable(canvasElement, table(canvasElement).getByRole('link', { name: 'Download log-scale-chart.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(801) }));

    await pressInTable(canvasElement, table(canvasElement).getByRole('columnheader', { name: /^File size/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'size', direction: 'ascending' });
    await expect(table(canvasElement).getAllByRole('rowheader')[0]).toHaveTextContent('log-scale-chart.pdf');

    const search = canvas.getByRole('searchbox', { name: 'Search files' });
    await userEvent.click(search);
    await userEvent.keyboard('s');
    await userEvent.keyboard('{Enter}');
    // One character does not search yet.
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('tatins{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('statins');
    await waitFor(() => expect(table(canvasElement).getAllByRole('rowheader')).toHaveLength(10));
    await expect(table(canvasElement).queryByRole('row', { name: /bar-chart\.png/ })).not.toBeInTheDocument();
  },
};

/** Nothing chosen: Upload says what is missing, and nothing is sent. */
export const UploadValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openUpload(canvasElement);
    await expect(dialog.getByRole('radiogroup', { name: 'Attach to paper' })).toHaveAccessibleDescription('Files must be attached to a paper.');
    await expect(dialog.getByRole('radio', { name: 'Add to an existing paper' })).toBeChecked();
    const picker = dialog.getByRole('combobox', { name: 'Search for a paper' });
    await expect(picker).toHaveAccessibleDescription('Type in keywords to begin searching');
    await pressByKeyboard(dialog.getByRole('button', { name: 'Upload' }));
    await expect(dialog.getByText('Choose at least one file to upload')).toBeVisible();
    await expect(picker).toHaveAccessibleDescription('Choose the paper to attach to');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** 'Search for a paper' searches from 2 characters, says 'No results', and a paper is chosen by keyboard. */
export const UploadPaperSearch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openUpload(canvasElement);
    const picker = dialog.getByRole('combobox', { name: 'Search for a paper' });
    picker.focus();
    await userEvent.keyboard('zz');
    await waitFor(() => expect(body(canvasElement).getByRole('listbox')).toHaveTextContent('No results'), { timeout: 3000 });
    await userEvent.keyboard('{Backspace}{Backspace}statins');
    const option = await body(canvasElement).findByRole('option', { name: /Statins/ }, { timeout: 3000 });
    await expect(option).toHaveAccessibleName('Smith; 2021; Statins in older adults');
    await expect(option).toHaveAccessibleDescription('DOI 10.1000/statins.2021 · PMID 33445566');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(picker).toHaveValue('Smith; 2021; Statins in older adults');
    await expect(picker).toHaveAccessibleDescription('Type in keywords to begin searching');
  },
};

/** Escape closes the paper list and leaves the dialog open; a second Escape closes the dialog. The list never covers Cancel or Upload. */
export const UploadPaperSearchEscape: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openUpload(canvasElement);
    const picker = dialog.getByRole('combobox', { name: 'Search for a paper' });
    picker.focus();
    await userEvent.keyboard('de');
    const list = await body(canvasElement).findByRole('listbox');
    await body(canvasElement).findAllByRole('option', {}, { timeout: 3000 });
    const popover = list.closest('[data-trigger="ComboBox"]') ?? list;
    for (const name of ['Cancel', 'Upload']) {
      // The open list hides the rest of the dialog from assistive technology, so the buttons are found among hidden elements.
      const button = dialog.getByRole('button', { name, hidden: true }).getBoundingClientRect();
      const cover = popover.getBoundingClientRect();
      const overlaps = cover.left < button.right && button.left < cover.right && cover.top < button.bottom && button.top < cover.bottom;
      await expect(overlaps, `the paper list covers ${name}`).toBe(false);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(body(canvasElement).getByRole('dialog', { name: 'Upload new files' })).toBeVisible();
    await expect(picker).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Upload new files' })).not.toBeInTheDocument());
  },
};

/** 'Create a new paper' needs no paper; the files are chosen and sent. */
export const UploadToNewPaper: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openUpload(canvasElement);
    const existing = dialog.getByRole('radio', { name: 'Add to an existing paper' });
    existing.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(dialog.getByRole('radio', { name: 'Create a new paper' })).toBeChecked();
    await expect(dialog.getByText(/The files go to a new paper without a name/)).toBeVisible();
    await expect(dialog.queryByRole('combobox', { name: 'Search for a paper' })).not.toBeInTheDocument();
    // The hidden input of 'Choose files' receives the choice, as the system picker would.
    const input = canvasElement.ownerDocument.querySelector('[role="dialog"] input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [new File(['%PDF-1.4'], 'new-study.pdf', { type: 'application/pdf' })]);
    await expect(dialog.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('new-study.pdf');
    await pressByKeyboard(dialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith({ mode: 'NEW', paper: null, files: [expect.objectContaining({ id: 'file-1' })] }));
    await afterDialogsClose(canvasElement);
  },
};

/** Edit re-attaches a file: no file to choose, and the paper it is on already is refused. */
export const EditFile: Story = {
  play: async ({ canvasElement, args }) => {
    await pressInTable(canvasElement, table(canvasElement).getByRole('button', { name: 'Edit bar-chart.png' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Edit file' }));
    const picker = dialog.getByRole('combobox', { name: 'Search for a paper' });
    await expect(picker).toHaveValue('Demo; 2024; Response rates by dose (bar chart)');
    await pressByKeyboard(dialog.getByRole('button', { name: 'Update' }));
    await expect(picker).toHaveAccessibleDescription('The file is already attached to this paper; choose another one');
    await expect(args.onEdit).not.toHaveBeenCalled();
    picker.focus();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}log-scale');
    await body(canvasElement).findByRole('option', { name: /log-scale/ }, { timeout: 3000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await pressByKeyboard(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(802) }), { mode: 'EXIST', paper: expect.objectContaining({ uuid: uuid(701) }) }),
    );
    await afterDialogsClose(canvasElement);
  },
};

const chosenFiles = [
  new File([new Uint8Array(2_400_000)], 'trial-report-appendix.pdf', { type: 'application/pdf', lastModified: 0 }),
  new File([new Uint8Array(380_000)], 'figure-2.png', { type: 'image/png', lastModified: 0 }),
];

interface DialogArgs {
  progress?: UploadProgress;
  onUpload: (request: UploadFilesRequest) => Promise<UploadOutcome>;
  onClose: () => void;
  searchPapers: (text: string) => Promise<PaperOption[]>;
}

/** The upload dialog on its own, with files already chosen, for the states of a running upload. */
function UploadHarness(args: DialogArgs) {
  return <UploadFilesDialog defaultFiles={chosenFiles} progress={args.progress} onUpload={args.onUpload} searchPapers={args.searchPapers} onClose={args.onClose} />;
}

/** Chooses the demo bar chart paper in the open dialog by keyboard. */
async function choosePaper(canvasElement: HTMLElement) {
  const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Upload new files' }));
  dialog.getByRole('combobox', { name: 'Search for a paper' }).focus();
  await userEvent.keyboard('bar chart');
  await body(canvasElement).findByRole('option', { name: 'Demo; 2024; Response rates by dose (bar chart)' }, { timeout: 3000 });
  await userEvent.keyboard('{ArrowDown}{Enter}');
  return dialog;
}

/** Many matches: the list shortens or flips to stay inside the dialog's body, so Cancel and Upload stay uncovered and reachable. */
export const UploadPaperSearchManyMatches: StoryObj<typeof UploadHarness> = {
  render: (args) => <UploadHarness {...args} />,
  args: {
    onUpload: fn(() => Promise.resolve({ failed: [], paper: null })),
    onClose: fn(),
    searchPapers: async () => Array.from({ length: 12 }, (_, i) => ({ uuid: uuid(600 + i), name: `Trial ${i + 1}; 2023; Outcomes of treatment ${i + 1}`, doi: `10.1000/trial.${i + 1}` })),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Upload new files' }));
    dialog.getByRole('combobox', { name: 'Search for a paper' }).focus();
    await userEvent.keyboard('trial');
    const list = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(12), { timeout: 3000 });
    const popover = list.closest('[data-trigger="ComboBox"]') ?? list;
    for (const name of ['Cancel', 'Upload']) {
      // The open list hides the rest of the dialog from assistive technology, so the buttons are found among hidden elements.
      const button = dialog.getByRole('button', { name, hidden: true }).getBoundingClientRect();
      const cover = popover.getBoundingClientRect();
      const overlaps = cover.left < button.right && button.left < cover.right && cover.top < button.bottom && button.top < cover.bottom;
      await expect(overlaps, `the paper list covers ${name}`).toBe(false);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Each file shows its own progress bar while the upload runs. */
export const UploadInProgress: StoryObj<typeof UploadHarness> = {
  render: (args) => <UploadHarness {...args} />,
  args: {
    progress: { 'file-1': { status: 'uploading', progress: 40 }, 'file-2': { status: 'done' } },
    onUpload: fn(() => new Promise<UploadOutcome>(() => undefined)),
    onClose: fn(),
    searchPapers,
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await choosePaper(canvasElement);
    await expect(args.onUpload).not.toHaveBeenCalled();
    await pressByKeyboard(dialog.getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).toHaveBeenCalledWith({
      mode: 'EXIST',
      paper: expect.objectContaining({ uuid: uuid(702) }),
      files: [expect.objectContaining({ id: 'file-1' }), expect.objectContaining({ id: 'file-2' })],
    });
    const bar = dialog.getByRole('progressbar', { name: 'Uploading trial-report-appendix.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(dialog.queryByRole('progressbar', { name: 'Uploading figure-2.png' })).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  },
};

/** One file failed: it stays with its error, the uploaded one leaves, and a retry goes to the same paper. */
export const UploadPartlyFailed: StoryObj<typeof UploadHarness> = {
  render: (args) => <UploadHarness {...args} />,
  args: {
    progress: { 'file-1': { status: 'done' }, 'file-2': { status: 'error', errorMessage: 'Only PDF, BMP, GIF, JPEG and PNG files can be uploaded (415)' } },
    onUpload: fn(() => Promise.resolve({ failed: ['file-2'], paper: papers[1]! })),
    onClose: fn(),
    searchPapers,
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await choosePaper(canvasElement);
    await pressByKeyboard(dialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(dialog.getByRole('list', { name: 'Chosen files' })).not.toHaveTextContent('trial-report-appendix.pdf'));
    await expect(dialog.getByText('Only PDF, BMP, GIF, JPEG and PNG files can be uploaded (415)')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove figure-2.png' })).toHaveAccessibleDescription('Only PDF, BMP, GIF, JPEG and PNG files can be uploaded (415)');
    await expect(dialog.getByRole('combobox', { name: 'Search for a paper' })).toHaveValue('Demo; 2024; Response rates by dose (bar chart)');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
