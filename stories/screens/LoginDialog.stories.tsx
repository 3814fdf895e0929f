import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginDialog, type LoginCredentials, type LoginDialogProps, type LoginServerError } from '../../src/screens';

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogOf = (canvasElement: HTMLElement) => body(canvasElement).findByRole('dialog', { name: 'Log in' });
const emailInput = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Email address' });
const passwordInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Password/, { selector: 'input' });

/**
 * Submits with the keyboard from the footer button. Enter inside a field submits natively too (the
 * button is the form's default button through its form attribute), but user-event's simulation
 * looks for submit buttons only inside the form element.
 */
async function pressSubmit(dialog: HTMLElement, name = 'Log in') {
  within(dialog).getByRole('button', { name }).focus();
  await userEvent.keyboard('{Enter}');
}

/** Answers every login with the given server error, as the app would after a failed request. */
function WithServer({ answer, ...props }: LoginDialogProps & { answer: LoginServerError }) {
  const [serverError, setServerError] = useState<LoginServerError | null>(null);
  return (
    <LoginDialog
      {...props}
      serverError={serverError}
      onLogin={(credentials: LoginCredentials) => {
        props.onLogin(credentials);
        setServerError(answer);
      }}
    />
  );
}

const meta = {
  title: 'Screens/LoginDialog',
  component: LoginDialog,
  tags: ['!autodocs'],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onLogin: fn(),
    onSsoLogin: fn(),
    onForgotPassword: fn(),
    ssoDomains: ['sourcebench.org', 'lab.example.com'],
  },
} satisfies Meta<typeof LoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(emailInput(dialog)).toHaveFocus());
    await expect(passwordInput(dialog)).toHaveAttribute('type', 'password');
    await expect(within(dialog).getByText('0 / 60')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeVisible();
    // Nothing is reported before the user leaves a field or submits.
    await expect(within(dialog).queryByText('E-mail address is required')).not.toBeInTheDocument();
    await pressSubmit(dialog);
    await expect(emailInput(dialog)).toHaveAccessibleDescription('E-mail address is required');
    await expect(passwordInput(dialog)).toHaveAccessibleDescription('Password is required');
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(emailInput(dialog)).toHaveFocus());
    await userEvent.keyboard('ada.lovelace');
    await userEvent.tab();
    await expect(emailInput(dialog)).toHaveAccessibleDescription('Invalid e-mail address');
    await userEvent.click(emailInput(dialog));
    // Paste rather than type 250 characters: the rule is about length, not keystrokes.
    await userEvent.paste(`@${'a'.repeat(245)}.org`);
    await expect(emailInput(dialog)).toHaveAccessibleDescription('E-mail address is too long');
    await userEvent.clear(emailInput(dialog));
    await expect(emailInput(dialog)).toHaveAccessibleDescription('E-mail address is required');
    await userEvent.keyboard('ada@example.org');
    await userEvent.tab();
    await userEvent.keyboard('short');
    await userEvent.tab();
    await expect(passwordInput(dialog)).toHaveAccessibleDescription('Password is too short');
    await userEvent.click(passwordInput(dialog));
    await userEvent.keyboard('{End}');
    await userEvent.paste('x'.repeat(56));
    await expect(passwordInput(dialog)).toHaveAccessibleDescription('Password is too long');
    await expect(within(dialog).getByText('61 / 60')).toHaveAttribute('data-over');
    await pressSubmit(dialog);
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const SubmitsLowerCasedEmail: Story = {
  args: { token: 'link-token-123' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(emailInput(dialog)).toHaveFocus());
    await userEvent.keyboard('  Ada.Lovelace@Example.ORG ');
    await userEvent.tab();
    await userEvent.keyboard('correct horse battery');
    // The reveal toggle shows what was typed.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(passwordInput(dialog)).toHaveAttribute('type', 'text');
    await expect(within(dialog).getByText('21 / 60')).toBeVisible();
    await pressSubmit(dialog);
    await expect(args.onLogin).toHaveBeenCalledWith({
      email: 'ada.lovelace@example.org',
      password: 'correct horse battery',
      token: 'link-token-123',
    });
  },
};

export const InvalidPassword: Story = {
  render: (args) => <WithServer {...args} answer={{ code: 'E_INVALID_PASSWORD', message: 'Invalid credentials' }} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(emailInput(dialog)).toHaveFocus());
    await userEvent.keyboard('ada@example.org');
    await userEvent.tab();
    await userEvent.keyboard('wrong password');
    await pressSubmit(dialog);
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(passwordInput(dialog)).toHaveAccessibleDescription('Invalid password');
    await expect(emailInput(dialog)).not.toHaveAttribute('aria-invalid');
    // Editing the password withdraws the server's verdict.
    await userEvent.click(passwordInput(dialog));
    await userEvent.keyboard('{End}!');
    await expect(within(dialog).queryByText('Invalid password')).not.toBeInTheDocument();
  },
};

export const EmailNotFound: Story = {
  render: (args) => <WithServer {...args} answer={{ code: 'E_USER_NOT_FOUND', message: 'User not found' }} />,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(emailInput(dialog)).toHaveFocus());
    await userEvent.keyboard('nobody@example.org');
    await userEvent.tab();
    await userEvent.keyboard('some password');
    await pressSubmit(dialog);
    await expect(emailInput(dialog)).toHaveAccessibleDescription('E-mail address not found');
    await expect(passwordInput(dialog)).not.toHaveAttribute('aria-invalid');
    await userEvent.click(emailInput(dialog));
    await userEvent.keyboard('{End}m');
    await expect(within(dialog).queryByText('E-mail address not found')).not.toBeInTheDocument();
  },
};

export const SingleSignOn: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(emailInput(dialog)).toHaveFocus());
    await userEvent.keyboard('Grace.Hopper@SourceBench.org');
    await expect(within(dialog).getByText('SSO sign-in is enabled for this domain')).toBeVisible();
    await expect(within(dialog).queryByLabelText(/^Password/, { selector: 'input' })).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSsoLogin).toHaveBeenCalledWith({ email: 'grace.hopper@sourcebench.org' });
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

/** Every single-sign-on domain offers the SSO variant, not only the first one configured. */
export const SingleSignOnSecondDomain: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(emailInput(dialog)).toHaveFocus());
    await userEvent.keyboard('ada@lab.example.com');
    await expect(within(dialog).getByText('SSO sign-in is enabled for this domain')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSsoLogin).toHaveBeenCalledWith({ email: 'ada@lab.example.com' });
  },
};

export const SingleSignOnContinue: Story = {
  args: { defaultEmail: 'grace.hopper@sourcebench.org' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(within(dialog).getByText('SSO sign-in is enabled for this domain')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { isPending: true, defaultEmail: 'ada@example.org' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Log in' })).toHaveAttribute('data-pending', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  args: { defaultEmail: 'Ada@Example.org' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(emailInput(dialog)).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const link = within(dialog).getByRole('link', { name: 'Forgot your password?' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onForgotPassword).toHaveBeenCalledWith('ada@example.org');
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
