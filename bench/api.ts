/**
 * GET /users, GET /papers and GET /projects over 10k rows each at 50 concurrent connections
 * (autocannon), each beside the same SQL run directly on the database (the session lookup, the
 * page, the count and the related rows, 50 callers at a time). Then POST /data-entry/download of
 * three 50k-point extractions: how long it takes and how long light requests (GET /ping, 4 callers
 * one after another) wait while it runs, beside the same light requests alone. Uses in-memory
 * PGlite, or DATABASE_URL when set (`bash scripts/postgres-for-tests.sh -- npm run bench:api`).
 *   BENCH_DURATION=5   seconds per measurement
 *   BENCH_RUNS=3       measurements of each; the median of each figure is printed
 *   BENCH_ONLY=users,papers,download   a subset of the cases
 */
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { serve } from '@hono/node-server';
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { createApp } from '../src/server/app';
import { findSession } from '../src/server/auth';
import { testConfig } from '../src/server/config';
import { openDatabase, type Db } from '../src/server/db';
import { organizations, papers, projectOrganizations, projectPapers, projects, userOrganizations, userRoles, users } from '../src/server/db/schema';
import { dataEntries, files } from '../src/server/db/schema-papers';
import { DEMO_USERS, seed } from '../src/server/db/seed';
import { createPaperRoutes, temporaryFileStore } from '../src/server/paperWork';
import { serializeProjects } from '../src/server/routes/projects';
import { hashToken } from '../src/server/services/crypto';
import { compressDocument } from '../src/server/services/extractions';
import { listPapers } from '../src/server/services/paperQueries';
import { listUsers } from '../src/server/services/users';

const ROWS = 10_000;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  cpuMs: number;
  errors: number;
  load: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** CPU time of this process per request (server and load generator): other load on the machine hardly moves it. */
function figures(latencies: number[], seconds: number, cpu: NodeJS.CpuUsage, errors: number, load: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps: latencies.length / seconds,
    cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length),
    errors,
    load,
  };
}

const DOWNLOAD_POINTS = 50_000;
const LIGHT_CALLERS = 4;

/** An extraction of n points on one calibrated XY graph, each point with a value tag (about 15 MB of download each at 50k). */
function projectDocument(n: number) {
  return {
    format: 'WPD',
    formatVersion: 1,
    pages: [
      {
        file: 0,
        page: 1,
        axes: [
          {
            name: 'XY graph',
            type: 'xy',
            options: { logX: false, logY: false },
            calibrationPoints: [
              { px: 100, py: 500, dx: 0, dy: 0 },
              { px: 700, py: 500, dx: 10, dy: 0 },
              { px: 100, py: 500, dx: 0, dy: 0 },
              { px: 100, py: 100, dx: 0, dy: 100 },
            ],
            metadata: {},
          },
        ],
        datasets: [
          {
            name: 'Arm A',
            axesName: 'XY graph',
            metadata: { studyData: { compositeKey: 'S1', tagGroup: { name: 'Outcomes', uuid: '00000000-0000-4000-8000-000000000001' } } },
            points: Array.from({ length: n }, (_, i) => ({
              x: 100 + (i % 600) + i / 1e4,
              y: 500 - (i % 400),
              metadata: { 0: { tag: { name: 'Mean', uuid: 'm' }, value: String(i), axis: 'y', axisType: 'value' } },
            })),
            metadataKeys: [],
            pointGroups: [],
            tuples: [],
          },
        ],
        measurements: [],
      },
    ],
    misc: { file: 0, page: 1, zoom: 1, scroll: { x: 0, y: 0 }, rotation: 0 },
  };
}

interface DownloadFigures {
  downloadMs: number;
  megabytes: number;
  light: Figures & { max: number };
}

/** Light requests, LIGHT_CALLERS callers one request after another, until `until` settles (or for DURATION when it is undefined). */
async function lightRequests(url: string, cookie: string, until?: Promise<unknown>): Promise<Figures & { max: number }> {
  const latencies: number[] = [];
  let errors = 0;
  let finished = false;
  void until?.finally(() => {
    finished = true;
  });
  const load = loadavg()[0]!;
  const started = Date.now();
  const cpu = process.cpuUsage();
  const caller = async () => {
    while (until ? !finished : Date.now() - started < DURATION * 1000) {
      const t = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) errors++;
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: LIGHT_CALLERS }, caller));
  return { ...figures(latencies, (Date.now() - started) / 1000, process.cpuUsage(cpu), errors, load), max: Math.max(...latencies) };
}

