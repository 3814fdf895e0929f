import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccessDeniedPage, AppHeader, AppNavigation, AppShell, CookieBanner, WelcomePage, useShellNavigation, type AppShellProps } from '../../src/screens';

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
    header: <AppHeader isLoggedIn mode="data-entry" onValidate={fn()} onSave={fn()} onSaveAndClose={fn()} onMarkCompleted={fn()} onLogout={fn()} />,
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
    const toggle = canvas.getByRole('button', { name: 'Close navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Open navigation');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

const navigate = fn();

/** The shell as the app wires it: the drawer's state follows the window's width (useShellNavigation). */
function ResponsiveShell(args: AppShellProps) {
  const drawer = useShellNavigation();
  return (
    // Entries navigate through the router; here the story records where they lead.
    <RouterProvider navigate={navigate}>
      <AppShell
        {...args}
        isNavigationOpen={drawer.isNavigationOpen}
        navigationMode={drawer.navigationMode}
        onNavigationOpenChange={drawer.setNavigationOpen}
        header={<AppHeader isLoggedIn isNavigationOpen={drawer.isNavigationOpen} onNavigationToggle={drawer.toggleNavigation} onLogout={fn()} />}
      />
    </RouterProvider>
  );
}

/** An 800 px window: below 900 px the drawer starts closed and opens over the page. */
const narrowWindow = {
  parameters: { viewport: { options: { narrow: { name: 'Narrow window (800 x 900)', styles: { width: '800px', height: '900px' }, type: 'tablet' } } } },
  globals: { viewport: { value: 'narrow', isRotated: false } },
} as const;

/** Wide windows: the drawer starts open beside the page. */
export const WideWindow: Story = {
  render: (args) => <ResponsiveShell {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
    const drawer = canvas.getByRole('navigation', { name: 'Main' });
    await expect(drawer.parentElement).toHaveAttribute('data-navigation-mode', 'docked');
    // Beside the page, not over it: the page starts where the drawer ends.
    await expect(canvas.getByRole('main').getBoundingClientRect().left).toBeGreaterThanOrEqual(drawer.getBoundingClientRect().right);
  },
};

/** Narrow windows: the drawer starts closed, leaving the page its whole width. */
export const NarrowWindow: Story = {
  ...narrowWindow,
  render: (args) => <ResponsiveShell {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(800);
    const toggle = canvas.getByRole('button', { name: 'Open navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getByRole('main').getBoundingClientRect().left).toBe(0);
  },
};

/**
 * Narrow windows: the toggle opens the drawer over the page and focus moves into it; Escape closes it and returns
 * focus to the toggle; choosing an entry or clicking the page behind it closes it too. It ends open.
 */
export const NarrowWindowDrawerOpen: Story = {
  ...narrowWindow,
  render: (args) => <ResponsiveShell {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Open navigation' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close navigation');
    await expect(drawer.parentElement).toHaveAttribute('data-navigation-mode', 'overlay');
    await waitFor(() => expect(within(drawer).getByRole('link', { name: 'Source Data Extraction' })).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAccessibleName('Open navigation');

    // Choosing an entry goes there and closes the drawer.
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(within(canvas.getByRole('navigation')).getByRole('link', { name: 'Training' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/home/training-dashboard', undefined);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();

    // A click on the page behind it closes it.
    await userEvent.click(toggle);
    await userEvent.click(canvasElement.querySelector<HTMLElement>('[data-navigation-scrim]')!);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};
