import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionMonitor, sessionPhaseAt, PING_INTERVAL_MS, type PingResult, type Scheduler, type SessionPhase } from '../../../src/app/session/sessionMonitor';

const MIN = 60_000;

function fakeScheduler(): Scheduler {
  return {
    now: () => Date.now(),
    setInterval: (cb, ms) => setInterval(cb, ms),
    clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    setTimeout: (cb, ms) => setTimeout(cb, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
}

function setup(pingResult: PingResult = 'ok') {
  const phases: SessionPhase[] = [];
  const ping = vi.fn(async () => pingResult);
  const keepAlive = vi.fn(async () => {});
  const onTimeout = vi.fn();
  const onExpired = vi.fn();
  const monitor = new SessionMonitor({ scheduler: fakeScheduler(), ping, keepAlive, onPhase: (p) => phases.push(p), onTimeout, onExpired });
  return { monitor, phases, ping, keepAlive, onTimeout, onExpired };
}

describe('sessionPhaseAt', () => {
  it('is active before 10 minutes, counts down 5 minutes, then ends', () => {
    expect(sessionPhaseAt(0, 10 * MIN - 1)).toEqual({ phase: 'active' });
    expect(sessionPhaseAt(0, 10 * MIN)).toEqual({ phase: 'warning', remainingMs: 5 * MIN });
    expect(sessionPhaseAt(0, 14 * MIN + 59_000)).toEqual({ phase: 'warning', remainingMs: 1000 });
    expect(sessionPhaseAt(0, 15 * MIN)).toEqual({ phase: 'ended' });
  });
});

describe('SessionMonitor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('pings on start and every 30 seconds', async () => {
    const { monitor, ping } = setup();
    monitor.start();
    expect(ping).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(ping).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS * 2);
    expect(ping).toHaveBeenCalledTimes(4);
    monitor.stop();
  });

  it('opens the countdown after 10 idle minutes, ticks each second, and times out at zero', async () => {
    const { monitor, phases, onTimeout } = setup();
    monitor.start();
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(monitor.getPhase()).toEqual({ phase: 'warning', remainingMs: 5 * MIN });
    await vi.advanceTimersByTimeAsync(3000);
    expect(monitor.getPhase()).toEqual({ phase: 'warning', remainingMs: 5 * MIN - 3000 });
    const warnings = phases.filter((p) => p.phase === 'warning');
    expect(warnings).toHaveLength(4);
    expect(onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(monitor.getPhase()).toEqual({ phase: 'ended' });
  });

  it('activity postpones the countdown, but does not close an open one', async () => {
    const { monitor, onTimeout } = setup();
    monitor.start();
    await vi.advanceTimersByTimeAsync(9 * MIN);
    monitor.activity();
    await vi.advanceTimersByTimeAsync(9 * MIN);
    expect(monitor.getPhase().phase).toBe('active');
    // The activity was handled 500 ms after it happened.
    await vi.advanceTimersByTimeAsync(1 * MIN + 1000);
    expect(monitor.getPhase().phase).toBe('warning');
    monitor.activity();
    await vi.advanceTimersByTimeAsync(1000);
    expect(monitor.getPhase().phase).toBe('warning');
    monitor.stayLoggedIn();
    expect(monitor.getPhase().phase).toBe('active');
    await vi.advanceTimersByTimeAsync(9 * MIN);
    expect(monitor.getPhase().phase).toBe('active');
    expect(onTimeout).not.toHaveBeenCalled();
    monitor.stop();
  });

  it('handles activity at most once per 500 ms and pings when it follows more than 30 s of quiet', async () => {
    const { monitor, ping } = setup();
    monitor.start();
    ping.mockClear();
    await vi.advanceTimersByTimeAsync(20_000);
    monitor.activity();
    await vi.advanceTimersByTimeAsync(500);
    expect(ping).not.toHaveBeenCalled();
    // The interval ping at 30 s.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ping).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(25_000);
    monitor.activity();
    monitor.activity();
    monitor.activity();
    await vi.advanceTimersByTimeAsync(499);
    expect(ping).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    // 35 s after the previous handled activity: pings at once.
    expect(ping).toHaveBeenCalledTimes(2);
    monitor.stop();
  });

  it('extends the server session at most every 5 minutes of continued activity', async () => {
    const { monitor, keepAlive } = setup();
    monitor.start();
    for (let i = 0; i < 12; i++) {
      await vi.advanceTimersByTimeAsync(MIN);
      monitor.activity();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(keepAlive).toHaveBeenCalledTimes(2);
    monitor.stop();
  });

  it('reports a lost session cookie once and stops', async () => {
    const { monitor, onExpired, ping } = setup('expired');
    monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(onExpired).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS * 3);
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it('ignores an unreachable server', async () => {
    const { monitor, onExpired } = setup('unreachable');
    monitor.start();
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS * 2);
    expect(onExpired).not.toHaveBeenCalled();
    monitor.stop();
  });
});
