import { useState, type ReactNode } from 'react';
import { CircleHelp, LogOut, Menu as MenuIcon } from 'lucide-react';
import { Button, ConfirmDialog, DialogTrigger, IconButton, Toolbar } from '../../ui';
import { USER_MANUAL_HREF, UserManualDialog } from '../UserManual/UserManual';
import { GuestHeader } from './GuestHeader';
import { HeaderBar } from './HeaderBar';
import { headerActionLabels, headerActionsFor, type HeaderActionId, type ShellMode } from './headerActions';
import * as styles from './Shell.css';

type Action = () => void | Promise<unknown>;

/** Confirmation texts, word for word. */
export const shellMessages = {
  markCompleted: 'Click “Mark Complete” to finish this document. You will not be able to edit this document any longer.',
  discard: 'Are you sure you want to discard extracted data in this paper? This action cannot be undone.',
  reset: 'Are you sure you want to reset extracted data in this training paper? This action cannot be undone.',
  logout: 'Are you sure you want to log out?',
  unsavedWarning: 'Warning: All unsaved changes will be lost.',
} as const;

/** Spec 1, section 9: confirmations are at most 600 px wide. */
const CONFIRM_MAX_WIDTH = 600;

/** The accessible name (and tooltip) of the drawer's toggle, by the drawer's state. */
export function navigationToggleLabel(isNavigationOpen: boolean): string {
  return isNavigationOpen ? 'Close navigation' : 'Open navigation';
}

export interface AppHeaderProps {
  /** Where the logo leads. @default '/home/dashboard' */
  homeHref?: string;
  /** The product text beside the logo. @default 'Sourcebench' */
  productText?: string;
  /** A partner's logo at the end of the brand area, e.g. an <img> with alt text. */
  partnerLogo?: ReactNode;
  /** Logged-out visitors see only 'Log in'. */
  isLoggedIn: boolean;
  /** The screen's mode, which decides the paper buttons. @default 'none' */
  mode?: ShellMode;
  /** Administrators also get Discard Data in data entry. @default false */
  isAdmin?: boolean;
  /** Adds the unsaved-changes warning to the logout confirmation. @default false */
  hasUnsavedChanges?: boolean;
  /** The paper action under way: its button shows progress and the others wait. */
  pendingAction?: HeaderActionId;
  /** Validate the extracted data. */
  onValidate?: Action;
  /** Save the extracted data. */
  onSave?: Action;
  /** Save and leave the paper. */
  onSaveAndClose?: Action;
  /** Save and mark the paper completed, after the user confirms; a promise keeps the dialog pending. */
  onMarkCompleted?: Action;
  /** Discard the paper's extracted data, after the user confirms. */
  onDiscardData?: Action;
  /** Reset the training paper's extracted data, after the user confirms. */
  onResetData?: Action;
  /** Log out, after the user confirms. */
  onLogout?: Action;
  /** Open the login dialog. */
  onLogin?: () => void;
  /** Shows a button before the logo that opens and closes the navigation drawer. */
  onNavigationToggle?: () => void;
  /** Whether the navigation drawer is open: the toggle's name and `aria-expanded`. @default false */
  isNavigationOpen?: boolean;
  /** A 'User manual' button opens the manual in a dialog over the current screen. @default true */
  showUserManual?: boolean;
  /** Where the manual dialog's 'Open in new tab' leads. @default '/user-manual' */
  userManualHref?: string;
}

