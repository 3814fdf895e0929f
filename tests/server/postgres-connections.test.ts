import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db';
import { loaded } from '../timeouts';

const url = process.env.DATABASE_URL;

// Only on a real PostgreSQL server: PGlite has no connections to lose.
describe.runIf(url)('PostgreSQL connections', () => {
  it('survives the server closing its idle connections, and closes only once every connection has ended', async () => {
    const lines: string[] = [];
    const database = await openDatabase({ url, log: (line) => lines.push(line) });
    const pid = async () => {
      const result = await database.db.execute(sql`select pg_backend_pid() as pid`);
      return Number((result as unknown as { rows: { pid: number }[] }).rows[0]!.pid);
    };
    const first = await pid();

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [first]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => lines.length, { timeout: loaded(5000) }).toBe(1);
    expect(lines[0]).toMatch(/^\[database\] an idle connection was lost: /);

    // The next query gets a new connection.
    expect(await pid()).not.toBe(first);
    await database.close();
  });
});
