import { inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { files } from '../db/schema-papers';
import { isStorageKey, type FileStore } from './fileStore';

const BATCH = 1000;

/**
 * Removes what a crash during uploads leaves in the file store: writes that never finished
 * (`*.partial` files of a directory, unfinished multipart uploads of a bucket), and files that were
 * written but never recorded in the files table (deleted files are recorded and stay, to be
 * restored). Only what was written before `before` (the start of this process) counts, so an upload
 * in flight in another process sharing the store is left alone.
 */
export async function sweepFileStore(db: Db, store: FileStore, options: { before: Date }): Promise<{ removed: string[] }> {
  const unfinished = await store.removeUnfinished(options.before);
  const unchecked: string[] = [];
  for await (const { key, writtenAt } of store.list()) {
    if (isStorageKey(key) && writtenAt < options.before) unchecked.push(key);
  }
  const unrecorded: string[] = [];
  for (let i = 0; i < unchecked.length; i += BATCH) {
    const batch = unchecked.slice(i, i + BATCH);
    const rows = await db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, batch));
    const recorded = new Set(rows.map((r) => r.key));
    unrecorded.push(...batch.filter((name) => !recorded.has(name)));
  }
  for (const key of unrecorded) await store.delete(key);
  return { removed: [...unfinished, ...unrecorded] };
}
