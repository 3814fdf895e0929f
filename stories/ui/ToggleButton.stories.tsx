import type { Meta, StoryObj } from '@storybook/react-vite';
import { Braces, Eye } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline, Stack, ToggleButton, toggleButtonSizes } from '../../src/ui';

const meta = {
  title: 'UI/ToggleButton',
  component: ToggleButton,
  args: { children: 'Show deleted', size: 'medium', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: toggleButtonSizes }, icon: { control: false } },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Space toggles it; the pressed state is announced through aria-pressed. */
export const Toggles: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show deleted' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Selected: Story = { args: { defaultSelected: true, children: 'Toggle JSON editor', icon: <Braces /> } };

export const IconOnly: Story = {
  args: { children: undefined, icon: <Eye />, 'aria-label': 'Show crosshairs' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show crosshairs' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show deleted' });
    await expect(button).toBeDisabled();
  },
};

export const StateMatrix: Story = {
  render: () => (
    <Stack gap="md">
      {toggleButtonSizes.map((size) => (
        <Inline key={size} gap="md">
          <ToggleButton size={size}>Off {size}</ToggleButton>
          <ToggleButton size={size} defaultSelected>
            On {size}
          </ToggleButton>
          <ToggleButton size={size} icon={<Braces />} defaultSelected>
            With icon
          </ToggleButton>
          <ToggleButton size={size} isDisabled>
            Disabled
          </ToggleButton>
          <ToggleButton size={size} isDisabled defaultSelected>
            Disabled on
          </ToggleButton>
          <ToggleButton size={size} icon={<Eye />} aria-label={`Icon only ${size}`} />
        </Inline>
      ))}
    </Stack>
  ),
};
