import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Inline, Tooltip, tooltipPlacements } from '../../src/ui';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Note: Only applies, does not save',
    children: <Button variant="secondary">Update JSON</Button>,
    placement: 'top',
    delay: 500,
    onOpenChange: fn(),
  },
  argTypes: { placement: { control: 'inline-radio', options: tooltipPlacements } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Keyboard focus opens the tooltip at once; it describes its trigger and Escape dismisses it. */
export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Update JSON' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Note: Only applies, does not save');
    await expect(button).toHaveAccessibleDescription('Note: Only applies, does not save');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

/** Hover waits for the delay (500 ms by default) before opening. */
export const OnHoverAfterDelay: Story = {
  args: { delay: 500 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Update JSON' });
    // Hover tooltips follow a pointer user: a press elsewhere first makes the pointer the current modality.
    await userEvent.click(canvasElement);
    // A tooltip shown moments ago (by an earlier story) keeps tooltips "warm" and opening at once; let that cool down.
    await new Promise((resolve) => setTimeout(resolve, 800));
    await userEvent.hover(button);
    // Well inside the delay nothing shows yet.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toBeVisible();
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Update JSON' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    isOpen: true,
    content: 'This header value is overridden by cell data, and the cell value is what will be saved with the extraction.',
    children: <Button variant="secondary">Header</Button>,
  },
};

/** Every placement, open, for screenshot review. */
export const StateMatrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <Inline gap="xxxl" padding="xxxl">
      {tooltipPlacements.map((placement) => (
        <Tooltip key={placement} content={`Placed ${placement}`} placement={placement} isOpen>
          <Button variant="secondary">{placement}</Button>
        </Tooltip>
      ))}
    </Inline>
  ),
};
