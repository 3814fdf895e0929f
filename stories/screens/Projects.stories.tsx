import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SortDescriptor } from 'react-aria-components';
import type { Project } from '../../src/api/schemas';
import { DEFAULT_PROJECT_SORT, ProjectsScreen, utcDateTime, type AdminListFilter } from '../../src/screens';
import { afterDialogsClose, body } from './play';

// Fixed data: screenshots must not depend on the clock, the time zone or randomness.
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const orgs = [
  { uuid: uuid(101), name: 'Cochrane Heart Group' },
  { uuid: uuid(102), name: 'Evidence Synthesis Unit' },
];

const names = [
  'Anticoagulants after stroke',
  'Childhood asthma inhalers',
  'Exercise for back pain',
  'Hypertension salt reduction',
  'Iron supplements in pregnancy',
  'Mindfulness for anxiety',
  'Statins in older adults',
  'Vitamin D and fractures',
  'Zinc for the common cold',
  'Antibiotics for otitis media',
  'Bariatric surgery outcomes',
];
const projects: Project[] = [
  ...names.map((name, i) => ({
    uuid: uuid(501 + i),
    name,
    description: `Systematic review: ${name.toLowerCase()}`,
    priority: i % 4,
    organizations: i === 3 ? [] : i === 0 ? orgs : [orgs[i % 2]!],
    paper_count: i * 7,
    created_at: `2024-1${i % 3}-1${i % 9}T11:20:00.000Z`,
    deleted_at: null,
  })),
  {
    uuid: uuid(590),
    name: 'Homeopathy for eczema',
    description: 'Withdrawn protocol',
    priority: 0,
    organizations: [orgs[1]!],
    paper_count: 2,
    created_at: '2023-03-03T08:00:00.000Z',
    deleted_at: '2024-06-01T09:00:00.000Z',
  },
];

interface HarnessArgs {
  isLoading?: boolean;
  error?: string | null;
  empty?: boolean;
  organizationsLoading?: boolean;
  onCreate: (values: unknown) => Promise<unknown>;
  onUpdate: (item: Project, values: unknown) => Promise<unknown>;
  onDelete: (item: Project) => Promise<unknown>;
  onRestore: (item: Project) => Promise<unknown>;
  onFilterChange: (filter: AdminListFilter) => void;
  onPageChange: (page: number) => void;
  onSortChange: (sort: SortDescriptor) => void;
  /** Offered to reviewers only; absent, the row has no 'Agreement'. */
  onOpenAgreement?: (item: Project) => void;
}

/** Pages, sorts by name and filters like the server would, and records every callback. */
function ProjectsHarness(args: HarnessArgs) {
  const [page, setPage] = useState(1);
  const [showDeleted, setShowDeleted] = useState(false);
  const [sort, setSort] = useState<SortDescriptor>(DEFAULT_PROJECT_SORT);
  const rows = (args.empty || args.isLoading || args.error ? [] : projects)
    .filter((p) => (showDeleted ? p.deleted_at !== null : p.deleted_at === null))
    .sort((a, b) => (sort.direction === 'descending' ? -1 : 1) * a.name.localeCompare(b.name));
  return (
    <ProjectsScreen
      items={rows.slice((page - 1) * 10, page * 10)}
      total={rows.length}
      page={page}
      sort={sort}
      showDeleted={showDeleted}
      isLoading={args.isLoading}
      error={args.error}
      formatDateTime={utcDateTime}
      organizationOptions={orgs}
      isOrganizationsLoading={args.organizationsLoading}
      onPageChange={(p) => {
        args.onPageChange(p);
        setPage(p);
      }}
      onSortChange={(s) => {
        args.onSortChange(s);
        setSort(s);
      }}
      onFilterChange={(f) => {
        args.onFilterChange(f);
        setShowDeleted(f.showDeleted);
      }}
      onCreate={args.onCreate}
      onUpdate={args.onUpdate}
      onDelete={args.onDelete}
      onRestore={args.onRestore}
      onOpenAgreement={args.onOpenAgreement}
    />
  );
}

const resolved = () => fn(() => Promise.resolve());

const meta = {
  title: 'Screens/Projects',
  component: ProjectsHarness,
  tags: ['!autodocs'],
  args: {
    onCreate: resolved(),
    onUpdate: resolved(),
    onDelete: resolved(),
    onRestore: resolved(),
    onFilterChange: fn(),
    onPageChange: fn(),
    onSortChange: fn(),
  },
} satisfies Meta<typeof ProjectsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('grid', { name: 'Projects' }));

/** Waits for dialogs to close, then empties the live announcer (a pending button's announcement names it by id). */
/** Types a search into the focused picker, waits until the list shows only `option`, and adds it by keyboard. */
async function pick(text: string, option: string) {
  await userEvent.keyboard(text);
  await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([option]));
  await userEvent.keyboard('{ArrowDown}{Enter}');
}

async function retype(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  // Over-long values only test a limit: pasting them keeps the story within its time budget.
  if (text.length > 30) await userEvent.paste(text);
  else if (text) await userEvent.keyboard(text);
  await userEvent.tab();
}

