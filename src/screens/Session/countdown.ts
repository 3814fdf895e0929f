/** How long the session-timeout dialog counts down before logging out, in ms. */
export const SESSION_COUNTDOWN_MS = 300_000;

/** Inactivity after which the session-timeout dialog opens, in ms. */
export const INACTIVITY_LIMIT_MS = 600_000;

/**
 * Remaining time as m:ss. Partial seconds round up, so the display reads 0:00 only when the time
 * is truly up and a full countdown starts at 5:00 rather than 4:59.
 */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Number.isFinite(remainingMs) && remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** The dialog's sentence for the remaining time. */
export function sessionTimeoutMessage(remainingMs: number): string {
  return `Your session will timeout in ${formatCountdown(remainingMs)}. Are you still there?`;
}
