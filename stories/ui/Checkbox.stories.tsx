import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, Stack } from '../../src/ui';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Blank table cell', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Space toggles; the state is announced by the native checkbox. */
export const Toggles: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Blank table cell' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Select all papers' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Select all papers' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, children: 'I accept the terms' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'I accept the terms' })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Blank table cell' });
    await expect(checkbox).toBeDisabled();
    await userEvent.tab();
    await expect(checkbox).not.toHaveFocus();
  },
};

export const LongLabel: Story = {
  render: (args) => (
    <div style={{ width: 280 }}>
      <Checkbox {...args}>Include papers whose extraction was completed but not yet reviewed by quality control</Checkbox>
    </div>
  ),
};

export const StateMatrix: Story = {
  render: () => (
    <Stack gap="sm">
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Indeterminate</Checkbox>
      <Checkbox isInvalid>Invalid</Checkbox>
      <Checkbox isInvalid defaultSelected>
        Invalid checked
      </Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Disabled checked
      </Checkbox>
    </Stack>
  ),
};
