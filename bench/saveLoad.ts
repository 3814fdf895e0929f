/**
 * Saves at scale: 50 extractors, each logged in with a session of their own on a connection of
 * their own, each saving their own extraction (so no conflicts) with one-point deltas back to back,
 * against the real server (src/server/main.ts in its own process) on PostgreSQL. Prints acknowledged saves/s, latency p50/p95/p99, errors, lost saves (every
 * acknowledged point must be in the stored document afterwards) and GET /papers p95 during the load;
 * then the same inserts and updates as SQL run directly against the database, the ceiling.
 * Uses DATABASE_URL (a PostgreSQL cluster; a fresh database is made in it), or starts a throwaway
 * cluster with scripts/postgres-for-tests.sh.
 *   npm run bench:save-load     BENCH_SECONDS=30 BENCH_CONNECTIONS=50 (BENCH_SERVER_NODE_ARGS=--cpu-prof to profile the server)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastJsonPatch from 'fast-json-patch';
import pg from 'pg';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/api/client';
import { DEMO_USERS } from '../src/server/db/seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Points each extraction starts with. */
const START_POINTS = 200;
const [ADMIN, EXTRACTOR] = DEMO_USERS;

const percentile = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

/**
 * CPU milliseconds (user and system) a process has used, from /proc: on a machine shared with other
 * work, CPU per save stays comparable between runs when saves per second do not. 0 where unreadable.
 */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** CPU milliseconds of this database's backends and of the server process. */
async function cpuSample(databaseUrl: string, serverPid: number | undefined) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  await client.end();
  return { server: cpuMs(serverPid), backends: new Map(rows.map((r) => [r.pid, cpuMs(r.pid)])) };
}

