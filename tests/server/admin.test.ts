import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestServer, EXTRACTOR, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login(ADMIN.email, ADMIN.password);
});
afterAll(() => s.close());

const get = (path: string, query: Record<string, string> = {}) => s.request('GET', path, { cookie: admin, query });

async function orgUuid(name: string) {
  const res = await get('/organizations', { itemsPerPage: '-1' });
  return res.body.organizations.find((o: { name: string }) => o.name === name).uuid as string;
}
async function roleBySlug(slug: string) {
  const res = await get('/roles', { itemsPerPage: '-1', omitDeleted: 'true' });
  return res.body.roles.data.find((r: { slug: string }) => r.slug === slug);
}

describe('users', () => {
  it('lists with paging, filter and sorting', async () => {
    const page = await get('/users', { itemsPerPage: '2', page: '1', sortBy: 'email' });
    expect(page.status).toBe(200);
    expect(page.body.users.data).toHaveLength(2);
    expect(page.body.users.meta.total).toBe(3);
    expect(page.body.users.data[0].email).toBe('admin@example.com');
    const desc = await get('/users', { sortBy: 'email', sortDesc: 'true' });
    expect(desc.body.users.data[0].email).toBe('qc@example.com');
    const filtered = await get('/users', { filter: 'QUINN' });
    expect(filtered.body.users.data.map((u: { email: string }) => u.email)).toEqual(['qc@example.com']);
    expect((await get('/users', { sortBy: 'password_hash' })).status).toBe(400);
    expect((await get('/users', { page: '0' })).status).toBe(400);
  });

  it('searches (filter) e-mail, first and last name, case-insensitively, paged and with its own total', async () => {
    const emails = async (query: Record<string, string>) => {
      const res = await get('/users', query);
      expect(res.status).toBe(200);
      return { emails: res.body.users.data.map((u: { email: string }) => u.email), total: res.body.users.meta.total };
    };
    expect(await emails({ filter: 'checker' })).toEqual({ emails: ['qc@example.com'], total: 1 });
    expect(await emails({ filter: 'ERIN' })).toEqual({ emails: ['extractor@example.com'], total: 1 });
    expect(await emails({ filter: 'example.com', itemsPerPage: '2', page: '2', sortBy: 'email' })).toEqual({ emails: ['qc@example.com'], total: 3 });
    // The search text is matched literally: % and _ are not wildcards.
    expect(await emails({ filter: '%' })).toEqual({ emails: [], total: 0 });
    expect(await emails({ filter: 'a_m' })).toEqual({ emails: [], total: 0 });
    expect(await emails({ filter: 'nobody-matches-this' })).toEqual({ emails: [], total: 0 });
    expect((await get('/users', { filter: 'x'.repeat(501) })).status).toBe(400);
  });

  it('creates, updates, deletes and restores a user', async () => {
    const role = await roleBySlug('data_entry_user_2');
    const org = await orgUuid('Meta-Analysis Unit');
    const body = { first_name: ' Mia ', last_name: 'Miller', email: 'Mia@Example.com', password: 'Mia-Miller-Kestrel3', roles: [role.uuid], organizations: [org] };
    const created = await s.request('POST', '/users', { cookie: admin, body });
    expect(created.status).toBe(200);
    expect(created.body.message).toContain('Mia Miller (mia@example.com)');
    const dup = await s.request('POST', '/users', { cookie: admin, body });
    expect(dup.status).toBe(409);
    const list = await get('/users', { filter: 'mia@' });
    const mia = list.body.users.data[0];
    expect(mia).toMatchObject({ first_name: 'Mia', initials: 'MM', roles: [{ slug: 'data_entry_user_2' }], organizations: [{ uuid: org }] });

    const updated = await s.request('PUT', `/users/${mia.uuid}`, { cookie: admin, body: { ...body, first_name: 'Maya', password: undefined } });
    expect(updated.status).toBe(200);
    expect((await s.request('POST', '/login', { body: { email: 'mia@example.com', password: 'Mia-Miller-Kestrel3' } })).status).toBe(200);

    expect((await s.request('DELETE', `/users/${mia.uuid}`, { cookie: admin })).status).toBe(200);
    expect((await s.request('DELETE', `/users/${mia.uuid}`, { cookie: admin })).status).toBe(404);
    expect((await get('/users', { deletedOnly: 'true' })).body.users.data.map((u: { uuid: string }) => u.uuid)).toEqual([mia.uuid]);
    expect((await s.request('POST', '/login', { body: { email: 'mia@example.com', password: 'Mia-Miller-Kestrel3' } })).body.code).toBe('E_USER_NOT_FOUND');
    const restored = await s.request('PUT', `/users/${mia.uuid}`, { cookie: admin, body: { deleted_at: null } });
    expect(restored.status).toBe(200);
    expect((await get('/users', { deletedOnly: 'true' })).body.users.data).toHaveLength(0);
  });

  it('refuses bad input with field messages', async () => {
    const weak = await s.request('POST', '/users', { cookie: admin, body: { first_name: 'A', last_name: 'B', email: 'ab@example.com', password: 'password1', roles: [], organizations: [] } });
    expect(weak.status).toBe(400);
    expect(weak.body.field).toBe('password');
    const long = await s.request('POST', '/users', { cookie: admin, body: { first_name: 'x'.repeat(41), last_name: 'B', email: 'ab@example.com', password: 'Mia-Miller-Kestrel3', roles: [], organizations: [] } });
    expect(long.body.message).toBe('first_name: First name is too long');
    const missing = await s.request('POST', '/users', { cookie: admin, body: { last_name: 'B', email: 'bad', password: 'Mia-Miller-Kestrel3', roles: [], organizations: [] } });
    expect(missing.body.errors.map((e: { message: string }) => e.message)).toEqual(expect.arrayContaining(['First name is required', 'Must be a valid email address']));
    const unknownRole = await s.request('POST', '/users', { cookie: admin, body: { first_name: 'A', last_name: 'B', email: 'ab@example.com', password: 'Mia-Miller-Kestrel3', roles: ['00000000-0000-4000-8000-000000000000'], organizations: [] } });
    expect(unknownRole.status).toBe(400);
    expect((await s.request('PUT', '/users/not-a-uuid', { cookie: admin, body: {} })).status).toBe(404);
  });

  it('does not let an administrator delete themselves', async () => {
    const me = (await get('/users', { filter: 'admin@' })).body.users.data[0];
    expect((await s.request('DELETE', `/users/${me.uuid}`, { cookie: admin })).status).toBe(409);
  });
});

