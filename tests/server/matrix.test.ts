import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestServer, EXTRACTOR, QC, snapshot, type TestServer } from './helpers';

/**
 * Every endpoint against every kind of caller: those without the permission are refused
 * (401 or 403) and change nothing; those with it get past the check.
 */
type Persona = 'anonymous' | 'extractor' | 'qc' | 'manager' | 'admin';
const ALL_LOGGED_IN: Persona[] = ['extractor', 'qc', 'manager', 'admin'];
const MISSING = '00000000-0000-4000-8000-000000000000';

const matrix: { method: string; path: string; allowed: Persona[]; body?: unknown; query?: Record<string, string> }[] = [
  { method: 'GET', path: '/ping', allowed: ALL_LOGGED_IN },
  { method: 'POST', path: '/refresh-session', allowed: ALL_LOGGED_IN },
  { method: 'POST', path: '/users/record-action', allowed: ALL_LOGGED_IN, body: { type: 'nope' } },
  { method: 'POST', path: '/users/settings', allowed: ALL_LOGGED_IN, body: {} },
  { method: 'GET', path: `/users/${MISSING}/is-admin`, allowed: ['admin'] },
  { method: 'GET', path: `/users/${MISSING}/can-all`, allowed: ['admin'], query: { permissions: 'data_entry' } },
  { method: 'GET', path: `/users/${MISSING}/can-map`, allowed: ['admin'], query: { permissions: 'data_entry' } },
  { method: 'GET', path: '/users', allowed: ['manager', 'admin'] },
  { method: 'POST', path: '/users', allowed: ['admin'], body: {} },
  { method: 'PUT', path: `/users/${MISSING}`, allowed: ['admin'], body: {} },
  { method: 'DELETE', path: `/users/${MISSING}`, allowed: ['admin'] },
  { method: 'GET', path: '/roles', allowed: ['admin'] },
  { method: 'POST', path: '/roles', allowed: ['admin'], body: {} },
  { method: 'PUT', path: '/roles/999999', allowed: ['admin'], body: {} },
  { method: 'DELETE', path: '/roles/999999', allowed: ['admin'] },
  { method: 'PUT', path: '/roles/999999/permissions', allowed: ['admin'], body: {} },
  { method: 'GET', path: '/permissions', allowed: ['admin'] },
  { method: 'POST', path: '/permissions', allowed: ['admin'], body: {} },
  { method: 'PUT', path: '/permissions/999999', allowed: ['admin'], body: {} },
  { method: 'DELETE', path: '/permissions/999999', allowed: ['admin'] },
  { method: 'GET', path: '/organizations', allowed: ['manager', 'admin'] },
  { method: 'POST', path: '/organizations', allowed: ['manager', 'admin'], body: {} },
  { method: 'PUT', path: `/organizations/${MISSING}`, allowed: ['manager', 'admin'], body: {} },
  { method: 'DELETE', path: `/organizations/${MISSING}`, allowed: ['manager', 'admin'] },
  { method: 'GET', path: '/projects', allowed: ['manager', 'admin'] },
  { method: 'POST', path: '/projects', allowed: ['manager', 'admin'], body: {} },
  { method: 'PUT', path: `/projects/${MISSING}`, allowed: ['manager', 'admin'], body: {} },
  { method: 'DELETE', path: `/projects/${MISSING}`, allowed: ['manager', 'admin'] },
  { method: 'GET', path: '/tag-groups', allowed: ALL_LOGGED_IN },
  { method: 'POST', path: '/tag-groups', allowed: ['manager', 'admin'], body: {} },
  { method: 'PUT', path: `/tag-groups/${MISSING}`, allowed: ['manager', 'admin'], body: {} },
  { method: 'DELETE', path: `/tag-groups/${MISSING}`, allowed: ['manager', 'admin'] },
  { method: 'GET', path: '/tags', allowed: ALL_LOGGED_IN },
  { method: 'POST', path: '/tags', allowed: ['manager', 'admin'], body: {} },
  { method: 'PUT', path: `/tags/${MISSING}`, allowed: ['manager', 'admin'], body: {} },
  { method: 'DELETE', path: `/tags/${MISSING}`, allowed: ['manager', 'admin'] },
  { method: 'GET', path: '/api-tokens', allowed: ['qc', 'admin'] },
  { method: 'POST', path: '/api-tokens', allowed: ['qc', 'admin'], body: {} },
  { method: 'DELETE', path: '/api-tokens/999999', allowed: ['qc', 'admin'] },
  { method: 'POST', path: '/metathesaurus/search', allowed: ['qc', 'manager', 'admin'], body: {} },
  { method: 'POST', path: '/metathesaurus/list', allowed: ['qc', 'manager', 'admin'], body: {} },
  { method: 'POST', path: '/metathesaurus/save', allowed: ['qc', 'manager', 'admin'], body: {} },
];

