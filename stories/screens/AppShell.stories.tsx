import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccessDeniedPage, AppHeader, AppNavigation, AppShell, CookieBanner, WelcomePage } from '../../src/screens';

const user = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lovelace@example.org' };

function Page() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Source Data Extraction</h1>
      <p>Papers assigned to you appear here.</p>
    </section>
  );
}

const meta = {
  title: 'Screens/AppShell',
  component: AppShell,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    header: <AppHeader isLoggedIn mode="data-entry" onSave={fn()} onLogout={fn()} />,
    navigation: <AppNavigation user={user} permissions={{}} isAdmin flags={{}} ssoEnabled={false} currentHref="/home/dashboard" />,
    children: <Page />,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Landmarks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Source Data Extraction' })).toBeVisible();
    // The skip link is the first stop and takes keyboard users past header and drawer.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(main).toHaveAttribute('id', 'main-content');
  },
};

export const WithCookieNotice: Story = {
  args: { notice: <CookieBanner dismissedAt={null} onAcknowledge={fn()} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  },
};

export const Forbidden: Story = {
  args: { children: <AccessDeniedPage /> },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).getByRole('heading', { name: 'You do not have permission to view this page.' })).toBeVisible();
  },
};

export const LoggedOut: Story = {
  args: {
    header: <AppHeader isLoggedIn={false} onLogin={fn()} />,
    navigation: undefined,
    children: <WelcomePage onLogin={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Log in' })).toHaveLength(2);
  },
};

/** The header's menu button shows and hides the drawer. */
export const CollapsibleNavigation: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(true);
    return (
      <AppShell
        {...args}
        isNavigationOpen={isOpen}
        header={<AppHeader isLoggedIn isNavigationOpen={isOpen} onNavigationToggle={() => setOpen((open) => !open)} onLogout={fn()} />}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Navigation menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};