describe('roles and permissions', () => {
  it('creates a role with trimmed fields and answers it with its id', async () => {
    const res = await s.request('POST', '/roles', { cookie: admin, body: { slug: 'reviewer', name: '  Reviewer ', description: ' Reviews papers ' } });
    expect(res.status).toBe(200);
    expect(res.body.role).toMatchObject({ slug: 'reviewer', name: 'Reviewer', description: 'Reviews papers', permissions_count: 0 });
    expect(typeof res.body.role.id).toBe('number');
    const dup = await s.request('POST', '/roles', { cookie: admin, body: { slug: 'reviewer', name: 'R', description: 'D' } });
    expect(dup.status).toBe(409);
  });

  it('validates slug, name and description with the form messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: 'Bad Slug', name: 'n', description: 'd' }, 'slug: Slug can only contain _, lower-case letters, and numbers'],
      [{ slug: '', name: 'n', description: 'd' }, 'slug: Slug is required'],
      [{ name: 'n', description: 'd' }, 'slug: Slug is required'],
      [{ slug: 'a'.repeat(256), name: 'n', description: 'd' }, 'slug: Slug is too long'],
      [{ slug: 'ok', name: 'n'.repeat(256), description: 'd' }, 'name: Name is too long'],
      [{ slug: 'ok', name: 5, description: 'd' }, 'name: Invalid name'],
      [{ slug: 'ok', name: 'n', description: 'd'.repeat(501) }, 'description: Description is too long'],
      [{ slug: 'ok', name: 'n', description: '   ' }, 'description: Description is required'],
    ];
    for (const [body, message] of cases) {
      const res = await s.request('POST', '/roles', { cookie: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('updates, sets permissions, deletes and restores a role; the slug is fixed', async () => {
    const role = await roleBySlug('reviewer');
    const perms = await get('/permissions', { omitDeleted: 'true', itemsPerPage: '-1' });
    const ids = perms.body.permissions.data.filter((p: { slug: string }) => ['quality_control', 'download_data'].includes(p.slug)).map((p: { id: number }) => p.id);
    expect((await s.request('PUT', `/roles/${role.id}/permissions`, { cookie: admin, body: { permissionIDs: ids } })).status).toBe(200);
    expect((await s.request('PUT', `/roles/${role.id}/permissions`, { cookie: admin, body: { permissionIDs: [999999] } })).status).toBe(400);
    expect((await roleBySlug('reviewer')).permissions_count).toBe(2);
    expect((await s.request('PUT', `/roles/${role.id}`, { cookie: admin, body: { slug: 'reviewer', name: 'Senior reviewer', description: 'D' } })).status).toBe(200);
    expect((await s.request('PUT', `/roles/${role.id}`, { cookie: admin, body: { slug: 'other', name: 'X', description: 'D' } })).status).toBe(400);
    expect((await s.request('DELETE', `/roles/${role.id}`, { cookie: admin })).status).toBe(200);
    const deleted = await get('/roles', { deletedOnly: 'true' });
    expect(deleted.body.roles.data.map((r: { slug: string }) => r.slug)).toEqual(['reviewer']);
    expect((await s.request('PUT', `/roles/${role.id}`, { cookie: admin, body: { deletedAt: null } })).status).toBe(200);
    expect((await s.request('PUT', `/roles/${role.id}`, { cookie: admin, body: { deletedAt: null } })).status).toBe(409);
    expect((await s.request('PUT', '/roles/999999', { cookie: admin, body: { deletedAt: null } })).status).toBe(404);
    const adminRole = await roleBySlug('administrator');
    expect((await s.request('DELETE', `/roles/${adminRole.id}`, { cookie: admin })).status).toBe(409);
  });

  it('manages permissions the same way', async () => {
    const created = await s.request('POST', '/permissions', { cookie: admin, body: { slug: 'export_csv', name: 'Export CSV', description: 'Export tables' } });
    expect(created.status).toBe(200);
    const list = await get('/permissions', { filter: 'export' });
    const perm = list.body.permissions.data[0];
    expect(perm.slug).toBe('export_csv');
    expect((await s.request('DELETE', `/permissions/${perm.id}`, { cookie: admin })).status).toBe(200);
    expect((await s.request('PUT', `/permissions/${perm.id}`, { cookie: admin, body: { deletedAt: null } })).status).toBe(200);
  });

  it('lets a deleted administrator role stop granting everything', async () => {
    const extractor = await s.login(EXTRACTOR.email, EXTRACTOR.password);
    expect((await s.request('GET', '/permissions', { cookie: extractor })).status).toBe(403);
  });
});

describe('organizations and projects', () => {
  it('creates an organization with users and projects, edits, deletes and restores it', async () => {
    const users = (await get('/users', { filter: 'extractor' })).body.users.data;
    const projects = (await get('/projects', { itemsPerPage: '-1' })).body.projects.data;
    const res = await s.request('POST', '/organizations', { cookie: admin, body: { name: ' Evidence Lab ', description: 'Reviews', users: [users[0].uuid], projects: [projects[0].uuid] } });
    expect(res.status).toBe(200);
    const list = await get('/organizations', { filter: 'evidence' });
    expect(list.body.total).toBe(1);
    const org = list.body.organizations[0];
    expect(org).toMatchObject({ name: 'Evidence Lab', user_count: 1, project_count: 1 });
    const long = await s.request('PUT', `/organizations/${org.uuid}`, { cookie: admin, body: { name: 'Evidence Lab', description: 'x'.repeat(256), users: [], projects: [] } });
    expect(long.body.message).toBe('description: Description is too long');
    expect((await s.request('PUT', `/organizations/${org.uuid}`, { cookie: admin, body: { name: 'Evidence Lab 2', users: [], projects: [] } })).status).toBe(200);
    expect((await s.request('DELETE', `/organizations/${org.uuid}`, { cookie: admin })).status).toBe(200);
    expect((await get('/organizations', { deletedOnly: 'true' })).body.organizations[0].name).toBe('Evidence Lab 2');
    expect((await s.request('PUT', `/organizations/${org.uuid}`, { cookie: admin, body: { deletedAt: null } })).status).toBe(200);
    expect((await s.request('POST', '/organizations', { cookie: admin, body: { name: '' } })).body.message).toBe('name: Name is required');
  });

  it('lists projects sorted by name and runs the project form rules', async () => {
    const list = await get('/projects', { itemsPerPage: '10' });
    const names = list.body.projects.data.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(list.body.projects.data[0]).toHaveProperty('paper_count', 0);
    const org = await orgUuid('Meta-Analysis Unit');
    const noOrg = await s.request('POST', '/projects', { cookie: admin, body: { name: 'P', priority: 1, description: '', organizations: [] } });
    expect(noOrg.body.message).toBe('organizations: Organization is required');
    const negative = await s.request('POST', '/projects', { cookie: admin, body: { name: 'P', priority: -1, organizations: [org] } });
    expect(negative.body.message).toBe('priority: Priority must be non-negative');
    const nan = await s.request('POST', '/projects', { cookie: admin, body: { name: 'P', priority: 'high', organizations: [org] } });
    expect(nan.body.message).toBe('priority: Priority must be a number');
    const created = await s.request('POST', '/projects', { cookie: admin, body: { name: 'Statins review', priority: 3, description: 'LDL outcomes', organizations: [org] } });
    expect(created.status).toBe(200);
    expect(created.body.project).toMatchObject({ name: 'Statins review', priority: 3, organizations: [{ uuid: org }] });
    const uuid = created.body.project.uuid;
    expect((await s.request('PUT', `/projects/${uuid}`, { cookie: admin, body: { name: 'Statins review', priority: 4, organizations: [org] } })).status).toBe(200);
    expect((await s.request('DELETE', `/projects/${uuid}`, { cookie: admin })).status).toBe(200);
    expect((await s.request('PUT', `/projects/${uuid}`, { cookie: admin, body: { name: 'X', organizations: [org] } })).status).toBe(409);
    expect((await s.request('PUT', `/projects/${uuid}`, { cookie: admin, body: { deletedAt: null } })).status).toBe(200);
  });
});
