import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SortDescriptor } from 'react-aria-components';
import type { Permission, Role, User } from '../../src/api/schemas';
import {
  UNLOCK_SEQUENCE,
  UsersScreen,
  utcDateTime,
  type AdminListFilter,
  type PermissionOption,
} from '../../src/screens';
import { afterDialogsClose, body } from './play';

// ---------------------------------------------------------------------------------------------
// Fixed data: screenshots must not depend on the clock, the time zone or randomness.

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const orgs = [
  { uuid: uuid(101), name: 'Cochrane Heart Group' },
  { uuid: uuid(102), name: 'Evidence Synthesis Unit' },
  { uuid: uuid(103), name: 'Paediatric Trials Network' },
];
const roleRefs = [
  { uuid: uuid(201), name: 'Administrator', slug: 'administrator' },
  { uuid: uuid(202), name: 'Source Data Extract User', slug: 'source_data_extract_user' },
  { uuid: uuid(203), name: 'QC User', slug: 'qc_user' },
];

function user(n: number, first: string, last: string, extra: Partial<User> = {}): User {
  return {
    id: n,
    uuid: uuid(n),
    email: `${first.toLowerCase()}.${last.toLowerCase()}@example.org`,
    first_name: first,
    last_name: last,
    initials: `${first[0]}${last[0]}`,
    roles: [roleRefs[1]!],
    organizations: [orgs[0]!],
    sso_enabled: false,
    last_login_at: `2025-03-${String((n % 27) + 1).padStart(2, '0')}T08:15:00.000Z`,
    cookie_notice_dismissed_at: null,
    created_at: '2024-01-10T09:30:00.000Z',
    deleted_at: null,
    ...extra,
  };
}

const users: User[] = [
  user(1, 'Ada', 'Lovelace', { roles: [roleRefs[0]!, roleRefs[1]!], organizations: [orgs[0]!, orgs[1]!] }),
  user(2, 'Grace', 'Hopper', { sso_enabled: true }),
  user(3, 'Alan', 'Turing', { roles: [], last_login_at: null }),
  user(4, 'Katherine', 'Johnson', { organizations: [] }),
  user(5, 'Edsger', 'Dijkstra', { roles: [roleRefs[2]!, roleRefs[0]!], sso_enabled: true }),
  ...['Barbara Liskov', 'Donald Knuth', 'Frances Allen', 'John Backus', 'Margaret Hamilton', 'Niklaus Wirth', 'Radia Perlman'].map((name, i) => {
    const [first, last] = name.split(' ') as [string, string];
    return user(6 + i, first, last);
  }),
  user(13, 'Charles', 'Babbage', { deleted_at: '2025-02-01T10:00:00.000Z' }),
  user(14, 'Hedy', 'Lamarr', { deleted_at: '2025-02-02T10:00:00.000Z', organizations: [] }),
];

