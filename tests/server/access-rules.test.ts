import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { ADMIN, createTestServer, EXTRACTOR, QC, type TestServer } from './helpers';
import { createPaper, loginAll, pngBytes, projectDocument, upload } from './papers-fixtures';
import { openTestDatabase } from './template';

/** Who may see and do what, beyond the permission matrix: the gaps an attack on the server found. */
let server: TestServer;
let cookies: Awaited<ReturnType<typeof loginAll>>;

const UPLOADER = { email: 'uploader@example.com', password: 'Upload-Only-Marmot31' };

/** A user whose only role grants upload_file (may add papers and files, may not delete or restore them). */
async function createUploader(): Promise<string> {
  const permissions = await server.request('GET', '/permissions', { cookie: cookies.admin, query: { itemsPerPage: '-1' } });
  const uploadFile = permissions.body.permissions.data.find((p: { slug: string }) => p.slug === 'upload_file');
  const role = await server.request('POST', '/roles', { cookie: cookies.admin, body: { slug: 'uploader', name: 'Uploader', description: 'Adds papers' } });
  await server.request('PUT', `/roles/${role.body.role.id}/permissions`, { cookie: cookies.admin, body: { permissionIDs: [uploadFile.id] } });
  const created = await server.request('POST', '/users', {
    cookie: cookies.admin,
    body: { first_name: 'Una', last_name: 'Uploader', email: UPLOADER.email, password: UPLOADER.password, roles: [role.body.role.uuid], organizations: [] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return server.login(UPLOADER.email, UPLOADER.password);
}

beforeAll(async () => {
  server = await createTestServer();
  cookies = await loginAll(server);
});
afterAll(() => server.close());

describe('deleted papers and files', () => {
  it('are visible only to those who may restore them (delete_file)', async () => {
    const paper = await createPaper(server, cookies.admin, { name: 'Withdrawn trial 2019' });
    const uploaded = await upload(server, `/papers/${paper}/files`, cookies.admin, [{ name: 'figure.png', bytes: pngBytes() }]);
    const file = uploaded.body.files[0].uuid;
    expect((await server.request('DELETE', `/papers/${paper}`, { cookie: cookies.admin })).status).toBe(200);
    const uploader = await createUploader();

    for (const cookie of [cookies.extractor, uploader]) {
      const deletedOnly = await server.request('GET', '/papers', { cookie, query: { deletedOnly: 'true' } });
      expect(deletedOnly.status, JSON.stringify(deletedOnly.body)).toBe(403);
      expect(deletedOnly.body).toMatchObject({ status: 'error', code: 'E_FORBIDDEN', message: 'Only users who can restore papers can see deleted ones' });
      expect((await server.request('GET', '/papers', { cookie, query: { omitDeleted: 'false' } })).status).toBe(403);
      expect((await server.request('GET', '/papers/search', { cookie, query: { query: 'Withdrawn', omitDeleted: 'false' } })).status).toBe(403);
      const download = await server.request('GET', `/files/download/${file}`, { cookie });
      expect(download.status).toBe(404);
    }
    const uploaderFiles = await server.request('GET', '/files', { cookie: uploader, query: { deletedOnly: 'true' } });
    expect(uploaderFiles.status).toBe(403);
    const liveFiles = await server.request('GET', '/files', { cookie: uploader, query: { filter: 'figure' } });
    expect(liveFiles.body.files.data).toEqual([]);

    const admin = await server.request('GET', '/papers', { cookie: cookies.admin, query: { deletedOnly: 'true' } });
    expect(admin.body.papers.data.map((p: { uuid: string }) => p.uuid)).toContain(paper);
    const search = await server.request('GET', '/papers/search', { cookie: cookies.admin, query: { query: 'Withdrawn', omitDeleted: 'false' } });
    expect(search.body.papers).toHaveLength(1);
    expect((await server.request('GET', `/files/download/${file}`, { cookie: cookies.admin })).status).toBe(200);
  });
});

describe('API tokens', () => {
  it('cannot manage tokens: creating, listing and revoking need a session', async () => {
    const created = await server.request('POST', '/api-tokens', { cookie: cookies.qc, body: { name: 'Script' } });
    expect(created.status).toBe(200);
    const bearer = { Authorization: `Bearer ${created.body.token.token}` };
    expect((await server.request('GET', '/papers', { headers: bearer })).status).toBe(200);

    const another = await server.request('POST', '/api-tokens', { headers: bearer, body: { name: 'Forever' } });
    expect(another.status).toBe(403);
    expect(another.body).toMatchObject({ status: 'error', code: 'E_SESSION_REQUIRED', message: 'API tokens can only be managed from a logged-in session' });
    expect((await server.request('GET', '/api-tokens', { headers: bearer })).status).toBe(403);
    expect((await server.request('DELETE', `/api-tokens/${created.body.token.id}`, { headers: bearer })).status).toBe(403);
    const listed = await server.request('GET', '/api-tokens', { cookie: cookies.qc });
    expect(listed.body.tokens.map((t: { name: string }) => t.name)).toEqual(['Script']);
  });
});

describe('password reset', () => {
  it('POST /password-reset checks the signature as GET does', async () => {
    await server.request('POST', '/forgot-password', { body: { email: QC.email } });
    const [, token, signature] = /password-reset\/([^?\s]+)\?signature=(\S+)/.exec(server.mails.at(-1)!.text)!;
    const unsigned = await server.request('POST', '/password-reset', { body: { token, newPassword: 'Stolen-Reset-Walrus42' } });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body).toMatchObject({ code: 'E_VALIDATION', field: 'signature' });
    const forged = await server.request('POST', '/password-reset', { body: { token, signature: 'forged', newPassword: 'Stolen-Reset-Walrus42' } });
    expect(forged.status).toBe(410);
    expect((await server.request('POST', '/login', { body: { email: QC.email, password: QC.password } })).status).toBe(200);
    const signed = await server.request('POST', '/password-reset', { body: { token, signature, newPassword: 'Fresh-Reset-Walrus42' } });
    expect(signed.status).toBe(200);
    const back = await server.login(QC.email, 'Fresh-Reset-Walrus42');
    await server.request('POST', '/users/settings', { cookie: back, body: { password: 'Fresh-Reset-Walrus42', newPassword: QC.password } });
    cookies.qc = await server.login(QC.email, QC.password);
  });

  it('does not write reset links to the server log in production mode', async () => {
    const { database, drop } = await openTestDatabase();
    const logs: string[] = [];
    try {
      const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret' });
      const app = createApp({ db: database.db, config, log: (line) => logs.push(line) });
      const res = await app.request('http://localhost/api/forgot-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'sourcebench' },
        body: JSON.stringify({ email: EXTRACTOR.email }),
      });
      expect(res.status).toBe(200);
      expect(logs.join('\n')).toMatch(/\[mail #\d+\] to=extractor@example\.com subject="Sourcebench password reset"/);
      expect(logs.join('\n')).not.toMatch(/password-reset\/|signature=/);
    } finally {
      await database.close();
      await drop?.();
    }
  });
});

describe('extractions', () => {
  const save = (cookie: string, sde: string, paper: string, body: Record<string, unknown>) =>
    server.request('POST', `/data-entry/${sde}`, { cookie, body: { done: false, paperUUID: paper, dataFormat: 'WPD', ...body } });

  it('a whole-document save needs the base version, so it cannot overwrite a newer one', async () => {
    const paper = await createPaper(server, cookies.admin);
    const sde = randomUUID();
    const missing = await save(cookies.extractor, sde, paper, { data: projectDocument(1) });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ status: 'error', code: 'E_VALIDATION', field: 'baseVersion' });
    expect((await save(cookies.extractor, sde, paper, { data: projectDocument(1), baseVersion: 0 })).body.version).toBe(1);
    expect((await save(cookies.extractor, sde, paper, { data: projectDocument(2), baseVersion: 1 })).body.version).toBe(2);
    const stale = await save(cookies.extractor, sde, paper, { data: projectDocument(3), baseVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale_base', version: 2 });
    const raw = await server.request('GET', `/data-entry/${sde}/raw-data-viewer`, { cookie: cookies.extractor });
    expect(raw.body.rawData.pages[0].datasets[0].points).toHaveLength(2);
  });

  it('GET /papers shows an extractor only their own extraction summaries; reviewers see all', async () => {
    const paper = await createPaper(server, cookies.admin, { name: 'Shared trial' });
    await save(cookies.extractor, randomUUID(), paper, { delta: [], baseVersion: 0 });
    await save(cookies.qc, randomUUID(), paper, { delta: [], baseVersion: 0 });
    const emailsSeenBy = async (cookie: string) => {
      const list = await server.request('GET', '/papers', { cookie, query: { searchKey: 'Shared trial' } });
      const detail = await server.request('GET', `/papers/${paper}`, { cookie });
      return [list.body.papers.data[0].dataEntries, detail.body.dataEntries].map((entries: { user: { email: string } }[]) => entries.map((e) => e.user.email).sort());
    };
    expect(await emailsSeenBy(cookies.extractor)).toEqual([[EXTRACTOR.email], [EXTRACTOR.email]]);
    expect(await emailsSeenBy(cookies.qc)).toEqual([
      [EXTRACTOR.email, QC.email],
      [EXTRACTOR.email, QC.email],
    ]);
  });

  it('starts only on papers ready for data entry, except for administrators', async () => {
    const paper = await createPaper(server, cookies.admin, { status: 'NEW' });
    const refused = await save(cookies.extractor, randomUUID(), paper, { delta: [], baseVersion: 0 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: 'error', code: 'E_NOT_READY', message: 'This paper is not ready for data entry yet' });
    expect((await save(cookies.qc, randomUUID(), paper, { data: projectDocument(1), baseVersion: 0 })).status).toBe(409);
    expect((await save(cookies.admin, randomUUID(), paper, { delta: [], baseVersion: 0 })).status).toBe(200);
  });
});
