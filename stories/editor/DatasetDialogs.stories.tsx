import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ClearAllDialog, ClearAllTagsDialog } from '../../src/editor/panels/datasets/ClearAllDialogs';
import { RenameDatasetDialog } from '../../src/editor/panels/datasets/RenameDatasetDialog';
import { body } from '../screens/play';

const meta = {
  title: 'Editor/DatasetDialogs',
  component: RenameDatasetDialog,
  tags: ['!autodocs'],
  args: {
    isOpen: true,
    name: 'ABC-1||Part A||Placebo_5eed0001',
    otherNames: ['ABC-1||Part A||Placebo_5eed0001', 'Drug 10 mg week 12'],
    onRename: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof RenameDatasetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the clear confirms call on confirm; cleared at the start of each play. */
const onConfirm = fn();

export const Playground: Story = {};

/** Rename: an empty or taken name is refused in words; Enter renames. */
export const Rename: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Rename ABC-1||Part A||Placebo_5eed0001' });
    const d = within(dialog);
    const field = d.getByRole('textbox', { name: 'Dataset name' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}{Enter}');
    await expect(field).toHaveAccessibleDescription('Dataset name cannot be empty');
    await userEvent.keyboard('Drug 10 mg week 12{Enter}');
    await expect(field).toHaveAccessibleDescription('A dataset with this name already exists, please pick a different name.');
    await expect(args.onRename).not.toHaveBeenCalled();
    await userEvent.keyboard('{Control>}a{/Control}  Placebo week 12 {Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('Placebo week 12');
  },
};

/** Rename without a change just closes. */
export const RenameUnchanged: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Dataset name' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onRename).not.toHaveBeenCalled();
  },
};

/** Clear all: a danger confirm that starts on Cancel; Tab then Enter clears. */
export const ClearAll: Story = {
  render: (args) => <ClearAllDialog isOpen datasetName="ABC-1 / Part A / Placebo" onConfirm={onConfirm} onCancel={args.onCancel} />,
  play: async ({ canvasElement, args }) => {
    onConfirm.mockClear();
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Clear all' });
    await expect(dialog).toHaveAccessibleDescription('This will delete all data points and point groups of ABC-1 / Part A / Placebo. Are you sure?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Clear all' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Clear all tags: Escape cancels. */
export const ClearAllTags: Story = {
  render: (args) => <ClearAllTagsDialog isOpen datasetName="ABC-1 / Part A / Placebo" onConfirm={onConfirm} onCancel={args.onCancel} />,
  play: async ({ canvasElement, args }) => {
    onConfirm.mockClear();
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Clear all tags' });
    await expect(dialog).toHaveAccessibleDescription(
      'This will remove the tags you added to every data point of ABC-1 / Part A / Placebo. Their values, units and study branch stay. Are you sure?',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(onConfirm).not.toHaveBeenCalled();
  },
};
