import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, Stack } from '../../src/ui';

interface Tag {
  id: string;
  name: string;
}

// Deterministic, enough to exceed the editor's cap of 20.
const tags: Tag[] = Array.from({ length: 30 }, (_, i) => ({ id: `tag-${i + 1}`, name: `Outcome measure ${String(i + 1).padStart(2, '0')}` })).concat([
  { id: 'dose', name: 'Dose' },
  { id: 'duration', name: 'Duration' },
  { id: 'survival', name: 'Overall survival' },
]);

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox<Tag>,
  args: { label: 'Tag', items: tags, maxItems: 20, minChars: 0, onSelectionChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ComboBox<Tag>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Typing filters; arrows move the virtual focus; Enter picks and fills the input. */
export const TypeToFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Tag' });
    await userEvent.tab();
    await userEvent.keyboard('dur');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Duration']);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', within(listbox).getByRole('option', { name: 'Duration' }).id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('duration');
    await expect(input).toHaveValue('Duration');
    await expect(input).toHaveFocus();
  },
};

/** At most 20 options are listed; a note says how many more match. */
export const CappedAtTwenty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Tag' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(20);
    await expect(screen.getByText('13 more matches: keep typing to narrow the list')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveFocus();
  },
};

/** With minChars 2 the list stays closed until two characters are typed. */
export const MinimumCharacters: Story = {
  args: { minChars: 2 },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('d');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('o');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Dose']);
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const NoResults: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('zzz');
    await expect(await screen.findByText('No results')).toBeVisible();
  },
};

export const Invalid: Story = { args: { errorMessage: 'Select a tag', showErrors: true } };

export const Disabled: Story = { args: { isDisabled: true, defaultInputValue: 'Dose' } };

export const StateMatrix: Story = {
  render: () => (
    <Stack gap="lg">
      <ComboBox label="Empty" items={tags} />
      <ComboBox label="Chosen" items={tags} defaultSelectedKey="dose" defaultInputValue="Dose" />
      <ComboBox label="Needs 2 characters" items={tags} minChars={2} placeholder="Type 2 characters" />
      <ComboBox label="Invalid" items={tags} errorMessage="Select a tag" showErrors />
      <ComboBox label="Disabled" items={tags} isDisabled defaultInputValue="Dose" />
    </Stack>
  ),
};