function projectDocument(n: number) {
  return {
    format: 'WPD',
    formatVersion: 1,
    pages: [
      {
        file: 0,
        page: 1,
        axes: [{ name: 'XY graph', type: 'xy', options: {}, calibrationPoints: [{ px: 0, py: 0, dx: 0, dy: 0 }], metadata: {} }],
        datasets: [
          {
            name: 'Arm A',
            axesName: 'XY graph',
            metadata: { studyData: { compositeKey: 'S1', tagGroup: { name: 'Outcomes', uuid: 'g' } } },
            points: Array.from({ length: n }, (_, i) => ({ x: 100 + (i % 600), y: 500 - (i % 400) })),
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

/** A PostgreSQL cluster: DATABASE_URL's, or a throwaway one stopped at the end. */
function cluster(): { url: string; stop: () => void } {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => {} };
  const out = execFileSync('bash', ['scripts/postgres-for-tests.sh'], { encoding: 'utf8' });
  const url = /DATABASE_URL=(\S+)/.exec(out)![1]!;
  const stopLine = /Stop it with: (.*)$/m.exec(out)![1]!;
  return { url, stop: () => execFileSync('bash', ['-c', stopLine], { stdio: 'ignore' }) };
}

/** A fresh database in the cluster, so every run starts alike. */
async function freshDatabase(clusterUrl: string): Promise<string> {
  const name = `bench_save_load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startServer(databaseUrl: string): Promise<{ base: string; child: ChildProcess }> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', APP_DIR: '/nonexistent', LOGIN_RATE_LIMIT_MAX: '1000', FILES_DIR: mkdtempSync(join(tmpdir(), 'bench-files-')) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Sourcebench API on')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  child.stdout!.resume();
  return { base: `http://127.0.0.1:${port}/api`, child };
}

/**
 * The load generator's HTTP client: node:http on kept-alive connections, one per client, which costs
 * this process about a third of what fetch does per request, so more of the two cores are left to
 * the server and the database it measures.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS + 4 });

function call(base: string, method: string, path: string, cookie: string | undefined, body?: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; body: any; headers: { get(name: string): string | null } }>((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          ...(cookie ? { Cookie: cookie } : {}),
          ...(payload !== undefined ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = response.headers;
          resolve({
            status: response.statusCode ?? 0,
            body: text ? JSON.parse(text) : undefined,
            headers: { get: (name) => [headers[name.toLowerCase()] ?? []].flat().join(', ') || null },
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function login(base: string, who: { email: string; password: string }): Promise<string> {
  const res = await call(base, 'POST', '/login', undefined, { email: who.email, password: who.password });
  if (res.status !== 200) throw new Error(`login ${who.email}: ${res.status}`);
  return /sb_session=[^;]*/.exec(res.headers.get('set-cookie') ?? '')![0];
}

async function serverRun(base: string, databaseUrl: string, serverPid: number | undefined) {
  const admin = await login(base, ADMIN!);
  // Fifty extractors, each logged in with their own session, each saving their own extraction.
  const roles = await call(base, 'GET', '/roles?itemsPerPage=100', admin);
  const extractorRole = (roles.body.roles.data as { uuid: string; slug: string }[]).find((r) => r.slug === EXTRACTOR!.roles[0])!;
  const entries: { sde: string; paper: string; cookie: string; version: number; acked: number[] }[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const who = { email: `load.extractor.${i}.${Date.now()}@example.com`, password: 'Load-Extractor-Bench-42' };
    const created = await call(base, 'POST', '/users', admin, { first_name: 'Load', last_name: `Extractor ${i}`, email: who.email, password: who.password, roles: [extractorRole.uuid], organizations: [] });
    if (created.status !== 200) throw new Error(`creating a user: ${created.status} ${JSON.stringify(created.body)}`);
    const cookie = await login(base, who);
    const paper = await call(base, 'POST', '/papers', admin, { name: `Load paper ${i}`, doi: `10.9999/load.${Date.now()}.${i}`, priority: 1 });
    const sde = randomUUID();
    const first = await call(base, 'POST', `/data-entry/${sde}`, cookie, { paperUUID: paper.body.paper.uuid, dataFormat: 'WPD', done: false, baseVersion: 0, delta: fastJsonPatch.compare({}, projectDocument(START_POINTS)) });
    if (first.status !== 200) throw new Error(`first save: ${first.status} ${JSON.stringify(first.body)}`);
    entries.push({ sde, paper: paper.body.paper.uuid, cookie, version: 1, acked: [] });
  }

  const latencies: number[] = [];
  const papersLatencies: number[] = [];
  let errors = 0;
  const errorSamples: string[] = [];
  const cpuBefore = await cpuSample(databaseUrl, serverPid);
  const clientCpuBefore = process.cpuUsage();
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  const clients = entries.map(async (entry, c) => {
    let n = 0;
    while (performance.now() < until) {
      n++;
      const x = c * 100_000 + n;
      const t0 = performance.now();
      try {
        const res = await call(base, 'POST', `/data-entry/${entry.sde}`, entry.cookie, {
          paperUUID: entry.paper,
          dataFormat: 'WPD',
          done: false,
          baseVersion: entry.version,
          delta: [{ op: 'add', path: '/pages/0/datasets/0/points/-', value: { x, y: n } }],
        });
        if (res.status === 200) {
          latencies.push(performance.now() - t0);
          entry.version = res.body.version;
          entry.acked.push(x);
        } else {
          errors++;
          if (errorSamples.length < 5) errorSamples.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          if (res.body?.version) entry.version = res.body.version;
        }
      } catch (error) {
        errors++;
        if (errorSamples.length < 5) errorSamples.push(String(error));
      }
    }
  });
  // A person browsing the paper list meanwhile: one GET /papers every 100 ms.
  const browsing = (async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const res = await call(base, 'GET', '/papers?itemsPerPage=25', admin);
      if (res.status === 200) papersLatencies.push(performance.now() - t0);
      else errors++;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  await Promise.all([...clients, browsing]);
  const elapsed = (performance.now() - started) / 1000;
  const clientUsage = process.cpuUsage(clientCpuBefore);
  const clientCpu = (clientUsage.user + clientUsage.system) / 1000;
  const cpuAfter = await cpuSample(databaseUrl, serverPid);
  const serverCpu = cpuAfter.server - cpuBefore.server;
  let databaseCpu = 0;
  for (const [pid, after] of cpuAfter.backends) databaseCpu += after - (cpuBefore.backends.get(pid) ?? 0);

  // Every acknowledged point must be in the stored document.
  let lost = 0;
  for (const entry of entries) {
    const raw = await call(base, 'GET', `/data-entry/${entry.sde}/raw-data-viewer`, entry.cookie);
    const stored = new Set((raw.body.rawData.pages[0].datasets[0].points as { x: number }[]).map((p) => p.x));
    lost += entry.acked.filter((x) => !stored.has(x)).length;
  }
  return { acked: latencies.length, perSecond: latencies.length / elapsed, latencies, papersLatencies, errors, errorSamples, lost, serverCpu, databaseCpu, clientCpu };
}

/** The same work as plain SQL on CONNECTIONS connections: lock the row, append the delta, bump the version. */
async function directRun(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  const { rows } = await pool.query<{ id: number; version: number; user_id: number }>('select id, version, user_id from data_entries order by id limit $1', [CONNECTIONS]);
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    rows.map(async (row) => {
      const client = await pool.connect();
      let version = row.version;
      try {
        while (performance.now() < until) {
          const t0 = performance.now();
          try {
            await client.query('begin');
            await client.query('select * from data_entries where id = $1 for update', [row.id]);
            const ops = JSON.stringify([{ op: 'add', path: '/pages/0/datasets/0/points/-', value: { x: version, y: 1 } }]);
            await client.query(
              `insert into data_entry_deltas (entry_id, version, base_version, user_id, created_at, kind, ops, operations, ops_bytes, summary) values ($1, $2, $3, $4, now(), 'delta', $5, 1, $6, 'added 1 point')`,
              [row.id, version + 1, version, row.user_id, ops, ops.length],
            );
            await client.query('update data_entries set version = $2, document_bytes = document_bytes + 20, updated_at = now(), is_validated = false, last_save_sha256 = $3 where id = $1', [row.id, version + 1, 'x'.repeat(64)]);
            await client.query('commit');
            version++;
            latencies.push(performance.now() - t0);
          } catch {
            errors++;
            await client.query('rollback').catch(() => undefined);
          }
        }
      } finally {
        client.release();
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await pool.end();
  return { acked: latencies.length, perSecond: latencies.length / elapsed, latencies, errors };
}

async function main() {
  const pgCluster = cluster();
  let child: ChildProcess | undefined;
  try {
    const databaseUrl = await freshDatabase(pgCluster.url);
    const server = await startServer(databaseUrl);
    child = server.child;
    console.log(`${CONNECTIONS} connections on ${CONNECTIONS} extractions (${START_POINTS} points each), one-point deltas back to back for ${SECONDS} s, PostgreSQL`);
    const s = await serverRun(server.base, databaseUrl, child.pid);
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
    child = undefined;
    console.log(
      `server:     ${s.perSecond.toFixed(0)} acked saves/s (${s.acked}), p50 ${ms(percentile(s.latencies, 50))}, p95 ${ms(percentile(s.latencies, 95))}, p99 ${ms(percentile(s.latencies, 99))}, errors ${s.errors}, lost ${s.lost}; GET /papers p95 ${ms(percentile(s.papersLatencies, 95))} (${s.papersLatencies.length} requests)`,
    );
    if (s.serverCpu > 0) {
      const perSave = (cpu: number) => `${(cpu / Math.max(1, s.acked + s.papersLatencies.length)).toFixed(2)} ms`;
      const cores = (cpu: number) => (cpu / 1000 / SECONDS).toFixed(2);
      console.log(
        `            CPU per request: server ${perSave(s.serverCpu)}, PostgreSQL backends ${perSave(s.databaseCpu)}, this load generator ${perSave(s.clientCpu)} (${cores(s.serverCpu)}, ${cores(s.databaseCpu)} and ${cores(s.clientCpu)} cores busy)`,
      );
    }
    for (const sample of s.errorSamples) console.log(`  error: ${sample}`);
    const d = await directRun(databaseUrl);
    console.log(`direct SQL: ${d.perSecond.toFixed(0)} saves/s (${d.acked}), p50 ${ms(percentile(d.latencies, 50))}, p95 ${ms(percentile(d.latencies, 95))}, p99 ${ms(percentile(d.latencies, 99))}, errors ${d.errors}`);
  } finally {
    child?.kill('SIGTERM');
    pgCluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
