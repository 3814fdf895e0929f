import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SortDescriptor } from 'react-aria-components';
import type { Organization } from '../../src/api/schemas';
import { OrganizationsScreen, utcDateTime, type AdminListFilter, type ProjectOption, type UserOption } from '../../src/screens';
import { afterDialogsClose, body } from './play';

// Fixed data: screenshots must not depend on the clock, the time zone or randomness.
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const projects: ProjectOption[] = [
  { uuid: uuid(501), name: 'Statins in older adults' },
  { uuid: uuid(502), name: 'Childhood asthma inhalers' },
  { uuid: uuid(503), name: 'Hypertension salt reduction' },
];
const people: UserOption[] = [
  { uuid: uuid(1), email: 'ada.lovelace@example.org', first_name: 'Ada', last_name: 'Lovelace' },
  { uuid: uuid(2), email: 'grace.hopper@example.org', first_name: 'Grace', last_name: 'Hopper' },
];

const names = [
  'Cochrane Heart Group',
  'Evidence Synthesis Unit',
  'Paediatric Trials Network',
  'Nordic Review Centre',
  'Global Health Evidence',
  'Rare Disease Registry',
  'Oncology Evidence Lab',
  'Public Health Institute',
  'Nutrition Science Group',
  'Mental Health Reviews',
  'Surgical Outcomes Collaborative',
];
const organizations: Organization[] = [
  ...names.map((name, i) => ({
    uuid: uuid(101 + i),
    name,
    description: i === 2 ? '' : `Systematic reviews by the ${name}`,
    users: i === 0 ? people : [],
    projects: i === 0 ? [projects[0]!] : [],
    user_count: i === 0 ? 2 : i % 4,
    project_count: i === 0 ? 1 : i % 3,
    created_at: `2024-0${(i % 9) + 1}-0${(i % 9) + 1}T07:05:00.000Z`,
    deleted_at: null,
  })),
  {
    uuid: uuid(190),
    name: 'Closed Review Board',
    description: 'Merged into the Evidence Synthesis Unit',
    users: [],
    projects: [],
    user_count: 0,
    project_count: 0,
    created_at: '2023-05-01T10:00:00.000Z',
    deleted_at: '2024-12-31T16:00:00.000Z',
  },
];

const search = <T,>(list: readonly T[], label: (item: T) => string) => (text: string) =>
  Promise.resolve(list.filter((item) => label(item).toLowerCase().includes(text.toLowerCase())));

interface HarnessArgs {
  isLoading?: boolean;
  error?: string | null;
  empty?: boolean;
  initialShowDeleted?: boolean;
  onCreate: (values: unknown) => Promise<unknown>;
  onUpdate: (item: Organization, values: unknown) => Promise<unknown>;
  onDelete: (item: Organization) => Promise<unknown>;
  onRestore: (item: Organization) => Promise<unknown>;
  onFilterChange: (filter: AdminListFilter) => void;
  onPageChange: (page: number) => void;
}

/** Pages, sorts and filters like the server would, and records every callback. */
function OrganizationsHarness(args: HarnessArgs) {
  const [page, setPage] = useState(1);
  const [showDeleted, setShowDeleted] = useState(args.initialShowDeleted ?? false);
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const rows = (args.empty || args.isLoading || args.error ? [] : organizations).filter((o) => (showDeleted ? o.deleted_at !== null : o.deleted_at === null));
  return (
    <OrganizationsScreen
      items={rows.slice((page - 1) * 10, page * 10)}
      total={rows.length}
      page={page}
      sort={sort}
      showDeleted={showDeleted}
      isLoading={args.isLoading}
      error={args.error}
      formatDateTime={utcDateTime}
      onPageChange={(p) => {
        args.onPageChange(p);
        setPage(p);
      }}
      onSortChange={setSort}
      onFilterChange={(f) => {
        args.onFilterChange(f);
        setShowDeleted(f.showDeleted);
      }}
      onCreate={args.onCreate}
      onUpdate={args.onUpdate}
      onDelete={args.onDelete}
      onRestore={args.onRestore}
      onSearchProjects={search(projects, (p) => p.name)}
      onSearchUsers={search(people, (u) => `${u.first_name} ${u.last_name} ${u.email}`)}
    />
  );
}

const resolved = () => fn(() => Promise.resolve());

