import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Redo2, Save, Undo2, ZoomIn, ZoomOut } from 'lucide-react';
import { Button, IconButton, Toolbar, ToolbarGroup, ToolbarSeparator, type ToolbarProps } from '../../src/ui';

const onSave = fn();

function Demo(props: Partial<ToolbarProps>) {
  return (
    <Toolbar aria-label="Paper actions" {...props}>
      <ToolbarGroup aria-label="History">
        <IconButton label="Undo" icon={<Undo2 />} />
        <IconButton label="Redo" icon={<Redo2 />} isDisabled />
      </ToolbarGroup>
      <ToolbarSeparator orientation={props.orientation === 'vertical' ? 'horizontal' : 'vertical'} />
      <ToolbarGroup aria-label="Zoom">
        <IconButton label="Zoom in" icon={<ZoomIn />} />
        <IconButton label="Zoom out" icon={<ZoomOut />} />
      </ToolbarGroup>
      <ToolbarSeparator orientation={props.orientation === 'vertical' ? 'horizontal' : 'vertical'} />
      <Button onPress={onSave}>
        <Save size={16} aria-hidden="true" />
        Save
      </Button>
    </Toolbar>
  );
}

const meta = { title: 'UI/Toolbar', component: Demo } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'Paper actions' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toHaveFocus();
    // Disabled Redo is skipped.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledOnce();
    // One Tab stop: Tab leaves the toolbar.
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toHaveFocus();
  },
};

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <Demo />
      <Demo orientation="vertical" aria-label="Vertical paper actions" />
    </div>
  ),
};
