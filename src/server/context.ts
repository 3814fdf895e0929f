import type { ServerConfig } from './config';
import type { Db } from './db';
import type { SendMail } from './services/mailer';
import type { RateLimiter } from './services/rateLimit';
import type { users } from './db/schema';

export type UserRow = typeof users.$inferSelect;

/** Who is calling, with everything permission checks need. */
export interface Principal {
  user: UserRow;
  roles: { id: number; uuid: string; name: string; slug: string }[];
  permissions: Set<string>;
  isAdmin: boolean;
  /** Hash of the session cookie, or null when authenticated by an API token. */
  sessionId: string | null;
  via: 'session' | 'token';
}

export interface Deps {
  db: Db;
  config: ServerConfig;
  clock: () => Date;
  sendMail: SendMail;
  fetch: typeof fetch;
  log: (line: string) => void;
  loginLimiter: RateLimiter;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    principal: Principal | null;
    /** A session cookie was sent but its session has ended. */
    sessionExpired: boolean;
  };
}
