import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants, Inline, Stack } from '../../src/ui';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save', variant: 'primary', size: 'medium', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Primary: Story = {
  args: { variant: 'primary', children: 'Save & Close' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save & Close' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Danger: Story = {
  args: { variant: 'danger', children: 'Discard Extracted Data' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Discard Extracted Data' });
    await expect(button).toHaveAttribute('data-variant', 'danger');
  },
};

export const Quiet: Story = { args: { variant: 'quiet', children: 'Clear' } };

export const Small: Story = { args: { size: 'small', children: 'Add child' } };

export const Pending: Story = {
  args: { isPending: true, children: 'Save' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.tab();
    // A pending button keeps focus so the keyboard user does not lose their place.
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Create' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Create' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: { children: 'Save & Mark Completed and return to the Source Data Extraction queue' },
};

const states = [
  { name: 'rest', props: {} },
  { name: 'pending', props: { isPending: true } },
  { name: 'disabled', props: { isDisabled: true } },
] as const;

/** Every variant in every state and size, for screenshot review. */
export const StateMatrix: Story = {
  render: () => (
    <Stack gap="lg">
      {buttonSizes.map((size) =>
        states.map((state) => (
          <Inline key={`${size}-${state.name}`} gap="md">
            {buttonVariants.map((variant) => (
              <Button key={variant} variant={variant} size={size} {...state.props}>
                {`${variant} ${state.name} ${size}`}
              </Button>
            ))}
          </Inline>
        )),
      )}
    </Stack>
  ),
};
