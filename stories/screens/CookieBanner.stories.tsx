import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookieBanner } from '../../src/screens';

const statement = 'Sourcebench uses cookies. By continuing to use Sourcebench, you agree to our use of strictly necessary cookies.';

const meta = {
  title: 'Screens/CookieBanner',
  component: CookieBanner,
  args: { dismissedAt: null, onAcknowledge: fn() },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NotYetAcknowledged: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Cookie notice' });
    await expect(region).toHaveTextContent(statement);
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Acknowledge' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAcknowledge).toHaveBeenCalledOnce();
  },
};

export const Recording: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Acknowledge' })).toHaveAttribute('data-pending', 'true');
  },
};

export const AlreadyAcknowledged: Story = {
  args: { dismissedAt: '2024-03-01T09:30:00.000Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  },
};

/** On the editor's pages the notice is a small card floating at the window's bottom-right corner, so the figure keeps the window's height. */
export const CompactOnTheEditorsPages: Story = {
  args: { isCompact: true },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cookie notice' });
    await expect(region).toHaveTextContent(statement);
    const box = region.getBoundingClientRect();
    const { clientWidth, clientHeight } = document.documentElement;
    await expect(box.bottom).toBeLessThanOrEqual(clientHeight);
    await expect(box.right).toBeLessThanOrEqual(clientWidth);
    await expect(clientWidth - box.right).toBeLessThan(32);
    await expect(clientHeight - box.bottom).toBeLessThan(32);
    await expect(box.width).toBeLessThanOrEqual(26 * 16);
  },
};
