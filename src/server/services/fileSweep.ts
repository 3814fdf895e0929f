import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { files } from '../db/schema-papers';
import { isStorageKey, type DirectoryFileStore } from './fileStore';

const BATCH = 1000;

/**
 * Removes what a crash during uploads leaves in a directory store: half-written `*.partial` files,
 * and files that were written but never recorded in the files table (deleted files are recorded
 * and stay, to be restored). Only entries last written before `before` (the start of this process)
 * count, so an upload in flight in another process sharing the directory is left alone.
 */
export async function sweepFileStore(db: Db, store: DirectoryFileStore, options: { before: Date }): Promise<{ removed: string[] }> {
  let names: string[];
  try {
    names = await readdir(store.root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { removed: [] };
    throw error;
  }
  const partial: string[] = [];
  const unchecked: string[] = [];
  for (const name of names) {
    const isPartial = name.endsWith('.partial') && isStorageKey(name.slice(0, -'.partial'.length));
    if (!isPartial && !isStorageKey(name)) continue;
    const info = await stat(join(store.root, name)).catch(() => null);
    if (!info?.isFile() || info.mtime >= options.before) continue;
    (isPartial ? partial : unchecked).push(name);
  }
  const unrecorded: string[] = [];
  for (let i = 0; i < unchecked.length; i += BATCH) {
    const batch = unchecked.slice(i, i + BATCH);
    const rows = await db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, batch));
    const recorded = new Set(rows.map((r) => r.key));
    unrecorded.push(...batch.filter((name) => !recorded.has(name)));
  }
  const removed = [...partial, ...unrecorded];
  for (const name of removed) await rm(join(store.root, name), { force: true });
  return { removed };
}
