import { Readable } from 'node:stream';
import { and, count, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { filePaperRequestSchema, filesQuerySchema, PAPER_MESSAGES, type PaperFile } from '../../api/papers';
import { can, requireAll, requireAny } from '../auth';
import type { AppEnv, Principal } from '../context';
import type { Tx } from '../db';
import { papers } from '../db/schema';
import { files } from '../db/schema-papers';
import { badRequest, conflict, done, HttpError, notFound, parseWith, readJsonObject, readQuery, uuidParam } from '../http';
import type { PaperWork } from '../paperWork';
import { FileMissingError } from '../services/fileStore';
import { discardUpload, receiveUpload, type StoredUpload } from '../services/fileUpload';
import { deletedCondition, orderBy, pagination, where } from '../services/lists';
import { PAPER_READERS, serializeFile } from '../services/paperQueries';

const sortable = {
  name: files.name,
  size: files.size,
  mime_type: files.mimeType,
  created_at: files.createdAt,
  deleted_at: files.deletedAt,
  paper: papers.name,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** content-disposition with an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

async function recordUpload(tx: Tx, principal: Principal, paperId: number, stored: StoredUpload[]) {
  if (!stored.length) return [];
  return tx
    .insert(files)
    .values(stored.map((f) => ({ paperId, name: f.name, mimeType: f.mimeType, size: f.size, sha256: f.sha256, storageKey: f.key, uploadedBy: principal.user.id })))
    .returning();
}

/** Receives an upload, then records it in one transaction; if recording fails the stored bytes are removed. */
async function uploadTo(
  c: Context<AppEnv>,
  work: PaperWork,
  principal: Principal,
  write: (tx: Tx, upload: Awaited<ReturnType<typeof receiveUpload>>) => Promise<{ rows: (typeof files.$inferSelect)[]; message: string }>,
) {
  const upload = await receiveUpload(c, work.store, { maxFileBytes: work.config.maxUploadBytes, maxFiles: work.config.maxFilesPerUpload });
  const { db } = c.get('deps');
  try {
    const { rows, message } = await db.transaction((tx) => write(tx, upload));
    return done(c, message, { files: rows.map(serializeFile) });
  } catch (error) {
    await discardUpload(work.store, upload.files);
    throw error;
  }
}

function oneUuid(fields: Map<string, string[]>, name: string): string {
  const values = fields.get(name) ?? [];
  if (values.length !== 1 || !UUID.test(values[0]!)) throw badRequest(`${name}: Invalid id`, name);
  return values[0]!.toLowerCase();
}

export function fileRoutes(work: PaperWork) {
  return new Hono<AppEnv>()
    .get('/files', async (c) => {
      const principal = requireAny(c, 'upload_file', 'delete_file');
      const query = readQuery(c, filesQuerySchema);
      const restorer = can(principal, 'delete_file');
      if (!restorer && (query.deletedOnly || query.omitDeleted === false)) throw new HttpError(403, 'E_FORBIDDEN', 'Only users who can restore files can see deleted ones');
      const { db } = c.get('deps');
      const pattern = query.filter ? `%${escapeLike(query.filter)}%` : undefined;
      const condition = where(
        deletedCondition(query, files.deletedAt),
        pattern ? or(ilike(files.name, pattern), ilike(papers.name, pattern)) : undefined,
        // The files of a deleted paper go with it.
        restorer ? undefined : or(isNull(files.paperId), isNull(papers.deletedAt)),
      );
      const { limit, offset } = pagination(query);
      const base = db
        .select({ file: files, paperUuid: papers.uuid, paperName: papers.name })
        .from(files)
        .leftJoin(papers, eq(papers.id, files.paperId))
        .where(condition)
        .orderBy(...orderBy(query, sortable, 'created_at', files.id))
        .offset(offset);
      const [rows, [total]] = await Promise.all([
        limit === undefined ? base : base.limit(limit),
        db.select({ n: count() }).from(files).leftJoin(papers, eq(papers.id, files.paperId)).where(condition),
      ]);
      const data: PaperFile[] = rows.map((r) => ({ ...serializeFile(r.file), paper: r.paperUuid ? { uuid: r.paperUuid, name: r.paperName ?? '' } : null }));
      return c.json({ files: { data, meta: { total: total?.n ?? 0 } } });
    })
    .post('/papers/:uuid/files', async (c) => {
      const principal = requireAll(c, 'upload_file');
      const uuid = uuidParam(c, 'uuid', 'Paper');
      const { db } = c.get('deps');
      // Checked before reading the body, so an upload to a missing paper writes nothing.
      const [paper] = await db.select().from(papers).where(and(eq(papers.uuid, uuid), isNull(papers.deletedAt)));
      if (!paper) throw notFound('Paper');
      return uploadTo(c, work, principal, async (tx, upload) => {
        const remove = (upload.fields.get('removeFileUUIDs') ?? []).filter(Boolean);
        if (remove.some((id) => !UUID.test(id))) throw badRequest('removeFileUUIDs: Invalid id', 'removeFileUUIDs');
        if (remove.length && !can(principal, 'delete_file')) throw new HttpError(403, 'E_FORBIDDEN', 'You do not have permission to remove files');
        if (!upload.files.length && !remove.length) throw badRequest(PAPER_MESSAGES.fileRequired, 'files');
        const [locked] = await tx.select().from(papers).where(and(eq(papers.id, paper.id), isNull(papers.deletedAt))).for('update');
        if (!locked) throw notFound('Paper');
        if (remove.length) {
          const removed = await tx
            .update(files)
            .set({ deletedAt: c.get('deps').clock() })
            .where(and(inArray(files.uuid, remove.map((id) => id.toLowerCase())), eq(files.paperId, paper.id), isNull(files.deletedAt)))
            .returning({ id: files.id });
          if (removed.length !== new Set(remove).size) throw badRequest('removeFileUUIDs: Unknown file of this paper', 'removeFileUUIDs');
        }
        const rows = await recordUpload(tx, principal, paper.id, upload.files);
        const parts = [rows.length ? `${rows.length} file${rows.length === 1 ? '' : 's'} uploaded` : '', remove.length ? `${remove.length} removed` : ''].filter(Boolean);
        return { rows, message: parts.join(', ') };
      });
    })
    .post('/files', async (c) => {
      const principal = requireAll(c, 'upload_file');
      return uploadTo(c, work, principal, async (tx, upload) => {
        const paperUuid = oneUuid(upload.fields, 'paperUUID');
        if (!upload.files.length) throw badRequest(PAPER_MESSAGES.fileRequired, 'files');
        const [paper] = await tx.select().from(papers).where(and(eq(papers.uuid, paperUuid), isNull(papers.deletedAt))).for('update');
        if (!paper) throw badRequest('paperUUID: Unknown or deleted paper', 'paperUUID');
        const rows = await recordUpload(tx, principal, paper.id, upload.files);
        return { rows, message: `${rows.length} file${rows.length === 1 ? '' : 's'} uploaded` };
      });
    })
    .put('/files/:uuid/paper', async (c) => {
      requireAll(c, 'upload_file');
      const uuid = uuidParam(c, 'uuid', 'File');
      const body = parseWith(filePaperRequestSchema, await readJsonObject(c));
      const { db } = c.get('deps');
      const message = await db.transaction(async (tx) => {
        const [file] = await tx.select().from(files).where(eq(files.uuid, uuid)).for('update');
        if (!file) throw notFound('File');
        if (file.deletedAt) throw conflict('This file is deleted; restore it before editing');
        const [paper] = await tx.select().from(papers).where(and(eq(papers.uuid, body.paperUUID), isNull(papers.deletedAt)));
        if (!paper) throw badRequest('paperUUID: Unknown or deleted paper', 'paperUUID');
        await tx.update(files).set({ paperId: paper.id }).where(eq(files.id, file.id));
        return `File ${file.name} attached to ${paper.name || 'Unnamed paper'}`;
      });
      return done(c, message);
    })
    .delete('/files/:uuid', async (c) => {
      requireAll(c, 'delete_file');
      const uuid = uuidParam(c, 'uuid', 'File');
      const { db, clock } = c.get('deps');
      const [row] = await db.update(files).set({ deletedAt: clock() }).where(and(eq(files.uuid, uuid), isNull(files.deletedAt))).returning();
      if (!row) throw notFound('File');
      return done(c, `File ${row.name} deleted`);
    })
    .put('/files/:uuid/restore', async (c) => {
      requireAll(c, 'delete_file');
      const uuid = uuidParam(c, 'uuid', 'File');
      const { db } = c.get('deps');
      const [existing] = await db.select().from(files).where(eq(files.uuid, uuid));
      if (!existing) throw notFound('File');
      if (!existing.deletedAt) throw conflict('This file is not deleted');
      await db.update(files).set({ deletedAt: null }).where(eq(files.id, existing.id));
      return done(c, `File ${existing.name} restored`);
    })
    .get('/files/download/:uuid', async (c) => {
      const principal = requireAny(c, ...PAPER_READERS);
      const uuid = uuidParam(c, 'uuid', 'File');
      const { db } = c.get('deps');
      const [found] = await db.select({ file: files, paperDeletedAt: papers.deletedAt }).from(files).leftJoin(papers, eq(papers.id, files.paperId)).where(eq(files.uuid, uuid));
      const row = found?.file;
      // A deleted file, or a file of a deleted paper, exists only for those who may restore it.
      if (!row || ((row.deletedAt || found.paperDeletedAt) && !can(principal, 'delete_file'))) throw new HttpError(404, 'E_NOT_FOUND', PAPER_MESSAGES.fileNotFound);
      let body: Readable;
      try {
        body = await work.store.get(row.storageKey);
      } catch (error) {
        if (error instanceof FileMissingError) throw new HttpError(404, 'E_NOT_FOUND', PAPER_MESSAGES.fileNotFound);
        throw error;
      }
      c.header('Content-Type', row.mimeType);
      c.header('Content-Length', String(row.size));
      c.header('Content-Disposition', contentDisposition(row.name));
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('ETag', `"${row.sha256}"`);
      return c.body(Readable.toWeb(body) as unknown as ReadableStream);
    });
}
