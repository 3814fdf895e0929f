import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PointGroupSettingsDialog, PointGroupsPanel } from '../../src/editor/panels/pointGroups';
import { POINT_GROUP_MESSAGES } from '../../src/editor/session/pointGroupCommands';
import { body } from '../screens/play';

const VALUE_TAGS = ['Mean', 'Median', 'Standard deviation', 'Standard error', 'Upper 95% CI', 'Lower 95% CI'];

const meta = {
  title: 'Editor/PointGroups',
  component: PointGroupSettingsDialog,
  tags: ['!autodocs'],
  args: {
    isOpen: true,
    graphName: 'XY graph 1',
    mainDataType: { x: 'Median', y: 'Mean' },
    settings: null,
    valueTagNames: VALUE_TAGS,
    onSave: fn(),
    onDeleteGroup: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PointGroupSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closes an open combo box list, which hides the rest of the dialog from assistive technology. */
async function closeList() {
  await waitFor(() => undefined);
  if (document.querySelector('[role="listbox"]')) await userEvent.keyboard('{Escape}');
}

const saved = { names: ['Mean', 'Standard deviation', 'Upper 95% CI'], matchOn: 'x' as const, tolerance: 3 };

export const Playground: Story = {};

/** New groups: the main group shows as 'Central tendency'; an empty tag is refused; the keyboard fills and saves. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Point Group Settings: XY graph 1' });
    const d = within(dialog);
    await expect(d.getByText('Central tendency')).toBeVisible();
    await expect(d.getByText('(Mean)')).toBeVisible();
    const field = d.getByRole('combobox', { name: 'Point group 2 tag' });
    await waitFor(() => expect(field).toHaveFocus());
    await closeList();
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(POINT_GROUP_MESSAGES.nameRequired));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(field);
    await userEvent.keyboard('standard deviation');
    await closeList();
    await expect(field).toHaveAccessibleDescription('[X] standard deviation');
    await userEvent.click(d.getByRole('button', { name: 'Add point group' }));
    const third = d.getByRole('combobox', { name: 'Point group 3 tag' });
    await waitFor(() => expect(third).toHaveFocus());
    await userEvent.keyboard('Upper 95% CI');
    await closeList();
    await userEvent.click(d.getByRole('radio', { name: /^Y/ }));
    // Matching on Y makes the X axis the value axis: its data type is the main group.
    await expect(d.getByText('(Median)')).toBeVisible();
    await expect(third).toHaveAccessibleDescription('[Y] Upper 95% CI');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ names: ['Median', 'Standard deviation', 'Upper 95% CI'], matchOn: 'y', tolerance: 2 });
  },
};

/** Existing groups: shown as '[X] tag'; a repeated or main tag is refused in words. */
export const Existing: Story = {
  args: { mainDataType: 'Mean', settings: saved },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const d = within(dialog);
    await expect(d.getByRole('combobox', { name: 'Point group 2 tag' })).toHaveValue('Standard deviation');
    await expect(d.getByRole('combobox', { name: 'Point group 2 tag' })).toHaveAccessibleDescription('[X] Standard deviation');
    await expect(d.getByRole('textbox', { name: 'Tuple tolerance (px)' })).toHaveValue('3');
    const third = d.getByRole('combobox', { name: 'Point group 3 tag' });
    await userEvent.tripleClick(third);
    await userEvent.keyboard('standard deviation');
    await closeList();
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(third).toHaveAccessibleDescription(expect.stringContaining(POINT_GROUP_MESSAGES.nameTaken('standard deviation')));
    await userEvent.tripleClick(third);
    await userEvent.keyboard('Mean');
    await closeList();
    await expect(third).toHaveAccessibleDescription(expect.stringContaining(POINT_GROUP_MESSAGES.mainType));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The tolerance stays within 2 to 5 px. */
export const Tolerance: Story = {
  args: { mainDataType: 'Mean', settings: saved },
  play: async ({ canvasElement, args }) => {
    const d = within(await body(canvasElement).findByRole('dialog'));
    const tolerance = d.getByRole('textbox', { name: 'Tuple tolerance (px)' });
    await userEvent.tripleClick(tolerance);
    await userEvent.keyboard('9');
    await userEvent.tab();
    await expect(tolerance).toHaveValue('5');
    await userEvent.click(tolerance);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(tolerance).toHaveValue('2');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...saved, tolerance: 2 });
  },
};

/** Deleting a saved group asks with the spec's words; Cancel keeps it, Delete removes it at once. */
export const DeleteGroup: Story = {
  args: { mainDataType: 'Mean', settings: saved },
  play: async ({ canvasElement, args }) => {
    const b = body(canvasElement);
    const d = within(await b.findByRole('dialog'));
    await userEvent.click(d.getByRole('button', { name: 'Delete point group 2' }));
    const confirm = await b.findByRole('alertdialog');
    await expect(within(confirm).getByText(POINT_GROUP_MESSAGES.deleteGroup)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDeleteGroup).not.toHaveBeenCalled();
    const again = within(await b.findByRole('dialog'));
    await userEvent.click(again.getByRole('button', { name: 'Delete point group 2' }));
    await userEvent.click(within(await b.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteGroup).toHaveBeenCalledWith(1);
    const after = within(await b.findByRole('dialog'));
    await expect(after.getByRole('combobox', { name: 'Point group 2 tag' })).toHaveValue('Upper 95% CI');
    await expect(after.queryByRole('combobox', { name: 'Point group 3 tag' })).toBeNull();
  },
};

/** A group added in the popup and not saved goes without asking. */
export const RemoveUnsavedGroup: Story = {
  args: { mainDataType: 'Mean', settings: saved },
  play: async ({ canvasElement, args }) => {
    const b = body(canvasElement);
    const d = within(await b.findByRole('dialog'));
    await userEvent.click(d.getByRole('button', { name: 'Add point group' }));
    await waitFor(() => expect(d.getByRole('combobox', { name: 'Point group 4 tag' })).toHaveFocus());
    await closeList();
    await userEvent.click(d.getByRole('button', { name: 'Delete point group 4' }));
    await expect(b.queryByRole('alertdialog')).toBeNull();
    await expect(d.queryByRole('combobox', { name: 'Point group 4 tag' })).toBeNull();
    await closeList();
    await userEvent.click(await within(await b.findByRole('dialog')).findByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onDeleteGroup).not.toHaveBeenCalled();
  },
};

function PanelDemo({ labels, syncNotice, onRefresh, onSettings }: { labels: string[]; syncNotice?: string; onRefresh: () => void; onSettings: () => void }) {
  const [group, setGroup] = useState(0);
  return (
    <div style={{ width: 300 }}>
      <PointGroupsPanel labels={labels} currentGroup={group} onCurrentGroupChange={setGroup} syncNotice={syncNotice ?? null} onRefreshTuples={onRefresh} onOpenSettings={onSettings} />
      <p data-testid="current">Current group {group}</p>
    </div>
  );
}

const onRefresh = fn();
const onSettings = fn();

/** The sidebar section of a graph without groups: a hint and the settings button. */
export const PanelEmpty: Story = {
  render: () => <PanelDemo labels={[]} onRefresh={onRefresh} onSettings={onSettings} />,
  play: async ({ canvasElement }) => {
    onSettings.mockClear();
    const c = within(canvasElement);
    await expect(c.getByRole('region', { name: 'Point groups' })).toBeVisible();
    await expect(c.getByText(/No point groups/)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Point group settings' }));
    await expect(onSettings).toHaveBeenCalledOnce();
  },
};

/** With groups: the group the next point goes to is chosen with the arrow keys. */
export const PanelGroups: Story = {
  render: () => <PanelDemo labels={['Central tendency', '[X] Standard deviation', '[X] Upper 95% CI']} onRefresh={onRefresh} onSettings={onSettings} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const group = c.getByRole('radiogroup', { name: 'Add points to' });
    await expect(within(group).getByRole('radio', { name: 'Central tendency' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Central tendency' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(group).getByRole('radio', { name: '[X] Standard deviation' })).toBeChecked();
    await expect(c.getByTestId('current')).toHaveTextContent('Current group 1');
  },
};

/** The tuple-sync notice, with its Refresh tuples button. */
export const PanelTupleSync: Story = {
  render: () => (
    <PanelDemo labels={['Central tendency', '[X] Standard deviation']} syncNotice={POINT_GROUP_MESSAGES.outOfSync} onRefresh={onRefresh} onSettings={onSettings} />
  ),
  play: async ({ canvasElement }) => {
    onRefresh.mockClear();
    const c = within(canvasElement);
    await expect(c.getByText(POINT_GROUP_MESSAGES.outOfSync)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Refresh tuples' }));
    await expect(onRefresh).toHaveBeenCalledOnce();
  },
};

/** Grouped points that found no Central tendency point are counted. */
export const PanelUnmatched: Story = {
  render: () => (
    <PanelDemo labels={['Central tendency', '[Y] Standard error']} syncNotice={POINT_GROUP_MESSAGES.unmatched(2, 'y', 3)} onRefresh={onRefresh} onSettings={onSettings} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 points are in no tuple: no Central tendency point lies within 3 px on Y.')).toBeVisible();
  },
};
