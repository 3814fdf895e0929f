import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Pencil, Plus, Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { IconButton, iconButtonSizes, iconButtonVariants, Inline, Stack } from '../../src/ui';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Delete file', icon: <Trash2 />, variant: 'quiet', size: 'medium', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The label is the accessible name and appears as a tooltip on keyboard focus. */
export const NameAndTooltip: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete file' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete file');
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = { args: { variant: 'danger', label: 'Delete project' } };

export const Secondary: Story = { args: { variant: 'secondary', label: 'Edit', icon: <Pencil /> } };

export const WithoutTooltip: Story = {
  args: { showTooltip: false, label: 'Add synonym', icon: <Plus /> },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add synonym' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, label: 'Download', icon: <Download /> },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Every variant and size, enabled and disabled. */
export const StateMatrix: Story = {
  render: () => (
    <Stack gap="md">
      {iconButtonSizes.map((size) =>
        [false, true].map((isDisabled) => (
          <Inline key={`${size}-${isDisabled}`} gap="md">
            {iconButtonVariants.map((variant) => (
              <IconButton
                key={variant}
                label={`${variant} ${size}${isDisabled ? ' disabled' : ''}`}
                icon={<Pencil />}
                variant={variant}
                size={size}
                isDisabled={isDisabled}
              />
            ))}
          </Inline>
        )),
      )}
    </Stack>
  ),
};
