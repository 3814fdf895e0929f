import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Cookie } from 'lucide-react';
import { Banner, bannerTones, Button, Stack } from '../../src/ui';

const cookieText =
  'Sourcebench uses cookies to keep you signed in and to remember your preferences. By continuing to use Sourcebench you agree to our use of strictly necessary cookies.';

const meta = {
  title: 'UI/Banner',
  component: Banner,
  args: { tone: 'info', title: 'Heads up', children: 'Exports are generated overnight.' },
  argTypes: { tone: { control: 'inline-radio', options: bannerTones } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const acknowledge = fn();

export const CookieNotice: Story = {
  args: {
    tone: 'neutral',
    title: undefined,
    'aria-label': 'Cookie notice',
    icon: Cookie,
    children: cookieText,
    actions: (
      <Button variant="primary" onPress={acknowledge}>
        Acknowledge
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Cookie notice' });
    await expect(region).toHaveTextContent('strictly necessary cookies');
    await userEvent.tab();
    const button = within(region).getByRole('button', { name: 'Acknowledge' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(acknowledge).toHaveBeenCalledOnce();
  },
};

export const Warning: Story = {
  args: { tone: 'warning', title: 'Unsaved changes', children: 'Warning: All unsaved changes will be lost.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Unsaved changes' })).toBeVisible();
  },
};

export const Danger: Story = { args: { tone: 'danger', title: 'SSO authentication failed', children: 'Please contact the administrators.' } };

export const Success: Story = { args: { tone: 'success', title: 'Token created successfully!', children: "Please copy your token now. You won't be able to see it again." } };

export const Announced: Story = {
  args: { tone: 'info', title: 'Session restored', children: 'Auto-save has resumed.', announce: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Auto-save has resumed.');
  },
};

export const StateMatrix: Story = {
  render: () => (
    <Stack gap="md">
      {bannerTones.map((tone) => (
        <Banner key={tone} tone={tone} title={`${tone} banner`} actions={<Button variant="secondary">Action</Button>}>
          {cookieText}
        </Banner>
      ))}
      <Banner aria-label="Without icon" icon={null}>
        A banner without an icon or title.
      </Banner>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(bannerTones.length + 1);
  },
};