const permissionRows: Permission[] = [
  'create_user',
  'edit_user',
  'edit_user_self',
  'delete_user',
  'data_entry',
  'quality_control',
  'manage_tags',
  'manage_organizations',
].map((slug, i) => ({
  id: i + 1,
  uuid: uuid(300 + i),
  name: slug.split('_').map((w, j) => (j === 0 ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' '),
  slug,
  description: `Allows ${slug.replace(/_/g, ' ')}`,
  created_at: `2024-02-0${(i % 9) + 1}T12:00:00.000Z`,
  deleted_at: i === 7 ? '2025-01-05T12:00:00.000Z' : null,
}));
const ref = (p: Permission): PermissionOption => ({ id: p.id, uuid: p.uuid, name: p.name, slug: p.slug });

const roleRows: Role[] = [
  { ...roleRefs[0]!, id: 1, description: 'Every permission', permissions: permissionRows.map(ref), permissions_count: 8 },
  { ...roleRefs[1]!, id: 2, description: 'Extracts source data from papers', permissions: [ref(permissionRows[4]!)], permissions_count: 1 },
  { ...roleRefs[2]!, id: 3, description: 'Checks completed extractions', permissions: [ref(permissionRows[5]!)], permissions_count: 1 },
  { uuid: uuid(204), name: 'Auditor', slug: 'auditor', id: 4, description: 'Read only', permissions: [], permissions_count: 0 },
].map((r, i) => ({ ...r, created_at: `2024-0${i + 1}-15T14:45:00.000Z`, deleted_at: r.slug === 'auditor' ? '2025-01-03T09:00:00.000Z' : null }));

const searchPermissions = (text: string) =>
  Promise.resolve(permissionRows.filter((p) => p.deleted_at === null && `${p.name} ${p.slug}`.toLowerCase().includes(text.toLowerCase())).map(ref));

// ---------------------------------------------------------------------------------------------
// A harness that pages, sorts and filters like the server would, and records every callback.

interface HarnessArgs {
  isAdmin: boolean;
  usersLoading?: boolean;
  usersError?: string | null;
  usersEmpty?: boolean;
  usersShowDeleted?: boolean;
  usersPage?: number;
  /** The search the users list starts with. */
  usersSearch?: string;
  rolesLoading?: boolean;
  organizationsLoading?: boolean;
  permissionsUnlocked?: boolean;
  onUserCreate: (values: unknown) => Promise<unknown>;
  onUserUpdate: (item: User, values: unknown) => Promise<unknown>;
  onUserDelete: (item: User) => Promise<unknown>;
  onUserRestore: (item: User) => Promise<unknown>;
  onUsersFilterChange: (filter: AdminListFilter) => void;
  onUsersPageChange: (page: number) => void;
  onUsersSearchChange: (query: string) => void;
  onRoleCreate: (values: unknown) => Promise<unknown>;
  onRoleUpdate: (item: Role, values: unknown) => Promise<unknown>;
  onRoleDelete: (item: Role) => Promise<unknown>;
  onRoleRestore: (item: Role) => Promise<unknown>;
  onPermissionCreate: (values: unknown) => Promise<unknown>;
  onPermissionUpdate: (item: Permission, values: unknown) => Promise<unknown>;
  onPermissionDelete: (item: Permission) => Promise<unknown>;
  onPermissionRestore: (item: Permission) => Promise<unknown>;
}

/** GET /users matches its filter in e-mail, first and last name, ignoring case. */
const userMatches = (user: User, search: string) =>
  [user.email, user.first_name, user.last_name].some((text) => text.toLowerCase().includes(search.toLowerCase()));

function useServerList<T extends { deleted_at: string | null }>(
  rows: readonly T[],
  initial: { page?: number; showDeleted?: boolean; sort: SortDescriptor; search?: string },
  matches: (row: T, search: string) => boolean = () => true,
) {
  const [page, setPage] = useState(initial.page ?? 1);
  const [showDeleted, setShowDeleted] = useState(initial.showDeleted ?? false);
  const [sort, setSort] = useState<SortDescriptor>(initial.sort);
  const [search, setSearch] = useState(initial.search ?? '');
  const filtered = rows.filter((r) => (showDeleted ? r.deleted_at !== null : r.deleted_at === null) && (!search || matches(r, search)));
  return { page, setPage, showDeleted, setShowDeleted, sort, setSort, search, setSearch, items: filtered.slice((page - 1) * 10, page * 10), total: filtered.length };
}

function UsersHarness(args: HarnessArgs) {
  const userList = useServerList(
    args.usersEmpty ? [] : users,
    { page: args.usersPage, showDeleted: args.usersShowDeleted, sort: { column: 'email', direction: 'ascending' }, search: args.usersSearch },
    userMatches,
  );
  const { search: _roleSearch, setSearch: _setRoleSearch, ...roleList } = useServerList(roleRows, { sort: { column: 'id', direction: 'ascending' } });
  const { search: _permissionSearch, setSearch: _setPermissionSearch, ...permissionList } = useServerList(permissionRows, { sort: { column: 'id', direction: 'ascending' } });
  return (
    <UsersScreen
      isAdmin={args.isAdmin}
      users={{
        items: args.usersLoading || args.usersError ? [] : userList.items,
        total: args.usersLoading || args.usersError ? 0 : userList.total,
        page: userList.page,
        sort: userList.sort,
        showDeleted: userList.showDeleted,
        isLoading: args.usersLoading,
        error: args.usersError,
        formatDateTime: utcDateTime,
        roleOptions: roleRefs,
        organizationOptions: orgs,
        isRolesLoading: args.rolesLoading,
        isOrganizationsLoading: args.organizationsLoading,
        onPageChange: (p) => {
          args.onUsersPageChange(p);
          userList.setPage(p);
        },
        onSortChange: userList.setSort,
        onFilterChange: (f) => {
          args.onUsersFilterChange(f);
          userList.setShowDeleted(f.showDeleted);
        },
        search: userList.search,
        onSearchChange: (query) => {
          args.onUsersSearchChange(query);
          userList.setSearch(query);
          if (userList.page !== 1) {
            args.onUsersPageChange(1);
            userList.setPage(1);
          }
        },
        onCreate: args.onUserCreate,
        onUpdate: args.onUserUpdate,
        onDelete: args.onUserDelete,
        onRestore: args.onUserRestore,
      }}
      roles={{
        ...roleList,
        formatDateTime: utcDateTime,
        onPageChange: roleList.setPage,
        onSortChange: roleList.setSort,
        onFilterChange: (f) => roleList.setShowDeleted(f.showDeleted),
        onSearchPermissions: searchPermissions,
        onCreate: args.onRoleCreate,
        onUpdate: args.onRoleUpdate,
        onDelete: args.onRoleDelete,
        onRestore: args.onRoleRestore,
      }}
      permissions={{
        ...permissionList,
        formatDateTime: utcDateTime,
        defaultUnlocked: args.permissionsUnlocked,
        onPageChange: permissionList.setPage,
        onSortChange: permissionList.setSort,
        onFilterChange: (f) => permissionList.setShowDeleted(f.showDeleted),
        onCreate: args.onPermissionCreate,
        onUpdate: args.onPermissionUpdate,
        onDelete: args.onPermissionDelete,
        onRestore: args.onPermissionRestore,
      }}
    />
  );
}

const resolved = () => fn(() => Promise.resolve());

const meta = {
  title: 'Screens/Users',
  component: UsersHarness,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
  args: {
    isAdmin: true,
    onUserCreate: resolved(),
    onUserUpdate: resolved(),
    onUserDelete: resolved(),
    onUserRestore: resolved(),
    onUsersFilterChange: fn(),
    onUsersPageChange: fn(),
    onUsersSearchChange: fn(),
    onRoleCreate: resolved(),
    onRoleUpdate: resolved(),
    onRoleDelete: resolved(),
    onRoleRestore: resolved(),
    onPermissionCreate: resolved(),
    onPermissionUpdate: resolved(),
    onPermissionDelete: resolved(),
    onPermissionRestore: resolved(),
  },
} satisfies Meta<typeof UsersHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('grid', { name }));

