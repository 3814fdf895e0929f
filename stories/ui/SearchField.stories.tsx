import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchField, Stack } from '../../src/ui';

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  args: { 'aria-label': 'Search papers', placeholder: 'Search papers', debounceMs: 200, minLength: 2, onSearch: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Applies from 2 characters on, after 200 ms of quiet; one character applies no filter. */
export const DebouncedWithMinimumLength: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search papers' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('g');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('raph');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('graph'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

/** Escape clears the text and resets the search at once. */
export const EscapeClears: Story = {
  args: { defaultValue: 'calibration' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search papers' });
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(input).toHaveFocus();
  },
};

/** Enter searches without waiting for the debounce. */
export const EnterSearchesNow: Story = {
  args: { debounceMs: 500, 'aria-label': 'Search data', minLength: 3 },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('ax');
    await userEvent.keyboard('{Enter}');
    // 'more than 2' characters: two do not apply.
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('is{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('axis');
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search data' })).toHaveValue('axis');
  },
};

export const WithLabel: Story = {
  args: { 'aria-label': undefined, label: 'Search for a paper', description: 'Type in keywords to begin searching' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search for a paper' });
    await expect(input).toHaveAccessibleDescription('Type in keywords to begin searching');
  },
};

export const Loading: Story = {
  args: { defaultValue: 'digitizer', isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Searching' })).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const StateMatrix: Story = {
  render: () => (
    <Stack gap="lg">
      <SearchField aria-label="Empty" placeholder="Search papers" />
      <SearchField aria-label="Filled" defaultValue="calibration" />
      <SearchField aria-label="Loading" defaultValue="calibration" isLoading />
      <SearchField label="Labelled" description="Type in keywords to begin searching" />
      <SearchField aria-label="Disabled" isDisabled defaultValue="calibration" />
    </Stack>
  ),
};
