import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectoryFileStore } from '../../src/server/services/fileStore';
import { sweepFileStore } from '../../src/server/services/fileSweep';
import { FILE_STORE_KINDS, openFileStore, type TestFileStore } from './file-stores';
import { createTestServer, type TestServer } from './helpers';
import { createPaper, loginAll, pngBytes, upload } from './papers-fixtures';

/** What a crash during uploads leaves in the file store is removed when the server starts. */
describe.each(FILE_STORE_KINDS)('start-up sweep of the file store (%s store)', (kind) => {
  let server: TestServer;
  let files: TestFileStore;
  let cookies: Awaited<ReturnType<typeof loginAll>>;

  beforeAll(async () => {
    files = await openFileStore(kind);
    server = await createTestServer({}, {}, { fileStore: files.store });
    cookies = await loginAll(server);
  });
  afterAll(async () => {
    await server.close();
    await files.close();
  });

  const HOUR_AGO = new Date(Date.now() - 60 * 60_000);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** A file the store holds but no row records: written before `at` (a directory's mtime; a bucket's own clock). */
  async function leftover(name: string, at = HOUR_AGO) {
    if (files.store instanceof DirectoryFileStore) {
      const path = join(files.store.root, name);
      await writeFile(path, 'half a file');
      await utimes(path, at, at);
    } else {
      await files.store.put(name, Readable.from([Buffer.from('a whole file nobody recorded')]));
    }
  }

  it('removes unfinished writes and files never recorded, and keeps every recorded file (also deleted ones)', async () => {
    const paper = await createPaper(server, cookies.admin);
    const live = await upload(server, `/papers/${paper}/files`, cookies.admin, [{ name: 'live.png', bytes: pngBytes() }]);
    const gone = await upload(server, `/papers/${paper}/files`, cookies.admin, [{ name: 'deleted.png', bytes: pngBytes() }]);
    expect((await server.request('DELETE', `/files/${gone.body.files[0].uuid}`, { cookie: cookies.admin })).status).toBe(200);
    const recorded = await files.names();
    expect(recorded).toHaveLength(2);

    let before: Date;
    const expected = ['0b7f3b9e-0000-4000-8000-000000000002'];
    if (kind === 'directory') {
      await leftover('0b7f3b9e-0000-4000-8000-000000000001.partial');
      await leftover('0b7f3b9e-0000-4000-8000-000000000002');
      // Written after the server started: another process's upload in flight, not a leftover.
      await leftover('0b7f3b9e-0000-4000-8000-000000000003.partial', new Date(Date.now() + 60_000));
      before = new Date();
      expected.unshift('0b7f3b9e-0000-4000-8000-000000000001.partial');
    } else {
      // A bucket keeps its own write times (to the second on some services): the start lies between the writes.
      await leftover('0b7f3b9e-0000-4000-8000-000000000002');
      await sleep(1100);
      before = new Date();
      await sleep(1100);
      await leftover('0b7f3b9e-0000-4000-8000-000000000003');
    }
    const kept = kind === 'directory' ? '0b7f3b9e-0000-4000-8000-000000000003.partial' : '0b7f3b9e-0000-4000-8000-000000000003';

    const swept = await sweepFileStore(server.db, files.store, { before });
    expect(swept.removed.sort()).toEqual(expected);
    expect(await files.names()).toEqual([...recorded, kept].sort());
    expect((await server.request('GET', `/files/download/${live.body.files[0].uuid}`, { cookie: cookies.admin })).status).toBe(200);
    expect((await server.request('PUT', `/files/${gone.body.files[0].uuid}/restore`, { cookie: cookies.admin })).status).toBe(200);
    expect((await server.request('GET', `/files/download/${gone.body.files[0].uuid}`, { cookie: cookies.admin })).status).toBe(200);
  });

  it('is a no-op on an empty store', async () => {
    const empty = await openFileStore(kind);
    try {
      expect((await sweepFileStore(server.db, empty.store, { before: new Date() })).removed).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
