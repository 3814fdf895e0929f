import { ApiError } from '../api/client';
import { notifications } from '../ui/Notifications/notificationQueue';

/** The spec's generic rule: the server's message with its status, otherwise the error's text. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return `${error.message} (${error.status})`;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}

/** Shows a failed call as a persistent error notification. */
export function notifyError(error: unknown, fallback?: string): void {
  const message = fallback && !(error instanceof ApiError && error.status > 0) ? fallback : errorMessage(error);
  notifications.notify(message, { status: 'error' });
}

/** Shows a successful mutation's message. */
export function notifySuccess(message: string): void {
  notifications.notify(message, { status: 'success' });
}
