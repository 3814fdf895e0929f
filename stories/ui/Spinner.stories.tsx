import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline, Spinner, spinnerSizes } from '../../src/ui';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { label: 'Loading papers', showLabel: false, size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Labelled: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Loading papers' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
    await expect(within(canvasElement).queryByText('Loading papers')).not.toBeInTheDocument();
  },
};

export const VisibleLabel: Story = {
  args: { showLabel: true, label: 'Loading data tree' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading data tree' })).toBeVisible();
    await expect(within(canvasElement).getByText('Loading data tree')).toBeVisible();
  },
};

export const DefaultLabel: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const StateMatrix: Story = {
  render: () => (
    <Inline gap="xl">
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={`Loading (${size})`} showLabel />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(3);
  },
};
