import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Selection } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip, Stack, TagGroup } from '../../src/ui';

const meta = {
  title: 'UI/Chip',
  component: TagGroup,
  args: { label: 'Tags', children: null },
  render: (args) => (
    <TagGroup {...args}>
      <Chip id="dose">Dose</Chip>
      <Chip id="duration">Duration</Chip>
      <Chip id="survival">Overall survival</Chip>
    </TagGroup>
  ),
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function RemovableDemo({ onRemove }: { onRemove: (keys: Set<unknown>) => void }) {
  const [chips, setChips] = useState(['main-article.pdf', 'supplementary-table-1.pdf', 'figure-3.png']);
  return (
    <TagGroup
      label="Files"
      items={chips.map((name) => ({ id: name, name }))}
      onRemove={(keys) => {
        onRemove(keys as Set<unknown>);
        setChips((current) => current.filter((name) => !keys.has(name)));
      }}
      renderEmptyState={() => 'No files'}
    >
      {(item) => (
        <Chip id={item.id} maxLength={50}>
          {item.name}
        </Chip>
      )}
    </TagGroup>
  );
}

/** Delete removes the focused chip and focus moves to its neighbour; each chip has a named remove button. */
export const Removable: Story = {
  render: (args) => <RemovableDemo onRemove={(args as { onRemove?: (keys: Set<unknown>) => void }).onRemove ?? (() => {})} />,
  args: { onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('grid', { name: 'Files' });
    await expect(within(group).getByRole('button', { name: /Remove.*figure-3\.png/ })).toBeInTheDocument();
    await userEvent.tab();
    await expect(within(group).getByRole('row', { name: 'main-article.pdf' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenCalledWith(new Set(['main-article.pdf']));
    await expect(within(group).getAllByRole('row').map((row) => row.textContent)).toEqual(['supplementary-table-1.pdf', 'figure-3.png']);
    await expect(within(group).getByRole('row', { name: 'supplementary-table-1.pdf' })).toHaveFocus();
  },
};

function SelectableDemo() {
  const [selected, setSelected] = useState<Selection>(new Set(['2']));
  return (
    <TagGroup label="Level" selectionMode="multiple" selectedKeys={selected} onSelectionChange={setSelected}>
      <Chip id="1">Level 1</Chip>
      <Chip id="2">Level 2</Chip>
      <Chip id="3">Level 3</Chip>
    </TagGroup>
  );
}

/** Selectable chips toggle with Space and announce their selected state. */
export const Selectable: Story = {
  render: () => <SelectableDemo />,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('grid', { name: 'Level' });
    await expect(within(group).getByRole('row', { name: 'Level 2' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    // Tab lands on the selected chip.
    await expect(within(group).getByRole('row', { name: 'Level 2' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(within(group).getByRole('row', { name: 'Level 3' })).toHaveAttribute('aria-selected', 'true');
  },
};

const longProject =
  'A systematic review of randomised controlled trials comparing dose and duration of adjuvant therapy across forty countries';

/** Names past 100 characters are cut on screen; the chip's accessible name is the full name. */
export const Truncated: Story = {
  render: () => (
    <TagGroup label="Projects">
      <Chip id="long" maxLength={100}>
        {longProject}
      </Chip>
    </TagGroup>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: longProject });
    await expect(row.querySelector('[aria-hidden="true"]')?.textContent).toHaveLength(100);
    await expect(row.querySelector('[title]')).toHaveAttribute('title', longProject);
  },
};

export const Disabled: Story = {
  render: () => (
    <TagGroup label="Tags" disabledKeys={['duration']} selectionMode="single">
      <Chip id="dose">Dose</Chip>
      <Chip id="duration">Duration</Chip>
    </TagGroup>
  ),
};

export const StateMatrix: Story = {
  render: () => (
    <Stack gap="lg">
      <TagGroup label="Plain">
        <Chip id="a">Dose</Chip>
        <Chip id="b">Duration</Chip>
      </TagGroup>
      <TagGroup label="Removable" onRemove={() => {}}>
        <Chip id="a">main-article.pdf</Chip>
        <Chip id="b">figure-3.png</Chip>
      </TagGroup>
      <TagGroup label="Selectable" selectionMode="multiple" defaultSelectedKeys={['b']}>
        <Chip id="a">Level 1</Chip>
        <Chip id="b">Level 2 (selected)</Chip>
        <Chip id="c">Level 3</Chip>
      </TagGroup>
      <TagGroup label="Disabled" selectionMode="single" disabledKeys={['a']}>
        <Chip id="a">Disabled</Chip>
        <Chip id="b">Enabled</Chip>
      </TagGroup>
      <TagGroup label="Truncated at 50">
        <Chip id="a" maxLength={50}>
          {longProject}
        </Chip>
      </TagGroup>
    </Stack>
  ),
};
