import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConfirmDialog, confirmTones, DialogTrigger } from '../../src/ui';

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  // A modal owns the whole page, so the docs page would stack every open story; stories show one each.
  tags: ['!autodocs'],
  args: {
    message: 'Are you sure you want to delete this role?',
    defaultOpen: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmTones } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const YesNo: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Are you sure you want to delete this role?' });
    const yes = within(dialog).getByRole('button', { name: 'Yes' });
    await waitFor(() => expect(yes).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    message: 'Are you sure you want to discard extracted data in this paper? This action cannot be undone.',
    confirmLabel: 'Discard Extracted Data',
    cancelLabel: 'Cancel',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    // A destructive confirmation starts on the safe choice.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Discard Extracted Data' })).toHaveAttribute('data-variant', 'danger');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const WithTitleAndWarning: Story = {
  args: {
    title: 'Log out',
    message: 'Are you sure you want to log out?',
    warning: 'Warning: All unsaved changes will be lost.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Log out' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out?');
    await expect(within(dialog).getByText('Warning: All unsaved changes will be lost.')).toBeVisible();
  },
};

export const PendingConfirm: Story = {
  args: {
    message: 'Click “Mark Complete” to finish this document. You will not be able to edit this document any longer.',
    confirmLabel: 'Mark Complete',
    cancelLabel: 'Cancel',
    onConfirm: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Mark Complete' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(confirm).toHaveAttribute('data-pending', 'true'));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // While the action runs, Escape must not abandon it.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const FromTrigger: Story = {
  args: { defaultOpen: undefined, message: 'Are you sure you want to restore this project?' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Restore</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('alertdialog', { name: 'Are you sure you want to restore this project?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(page.getByRole('button', { name: 'Restore' })).toHaveFocus();
  },
};
