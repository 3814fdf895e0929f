import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MultiSelectPicker, Stack, type MultiSelectPickerProps } from '../../src/ui';

interface Permission {
  id: string;
  name: string;
}

const longName =
  'Access completed extractions of every project in every organization, including archived projects and papers that were deleted after review';

const permissions: Permission[] = [
  { id: 'create_user', name: 'create_user' },
  { id: 'edit_user', name: 'edit_user' },
  { id: 'edit_user_self', name: 'edit_user_self' },
  { id: 'delete_user', name: 'delete_user' },
  { id: 'data_entry', name: 'data_entry' },
  { id: 'delete_file', name: 'delete_file' },
  { id: 'upload_file', name: 'upload_file' },
  { id: 'manage_tags', name: 'manage_tags' },
  { id: 'quality_control', name: 'quality_control' },
  { id: 'long', name: longName },
];

/** A fake server: answers after a fixed 40 ms so stories stay deterministic. */
function searchPermissions(text: string): Promise<Permission[]> {
  return new Promise((resolve) =>
    setTimeout(() => resolve(permissions.filter((p) => p.name.toLowerCase().includes(text.toLowerCase()))), 40),
  );
}

type DemoProps = Omit<MultiSelectPickerProps<Permission>, 'value' | 'onChange'> & {
  initial?: Permission[];
  onChange?: (next: Permission[]) => void;
};

function Demo({ initial = [], onChange, ...props }: DemoProps) {
  const [value, setValue] = useState<Permission[]>(initial);
  return (
    <div style={{ maxWidth: 420 }}>
      <MultiSelectPicker
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/MultiSelectPicker',
  component: Demo,
  args: { label: 'Add permissions', onSearch: searchPermissions, onChange: fn(), debounceMs: 200 },
  argTypes: { onSearch: { control: false } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const ids = (list: Permission[] | undefined) => (list ?? []).map((p) => p.id);

export const Playground: Story = {};

/** The hint names what to do; typing searches after the debounce; Enter adds a chip and clears the input. */
export const SearchAndAdd: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Add permissions' });
    await expect(input).toHaveAccessibleDescription('Type in keywords to begin searching');
    await userEvent.tab();
    await userEvent.keyboard('user');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['create_user', 'edit_user', 'edit_user_self', 'delete_user']),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(ids(args.onChange?.mock?.calls.at(-1)?.[0] as Permission[])).toEqual(['edit_user']));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    const chips = canvas.getByRole('grid', { name: 'Selected Add permissions' });
    await expect(within(chips).getByRole('row', { name: 'edit_user' })).toBeInTheDocument();
    // A chosen item is not offered again.
    await userEvent.keyboard('edit');
    const again = await screen.findByRole('listbox');
    await waitFor(() => expect(within(again).getAllByRole('option').map((o) => o.textContent)).toEqual(['edit_user_self']));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    // Escape abandons the search text.
    await expect(input).toHaveValue('');
  },
};

export const NoResults: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('zzz');
    await expect(await screen.findByText('No results')).toBeVisible();
  },
};

/** Delete on a focused chip removes it; the remove button does the same for pointer users. */
export const RemoveChips: Story = {
  args: { initial: permissions.slice(0, 3) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole('grid', { name: 'Selected Add permissions' });
    await expect(within(chips).getByRole('button', { name: 'Remove edit_user' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(chips).getByRole('row', { name: 'create_user' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(ids(args.onChange?.mock?.calls.at(-1)?.[0] as Permission[])).toEqual(['edit_user', 'edit_user_self']);
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove edit_user_self' }));
    await expect(within(chips).getAllByRole('row').map((row) => row.textContent)).toEqual(['edit_user']);
  },
};

/** Long names are cut to 100 characters on screen; assistive technology and the hover title get the whole name. */
export const TruncatedNames: Story = {
  args: { initial: [permissions[9]!, permissions[0]!], maxLabelLength: 100 },
  play: async ({ canvasElement }) => {
    const chips = within(canvasElement).getByRole('grid', { name: 'Selected Add permissions' });
    const row = within(chips).getByRole('row', { name: longName });
    const shown = row.querySelector('[aria-hidden="true"]');
    await expect(shown?.textContent).toHaveLength(100);
    await expect(shown?.textContent?.endsWith('…')).toBe(true);
    await expect(row.querySelector(`[title="${longName}"]`)).not.toBeNull();
  },
};

export const FileChipsAtFifty: Story = {
  args: { label: 'Files', initial: [permissions[9]!], maxLabelLength: 50 },
};

/** Reorder by keyboard: focus the chip's drag handle, Enter to pick it up, Tab to the drop position, Enter to drop. */
export const KeyboardReorder: Story = {
  args: { label: 'Base tags', reorderable: true, initial: permissions.slice(0, 3) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole('grid', { name: 'Selected Base tags' });
    const handle = within(chips).getByRole('button', { name: 'Drag create_user' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(chips).getByRole('row', { name: 'create_user' })).toHaveFocus();
    await userEvent.tab();
    await expect(handle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // In drag mode the arrow keys walk the insertion points of the chip list.
    for (let i = 0; i < 6 && document.activeElement?.getAttribute('aria-label') !== 'Insert after edit_user_self'; i++) {
      await userEvent.keyboard('{ArrowDown}');
    }
    await expect(document.activeElement).toHaveAccessibleName('Insert after edit_user_self');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(ids(args.onChange?.mock?.calls.at(-1)?.[0] as Permission[])).toEqual(['edit_user', 'edit_user_self', 'create_user']));
    await expect(within(chips).getAllByRole('row').map((row) => row.textContent)).toEqual(['edit_user', 'edit_user_self', 'create_user']);
  },
};

export const WithError: Story = { args: { errorMessage: 'Permissions failed to load' } };

export const Disabled: Story = { args: { isDisabled: true, initial: permissions.slice(0, 2) } };

export const StateMatrix: Story = {
  render: () => (
    <Stack gap="lg">
      <Demo label="Empty" onSearch={searchPermissions} />
      <Demo label="With chips" onSearch={searchPermissions} initial={permissions.slice(0, 4)} />
      <Demo label="Reorderable" onSearch={searchPermissions} reorderable initial={permissions.slice(4, 7)} />
      <Demo label="Truncated at 50" onSearch={searchPermissions} maxLabelLength={50} initial={[permissions[9]!]} />
      <Demo label="Error" onSearch={searchPermissions} errorMessage="Permissions failed to load" />
      <Demo label="Disabled" onSearch={searchPermissions} isDisabled initial={permissions.slice(0, 2)} />
    </Stack>
  ),
};
