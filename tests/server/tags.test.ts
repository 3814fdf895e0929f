import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestServer, QC, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login(ADMIN.email, ADMIN.password);
});
afterAll(() => s.close());

async function flatTags() {
  return (await s.request('GET', '/tags', { cookie: admin, query: { flat: 'true' } })).body.tags as { uuid: string; name: string; parentUUID: string | null }[];
}
const tagNamed = async (name: string) => (await flatTags()).find((t) => t.name === name)!;

describe('base tags', () => {
  it('answers a tree and a flat list', async () => {
    const tree = (await s.request('GET', '/tags', { cookie: admin })).body.tags;
    const statistic = tree.find((n: { name: string }) => n.name === 'Statistic');
    expect(statistic.children.map((c: { name: string }) => c.name)).toContain('Mean');
    const flat = await flatTags();
    expect(flat.find((t) => t.name === 'Mean')!.parentUUID).toBe(statistic.uuid);
  });

  it('creates, renames, moves, deletes and undeletes tags', async () => {
    const unit = await tagNamed('Unit');
    expect((await s.request('POST', '/tags', { cookie: admin, body: { name: ' mg/dL ', parentUUID: unit.uuid } })).status).toBe(200);
    const child = await tagNamed('mg/dL');
    expect(child.parentUUID).toBe(unit.uuid);
    expect((await s.request('DELETE', `/tags/${unit.uuid}`, { cookie: admin })).body.message).toBe('A tag with children cannot be deleted');
    expect((await s.request('PUT', `/tags/${unit.uuid}`, { cookie: admin, body: { name: 'Unit', parentUUID: child.uuid } })).status).toBe(400);
    expect((await s.request('PUT', `/tags/${child.uuid}`, { cookie: admin, body: { name: 'mg per dL', parentUUID: null } })).status).toBe(200);
    expect((await tagNamed('mg per dL')).parentUUID).toBeNull();
    expect((await s.request('DELETE', `/tags/${child.uuid}`, { cookie: admin })).status).toBe(200);
    const tree = (await s.request('GET', '/tags', { cookie: admin })).body.tags;
    expect(tree.find((n: { uuid: string }) => n.uuid === child.uuid).disabled).toBe(true);
    expect((await flatTags()).some((t) => t.uuid === child.uuid)).toBe(false);
    expect((await s.request('PUT', `/tags/${child.uuid}`, { cookie: admin, body: { undelete: true } })).status).toBe(200);
    expect((await s.request('POST', '/tags', { cookie: admin, body: { name: '' } })).body.message).toBe('name: Tag name is required');
    expect((await s.request('POST', '/tags', { cookie: admin, body: { name: 'x'.repeat(255) } })).body.message).toBe('name: Tag name is too long');
    expect((await s.request('POST', '/tags', { cookie: admin, body: { name: 7 } })).body.message).toBe('name: Tag name is invalid');
  });
});

describe('tag groups', () => {
  it('groups by level, creates, moves, deletes and undeletes', async () => {
    const grouped = (await s.request('GET', '/tag-groups', { cookie: admin })).body.tagGroups;
    expect(Object.keys(grouped)).toEqual(['1', '2', '3']);
    expect(grouped['2'].map((g: { name: string }) => g.name)).toContain('Outcomes');
    const unit = await tagNamed('Unit');
    const mean = await tagNamed('Mean');
    const created = await s.request('POST', '/tag-groups', { cookie: admin, body: { name: 'Pharmacokinetics', description: 'PK', level: 3, tags: [mean.uuid, unit.uuid] } });
    expect(created.status).toBe(200);
    const flat = (await s.request('GET', '/tag-groups', { cookie: admin, query: { filteredByLevel: 'true', omitDeleted: 'true' } })).body.tagGroups;
    const pk = flat.find((g: { name: string }) => g.name === 'Pharmacokinetics');
    expect(pk.tags.map((t: { name: string }) => t.name)).toEqual(['Mean', 'Unit']);
    expect((await s.request('PUT', `/tag-groups/${pk.uuid}`, { cookie: admin, body: { level: 2 } })).status).toBe(200);
    expect((await s.request('PUT', `/tag-groups/${pk.uuid}`, { cookie: admin, body: { level: 4 } })).status).toBe(400);
    const afterMove = (await s.request('GET', '/tag-groups', { cookie: admin })).body.tagGroups;
    expect(afterMove['2'].some((g: { uuid: string }) => g.uuid === pk.uuid)).toBe(true);
    expect((await s.request('DELETE', `/tag-groups/${pk.uuid}`, { cookie: admin })).status).toBe(200);
    expect((await s.request('PUT', `/tag-groups/${pk.uuid}`, { cookie: admin, body: { undelete: true } })).status).toBe(200);
  });

  it('validates with the tag group messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', tags: [] }, 'name: Tag group name is required'],
      [{ name: 'x'.repeat(256), tags: [] }, 'name: Tag group name is too long'],
      [{ name: 'G', description: 'x'.repeat(256), tags: [] }, 'description: Tag group description is too long'],
      [{ name: 'G', tags: [] }, 'tags: At least 1 tag is required'],
    ];
    for (const [body, message] of cases) {
      const res = await s.request('POST', '/tag-groups', { cookie: admin, body });
      expect(res.body.message).toBe(message);
    }
  });
});

