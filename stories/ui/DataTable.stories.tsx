import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pencil, RotateCcw, Trash2 } from 'lucide-react';
import type { SortDescriptor } from 'react-aria-components';
import { Button, DataTable, IconButton, type DataTableColumn, type DataTableProps } from '../../src/ui';

interface Role {
  id: number;
  name: string;
  slug: string;
  description: string;
  createdAt: string;
  deletedAt: string | null;
}

const names = [
  'Administrator',
  'Source Data Extract User',
  'QC User',
  'Data Entry User 1',
  'Data Entry User 2',
  'Data Entry User 3',
  'Project Manager',
  'Paper Manager',
  'Tag Curator',
  'Auditor',
  'Organization Lead',
  'Read Only',
];

/** Fixed data: screenshots must not depend on the clock or on randomness. */
const roles: Role[] = names.map((name, index) => ({
  id: index + 1,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '_'),
  description: `Role for ${name.toLowerCase()}`,
  createdAt: `2024-0${(index % 9) + 1}-1${index % 10} 09:30`,
  deletedAt: index % 5 === 4 ? '2025-01-02 10:00' : null,
}));

const columns: DataTableColumn<Role>[] = [
  { id: 'id', name: 'ID', allowsSorting: true, align: 'end' },
  { id: 'name', name: 'Name', allowsSorting: true, isRowHeader: true },
  { id: 'description', name: 'Description' },
  { id: 'createdAt', name: 'Created at', allowsSorting: true },
];

const onEdit = fn();
const onDelete = fn();
const onRestore = fn();
const onAdd = fn();

function roleActions(role: Role) {
  return role.deletedAt ? (
    <IconButton label={`Restore ${role.name}`} icon={<RotateCcw />} size="small" onPress={() => onRestore(role.id)} />
  ) : (
    <>
      <IconButton label={`Edit ${role.name}`} icon={<Pencil />} size="small" onPress={() => onEdit(role.id)} />
      <IconButton label={`Delete ${role.name}`} icon={<Trash2 />} size="small" variant="danger" onPress={() => onDelete(role.id)} />
    </>
  );
}

/** The roles table as the users screen shows it: sort, page, show/hide deleted, add. */
function RolesTable(props: Partial<DataTableProps<Role>>) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const [showDeleted, setShowDeleted] = useState(false);
  const [page, setPage] = useState(1);
  const items = roles.filter((r) => (showDeleted ? r.deletedAt !== null : r.deletedAt === null));
  return (
    <DataTable<Role>
      title="Roles"
      columns={columns}
      items={items}
      sortDescriptor={sortDescriptor}
      onSortChange={setSortDescriptor}
      rowActions={roleActions}
      isRowDeleted={(r) => r.deletedAt !== null}
      paging="client"
      pagination={{ page, onPageChange: setPage, pageSize: 5 }}
      toolbar={
        <>
          <Button
            variant="secondary"
            onPress={() => {
              setShowDeleted((v) => !v);
              // Switching the list starts again at page 1.
              setPage(1);
            }}
          >
            {showDeleted ? 'Hide deleted' : 'Show deleted'}
          </Button>
          <Button onPress={onAdd}>Add new role</Button>
        </>
      }
      {...props}
    />
  );
}

const meta = {
  title: 'UI/DataTable',
  component: RolesTable,
} satisfies Meta<typeof RolesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SortByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Roles' });
    const nameHeader = within(table).getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    // Tab passes the toolbar into the table; arrows reach the header, Enter sorts.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(table.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(table).getByRole('columnheader', { name: 'ID' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(nameHeader).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const firstRowHeader = within(table).getAllByRole('rowheader')[0]!;
    await expect(firstRowHeader).toHaveTextContent('Tag Curator');
  },
};

export const ClientPaging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1-5 of 10')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('6-10 of 10')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const ShowDeleted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show deleted' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('Hide deleted');
    const rowHeaders = canvas.getAllByRole('rowheader');
    await expect(rowHeaders).toHaveLength(2);
    for (const header of rowHeaders) await expect(header).toHaveTextContent(/\(deleted\)$/);
    await expect(canvas.getByRole('button', { name: 'Restore Data Entry User 2' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  },
};

export const RowActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Administrator' }));
    await expect(onEdit).toHaveBeenCalledWith(1);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No results')).toBeVisible();
    await expect(canvas.getByText('0 of 0')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible());
    await expect(canvas.getByRole('grid').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The projects table pages on the server: the table shows one page and the total the server reports. */
function ServerPaged() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(5);
  const total = 23;
  const items = Array.from({ length: Math.min(pageSize, total - (page - 1) * pageSize) }, (_, i) => {
    const n = (page - 1) * pageSize + i + 1;
    return { id: n, name: `Project ${String(n).padStart(2, '0')}`, papers: n * 3 };
  });
  return (
    <DataTable
      title="Projects"
      columns={[
        { id: 'name', name: 'Project name' },
        { id: 'papers', name: 'Paper count', align: 'end' },
      ]}
      items={items}
      paging="server"
      pagination={{ page, onPageChange: setPage, pageSize, onPageSizeChange: setPageSize, pageSizeOptions: [5, 10, 25], totalItems: total }}
    />
  );
}

export const ServerPaging: Story = {
  render: () => <ServerPaged />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1-5 of 23')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '10');
    await expect(canvas.getByText('1-10 of 23')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('21-23 of 23')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RolesTable title="Live rows" />
      <RolesTable title="Deleted rows" items={roles.filter((r) => r.deletedAt)} paging="none" />
      <RolesTable title="Empty" items={[]} />
      <DataTable aria-label="Without title, toolbar or paging" columns={columns} items={roles.slice(0, 3)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('grid')).toHaveLength(4);
  },
};
