import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem, Stack } from '../../src/ui';

const files = [
  { id: 'main', name: 'main-article.pdf' },
  { id: 'supp1', name: 'supplementary-table-1.pdf' },
  { id: 'fig3', name: 'figure-3.png' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Select file', items: files, onSelectionChange: fn(), children: null },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Select {...args} items={files}>
        {(file) => <SelectItem id={file.id}>{file.name}</SelectItem>}
      </Select>
    </div>
  ),
} satisfies Meta<typeof Select<{ id: string; name: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Enter opens the list; arrows move, Enter chooses, focus returns to the button that now shows the choice. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Select file/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox', { name: 'Select file' });
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'main-article.pdf' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('supp1');
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleName(expect.stringContaining('supplementary-table-1.pdf'));
  },
};

/** Type-ahead picks an option while the list is closed. */
export const TypeAhead: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('fig');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('fig3');
    await expect(within(canvasElement).getByRole('button', { name: /figure-3\.png/ })).toBeInTheDocument();
  },
};

export const WithValue: Story = { args: { defaultSelectedKey: 'main' } };

export const WithDescriptions: Story = {
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Select {...args} label="Level" defaultSelectedKey="2">
        <SelectItem id="1" description="For new extraction users">
          Level 1
        </SelectItem>
        <SelectItem id="2" description="For experienced users">
          Level 2
        </SelectItem>
        <SelectItem id="3" description="For specialized extraction and QC users">
          Level 3
        </SelectItem>
      </Select>
    </div>
  ),
};

export const Invalid: Story = {
  args: { errorMessage: 'Select a file', showErrors: true, isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Select a file')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** Open list, for screenshot review. */
export const Open: Story = { args: { defaultOpen: true, defaultSelectedKey: 'supp1' } };

export const StateMatrix: Story = {
  render: () => (
    <Stack gap="lg" style={{ maxWidth: 320 }}>
      <Select label="Empty" items={files}>
        {(file) => <SelectItem id={file.id}>{file.name}</SelectItem>}
      </Select>
      <Select label="Chosen" items={files} defaultSelectedKey="fig3">
        {(file) => <SelectItem id={file.id}>{file.name}</SelectItem>}
      </Select>
      <Select label="Invalid" items={files} errorMessage="Select a file" showErrors>
        {(file) => <SelectItem id={file.id}>{file.name}</SelectItem>}
      </Select>
      <Select label="Disabled" items={files} isDisabled defaultSelectedKey="main">
        {(file) => <SelectItem id={file.id}>{file.name}</SelectItem>}
      </Select>
    </Stack>
  ),
};
