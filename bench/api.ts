/**
 * GET /users and GET /projects over 10k rows at 50 concurrent connections (autocannon), beside the
 * same queries run directly on the database. Uses in-memory PGlite, or DATABASE_URL when set.
 *   npm run bench:api            BENCH_DURATION=10 (seconds per run)
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { serve } from '@hono/node-server';
import { asc, count, isNull } from 'drizzle-orm';
import { createApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db';
import { organizations, projectOrganizations, projects, userOrganizations, userRoles, users } from '../src/server/db/schema';
import { DEMO_USERS, seed } from '../src/server/db/seed';
import { serializeProjects } from '../src/server/routes/projects';
import { serializeUsers } from '../src/server/services/users';

const ROWS = 10_000;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** CPU time of this process per request (server and load generator): other load on the machine hardly moves it. */
function report(label: string, latencies: number[], seconds: number, cpu: NodeJS.CpuUsage, errors = 0) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  const cpuMs = (cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length);
  console.log(
    `${label.padEnd(34)} p50 ${f(percentile(sorted, 50))} ms  p95 ${f(percentile(sorted, 95))} ms  p99 ${f(percentile(sorted, 99))} ms  ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  cpu ${cpuMs.toFixed(2)} ms/req${errors ? `  errors ${errors}` : ''}`,
  );
}

async function main() {
  const database = await openDatabase({ url: process.env.DATABASE_URL });
  await database.migrate();
  await seed(database.db);
  const { db } = database;

  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) < ROWS) {
    const [org] = await db.select({ id: organizations.id }).from(organizations).limit(1);
    const [role] = await db.select({ roleId: userRoles.roleId }).from(userRoles).limit(1);
    for (let start = 0; start < ROWS; start += 1000) {
      const batch = Array.from({ length: 1000 }, (_, i) => start + i);
      const insertedUsers = await db
        .insert(users)
        .values(batch.map((i) => ({ email: `bench${i}@example.com`, firstName: `First${i}`, lastName: `Last${i % 997}`, passwordHash: null })))
        .returning({ id: users.id });
      await db.insert(userRoles).values(insertedUsers.map((u) => ({ userId: u.id, roleId: role!.roleId, position: 0 })));
      await db.insert(userOrganizations).values(insertedUsers.map((u) => ({ userId: u.id, organizationId: org!.id })));
      const insertedProjects = await db
        .insert(projects)
        .values(batch.map((i) => ({ name: `Project ${String(i).padStart(5, '0')}`, description: `Benchmark project ${i}`, priority: i % 5 })))
        .returning({ id: projects.id });
      await db.insert(projectOrganizations).values(insertedProjects.map((p) => ({ projectId: p.id, organizationId: org!.id })));
    }
  }

  const app = createApp({ db, config: testConfig({ loginRateLimit: { max: 1000, windowMs: 60_000 } }), log: () => {} });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'sourcebench' },
    body: JSON.stringify({ email: DEMO_USERS[0].email, password: DEMO_USERS[0].password }),
  });
  const cookie = /sb_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];

  console.log(`${database.kind}, ${ROWS} users and ${ROWS} projects, ${CONNECTIONS} connections, ${DURATION} s per run\n`);
  for (const path of ['/api/users?itemsPerPage=10&page=37&sortBy=last_name', '/api/projects?itemsPerPage=10&page=37']) {
    const latencies: number[] = [];
    let errors = 0;
    const started = Date.now();
    let cpu = process.cpuUsage();
    const instance = autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: DURATION, headers: { cookie } }) as unknown as Promise<unknown> & {
      on(event: 'response', listener: (client: unknown, status: number, bytes: number, responseTime: number) => void): void;
    };
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      if (status !== 200) errors++;
      latencies.push(responseTime);
    });
    await instance;
    report(`HTTP GET ${path.split('?')[0]}`, latencies, (Date.now() - started) / 1000, process.cpuUsage(cpu), errors);

    // The same work straight on the database: page query, count and the related rows, 50 at a time.
    const direct: number[] = [];
    const directStart = Date.now();
    cpu = process.cpuUsage();
    const isUsers = path.includes('users');
    const one = async () => {
      const t = performance.now();
      if (isUsers) {
        const rows = await db.select().from(users).where(isNull(users.deletedAt)).orderBy(asc(users.lastName), asc(users.id)).limit(10).offset(360);
        await Promise.all([serializeUsers(db, rows), db.select({ n: count() }).from(users).where(isNull(users.deletedAt))]);
      } else {
        const rows = await db.select().from(projects).where(isNull(projects.deletedAt)).orderBy(asc(projects.name), asc(projects.id)).limit(10).offset(360);
        await Promise.all([serializeProjects(db, rows), db.select({ n: count() }).from(projects).where(isNull(projects.deletedAt))]);
      }
      direct.push(performance.now() - t);
    };
    while (Date.now() - directStart < DURATION * 1000) {
      await Promise.all(Array.from({ length: CONNECTIONS }, one));
    }
    report(`DB   ${isUsers ? 'users page + count' : 'projects page + count'}`, direct, (Date.now() - directStart) / 1000, process.cpuUsage(cpu));
  }
  server.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
