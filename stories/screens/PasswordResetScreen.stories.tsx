import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PasswordResetScreen, passwordResetStatuses } from '../../src/screens';

const newPassword = (canvas: ReturnType<typeof within>) => canvas.getByLabelText(/^New password/, { selector: 'input' });
const confirmPassword = (canvas: ReturnType<typeof within>) => canvas.getByLabelText(/^Confirm new password/, { selector: 'input' });

const meta = {
  title: 'Screens/PasswordResetScreen',
  component: PasswordResetScreen,
  parameters: { layout: 'fullscreen' },
  args: { status: 'valid', onSubmit: fn() },
  argTypes: { status: { control: 'inline-radio', options: passwordResetStatuses } },
} satisfies Meta<typeof PasswordResetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CheckingLink: Story = {
  args: { status: 'checking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Password reset' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Checking your password reset link' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

export const ExpiredLink: Story = {
  args: { status: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Expired link' })).toHaveTextContent(
      'Your password reset link has expired. Please try again by clicking on "Forgot your password?" at the login dialog.',
    );
    await expect(canvas.queryByLabelText(/^New password/, { selector: 'input' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(newPassword(canvas)).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    // Leaving both fields empty names what each one needs.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(newPassword(canvas)).toHaveAccessibleDescription('Password is required');
    await expect(confirmPassword(canvas)).toHaveAccessibleDescription('Re-enter new password');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(newPassword(canvas)).toHaveFocus());
    await userEvent.keyboard('short');
    await expect(canvas.getByText('5')).toBeVisible();
    await userEvent.tab();
    await expect(newPassword(canvas)).toHaveAccessibleDescription('Password is too short');
    await userEvent.click(newPassword(canvas));
    await userEvent.keyboard('{End}');
    await userEvent.paste('x'.repeat(56));
    await expect(newPassword(canvas)).toHaveAccessibleDescription('Password is too long');
    await userEvent.clear(newPassword(canvas));
    await userEvent.keyboard('plum-otter-Glacier-42');
    await userEvent.click(confirmPassword(canvas));
    await userEvent.keyboard('plum-otter-Glacier-4');
    await userEvent.tab();
    await expect(confirmPassword(canvas)).toHaveAccessibleDescription('Does not match new password');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooWeak: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(newPassword(canvas)).toHaveFocus());
    await userEvent.keyboard('password123');
    // The meter shows while the field has focus, with zxcvbn's warning.
    await expect(await canvas.findByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Very weak');
    await expect(canvas.getByText('7+')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('password123');
    await userEvent.tab();
    await expect(newPassword(canvas)).toHaveAccessibleDescription('This is a commonly used password.');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const StrongAndMatching: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(newPassword(canvas)).toHaveFocus());
    await userEvent.keyboard('plum-otter-Glacier-42');
    await expect(await canvas.findByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Very strong');
    await userEvent.tab();
    await userEvent.tab();
    await expect(confirmPassword(canvas)).toHaveFocus();
    await userEvent.keyboard('plum-otter-Glacier-42');
    const save = canvas.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.tab();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ newPassword: 'plum-otter-Glacier-42' });
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toHaveAttribute('data-pending', 'true');
  },
};
