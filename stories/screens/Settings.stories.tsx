import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiToken } from '../../src/api/schemas';
import { COMPANY_PASSWORD_NOTICE, SettingsScreen, utcDateTime } from '../../src/screens';
import { afterDialogsClose, body } from './play';

// Fixed data: screenshots must not depend on the clock or randomness.
const tokens: ApiToken[] = [
  { id: 1, name: 'Zotero sync', createdAt: '2025-01-10T09:00:00.000Z' },
  { id: 2, name: 'Nightly export', createdAt: '2025-02-14T16:30:00.000Z' },
];
const RAW_TOKEN = 'sb_live_0123456789abcdef0123456789abcdef';

const meta = {
  title: 'Screens/Settings',
  component: SettingsScreen,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
  args: {
    password: { onSave: fn(() => Promise.resolve()), userInputs: ['ada.lovelace@example.org', 'Ada', 'Lovelace'] },
    isApiTokensEnabled: true,
    apiTokens: {
      tokens,
      formatDate: utcDateTime,
      onCreate: fn(() => Promise.resolve(RAW_TOKEN)),
      onRevoke: fn(() => Promise.resolve()),
      copyText: fn(() => Promise.resolve()),
    },
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordInput = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

/** Replaces a field's text by keyboard (long text is pasted), then leaves it so its error shows. */
async function retype(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  if (text.length > 40) await userEvent.paste(text);
  else if (text) await userEvent.keyboard(text);
  await userEvent.tab();
}

export const Playground: Story = {};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Password' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'API Tokens' });
    await expect(within(list).getByText('Zotero sync')).toBeVisible();
    await expect(within(list).getByText('Created: 2025-01-10 09:00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Without the api-tokens flag or permission only the password panel shows. */
export const TokensDisabled: Story = {
  args: { isApiTokensEnabled: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'API Tokens' })).not.toBeInTheDocument();
  },
};

/** Every password rule, broken by keyboard, with its exact message; Save waits for a valid, strong password. */
export const PasswordValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const current = passwordInput(canvasElement, 'Current password');
    const next = passwordInput(canvasElement, 'New password');
    const confirm = passwordInput(canvasElement, 'Confirm new password');
    const save = canvas.getByRole('button', { name: 'Save' });

    await userEvent.click(current);
    await userEvent.tab();
    await expect(current).toHaveAccessibleDescription(/Password is required/);
    await retype(current, 'short');
    await expect(current).toHaveAccessibleDescription(/Password is too short/);
    await retype(current, 'x'.repeat(61));
    await expect(current).toHaveAccessibleDescription(/Password is too long/);
    await retype(current, 'old-password-1');
    await expect(current).not.toHaveAttribute('aria-invalid');

    await retype(next, '');
    await expect(next).toHaveAccessibleDescription(/Password is required/);
    await retype(next, 'password');
    // Long enough but guessable: the strength rule refuses it.
    await expect(next).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();
    await retype(next, 'correct horse battery staple');
    await expect(next).not.toHaveAttribute('aria-invalid');

    await retype(confirm, '');
    await expect(confirm).toHaveAccessibleDescription(/Re-enter new password/);
    await retype(confirm, 'correct horse battery stable');
    await expect(confirm).toHaveAccessibleDescription(/Does not match new password/);
    await expect(save).toBeDisabled();
    await retype(confirm, 'correct horse battery staple');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.password.onSave).toHaveBeenCalledWith({ password: 'old-password-1', newPassword: 'correct horse battery staple' }),
    );
    // A saved change clears the form.
    await waitFor(() => expect(passwordInput(canvasElement, 'Current password')).toHaveValue(''));
    // The Save button announced its pending state by id; that button has been replaced with the form.
    document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
  },
};

/** Company accounts cannot change their password here, and are told why. */
export const CompanyAccount: Story = {
  args: { password: { onSave: fn(() => Promise.resolve()), isCompanyAccount: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(COMPANY_PASSWORD_NOTICE)).toBeVisible();
    await expect(passwordInput(canvasElement, 'Current password')).toBeDisabled();
    await expect(passwordInput(canvasElement, 'New password')).toBeDisabled();
    await expect(passwordInput(canvasElement, 'Confirm new password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const TokensLoading: Story = {
  args: { apiTokens: { ...meta.args.apiTokens, tokens: [], isLoading: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading API tokens' })).toBeInTheDocument();
  },
};

export const TokensLoadError: Story = {
  args: { apiTokens: { ...meta.args.apiTokens, tokens: [], hasLoadError: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'API tokens could not be loaded' })).toHaveTextContent(
      'Failed to load API tokens',
    );
  },
};

export const NoTokens: Story = {
  args: { apiTokens: { ...meta.args.apiTokens, tokens: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No API tokens found' })).toBeVisible();
    await expect(canvas.getByText("Create a token to access Sourcebench's API.")).toBeVisible();
  },
};

/** The name is required and trimmed; the raw token is shown once, with a copy button that confirms for 2 seconds. */
export const CreateToken: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create Token' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Create Token' }));
    const name = dialog.getByRole('textbox', { name: 'Token Name' });
    await expect(name).toHaveAttribute('placeholder', 'e.g., My API Token');
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('   ');
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription(/Token name is required/);
    await retype(name, '  CI pipeline ');
    await userEvent.click(name);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.apiTokens!.onCreate).toHaveBeenCalledWith('CI pipeline'));

    const created = within(await body(canvasElement).findByRole('dialog', { name: 'Token created successfully!' }));
    await expect(created.getByText("Please copy your token now. You won't be able to see it again.")).toBeVisible();
    await expect(created.getByText(RAW_TOKEN)).toBeVisible();
    await expect(created.getByText(/Authorization header using the Bearer scheme/)).toBeVisible();
    await userEvent.click(created.getByRole('button', { name: 'Copy token' }));
    await expect(args.apiTokens!.copyText).toHaveBeenCalledWith(RAW_TOKEN);
    await expect(await created.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(created.getByRole('status')).toHaveTextContent('Token copied to the clipboard');
    await waitFor(() => expect(created.getByRole('button', { name: 'Copy token' })).toBeVisible(), { timeout: 3000 });
    await userEvent.click(created.getByRole('button', { name: 'Done' }));
    await afterDialogsClose(canvasElement);
  },
};

/** A failed create keeps the dialog open with the name. */
export const CreateTokenFails: Story = {
  args: { apiTokens: { ...meta.args.apiTokens, onCreate: fn(() => Promise.reject(new Error('Failed to create API token'))) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create Token' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Create Token' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Token Name' }), 'CI');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled());
    await expect(dialog.getByRole('textbox', { name: 'Token Name' })).toHaveValue('CI');
  },
};

export const RevokeConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Revoke Nightly export' }));
    const confirm = within(await body(canvasElement).findByRole('alertdialog', { name: 'Revoke API token' }));
    await expect(confirm.getByText(/Are you sure you want to revoke this API token\?/)).toBeVisible();
    await expect(confirm.getByText('This action cannot be undone.')).toBeVisible();
    await waitFor(() => expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(confirm.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(args.apiTokens!.onRevoke).toHaveBeenCalledWith(tokens[1]));
    await afterDialogsClose(canvasElement);
  },
};