describe('API tokens', () => {
  it('creates a token shown once, authenticates with it as Bearer, lists and revokes it', async () => {
    const qc = await s.login(QC.email, QC.password);
    expect((await s.request('POST', '/api-tokens', { cookie: qc, body: { name: '  ' } })).body.message).toBe('name: Token name is required');
    const created = await s.request('POST', '/api-tokens', { cookie: qc, body: { name: ' CI export ' } });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('API token created successfully');
    const raw = created.body.token.token as string;
    expect(raw).toMatch(/^sbt_/);
    const list = await s.request('GET', '/api-tokens', { cookie: qc });
    expect(list.body.tokens).toEqual([{ id: created.body.token.id, name: 'CI export', createdAt: expect.any(String) }]);
    expect(JSON.stringify(list.body)).not.toContain(raw);
    const viaToken = await s.request('POST', '/metathesaurus/list', { body: { conceptId: 'C1' }, noCsrf: true, headers: { Authorization: `Bearer ${raw}` } });
    expect(viaToken.status).toBe(200);
    const adminTokens = await s.request('DELETE', `/api-tokens/${created.body.token.id}`, { cookie: admin });
    expect(adminTokens.status).toBe(404);
    expect((await s.request('DELETE', `/api-tokens/${created.body.token.id}`, { cookie: qc })).body.message).toBe('API token revoked successfully');
    const revoked = await s.request('GET', '/tags', { headers: { Authorization: `Bearer ${raw}` } });
    expect(revoked.status).toBe(401);
  });
});

describe('metathesaurus', () => {
  it('saves synonyms (dropping blanks), lists them and finds them in search', async () => {
    const saved = await s.request('POST', '/metathesaurus/save', { cookie: admin, body: { conceptId: 'C28421', conceptName: 'Sex', synonyms: ['Gender', ' ', 'Sex at birth', ''] } });
    expect(saved.body.message).toBe('Successfully saved synonyms');
    const list = await s.request('POST', '/metathesaurus/list', { cookie: admin, body: { conceptId: 'C28421' } });
    expect(list.body.data).toEqual([
      { conceptId: 'C28421', synonym: 'Gender' },
      { conceptId: 'C28421', synonym: 'Sex at birth' },
    ]);
    s.setEvs(async (url) => {
      expect(url).toContain('term=gender');
      return Response.json({ concepts: [{ code: 'C17357', name: 'Gender', active: true, definitions: [{ source: 'NCI', definition: 'A social construct' }], synonyms: [{ source: 'NCI', name: 'Gender' }] }] });
    });
    const search = await s.request('POST', '/metathesaurus/search', { cookie: admin, body: { key: 'GENDER' } });
    expect(search.body.data.evsAvailable).toBe(true);
    expect(search.body.data.evs[0]).toMatchObject({ code: 'C17357', active: true });
    expect(search.body.data.dactyl[0]).toMatchObject({ code: 'C28421', name: 'Sex', synonyms: [{ source: 'Dactyl', name: 'Gender' }, { source: 'Dactyl', name: 'Sex at birth' }] });
  });

  it('reports EVS as unavailable when it cannot be reached', async () => {
    s.setEvs(async () => {
      throw new TypeError('fetch failed');
    });
    const search = await s.request('POST', '/metathesaurus/search', { cookie: admin, body: { key: 'sex' } });
    expect(search.status).toBe(200);
    expect(search.body.data).toMatchObject({ evs: [], evsAvailable: false });
    expect(search.body.data.dactyl).toHaveLength(1);
    expect((await s.request('POST', '/metathesaurus/search', { cookie: admin, body: { key: '' } })).status).toBe(400);
  });
});
