import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, brotliDecompress, constants as zlib } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { EXTRACTION_ROLE_SLUGS, type DactylTreeNode, type JsonPatchOperation, type ValidationProblemDto } from '../../api/papers';
import { ADMINISTRATOR_SLUG } from '../../api/schemas';
import { calibrateAxes, type AxesType, type Calibration } from '../../editor/core/calibration';
import { EditorError } from '../../editor/core/errors';
import type { Axes, DataPoint, Dataset, PointMetadata, Project, TextItem } from '../../editor/core/model/types';
import { tableCellMetadata } from '../../editor/core/tableCellMetadata';
import { exportWpd, loadAnyProject } from '../../editor/core/project';
import { validateProject } from '../../editor/core/validation';
import { HttpError } from '../http';
import { applyWithinLimits, checkDelta, type DeltaLimits } from './patchLimits';

const compressAsync = promisify(brotliCompress);
const decompressAsync = promisify(brotliDecompress);

/**
 * Brotli at a low quality: quality 2 is about four times faster than 4 while project JSON still
 * shrinks about 24-fold (31-fold at 4; quality 11 costs seconds). Any quality decompresses the same way.
 */
const brotliOptions = (bytes: number, quality = 2) => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes },
});

/**
 * Below this many bytes of JSON, compression takes well under a millisecond, less than a round
 * trip through the thread pool costs on a busy machine; larger documents go to the pool so the
 * event loop keeps serving other requests.
 */
const INLINE_BYTES = 256 * 1024;

/**
 * Compaction writes snapshots in the background, where time matters less than what every load
 * reads: quality 5 makes a 50k-point project about 40 % smaller than quality 2 (145 instead of
 * 245 KB) for about 90 ms on the thread pool, and decompresses as fast.
 */
export const SNAPSHOT_QUALITY = 5;

export async function compressDocument(json: string, quality = 2): Promise<Buffer> {
  const bytes = Buffer.from(json, 'utf8');
  const options = brotliOptions(bytes.length, quality);
  return bytes.length <= INLINE_BYTES ? brotliCompressSync(bytes, options) : compressAsync(bytes, options);
}

export async function decompressDocument(stored: Buffer): Promise<unknown> {
  if (stored.length === 0) return {};
  // Always on the pool: the stored size says nothing certain about how large the JSON is.
  return JSON.parse((await decompressAsync(stored)).toString('utf8'));
}

export const dataEntryError = (status: 400 | 403 | 404 | 409 | 422, code: string, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new HttpError(status, code, message), { extra });

/**
 * The latest document of recently saved entries, so a run of small deltas does not decompress and
 * parse a large document each time. Keyed by row id and version: a hit is exactly what the row holds.
 * Bounded by the JSON characters of what it holds (each entry's documentBytes bound), not by a
 * count: a team of fifty saving at once must all stay in it, or every save replays its history.
 */
class DocumentCache {
  private readonly entries = new Map<number, { version: number; doc: unknown; bytes: number }>();
  private bytes = 0;
  constructor(private readonly capacityBytes: number) {}

  get(rowId: number, version: number): unknown {
    const hit = this.entries.get(rowId);
    if (!hit || hit.version !== version) return undefined;
    this.entries.delete(rowId);
    this.entries.set(rowId, hit);
    return hit.doc;
  }

  set(rowId: number, version: number, doc: unknown, bytes: number) {
    this.forget(rowId);
    if (bytes > this.capacityBytes) return;
    this.entries.set(rowId, { version, doc, bytes });
    this.bytes += bytes;
    while (this.bytes > this.capacityBytes) this.forget(this.entries.keys().next().value!);
  }

  /** Removes and answers the document, for a save that changes it in place: nobody else sees it half-changed. */
  take(rowId: number, version: number): unknown {
    const doc = this.get(rowId, version);
    if (doc !== undefined) this.forget(rowId);
    return doc;
  }

  forget(rowId: number) {
    const hit = this.entries.get(rowId);
    if (!hit) return;
    this.entries.delete(rowId);
    this.bytes -= hit.bytes;
  }
}

/** About 256 MB of JSON text; parsed, a project takes a few times that in memory at most. */
export const documentCache = new DocumentCache(Number(process.env.DOCUMENT_CACHE_BYTES ?? 256 * 1024 * 1024));

/**
 * Fingerprint of a save request's exact bytes, so a retried save that already went through is
 * answered as a success. Hashing the text itself: escaping megabytes of JSON first cost as much as
 * compressing them.
 */
export function saveFingerprint(body: string): string {
  return createHash('sha256').update(body).digest('hex');
}

/**
 * Applies an RFC 6902 delta to the document in place (the caller owns it), under limits when given;
 * answers the patched document and the characters its operations brought in (see applyWithinLimits).
 * A delta that does not apply is the client's mistake and changes nothing that is stored.
 */
