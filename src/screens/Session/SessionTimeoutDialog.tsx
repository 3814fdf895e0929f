import { useId } from 'react';
import { Button, Dialog } from '../../ui';
import { sessionTimeoutMessage } from './countdown';
import * as styles from './Session.css';

export interface SessionTimeoutDialogProps {
  /** Whether the dialog is shown; the app opens it after the inactivity limit. */
  isOpen: boolean;
  /** Time left before the session ends, in ms; the app's clock updates it every second. */
  remainingMs: number;
  /** 'Yes, I am': the app refreshes the session and closes the dialog. */
  onStayLoggedIn: () => void;
  /** While the session refresh is under way. @default false */
  isPending?: boolean;
}

/**
 * Warns that an idle session is about to end. Only 'Yes, I am' closes it: Escape or a click
 * outside would hide the countdown while the logout still happens.
 */
export function SessionTimeoutDialog({ isOpen, remainingMs, onStayLoggedIn, isPending = false }: SessionTimeoutDialogProps) {
  const messageId = useId();
  return (
    <Dialog
      role="alertdialog"
      title="Session timeout"
      aria-describedby={messageId}
      isOpen={isOpen}
      isDismissable={false}
      maxWidth={500}
      actions={
        <Button autoFocus isPending={isPending} onPress={onStayLoggedIn}>
          Yes, I am
        </Button>
      }
    >
      {/* Not a live region: reading the time out every second would drown everything else. */}
      <p id={messageId} className={styles.message}>
        {sessionTimeoutMessage(remainingMs)}
      </p>
    </Dialog>
  );
}