/** Opens the 'Add new user' dialog and returns it. */
async function openUserDialog(canvasElement: HTMLElement, button = 'Add new user', name = 'Create user') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  return within(await body(canvasElement).findByRole('dialog', { name }));
}

/** Types into a field by keyboard after selecting its text, then leaves it so its error shows. */
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

// ---------------------------------------------------------------------------------------------

export const Playground: Story = {};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement, 'Users');
    for (const name of ['User email', 'First name', 'Last name', 'UUID', 'Roles', 'Organizations', 'Last login at', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    const ada = table.getByRole('row', { name: /ada\.lovelace@example\.org/ });
    await expect(within(ada).getByText('ADMIN')).toBeVisible();
    await expect(within(ada).queryByText('SSO')).not.toBeInTheDocument();
    await expect(within(ada).getByText('2025-03-02 08:15')).toBeVisible();
    const grace = table.getByRole('row', { name: /grace\.hopper/ });
    await expect(within(grace).getByText('SSO')).toBeVisible();
    await expect(within(grace).queryByText('ADMIN')).not.toBeInTheDocument();
    // ADMIN only when administrator is the first role.
    await expect(within(table.getByRole('row', { name: /edsger/ })).queryByText('ADMIN')).not.toBeInTheDocument();
    const alan = table.getByRole('row', { name: /alan\.turing/ });
    await expect(within(alan).getByRole('img', { name: 'No associated roles' })).toBeVisible();
    await expect(within(alan).getByRole('gridcell', { name: '-' })).toBeVisible();
    const katherine = table.getByRole('row', { name: /katherine/ });
    await expect(within(katherine).getByRole('img', { name: 'No associated organizations' })).toBeVisible();
    await expect(within(canvasElement).getByText('1-10 of 12')).toBeVisible();
    await expect(within(canvasElement).getByRole('grid', { name: 'Roles' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { usersLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible());
    await expect(canvas.getByText('Loading…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { usersEmpty: true },
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement, 'Users').getByText('No results')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { usersError: 'Request failed with status 500: Internal Server Error' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Users could not be loaded' });
    await expect(banner).toHaveTextContent('Request failed with status 500: Internal Server Error');
  },
};

/** Non-administrators see only the users table. */
export const Forbidden: Story = {
  args: { isAdmin: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Users' })).toBeVisible();
    await expect(canvas.queryByRole('grid', { name: 'Roles' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('grid', { name: 'Permissions' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Enter the code...')).not.toBeInTheDocument();
  },
};

export const DeletedRowsShown: Story = {
  args: { usersShowDeleted: true },
  play: async ({ canvasElement, args }) => {
    const table = grid(canvasElement, 'Users');
    const row = table.getByRole('row', { name: /charles\.babbage/ });
    await expect(row).toHaveAttribute('data-deleted', 'true');
    await expect(within(row).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Restore Charles Babbage' }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleName('Are you sure you want to restore this user? Charles Babbage (charles.babbage@example.org)');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onUserRestore).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(13) })));
    await afterDialogsClose(canvasElement);
    // Focus goes back to the row's Restore button; its whole cell is brought into view, so the wide
    // table ends scrolled to its Actions column however the browser restored focus.
    const restore = within(row).getByRole('button', { name: 'Restore Charles Babbage' });
    await waitFor(() => expect(restore).toHaveFocus());
    restore.closest('td, [role="gridcell"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    await expect(within(canvasElement).getByRole('button', { name: 'Hide deleted' })).toBeVisible();
  },
};

export const ShowDeletedGoesToPageOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const usersSection = canvas.getByRole('region', { name: 'Users' });
    await userEvent.click(within(usersSection).getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('11-12 of 12')).toBeVisible();
    await userEvent.click(within(usersSection).getByRole('button', { name: 'Show deleted' }));
    await expect(args.onUsersFilterChange).toHaveBeenCalledWith({ showDeleted: true });
    await expect(args.onUsersPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('1-2 of 2')).toBeVisible();
  },
};

/** The search asks the server once the typing pauses (200 ms), and the list returns to page 1. */
export const SearchUsers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const usersSection = canvas.getByRole('region', { name: 'Users' });
    await userEvent.click(within(usersSection).getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('11-12 of 12')).toBeVisible();
    const search = within(usersSection).getByRole('searchbox', { name: 'Search users' });
    await expect(search).toHaveAttribute('placeholder', 'Search by e-mail or name');
    await userEvent.click(search);
    await userEvent.keyboard('HOPPER');
    await waitFor(() => expect(args.onUsersSearchChange).toHaveBeenCalledWith('HOPPER'));
    // One request for the whole word, not one per key.
    await expect(args.onUsersSearchChange).toHaveBeenCalledTimes(1);
    await expect(args.onUsersPageChange).toHaveBeenLastCalledWith(1);
    const table = grid(canvasElement, 'Users');
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2));
    await expect(table.getByRole('row', { name: /grace\.hopper@example\.org/ })).toBeVisible();
    await expect(canvas.getByText('1-1 of 1')).toBeVisible();
  },
};

/** Nothing matches: the table says so; Escape clears the search and the whole list returns at once. */
export const SearchNoResults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search users' });
    await userEvent.click(search);
    await userEvent.keyboard('nobody@nowhere');
    const table = grid(canvasElement, 'Users');
    await waitFor(() => expect(table.getByText('No results')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onUsersSearchChange).toHaveBeenLastCalledWith('');
    await expect(search).toHaveValue('');
    await expect(canvas.getByText('1-10 of 12')).toBeVisible();
    await userEvent.keyboard('nobody@nowhere');
    await waitFor(() => expect(table.getByText('No results')).toBeVisible());
  },
};

/** Returning to the page with a search still applied shows it in the box. */
export const SearchApplied: Story = {
  args: { usersSearch: 'example.org' , usersPage: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('example.org');
    await expect(canvas.getByText('11-12 of 12')).toBeVisible();
  },
};

export const DeleteUserConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const row = grid(canvasElement, 'Users').getByRole('row', { name: /grace\.hopper/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Grace Hopper' }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleName('Are you sure you want to delete this user? Grace Hopper (grace.hopper@example.org)');
    // A destructive confirmation starts on No.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'No' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onUserDelete).not.toHaveBeenCalled();
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Grace Hopper' }));
    const again = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onUserDelete).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(2) })));
    await afterDialogsClose(canvasElement);
  },
};