export function applyDelta(document: unknown, delta: JsonPatchOperation[], limits?: DeltaLimits): { document: unknown; broughtIn: number } {
  if (delta.length === 0) return { document, broughtIn: 0 };
  checkDelta(delta, limits);
  try {
    return applyWithinLimits(document, delta, limits);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw dataEntryError(400, 'invalid_data', `The delta does not apply to the stored version: ${detail}`);
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a document as an editor project; a document that is not one is answered as invalid_data. */
export function documentToProject(document: unknown): Project {
  try {
    return loadAnyProject(document);
  } catch (error) {
    if (error instanceof EditorError) throw dataEntryError(422, 'invalid_data', `Format Error: ${error.message}`);
    throw error;
  }
}

/** The editor core's checks, shared with the browser: one list of problems per extraction. */
export function validateDocument(document: unknown): { project: Project; problems: ValidationProblemDto[] } {
  const project = documentToProject(document);
  return { project, problems: validateProject(project) };
}

export function validationMessage(problems: ValidationProblemDto[]): string {
  if (!problems.length) return 'Data is valid';
  return problems.length === 1 ? `1 problem found: ${problems[0]!.message}` : `${problems.length} problems found; the first: ${problems[0]!.message}`;
}

/** Entries of users holding an extraction role (data_entry_user_1..3, qc_user) in a live role. */
export function byExtractionUser(userIdColumn: PgColumn | SQL): SQL {
  return sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userIdColumn} and r.deleted_at is null and r.slug in (${sql.join(
    EXTRACTION_ROLE_SLUGS.map((s) => sql`${s}`),
    sql`, `,
  )}))`;
}

/** Entries of users whose first role is administrator (the completed-extractions excludeAdmin switch). */
export function byAdministrator(userIdColumn: PgColumn | SQL): SQL {
  return sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userIdColumn} and r.deleted_at is null and r.slug = ${ADMINISTRATOR_SLUG} and ur.position = (select min(u2.position) from user_roles u2 where u2.user_id = ${userIdColumn}))`;
}

function calibrationOf(axes: Project['pages'][number]['axes'][number]): Calibration | null {
  if (axes.type === 'table') return null;
  try {
    return calibrateAxes(axes.type as AxesType, axes.calibrationPoints, axes.options as never);
  } catch {
    return null;
  }
}

/** A point's metadata in the tree: a table cell's with its row and column headers' tags and study branch imported. */
function pointMetadataOf(axes: Axes, dataset: Dataset, point: DataPoint): PointMetadata {
  const cal = axes.metadata.calibration;
  const row = point.metadata?.rowIndex;
  const col = dataset.metadata.colIndex;
  if (axes.type !== 'table' || !cal || dataset.metadata.table !== true || typeof row !== 'number' || typeof col !== 'number') return point.metadata ?? {};
  return tableCellMetadata(cal, row, col, point.metadata);
}

/** The extraction tree of a project (SAVE, AXIS, DATASET and POINT nodes) with data values where calibrated. */
export function buildDactylTree(uuid: string, project: Project): DactylTreeNode {
  const axesNodes: DactylTreeNode[] = [];
  for (const page of project.pages) {
    for (const axes of page.axes) {
      const calibration = calibrationOf(axes);
      const datasets = page.datasets.filter((d) => d.axesName === axes.name);
      axesNodes.push({
        type: 'AXIS',
        name: axes.name,
        data: { axesType: axes.type, file: page.file, page: page.page, metadata: axes.metadata },
        children: datasets.map((d) => ({
          type: 'DATASET' as const,
          name: d.name,
          data: { metadata: d.metadata },
          children: d.points.map((p, index) => {
            let values: number[] | undefined;
            try {
              values = calibration?.pixelToData(p.x, p.y);
            } catch {
              values = undefined;
            }
            return { type: 'POINT' as const, name: String(index), data: { x: p.x, y: p.y, page: page.page, file: page.file, values, metadata: pointMetadataOf(axes, d, p) } };
          }),
        })),
      });
    }
  }
  for (const page of project.pages) {
    if (!page.texts?.length) continue;
    // Tagged text selections: a Text node per page, a dataset per tag group instance, a point per text.
    const byInstance = new Map<string, TextItem[]>();
    for (const text of page.texts) {
      const group = text.metadata.tagGroup;
      const key = group ? `${group.name}${group.instanceUuid ? ` ${group.instanceUuid}` : ''}` : 'Untagged';
      byInstance.set(key, [...(byInstance.get(key) ?? []), text]);
    }
    axesNodes.push({
      type: 'AXIS',
      name: `Text, file ${page.file + 1} page ${page.page}`,
      data: { axesType: 'text', file: page.file, page: page.page, metadata: {} },
      children: [...byInstance].map(([name, items]) => ({
        type: 'DATASET' as const,
        name,
        data: { metadata: { tagGroup: items[0]!.metadata.tagGroup } },
        children: items.map((t) => ({
          type: 'POINT' as const,
          name: t.uuid,
          data: { x: t.rect ? t.rect.x + t.rect.width / 2 : null, y: t.rect ? t.rect.y + t.rect.height / 2 : null, page: page.page, file: page.file, text: t.text, rect: t.rect, metadata: t.metadata },
        })),
      })),
    });
  }
  if (project.studyTree?.length) {
    // The study tree: each element (its abbreviation and other rows) under its composite key.
    axesNodes.push({
      type: 'AXIS',
      name: 'Study tree',
      data: { axesType: 'branch', metadata: {} },
      children: project.studyTree.map((element) => ({
        type: 'DATASET' as const,
        name: element.compositeKey,
        data: { metadata: { studyData: { compositeKey: element.compositeKey, tagGroup: element.tagGroup } } },
        children: [{ type: 'POINT' as const, name: element.uuid, data: { metadata: { ...element.metadata, compositeKey: element.compositeKey, tagGroup: element.tagGroup } } }],
      })),
    });
  }
  return { type: 'SAVE', name: uuid, children: axesNodes };
}

export { exportWpd };
