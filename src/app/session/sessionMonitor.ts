import { INACTIVITY_LIMIT_MS, SESSION_COUNTDOWN_MS } from '../../screens/Session/countdown';

/** Session check interval, and the idle gap after which activity pings at once. */
export const PING_INTERVAL_MS = 30_000;
/** Activity events are handled at most once per this many ms. */
export const ACTIVITY_DEBOUNCE_MS = 500;
/** How often continued activity extends the server session (pings do not). */
export const KEEPALIVE_INTERVAL_MS = 5 * 60_000;
/** The countdown's resolution. */
export const TICK_MS = 1000;

export type PingResult = 'ok' | 'expired' | 'unreachable';

export type SessionPhase = { phase: 'active' } | { phase: 'warning'; remainingMs: number } | { phase: 'ended' };

export interface Scheduler {
  now: () => number;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface SessionMonitorOptions {
  /** Time and timers; tests pass fakes. @default the browser's */
  scheduler?: Scheduler;
  /** GET /ping, mapped to its meaning. */
  ping: () => Promise<PingResult>;
  /** POST /refresh-session while the user is active, so the server's idle limit follows the browser's. */
  keepAlive: () => Promise<void>;
  /** The dialog's state changed. */
  onPhase: (phase: SessionPhase) => void;
  /** The countdown reached zero: save, then log out. */
  onTimeout: () => Promise<void> | void;
  /** The server no longer knows the session cookie. */
  onExpired: () => void;
  inactivityLimitMs?: number;
  countdownMs?: number;
}

const browserScheduler: Scheduler = {
  now: () => Date.now(),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Phase of an idle session: active until the inactivity limit, then a countdown, then ended.
 * Computed from timestamps rather than counted ticks, so throttled background tabs stay right.
 */
export function sessionPhaseAt(lastActivityAt: number, now: number, inactivityLimitMs = INACTIVITY_LIMIT_MS, countdownMs = SESSION_COUNTDOWN_MS): SessionPhase {
  const idle = now - lastActivityAt;
  if (idle < inactivityLimitMs) return { phase: 'active' };
  const remainingMs = inactivityLimitMs + countdownMs - idle;
  return remainingMs > 0 ? { phase: 'warning', remainingMs } : { phase: 'ended' };
}

/**
 * Watches a logged-in session: pings the server every 30 s and after an idle gap, extends the
 * server session while the user is active, opens the timeout countdown after the inactivity limit
 * and ends the session at zero. Activity does not close an open countdown; only stayLoggedIn does.
 */
export class SessionMonitor {
  private readonly s: Scheduler;
  private readonly inactivityLimitMs: number;
  private readonly countdownMs: number;
  private lastActivityAt = 0;
  private lastPingAt = 0;
  private lastKeepAliveAt = 0;
  private phase: SessionPhase = { phase: 'active' };
  private ticker: unknown = null;
  private activityTimer: unknown = null;
  private running = false;

  constructor(private readonly options: SessionMonitorOptions) {
    this.s = options.scheduler ?? browserScheduler;
    this.inactivityLimitMs = options.inactivityLimitMs ?? INACTIVITY_LIMIT_MS;
    this.countdownMs = options.countdownMs ?? SESSION_COUNTDOWN_MS;
  }

  /** Starts watching, counting from now as the last activity (a login or a reload). */
  start(): void {
    if (this.running) return;
    this.running = true;
    const now = this.s.now();
    this.lastActivityAt = now;
    this.lastPingAt = now;
    this.lastKeepAliveAt = now;
    this.setPhase({ phase: 'active' });
    this.ticker = this.s.setInterval(() => this.tick(), TICK_MS);
    void this.runPing();
  }

  stop(): void {
    this.running = false;
    if (this.ticker !== null) this.s.clearInterval(this.ticker);
    if (this.activityTimer !== null) this.s.clearTimeout(this.activityTimer);
    this.ticker = null;
    this.activityTimer = null;
  }

  /** Called on every user event; handled at most once per ACTIVITY_DEBOUNCE_MS. */
  activity = (): void => {
    if (!this.running || this.activityTimer !== null) return;
    this.activityTimer = this.s.setTimeout(() => {
      this.activityTimer = null;
      this.handleActivity();
    }, ACTIVITY_DEBOUNCE_MS);
  };

  /** 'Yes, I am' succeeded: the countdown closes and inactivity counts from now. */
  stayLoggedIn(): void {
    const now = this.s.now();
    this.lastActivityAt = now;
    this.lastKeepAliveAt = now;
    this.setPhase({ phase: 'active' });
  }

  getPhase(): SessionPhase {
    return this.phase;
  }

  private handleActivity(): void {
    if (!this.running || this.phase.phase !== 'active') return;
    const now = this.s.now();
    const idleGap = now - this.lastActivityAt;
    this.lastActivityAt = now;
    if (idleGap > PING_INTERVAL_MS) void this.runPing();
    if (now - this.lastKeepAliveAt >= KEEPALIVE_INTERVAL_MS) {
      this.lastKeepAliveAt = now;
      this.options.keepAlive().catch(() => {});
    }
  }

  private tick(): void {
    if (!this.running) return;
    const now = this.s.now();
    const phase = sessionPhaseAt(this.lastActivityAt, now, this.inactivityLimitMs, this.countdownMs);
    if (phase.phase === 'ended') {
      this.stop();
      this.setPhase(phase);
      void this.options.onTimeout();
      return;
    }
    this.setPhase(phase);
    if (now - this.lastPingAt >= PING_INTERVAL_MS) void this.runPing();
  }

  private async runPing(): Promise<void> {
    this.lastPingAt = this.s.now();
    const result = await this.options.ping().catch((): PingResult => 'unreachable');
    if (result === 'expired' && this.running) {
      this.stop();
      this.setPhase({ phase: 'ended' });
      this.options.onExpired();
    }
  }

  private setPhase(phase: SessionPhase): void {
    const previous = this.phase;
    this.phase = phase;
    const same =
      previous.phase === phase.phase && (phase.phase !== 'warning' || (previous.phase === 'warning' && previous.remainingMs === phase.remainingMs));
    if (!same) this.options.onPhase(phase);
  }
}