/** The white application header: brand on the left, the paper's actions and the session button on the right. */
export function AppHeader({
  homeHref = '/home/dashboard',
  productText = 'Sourcebench',
  partnerLogo,
  isLoggedIn,
  mode = 'none',
  isAdmin = false,
  hasUnsavedChanges = false,
  pendingAction,
  onValidate,
  onSave,
  onSaveAndClose,
  onMarkCompleted,
  onDiscardData,
  onResetData,
  onLogout,
  onLogin,
  onNavigationToggle,
  isNavigationOpen = false,
  showUserManual = true,
  userManualHref = USER_MANUAL_HREF,
}: AppHeaderProps) {
  const [isManualOpen, setManualOpen] = useState(false);
  const actions = isLoggedIn ? headerActionsFor(mode, isAdmin) : [];
  const isBusy = pendingAction !== undefined;

  const renderAction = (id: HeaderActionId) => {
    const label = headerActionLabels[id];
    const isPending = pendingAction === id;
    // A button the page gives no action for (no paper open yet, or none at all) cannot be pressed.
    const handler = { validate: onValidate, save: onSave, 'save-and-close': onSaveAndClose, 'mark-completed': onMarkCompleted, discard: onDiscardData, reset: onResetData }[id];
    const isDisabled = (isBusy && !isPending) || !handler;
    switch (id) {
      case 'validate':
        return (
          <Button key={id} variant="secondary" isPending={isPending} isDisabled={isDisabled} onPress={() => void onValidate?.()}>
            {label}
          </Button>
        );
      case 'save':
        return (
          <Button key={id} variant="secondary" isPending={isPending} isDisabled={isDisabled} onPress={() => void onSave?.()}>
            {label}
          </Button>
        );
      case 'save-and-close':
        return (
          <Button key={id} variant="secondary" isPending={isPending} isDisabled={isDisabled} onPress={() => void onSaveAndClose?.()}>
            {label}
          </Button>
        );
      case 'mark-completed':
        return (
          <DialogTrigger key={id}>
            <Button isPending={isPending} isDisabled={isDisabled}>
              {label}
            </Button>
            <ConfirmDialog
              maxWidth={CONFIRM_MAX_WIDTH}
              message={shellMessages.markCompleted}
              confirmLabel="Mark Complete"
              cancelLabel="Cancel"
              onConfirm={onMarkCompleted}
            />
          </DialogTrigger>
        );
      case 'discard':
        return (
          <DialogTrigger key={id}>
            <Button variant="danger" isPending={isPending} isDisabled={isDisabled}>
              {label}
            </Button>
            <ConfirmDialog
              tone="danger"
              maxWidth={CONFIRM_MAX_WIDTH}
              message={shellMessages.discard}
              confirmLabel="Discard Extracted Data"
              cancelLabel="Cancel"
              onConfirm={onDiscardData}
            />
          </DialogTrigger>
        );
      case 'reset':
        return (
          <DialogTrigger key={id}>
            <Button variant="danger" isPending={isPending} isDisabled={isDisabled}>
              {label}
            </Button>
            <ConfirmDialog
              tone="danger"
              maxWidth={CONFIRM_MAX_WIDTH}
              message={shellMessages.reset}
              confirmLabel="Reset Extracted Data"
              cancelLabel="Cancel"
              onConfirm={onResetData}
            />
          </DialogTrigger>
        );
    }
  };

  if (!isLoggedIn) return <GuestHeader homeHref={homeHref} productText={productText} partnerLogo={partnerLogo} onLogin={onLogin} />;

  return (
    <HeaderBar
      homeHref={homeHref}
      productText={productText}
      partnerLogo={partnerLogo}
      leading={
        onNavigationToggle ? (
          <IconButton
            label={navigationToggleLabel(isNavigationOpen)}
            icon={<MenuIcon />}
            aria-expanded={isNavigationOpen}
            // AppShell returns focus here when Escape closes the drawer over the page.
            data-navigation-toggle=""
            tooltipPlacement="bottom"
            onPress={onNavigationToggle}
          />
        ) : null
      }
    >
      {actions.length > 0 ? (
        // One Tab stop for the paper's buttons; arrow keys move between them.
        <Toolbar className={styles.actions} aria-label="Paper actions">
          {actions.map(renderAction)}
        </Toolbar>
      ) : null}
      {actions.length > 0 ? <span className={styles.divider} aria-hidden="true" /> : null}
      {showUserManual ? (
        <>
          <IconButton label="User manual" icon={<CircleHelp />} tooltipPlacement="bottom" onPress={() => setManualOpen(true)} />
          <UserManualDialog isOpen={isManualOpen} onOpenChange={setManualOpen} manualHref={userManualHref} />
        </>
      ) : null}
      <DialogTrigger>
        <Button variant="quiet">
          <LogOut size={16} aria-hidden="true" />
          Log out
        </Button>
        <ConfirmDialog
          maxWidth={CONFIRM_MAX_WIDTH}
          message={shellMessages.logout}
          warning={hasUnsavedChanges ? shellMessages.unsavedWarning : undefined}
          confirmLabel="Log out"
          cancelLabel="Cancel"
          onConfirm={onLogout}
        />
      </DialogTrigger>
    </HeaderBar>
  );
}