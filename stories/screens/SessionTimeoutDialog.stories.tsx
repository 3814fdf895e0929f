import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SessionTimeoutDialog } from '../../src/screens';

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Screens/SessionTimeoutDialog',
  component: SessionTimeoutDialog,
  tags: ['!autodocs'],
  args: { isOpen: true, remainingMs: 300_000, onStayLoggedIn: fn() },
} satisfies Meta<typeof SessionTimeoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FullCountdown: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Session timeout' });
    await expect(dialog).toHaveAccessibleDescription('Your session will timeout in 5:00. Are you still there?');
    const stay = within(dialog).getByRole('button', { name: 'Yes, I am' });
    await waitFor(() => expect(stay).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onStayLoggedIn).toHaveBeenCalledOnce();
  },
};

export const LastSeconds: Story = {
  args: { remainingMs: 9_400 },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Your session will timeout in 0:10. Are you still there?')).toBeVisible();
  },
};

export const EscapeDoesNotClose: Story = {
  args: { remainingMs: 125_000 },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Session timeout' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByText('Your session will timeout in 2:05. Are you still there?')).toBeVisible();
    await expect(args.onStayLoggedIn).not.toHaveBeenCalled();
  },
};

export const Refreshing: Story = {
  args: { remainingMs: 61_000, isPending: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Session timeout' });
    await expect(within(dialog).getByRole('button', { name: 'Yes, I am' })).toHaveAttribute('data-pending', 'true');
  },
};
