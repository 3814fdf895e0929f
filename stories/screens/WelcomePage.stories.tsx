import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WelcomePage } from '../../src/screens';

const meta = {
  title: 'Screens/WelcomePage',
  component: WelcomePage,
  parameters: { layout: 'fullscreen' },
  args: { onLogin: fn() },
} satisfies Meta<typeof WelcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PromptToLogIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome to Sourcebench' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const SsoFailure: Story = {
  args: { ssoFailed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Sign-in error' })).toHaveTextContent(
      'SSO authentication failed, please contact your administrators.',
    );
  },
};
