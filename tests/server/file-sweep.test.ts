import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepFileStore } from '../../src/server/services/fileSweep';
import { createTestServer, type TestServer } from './helpers';
import { createPaper, loginAll, pngBytes, upload } from './papers-fixtures';

/** What a crash during uploads leaves in the file store is removed when the server starts. */
let server: TestServer;
let cookies: Awaited<ReturnType<typeof loginAll>>;

beforeAll(async () => {
  server = await createTestServer();
  cookies = await loginAll(server);
});
afterAll(() => server.close());

const HOUR_AGO = new Date(Date.now() - 60 * 60_000);

async function leftover(name: string, at = HOUR_AGO) {
  const path = join(server.fileStore.root, name);
  await writeFile(path, 'half a file');
  await utimes(path, at, at);
}

describe('start-up sweep of the file store', () => {
  it('removes *.partial files and files never recorded, and keeps every recorded file (also deleted ones)', async () => {
    const paper = await createPaper(server, cookies.admin);
    const live = await upload(server, `/papers/${paper}/files`, cookies.admin, [{ name: 'live.png', bytes: pngBytes() }]);
    const gone = await upload(server, `/papers/${paper}/files`, cookies.admin, [{ name: 'deleted.png', bytes: pngBytes() }]);
    expect((await server.request('DELETE', `/files/${gone.body.files[0].uuid}`, { cookie: cookies.admin })).status).toBe(200);
    const recorded = await readdir(server.fileStore.root);
    expect(recorded).toHaveLength(2);

    await leftover('0b7f3b9e-0000-4000-8000-000000000001.partial');
    await leftover('0b7f3b9e-0000-4000-8000-000000000002');
    // Written after the server started: another process's upload in flight, not a leftover.
    await leftover('0b7f3b9e-0000-4000-8000-000000000003.partial', new Date(Date.now() + 60_000));

    const swept = await sweepFileStore(server.db, server.fileStore, { before: new Date() });
    expect(swept.removed.sort()).toEqual(['0b7f3b9e-0000-4000-8000-000000000001.partial', '0b7f3b9e-0000-4000-8000-000000000002']);
    expect((await readdir(server.fileStore.root)).sort()).toEqual([...recorded, '0b7f3b9e-0000-4000-8000-000000000003.partial'].sort());
    expect((await server.request('GET', `/files/download/${live.body.files[0].uuid}`, { cookie: cookies.admin })).status).toBe(200);
    expect((await server.request('PUT', `/files/${gone.body.files[0].uuid}/restore`, { cookie: cookies.admin })).status).toBe(200);
    expect((await server.request('GET', `/files/download/${gone.body.files[0].uuid}`, { cookie: cookies.admin })).status).toBe(200);
  });

  it('is a no-op on a store directory that does not exist yet', async () => {
    const { DirectoryFileStore } = await import('../../src/server/services/fileStore');
    const swept = await sweepFileStore(server.db, new DirectoryFileStore(join(server.fileStore.root, 'not-yet')), { before: new Date() });
    expect(swept.removed).toEqual([]);
  });
});
