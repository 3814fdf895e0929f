import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileChip, fileChipStatuses, Stack } from '../../src/ui';

const meta = {
  title: 'UI/FileChip',
  component: FileChip,
  args: { name: 'smith-2021-randomised-trial.pdf', size: 1_482_000, status: 'idle', onRemove: fn() },
  argTypes: { status: { control: 'inline-radio', options: fileChipStatuses } },
} satisfies Meta<typeof FileChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Remove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.4 MB')).toBeVisible();
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Remove smith-2021-randomised-trial.pdf' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Uploading: Story = {
  args: { status: 'uploading', progress: 45 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading smith-2021-randomised-trial.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};

export const UploadingUnknownProgress: Story = {
  args: { status: 'uploading', progress: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};

export const Error: Story = {
  args: { status: 'error', errorMessage: 'Upload failed: the server rejected the file.' },
  play: async ({ canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: /^Remove/ });
    await expect(remove).toHaveAccessibleDescription('Upload failed: the server rejected the file.');
  },
};

export const Done: Story = { args: { status: 'done' } };

export const WithoutRemove: Story = { args: { onRemove: undefined } };

export const StateMatrix: Story = {
  render: () => (
    <Stack gap="sm" alignItems="flex-start">
      <FileChip name="figure-1.png" size={20_480} onRemove={() => {}} />
      <FileChip name="figure-2.png" size={40_960} status="uploading" progress={70} onRemove={() => {}} />
      <FileChip name="appendix.pdf" size={3_000_000} status="uploading" onRemove={() => {}} />
      <FileChip name="supplement.pdf" size={512} status="done" onRemove={() => {}} />
      <FileChip name="corrupt.pdf" size={0} status="error" errorMessage="The file is empty." onRemove={() => {}} />
      <FileChip name="a-very-long-file-name-that-needs-truncating-in-the-chip-because-it-is-long.pdf" size={1_000} onRemove={() => {}} isDisabled />
    </Stack>
  ),
};

/** The spec's 50-character cut: the chip shows the short form, the full name stays accessible and in the tooltip. */
export const TruncatedName: Story = {
  args: { name: 'kaplan-meier-overall-survival-figure-2b-supplementary-appendix-v3.pdf', maxNameLength: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const full = 'kaplan-meier-overall-survival-figure-2b-supplementary-appendix-v3.pdf';
    await expect(canvas.getByText('kaplan-meier-overall-survival-figure-2b-supplemen\u2026')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText(full)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: `Remove ${full}` })).toBeVisible();
    await expect(canvas.getByTitle(full)).toBeVisible();
  },
};
