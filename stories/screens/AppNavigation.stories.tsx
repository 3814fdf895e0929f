import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppNavigation } from '../../src/screens';

const meta = {
  title: 'Screens/AppNavigation',
  component: AppNavigation,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ height: 720, display: 'flex' }}>{Story()}</div>],
  args: {
    user: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lovelace@example.org' },
    permissions: {},
    isAdmin: true,
    flags: {},
    ssoEnabled: false,
    currentHref: '/home/dashboard',
  },
} satisfies Meta<typeof AppNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkNames = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);

export const Playground: Story = {};

export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByText('AL')).toBeVisible();
    await expect(within(nav).getByText('Ada Lovelace')).toBeVisible();
    await expect(within(nav).getByText('ada.lovelace@example.org')).toBeVisible();
    await expect(within(nav).getByText('Version 1.12.195')).toBeVisible();
    await expect(linkNames(nav)).toEqual([
      'Source Data Extraction',
      'Training',
      'Quality Control',
      'Completed Extractions',
      'Project Management',
      'Paper Management',
      'User Management',
      'Organizations',
      'Metathesaurus Search',
      'Settings',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Source Data Extraction' })).toHaveAttribute('aria-current', 'page');
    const group = within(nav).getByRole('button', { name: 'Tag Management' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    group.focus();
    await userEvent.keyboard('{Enter}');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Tag Groups' })).toHaveAttribute('href', '/home/tag/tag-group-manager');
    await expect(within(nav).getByRole('link', { name: 'Base Tags' })).toHaveAttribute('href', '/home/tag/base-tag-manager');
  },
};

export const TagPageOpensItsGroup: Story = {
  args: { currentHref: '/home/tag/base-tag-manager' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('button', { name: 'Tag Management' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Base Tags' })).toHaveAttribute('aria-current', 'page');
  },
};

export const DataEntryUser: Story = {
  args: {
    isAdmin: false,
    user: { firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@example.org' },
    permissions: { data_entry: true, edit_user_self: true, access_completed_extractions: false },
    flags: { 'qc-dashboard': true },
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByText('GH')).toBeVisible();
    await expect(linkNames(nav)).toEqual(['Source Data Extraction', 'Training', 'Settings']);
    await expect(within(nav).queryByRole('button', { name: 'Tag Management' })).not.toBeInTheDocument();
  },
};

export const SingleSignOnUser: Story = {
  args: {
    isAdmin: false,
    ssoEnabled: true,
    user: { firstName: 'Katherine', lastName: 'Johnson', email: 'k.johnson@sourcebench.org' },
    permissions: { quality_control: true, edit_user_self: true, manage_tags: true },
    flags: { 'qc-dashboard': true, 'api-tokens': true },
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(linkNames(nav)).toEqual(['Source Data Extraction', 'Training', 'Quality Control']);
    await expect(within(nav).getByRole('button', { name: 'Tag Management' })).toBeVisible();
  },
};

export const SingleSignOnAdministratorWithApiTokens: Story = {
  args: { ssoEnabled: true, flags: { 'api-tokens': true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Settings' })).toBeVisible();
  },
};

export const NoPermissions: Story = {
  args: { isAdmin: false, user: { firstName: 'New', lastName: 'User', email: 'new.user@example.org' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    await expect(within(nav).getByText('New User')).toBeVisible();
  },
};
