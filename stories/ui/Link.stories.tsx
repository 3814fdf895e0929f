import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link, linkVariants, Stack } from '../../src/ui';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { children: 'Forgot your password?', href: '#forgot-password', variant: 'inline' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Inline: Story = {
  render: (args) => (
    <p style={{ margin: 0 }}>
      SSO authentication failed, please contact <Link {...args}>the administrators</Link>.
    </p>
  ),
  args: { href: '#contact' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'the administrators' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#contact');
  },
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'Metathesaurus Search', href: '#metathesaurus' } };

/** Without href the link is an action, still a link to assistive technology and activated by Enter. */
export const Action: Story = {
  args: { href: undefined, onPress: fn(), children: 'Show all papers' },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Show all papers' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Forgot your password?' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
  },
};

export const StateMatrix: Story = {
  render: () => (
    <Stack gap="md">
      {linkVariants.map((variant) => (
        <Stack key={variant} gap="xs">
          <Link variant={variant} href="#a">
            {variant} link
          </Link>
          <Link variant={variant} href="#b" isDisabled>
            {variant} disabled
          </Link>
        </Stack>
      ))}
    </Stack>
  ),
};