/** Every rule of the user form, broken by keyboard, with its exact message. */
export const CreateUserValidation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openUserDialog(canvasElement);
    const create = dialog.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    const first = dialog.getByRole('textbox', { name: 'First name' });
    const last = dialog.getByRole('textbox', { name: 'Last name' });
    const email = dialog.getByRole('textbox', { name: 'Email address' });
    const password = dialog.getByLabelText(/^New password/, { selector: 'input' });

    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.tab();
    await expect(first).toHaveAccessibleDescription(/First name is required/);
    await retype(first, 'A'.repeat(41));
    await expect(first).toHaveAccessibleDescription(/First name is too long/);
    await retype(last, '');
    await expect(last).toHaveAccessibleDescription(/Last name is required/);
    await retype(last, 'B'.repeat(41));
    await expect(last).toHaveAccessibleDescription(/Last name is too long/);
    await retype(email, '');
    await expect(email).toHaveAccessibleDescription(/Email is required/);
    await retype(email, 'not-an-email');
    await expect(email).toHaveAccessibleDescription(/Must be a valid email address/);
    await retype(password, '');
    await expect(password).toHaveAccessibleDescription(/Password is required/);
    await retype(password, 'short');
    await expect(password).toHaveAccessibleDescription(/Password is too short/);
    await retype(password, 'x'.repeat(61));
    await expect(password).toHaveAccessibleDescription(/Password is too long/);
    await retype(password, 'password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(create).toBeDisabled();
  },
};

