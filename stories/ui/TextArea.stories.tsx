import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack, TextArea } from '../../src/ui';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Description', characterLimit: 500, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The counter follows the text; it is visual, the limit error is what gets announced. */
export const Counter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('Source data extraction');
    await expect(canvas.getByText('22 / 500')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('Source data extraction');
    await userEvent.keyboard('{Enter}second line');
    await expect(textarea).toHaveValue('Source data extraction\nsecond line');
  },
};

export const WithDescription: Story = { args: { label: 'Tag group description', description: 'Shown to extraction users', characterLimit: 255 } };

export const OverLimit: Story = {
  args: { label: 'Slug', characterLimit: 10, defaultValue: 'source_data_extract_user', errorMessage: 'Slug is too long', showErrors: true },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Slug' });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription('Slug is too long');
  },
};

/** The error waits until the field is left. */
export const DeferredError: Story = {
  args: { label: 'Notes', errorMessage: 'Notes are required', isRequired: true, characterLimit: undefined },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: /Notes/ });
    await expect(textarea).not.toBeInvalid();
    await userEvent.tab();
    await userEvent.tab();
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription('Notes are required');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Read-only notes' } };

export const StateMatrix: Story = {
  render: () => (
    <Stack gap="lg">
      <TextArea label="Empty" characterLimit={255} />
      <TextArea label="Filled" characterLimit={255} defaultValue="Extract every data point on the left panel." />
      <TextArea label="Invalid" characterLimit={10} defaultValue="Longer than ten" errorMessage="Too long" showErrors />
      <TextArea label="Disabled" isDisabled defaultValue="Disabled" />
    </Stack>
  ),
};
