import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField, Stack } from '../../src/ui';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Priority', description: 'Higher numbers are extracted first.', defaultValue: 3, minValue: 0, maxValue: 10, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Arrow keys step within the bounds; the spin button announces its value. */
export const KeyboardStepping: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Priority' });
    await expect(input).toHaveAccessibleDescription('Higher numbers are extracted first.');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('10');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('10');
  },
};

/** Typed values are clamped to the bounds when the field is left. */
export const ClampsOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Priority' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('42');
    await userEvent.tab();
    await expect(input).toHaveValue('10');
  },
};

export const Decimal: Story = {
  args: { label: 'Crosshair scale ratio', defaultValue: 3, step: 0.5, minValue: 1, description: undefined, formatOptions: { minimumFractionDigits: 1 } },
};

export const Invalid: Story = {
  args: { errorMessage: 'Priority is required', showErrors: true, defaultValue: undefined, isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Priority/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Priority is required');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const StateMatrix: Story = {
  render: () => (
    <Stack gap="lg" style={{ maxWidth: 320 }}>
      <NumberField label="Rest" defaultValue={3} />
      <NumberField label="With description" description="Between 0 and 10" defaultValue={0} minValue={0} maxValue={10} />
      <NumberField label="Invalid" errorMessage="Must be between 0 and 10" showErrors defaultValue={12} />
      <NumberField label="Disabled" isDisabled defaultValue={3} />
      <NumberField label="Without steppers" showSteppers={false} defaultValue={275} />
    </Stack>
  ),
};