let s: TestServer;
const cookies: Partial<Record<Persona, string>> = {};
beforeAll(async () => {
  s = await createTestServer();
  cookies.admin = await s.login(ADMIN.email, ADMIN.password);
  cookies.extractor = await s.login(EXTRACTOR.email, EXTRACTOR.password);
  cookies.qc = await s.login(QC.email, QC.password);
  const roles = await s.request('GET', '/roles', { cookie: cookies.admin, query: { itemsPerPage: '-1' } });
  const manager = roles.body.roles.data.find((r: { slug: string }) => r.slug === 'project_manager');
  await s.request('POST', '/users', {
    cookie: cookies.admin,
    body: { first_name: 'Pat', last_name: 'Manager', email: 'pm@example.com', password: 'Project-Manager-Lynx4', roles: [manager.uuid], organizations: [] },
  });
  cookies.manager = await s.login('pm@example.com', 'Project-Manager-Lynx4');
});
afterAll(() => s.close());

describe('endpoint x role matrix', () => {
  it.each(matrix)('$method $path', async ({ method, path, allowed, body, query }) => {
    const before = await snapshot(s.db);
    for (const persona of ['anonymous', 'extractor', 'qc', 'manager', 'admin'] as Persona[]) {
      const res = await s.request(method, path, { cookie: cookies[persona], body, query });
      if (allowed.includes(persona)) {
        expect([401, 403], `${persona} should pass the check: ${JSON.stringify(res.body)}`).not.toContain(res.status);
      } else {
        expect(res.status, `${persona} should be refused`).toBe(persona === 'anonymous' ? 401 : 403);
      }
      expect(res.status, `${persona}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
    }
    // The allowed callers sent empty or wrong bodies, and the refused ones were stopped: nothing changed.
    if (method !== 'POST' || !['/refresh-session'].includes(path)) expect(await snapshot(s.db)).toBe(before);
  });

  it('a non-administrator with edit_user cannot grant the administrator role', async () => {
    const perms = await s.request('GET', '/permissions', { cookie: cookies.admin, query: { itemsPerPage: '-1' } });
    const ids = perms.body.permissions.data.filter((p: { slug: string }) => ['create_user', 'edit_user'].includes(p.slug)).map((p: { id: number }) => p.id);
    const role = await s.request('POST', '/roles', { cookie: cookies.admin, body: { slug: 'user_admin', name: 'User admin', description: 'Manages users' } });
    await s.request('PUT', `/roles/${role.body.role.id}/permissions`, { cookie: cookies.admin, body: { permissionIDs: ids } });
    await s.request('POST', '/users', {
      cookie: cookies.admin,
      body: { first_name: 'Uma', last_name: 'Useradmin', email: 'uma@example.com', password: 'User-Admin-Marmot6', roles: [role.body.role.uuid], organizations: [] },
    });
    const uma = await s.login('uma@example.com', 'User-Admin-Marmot6');
    const roles = await s.request('GET', '/roles', { cookie: uma, query: { omitDeleted: 'true', itemsPerPage: '-1' } });
    expect(roles.status).toBe(200);
    const adminRole = roles.body.roles.data.find((r: { slug: string }) => r.slug === 'administrator');
    const res = await s.request('POST', '/users', {
      cookie: uma,
      body: { first_name: 'Sneaky', last_name: 'Admin', email: 'sneaky@example.com', password: 'Sneaky-Admin-Badger1', roles: [adminRole.uuid], organizations: [] },
    });
    expect(res.status).toBe(403);
    expect((await s.request('GET', '/roles', { cookie: uma })).status).toBe(403);
  });
});
