import { createContext, useContext, type ReactNode } from 'react';
import {
  Button as RACButton,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { CircleAlert, CircleCheck, Info, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { notifications, type NotificationQueue, type NotificationStatus, type NotifyOptions } from './notificationQueue';
import * as styles from './Notifications.css';

const statusIcons: Record<NotificationStatus, LucideIcon> = { info: Info, success: CircleCheck, error: CircleAlert };
/** Said before the message so the status is not carried by colour and icon alone. */
const statusPrefix: Record<NotificationStatus, string> = { info: '', success: 'Success:', error: 'Error:' };

export interface NotificationRegionProps {
  /** The queue to show. @default the application's `notifications` queue */
  queue?: NotificationQueue;
  /** Name of the landmark that holds the notifications. @default 'Notifications' */
  'aria-label'?: string;
}

/** The bottom-left snackbar. Timers pause while it is hovered or focused; F6 reaches it from the page. */
export function NotificationRegion({ queue = notifications, 'aria-label': ariaLabel = 'Notifications' }: NotificationRegionProps) {
  return (
    <ToastRegion queue={queue.toasts} aria-label={ariaLabel} className={styles.region}>
      {({ toast }) => {
        const { message, status, closable } = toast.content;
        const Icon = statusIcons[status];
        return (
          <Toast toast={toast} data-status={status} className={clsx(styles.toast, styles.tones[status])}>
            <Icon className={styles.icon} size={20} aria-hidden="true" />
            {/* A polite status: a notification confirms, it should not interrupt what is being read. */}
            <ToastContent role="status" aria-live="polite" className={styles.content}>
              <Text slot="title">
                {statusPrefix[status] ? (
                  <>
                    <span className={styles.visuallyHidden}>{statusPrefix[status]}</span>{' '}
                  </>
                ) : null}
                {message}
              </Text>
            </ToastContent>
            {closable ? (
              <RACButton slot="close" aria-label="Close" className={styles.closeButton}>
                Close
              </RACButton>
            ) : null}
          </Toast>
        );
      }}
    </ToastRegion>
  );
}

const NotificationContext = createContext<NotificationQueue>(notifications);

export interface NotificationProviderProps {
  /** The queue to provide and show. @default the application's `notifications` queue */
  queue?: NotificationQueue;
  children?: ReactNode;
}

/** Provides `useNotify()` to its subtree and renders the snackbar region. */
export function NotificationProvider({ queue = notifications, children }: NotificationProviderProps) {
  return (
    <NotificationContext.Provider value={queue}>
      {children}
      <NotificationRegion queue={queue} />
    </NotificationContext.Provider>
  );
}

/** Returns `notify(message, options)` for the nearest notification queue. */
export function useNotify(): (message: string, options?: NotifyOptions) => void {
  return useContext(NotificationContext).notify;
}