/** A complete form: trimmed names, lower-cased e-mail, role and organization picked by keyboard. */
export const CreateUser: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openUserDialog(canvasElement);
    const create = dialog.getByRole('button', { name: 'Create' });
    const first = dialog.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('  Ada ');
    await userEvent.tab();
    await userEvent.keyboard('Lovelace');
    await userEvent.tab();
    await userEvent.keyboard('Ada.Lovelace@Example.org');
    await userEvent.tab();
    await userEvent.keyboard('correct horse battery staple');
    const password = dialog.getByLabelText(/^New password/, { selector: 'input' });
    await expect(password).not.toHaveAttribute('aria-invalid');
    // Complete except for the organization: Create says why it stays disabled.
    const orgPicker = dialog.getByRole('combobox', { name: 'Add organizations' });
    await expect(orgPicker).toHaveAccessibleDescription('Organization is required');
    await expect(create).toBeDisabled();

    await userEvent.click(dialog.getByRole('combobox', { name: 'Add roles' }));
    await pick('qc', 'QC User');
    await userEvent.click(orgPicker);
    await pick('heart', 'Cochrane Heart Group');
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() =>
      expect(args.onUserCreate).toHaveBeenCalledWith({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada.lovelace@example.org',
        password: 'correct horse battery staple',
        roles: [uuid(203)],
        organizations: [uuid(101)],
      }),
    );
    await afterDialogsClose(canvasElement);
  },
};

/** Update waits for a change; the password is optional when editing and sent only when typed. */
export const EditUserNeedsAChange: Story = {
  play: async ({ canvasElement, args }) => {
    const row = grid(canvasElement, 'Users').getByRole('row', { name: /grace\.hopper/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Edit Grace Hopper' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Edit user' }));
    const update = dialog.getByRole('button', { name: 'Update' });
    await expect(dialog.getByRole('textbox', { name: 'Email address' })).toHaveValue('grace.hopper@example.org');
    await expect(update).toBeDisabled();
    const last = dialog.getByRole('textbox', { name: 'Last name' });
    await retype(last, 'Hopper ');
    // Only spaces changed: nothing the server would see.
    await expect(update).toBeDisabled();
    await retype(last, 'Murray Hopper');
    await waitFor(() => expect(update).toBeEnabled());
    await userEvent.click(update);
    await waitFor(() =>
      expect(args.onUserUpdate).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(2) }), {
        first_name: 'Grace',
        last_name: 'Murray Hopper',
        email: 'grace.hopper@example.org',
        roles: [uuid(202)],
        organizations: [uuid(101)],
      }),
    );
    await afterDialogsClose(canvasElement);
  },
};

/** Create and Update wait while roles or organizations load. */
export const UserFormWhileOptionsLoad: Story = {
  args: { rolesLoading: true, organizationsLoading: true },
  play: async ({ canvasElement }) => {
    const row = grid(canvasElement, 'Users').getByRole('row', { name: /grace\.hopper/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Edit Grace Hopper' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Edit user' }));
    await retype(dialog.getByRole('textbox', { name: 'First name' }), 'Gracie');
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: 'Add roles' })).toBeDisabled();
  },
};

