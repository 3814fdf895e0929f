import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Inline, ShowErrorsContext, Stack, TextField } from '../../src/ui';

const requiredName = (value: string) =>
  value.trim() === '' ? 'Name is required' : value.length > 255 ? 'Name is too long' : undefined;

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: {
    label: 'Organization name',
    description: 'Shown to every member of the organization.',
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithDescription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Organization name' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('Shown to every member of the organization.');
  },
};

/** A field whose validation runs on every keystroke but whose error waits for the user to leave it. */
function ValidatedField(props: Partial<React.ComponentProps<typeof TextField>>) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  return (
    <TextField
      label="Name"
      isRequired
      {...props}
      value={value}
      onChange={setValue}
      errorMessage={requiredName(value)}
    />
  );
}

export const ErrorAfterTouch: Story = {
  render: () => <ValidatedField />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toBeRequired();
    // Still typing the first value: no error yet.
    await expect(canvas.queryByText('Name is required')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(canvas.getByText('Name is required')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Name is required');
    await userEvent.click(input);
    await userEvent.keyboard('Acme Research');
    await expect(canvas.queryByText('Name is required')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { label: 'Name', errorMessage: 'Name is required', touched: true, isRequired: true, description: undefined },
};

/** A form turns on every field's error after the first submit attempt, visited or not. */
export const ErrorsAfterSubmitAttempt: Story = {
  render: function Render() {
    const [submitted, setSubmitted] = useState(false);
    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
    };
    return (
      <ShowErrorsContext.Provider value={submitted}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <ValidatedField label="Name" />
            <ValidatedField label="Slug" />
            <Inline>
              <Button type="submit">Create</Button>
            </Inline>
          </Stack>
        </form>
      </ShowErrorsContext.Provider>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByText('Name is required')).toHaveLength(0);
    const create = canvas.getByRole('button', { name: 'Create' });
    create.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByText('Name is required')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: 'Slug' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CharacterCounter: Story = {
  args: { label: 'Description', description: 'At most 255 characters.', characterLimit: 255, defaultValue: 'Trials of adults with type 2 diabetes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('37 / 255')).toBeVisible();
    await userEvent.tab();
    // Tabbing into a filled input selects its text; move to the end to append.
    await userEvent.keyboard('{End}!');
    await expect(canvas.getByText('38 / 255')).toBeVisible();
  },
};

export const OverCharacterLimit: Story = {
  render: () => <ValidatedField label="Name" characterLimit={255} defaultValue={'x'.repeat(260)} touched />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('260 / 255')).toHaveAttribute('data-over');
    await expect(canvas.getByText('Name is too long')).toBeVisible();
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', description: undefined, characterLimit: 60, defaultValue: 'correct horse' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const reveal = canvas.getByRole('button', { name: 'Show password' });
    await expect(reveal).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Email: Story = {
  args: { label: 'Email address', type: 'email', description: undefined, placeholder: 'name@example.org' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Acme Research' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Organization name' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'source_data_extract_user' , label: 'Slug', description: 'The slug cannot be edited once the role exists.' } };

/** Every kind and state side by side, for screenshot review. */
export const StateMatrix: Story = {
  render: () => (
    <Stack gap="lg">
      <TextField label="Empty" />
      <TextField label="Filled" defaultValue="Acme Research" description="With a description." />
      <TextField label="Required" isRequired placeholder="Placeholder" />
      <TextField label="Invalid" errorMessage="Name is required" touched isRequired />
      <TextField label="Counter" characterLimit={255} defaultValue="Short" />
      <TextField label="Over limit" characterLimit={10} defaultValue="Far too long a value" errorMessage="Name is too long" touched />
      <TextField label="Password" type="password" defaultValue="secret value" />
      <TextField label="Disabled" isDisabled defaultValue="Cannot change" />
      <TextField label="Read only" isReadOnly defaultValue="source_data_extract_user" />
    </Stack>
  ),
};
