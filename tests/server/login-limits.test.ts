import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/api/client';
import { createApp } from '../../src/server/app';
import { ADMIN, createTestServer, EXTRACTOR, QC, type TestServer } from './helpers';

/**
 * Login attempts are limited per account and address pair, so a stranger cannot lock anyone else
 * out, plus a slower limit per address over all accounts; the counters live in the database.
 */
let server: TestServer;

const PAIR_MAX = 3;
const ADDRESS_MAX = 8;

beforeAll(async () => {
  server = await createTestServer({
    trustProxy: true,
    loginRateLimit: { max: PAIR_MAX, windowMs: 15 * 60_000 },
    loginAddressLimit: { max: ADDRESS_MAX, windowMs: 60 * 60_000 },
  });
});
afterAll(() => server.close());

const from = (address: string) => ({ 'X-Forwarded-For': address });
const attempt = (email: string, password: string, address: string) => server.request('POST', '/login', { body: { email, password }, headers: from(address) });

describe('login limits', () => {
  it('a stranger locks only their own address out of an account, never its owner', async () => {
    for (let i = 0; i < PAIR_MAX; i++) expect((await attempt(EXTRACTOR.email, 'Wrong-Password-1', '203.0.113.5')).status).toBe(401);
    const locked = await attempt(EXTRACTOR.email, EXTRACTOR.password, '203.0.113.5');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ status: 'error', code: 'E_TOO_MANY_ATTEMPTS' });
    expect(locked.body.message).toMatch(/Too many attempts\. Please try again in 15 minute\(s\)\./);
    const owner = await attempt(EXTRACTOR.email, EXTRACTOR.password, '198.51.100.7');
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    server.advance(15 * 60_000 + 1);
    expect((await attempt(EXTRACTOR.email, EXTRACTOR.password, '203.0.113.5')).status).toBe(200);
  });

  it('one address cannot try unlimited accounts: a slower limit counts its failures over all accounts', async () => {
    const address = '192.0.2.44';
    for (let i = 0; i < ADDRESS_MAX; i++) {
      const res = await attempt(`nobody${i}@example.com`, 'Guess-Password-1', address);
      expect(res.status).toBe(404);
    }
    const blocked = await attempt(QC.email, QC.password, address);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/60 minute\(s\)/);
    expect((await attempt(QC.email, QC.password, '192.0.2.45')).status).toBe(200);
  });

  it('successful logins do not count against the address', async () => {
    const address = '192.0.2.80';
    for (let i = 0; i < ADDRESS_MAX + 2; i++) expect((await attempt(ADMIN.email, ADMIN.password, address)).status).toBe(200);
    for (let i = 0; i < PAIR_MAX; i++) await attempt(ADMIN.email, 'Wrong-Password-1', address);
    expect((await attempt(ADMIN.email, ADMIN.password, address)).status).toBe(429);
  });

  it('two server processes on one database share the counters', async () => {
    const second = createApp({ db: server.db, config: server.config, clock: server.clock, log: () => undefined });
    const viaSecond = (password: string) =>
      second.request('http://localhost/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, ...from('198.51.100.99') },
        body: JSON.stringify({ email: QC.email, password }),
      });
    server.advance(60 * 60_000);
    expect((await attempt(QC.email, 'Wrong-Password-1', '198.51.100.99')).status).toBe(401);
    expect((await viaSecond('Wrong-Password-1')).status).toBe(401);
    expect((await attempt(QC.email, 'Wrong-Password-1', '198.51.100.99')).status).toBe(401);
    expect((await viaSecond(QC.password)).status).toBe(429);
  });

  it('forgot-password is limited per account and address as well', async () => {
    for (let i = 0; i < PAIR_MAX; i++) expect((await server.request('POST', '/forgot-password', { body: { email: QC.email }, headers: from('203.0.113.9') })).status).toBe(200);
    expect((await server.request('POST', '/forgot-password', { body: { email: QC.email }, headers: from('203.0.113.9') })).status).toBe(429);
    expect((await server.request('POST', '/forgot-password', { body: { email: QC.email }, headers: from('203.0.113.10') })).status).toBe(200);
  });
});
