import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KeyRound, Search } from 'lucide-react';
import { Button, EmptyState } from '../../src/ui';

const createToken = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: KeyRound,
    title: 'No API tokens found',
    description: 'Create a token to access the Sourcebench API.',
    action: <Button onPress={createToken}>Create Token</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No API tokens found' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create Token' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(createToken).toHaveBeenCalledOnce();
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, action: undefined, title: 'No results' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No results' })).toBeVisible();
  },
};

export const SearchPrompt: Story = {
  args: {
    icon: Search,
    title: 'Nothing searched yet',
    description: 'Enter a search term to search the EVS and synonym maps',
    action: undefined,
    headingLevel: 2,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('Nothing searched yet');
  },
};
