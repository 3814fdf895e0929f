import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, DialogTrigger, dialogMaxWidths, Stack, TextField } from '../../src/ui';

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  // A modal owns the whole page, so the docs page would stack every open story; stories show one each.
  tags: ['!autodocs'],
  args: {
    title: 'Create organization',
    defaultOpen: true,
    hasCloseButton: true,
    onOpenChange: fn(),
    children: (
      <Stack gap="md">
        <TextField label="Organization name" characterLimit={255} />
        <TextField label="Description" characterLimit={255} />
      </Stack>
    ),
    actions: (close: () => void) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button onPress={close}>Create</Button>
      </>
    ),
  },
  argTypes: { maxWidth: { control: 'inline-radio', options: dialogMaxWidths } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KeyboardAndEscape: Story = {
  args: { defaultOpen: undefined },
  render: (args) => (
    <DialogTrigger>
      <Button>Add new organization</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const trigger = page.getByRole('button', { name: 'Add new organization' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Create organization' });
    await expect(dialog).toBeVisible();
    // The drag handle is not a tab stop: focus goes from the first field through to the actions.
    const name = within(dialog).getByRole('textbox', { name: 'Organization name' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    name.focus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Create' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Create organization' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false, hasCloseButton: false, title: 'Session timeout', children: 'Your session will timeout in 4:59. Are you still there?', actions: (close: () => void) => <Button onPress={close}>Yes, I am</Button> },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Session timeout' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Yes, I am' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

export const Draggable: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Create organization' });
    const handle = within(dialog).getByRole('heading', { name: 'Create organization' }).parentElement!;
    const modal = dialog.closest<HTMLElement>('[data-dialog-modal]')!;
    const before = modal.getBoundingClientRect();
    const start = handle.getBoundingClientRect();
    const x = start.left + 40;
    const y = start.top + 10;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: x, clientY: y } },
      { target: handle, coords: { clientX: x - 120, clientY: y + 60 } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: x - 120, clientY: y + 60 } },
    ]);
    const after = modal.getBoundingClientRect();
    await expect(Math.round(after.left - before.left)).toBe(-120);
    await expect(Math.round(after.top - before.top)).toBe(60);
  },
};

const widthStory = (maxWidth: 500 | 600 | 700 | 800): Story => ({
  args: { maxWidth, title: `Dialog at most ${maxWidth} px wide` },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const modal = dialog.closest<HTMLElement>('[data-dialog-modal]')!;
    await expect(modal.getBoundingClientRect().width).toBeLessThanOrEqual(maxWidth);
  },
});

export const MaxWidth500 = widthStory(500);
export const MaxWidth600 = widthStory(600);
export const MaxWidth700 = widthStory(700);
export const MaxWidth800 = widthStory(800);

export const Fullscreen: Story = {
  args: {
    maxWidth: 'fullscreen',
    title: 'User manual',
    children: 'On screen, z creates a new axis and x creates a new data set.',
    actions: undefined,
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'User manual' });
    const modal = dialog.closest<HTMLElement>('[data-dialog-modal]')!;
    await expect(modal.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    title: 'Edit role',
    children: (
      <Stack gap="md">
        {Array.from({ length: 14 }, (_, i) => (
          <TextField key={i} label={`Permission ${i + 1}`} defaultValue={`permission_${i + 1}`} />
        ))}
      </Stack>
    ),
  },
};
