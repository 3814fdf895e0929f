import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';
import { createPaper, loginAll } from './papers-fixtures';

/**
 * List totals without a filter come from list_counts (kept by triggers); they must match counting
 * the table after every kind of change, for each deleted switch, and pages must stay in order.
 */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  ({ admin } = await loginAll(server));
});
afterAll(() => server.close());

async function counted(table: 'users' | 'papers') {
  const rows = await server.db.execute<{ live: number | string; deleted: number | string }>(
    sql`select count(*) filter (where deleted_at is null) as live, count(*) filter (where deleted_at is not null) as deleted from ${sql.identifier(table)}`,
  );
  const row = (rows as unknown as { rows: { live: number | string; deleted: number | string }[] }).rows[0]!;
  return { live: Number(row.live), deleted: Number(row.deleted) };
}

async function totals(path: '/users' | '/papers') {
  const key = path.slice(1) as 'users' | 'papers';
  const total = async (query: Record<string, string>) => {
    const res = await server.request('GET', path, { cookie: admin, query });
    expect(res.status).toBe(200);
    return res.body[key].meta.total as number;
  };
  return { live: await total({}), deleted: await total({ deletedOnly: 'true' }), all: await total({ omitDeleted: 'false' }) };
}

async function expectTotalsMatch(path: '/users' | '/papers') {
  const table = await counted(path.slice(1) as 'users' | 'papers');
  expect(await totals(path)).toEqual({ live: table.live, deleted: table.deleted, all: table.live + table.deleted });
}

describe('list totals', () => {
  it('GET /users: the totals follow create, delete and restore, and a filter counts its matches', async () => {
    await expectTotalsMatch('/users');
    const roles = await server.request('GET', '/roles', { cookie: admin, query: { itemsPerPage: '-1' } });
    const role = roles.body.roles.data.find((r: { slug: string }) => r.slug === 'data_entry_user_2');
    for (const name of ['Tally', 'Tallis', 'Other']) {
      const res = await server.request('POST', '/users', {
        cookie: admin,
        body: { first_name: name, last_name: 'Counter', email: `${name.toLowerCase()}@example.com`, password: 'Count-Tally-Heron42', roles: [role.uuid], organizations: [] },
      });
      expect(res.status).toBe(200);
    }
    await expectTotalsMatch('/users');
    const list = await server.request('GET', '/users', { cookie: admin, query: { filter: 'tall', sortBy: 'first_name' } });
    expect(list.body.users.meta.total).toBe(2);
    expect(list.body.users.data.map((u: { first_name: string }) => u.first_name)).toEqual(['Tallis', 'Tally']);

    const tally = list.body.users.data[1].uuid;
    expect((await server.request('DELETE', `/users/${tally}`, { cookie: admin })).status).toBe(200);
    await expectTotalsMatch('/users');
    expect((await server.request('PUT', `/users/${tally}`, { cookie: admin, body: { deleted_at: null } })).status).toBe(200);
    await expectTotalsMatch('/users');
  });

  it('GET /papers: the totals follow create, delete and restore; a page past the end still has the total', async () => {
    await expectTotalsMatch('/papers');
    const created = [];
    for (let i = 0; i < 3; i++) created.push(await createPaper(server, admin));
    await expectTotalsMatch('/papers');
    expect((await server.request('DELETE', `/papers/${created[0]}`, { cookie: admin })).status).toBe(200);
    await expectTotalsMatch('/papers');
    expect((await server.request('PUT', `/papers/${created[0]}`, { cookie: admin, body: { deletedAt: null } })).status).toBe(200);
    await expectTotalsMatch('/papers');

    const { live } = await counted('papers');
    const beyond = await server.request('GET', '/papers', { cookie: admin, query: { page: '999', itemsPerPage: '10' } });
    expect(beyond.body.papers).toEqual({ data: [], meta: { total: live } });
    const searched = await server.request('GET', '/papers', { cookie: admin, query: { searchKey: 'zz-nothing-matches', page: '3' } });
    expect(searched.body.papers).toEqual({ data: [], meta: { total: 0 } });
  });

  it('pages follow the order asked for, one page after another', async () => {
    const all = await server.request('GET', '/papers', { cookie: admin, query: { itemsPerPage: '-1', sortBy: 'name' } });
    const names = all.body.papers.data.map((p: { name: string }) => p.name);
    const pages = [];
    for (let page = 1; page <= Math.ceil(names.length / 2); page++) {
      const res = await server.request('GET', '/papers', { cookie: admin, query: { itemsPerPage: '2', page: String(page), sortBy: 'name' } });
      pages.push(...res.body.papers.data.map((p: { name: string }) => p.name));
    }
    expect(pages).toEqual(names);
    const desc = await server.request('GET', '/papers', { cookie: admin, query: { itemsPerPage: '-1', sortBy: 'name', sortDesc: 'true' } });
    expect(desc.body.papers.data.map((p: { name: string }) => p.name)).toEqual([...names].reverse());
  });
});
