import { eq, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { loginAttempts } from '../db/schema';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Expired counters are removed now and then rather than on every attempt. */
const SWEEP_EVERY = 200;

/**
 * Fixed-window counters in the database (table login_attempts), so every server process on the
 * same database counts the same attempts. Each hit is one atomic upsert.
 */
export class RateLimiter {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Counts an attempt against key and answers the seconds to wait, or 0 while under the limit. */
  async hit(key: string, limit: RateLimit): Promise<number> {
    const now = this.now();
    if (++this.hitsSinceSweep >= SWEEP_EVERY) {
      this.hitsSinceSweep = 0;
      await this.db.delete(loginAttempts).where(lt(loginAttempts.resetAt, now));
    }
    const nowValue = sql`${now.toISOString()}::timestamptz`;
    const expired = sql`${loginAttempts.resetAt} <= ${nowValue}`;
    const resetAt = new Date(now.getTime() + limit.windowMs);
    const [row] = await this.db
      .insert(loginAttempts)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          count: sql`case when ${expired} then 1 else ${loginAttempts.count} + 1 end`,
          resetAt: sql`case when ${expired} then ${resetAt.toISOString()}::timestamptz else ${loginAttempts.resetAt} end`,
        },
      })
      .returning({ count: loginAttempts.count, resetAt: loginAttempts.resetAt });
    return row!.count > limit.max ? Math.max(1, Math.ceil((row!.resetAt.getTime() - now.getTime()) / 1000)) : 0;
  }

  /** Takes back one counted attempt (a login that succeeded is no failure of its address). */
  async forgive(key: string): Promise<void> {
    await this.db
      .update(loginAttempts)
      .set({ count: sql`greatest(${loginAttempts.count} - 1, 0)` })
      .where(eq(loginAttempts.key, key));
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.key, key));
  }
}

/**
 * The caller's network address: the socket's peer, or with TRUST_PROXY the last address the
 * proxy in front appended to X-Forwarded-For (the earlier entries are whatever the client sent).
 */
export function clientAddress(c: Context, config: Pick<ServerConfig, 'trustProxy'>): string {
  if (config.trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 100);
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
