import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { openTestDatabase } from './template';

/** Every answer, the app's pages and the API alike, carries the security headers. */
let app: ReturnType<typeof createApp>;
let close: () => Promise<void>;

beforeAll(async () => {
  const { database, drop } = await openTestDatabase();
  app = createApp({ db: database.db, config: testConfig({}), log: () => {}, staticHandler: async (c) => c.html('<!doctype html><div id="root"></div>') });
  close = async () => {
    await database.close();
    await drop?.();
  };
});
afterAll(() => close());

function expectSecurityHeaders(headers: Headers, what: string) {
  const csp = headers.get('Content-Security-Policy') ?? '';
  const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
  expect(directives.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(directives.get('script-src'), what).toEqual(["'self'"]);
  expect(directives.get('default-src'), what).toEqual(["'self'"]);
  expect(directives.get('object-src'), what).toEqual(["'none'"]);
  expect(directives.get('worker-src'), what).toEqual(["'self'", 'blob:']);
  expect(directives.get('img-src'), what).toEqual(["'self'", 'data:', 'blob:']);
  expect(headers.get('X-Frame-Options'), what).toBe('DENY');
  expect(headers.get('X-Content-Type-Options'), what).toBe('nosniff');
  expect(headers.get('Referrer-Policy'), what).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('are sent with pages, API answers and API errors', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/home/dashboard', 200],
      ['/api/openapi.json', 200],
      ['/api/users', 401],
    ] as const) {
      const res = await app.request(`http://localhost${path}`);
      expect(res.status, path).toBe(status);
      expectSecurityHeaders(res.headers, path);
    }
  });

  it('allow no inline script in a page', async () => {
    const csp = (await app.request('http://localhost/')).headers.get('Content-Security-Policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|data:|blob:/);
  });
});

describe('the log of a failed query', () => {
  it("keeps the statement's shape and leaves its data out", async () => {
    const { DrizzleQueryError } = await import('drizzle-orm/errors');
    const { withoutQueryData } = await import('../../src/server/app');
    const error = new DrizzleQueryError('insert into "data_entry_deltas" ("ops") values ($1)', ['[{"op":"add","value":"secret extraction"}]', 'someone@example.com'], new Error('boom'));
    const logged = withoutQueryData(error.stack ?? error.message);
    expect(logged).toContain('Failed query: insert into "data_entry_deltas" ("ops") values ($1)');
    expect(logged).toContain('params: (left out of the log)');
    expect(logged).not.toMatch(/secret extraction|someone@example/);
  });
});
