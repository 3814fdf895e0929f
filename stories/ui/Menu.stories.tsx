import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Eye, MoreVertical, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Inline, Menu, MenuButton, MenuItem, MenuSection, MenuSeparator } from '../../src/ui';

const meta = {
  title: 'UI/Menu',
  component: MenuButton,
  args: { label: 'Paper actions', icon: <MoreVertical />, onAction: fn(), children: null },
  parameters: { layout: 'centered' },
  render: (args) => (
    <MenuButton {...args} disabledKeys={['restore']}>
      <MenuSection title="Paper">
        <MenuItem id="edit" icon={<Pencil />}>
          Edit
        </MenuItem>
        <MenuItem id="view" icon={<Eye />} description="Opens the data viewer">
          View data
        </MenuItem>
        <MenuItem id="download" icon={<Download />} shortcut="⌘D">
          Download
        </MenuItem>
        <MenuItem id="restore" icon={<RotateCcw />}>
          Restore
        </MenuItem>
      </MenuSection>
      <MenuSeparator />
      <MenuSection title="Danger zone">
        <MenuItem id="delete" icon={<Trash2 />} tone="danger">
          Delete
        </MenuItem>
      </MenuSection>
    </MenuButton>
  ),
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Enter opens the menu on its first item; arrows skip the disabled item; Enter runs the action and focus returns. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Paper actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Edit', 'View dataOpens the data viewer', 'Download⌘D', 'Restore', 'Delete']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await expect(within(menu).getByRole('group', { name: 'Paper' })).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'View data' })).toHaveAccessibleDescription('Opens the data viewer');
    await expect(within(menu).getByRole('menuitem', { name: 'Restore' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Restore is disabled, so the third press lands on Delete.
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction?.mock?.calls[0]?.[0]).toBe('delete');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Focus returns to the trigger a frame after the menu leaves the DOM.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes without acting. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Paper actions' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Focus returns to the trigger a frame after the menu leaves the DOM.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const TextTrigger: Story = { args: { icon: undefined, label: 'Export' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Paper actions' })).toBeDisabled();
  },
};

/** The open menu, and the triggers side by side. */
export const StateMatrix: Story = {
  render: () => (
    <Inline gap="xl" alignItems="flex-start">
      <MenuButton label="Export">{null}</MenuButton>
      <MenuButton label="Row actions" icon={<MoreVertical />}>
        {null}
      </MenuButton>
      <MenuButton label="Download" icon={<Download />} showLabel variant="primary">
        {null}
      </MenuButton>
      <div style={{ width: 220, border: '1px solid transparent' }}>
        <Menu aria-label="Open menu" disabledKeys={['restore']}>
          <MenuSection title="Paper">
            <MenuItem id="edit" icon={<Pencil />}>
              Edit
            </MenuItem>
            <MenuItem id="restore" icon={<RotateCcw />}>
              Restore (disabled)
            </MenuItem>
          </MenuSection>
          <MenuSeparator />
          <MenuItem id="delete" icon={<Trash2 />} tone="danger">
            Delete
          </MenuItem>
        </Menu>
      </div>
    </Inline>
  ),
};
