/**
 * What a one-point change costs in extractions of 1k, 10k and 50k points: request bytes and
 * round-trip milliseconds on 127.0.0.1 (and CPU milliseconds of the process, which other load on
 * the machine hardly moves) for a delta save (RFC 6902) beside a whole-document save.
 * Uses in-memory PGlite, or DATABASE_URL when set.
 *   npm run bench:save            BENCH_REPEAT=15 (saves per measurement)
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { serve } from '@hono/node-server';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/api/client';
import { createApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db';
import { DEMO_USERS, seed } from '../src/server/db/seed';
import { createPaperRoutes, temporaryFileStore } from '../src/server/paperWork';

const SIZES = [1_000, 10_000, 50_000];
const REPEAT = Number(process.env.BENCH_REPEAT ?? 15);

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
            points: Array.from({ length: n }, (_, i) => ({ x: 100 + (i % 600) + i / 1e4, y: 500 - (i % 400), metadata: { 0: { tag: { name: 'Mean', uuid: 'm' }, value: String(i), axis: 'y', axisType: 'value' } } })),
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

async function main() {
  const database = await openDatabase({ url: process.env.DATABASE_URL });
  await database.migrate();
  await seed(database.db);
  const store = temporaryFileStore();
  const app = createApp({ db: database.db, config: testConfig(), log: () => undefined, extraRoutes: createPaperRoutes({ store }) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

  const login = await fetch(`${base}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE }, body: JSON.stringify({ email: DEMO_USERS[1].email, password: DEMO_USERS[1].password }) });
  const cookie = /sb_session=[^;]*/.exec(login.headers.get('set-cookie') ?? '')![0];
  const admin = await fetch(`${base}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE }, body: JSON.stringify({ email: DEMO_USERS[0].email, password: DEMO_USERS[0].password }) });
  const adminCookie = /sb_session=[^;]*/.exec(admin.headers.get('set-cookie') ?? '')![0];
  const headers = (c: string) => ({ 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, Cookie: c });
  const paperRes = await fetch(`${base}/papers`, { method: 'POST', headers: headers(adminCookie), body: JSON.stringify({ name: 'Bench paper', noIDs: true }) });
  const paperUUID = ((await paperRes.json()) as { paper: { uuid: string } }).paper.uuid;

  async function post(sde: string, body: unknown) {
    const text = JSON.stringify(body);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const res = await fetch(`${base}/data-entry/${sde}`, { method: 'POST', headers: headers(cookie), body: text });
    const json = (await res.json()) as { version: number; message: string };
    const ms = performance.now() - started;
    // CPU time of this process (server and client): unlike wall time, hardly moved by other load on the machine.
    const used = process.cpuUsage(cpu);
    if (!res.ok) throw new Error(`save failed: ${res.status} ${JSON.stringify(json)}`);
    return { ms, cpuMs: (used.user + used.system) / 1000, bytes: Buffer.byteLength(text), version: json.version };
  }

  const rows: string[][] = [['points', 'document', 'delta bytes', 'delta ms (p50)', 'delta cpu ms', 'whole bytes', 'whole ms (p50)', 'whole cpu ms', 'bytes ratio']];
  for (const n of SIZES) {
    const sde = randomUUID();
    const doc = projectDocument(n);
    let { version } = await post(sde, { data: doc, paperUUID, dataFormat: 'WPD', done: false, baseVersion: 0 });
    const deltaRuns: { ms: number; cpuMs: number; bytes: number }[] = [];
    for (let i = 0; i < REPEAT; i++) {
      const index = (i * 7919) % n;
      const delta = [{ op: 'replace', path: `/pages/0/datasets/0/points/${index}/x`, value: 123.5 + i }];
      const r = await post(sde, { delta, baseVersion: version, paperUUID, dataFormat: 'WPD', done: false });
      version = r.version;
      deltaRuns.push(r);
    }
    const wholeRuns: { ms: number; cpuMs: number; bytes: number }[] = [];
    for (let i = 0; i < Math.max(3, Math.ceil(REPEAT / 3)); i++) {
      doc.pages[0]!.datasets[0]!.points[(i * 7919) % n]!.x = 321.5 + i;
      const r = await post(sde, { data: doc, baseVersion: version, paperUUID, dataFormat: 'WPD', done: false });
      version = r.version;
      wholeRuns.push(r);
    }
    const deltaBytes = median(deltaRuns.map((r) => r.bytes));
    const wholeBytes = median(wholeRuns.map((r) => r.bytes));
    rows.push([
      n.toLocaleString('en'),
      kb(JSON.stringify(doc).length),
      kb(deltaBytes),
      median(deltaRuns.map((r) => r.ms)).toFixed(1),
      median(deltaRuns.map((r) => r.cpuMs)).toFixed(1),
      kb(wholeBytes),
      median(wholeRuns.map((r) => r.ms)).toFixed(1),
      median(wholeRuns.map((r) => r.cpuMs)).toFixed(1),
      `1 : ${Math.round(wholeBytes / deltaBytes).toLocaleString('en')}`,
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  console.log(`\nOne-point change, ${REPEAT} saves each (${database.kind}, round trip on 127.0.0.1):\n`);
  for (const [i, row] of rows.entries()) {
    console.log(`| ${row.map((cell, j) => cell.padStart(widths[j]!)).join(' | ')} |`);
    if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }
  server.close();
  await database.close();
  await rm(store.root, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
