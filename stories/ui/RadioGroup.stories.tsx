import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup, Stack } from '../../src/ui';

const options = (
  <>
    <Radio value="NEW">Create a new project</Radio>
    <Radio value="EXIST">Add to an existing project</Radio>
    <Radio value="">None</Radio>
  </>
);

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Project attachment',
    description: 'Papers can be attached to a project later.',
    defaultValue: 'EXIST',
    onChange: fn(),
    children: options,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Tab lands on the selected option; arrows move and select. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Project attachment' });
    await expect(group).toHaveAccessibleDescription('Papers can be attached to a project later.');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Add to an existing project' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const none = canvas.getByRole('radio', { name: 'None' });
    await expect(none).toHaveFocus();
    await expect(none).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Create a new project' })).toBeChecked();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const Invalid: Story = {
  args: { defaultValue: undefined, isInvalid: true, isRequired: true, errorMessage: 'Choose how to attach the paper' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Project attachment' });
    await expect(group).toHaveAccessibleDescription(expect.stringContaining('Choose how to attach the paper'));
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const StateMatrix: Story = {
  render: () => (
    <Stack gap="lg">
      <RadioGroup label="Vertical" defaultValue="EXIST">
        {options}
      </RadioGroup>
      <RadioGroup label="Horizontal" orientation="horizontal" defaultValue="NEW">
        {options}
      </RadioGroup>
      <RadioGroup label="Invalid" isInvalid errorMessage="Choose one">
        {options}
      </RadioGroup>
      <RadioGroup label="Disabled" isDisabled defaultValue="EXIST">
        {options}
      </RadioGroup>
    </Stack>
  ),
};
