import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppHeader, PartnerLogo, shellModes } from '../../src/screens';

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Confirmations are at most 600 px wide (spec 1, section 9). */
async function expectConfirmationWidth(dialog: HTMLElement) {
  const modal = dialog.closest<HTMLElement>('[data-dialog-modal]');
  await expect(modal).toHaveAttribute('data-max-width', '600');
  await expect(getComputedStyle(modal!).maxWidth).toBe('600px');
}

/** A partner's logo as an operator configures it (PARTNER_LOGO_URL): an image file with alt text. */
const partnerLogoUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="40" viewBox="0 0 150 40"><rect width="150" height="40" rx="6" fill="#e7f0fc"/><circle cx="20" cy="20" r="11" fill="#154287"/><text x="38" y="25" font-family="sans-serif" font-size="13" fill="#154287">Partner University</text></svg>',
)}`;

const meta = {
  title: 'Screens/AppHeader',
  component: AppHeader,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    isLoggedIn: true,
    mode: 'data-entry',
    onValidate: fn(),
    onSave: fn(),
    onSaveAndClose: fn(),
    onMarkCompleted: fn(),
    onDiscardData: fn(),
    onResetData: fn(),
    onLogout: fn(),
    onLogin: fn(),
  },
  argTypes: { mode: { control: 'inline-radio', options: shellModes } },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const paperButtons = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('toolbar', { name: 'Paper actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

export const Playground: Story = {};

export const LoggedOut: Story = {
  args: { isLoggedIn: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.queryByRole('toolbar', { name: 'Paper actions' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sourcebench' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const LogoLinksHome: Story = {
  args: { mode: 'none', partnerLogo: <PartnerLogo src={partnerLogoUrl} alt="Partner University" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sourcebench' })).toHaveAttribute('href', '/home/dashboard');
    const partner = canvas.getByRole('img', { name: 'Partner University' });
    await expect(partner).toBeVisible();
    await waitFor(() => expect((partner as HTMLImageElement).complete && (partner as HTMLImageElement).naturalWidth).toBe(150));
    await expect(partner.getBoundingClientRect().height).toBe(40);
    await expect(canvas.queryByRole('toolbar', { name: 'Paper actions' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

export const DataEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(paperButtons(canvasElement)).toEqual(['Validate', 'Save', 'Save & Close', 'Save & Mark Completed']);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Validate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValidate).toHaveBeenCalledOnce();
    // The paper buttons are one toolbar: arrow keys move within it.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSaveAndClose).toHaveBeenCalledOnce();
  },
};

export const DataEntryAdministrator: Story = {
  args: { isAdmin: true },
  play: async ({ canvasElement, args }) => {
    await expect(paperButtons(canvasElement)).toEqual(['Discard Data', 'Validate', 'Save', 'Save & Close', 'Save & Mark Completed']);
    const discard = within(canvasElement).getByRole('button', { name: 'Discard Data' });
    discard.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Are you sure you want to discard extracted data in this paper? This action cannot be undone.',
    });
    await expectConfirmationWidth(dialog);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onDiscardData).not.toHaveBeenCalled();
    await waitFor(() => expect(discard).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const again = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Discard Extracted Data' }));
    await expect(args.onDiscardData).toHaveBeenCalledOnce();
  },
};

export const MarkCompleted: Story = {
  args: { mode: 'quality-control', onMarkCompleted: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    await expect(paperButtons(canvasElement)).toEqual(['Save', 'Save & Close', 'Save & Mark Completed']);
    within(canvasElement).getByRole('button', { name: 'Save & Mark Completed' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Click “Mark Complete” to finish this document. You will not be able to edit this document any longer.',
    });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expectConfirmationWidth(dialog);
    const confirm = within(dialog).getByRole('button', { name: 'Mark Complete' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onMarkCompleted).toHaveBeenCalledOnce();
    await waitFor(() => expect(confirm).toHaveAttribute('data-pending', 'true'));
  },
};

/** Quality control with no paper chosen: the page gives no actions, so its buttons cannot be pressed. */
export const QualityControlWithoutPaper: Story = {
  args: { mode: 'quality-control', onSave: undefined, onSaveAndClose: undefined, onMarkCompleted: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(paperButtons(canvasElement)).toEqual(['Save', 'Save & Close', 'Save & Mark Completed']);
    for (const name of ['Save', 'Save & Close', 'Save & Mark Completed']) await expect(canvas.getByRole('button', { name })).toBeDisabled();
  },
};

export const Training: Story = {
  args: { mode: 'training', isAdmin: true },
  play: async ({ canvasElement, args }) => {
    await expect(paperButtons(canvasElement)).toEqual(['Reset Data', 'Validate', 'Save', 'Save & Close']);
    within(canvasElement).getByRole('button', { name: 'Reset Data' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Are you sure you want to reset extracted data in this training paper? This action cannot be undone.',
    });
    await expectConfirmationWidth(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Extracted Data' }));
    await expect(args.onResetData).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  args: { pendingAction: 'save' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('button', { name: 'Validate' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save & Close' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save & Mark Completed' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeEnabled();
  },
};

export const LogOut: Story = {
  args: { mode: 'none' },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Log out' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Are you sure you want to log out?' });
    await expect(within(dialog).queryByText('Warning: All unsaved changes will be lost.')).not.toBeInTheDocument();
    await expectConfirmationWidth(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const LogOutWithUnsavedChanges: Story = {
  args: { hasUnsavedChanges: true },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Log out' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Are you sure you want to log out?' });
    await expect(within(dialog).getByText('Warning: All unsaved changes will be lost.')).toBeVisible();
    await expectConfirmationWidth(dialog);
    await userEvent.keyboard('{Escape}');
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const WithNavigationToggle: Story = {
  args: { mode: 'none', onNavigationToggle: fn(), isNavigationOpen: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const toggle = within(canvasElement).getByRole('button', { name: 'Open navigation' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigationToggle).toHaveBeenCalledOnce();
  },
};

/** With the drawer open the toggle offers to close it. */
export const WithNavigationOpen: Story = {
  args: { mode: 'none', onNavigationToggle: fn(), isNavigationOpen: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Close navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** 'User manual' opens the manual over the current screen; closing it returns to the button. */
export const UserManual: Story = {
  args: { mode: 'data-entry' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const help = canvas.getByRole('button', { name: 'User manual' });
    help.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'User manual' });
    await expect(within(dialog).getByRole('table', { name: 'On screen' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', '/user-manual');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(help).toHaveFocus());
    await userEvent.click(help);
    await expect(await body(canvasElement).findByRole('dialog', { name: 'User manual' })).toBeVisible();
  },
};

export const WithoutUserManual: Story = {
  args: { mode: 'none', showUserManual: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'User manual' })).not.toBeInTheDocument();
  },
};
