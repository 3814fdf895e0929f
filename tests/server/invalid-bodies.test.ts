import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '../../src/api/endpoints';
import { ADMIN, createTestServer, snapshot, type TestServer } from './helpers';

/**
 * Generated invalid bodies for every endpoint that takes one, sent by an administrator (so only
 * validation stands in the way): each must be answered 4xx and leave the database as it was.
 */
let s: TestServer;
let admin: string;
let ids: { tag: string; group: string; org: string; project: string; user: string; role: number; permission: number };

const validBodies: Partial<Record<keyof typeof endpoints, () => Record<string, unknown>>> = {
  login: () => ({ email: 'admin@example.com', password: 'Sourcebench-Admin-Demo!' }),
  ssoLogin: () => ({ email: 'a@example.com' }),
  forgotPassword: () => ({ email: 'a@example.com' }),
  recordAction: () => ({ type: 'cookie' }),
  resetPassword: () => ({ token: 'x', signature: 'x', newPassword: 'Fresh-Reset-Walrus42' }),
  changePassword: () => ({ password: 'Sourcebench-Admin-Demo!', newPassword: 'Fresh-Reset-Walrus42' }),
  createUser: () => ({ first_name: 'A', last_name: 'B', email: 'new@example.com', password: 'Fresh-Reset-Walrus42', roles: [], organizations: [] }),
  updateUser: () => ({ first_name: 'A', last_name: 'B', email: 'new@example.com', roles: [], organizations: [] }),
  createRole: () => ({ slug: 'r', name: 'R', description: 'D' }),
  updateRole: () => ({ slug: 'r', name: 'R', description: 'D' }),
  setRolePermissions: () => ({ permissionIDs: [1] }),
  createPermission: () => ({ slug: 'p', name: 'P', description: 'D' }),
  updatePermission: () => ({ slug: 'p', name: 'P', description: 'D' }),
  createOrganization: () => ({ name: 'O', description: '', users: [], projects: [] }),
  updateOrganization: () => ({ name: 'O', description: '', users: [], projects: [] }),
  createProject: () => ({ name: 'P', priority: 1, description: '', organizations: [ids.org] }),
  updateProject: () => ({ name: 'P', priority: 1, description: '', organizations: [ids.org] }),
  createTagGroup: () => ({ name: 'G', description: '', level: 2, tags: [ids.tag] }),
  updateTagGroup: () => ({ name: 'G', description: '', level: 2, tags: [ids.tag] }),
  createTag: () => ({ name: 'T', parentUUID: null }),
  updateTag: () => ({ name: 'T', parentUUID: null }),
  createApiToken: () => ({ name: 'T' }),
  searchMetathesaurus: () => ({ key: 'x' }),
  listSynonyms: () => ({ conceptId: 'C1' }),
  saveSynonyms: () => ({ conceptId: 'C1', synonyms: ['a'] }),
};

function pathFor(endpoint: Endpoint): string {
  return endpoint.path
    .replace('{uuid}', endpoint.path.startsWith('/users') ? ids.user : endpoint.path.startsWith('/organizations') ? ids.org : endpoint.path.startsWith('/projects') ? ids.project : endpoint.path.startsWith('/tag-groups') ? ids.group : ids.tag)
    .replace('{id}', String(endpoint.path.startsWith('/roles') ? ids.role : ids.permission))
    .replace('{token}', 'x');
}

const wrongValue = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.string({ maxLength: 5 }),
  fc.string({ minLength: 256, maxLength: 600 }),
  fc.constant(''),
  fc.constant('   '),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.anything(), { maxKeys: 3 }),
);

/** A valid body with one field broken, a field dropped or an unknown field added; or any JSON at all. */
function invalidBody(valid: () => Record<string, unknown>, schema: z.ZodType) {
  const base = valid();
  const keys = Object.keys(base);
  return fc
    .oneof(
      fc.record({ key: fc.constantFrom(...keys), value: wrongValue }).map(({ key, value }) => JSON.stringify({ ...base, [key]: value })),
      fc.constantFrom(...keys).map((key) => {
        const copy = { ...base };
        delete copy[key];
        return JSON.stringify(copy);
      }),
      fc.record({ key: fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !keys.includes(k) && k !== '__proto__'), value: fc.jsonValue() }).map(({ key, value }) => JSON.stringify({ ...base, [key]: value })),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 20 }),
    )
    .filter((raw) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return true;
      }
      // A restore/undelete/level body is a different valid request, not an invalid one.
      if (parsed && typeof parsed === 'object' && ('deletedAt' in parsed || 'deleted_at' in parsed || 'undelete' in parsed)) return false;
      return !schema.safeParse(parsed).success;
    });
}

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login(ADMIN.email, ADMIN.password);
  const get = (path: string, query: Record<string, string> = {}) => s.request('GET', path, { cookie: admin, query });
  const flat = await get('/tags', { flat: 'true' });
  const groups = await get('/tag-groups', { filteredByLevel: 'true' });
  const orgs = await get('/organizations');
  const projects = await get('/projects');
  const users = await get('/users', { filter: 'qc@' });
  const roles = await get('/roles', { filter: 'qc_user' });
  const permissions = await get('/permissions', { filter: 'download_data' });
  ids = {
    tag: flat.body.tags[0].uuid,
    group: groups.body.tagGroups[0].uuid,
    org: orgs.body.organizations[0].uuid,
    project: projects.body.projects.data[0].uuid,
    user: users.body.users.data[0].uuid,
    role: roles.body.roles.data[0].id,
    permission: permissions.body.permissions.data[0].id,
  };
});
afterAll(() => s.close());

describe('invalid bodies', () => {
  const withBodies = (Object.entries(endpoints) as [keyof typeof endpoints, Endpoint][]).filter(([, e]) => e.body);
  it.each(withBodies)('%s refuses generated invalid bodies with 4xx and changes nothing', async (name, endpoint) => {
    const valid = validBodies[name];
    expect(valid, `a valid body for ${name}`).toBeDefined();
    const before = await snapshot(s.db);
    await fc.assert(
      fc.asyncProperty(invalidBody(valid!, endpoint.body!), async (raw) => {
        const res = await s.request(endpoint.method, pathFor(endpoint), { cookie: admin, rawBody: raw });
        expect(res.status, `${raw} -> ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${raw} -> ${JSON.stringify(res.body)}`).toBeLessThan(500);
        expect(typeof res.body.message).toBe('string');
      }),
      { numRuns: 15 },
    );
    expect(await snapshot(s.db)).toBe(before);
  });

  it('refuses invalid list queries with 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/users', '/roles', '/permissions', '/organizations', '/projects'),
        fc.record({ key: fc.constantFrom('page', 'itemsPerPage', 'sortDesc', 'deletedOnly', 'omitDeleted', 'sortBy', 'unknownParam'), value: fc.constantFrom('-5', 'abc', '1.5', 'maybe', '99999999', 'password_hash') }),
        async (path, { key, value }) => {
          const res = await s.request('GET', path, { cookie: admin, query: { [key]: value } });
          expect(res.status, `${path}?${key}=${value}`).toBe(400);
        },
      ),
      { numRuns: 40 },
    );
  });
});
