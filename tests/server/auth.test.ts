import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EXTRACTOR, QC, cookieFrom, createTestServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({
    sso: { 'sso.example.org': { entityEndpoint: 'https://idp.example.org/saml', type: 'SAML', context: 'SAMLRequest' } },
    loginRateLimit: { max: 5, windowMs: 60_000 },
  });
});
afterAll(() => s.close());

describe('login', () => {
  it('logs in with a lower-cased e-mail and answers payload.user with a session cookie', async () => {
    const res = await s.request('POST', '/login', { body: { email: ' ADMIN@example.com ', password: ADMIN.password } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.payload.user).toMatchObject({ email: ADMIN.email, initials: 'AA', roles: [{ slug: 'administrator' }] });
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('answers E_USER_NOT_FOUND, E_INVALID_PASSWORD and field validation', async () => {
    const unknown = await s.request('POST', '/login', { body: { email: 'nobody@example.com', password: 'whatever-123' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'E_USER_NOT_FOUND', message: 'E-mail address not found' });
    const wrong = await s.request('POST', '/login', { body: { email: QC.email, password: 'wrong-password' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'E_INVALID_PASSWORD', message: 'Invalid password' });
    const invalid = await s.request('POST', '/login', { body: { email: 'not-an-email', password: 'x' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('email: Invalid e-mail address');
    const short = await s.request('POST', '/login', { body: { email: QC.email, password: 'short' } });
    expect(short.body.message).toBe('password: Password is too short');
  });

  it('answers E_NO_USER_ROLES for a user without roles', async () => {
    const admin = await s.login(ADMIN.email, ADMIN.password);
    const created = await s.request('POST', '/users', {
      cookie: admin,
      body: { first_name: 'No', last_name: 'Roles', email: 'noroles@example.com', password: 'Plain-Roleless-Otter5', roles: [], organizations: [] },
    });
    expect(created.status).toBe(200);
    const res = await s.request('POST', '/login', { body: { email: 'noroles@example.com', password: 'Plain-Roleless-Otter5' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('E_NO_USER_ROLES');
  });

  it('rate-limits repeated failures per e-mail with 429', async () => {
    const email = EXTRACTOR.email;
    for (let i = 0; i < 5; i++) await s.request('POST', '/login', { body: { email, password: 'not-the-password' } });
    const blocked = await s.request('POST', '/login', { body: { email, password: EXTRACTOR.password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('E_TOO_MANY_ATTEMPTS');
    s.advance(61_000);
    const ok = await s.request('POST', '/login', { body: { email, password: EXTRACTOR.password } });
    expect(ok.status).toBe(200);
  });

  it('rotates the session cookie on login and ends it on logout', async () => {
    const first = await s.login(QC.email, QC.password);
    const again = await s.request('POST', '/login', { cookie: first, body: { email: QC.email, password: QC.password } });
    const second = cookieFrom(again);
    expect(second).not.toBe(first);
    expect((await s.request('GET', '/ping', { cookie: first })).status).toBe(401);
    expect((await s.request('GET', '/ping', { cookie: second })).status).toBe(200);
    const out = await s.request('POST', '/users/logout', { cookie: second });
    expect(out.body.message).toBe('Logged out successfully');
    expect((await s.request('GET', '/ping', { cookie: second })).status).toBe(401);
  });
});

describe('sessions', () => {
  it('expires after 15 idle minutes; ping does not count as activity, refresh-session does', async () => {
    const cookie = await s.login(QC.email, QC.password);
    s.advance(10 * 60_000);
    expect((await s.request('GET', '/ping', { cookie })).status).toBe(200);
    const refreshed = await s.request('POST', '/refresh-session', { cookie });
    expect(refreshed.body.message).toBe('Session refreshed');
    s.advance(14 * 60_000);
    expect((await s.request('GET', '/ping', { cookie })).status).toBe(200);
    s.advance(2 * 60_000);
    const expired = await s.request('GET', '/ping', { cookie });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: 'E_SESSION_EXPIRED', message: 'Session authentication expired' });
  });

  it('refuses cookie writes without the CSRF header or from another origin', async () => {
    const cookie = await s.login(QC.email, QC.password);
    const noHeader = await s.request('POST', '/refresh-session', { cookie, noCsrf: true });
    expect(noHeader.status).toBe(403);
    expect(noHeader.body.code).toBe('E_CSRF');
    const foreign = await s.request('POST', '/refresh-session', { cookie, headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const own = await s.request('POST', '/refresh-session', { cookie, headers: { Origin: 'http://localhost' } });
    expect(own.status).toBe(200);
  });

  it('records the cookie notice once', async () => {
    const cookie = await s.login(QC.email, QC.password);
    const res = await s.request('POST', '/users/record-action', { cookie, body: { type: 'cookie' } });
    expect(res.status).toBe(200);
    const first = res.body.payload.user.cookie_notice_dismissed_at;
    expect(first).toBeTruthy();
    s.advance(1000);
    const again = await s.request('POST', '/users/record-action', { cookie, body: { type: 'cookie' } });
    expect(again.body.payload.user.cookie_notice_dismissed_at).toBe(first);
    expect((await s.request('POST', '/users/record-action', { cookie, body: { type: 'other' } })).status).toBe(400);
  });
});

describe('password reset', () => {
  it('sends a signed link that works once and expires', async () => {
    const res = await s.request('POST', '/forgot-password', { body: { email: EXTRACTOR.email } });
    expect(res.status).toBe(200);
    const unknown = await s.request('POST', '/forgot-password', { body: { email: 'ghost@example.com' } });
    expect(unknown.body.message).toBe(res.body.message);
    const mail = s.mails.at(-1)!;
    expect(mail.to).toBe(EXTRACTOR.email);
    const [, token, signature] = /password-reset\/([^?\s]+)\?signature=(\S+)/.exec(mail.text)!;
    expect((await s.request('GET', `/password-reset/${token}`, { query: { signature: signature! } })).body).toEqual({ valid: true });
    const bad = await s.request('GET', `/password-reset/${token}`, { query: { signature: 'forged' } });
    expect(bad.status).toBe(410);
    expect(bad.body.message).toMatch(/Your password reset link has expired/);
    const weak = await s.request('POST', '/password-reset', { body: { token, newPassword: 'password1' } });
    expect(weak.status).toBe(400);
    const done = await s.request('POST', '/password-reset', { body: { token, signature, newPassword: 'Fresh-Reset-Walrus42' } });
    expect(done.status).toBe(200);
    expect(done.body.nextPath).toBe('/login');
    expect((await s.request('POST', '/password-reset', { body: { token, signature, newPassword: 'Another-Reset-Walrus42' } })).status).toBe(410);
    expect((await s.request('POST', '/login', { body: { email: EXTRACTOR.email, password: 'Fresh-Reset-Walrus42' } })).status).toBe(200);

    await s.request('POST', '/forgot-password', { body: { email: EXTRACTOR.email } });
    const [, token2, sig2] = /password-reset\/([^?\s]+)\?signature=(\S+)/.exec(s.mails.at(-1)!.text)!;
    s.advance(61 * 60_000);
    expect((await s.request('GET', `/password-reset/${token2}`, { query: { signature: sig2! } })).status).toBe(410);
  });
});

describe('settings', () => {
  it('changes the password with the current one and the strength rule', async () => {
    const cookie = await s.login(QC.email, QC.password);
    const wrong = await s.request('POST', '/users/settings', { cookie, body: { password: 'not-current-1', newPassword: 'Brand-New-Heron-88' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('E_INVALID_PASSWORD');
    const weak = await s.request('POST', '/users/settings', { cookie, body: { password: QC.password, newPassword: 'password1' } });
    expect(weak.status).toBe(400);
    expect(weak.body.field).toBe('newPassword');
    const ok = await s.request('POST', '/users/settings', { cookie, body: { password: QC.password, newPassword: 'Brand-New-Heron-88' } });
    expect(ok.body.message).toBe('Save complete');
    const back = await s.request('POST', '/users/settings', { cookie, body: { password: 'Brand-New-Heron-88', newPassword: QC.password } });
    expect(back.status).toBe(200);
  });

  it('refuses password changes for the company domain', async () => {
    const admin = await s.login(ADMIN.email, ADMIN.password);
    const roles = await s.request('GET', '/roles', { cookie: admin, query: { omitDeleted: 'true', itemsPerPage: '-1' } });
    const qcRole = roles.body.roles.data.find((r: { slug: string }) => r.slug === 'qc_user');
    await s.request('POST', '/users', {
      cookie: admin,
      body: { first_name: 'Staff', last_name: 'Member', email: 'staff@sourcebench.org', password: 'Staff-Member-Zebra9', roles: [qcRole.uuid], organizations: [] },
    });
    const cookie = await s.login('staff@sourcebench.org', 'Staff-Member-Zebra9');
    const res = await s.request('POST', '/users/settings', { cookie, body: { password: 'Staff-Member-Zebra9', newPassword: 'Brand-New-Heron-88' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('E_COMPANY_ACCOUNT');
  });
});

describe('single sign-on and config', () => {
  it('answers the hand-off fields for a configured domain', async () => {
    const res = await s.request('POST', '/sso-login', { body: { email: 'Someone@SSO.example.org' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ entityEndpoint: 'https://idp.example.org/saml', type: 'SAML', context: 'SAMLRequest' });
    expect(res.body.relayState).toMatch(/\./);
    expect(res.body.id).toBeTruthy();
    const other = await s.request('POST', '/sso-login', { body: { email: 'someone@example.com' } });
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('E_SSO_NOT_ENABLED');
  });

  it('exposes the feature flags, the company domain and the SSO domains', async () => {
    const res = await s.request('GET', '/config');
    expect(Object.keys(res.body.featureFlags)).toHaveLength(6);
    expect(res.body.companyEmailDomain).toBe('sourcebench.org');
    expect(res.body.ssoDomains).toEqual(['sso.example.org']);
    expect(res.body.partnerLogo).toBeNull();
  });

  it('serves the OpenAPI document', async () => {
    const res = await s.request('GET', '/openapi.json');
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/login'].post).toBeTruthy();
  });

  it('answers unknown endpoints and bad JSON without a stack', async () => {
    expect((await s.request('GET', '/nope')).status).toBe(404);
    const bad = await s.request('POST', '/login', { rawBody: '{"email":' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('E_INVALID_JSON');
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.ts/);
  });
});

describe('permission checks', () => {
  it('answers is-admin, can-all and can-map for self, and refuses others without edit_user', async () => {
    const adminLogin = await s.request('POST', '/login', { body: { email: ADMIN.email, password: ADMIN.password } });
    const admin = cookieFrom(adminLogin);
    const adminUuid = adminLogin.body.payload.user.uuid;
    const qcLogin = await s.request('POST', '/login', { body: { email: QC.email, password: QC.password } });
    const qc = cookieFrom(qcLogin);
    const qcUuid = qcLogin.body.payload.user.uuid;
    expect((await s.request('GET', `/users/${adminUuid}/is-admin`, { cookie: admin })).body).toBe(true);
    expect((await s.request('GET', `/users/${qcUuid}/is-admin`, { cookie: qc })).body).toBe(false);
    expect((await s.request('GET', `/users/${qcUuid}/can-all`, { cookie: qc, query: { permissions: ['quality_control', 'download_data'] } })).body).toEqual({ allowed: true });
    expect((await s.request('GET', `/users/${qcUuid}/can-all`, { cookie: qc, query: { permissions: ['quality_control', 'manage_tags'] } })).body).toEqual({ allowed: false });
    expect((await s.request('GET', `/users/${qcUuid}/can-map`, { cookie: qc, query: { permissions: 'quality_control,manage_tags' } })).body).toEqual({ quality_control: true, manage_tags: false });
    expect((await s.request('GET', `/users/${adminUuid}/can-map`, { cookie: admin, query: { permissions: ['anything_at_all'] } })).body).toEqual({ anything_at_all: true });
    expect((await s.request('GET', `/users/${adminUuid}/is-admin`, { cookie: qc })).status).toBe(403);
    expect((await s.request('GET', `/users/${qcUuid}/is-admin`, { cookie: admin })).body).toBe(false);
    expect((await s.request('GET', `/users/${qcUuid}/can-all`, { cookie: qc })).status).toBe(400);
  });
});