/** One download of the extractions, read to its end, with light requests made meanwhile. */
async function measureDownload(base: string, cookie: string, uuids: string[]): Promise<DownloadFigures> {
  const started = performance.now();
  const download = (async () => {
    const res = await fetch(`${base}/api/data-entry/download`, {
      method: 'POST',
      headers: { cookie, 'Content-Type': 'application/json', 'X-Requested-With': 'sourcebench' },
      body: JSON.stringify({ uuids }),
    });
    if (res.status !== 200) throw new Error(`download answered ${res.status}: ${await res.text()}`);
    let bytes = 0;
    for await (const chunk of res.body!) bytes += (chunk as Uint8Array).byteLength;
    return { ms: performance.now() - started, bytes };
  })();
  const [done, light] = await Promise.all([download, lightRequests(`${base}/api/ping`, cookie, download)]);
  return { downloadMs: done.ms, megabytes: done.bytes / 1024 / 1024, light };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function line(label: string, runs: Figures[]): string {
  const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
  const f = (n: number) => n.toFixed(1).padStart(6);
  const rps = runs.map((r) => r.rps.toFixed(0)).join('/');
  const errors = runs.reduce((sum, r) => sum + r.errors, 0);
  return `${label.padEnd(26)} p50 ${f(m('p50'))} ms  p95 ${f(m('p95'))} ms  p99 ${f(m('p99'))} ms  ${m('rps').toFixed(0).padStart(5)} req/s (${rps})  cpu ${m('cpuMs').toFixed(2)} ms/req  load ${runs.map((r) => r.load.toFixed(1)).join('/')}${errors ? `  errors ${errors}` : ''}`;
}

async function seedRows(db: Db) {
  const [existing] = await db.select({ n: count() }).from(papers);
  if ((existing?.n ?? 0) >= ROWS) return;
  const [org] = await db.select({ id: organizations.id }).from(organizations).limit(1);
  const [role] = await db.select({ roleId: userRoles.roleId }).from(userRoles).limit(1);
  const [extractor] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS[1].email));
  // An extraction of a few hundred points, as the papers table lists extractions without their documents.
  const document = await compressDocument(JSON.stringify({ pages: [{ points: Array.from({ length: 300 }, (_, i) => ({ x: i, y: i * 1.5 })) }] }));
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
    const insertedPapers = await db
      .insert(papers)
      .values(
        batch.map((i) => ({
          name: `Benchmark paper ${i}: a randomised trial`,
          priority: i % 7,
          doi: `10.5555/bench.${i}`,
          status: i % 3 === 0 ? 'NEW' : 'DATA_ENTRY',
          createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
        })),
      )
      .returning({ id: papers.id });
    await db.insert(projectPapers).values(insertedPapers.map((p, i) => ({ projectId: insertedProjects[i]!.id, paperId: p.id })));
    await db.insert(files).values(
      insertedPapers
        .filter((_, i) => i % 2 === 0)
        .map((p) => ({ paperId: p.id, name: 'paper.pdf', mimeType: 'application/pdf', size: 123_456, sha256: '0'.repeat(64), storageKey: `bench-${p.id}` })),
    );
    await db.insert(dataEntries).values(
      insertedPapers
        .filter((_, i) => i % 4 === 1)
        .map((p) => ({ uuid: crypto.randomUUID(), paperId: p.id, userId: extractor!.id, version: 3, document, documentBytes: 6000, completedAt: new Date() })),
    );
  }
}

/** One autocannon measurement of a path. */
async function measureHttp(url: string, cookie: string): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const load = loadavg()[0]!;
  const started = Date.now();
  const cpu = process.cpuUsage();
  const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { cookie } }) as unknown as Promise<unknown> & {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, responseTime: number) => void): void;
  };
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    if (status !== 200) errors++;
    latencies.push(responseTime);
  });
  await instance;
  return figures(latencies, (Date.now() - started) / 1000, process.cpuUsage(cpu), errors, load);
}

/** The same work straight on the database, 50 callers at a time. */
async function measureDirect(one: () => Promise<unknown>): Promise<Figures> {
  const latencies: number[] = [];
  const load = loadavg()[0]!;
  const started = Date.now();
  const cpu = process.cpuUsage();
  const caller = async () => {
    while (Date.now() - started < DURATION * 1000) {
      const t = performance.now();
      await one();
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, caller));
  return figures(latencies, (Date.now() - started) / 1000, process.cpuUsage(cpu), 0, load);
}

