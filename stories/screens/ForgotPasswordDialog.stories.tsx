import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ForgotPasswordDialog } from '../../src/screens';

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogOf = (canvasElement: HTMLElement) => body(canvasElement).findByRole('dialog', { name: 'Forgot your password?' });
const emailInput = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Email address' });

async function pressSend(dialog: HTMLElement) {
  within(dialog).getByRole('button', { name: 'Send reset link' }).focus();
  await userEvent.keyboard('{Enter}');
}

const meta = {
  title: 'Screens/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  tags: ['!autodocs'],
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const RequiresValidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(emailInput(dialog)).toHaveFocus());
    await pressSend(dialog);
    await expect(emailInput(dialog)).toHaveAccessibleDescription('E-mail address is required');
    await userEvent.click(emailInput(dialog));
    await userEvent.keyboard('ada@');
    await expect(emailInput(dialog)).toHaveAccessibleDescription('Invalid e-mail address');
    await userEvent.paste(`${'a'.repeat(250)}.org`);
    await expect(emailInput(dialog)).toHaveAccessibleDescription('E-mail address is too long');
    await pressSend(dialog);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sends: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(emailInput(dialog)).toHaveFocus());
    await userEvent.keyboard('Ada@Example.org');
    // A single field: Enter submits the form.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.org' });
  },
};

export const Prefilled: Story = {
  args: { defaultEmail: 'ada@example.org' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(emailInput(dialog)).toHaveValue('ada@example.org');
  },
};

export const Sending: Story = {
  args: { defaultEmail: 'ada@example.org', isPending: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Send reset link' })).toHaveAttribute('data-pending', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