const meta = {
  title: 'Screens/Organizations',
  component: OrganizationsHarness,
  tags: ['!autodocs'],
  args: {
    onCreate: resolved(),
    onUpdate: resolved(),
    onDelete: resolved(),
    onRestore: resolved(),
    onFilterChange: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof OrganizationsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('grid', { name: 'Organizations' }));

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
    for (const name of ['Organization name', 'Description', 'User count', 'Project count', 'Created at', 'Actions']) {
      await expect(grid.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    const row = grid.getByRole('row', { name: /Cochrane Heart Group/ });
    await expect(within(row).getByText('2024-01-01 07:05')).toBeVisible();
    await expect(within(canvasElement).getByText('1-10 of 11')).toBeVisible();
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
  args: { error: 'Request failed with status 503: Service Unavailable' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Organizations could not be loaded' })).toHaveTextContent(
      'Request failed with status 503: Service Unavailable',
    );
  },
};

export const DeletedRowsShown: Story = {
  args: { initialShowDeleted: true },
  play: async ({ canvasElement, args }) => {
    const row = table(canvasElement).getByRole('row', { name: /Closed Review Board/ });
    await expect(row).toHaveAttribute('data-deleted', 'true');
    await userEvent.click(within(row).getByRole('button', { name: 'Restore Closed Review Board' }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleName('Are you sure you want to restore this organization? Closed Review Board');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onRestore).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(190) })));
    await afterDialogsClose(canvasElement);
  },
};

export const ShowDeletedGoesToPageOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('11-11 of 11')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show deleted' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith({ showDeleted: true });
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('1-1 of 1')).toBeVisible();
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(table(canvasElement).getByRole('button', { name: 'Delete Nordic Review Centre' }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleName('Are you sure you want to delete this organization? Nordic Review Centre');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(104) })));
    await afterDialogsClose(canvasElement);
  },
};

/** Every rule of the organization form with its exact message, then a trimmed create. */
export const CreateValidation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add new organization' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Create organization' }));
    const create = dialog.getByRole('button', { name: 'Create' });
    const name = dialog.getByRole('textbox', { name: 'Organization name' });
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(create).toBeDisabled();
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription(/Name is required/);
    await userEvent.click(name);
    await userEvent.paste('n'.repeat(256));
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription(/Name is too long/);
    await userEvent.click(description);
    await userEvent.paste('d'.repeat(256));
    await userEvent.tab();
    await expect(description).toHaveAccessibleDescription(/Description is too long/);
    // Both counters show the limit of 255.
    await expect(dialog.getAllByText('256 / 255', { exact: false })).toHaveLength(2);
    await expect(create).toBeDisabled();

    await retype(name, '  Living Evidence Lab ');
    await retype(description, 'Keeps reviews current ');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Add projects' }));
    await pick('asthma', 'Childhood asthma inhalers');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Add users' }));
    await pick('grace', 'Grace Hopper (grace.hopper@example.org)');
    await expect(create).toBeEnabled();
    await userEvent.click(create);
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        name: 'Living Evidence Lab',
        description: 'Keeps reviews current',
        users: [uuid(2)],
        projects: [uuid(502)],
      }),
    );
    await afterDialogsClose(canvasElement);
  },
};

/** Update needs a change; Revert brings back the saved values. */
export const EditAndRevert: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(table(canvasElement).getByRole('button', { name: 'Edit Cochrane Heart Group' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Edit organization' }));
    const update = dialog.getByRole('button', { name: 'Update' });
    const revert = dialog.getByRole('button', { name: 'Revert' });
    await expect(update).toBeDisabled();
    await expect(revert).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Ada Lovelace (ada.lovelace@example.org)' }));
    await expect(update).toBeEnabled();
    await userEvent.click(revert);
    await expect(dialog.getByRole('row', { name: 'Ada Lovelace (ada.lovelace@example.org)' })).toBeInTheDocument();
    await expect(update).toBeDisabled();
    await retype(dialog.getByRole('textbox', { name: 'Description' }), 'Cardiovascular reviews');
    await userEvent.click(update);
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(101) }), {
        name: 'Cochrane Heart Group',
        description: 'Cardiovascular reviews',
        users: [uuid(1), uuid(2)],
        projects: [uuid(501)],
      }),
    );
    await afterDialogsClose(canvasElement);
  },
};
