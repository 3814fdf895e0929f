import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger, Heading } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Popover, PopoverDialog, Stack } from '../../src/ui';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: { showArrow: true, placement: 'bottom' },
  parameters: { layout: 'centered' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Blank table cell</Button>
      <Popover {...args}>
        <PopoverDialog aria-labelledby="popover-heading">
          <Stack gap="sm">
            <Heading id="popover-heading" slot="title" style={{ margin: 0, fontSize: 'inherit' }}>
              Header tags
            </Heading>
            <p style={{ margin: 0 }}>Press Esc or click outside to dismiss</p>
            <Button size="small" variant="secondary" slot="close">
              Done
            </Button>
          </Stack>
        </PopoverDialog>
      </Popover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Enter opens the popover as a dialog that takes focus; Escape closes it and focus returns to the trigger. */
export const KeyboardOpenAndDismiss: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Blank table cell' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Header tags' });
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const WithoutArrow: Story = { args: { showArrow: false } };

/** Open on each side, for screenshot review. */
export const StateMatrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 160, padding: 96 }}>
      {(['top', 'bottom', 'left', 'right'] as const).map((placement) => (
        <DialogTrigger key={placement} defaultOpen>
          <Button variant="secondary">{placement}</Button>
          <Popover placement={placement} showArrow isNonModal>
            <PopoverDialog aria-label={`Popover on the ${placement}`}>Placed {placement}</PopoverDialog>
          </Popover>
        </DialogTrigger>
      ))}
    </div>
  ),
};
