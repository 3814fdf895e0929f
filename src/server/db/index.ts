import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as coreSchema from './schema';
import * as paperSchema from './schema-papers';

// The paper-work tables live in their own file; the db object knows both.
const schema = { ...coreSchema, ...paperSchema };

/** The database as the routes see it, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs work that several server processes starting together must not run at the same time
   * (migrations, the demo seed): on PostgreSQL under an advisory lock, so the others wait for it.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball, to open copies of it later. */
  dump?(): Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens node-postgres when a connection string is given, otherwise embedded PGlite (a directory, or
 * memory when dataDir is omitted; loadDataDir starts it from a dump() of another database).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  /** Where a lost idle connection is reported (default: standard error); the pool replaces it on demand. */
  log?: (line: string) => void;
}): Promise<Database> {
  if (options.url) {
    const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
    // Ten made fifty people saving at once queue for connections while the database idled (a save
    // then held one for a whole transaction; a delta save now holds one per statement, other saves
    // still for their transaction). DATABASE_POOL_MAX sets it per process.
    const pool = new pg.Pool({ connectionString: options.url, max: Number(process.env.DATABASE_POOL_MAX ?? 40) });
    // An idle connection closed by the server (a restart, an administrator) is an event, not a crash.
    pool.on('error', (error) => log(`[database] an idle connection was lost: ${error.message}`));
    // pool.end() resolves before its connections have said goodbye; close() waits for every one.
    let open = 0;
    let allClosed: (() => void) | undefined;
    pool.on('connect', () => void open++);
    pool.on('remove', () => {
      open--;
      if (open === 0) allClosed?.();
    });
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      exclusive: async (work) => {
        // A session-level lock lives on one connection: hold one for the whole work.
        const client = await pool.connect();
        try {
          await client.query(`select pg_advisory_lock(hashtext('sourcebench:start-up'))`);
          return await work();
        } finally {
          await client.query(`select pg_advisory_unlock(hashtext('sourcebench:start-up'))`).catch(() => undefined);
          client.release();
        }
      },
      close: async () => {
        const closed = open === 0 ? Promise.resolve() : new Promise<void>((resolve) => (allClosed = resolve));
        await pool.end();
        await closed;
      },
    };
  }
  const client = new PGlite({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // Embedded PGlite belongs to this one process.
    exclusive: (work) => work(),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}
