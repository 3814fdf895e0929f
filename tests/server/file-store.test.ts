import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileMissingError } from '../../src/server/services/fileStore';
import { FILE_STORE_KINDS, openFileStore, type TestFileStore } from './file-stores';

/** The FileStore contract, for the directory and the S3-compatible store alike. */
const PART = 64 * 1024;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream of `total` bytes in 10 KB chunks, failing after `failAfter` bytes when given. */
function source(total: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) return this.destroy(new Error('client went away'));
      if (sent >= total) return this.push(null);
      const size = Math.min(10 * 1024, total - sent);
      this.push(Buffer.alloc(size, (sent / 1024) % 251));
      sent += size;
    },
  });
}

describe.each(FILE_STORE_KINDS)('file store contract (%s store)', (kind) => {
  let files: TestFileStore;
  beforeAll(async () => {
    // Small parts, so files of a few hundred KB take the multipart path of the S3 store.
    files = await openFileStore(kind, { partBytes: PART });
  });
  afterAll(() => files.close());

  it('writes, streams back and deletes files of every size around a part', async () => {
    for (const [i, size] of [0, 1, PART - 1, PART, PART + 1, 5 * PART + 123].entries()) {
      const key = `0b7f3b9e-0000-4000-8000-00000000010${i}`;
      const expected = await bytesOf(source(size));
      await files.store.put(key, source(size));
      const stream = await files.store.get(key);
      expect(stream).toBeInstanceOf(Readable);
      expect((await bytesOf(stream)).equals(expected)).toBe(true);
      await files.store.delete(key);
      await expect(files.store.get(key)).rejects.toBeInstanceOf(FileMissingError);
    }
    expect(await files.names()).toEqual([]);
  });

  it('lists what it holds with the time of writing', async () => {
    const started = Date.now() - 2000;
    await files.store.put('0b7f3b9e-0000-4000-8000-000000000201', source(10));
    const listed = [];
    for await (const entry of files.store.list()) listed.push(entry);
    expect(listed.map((e) => e.key)).toEqual(['0b7f3b9e-0000-4000-8000-000000000201']);
    expect(listed[0]!.writtenAt.getTime()).toBeGreaterThan(started);
    await files.store.delete('0b7f3b9e-0000-4000-8000-000000000201');
  });

  it('leaves nothing behind when the source fails, before or after the first part', async () => {
    await expect(files.store.put('0b7f3b9e-0000-4000-8000-000000000301', source(PART * 4, PART / 2))).rejects.toThrow('client went away');
    await expect(files.store.put('0b7f3b9e-0000-4000-8000-000000000302', source(PART * 4, PART * 2 + 10))).rejects.toThrow('client went away');
    expect(await files.names()).toEqual([]);
    await expect(files.store.get('0b7f3b9e-0000-4000-8000-000000000302')).rejects.toBeInstanceOf(FileMissingError);
  });

  it('treats deleting a missing key as done, and refuses keys it did not choose', async () => {
    await files.store.delete('0b7f3b9e-0000-4000-8000-000000000401');
    await expect(files.store.put('../escape', source(1))).rejects.toThrow('Invalid storage key');
  });
});

describe('file store settings', () => {
  it('picks the store from FILE_STORE and refuses incomplete S3 settings with a message', async () => {
    const { createFileStore, loadPapersConfig } = await import('../../src/server/paperWork');
    const { S3FileStore } = await import('../../src/server/services/s3FileStore');
    expect(loadPapersConfig({}).fileStore).toEqual({ kind: 'directory' });
    const s3 = loadPapersConfig({ FILE_STORE: 's3', S3_BUCKET: 'papers', S3_PREFIX: 'sourcebench', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(s3.fileStore).toMatchObject({ kind: 's3', bucket: 'papers', prefix: 'sourcebench/', region: 'us-east-1', forcePathStyle: true, partBytes: 8 * 1024 * 1024 });
    expect(createFileStore(s3)).toBeInstanceOf(S3FileStore);
    expect(() => loadPapersConfig({ FILE_STORE: 's3' })).toThrow('FILE_STORE=s3 needs S3_BUCKET');
    expect(() => loadPapersConfig({ FILE_STORE: 'ftp' })).toThrow("FILE_STORE must be 'directory' or 's3'");
    expect(() => loadPapersConfig({ FILE_STORE: 's3', S3_BUCKET: 'b', S3_PART_BYTES: '1000' })).toThrow('S3_PART_BYTES must be at least');
    expect(() => loadPapersConfig({ FILE_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'x' })).toThrow('go together');
  });
});