export const ClearAndCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openUserDialog(canvasElement);
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    await userEvent.keyboard('Ada');
    await userEvent.click(dialog.getByRole('button', { name: 'Clear' }));
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onUserCreate).not.toHaveBeenCalled();
  },
};

/** A failed save keeps the dialog open with what was typed. */
export const SaveFails: Story = {
  args: { onUserUpdate: fn(() => Promise.reject(new Error('Email already taken'))) },
  play: async ({ canvasElement, args }) => {
    const row = grid(canvasElement, 'Users').getByRole('row', { name: /grace\.hopper/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Edit Grace Hopper' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Edit user' }));
    await retype(dialog.getByRole('textbox', { name: 'First name' }), 'Gracie');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onUserUpdate).toHaveBeenCalled());
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Gracie');
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeEnabled();
  },
};

// ---------------------------------------------------------------------------------------------
// Roles

export const RolesTableFilled: Story = {
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement, 'Roles');
    for (const name of ['ID', 'Name', 'Description', 'Created at', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    const admin = table.getByRole('row', { name: /Administrator/ });
    await expect(within(admin).getByText('8 permissions')).toBeVisible();
    await expect(within(admin).getByText('2024-01-15 14:45')).toBeVisible();
    await expect(within(admin).getByRole('button', { name: 'Edit Administrator' })).toBeVisible();
    await expect(within(admin).getByRole('button', { name: 'Delete Administrator' })).toBeVisible();
  },
};

export const DeleteRoleConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const table = grid(canvasElement, 'Roles');
    await userEvent.click(table.getByRole('button', { name: 'Delete QC User' }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleName('Are you sure you want to delete this role? QC User (qc_user)');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onRoleDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 3 })));
    await afterDialogsClose(canvasElement);
  },
};

export const RestoreRoleConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Roles' }));
    await userEvent.click(section.getByRole('button', { name: 'Show deleted' }));
    const row = section.getByRole('row', { name: /Auditor/ });
    await expect(row).toHaveAttribute('data-deleted', 'true');
    await userEvent.click(within(row).getByRole('button', { name: 'Restore Auditor' }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleName(/^Are you sure you want to restore this role\?/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await expect(args.onRoleRestore).not.toHaveBeenCalled();
  },
};

/** Every rule of the role form with its exact message, hints, and the permission search. */
export const CreateRoleValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openUserDialog(canvasElement, 'Add new role', 'Create role');
    const create = dialog.getByRole('button', { name: 'Create' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    const slug = dialog.getByRole('textbox', { name: 'Slug' });
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await expect(name).toHaveAccessibleDescription('e.g. Source Data Extract User');
    await expect(slug).toHaveAccessibleDescription('lower-case name joined by underscores');
    await expect(create).toBeDisabled();

    await retype(name, '   ');
    await expect(name).toHaveAccessibleDescription('Name is required');
    await userEvent.click(name);
    await userEvent.paste('n'.repeat(256));
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription('Name is too long');
    await retype(slug, '');
    await expect(slug).toHaveAccessibleDescription('Slug is required');
    await retype(slug, 'Data Reviewer');
    await expect(slug).toHaveAccessibleDescription('Slug can only contain _, lower-case letters, and numbers');
    await userEvent.click(slug);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.paste('s'.repeat(256));
    await userEvent.tab();
    await expect(slug).toHaveAccessibleDescription('Slug is too long');
    await retype(description, '');
    await expect(description).toHaveAccessibleDescription(/Description is required/);
    await userEvent.click(description);
    await userEvent.paste('d'.repeat(501));
    await userEvent.tab();
    await expect(description).toHaveAccessibleDescription(/Description is too long/);
    await expect(create).toBeDisabled();

    await retype(name, ' Data Reviewer ');
    await retype(slug, 'data_reviewer');
    await retype(description, 'Reviews extracted data ');
    await expect(create).toBeEnabled();

    const picker = dialog.getByRole('combobox', { name: 'Add permissions' });
    await expect(picker).toHaveAccessibleDescription('Type in keywords to begin searching');
    await userEvent.click(picker);
    await userEvent.keyboard('zzz');
    await expect(await screen.findByText('No results')).toBeVisible();
    await pick('{Control>}a{/Control}{Backspace}quality', 'Quality control');
    await expect(dialog.getByRole('row', { name: 'Quality control' })).toBeInTheDocument();
    await userEvent.click(create);
    await waitFor(() =>
      expect(args.onRoleCreate).toHaveBeenCalledWith({
        name: 'Data Reviewer',
        slug: 'data_reviewer',
        description: 'Reviews extracted data',
        permissionIds: [6],
      }),
    );
    await afterDialogsClose(canvasElement);
  },
};

/** The slug of an existing role is fixed; Update waits for a change, including to its permissions. */
export const EditRole: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(grid(canvasElement, 'Roles').getByRole('button', { name: 'Edit QC User' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Edit role' }));
    const update = dialog.getByRole('button', { name: 'Update' });
    await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveAttribute('readonly');
    await expect(update).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Quality control' }));
    await expect(update).toBeEnabled();
    await userEvent.click(update);
    await waitFor(() =>
      expect(args.onRoleUpdate).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }), {
        name: 'QC User',
        slug: 'qc_user',
        description: 'Checks completed extractions',
        permissionIds: [],
      }),
    );
    await afterDialogsClose(canvasElement);
  },
};

