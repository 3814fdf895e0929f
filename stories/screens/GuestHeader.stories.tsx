import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GuestHeader, HeaderBar } from '../../src/screens';

const meta = {
  title: 'Screens/GuestHeader',
  component: GuestHeader,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onLogin: fn() },
} satisfies Meta<typeof GuestHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a visitor sees on the login page: the brand, then 'Log in' by keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sourcebench' })).toHaveAttribute('href', '/home/dashboard');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const WithPartnerLogo: Story = {
  args: {
    productText: 'Sourcebench for Acme',
    partnerLogo: (
      <svg role="img" aria-label="Acme" width="64" height="24" viewBox="0 0 64 24">
        <rect width="64" height="24" rx="4" fill="#0b5cad" />
      </svg>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sourcebench for Acme' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Acme' })).toBeVisible();
  },
};

/** The bare frame, shown while a logged-in user's header loads. */
export const BareFrame: Story = {
  render: () => <HeaderBar />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
