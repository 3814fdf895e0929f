import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDropZone } from '../../src/ui';

const MB = 1024 * 1024;
const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

const meta = {
  title: 'UI/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Drop PDF or image files here',
    acceptedFileTypes: ['application/pdf', 'image/*'],
    maxFileSize: 2 * MB,
    allowsMultiple: true,
    onFilesAccepted: fn(),
    onFilesRejected: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChooseFiles: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Choose files' });
    await expect(button).toHaveAccessibleDescription('Accepted: PDF, image files, up to 2 MB each');
    // The hidden input FileTrigger renders receives the choice, as the system picker would.
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', 'application/pdf,image/*');
    await expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input, [file('trial.pdf', 1024, 'application/pdf'), file('figure-2.png', 2048, 'image/png')]);
    await expect(args.onFilesAccepted).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
  },
};

export const TooLarge: Story = {
  name: 'Size limit error',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [file('full-text.pdf', 3 * MB, 'application/pdf'), file('ok.pdf', 10, 'application/pdf')]);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('"full-text.pdf" is 3 MB, larger than the 2 MB limit.');
    await expect(args.onFilesRejected).toHaveBeenCalledOnce();
    await expect(args.onFilesAccepted).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(/larger than the 2 MB limit/);
  },
};

export const KeyboardReach: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // First stop: the zone itself, which accepts a paste as a keyboard drop.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Drop PDF or image files here' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveFocus();
  },
};

export const SingleFile: Story = {
  args: { allowsMultiple: false, label: 'Drop the paper here', acceptedFileTypes: ['.pdf'], maxFileSize: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription('Accepted: PDF');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose files' })).toBeDisabled();
  },
};