// ---------------------------------------------------------------------------------------------
// Permissions

/** Locked until the code arrives: the overlay is focusable, named and described by its hint. */
export const PermissionsLocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lock = canvas.getByRole('application', { name: 'Permissions are locked' });
    await expect(lock).toHaveAccessibleDescription('Enter the code...');
    // The table behind the lock is inert: no rows, out of the tab order and of the accessibility tree.
    const table = canvas.getByRole('grid', { name: 'Permissions' });
    await expect(table.closest('[inert]')).not.toBeNull();
    await expect(within(table).getByText('No results')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add new permission' }).closest('[inert]')).not.toBeNull();
    lock.focus();
    // A wrong key midway starts over.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}x{ArrowDown}{ArrowLeft}{ArrowRight}{ArrowLeft}{ArrowRight}ba{Enter}');
    await expect(lock).toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const PermissionsUnlockByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lock = canvas.getByRole('application', { name: 'Permissions are locked' });
    // Reached with Tab, like every other control.
    for (let i = 0; i < 100 && document.activeElement !== lock; i += 1) await userEvent.tab();
    await expect(lock).toHaveFocus();
    const keys = UNLOCK_SEQUENCE.map((k) => (k.length === 1 ? k : `{${k}}`)).join('');
    await userEvent.keyboard(keys);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Permissions unlocked');
    const table = canvas.getByRole('grid', { name: 'Permissions' });
    await expect(within(table).getByRole('row', { name: /Create user/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add new permission' })).toBeVisible();
    const section = within(canvas.getByRole('region', { name: 'Permissions' }));
    await expect(section.getByRole('button', { name: 'Show deleted' })).toHaveFocus();
  },
};

export const PermissionConfirmations: Story = {
  args: { permissionsUnlocked: true },
  play: async ({ canvasElement, args }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Permissions' }));
    await userEvent.click(section.getByRole('button', { name: 'Delete Edit user' }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleName('Are you sure you want to delete this permission? Edit user (edit_user)');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onPermissionDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2 })));
    await afterDialogsClose(canvasElement);
    await userEvent.click(section.getByRole('button', { name: 'Show deleted' }));
    await userEvent.click(section.getByRole('button', { name: 'Restore Manage organizations' }));
    const restore = await body(canvasElement).findByRole('alertdialog');
    await expect(restore).toHaveAccessibleName(/^Are you sure you want to restore this permission\?/);
    await userEvent.click(within(restore).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onPermissionRestore).toHaveBeenCalledWith(expect.objectContaining({ id: 8 })));
    await afterDialogsClose(canvasElement);
  },
};

/** The permission form has only Name, Slug and Description. */
export const CreatePermission: Story = {
  args: { permissionsUnlocked: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await openUserDialog(canvasElement, 'Add new permission', 'Create permission');
    await expect(dialog.queryByRole('combobox')).not.toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.keyboard('Download data');
    await userEvent.tab();
    await userEvent.keyboard('download_data');
    await userEvent.tab();
    await userEvent.keyboard('Download extracted data');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(args.onPermissionCreate).toHaveBeenCalledWith({ name: 'Download data', slug: 'download_data', description: 'Download extracted data' }),
    );
    await afterDialogsClose(canvasElement);
  },
};

