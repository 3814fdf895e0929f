import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Plus, RotateCcw } from 'lucide-react';
import { IconButton, Tree, type TreeNode, type TreeProps } from '../../src/ui';

const baseTags: TreeNode[] = [
  {
    id: 'population',
    name: 'Population',
    children: [
      { id: 'age', name: 'Age', children: [{ id: 'mean-age', name: 'Mean age' }, { id: 'median-age', name: 'Median age' }] },
      { id: 'sex', name: 'Sex' },
      { id: 'ethnicity', name: 'Ethnicity (deleted)', isDisabled: true },
    ],
  },
  { id: 'intervention', name: 'Intervention', children: [{ id: 'dose', name: 'Dose' }, { id: 'route', name: 'Route' }] },
  { id: 'outcome', name: 'Outcome' },
];

const onAddChild = fn();
const onRestore = fn();

function actions(node: TreeNode) {
  return node.isDisabled ? (
    <IconButton label={`Restore ${node.name}`} icon={<RotateCcw />} size="small" onPress={() => onRestore(node.id)} />
  ) : (
    <IconButton label={`Add child to ${node.name}`} icon={<Plus />} size="small" onPress={() => onAddChild(node.id)} />
  );
}

function Demo(props: Partial<TreeProps<TreeNode>>) {
  return <Tree aria-label="Base tags" items={baseTags} renderActions={actions} {...props} />;
}

const meta = {
  title: 'UI/Tree',
  component: Demo,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ExpandByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('treegrid', { name: 'Base tags' });
    await userEvent.tab();
    const population = within(tree).getByRole('row', { name: /Population/ });
    await expect(population).toHaveFocus();
    await expect(population).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect(population).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const age = within(tree).getByRole('row', { name: /^Age/ });
    await expect(age).toHaveFocus();
    await expect(age).toHaveAttribute('aria-level', '2');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(population).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(population).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Selection: Story = {
  args: { defaultExpandedKeys: ['population'] },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('treegrid', { name: 'Base tags' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(within(tree).getByRole('row', { name: /^Age/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', defaultExpandedKeys: ['intervention'], defaultSelectedKeys: ['dose'] },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('treegrid', { name: 'Base tags' });
    await expect(tree).toHaveAttribute('aria-multiselectable', 'true');
    await expect(within(tree).getByRole('row', { name: /^Dose/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledNodeKeepsActions: Story = {
  name: 'Disabled node (still restorable)',
  args: { defaultExpandedKeys: ['population'] },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('treegrid', { name: 'Base tags' });
    const deleted = within(tree).getByRole('row', { name: /Ethnicity/ });
    await expect(deleted).toHaveAttribute('data-disabled-node', 'true');
    // It can be focused but not selected.
    deleted.focus();
    await userEvent.keyboard('{Enter}');
    await expect(deleted).not.toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(deleted).getByRole('button', { name: 'Restore Ethnicity (deleted)' }));
    await expect(onRestore).toHaveBeenCalledWith('ethnicity');
  },
};

export const NodeAction: Story = {
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('treegrid', { name: 'Base tags' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // On a leaf there is nothing to expand, so Right arrow moves into the row's buttons.
    await userEvent.keyboard('{ArrowRight}');
    const outcome = within(tree).getByRole('row', { name: /Outcome/ });
    await expect(within(outcome).getByRole('button', { name: 'Add child to Outcome' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAddChild).toHaveBeenCalledWith('outcome');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No results')).toBeVisible();
  },
};

export const StateMatrix: Story = {
  args: { defaultExpandedKeys: ['population', 'age', 'intervention'], defaultSelectedKeys: ['sex'] },
};
