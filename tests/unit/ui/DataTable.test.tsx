import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from '../../../src/ui/DataTable/DataTable';

interface Role {
  id: number;
  name: string;
  deleted: boolean;
}

const columns: DataTableColumn<Role>[] = [
  { id: 'id', name: 'ID' },
  { id: 'name', name: 'Name', isRowHeader: true },
];
const roles: Role[] = [
  { id: 1, name: 'Administrator', deleted: false },
  { id: 2, name: 'QC user', deleted: true },
];

describe('DataTable loading indicator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears only once loading has lasted 250 ms', () => {
    render(<DataTable title="Roles" columns={columns} items={roles} isLoading />);
    expect(screen.getByRole('grid', { name: 'Roles' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    act(() => vi.advanceTimersByTime(249));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('never shows for a load that ends before 250 ms', () => {
    const { rerender } = render(<DataTable title="Roles" columns={columns} items={[]} isLoading />);
    act(() => vi.advanceTimersByTime(200));
    rerender(<DataTable title="Roles" columns={columns} items={roles} isLoading={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Roles' }).closest('[aria-busy]')).toBeNull();
  });
});

describe('DataTable', () => {
  it("shows 'No results' when there are no rows and it is not loading", () => {
    render(<DataTable aria-label="Roles" columns={columns} items={[]} />);
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('states that a deleted row is deleted', () => {
    render(<DataTable aria-label="Roles" columns={columns} items={roles} isRowDeleted={(r) => r.deleted} />);
    const rows = screen.getAllByRole('row');
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('QC user (deleted)');
    expect(rows[2]).toHaveAttribute('data-deleted', 'true');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(/^Administrator$/);
  });
});
