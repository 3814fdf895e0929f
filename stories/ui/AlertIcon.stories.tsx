import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AlertIcon, alertIconSizes, alertIconTones, Inline, Stack } from '../../src/ui';

const meta = {
  title: 'UI/AlertIcon',
  component: AlertIcon,
  args: { label: 'No associated organizations', tone: 'danger', size: 'medium' },
  argTypes: {
    tone: { control: 'inline-radio', options: alertIconTones },
    size: { control: 'inline-radio', options: alertIconSizes },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof AlertIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The label is the icon's accessible name; keyboard focus shows it as a tooltip. */
export const NameAndTooltip: Story = {
  args: { label: 'No associated roles' },
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'No associated roles' });
    await userEvent.tab();
    await expect(icon).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('No associated roles');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** A mouse user reads the reason by resting the pointer on the icon; it closes when the pointer leaves. */
export const TooltipOnHover: Story = {
  args: { label: 'Unassociated file', tone: 'warning', size: 'small' },
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'Unassociated file' });
    // Hover tooltips follow a pointer user: a press elsewhere first makes the pointer the current modality.
    await userEvent.click(canvasElement);
    // A tooltip shown moments ago (by an earlier story) keeps tooltips "warm"; let that cool down.
    await new Promise((resolve) => setTimeout(resolve, 800));
    await userEvent.hover(icon);
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tooltip).toHaveTextContent('Unassociated file');
    await expect(icon).not.toHaveFocus();
    await userEvent.unhover(icon);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** In a table cell, two icons are two tab stops, each named. */
export const InACell: Story = {
  render: () => (
    <Inline gap="xs">
      <span>ada@example.org</span>
      <AlertIcon label="No associated organizations" size="small" />
      <AlertIcon label="No associated roles" size="small" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: 'No associated organizations' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: 'No associated roles' })).toHaveFocus();
  },
};

export const StateMatrix: Story = {
  render: () => (
    <Stack gap="md">
      {alertIconSizes.map((size) => (
        <Inline key={size} gap="md">
          {alertIconTones.map((tone) => (
            <AlertIcon key={tone} tone={tone} size={size} label={`${tone} ${size}`} />
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};
