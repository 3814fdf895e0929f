import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** The notification statuses, in the order stories show them. */
export const notificationStatuses = ['info', 'success', 'error'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/** How long a notification stays, in ms, unless told otherwise. */
export const DEFAULT_NOTIFICATION_TIMEOUT = 3000;
/** A notification shorter than this is gone before anyone could reach a Close button, so it gets none. */
export const CLOSE_BUTTON_MIN_TIMEOUT = 1000;

export interface NotifyOptions {
  /** @default 'info' */
  status?: NotificationStatus;
  /** Stay until closed. Errors always stay. @default false */
  persist?: boolean;
  /** Milliseconds before the notification closes itself; ignored when it persists. @default 3000 */
  timeout?: number;
}

/** A notification as the snackbar shows it. */
export interface Notification {
  message: string;
  status: NotificationStatus;
  /** Undefined when the notification stays until closed. */
  timeout: number | undefined;
  /** Whether a Close button is offered. */
  closable: boolean;
}

/** Applies the product's rules: errors and `persist` stay; a Close button only when there is time to use it. */
export function resolveNotification(message: string, options: NotifyOptions = {}): Notification {
  const status = options.status ?? 'info';
  const requested = options.timeout ?? DEFAULT_NOTIFICATION_TIMEOUT;
  const persists = options.persist === true || status === 'error' || requested <= 0;
  const timeout = persists ? undefined : requested;
  return { message, status, timeout, closable: timeout === undefined || timeout > CLOSE_BUTTON_MIN_TIMEOUT };
}

/**
 * Notifications shown one at a time, oldest first.
 * React Aria's queue shows the newest toast first; we hold the rest back so they arrive in order,
 * and each one's timer only starts once it is on screen.
 */
export class NotificationQueue {
  /** The queue the snackbar region renders. */
  readonly toasts = new ToastQueue<Notification>({ maxVisibleToasts: 1 });
  private waiting: Notification[] = [];

  constructor() {
    // Advance from a subscription rather than from onClose: onClose runs before the closed toast is removed.
    this.toasts.subscribe(() => this.showNext());
  }

  /** Queues a message. Safe to call from anywhere, including outside React. */
  notify = (message: string, options?: NotifyOptions): void => {
    this.waiting.push(resolveNotification(message, options));
    this.showNext();
  };

  /** Notifications not yet shown. */
  get pending(): readonly Notification[] {
    return this.waiting;
  }

  /** Drops every notification, shown or waiting. */
  clear(): void {
    this.waiting = [];
    this.toasts.clear();
  }

  private showNext(): void {
    if (this.toasts.visibleToasts.length > 0) return;
    const next = this.waiting.shift();
    if (next) this.toasts.add(next, { timeout: next.timeout });
  }
}

/** The application's notification queue: data hooks call `notifications.notify(...)`. */
export const notifications = new NotificationQueue();
