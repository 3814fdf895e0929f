import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from '../../src/ui';

const levels = [
  { id: 'level-1', label: 'Level 1', text: 'Beginner: for new extraction users.' },
  { id: 'level-2', label: 'Level 2', text: 'Intermediate: for experienced users.' },
  { id: 'level-3', label: 'Level 3', text: 'Advanced: for specialized extraction and QC users.' },
];

function Demo(props: Partial<TabsProps>) {
  return (
    <Tabs defaultSelectedKey="level-2" {...props}>
      <TabList aria-label="Tag group levels">
        {levels.map((level) => (
          <Tab key={level.id} id={level.id}>
            {level.label}
          </Tab>
        ))}
      </TabList>
      {levels.map((level) => (
        <TabPanel key={level.id} id={level.id}>
          {level.text}
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = { title: 'UI/Tabs', component: Demo } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const DefaultTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Level 2' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Level 2' })).toHaveTextContent('Intermediate');
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Level 2' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Level 3' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Level 3' })).toHaveTextContent('Advanced');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Level 1' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['level-3'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Level 3' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Level 1' })).toHaveFocus();
  },
};

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Demo />
      <Demo defaultSelectedKey="level-1" disabledKeys={['level-3']} />
      <Demo orientation="vertical" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('tablist')).toHaveLength(3);
  },
};
