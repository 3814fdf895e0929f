import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddDatasetDialog } from '../../src/editor/panels/datasets/AddDatasetDialog';
import { body } from '../screens/play';

const BRANCHES = [
  'ABC-1',
  'ABC-1||Part A',
  'ABC-1||Part A||Placebo',
  'ABC-1||Part A||Drug 10 mg',
  'ABC-1||Part A||Drug 20 mg',
  'ABC-1||Part A||Drug 20 mg||Adults',
];
const TAG_GROUPS = ['Inclusion/Exclusion criteria', 'Dosing', 'Baseline/Demographics', 'Outcomes', 'Adverse events'];

const meta = {
  title: 'Editor/AddDatasetDialog',
  component: AddDatasetDialog,
  tags: ['!autodocs'],
  args: { isOpen: true, branchKeys: BRANCHES, tagGroupNames: TAG_GROUPS, onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof AddDatasetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function closeList() {
  if (document.querySelector('[role="listbox"]')) await userEvent.keyboard('{Escape}');
}

/** Types into a combo box that has focus, then leaves the list closed. */
async function typeInto(text: string) {
  await userEvent.keyboard(text);
  await closeList();
}

/*
 * A combo box's list opens on typing or the arrow keys, and an open list hides the rest of the
 * dialog from the accessibility tree (as a screen reader would be told), so fields are found with
 * hidden: true.
 */

/** The dialog once its first field has focus; focus alone opens no list. */
async function ready(canvasElement: HTMLElement, name: string) {
  const dialog = await body(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(dialog.contains(document.activeElement) && document.activeElement?.tagName === 'INPUT').toBe(true));
  await expect(document.querySelector('[role="listbox"]')).toBeNull();
  return within(dialog);
}

export const Playground: Story = {};

/** A new graph: pick a branch from the list, take a tag group, Shift+Enter for a second row, Save. */
export const NewGraph: Story = {
  play: async ({ canvasElement, args }) => {
    const d = await ready(canvasElement, 'Add dataset');
    const save = d.getByRole('button', { name: 'Save', hidden: true });
    await expect(save).toBeDisabled();
    const branch1 = d.getByRole('combobox', { name: 'Study branch 1', hidden: true });
    await waitFor(() => expect(branch1).toHaveFocus());
    await userEvent.keyboard('placebo');
    const list = await body(canvasElement).findByRole('listbox');
    await expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['ABC-1 / Part A / Placebo']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(branch1).toHaveValue('ABC-1 / Part A / Placebo');
    await userEvent.tab();
    await expect(d.getByRole('combobox', { name: 'Tag group 1', hidden: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const groups = await body(canvasElement).findByRole('listbox');
    // Only the groups a graph may collect are offered.
    await expect(within(groups).getAllByRole('option').map((o) => o.textContent)).toEqual(['Outcomes', 'Baseline/Demographics']);
    await userEvent.keyboard('{Enter}');
    await expect(d.getByRole('combobox', { name: 'Tag group 1', hidden: true })).toHaveValue('Outcomes');
    await expect(save).toBeEnabled();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    const branch2 = await d.findByRole('combobox', { name: 'Study branch 2', hidden: true });
    await waitFor(() => expect(branch2).toHaveFocus());
    // The new row takes the tag group of the row above.
    await expect(d.getByRole('combobox', { name: 'Tag group 2', hidden: true })).toHaveValue('Outcomes');
    await typeInto('ABC-1 / Part A / Drug 10 mg');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith([
      { studyBranch: 'ABC-1||Part A||Placebo', tagGroup: 'Outcomes' },
      { studyBranch: 'ABC-1||Part A||Drug 10 mg', tagGroup: 'Outcomes' },
    ]);
  },
};

/** Shift+Enter held down adds one row per 200 ms burst, not one per key repeat. */
export const ShiftEnterIsDebounced: Story = {
  args: { defaultTagGroup: 'Outcomes' },
  play: async ({ canvasElement }) => {
    const d = await ready(canvasElement, 'Add dataset');
    await waitFor(() => expect(d.getByRole('combobox', { name: 'Study branch 1', hidden: true })).toHaveFocus());
    await closeList();
    await userEvent.keyboard('{Shift>}{Enter}{Enter}{Enter}{/Shift}');
    await d.findByRole('combobox', { name: 'Study branch 2', hidden: true });
    await new Promise((r) => setTimeout(r, 400));
    await expect(d.queryByRole('combobox', { name: 'Study branch 3', hidden: true })).toBeNull();
    await closeList();
    await userEvent.click(d.getByRole('button', { name: 'Remove study branch 2', hidden: true }));
    await expect(d.queryByRole('combobox', { name: 'Study branch 2', hidden: true })).toBeNull();
    // The last row cannot be removed.
    await expect(d.getByRole('button', { name: 'Remove study branch 1', hidden: true })).toBeDisabled();
  },
};

/** Adding to a graph that already has branches: repeating one is refused. */
export const ExistingGraph: Story = {
  args: {
    mode: 'existing',
    graphName: 'XY graph 2',
    defaultTagGroup: 'Outcomes',
    existing: [{ studyBranch: 'ABC-1||Part A||Placebo', tagGroup: 'Outcomes' }],
  },
  play: async ({ canvasElement, args }) => {
    const d = await ready(canvasElement, 'Add dataset to XY graph 2');
    await waitFor(() => expect(d.getByRole('combobox', { name: 'Study branch 1', hidden: true })).toHaveFocus());
    await typeInto('ABC-1 / Part A / Placebo');
    await userEvent.tab();
    await expect(d.getByRole('combobox', { name: 'Study branch 1', hidden: true })).toHaveAccessibleDescription('ABC-1 / Part A / Placebo already exists on this graph');
    await expect(d.getByRole('button', { name: 'Save', hidden: true })).toBeDisabled();
    await userEvent.click(d.getByRole('combobox', { name: 'Tag group 1', hidden: true }));
    await userEvent.keyboard('{Control>}a{/Control}Baseline/Demographics');
    await closeList();
    await expect(d.getByRole('button', { name: 'Save', hidden: true })).toBeEnabled();
    await userEvent.click(d.getByRole('button', { name: 'Save', hidden: true }));
    await expect(args.onSave).toHaveBeenCalledWith([{ studyBranch: 'ABC-1||Part A||Placebo', tagGroup: 'Baseline/Demographics' }]);
  },
};

/** Editing: the row whose dataset has points is disabled and says why; the others can change. */
export const EditWithPoints: Story = {
  args: {
    mode: 'edit',
    graphName: 'Bar graph',
    initialRows: [
      { studyBranch: 'ABC-1 / Part A / Placebo', tagGroup: 'Outcomes', datasetName: 'ABC-1||Part A||Placebo_1', locked: true },
      { studyBranch: 'ABC-1 / Part A / Drug 10 mg', tagGroup: 'Outcomes', datasetName: 'ABC-1||Part A||Drug 10 mg_2' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const d = await ready(canvasElement, 'Edit dataset: Bar graph');
    const locked = d.getByRole('combobox', { name: 'Study branch 1', hidden: true });
    await expect(locked).toBeDisabled();
    await expect(locked).toHaveAccessibleDescription(
      'This study branch has data points and cannot be edited/removed from this tool; use the edit/remove buttons in the Graph Data window instead',
    );
    await expect(d.getByRole('combobox', { name: 'Tag group 1', hidden: true })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Remove study branch 1', hidden: true })).toBeDisabled();
    const branch2 = d.getByRole('combobox', { name: 'Study branch 2', hidden: true });
    await waitFor(() => expect(branch2).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}ABC-1 / Part A / Drug 20 mg');
    await closeList();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith([
      { studyBranch: 'ABC-1||Part A||Placebo', tagGroup: 'Outcomes' },
      { studyBranch: 'ABC-1||Part A||Drug 20 mg', tagGroup: 'Outcomes' },
    ]);
  },
};

/** Every row error, shown as each field is left; Save stays disabled. */
export const RowErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const d = await ready(canvasElement, 'Add dataset');
    const save = d.getByRole('button', { name: 'Save', hidden: true });
    await waitFor(() => expect(d.getByRole('combobox', { name: 'Study branch 1', hidden: true })).toHaveFocus());
    await closeList();
    await userEvent.tab();
    await closeList();
    await userEvent.tab();
    await expect(d.getByRole('combobox', { name: 'Study branch 1', hidden: true })).toHaveAccessibleDescription('Study branch cannot be empty');
    await expect(d.getByRole('combobox', { name: 'Tag group 1', hidden: true })).toHaveAccessibleDescription('Tag group cannot be empty');
    await userEvent.click(d.getByRole('button', { name: 'Add study branch', hidden: true }));
    await waitFor(() => expect(d.getByRole('combobox', { name: 'Study branch 2', hidden: true })).toHaveFocus());
    await typeInto('Placebo');
    await userEvent.tab();
    await typeInto('Adverse events');
    await userEvent.tab();
    await expect(d.getByRole('combobox', { name: 'Study branch 2', hidden: true })).toHaveAccessibleDescription('Placebo is not a valid study branch');
    await expect(d.getByRole('combobox', { name: 'Tag group 2', hidden: true })).toHaveAccessibleDescription('Adverse events is not a valid tag group');
    await userEvent.click(d.getByRole('button', { name: 'Add study branch', hidden: true }));
    await waitFor(() => expect(d.getByRole('combobox', { name: 'Study branch 3', hidden: true })).toHaveFocus());
    await typeInto('ABC-1');
    await userEvent.tab();
    await typeInto('Outcomes');
    await userEvent.click(d.getByRole('button', { name: 'Add study branch', hidden: true }));
    await waitFor(() => expect(d.getByRole('combobox', { name: 'Study branch 4', hidden: true })).toHaveFocus());
    await typeInto('abc-1');
    await userEvent.tab();
    await closeList();
    await userEvent.tab();
    await expect(d.getByRole('combobox', { name: 'Study branch 4', hidden: true })).toHaveAccessibleDescription('abc-1 already exists on this graph');
    await expect(save).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Escape and Cancel leave without saving. */
export const CancelByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await ready(canvasElement, 'Add dataset');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalled());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
