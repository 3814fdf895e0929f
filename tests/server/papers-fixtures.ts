import { sql } from 'drizzle-orm';
import { deflateSync } from 'node:zlib';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/api/client';
import type { Db } from '../../src/server/db';
import { ADMIN, EXTRACTOR, QC, type TestServer } from './helpers';

export { ADMIN, EXTRACTOR, QC };

/** A saved project ('WPD' format) with n points on one XY graph of page 1, all in study branch S1. */
export function projectDocument(n: number, options: { branch?: string | null; value?: string } = {}) {
  const branch = options.branch === undefined ? 'S1' : options.branch;
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
            metadata: branch ? { studyData: { compositeKey: branch, tagGroup: { name: 'Outcomes', uuid: '00000000-0000-4000-8000-000000000001' } } } : {},
            points: Array.from({ length: n }, (_, i) => ({
              x: 100 + (i % 600),
              y: 500 - (i % 400),
              metadata: options.value !== undefined ? { 0: { tag: { name: 'Mean', uuid: 'm' }, value: options.value, axis: 'y', axisType: 'value' } } : undefined,
            })).map((p) => (p.metadata ? p : { x: p.x, y: p.y })),
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

/** A tiny valid PNG (1x1). */
export function pngBytes(): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const b of buf) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal PDF: enough for content recognition. */
export function pdfBytes(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
}

/** An ELF executable header, as a renamed program would start. */
export function executableBytes(): Buffer {
  return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(5000, 0x90)]);
}

export interface UploadPart {
  name: string;
  bytes: Buffer | Uint8Array;
  type?: string;
}

/** Sends a multipart upload the way the browser does. */
export async function upload(server: TestServer, path: string, cookie: string, parts: UploadPart[], fields: [string, string][] = []) {
  const form = new FormData();
  for (const [k, v] of fields) form.append(k, v);
  parts.forEach((p, i) => form.append(`files[${i}]`, new Blob([new Uint8Array(p.bytes)], { type: p.type ?? 'application/octet-stream' }), p.name));
  const response = await server.app.request(`http://localhost/api${path}`, { method: 'POST', body: form, headers: { Cookie: cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE } });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, body, headers: response.headers };
}

/** A fingerprint of the paper-work tables, to prove a refused request changed nothing. */
export async function snapshotPapers(db: Db): Promise<string> {
  const tables = ['papers', 'project_papers', 'files', 'data_entries', 'data_entry_snapshots', 'data_entry_deltas', 'quality_control'];
  const parts: string[] = [];
  for (const t of tables) {
    const result = await db.execute(sql.raw(`select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from ${t} x`));
    parts.push(`${t}:${(result as unknown as { rows: { h: string }[] }).rows[0]!.h}`);
  }
  return parts.join('|');
}

/** Logs in the three demo users. */
export async function loginAll(server: TestServer) {
  const [admin, extractor, qc] = await Promise.all([server.login(ADMIN.email, ADMIN.password), server.login(EXTRACTOR.email, EXTRACTOR.password), server.login(QC.email, QC.password)]);
  return { admin, extractor, qc };
}

let counter = 0;
/** Creates a paper as the administrator and answers its uuid. */
export async function createPaper(server: TestServer, cookie: string, overrides: Record<string, unknown> = {}): Promise<string> {
  counter++;
  const res = await server.request('POST', '/papers', { cookie, body: { name: `Paper ${counter}`, doi: `10.1000/test.${counter}.${Math.random().toString(36).slice(2)}`, priority: 1, ...overrides } });
  if (res.status !== 200) throw new Error(`createPaper failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.paper.uuid;
}
