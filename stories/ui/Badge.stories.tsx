import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShieldCheck } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones, Inline, Stack } from '../../src/ui';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'ADMIN', tone: 'strong' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones }, icon: { control: false } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The badges on a user's e-mail cell are read with the address. */
export const OnUserEmail: Story = {
  render: () => (
    <Inline gap="xs">
      <span>ada@example.org</span>
      <Badge tone="strong">ADMIN</Badge>
      <Badge tone="info">SSO</Badge>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ADMIN')).toBeVisible();
    await expect(canvas.getByText('SSO')).toBeVisible();
    await expect(canvasElement.textContent).toBe('ada@example.orgADMINSSO');
  },
};

export const WithIcon: Story = { args: { children: 'SSO', tone: 'info', icon: <ShieldCheck /> } };

export const Count: Story = { args: { children: '7+', tone: 'neutral' } };

/** Every tone, with and without an icon. */
export const StateMatrix: Story = {
  render: () => (
    <Stack gap="sm">
      <Inline gap="sm">
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone.toUpperCase()}
          </Badge>
        ))}
      </Inline>
      <Inline gap="sm">
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone} icon={<ShieldCheck />}>
            {tone}
          </Badge>
        ))}
      </Inline>
    </Stack>
  ),
};