export const Playground: Story = {};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    for (const name of ['Project name', 'Description', 'Priority', 'Organizations', 'Paper count', 'Created at', 'Actions']) {
      await expect(grid.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    // Sorted by name, ascending.
    await expect(grid.getByRole('columnheader', { name: /^Project name/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(grid.getAllByRole('rowheader')[0]).toHaveTextContent('Antibiotics for otitis media');
    const salt = grid.getByRole('row', { name: /Hypertension salt reduction/ });
    await expect(within(salt).getByRole('img', { name: 'No associated organizations' })).toBeVisible();
    const first = grid.getByRole('row', { name: /Anticoagulants/ });
    await expect(within(first).getByText('Cochrane Heart Group, Evidence Synthesis Unit')).toBeVisible();
    await expect(within(first).getByText('2024-10-10 11:20')).toBeVisible();
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
  },
};

export const LoadError: Story = {
  args: { error: 'Request failed with status 500: Internal Server Error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Projects could not be loaded' })).toHaveTextContent(
      'Request failed with status 500: Internal Server Error',
    );
  },
};

/** 'Show deleted' goes back to page 1, lists only deleted rows, and Restore asks first. */
export const DeletedRowsShown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show deleted' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith({ showDeleted: true });
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    const row = table(canvasElement).getByRole('row', { name: /Homeopathy for eczema/ });
    await expect(row).toHaveAttribute('data-deleted', 'true');
    await expect(within(row).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Restore Homeopathy for eczema' }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleName('Are you sure you want to restore this project? Homeopathy for eczema');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onRestore).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(590) })));
    await afterDialogsClose(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Hide deleted' })).toBeVisible();
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(table(canvasElement).getByRole('button', { name: 'Delete Mindfulness for anxiety' }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleName('Are you sure you want to delete this project? Mindfulness for anxiety');
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(table(canvasElement).getByRole('button', { name: 'Delete Mindfulness for anxiety' }));
    await userEvent.click(within(await body(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(506) })));
    await afterDialogsClose(canvasElement);
  },
};

/** Every rule of the project form with its exact message, then a trimmed create. */
export const CreateValidation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add new project' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Create project' }));
    const create = dialog.getByRole('button', { name: 'Create' });
    const name = dialog.getByRole('textbox', { name: 'Project name' });
    const description = dialog.getByRole('textbox', { name: 'Description' });
    const priority = dialog.getByRole('textbox', { name: 'Priority' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(create).toBeDisabled();
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription(/Project name is required/);
    await userEvent.click(name);
    await userEvent.paste('p'.repeat(256));
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription(/Project name is too long/);
    await userEvent.click(description);
    await userEvent.paste('d'.repeat(256));
    await userEvent.tab();
    await expect(description).toHaveAccessibleDescription(/Description is too long/);
    await retype(priority, '-3');
    await expect(priority).toHaveAccessibleDescription('Priority must be non-negative');
    await retype(name, ' Fluoride varnish ');
    await retype(description, 'Caries prevention in children ');
    await retype(priority, '2');
    // Only the organization is missing now, so the form says so.
    const orgs = dialog.getByRole('combobox', { name: 'Add organizations' });
    await expect(orgs).toHaveAccessibleDescription('Organization is required');
    await expect(create).toBeDisabled();
    await userEvent.click(orgs);
    await pick('synthesis', 'Evidence Synthesis Unit');
    await expect(create).toBeEnabled();
    await userEvent.click(create);
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        name: 'Fluoride varnish',
        description: 'Caries prevention in children',
        priority: 2,
        organizations: [uuid(102)],
      }),
    );
    await afterDialogsClose(canvasElement);
  },
};

/** Update needs a change; removing the last organization brings back the rule. */
export const EditProject: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(table(canvasElement).getByRole('button', { name: 'Edit Exercise for back pain' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Edit project' }));
    const update = dialog.getByRole('button', { name: 'Update' });
    await expect(dialog.getByRole('textbox', { name: 'Priority' })).toHaveValue('2');
    await expect(update).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Cochrane Heart Group' }));
    await expect(dialog.getByRole('combobox', { name: 'Add organizations' })).toHaveAccessibleDescription('Organization is required');
    await expect(update).toBeDisabled();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Add organizations' }));
    await pick('synthesis', 'Evidence Synthesis Unit');
    await expect(update).toBeEnabled();
    await userEvent.click(update);
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(503) }), {
        name: 'Exercise for back pain',
        description: 'Systematic review: exercise for back pain',
        priority: 2,
        organizations: [uuid(102)],
      }),
    );
    await afterDialogsClose(canvasElement);
  },
};

/** Create and Update wait while organizations load. */
export const WhileOrganizationsLoad: Story = {
  args: { organizationsLoading: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(table(canvasElement).getByRole('button', { name: 'Edit Exercise for back pain' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Edit project' }));
    await retype(dialog.getByRole('textbox', { name: 'Project name' }), 'Exercise for low back pain');
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

/** For a reviewer, a live row's 'Agreement' opens the project's agreement. */
export const AgreementAction: Story = {
  args: { onOpenAgreement: fn() },
  parameters: { visual: { skip: 'one more icon button per row; the action is checked here' } },
  play: async ({ canvasElement, args }) => {
    const row = await waitFor(() => table(canvasElement).getByRole('row', { name: /Anticoagulants after stroke/ }));
    const action = within(row).getByRole('button', { name: 'Agreement of Anticoagulants after stroke' });
    await userEvent.click(action);
    await expect(args.onOpenAgreement).toHaveBeenCalledWith(expect.objectContaining({ name: 'Anticoagulants after stroke' }));
  },
};
