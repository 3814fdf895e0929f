import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CircleHelp } from 'lucide-react';
import { DialogTrigger, IconButton } from '../../src/ui';
import { UserManualDialog, UserManualPage } from '../../src/screens';

/** The row whose header names the keys reads the action in its cell. */
async function expectShortcut(table: HTMLElement, keys: RegExp, action: string) {
  const header = within(table).getByRole('rowheader', { name: keys });
  const row = header.closest('tr');
  await expect(row && within(row).getByRole('cell')).toHaveTextContent(action);
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Screens/UserManual',
  component: UserManualPage,
  tags: ['!autodocs'],
} satisfies Meta<typeof UserManualPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Page: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'User manual' })).toBeVisible();
    const screen = canvas.getByRole('table', { name: 'On screen' });
    await expectShortcut(screen, /^z$/, 'Create a new axis');
    await expectShortcut(screen, /^x$/, 'Create a new data set');
    const metadata = canvas.getByRole('table', { name: 'In the metadata dialog' });
    await expect(within(metadata).getAllByRole('rowheader')).toHaveLength(7);
    await expectShortcut(metadata, /^Enter$/, 'Close the dialog after a value is entered');
    await expectShortcut(metadata, /^Esc$/, 'Dismiss the dialog (the point is deleted if it has no values)');
    await expectShortcut(metadata, /^Tab$/, 'Move to the next input');
    await expectShortcut(metadata, /^Shift\s*\+\s*Enter$/, 'Add a row');
    await expectShortcut(metadata, /^Shift\s*\+\s*Backspace$/, 'Remove a row');
    await expectShortcut(metadata, /^Ctrl\s*\+\s*Right$/, 'Expand to show tags');
    await expectShortcut(metadata, /^Ctrl\s*\+\s*Left$/, 'Collapse');
    const points = canvas.getByRole('table', { name: 'In point adjustment' });
    await expectShortcut(points, /^Arrow keys$/, 'Move the selected point');
    await expectShortcut(points, /^Shift\s*\+\s*Arrow keys$/, 'Move the selected point faster');
  },
};

export const AsDialog: Story = {
  render: () => <UserManualDialog isOpen onOpenChange={fn()} />,
};

const closeSpy = fn();

export const DialogCloseAndNewTab: Story = {
  render: function Render() {
    return <UserManualDialog isOpen onOpenChange={closeSpy} />;
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'User manual' });
    const newTab = within(dialog).getByRole('link', { name: 'Open in new tab' });
    await expect(newTab).toHaveAttribute('href', '/user-manual');
    await expect(newTab).toHaveAttribute('target', '_blank');
    await expect(within(dialog).getByRole('table', { name: 'In the metadata dialog' })).toBeVisible();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(closeSpy).toHaveBeenCalledWith(false));
  },
};

/** Inside a DialogTrigger, as a menu or toolbar button of another screen would open it; Escape returns to the button. */
export const DialogFromTrigger: Story = {
  render: () => (
    <DialogTrigger>
      <IconButton label="User manual" icon={<CircleHelp />} variant="secondary" />
      <UserManualDialog manualHref="/user-manual#shortcuts" />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'User manual' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'User manual' });
    await expect(within(dialog).getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', '/user-manual#shortcuts');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};
