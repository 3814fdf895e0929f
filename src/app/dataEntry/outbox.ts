import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PatchOperation } from '../../editor/session';

/*
 * The browser's copy of edits not yet saved: one record per extraction, rewritten as edits happen
 * and removed once the server has them all. After a crash, a closed tab, a lost network or an
 * expired session, opening the extraction again finds them here and offers them back.
 */

/** Unsaved operations of one extraction, against the saved version they apply to. */
export interface OutboxRecord {
  sdeUuid: string;
  paperUuid: string;
  baseVersion: number;
  ops: PatchOperation[];
  /** When the record was last written (ms since the epoch). */
  updatedAt: number;
}

/** Where unsaved operations are kept between visits. */
export interface Outbox {
  read(sdeUuid: string): Promise<OutboxRecord | undefined>;
  write(record: OutboxRecord): Promise<void>;
  clear(sdeUuid: string): Promise<void>;
}

/** Name of the browser database holding the outbox. */
export const OUTBOX_DATABASE = 'sourcebench-outbox';
const STORE = 'unsaved';

interface OutboxSchema extends DBSchema {
  unsaved: { key: string; value: OutboxRecord };
}

/** The outbox in IndexedDB (database `name`, default OUTBOX_DATABASE), opened on first use. */
export function createIndexedDbOutbox(options: { name?: string } = {}): Outbox {
  let db: Promise<IDBPDatabase<OutboxSchema>> | undefined;
  const open = () =>
    (db ??= openDB<OutboxSchema>(options.name ?? OUTBOX_DATABASE, 1, {
      upgrade(database) {
        database.createObjectStore(STORE, { keyPath: 'sdeUuid' });
      },
    }));
  return {
    async read(sdeUuid) {
      return (await open()).get(STORE, sdeUuid);
    },
    async write(record) {
      await (await open()).put(STORE, structuredClone(record));
    },
    async clear(sdeUuid) {
      await (await open()).delete(STORE, sdeUuid);
    },
  };
}

/** An outbox in memory, for places without IndexedDB; forgets everything when the page goes. */
export function createMemoryOutbox(): Outbox {
  const records = new Map<string, OutboxRecord>();
  return {
    read: async (sdeUuid) => structuredClone(records.get(sdeUuid)),
    write: async (record) => void records.set(record.sdeUuid, structuredClone(record)),
    clear: async (sdeUuid) => void records.delete(sdeUuid),
  };
}

/** The outbox of this browser: IndexedDB where there is one, memory otherwise. */
export function browserOutbox(): Outbox {
  return typeof indexedDB === 'undefined' ? createMemoryOutbox() : createIndexedDbOutbox();
}

/**
 * What to offer back on opening an extraction: the unsaved operations left by an earlier visit,
 * or undefined when there are none. A read failure (private browsing, storage refused) offers nothing.
 */
export async function checkRecovery(outbox: Outbox, sdeUuid: string): Promise<OutboxRecord | undefined> {
  try {
    const record = await outbox.read(sdeUuid);
    return record && record.ops.length ? record : undefined;
  } catch {
    return undefined;
  }
}
