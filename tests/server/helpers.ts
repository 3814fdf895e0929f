import { sql } from 'drizzle-orm';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/api/client';
import { createApp } from '../../src/server/app';
import { testConfig, type ServerConfig } from '../../src/server/config';
import type { Db } from '../../src/server/db';
import { DEMO_USERS } from '../../src/server/db/seed';
import type { Mail } from '../../src/server/services/mailer';
import { createPaperRoutes, temporaryFileStore, type PapersConfig } from '../../src/server/paperWork';
import { openTestDatabase } from './template';

export const ADMIN = DEMO_USERS[0];
export const EXTRACTOR = DEMO_USERS[1];
export const QC = DEMO_USERS[2];

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  query?: Record<string, string | string[]>;
  cookie?: string;
  headers?: Record<string, string>;
  /** Leave out the CSRF header (to test the defence). */
  noCsrf?: boolean;
}

/**
 * A fresh database and app per test file: a copy of the migrated, seeded template, in-memory PGlite
 * or a throwaway database on the PostgreSQL server named by DATABASE_URL.
 */
export async function createTestServer(overrides: Partial<ServerConfig> = {}, paperConfig: Partial<PapersConfig> = {}) {
  const { database, drop: dropDatabase } = await openTestDatabase();

  let now = Date.now();
  const mails: Mail[] = [];
  const logs: string[] = [];
  let evsResponder: (url: string, init?: RequestInit) => Promise<Response> = async () => Response.json({ total: 0, concepts: [] });
  // Paper work: files go to a fresh temporary directory per test file.
  const fileStore = temporaryFileStore();
  const config = testConfig({ ...overrides });
  const app = createApp({
    db: database.db,
    config,
    clock: () => new Date(now),
    sendMail: async (mail) => {
      mails.push(mail);
    },
    fetch: (input, init) => evsResponder(String(input), init),
    extraRoutes: createPaperRoutes({ store: fileStore, config: paperConfig }),
    log: (line) => logs.push(line),
  });

  async function request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (!options.noCsrf) headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    if (options.cookie) headers.Cookie = options.cookie;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(options.query ?? {})) (Array.isArray(v) ? v : [v]).forEach((x) => qs.append(k, x));
    const url = `http://localhost/api${path}${qs.size ? `?${qs}` : ''}`;
    const response = await app.request(url, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** Logs in and answers the Cookie header value to send. */
  async function login(email: string, password: string): Promise<string> {
    const res = await request('POST', '/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return cookieFrom(res);
  }

  return {
    app,
    db: database.db as Db,
    config,
    mails,
    logs,
    request,
    login,
    advance: (ms: number) => {
      now += ms;
    },
    /** The clock the app reads, for a second app on the same database. */
    clock: () => new Date(now),
    fileStore,
    setEvs: (responder: (url: string, init?: RequestInit) => Promise<Response>) => {
      evsResponder = responder;
    },
    close: async () => {
      await database.close();
      await dropDatabase?.();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

export function cookieFrom(res: TestResponse): string {
  const set = res.headers.get('set-cookie') ?? '';
  const match = /sb_session=([^;]*)/.exec(set);
  if (!match) throw new Error('no session cookie');
  return `sb_session=${match[1]}`;
}

/** A fingerprint of every table, to prove a refused request changed nothing. */
export async function snapshot(db: Db): Promise<string> {
  const tables = ['users', 'roles', 'permissions', 'role_permissions', 'user_roles', 'organizations', 'user_organizations', 'projects', 'project_organizations', 'tags', 'tag_groups', 'tag_group_tags', 'api_tokens', 'concepts', 'synonyms', 'password_resets', 'outbox'];
  const parts: string[] = [];
  for (const t of tables) {
    const result = await db.execute(sql.raw(`select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from ${t} x`));
    const rows = (result as unknown as { rows: { h: string }[] }).rows;
    parts.push(`${t}:${rows[0]!.h}`);
  }
  return parts.join('|');
}
