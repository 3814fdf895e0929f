import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  Building2,
  CircleCheckBig,
  ClipboardCheck,
  FileText,
  FolderKanban,
  GraduationCap,
  LayoutDashboard,
  Search,
  Settings,
  Tags,
  Users,
} from 'lucide-react';
import { NavigationDrawer, type NavigationDrawerProps, type NavigationEntry } from '../../src/ui';

const entries: NavigationEntry[] = [
  { id: 'sde', label: 'Source Data Extraction', href: '/home/dashboard', icon: LayoutDashboard },
  { id: 'training', label: 'Training', href: '/home/training-dashboard', icon: GraduationCap },
  { id: 'qc', label: 'Quality Control', href: '/home/qc-dashboard', icon: ClipboardCheck },
  { id: 'completed', label: 'Completed Extractions', href: '/home/completed-extractions', icon: CircleCheckBig },
  { id: 'projects', label: 'Project Management', href: '/home/project-manager', icon: FolderKanban },
  { id: 'papers', label: 'Paper Management', href: '/home/paper-manager', icon: FileText },
  {
    id: 'tags',
    label: 'Tag Management',
    icon: Tags,
    children: [
      { id: 'tag-groups', label: 'Tag Groups', href: '/home/tag-groups' },
      { id: 'base-tags', label: 'Base Tags', href: '/home/base-tags' },
    ],
  },
  { id: 'users', label: 'User Management', href: '/home/users', icon: Users },
  { id: 'organizations', label: 'Organizations', href: '/home/organizations', icon: Building2 },
  { id: 'metathesaurus', label: 'Metathesaurus Search', href: '/home/metathesaurus', icon: Search },
  { id: 'settings', label: 'Settings', href: '/home/settings', icon: Settings },
];

const meta = {
  title: 'UI/NavigationDrawer',
  component: NavigationDrawer,
  parameters: { layout: 'fullscreen' },
  args: {
    user: { initials: 'JD', fullName: 'Jane Doe', email: 'jane.doe@example.org' },
    entries,
    currentHref: '/home/dashboard',
  },
  decorators: [(Story) => <div style={{ height: 720 }}>{Story()}</div>],
} satisfies Meta<NavigationDrawerProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CurrentEntry: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByText('Jane Doe')).toBeVisible();
    await expect(within(nav).getByText('jane.doe@example.org')).toBeVisible();
    const current = within(nav).getByRole('link', { name: 'Source Data Extraction' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/home/dashboard');
    await expect(getComputedStyle(nav).width).toBe('275px');
  },
};

export const GroupByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const group = within(nav).getByRole('button', { name: 'Tag Management' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    for (let i = 0; i < 7; i += 1) await userEvent.tab();
    await expect(group).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Tag Groups' })).toHaveFocus();
  },
};

export const CurrentInGroup: Story = {
  args: { currentHref: '/home/base-tags' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('button', { name: 'Tag Management' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Base Tags' })).toHaveAttribute('aria-current', 'page');
  },
};

export const WithoutUser: Story = { args: { user: undefined } };

export const StateMatrix: Story = {
  args: {
    currentHref: '/home/tag-groups',
    user: { initials: 'MW', fullName: 'Maximilian Wolfeschlegelsteinhausen', email: 'maximilian.wolfeschlegelsteinhausen@university.example.org' },
  },
};
