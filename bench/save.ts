/**
 * What a one-point change costs in extractions of 1k, 10k and 50k points: request bytes and
 * round-trip milliseconds on 127.0.0.1 (and CPU milliseconds of the process, which other load on
 * the machine hardly moves, and milliseconds inside the server's handler) for a delta save
 * (RFC 6902) beside a whole-document save. Then what loading a 50k-point extraction costs after
 * 1,000 single-point saves (with background compaction, and with none) beside loading it right
 * after compaction, and where that time goes.
 * Uses in-memory PGlite, or DATABASE_URL when set.
 *   npm run bench:save            BENCH_REPEAT=15 (saves per measurement), BENCH_HISTORY_SAVES=1000
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';
import { serve } from '@hono/node-server';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import fastJsonPatch, { type Operation } from 'fast-json-patch';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/api/client';
import { createApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db';
import { dataEntries, dataEntryDeltas, dataEntrySnapshots } from '../src/server/db/schema-papers';
import { DEMO_USERS, seed } from '../src/server/db/seed';
import { createPaperRoutes, temporaryFileStore } from '../src/server/paperWork';
import { compactHistory, pendingLog } from '../src/server/services/extractionHistory';

const SIZES = [1_000, 10_000, 50_000];
const REPEAT = Number(process.env.BENCH_REPEAT ?? 15);
const HISTORY_SAVES = Number(process.env.BENCH_HISTORY_SAVES ?? 1000);
const LOADS = 9;

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
  // Time inside the server: from the request reaching the app to its answer being ready.
  let lastServerMs = 0;
  const start = async (history?: { maxDeltas: number; maxLogBytes: number }) => {
    const app = createApp({ db: database.db, config: testConfig(), log: (line) => console.error(line), extraRoutes: createPaperRoutes({ store, config: history ? { history } : {} }) });
    const server = serve({
      fetch: async (request: Request) => {
        const started = performance.now();
        const response = await app.fetch(request);
        lastServerMs = performance.now() - started;
        return response;
      },
      port: 0,
      hostname: '127.0.0.1',
    });
    await new Promise((r) => server.once('listening', r));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` };
  };
  const { server, url: base } = await start();
  // The same database without compaction, to show what replaying a long log costs.
  const { server: uncompacted, url: uncompactedBase } = await start({ maxDeltas: Number.MAX_SAFE_INTEGER, maxLogBytes: Number.MAX_SAFE_INTEGER });

  const login = await fetch(`${base}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE }, body: JSON.stringify({ email: DEMO_USERS[1].email, password: DEMO_USERS[1].password }) });
  const cookie = /sb_session=[^;]*/.exec(login.headers.get('set-cookie') ?? '')![0];
  const admin = await fetch(`${base}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE }, body: JSON.stringify({ email: DEMO_USERS[0].email, password: DEMO_USERS[0].password }) });
  const adminCookie = /sb_session=[^;]*/.exec(admin.headers.get('set-cookie') ?? '')![0];
  const headers = (c: string) => ({ 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, Cookie: c });
  const paperRes = await fetch(`${base}/papers`, { method: 'POST', headers: headers(adminCookie), body: JSON.stringify({ name: 'Bench paper', noIDs: true }) });
  const paperUUID = ((await paperRes.json()) as { paper: { uuid: string } }).paper.uuid;

  async function post(sde: string, body: unknown, url = base) {
    const text = JSON.stringify(body);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const res = await fetch(`${url}/data-entry/${sde}`, { method: 'POST', headers: headers(cookie), body: text });
    const json = (await res.json()) as { version: number; message: string };
    const ms = performance.now() - started;
    // CPU time of this process (server and client): unlike wall time, hardly moved by other load on the machine.
    const used = process.cpuUsage(cpu);
    if (!res.ok) throw new Error(`save failed: ${res.status} ${JSON.stringify(json)}`);
    return { ms, cpuMs: (used.user + used.system) / 1000, serverMs: lastServerMs, bytes: Buffer.byteLength(text), version: json.version };
  }

  /** Waits until no log is due for compaction (at most 10 s). */
  async function settled(sde: string) {
    const [row] = await database.db.select({ id: dataEntries.id }).from(dataEntries).where(eq(dataEntries.uuid, sde));
    for (let waited = 0; waited < 10_000; waited += 50) {
      const { deltas, bytes } = await pendingLog(database.db, row!.id);
      if (deltas < 200 && bytes < 1024 * 1024) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** The editor's load: the paper with the saved data to continue. */
  async function load(sde: string, url = base) {
    const started = performance.now();
    const res = await fetch(`${url}/papers/${paperUUID}?saveUUID=${sde}`, { headers: headers(cookie) });
    const body = (await res.json()) as { saveData: { version: number } | null };
    if (!res.ok || !body.saveData) throw new Error(`load failed: ${res.status}`);
    return { ms: performance.now() - started, serverMs: lastServerMs, version: body.saveData.version };
  }

  // Warm-up, so the first size measured does not pay for compiling the save path.
  {
    const sde = randomUUID();
    let { version } = await post(sde, { data: projectDocument(100), paperUUID, dataFormat: 'WPD', done: false, baseVersion: 0 });
    for (let i = 0; i < 30; i++) version = (await post(sde, { delta: [{ op: 'replace', path: '/misc/zoom', value: i }], baseVersion: version, paperUUID, dataFormat: 'WPD', done: false })).version;
    for (let i = 0; i < 5; i++) await load(sde);
  }

  const rows: string[][] = [['points', 'document', 'delta bytes', 'delta ms (p50)', 'delta cpu ms', 'delta server ms', 'whole bytes', 'whole ms (p50)', 'whole cpu ms', 'whole server ms', 'delta / whole']];
  const entries = new Map<number, { sde: string; version: number; doc: ReturnType<typeof projectDocument> }>();
  for (const n of SIZES) {
    const sde = randomUUID();
    const doc = projectDocument(n);
    let { version } = await post(sde, { data: doc, paperUUID, dataFormat: 'WPD', done: false, baseVersion: 0 });
    // The first save logs the whole document (over 1 MB at 10k points and more), so its compaction runs
    // now; the saves measured are the steady state after it, not saves competing with it.
    await settled(sde);
    const deltaRuns: { ms: number; cpuMs: number; serverMs: number; bytes: number }[] = [];
    for (let i = 0; i < REPEAT; i++) {
      const index = (i * 7919) % n;
      const delta = [{ op: 'replace', path: `/pages/0/datasets/0/points/${index}/x`, value: 123.5 + i }];
      const r = await post(sde, { delta, baseVersion: version, paperUUID, dataFormat: 'WPD', done: false });
      version = r.version;
      deltaRuns.push(r);
    }
    const wholeRuns: { ms: number; cpuMs: number; serverMs: number; bytes: number }[] = [];
    for (let i = 0; i < Math.max(3, Math.ceil(REPEAT / 3)); i++) {
      doc.pages[0]!.datasets[0]!.points[(i * 7919) % n]!.x = 321.5 + i;
      const r = await post(sde, { data: doc, baseVersion: version, paperUUID, dataFormat: 'WPD', done: false });
      version = r.version;
      wholeRuns.push(r);
    }
    entries.set(n, { sde, version, doc });
    const deltaBytes = median(deltaRuns.map((r) => r.bytes));
    const wholeBytes = median(wholeRuns.map((r) => r.bytes));
    const deltaMs = median(deltaRuns.map((r) => r.ms));
    const wholeMs = median(wholeRuns.map((r) => r.ms));
    rows.push([
      n.toLocaleString('en'),
      kb(JSON.stringify(doc).length),
      kb(deltaBytes),
      deltaMs.toFixed(1),
      median(deltaRuns.map((r) => r.cpuMs)).toFixed(1),
      median(deltaRuns.map((r) => r.serverMs)).toFixed(1),
      kb(wholeBytes),
      wholeMs.toFixed(1),
      median(wholeRuns.map((r) => r.cpuMs)).toFixed(1),
      median(wholeRuns.map((r) => r.serverMs)).toFixed(1),
      `${((deltaMs / wholeMs) * 100).toFixed(1)} %`,
    ]);
  }
  console.log(`\nOne-point change, ${REPEAT} saves each (${database.kind}, round trip on 127.0.0.1):\n`);
  printTable(rows);

  // Loading the largest extraction: after many single-point saves, and right after compaction.
  const n = SIZES.at(-1)!;
  const largest = entries.get(n)!;
  const [{ id: entryId }] = (await database.db.select({ id: dataEntries.id }).from(dataEntries).where(eq(dataEntries.uuid, largest.sde))) as [{ id: number }];
  /** Loads of several extractions in turn, so drifting load on the machine touches each alike. */
  const loadsInTurn = async (targets: { sde: string; url: string }[]) => {
    for (const t of targets) await load(t.sde, t.url);
    const runs = targets.map(() => [] as { ms: number; serverMs: number }[]);
    for (let i = 0; i < LOADS; i++) for (const [j, t] of targets.entries()) runs[j]!.push(await load(t.sde, t.url));
    return runs.map((r) => ({ ms: median(r.map((x) => x.ms)), serverMs: median(r.map((x) => x.serverMs)) }));
  };
  await compactHistory(database.db, entryId);
  const singleSaves = async (sde: string, version: number, url = base) => {
    for (let i = 0; i < HISTORY_SAVES; i++) {
      const delta = [{ op: 'replace', path: `/pages/0/datasets/0/points/${(i * 7919) % n}/y`, value: 250.5 + (i % 100) }];
      version = (await post(sde, { delta, baseVersion: version, paperUUID, dataFormat: 'WPD', done: false }, url)).version;
    }
    return version;
  };
  const savesStarted = performance.now();
  await singleSaves(largest.sde, largest.version);
  const savesMs = performance.now() - savesStarted;
  // Whatever background compaction is still doing finishes before loads are measured.
  await settled(largest.sde);
  const pending = await pendingLog(database.db, entryId);

  const plain = randomUUID();
  let plainVersion = (await post(plain, { data: projectDocument(n), paperUUID, dataFormat: 'WPD', done: false, baseVersion: 0 }, uncompactedBase)).version;
  const [{ id: plainId }] = (await database.db.select({ id: dataEntries.id }).from(dataEntries).where(eq(dataEntries.uuid, plain))) as [{ id: number }];
  await compactHistory(database.db, plainId);
  plainVersion = await singleSaves(plain, plainVersion, uncompactedBase);
  const plainPending = await pendingLog(database.db, plainId);
  // Right after compaction: a third extraction at the same content, its log just compacted.
  const fresh = randomUUID();
  let freshVersion = (await post(fresh, { data: projectDocument(n), paperUUID, dataFormat: 'WPD', done: false, baseVersion: 0 }, uncompactedBase)).version;
  freshVersion = (await post(fresh, { delta: [{ op: 'replace', path: '/misc/zoom', value: 2 }], baseVersion: freshVersion, paperUUID, dataFormat: 'WPD', done: false }, uncompactedBase)).version;
  const [{ id: freshId }] = (await database.db.select({ id: dataEntries.id }).from(dataEntries).where(eq(dataEntries.uuid, fresh))) as [{ id: number }];
  await compactHistory(database.db, freshId);
  const [compacted, afterSaves, uncompactedLoads] = await loadsInTurn([
    { sde: fresh, url: base },
    { sde: largest.sde, url: base },
    { sde: plain, url: uncompactedBase },
  ]);

  console.log(`\nLoading the ${n.toLocaleString('en')}-point extraction (GET /papers/{uuid}?saveUUID, p50 of ${LOADS}); ${HISTORY_SAVES.toLocaleString('en')} single-point saves took ${(savesMs / HISTORY_SAVES).toFixed(1)} ms each:\n`);
  printTable([
    ['', 'right after compaction', `after ${HISTORY_SAVES.toLocaleString('en')} saves (compaction every 200)`, `after ${HISTORY_SAVES.toLocaleString('en')} saves (no compaction)`],
    ['deltas replayed', '0', String(pending.deltas), String(plainPending.deltas)],
    ['load ms', compacted.ms.toFixed(1), afterSaves.ms.toFixed(1), uncompactedLoads.ms.toFixed(1)],
    ['server ms', compacted.serverMs.toFixed(1), afterSaves.serverMs.toFixed(1), uncompactedLoads.serverMs.toFixed(1)],
    ['x right after compaction', '1.00', (afterSaves.ms / compacted.ms).toFixed(2), (uncompactedLoads.ms / compacted.ms).toFixed(2)],
  ]);

  // Where loading goes: reading the snapshot, decompressing, parsing, reading and replaying the deltas.
  const steps = { 'read snapshot': 0, decompress: 0, 'JSON.parse': 0, 'read deltas': 0, 'parse + replay deltas': 0 };
  for (let i = 0; i < LOADS; i++) {
    let t = performance.now();
    const lap = (step: keyof typeof steps) => {
      const now = performance.now();
      steps[step] += (now - t) / LOADS;
      t = now;
    };
    const [snapshot] = await database.db.select().from(dataEntrySnapshots).where(eq(dataEntrySnapshots.entryId, plainId)).orderBy(desc(dataEntrySnapshots.version)).limit(1);
    lap('read snapshot');
    const json = (await promisify(brotliDecompress)(snapshot!.document)).toString('utf8');
    lap('decompress');
    let doc = JSON.parse(json) as unknown;
    lap('JSON.parse');
    const deltas = await database.db
      .select({ ops: dataEntryDeltas.ops })
      .from(dataEntryDeltas)
      .where(and(eq(dataEntryDeltas.entryId, plainId), gt(dataEntryDeltas.version, snapshot!.version)))
      .orderBy(asc(dataEntryDeltas.version));
    lap('read deltas');
    for (const d of deltas) doc = fastJsonPatch.applyPatch(doc, JSON.parse(d.ops!) as Operation[], false, true, true).newDocument;
    lap('parse + replay deltas');
  }
  const [snapshot] = await database.db.select().from(dataEntrySnapshots).where(eq(dataEntrySnapshots.entryId, plainId)).orderBy(desc(dataEntrySnapshots.version)).limit(1);
  console.log(`\nWhere loading the uncompacted one goes (ms, mean of ${LOADS}; snapshot ${kb(snapshot!.document.length)} compressed, ${kb(snapshot!.documentBytes)} JSON, ${plainPending.deltas} deltas):\n`);
  printTable([Object.keys(steps), Object.values(steps).map((ms) => ms.toFixed(1))]);

  server.close();
  uncompacted.close();
  await database.close();
  await rm(store.root, { recursive: true, force: true });
}

function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const [i, row] of rows.entries()) {
    console.log(`| ${row.map((cell, j) => cell.padStart(widths[j]!)).join(' | ')} |`);
    if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
