import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccessDeniedPage } from '../../src/screens';

const meta = {
  title: 'Screens/AccessDeniedPage',
  component: AccessDeniedPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AccessDeniedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Forbidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'You do not have permission to view this page.' })).toBeVisible();
    await userEvent.tab();
    const home = canvas.getByRole('link', { name: 'Return to home page' });
    await expect(home).toHaveFocus();
    await expect(home).toHaveAttribute('href', '/home/dashboard');
  },
};
