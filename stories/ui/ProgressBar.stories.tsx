import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar, progressBarSizes, progressBarTones, Stack } from '../../src/ui';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading files', value: 40, size: 'medium', tone: 'primary', showValue: true },
  argTypes: {
    size: { control: 'inline-radio', options: progressBarSizes },
    tone: { control: 'inline-radio', options: progressBarTones },
  },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading files' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(within(canvasElement).getByText('40%')).toBeVisible();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Loading data tree', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading data tree' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(within(canvasElement).queryByText(/%$/)).not.toBeInTheDocument();
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Save progress', value: 75, showValue: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Save progress' })).toHaveAttribute('aria-valuenow', '75');
  },
};

export const Complete: Story = { args: { label: 'Upload complete', value: 100, tone: 'success' } };

export const StateMatrix: Story = {
  render: () => (
    <Stack gap="lg">
      {progressBarTones.map((tone) =>
        progressBarSizes.map((size) => (
          <ProgressBar key={`${tone}-${size}`} label={`${tone} ${size}`} value={tone === 'danger' ? 90 : 35} tone={tone} size={size} />
        )),
      )}
      <ProgressBar label="Indeterminate" isIndeterminate />
      <ProgressBar label="A long label that describes exactly which of the many files is uploading right now" value={5} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(8);
  },
};
