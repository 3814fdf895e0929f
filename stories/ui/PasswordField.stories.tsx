import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PasswordField, Stack } from '../../src/ui';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'New password', onStrengthChange: fn(), onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** While focused, a weak password gets a 'Very weak' meter, zxcvbn's warning and the '7+' badge; leaving hides the meter. */
export const WeakPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('New password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('passwor');
    await expect(canvas.getByText('7')).toBeInTheDocument();
    await userEvent.keyboard('d');
    await expect(canvas.getByText('7+')).toBeInTheDocument();
    const meter = await canvas.findByRole('meter', { name: 'Password strength' }, { timeout: 5000 });
    await expect(meter).toHaveAttribute('aria-valuetext', 'Very weak');
    await expect(canvas.getByText('This is a heavily used password.')).toBeVisible();
    await waitFor(() => expect(args.onStrengthChange).toHaveBeenLastCalledWith(expect.objectContaining({ score: 0, acceptable: false })));
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
  },
};

/** A long passphrase scores above 2, which is acceptable. */
export const StrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('quartz lantern Orbit 1987 mosaic');
    const meter = await canvas.findByRole('meter', { name: 'Password strength' }, { timeout: 5000 });
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', 'Very strong'));
    await expect(args.onStrengthChange).toHaveBeenLastCalledWith(expect.objectContaining({ score: 4, acceptable: true }));
  },
};

/** The reveal toggle switches the input between hidden and plain text and says which it will do. */
export const Reveal: Story = {
  args: { defaultValue: 'hunter22', showStrength: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('New password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'short', errorMessage: 'Password is too short', showErrors: true, showStrength: false },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('New password');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Password is too short');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'secret' } };

/** The meter at each score, shown without focus for screenshot review. */
export const StateMatrix: Story = {
  render: () => (
    <Stack gap="lg">
      <PasswordField label="Empty" />
      <PasswordField label="Score 0" defaultValue="password" alwaysShowStrength />
      <PasswordField label="Score 1" defaultValue="Tr0ub4dor" alwaysShowStrength />
      <PasswordField label="Score 4" defaultValue="quartz lantern Orbit 1987 mosaic" alwaysShowStrength />
      <PasswordField label="Invalid" defaultValue="short" errorMessage="Password is too short" showErrors showStrength={false} />
      <PasswordField label="Disabled" defaultValue="secret" isDisabled />
    </Stack>
  ),
  // Rating is deferred and asynchronous: wait for all three meters so screenshots are stable.
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('meter')).toHaveLength(3), { timeout: 15000 });
  },
};