async function main() {
  const database = await openDatabase({ url: process.env.DATABASE_URL });
  await database.migrate();
  await seed(database.db);
  const { db } = database;
  await seedRows(db);
  // Planner statistics as a running database has them after autovacuum.
  await db.execute(sql`analyze`);

  const app = createApp({
    db,
    config: testConfig({ loginRateLimit: { max: 1000, windowMs: 60_000 } }),
    extraRoutes: createPaperRoutes({ store: temporaryFileStore() }),
    log: () => {},
  });
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
  const sessionId = hashToken(cookie.slice('sb_session='.length));

  const cases: { name: string; path: string; direct: () => Promise<unknown> }[] = [
    {
      name: 'users',
      path: '/api/users?itemsPerPage=10&page=37&sortBy=last_name',
      direct: async () => {
        await findSession(db, sessionId);
        await listUsers(db, { itemsPerPage: 10, page: 37, sortBy: 'last_name' });
      },
    },
    {
      name: 'papers',
      path: '/api/papers?itemsPerPage=10&page=37',
      direct: async () => {
        await findSession(db, sessionId);
        await listPapers(db, { itemsPerPage: 10, page: 37 }, { order: [asc(papers.createdAt), asc(papers.id)], view: undefined, entriesOf: undefined });
      },
    },
    {
      name: 'projects',
      path: '/api/projects?itemsPerPage=10&page=37',
      direct: async () => {
        await findSession(db, sessionId);
        const condition = isNull(projects.deletedAt);
        const [rows] = await Promise.all([
          db.select().from(projects).where(condition).orderBy(asc(projects.name), asc(projects.id)).offset(360).limit(10),
          db.select({ n: count() }).from(projects).where(condition),
        ]);
        await serializeProjects(db, rows);
      },
    },
  ];

  console.log(`${database.kind}, ${ROWS} rows each, ${CONNECTIONS} connections, ${RUNS} runs of ${DURATION} s; medians (req/s of each run; 1-minute load at the start of each run)\n`);
  for (const { name, path, direct } of cases.filter((c) => !ONLY || ONLY.includes(c.name))) {
    const check = await fetch(`${base}${path}`, { headers: { cookie } });
    if (check.status !== 200) throw new Error(`${path} answered ${check.status}: ${await check.text()}`);
    const http: Figures[] = [];
    const sql: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      http.push(await measureHttp(`${base}${path}`, cookie));
      sql.push(await measureDirect(direct));
    }
    console.log(line(`HTTP GET /${name}`, http));
    console.log(line(`SQL  ${name} (same queries)`, sql));
  }

  if (!ONLY || ONLY.includes('download')) {
    const extractor = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'sourcebench' },
      body: JSON.stringify({ email: DEMO_USERS[1].email, password: DEMO_USERS[1].password }),
    });
    const extractorCookie = /sb_session=[^;]+/.exec(extractor.headers.get('set-cookie') ?? '')![0];
    const [paper] = await db.select({ uuid: papers.uuid }).from(papers).where(and(isNull(papers.deletedAt), eq(papers.status, 'DATA_ENTRY'))).orderBy(asc(papers.id)).limit(1);
    const uuids = [randomUUID(), randomUUID(), randomUUID()];
    for (const uuid of uuids) {
      const saved = await fetch(`${base}/api/data-entry/${uuid}`, {
        method: 'POST',
        headers: { cookie: extractorCookie, 'Content-Type': 'application/json', 'X-Requested-With': 'sourcebench' },
        body: JSON.stringify({ paperUUID: paper!.uuid, dataFormat: 'WPD', done: true, baseVersion: 0, data: projectDocument(DOWNLOAD_POINTS) }),
      });
      if (saved.status !== 200) throw new Error(`saving an extraction answered ${saved.status}: ${await saved.text()}`);
    }
    // The answer is checked once, outside the measurements.
    const check = await fetch(`${base}/api/data-entry/download`, {
      method: 'POST',
      headers: { cookie, 'Content-Type': 'application/json', 'X-Requested-With': 'sourcebench' },
      body: JSON.stringify({ uuids }),
    });
    const answer = (await check.json()) as { status: string; data: { sde: unknown[] } };
    if (answer.status !== 'success' || answer.data.sde.length !== uuids.length) throw new Error(`download answered ${JSON.stringify(answer).slice(0, 300)}`);
    const alone: (Figures & { max: number })[] = [];
    const during: DownloadFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      alone.push(await lightRequests(`${base}/api/ping`, cookie));
      during.push(await measureDownload(base, cookie, uuids));
    }
    const m = (values: number[]) => median(values).toFixed(1);
    console.log(
      `POST /data-entry/download   3 x ${DOWNLOAD_POINTS / 1000}k points: ${m(during.map((d) => d.megabytes))} MB in ${m(during.map((d) => d.downloadMs))} ms (${during.map((d) => d.downloadMs.toFixed(0)).join('/')})`,
    );
    console.log(`${line('GET /ping during download', during.map((d) => d.light))}  max ${m(during.map((d) => d.light.max))} ms`);
    console.log(`${line('GET /ping alone', alone)}  max ${m(alone.map((d) => d.max))} ms`);
  }
  server.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
