import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db';
import { seed } from '../../src/server/db/seed';
import { setPasswordHashCost } from '../../src/server/services/crypto';

/**
 * The suite logs in thousands of times; production-strength scrypt would dominate it. Hashes carry
 * their parameters, so this only changes hashes made by the tests and the seed of the template.
 */
export const TEST_SCRYPT_N = 1024;
setPasswordHashCost({ N: TEST_SCRYPT_N });

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Whatever decides the contents of a migrated, seeded database. */
const INPUTS = ['src/server/db', 'src/server/services/crypto.ts', 'src/api/schemas.ts', 'tests/server/template.ts'];

async function filesUnder(path: string): Promise<string[]> {
  if (!(await stat(path)).isDirectory()) return [path];
  const entries = await readdir(path, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => filesUnder(join(path, e.name))));
  return nested.flat().sort();
}

let keyPromise: Promise<string> | undefined;
/** A content hash of the inputs: a changed migration or seed builds a new template. */
function templateKey(): Promise<string> {
  keyPromise ??= (async () => {
    const hash = createHash('sha256');
    for (const input of INPUTS) {
      for (const file of await filesUnder(join(root, input))) {
        hash.update(file.slice(root.length)).update('\0').update(await readFile(file)).update('\0');
      }
    }
    return hash.digest('hex').slice(0, 16);
  })();
  return keyPromise;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Whether a template lock's holder has ended (or, should its process id have been reused, the lock is an hour old). */
async function lockAbandoned(lock: string): Promise<boolean> {
  const holder = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => ''));
  const age = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
  if (age > 3_600_000) return true;
  // Just made: its holder writes its process id next.
  if (!holder) return age > 60_000;
  try {
    process.kill(holder, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * The migrated and seeded PGlite data directory, built by the first test file that needs it (the
 * others wait on a lock directory) and kept in the temporary directory under its content hash.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `sourcebench-test-db-${await templateKey()}.tar.gz`);
  const lock = `${file}.lock`;
  for (;;) {
    if (await exists(file)) return new Blob([new Uint8Array(await readFile(file))]);
    try {
      await mkdir(lock);
      await writeFile(join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      // A builder that died leaves its lock behind. A live one may take minutes on a busy machine, so the lock is
      // taken over only when the process that holds it is gone.
      if (await lockAbandoned(lock)) await rm(lock, { recursive: true, force: true });
      await sleep(100);
    }
  }
  try {
    if (!(await exists(file))) {
      const database = await openDatabase({});
      await database.migrate();
      await seed(database.db);
      const dump = await database.dump!();
      await database.close();
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
      await rename(partial, file);
      await forgetOldTemplates(file);
    }
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
  return new Blob([new Uint8Array(await readFile(file))]);
}

/** Templates of earlier migrations and seeds: left a day, in case another checkout still uses them. */
async function forgetOldTemplates(current: string): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!/^sourcebench-test-db-[0-9a-f]+\.tar\.gz$/.test(name) || path === current) continue;
    const age = await stat(path).then((s) => Date.now() - s.mtimeMs, () => 0);
    if (age > 24 * 60 * 60_000) await rm(path, { force: true });
  }
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The name of a migrated, seeded template database on the server, built once under an advisory lock. */
async function postgresTemplate(url: string): Promise<string> {
  const name = `sb_template_${await templateKey()}`;
  await withAdmin(url, async (admin) => {
    await admin.query('select pg_advisory_lock(727274)');
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return;
      const building = `${name}_build`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const target = new URL(url);
      target.pathname = `/${building}`;
      const database = await openDatabase({ url: target.toString() });
      await database.migrate();
      await seed(database.db);
      await database.close();
      // Renamed only when complete, so a template that exists is whole.
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await admin.query('select pg_advisory_unlock(727274)');
    }
  });
  return name;
}

/**
 * A migrated and seeded database of its own for one test file: a copy of the template, in memory
 * (PGlite) or as a new database on the PostgreSQL server named by DATABASE_URL.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop?: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await openDatabase({ loadDataDir: await pgliteTemplate() }) };
  const template = await postgresTemplate(url);
  const name = `sb_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    database,
    drop: () => withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
