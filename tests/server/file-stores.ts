import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { FileStore } from '../../src/server/services/fileStore';
import { DirectoryFileStore } from '../../src/server/services/fileStore';
import { DEFAULT_PART_BYTES, S3FileStore } from '../../src/server/services/s3FileStore';

/** Both file stores run the same behaviour tests. */
export const FILE_STORE_KINDS = ['directory', 's3'] as const;
export type FileStoreKind = (typeof FILE_STORE_KINDS)[number];

export interface TestFileStore {
  store: FileStore;
  /** Every name in the store, unfinished writes included (a directory's *.partial files), sorted. */
  names(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A fresh store: a temporary directory, or a bucket on a local S3-compatible server (s3rver on
 * 127.0.0.1, a free port, files in a temporary directory) reached through S3FileStore.
 */
export async function openFileStore(kind: FileStoreKind, options: { partBytes?: number } = {}): Promise<TestFileStore> {
  const dir = await mkdtemp(join(tmpdir(), `sourcebench-${kind}-`));
  if (kind === 'directory') {
    const store = new DirectoryFileStore(join(dir, 'files'));
    return {
      store,
      names: async () => (await readdir(store.root).catch(() => [] as string[])).sort(),
      close: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: 'sourcebench-test' }] });
  const { port } = await server.run();
  const store = new S3FileStore({
    bucket: 'sourcebench-test',
    prefix: 'files/',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    partBytes: options.partBytes ?? DEFAULT_PART_BYTES,
  });
  return {
    store,
    names: async () => {
      const keys = [];
      for await (const entry of store.list()) keys.push(entry.key);
      return keys.sort();
    },
    close: async () => {
      store.client.destroy();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
