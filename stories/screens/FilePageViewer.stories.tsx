import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DigitizerFile } from '../../src/editor/Digitizer';
import { FilePageViewer, type FilePageViewerProps } from '../../src/screens';
import { loadChart } from '../editor/fixtures';

/** The viewer with its page in state, as the route keeps it in the address. */
function Harness({ initialPage, onPageChange, ...props }: Omit<FilePageViewerProps, 'page'> & { initialPage: number }) {
  const [page, setPage] = useState(initialPage);
  return (
    <FilePageViewer
      {...props}
      page={page}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/File Page Viewer',
  component: Harness,
  args: { status: 'ready', initialPage: 2, onPageChange: fn() },
  loaders: [async () => ({ file: await loadChart('twoPage') })],
  render: (args, { loaded }) => <Harness {...args} file={args.status === 'ready' ? (loaded.file as DigitizerFile) : null} />,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'View current file' opened at page 2; the previous page by keyboard. */
export const AtAPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'two-page.pdf' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Page 2 of two-page.pdf' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Previous page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await expect(await canvas.findByRole('img', { name: 'Page 1 of two-page.pdf' }, { timeout: 15_000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled());
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: 'File not found (404)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('File not found (404)')).toBeVisible();
  },
};

export const PageOutOfRange: Story = {
  args: { initialPage: 9 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Error: Invalid page number.', {}, { timeout: 15_000 })).toBeVisible();
  },
};
