import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiTokenFormSchema } from '../../src/api/schemas';
import { AdminTable, EntityFormDialog, useEntityForm, utcDateTime } from '../../src/screens';
import type { DataTableColumn } from '../../src/ui';
import { TextField } from '../../src/ui';
import { afterDialogsClose, body } from './play';

interface Token {
  id: number;
  name: string;
  created_at: string;
  deleted_at: string | null;
}

// Fixed data: screenshots must not depend on the clock.
const tokens: Token[] = [
  { id: 1, name: 'Nightly import', created_at: '2025-03-01T08:15:00Z', deleted_at: null },
  { id: 2, name: 'Reporting dashboard', created_at: '2025-03-02T08:15:00Z', deleted_at: null },
  { id: 3, name: 'Old sync job', created_at: '2025-01-10T08:15:00Z', deleted_at: '2025-02-01T08:15:00Z' },
];

const columns: DataTableColumn<Token>[] = [
  { id: 'name', name: 'Name', isRowHeader: true, allowsSorting: true },
  { id: 'created_at', name: 'Created at', render: (t) => utcDateTime(t.created_at) },
];

function TokenForm({ item, onSubmit, onClose }: { item: Token | undefined; onSubmit: (v: { name: string }) => Promise<unknown>; onClose: () => void }) {
  const form = useEntityForm(apiTokenFormSchema, { name: item?.name ?? '' });
  return (
    <EntityFormDialog
      title={item ? 'Edit token' : 'Create token'}
      isEditing={item !== undefined}
      values={form.parsed}
      isDirty={form.isDirty}
      maxWidth={500}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField label="Token Name" isRequired autoFocus {...form.field('name')} />
    </EntityFormDialog>
  );
}

interface HarnessArgs {
  isLoading?: boolean;
  error?: string | null;
  empty?: boolean;
  initiallyShowDeleted?: boolean;
  onCreate: (values: { name: string }) => Promise<unknown>;
  onUpdate: (item: Token, values: { name: string }) => Promise<unknown>;
  onDelete: (item: Token) => Promise<unknown>;
  onRestore: (item: Token) => Promise<unknown>;
  onFilterChange: (filter: { showDeleted: boolean }) => void;
}

/** One administration list with its paging and 'Show deleted' state held the way a route holds it. */
function TokensTable({ isLoading, error, empty, initiallyShowDeleted = false, onFilterChange, ...mutations }: HarnessArgs) {
  const [showDeleted, setShowDeleted] = useState(initiallyShowDeleted);
  const [page, setPage] = useState(1);
  const rows = empty ? [] : tokens.filter((t) => (t.deleted_at !== null) === showDeleted);
  return (
    <AdminTable<Token, { name: string }>
      title="Tokens"
      noun="token"
      columns={columns}
      items={isLoading || error ? [] : rows}
      total={isLoading || error ? 0 : rows.length}
      page={page}
      showDeleted={showDeleted}
      isLoading={isLoading}
      error={error}
      getRowId={(t) => t.id}
      getRowName={(t) => t.name}
      isDeleted={(t) => t.deleted_at !== null}
      getConfirmSubject={(t) => t.name}
      onPageChange={setPage}
      onFilterChange={(filter) => {
        setShowDeleted(filter.showDeleted);
        onFilterChange(filter);
      }}
      renderForm={(form) => <TokenForm item={form.item} onSubmit={form.onSubmit} onClose={form.onClose} />}
      {...mutations}
    />
  );
}

const resolved = () => fn(() => Promise.resolve());

const meta = {
  title: 'Screens/Shared/AdminTable',
  component: TokensTable,
  args: { onCreate: resolved(), onUpdate: resolved(), onDelete: resolved(), onRestore: resolved(), onFilterChange: fn() },
} satisfies Meta<typeof TokensTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Live rows with Edit and Delete named after the row, in a region named after the table. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Tokens' }));
    const table = within(region.getByRole('grid', { name: 'Tokens' }));
    await expect(table.getAllByRole('row')).toHaveLength(3);
    const row = table.getByRole('row', { name: /Nightly import/ });
    await expect(within(row).getByRole('button', { name: 'Edit Nightly import' })).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Delete Nightly import' })).toBeVisible();
    await expect(table.queryByText('Old sync job')).not.toBeInTheDocument();
    await expect(region.getByText('1-2 of 2')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No results')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Add new token' })).toBeEnabled();
  },
};

/** The loading bar and text appear once loading has taken 250 ms. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: 'The server is unavailable' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Tokens could not be loaded' })).toHaveTextContent('The server is unavailable');
  },
};

/** 'Show deleted' lists deleted rows, dimmed, with Restore only; the button then reads 'Hide deleted'. */
export const DeletedShown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show deleted' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith({ showDeleted: true });
    const row = within(canvas.getByRole('grid', { name: 'Tokens' })).getByRole('row', { name: /Old sync job/ });
    await expect(row).toHaveAttribute('data-deleted', 'true');
    await expect(within(row).queryByRole('button', { name: 'Edit Old sync job' })).not.toBeInTheDocument();
    await expect(within(row).getByRole('button', { name: 'Restore Old sync job' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide deleted' })).toBeVisible();
  },
};

/** Delete asks first, naming the row; No keeps it, Yes deletes it. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const row = within(within(canvasElement).getByRole('grid', { name: 'Tokens' })).getByRole('row', { name: /Reporting dashboard/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Reporting dashboard' }));
    let confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleName('Are you sure you want to delete this token? Reporting dashboard');
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await afterDialogsClose(canvasElement);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Reporting dashboard' }));
    confirm = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(tokens[1]));
    await afterDialogsClose(canvasElement);
  },
};

/** Restore asks in the same words as Delete. */
export const RestoreConfirmation: Story = {
  args: { initiallyShowDeleted: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Restore Old sync job' }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleName('Are you sure you want to restore this token? Old sync job');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onRestore).toHaveBeenCalledWith(tokens[2]));
    await afterDialogsClose(canvasElement);
  },
};

/** 'Add new token' opens the form empty and saves through onCreate. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add new token' }));
    const create = within(await body(canvasElement).findByRole('dialog', { name: 'Create token' }));
    await expect(create.getByRole('textbox', { name: 'Token Name' })).toHaveValue('');
    await userEvent.type(create.getByRole('textbox', { name: 'Token Name' }), 'Weekly export');
    await userEvent.click(create.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith({ name: 'Weekly export' }));
    await afterDialogsClose(canvasElement);
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** Edit opens the form with the row's values and saves through onUpdate with that row. */
export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Nightly import' }));
    const edit = within(await body(canvasElement).findByRole('dialog', { name: 'Edit token' }));
    await expect(edit.getByRole('textbox', { name: 'Token Name' })).toHaveValue('Nightly import');
    await userEvent.type(edit.getByRole('textbox', { name: 'Token Name' }), ' v2');
    await userEvent.click(edit.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onUpdate).toHaveBeenCalledWith(tokens[0], { name: 'Nightly import v2' }));
    await afterDialogsClose(canvasElement);
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};
