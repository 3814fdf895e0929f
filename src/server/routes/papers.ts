import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  PAPER_LIMITS,
  paperDetailQuerySchema,
  paperFormSchema,
  paperPriorityOnlySchema,
  paperProjectsRequestSchema,
  paperRestoreSchema,
  paperSearchQuerySchema,
  papersDownloadQuerySchema,
  papersQuerySchema,
  extractionQueueQuerySchema,
  projectPapersRequestSchema,
  type PaperDetail,
  type PaperForm,
  type QcRecord,
} from '../../api/papers';
import { can, requireAll, requireAny } from '../auth';
import type { AppEnv, Principal } from '../context';
import type { Db, Tx } from '../db';
import { papers, projectPapers, projects, users } from '../db/schema';
import { dataEntries, files, qualityControl } from '../db/schema-papers';
import { badRequest, conflict, done, forbidden, notFound, parseWith, readJsonObject, readQuery, uuidParam } from '../http';
import type { PaperWork } from '../paperWork';
import { downloadWork, ExtractionWorkError, type LoadedExtraction } from '../services/downloadWork';
import { byExtractionUser } from '../services/extractions';
import { jsonStreamResponse, TimeSlice } from '../services/jsonStream';
import { currentDocument, currentDocumentOrError } from '../services/extractionHistory';
import { iso, orderBy, pagination, where } from '../services/lists';
import {
  assertUniqueIdentifiers,
  hasCompletedEntry,
  hasFinishedQc,
  hasOpenEntry,
  listPapers,
  OUTER_PAPER_ID,
  PAPER_READERS,
  projectsOfPapers,
  serializePapers,
  type PaperRow,
} from '../services/paperQueries';

const sortable = {
  name: papers.name,
  priority: papers.priority,
  status: papers.status,
  doi: papers.doi,
  pmid: papers.pmid,
  pmcid: papers.pmcid,
  created_at: papers.createdAt,
  deleted_at: papers.deletedAt,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** The search box applies from 2 characters; a shorter key is ignored rather than refused. */
export function paperSearchCondition(searchKey: string | undefined): SQL | undefined {
  if (!searchKey || searchKey.length < PAPER_LIMITS.searchKeyMin) return undefined;
  const pattern = `%${escapeLike(searchKey)}%`;
  return or(ilike(papers.name, pattern), ilike(papers.doi, pattern), ilike(papers.pmid, pattern), ilike(papers.pmcid, pattern), ilike(papers.sourceUrl, pattern));
}

function filterCondition(filter: string | undefined): SQL | undefined {
  switch (filter) {
    case 'new':
      return eq(papers.status, 'NEW');
    case 'ready':
      // Training papers belong to the training queue: in the work queue they would start counted entries.
      return and(eq(papers.status, 'DATA_ENTRY'), eq(papers.isTraining, false));
    case 'in-progress':
      return hasOpenEntry();
    case 'completed':
      return hasCompletedEntry();
    case 'ready-for-qc':
      return and(hasCompletedEntry(), not(hasFinishedQc()));
    case 'qc-done':
      return hasFinishedQc();
    default:
      return undefined;
  }
}

function paperValues(form: PaperForm) {
  return {
    name: form.name,
    priority: form.priority,
    doi: form.doi ?? null,
    pmid: form.pmid ?? null,
    pmcid: form.pmcid ?? null,
    sourceUrl: form.source_url ?? null,
    status: form.status,
    citation: form.citation ?? null,
    citationFormat: form.citation ? (form.citation_format ?? 'zotero') : (form.citation_format ?? null),
    isNewVersion: form.isNewVersion,
    noIds: form.noIDs,
    isTraining: form.isTraining,
  };
}

const label = (row: { name: string }) => (row.name ? row.name.slice(0, 100) : 'Unnamed paper');

async function loadPaper(db: Db | Tx, uuid: string, forUpdate = false): Promise<PaperRow> {
  const query = db.select().from(papers).where(eq(papers.uuid, uuid));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Paper');
  return row;
}

async function liveProjectIds(tx: Tx, uuids: string[]): Promise<number[]> {
  const unique = [...new Set(uuids)];
  if (!unique.length) return [];
  const rows = await tx.select({ id: projects.id }).from(projects).where(and(inArray(projects.uuid, unique), isNull(projects.deletedAt)));
  if (rows.length !== unique.length) throw badRequest('projectUUIDs: Unknown or deleted project', 'projectUUIDs');
  return rows.map((r) => r.id);
}

/** The user's open unfinished entry of a paper, which starting data entry resumes. */
async function openEntryOf(db: Db, userId: number, paperId: number, isTraining: boolean) {
  const [row] = await db
    .select({ uuid: dataEntries.uuid })
    .from(dataEntries)
    .where(and(eq(dataEntries.userId, userId), eq(dataEntries.paperId, paperId), eq(dataEntries.isTraining, isTraining), isNull(dataEntries.completedAt)))
    .orderBy(desc(dataEntries.updatedAt))
    .limit(1);
  return row?.uuid ?? null;
}

/** Deleted papers are shown only to those who may restore them. */
function requireRestorer(principal: Principal) {
  if (!can(principal, 'delete_file')) throw forbidden('Only users who can restore papers can see deleted ones');
}

/** Reviewers see every extraction of a paper; anyone else only their own (undefined: no restriction). */
function entriesVisibleTo(principal: Principal): number | undefined {
  return can(principal, 'access_completed_extractions') || can(principal, 'quality_control') ? undefined : principal.user.id;
}

function canReadEntry(principal: Principal, entry: { userId: number }): boolean {
  return entry.userId === principal.user.id || can(principal, 'access_completed_extractions') || can(principal, 'quality_control');
}

export function serializeQc(row: typeof qualityControl.$inferSelect, paperUuid: string, user: { uuid: string; email: string }): QcRecord {
  return {
    uuid: row.uuid,
    paperUUID: paperUuid,
    user,
    dactylTree: (row.dactylTree as QcRecord['dactylTree']) ?? null,
    entryData: (row.entryData as QcRecord['entryData']) ?? null,
    initialEntryData: (row.initialEntryData as QcRecord['initialEntryData']) ?? null,
    trashData: (row.trashData as QcRecord['trashData']) ?? null,
    done: row.done,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: iso(row.completedAt),
  };
}

export function paperRoutes(work: PaperWork) {
  return (
    new Hono<AppEnv>()
      .get('/papers', async (c) => {
        const principal = requireAny(c, ...PAPER_READERS);
        const query = readQuery(c, papersQuerySchema);
        if (query.deletedOnly || query.omitDeleted === false) requireRestorer(principal);
        const { data, total } = await listPapers(c.get('deps').db, query, {
          order: orderBy(query, sortable, 'created_at', papers.id),
          view: filterCondition(query.filter),
          entriesOf: entriesVisibleTo(principal),
        });
        return c.json({ papers: { data, meta: { total } } });
      })
      .get('/papers/extraction-queue', async (c) => {
        const principal = requireAny(c, 'data_entry', 'quality_control');
        const query = readQuery(c, extractionQueueQuerySchema);
        const { db } = c.get('deps');
        let userId = principal.user.id;
        if (query.userUUID && query.userUUID !== principal.user.uuid) {
          if (!can(principal, 'access_work_queues')) throw forbidden("Only users with access to work queues can see another user's queue");
          const [user] = await db.select({ id: users.id }).from(users).where(eq(users.uuid, query.userUUID));
          if (!user) throw notFound('User');
          userId = user.id;
        }
        const training = query.trainingOnly ?? false;
        const completedByUser = sql`exists (select 1 from ${dataEntries} de where de.paper_id = ${OUTER_PAPER_ID} and de.user_id = ${userId} and de.is_training = ${training} and de.completed_at is not null)`;
        const condition = where(isNull(papers.deletedAt), eq(papers.status, 'DATA_ENTRY'), eq(papers.isTraining, training), not(completedByUser), paperSearchCondition(query.searchKey));
        const { limit, offset } = pagination({ page: query.page, itemsPerPage: query.itemsPerPage ?? PAPER_LIMITS.queuePerPage });
        const openEntry = sql<string | null>`(select de.uuid from ${dataEntries} de where de.paper_id = ${OUTER_PAPER_ID} and de.user_id = ${userId} and de.is_training = ${training} and de.completed_at is null order by de.updated_at desc limit 1)`;
        const fileCount = sql<number>`(select cast(count(*) as integer) from ${files} f where f.paper_id = ${OUTER_PAPER_ID} and f.deleted_at is null)`;
        const base = db
          .select({ paper: papers, openEntry, fileCount })
          .from(papers)
          .where(condition)
          .orderBy(desc(papers.priority), asc(papers.createdAt), asc(papers.id))
          .offset(offset);
        const [rows, [total]] = await Promise.all([limit === undefined ? base : base.limit(limit), db.select({ n: count() }).from(papers).where(condition)]);
        const projectRows = await projectsOfPapers(
          db,
          rows.map((r) => r.paper.id),
        );
        return c.json({
          papers: {
            data: rows.map(({ paper, openEntry: sde, fileCount: n }) => ({
              uuid: paper.uuid,
              name: paper.name,
              priority: paper.priority,
              doi: paper.doi,
              pmid: paper.pmid,
              pmcid: paper.pmcid,
              projects: projectRows.filter((p) => p.paperId === paper.id).map(({ uuid, name }) => ({ uuid, name })),
              fileCount: Number(n),
              sdeUUID: sde ?? null,
              inProgress: !!sde,
              created_at: paper.createdAt.toISOString(),
            })),
            meta: { total: total?.n ?? 0 },
          },
        });
      })
      .get('/papers/search', async (c) => {
        const principal = requireAny(c, ...PAPER_READERS);
        const query = readQuery(c, paperSearchQuerySchema);
        if (query.omitDeleted === false) requireRestorer(principal);
        const condition = paperSearchCondition(query.query);
        if (!condition) return c.json({ papers: [] });
        const { db } = c.get('deps');
        const rows = await db
          .select()
          .from(papers)
          .where(where(condition, query.omitDeleted === false ? undefined : isNull(papers.deletedAt)))
          .orderBy(asc(papers.name), asc(papers.id))
          .limit(20);
        return c.json({ papers: rows.map((p) => ({ uuid: p.uuid, name: p.name, doi: p.doi, pmid: p.pmid, pmcid: p.pmcid, deleted_at: iso(p.deletedAt) })) });
      })
      .get('/papers/download', async (c) => {
        requireAny(c, 'download_data');
        const query = readQuery(c, papersDownloadQuerySchema);
        const uuids = [...new Set(Array.isArray(query.paperUUIDs) ? query.paperUUIDs : [query.paperUUIDs])];
        const { db, clock } = c.get('deps');
        const rows = await db.select().from(papers).where(and(inArray(papers.uuid, uuids), isNull(papers.deletedAt))).orderBy(asc(papers.id));
        if (rows.length !== uuids.length) throw notFound('Paper');
        const stamp = clock().toISOString().slice(0, 10);
        c.header('Content-Disposition', `attachment; filename="papers-${stamp}.json"`);
        // One paper and one extraction at a time, each export made on the download thread and
        // written as the client takes it, so a large export neither sits whole in memory nor
        // holds up other requests.
        async function* answer() {
          const slice = new TimeSlice();
          yield `{"exportedAt":${JSON.stringify(clock().toISOString())},"papers":[`;
          for (const [i, paper] of rows.entries()) {
            const [serialized] = await serializePapers(db, [paper]);
            const completed = await db
              .select({ entry: dataEntries, email: users.email })
              .from(dataEntries)
              .innerJoin(users, eq(users.id, dataEntries.userId))
              .where(and(eq(dataEntries.paperId, paper.id), eq(dataEntries.isTraining, false), sql`${dataEntries.completedAt} is not null`, byExtractionUser(dataEntries.userId)))
              .orderBy(asc(dataEntries.id));
            yield `${i ? ',' : ''}${JSON.stringify(serialized).slice(0, -1)},"extractions":[`;
            for (const [j, { entry, email }] of completed.entries()) {
              await slice.pause();
              const head = { uuid: entry.uuid, user: email, completed_at: iso(entry.completedAt), is_validated: entry.isValidated };
              const comma = j ? ',' : '';
              // An extraction that cannot be read or exported says why instead of passing for an empty one.
              const read = await currentDocumentOrError(db, entry);
              if (!('document' in read)) {
                yield comma + JSON.stringify({ ...head, wpdData: null, error: read.error });
                continue;
              }
              let wpd: AsyncGenerator<Uint8Array, void, undefined> | undefined;
              let loaded: LoadedExtraction | undefined;
              try {
                loaded = await downloadWork.load(read.document, { validate: false, slice });
                wpd = await loaded.render('wpd', entry.uuid);
              } catch (cause) {
                loaded?.release();
                if (!(cause instanceof ExtractionWorkError)) throw cause;
                yield comma + JSON.stringify({ ...head, wpdData: null, error: `This extraction cannot be exported: ${cause.message}` });
                continue;
              }
              try {
                yield `${comma}${JSON.stringify(head).slice(0, -1)},"wpdData":`;
                yield* wpd;
                yield '}';
              } finally {
                loaded.release();
              }
            }
            yield ']}';
          }
          yield ']}';
        }
        return jsonStreamResponse(c, answer(), 'The download of papers', 'application/json; charset=utf-8');
      })
      .get('/papers/:uuid', async (c) => {
        const principal = requireAny(c, ...PAPER_READERS);
        const uuid = uuidParam(c, 'uuid', 'Paper');
        const query = readQuery(c, paperDetailQuerySchema);
        const { db } = c.get('deps');
        const row = await loadPaper(db, uuid);
        if (row.deletedAt && !can(principal, 'delete_file')) throw notFound('Paper');
        const [paper] = await serializePapers(db, [row], entriesVisibleTo(principal));
        const isTraining = query.isTraining ?? false;

        const liveFiles = await db.select().from(files).where(and(eq(files.paperId, row.id), isNull(files.deletedAt))).orderBy(asc(files.id));
        const inline = query.includeFileData && liveFiles.reduce((sum, f) => sum + f.size, 0) <= work.config.maxInlineFileBytes;
        const fileData: PaperDetail['fileData'] = [];
        for (const f of liveFiles) {
          const item: PaperDetail['fileData'][number] = { uuid: f.uuid, name: f.name, type: f.mimeType, size: f.size, url: `/api/files/download/${f.uuid}` };
          if (inline) {
            const chunks: Buffer[] = [];
            for await (const chunk of await work.store.get(f.storageKey)) chunks.push(chunk as Buffer);
            item.data = Buffer.concat(chunks).toString('base64');
          }
          fileData.push(item);
        }

        let saveUUID = query.saveUUID ?? null;
        let saveData: PaperDetail['saveData'] = null;
        const [asked] = saveUUID ? await db.select().from(dataEntries).where(eq(dataEntries.uuid, saveUUID)) : [];
        if (asked) {
          if (asked.paperId !== row.id) throw badRequest('saveUUID belongs to another paper', 'saveUUID');
          if (!canReadEntry(principal, asked)) throw forbidden();
        } else {
          saveUUID = (await openEntryOf(db, principal.user.id, row.id, isTraining)) ?? saveUUID ?? randomUUID();
        }
        const [entry] = asked ? [asked] : await db.select().from(dataEntries).where(eq(dataEntries.uuid, saveUUID!));
        if (entry) {
          saveData = {
            uuid: entry.uuid,
            data: await currentDocument(db, entry),
            version: entry.version,
            created_at: entry.createdAt.toISOString(),
            updated_at: entry.updatedAt.toISOString(),
            completed_at: iso(entry.completedAt),
            is_training: entry.isTraining,
          };
        }

        let qcData: QcRecord | null | undefined;
        if (can(principal, 'quality_control')) {
          const [qc] = await db
            .select()
            .from(qualityControl)
            .where(and(eq(qualityControl.paperId, row.id), eq(qualityControl.userId, principal.user.id)))
            .orderBy(desc(qualityControl.updatedAt))
            .limit(1);
          qcData = qc ? serializeQc(qc, row.uuid, { uuid: principal.user.uuid, email: principal.user.email }) : null;
        }
        return c.json({ ...paper!, fileData, saveUUID: saveUUID!, saveData, ...(qcData !== undefined ? { qcData } : {}) } satisfies PaperDetail);
      })
      .post('/papers', async (c) => {
        requireAll(c, 'upload_file');
        const form = parseWith(paperFormSchema, await readJsonObject(c));
        const { db } = c.get('deps');
        const row = await db.transaction(async (tx) => {
          await assertUniqueIdentifiers(tx, form);
          const [created] = await tx.insert(papers).values(paperValues(form)).returning();
          return created!;
        });
        const [paper] = await serializePapers(db, [row]);
        return done(c, `Paper ${label(row)} created`, { paper });
      })
      .put('/papers/:uuid', async (c) => {
        const uuid = uuidParam(c, 'uuid', 'Paper');
        const raw = await readJsonObject(c);
        const keys = Object.keys(raw);
        const { db } = c.get('deps');
        if ('deletedAt' in raw) {
          requireAll(c, 'delete_file');
          parseWith(paperRestoreSchema, raw);
          const message = await db.transaction(async (tx) => {
            const row = await loadPaper(tx, uuid, true);
            if (!row.deletedAt) throw conflict('This paper is not deleted');
            await assertUniqueIdentifiers(tx, row, row.id);
            await tx.update(papers).set({ deletedAt: null }).where(eq(papers.id, row.id));
            return `Paper ${label(row)} restored`;
          });
          return done(c, message);
        }
        requireAll(c, 'upload_file', 'delete_file');
        if (keys.length === 1 && keys[0] === 'priority') {
          const { priority } = parseWith(paperPriorityOnlySchema, raw);
          const [row] = await db.update(papers).set({ priority }).where(and(eq(papers.uuid, uuid), isNull(papers.deletedAt))).returning();
          if (!row) throw notFound('Paper');
          return done(c, `Priority of ${label(row)} set to ${priority}`);
        }
        const form = parseWith(paperFormSchema, raw);
        const message = await db.transaction(async (tx) => {
          const row = await loadPaper(tx, uuid, true);
          if (row.deletedAt) throw conflict('This paper is deleted; restore it before editing');
          await assertUniqueIdentifiers(tx, form, row.id);
          await tx.update(papers).set(paperValues(form)).where(eq(papers.id, row.id));
          return `Paper ${label(form)} updated`;
        });
        return done(c, message);
      })
      .delete('/papers/:uuid', async (c) => {
        requireAll(c, 'delete_file');
        const uuid = uuidParam(c, 'uuid', 'Paper');
        const { db, clock } = c.get('deps');
        const [row] = await db.update(papers).set({ deletedAt: clock() }).where(and(eq(papers.uuid, uuid), isNull(papers.deletedAt))).returning();
        if (!row) throw notFound('Paper');
        return done(c, `Paper ${label(row)} deleted`);
      })
      .put('/papers/:uuid/projects', async (c) => {
        requireAll(c, 'upload_file');
        const uuid = uuidParam(c, 'uuid', 'Paper');
        const body = parseWith(paperProjectsRequestSchema, await readJsonObject(c));
        const { db } = c.get('deps');
        const message = await db.transaction(async (tx) => {
          const row = await loadPaper(tx, uuid, true);
          if (row.deletedAt) throw conflict('This paper is deleted; restore it before editing');
          const ids = await liveProjectIds(tx, body.projectUUIDs);
          await tx.delete(projectPapers).where(eq(projectPapers.paperId, row.id));
          if (ids.length) await tx.insert(projectPapers).values(ids.map((projectId) => ({ projectId, paperId: row.id })));
          return `Projects of ${label(row)} updated`;
        });
        return done(c, message);
      })
      .put('/projects/:uuid/papers', async (c) => {
        requireAll(c, 'upload_file', 'delete_file');
        const uuid = uuidParam(c, 'uuid', 'Project');
        const body = parseWith(projectPapersRequestSchema, await readJsonObject(c));
        const { db } = c.get('deps');
        const message = await db.transaction(async (tx) => {
          const [project] = await tx.select().from(projects).where(and(eq(projects.uuid, uuid), isNull(projects.deletedAt))).for('update');
          if (!project) throw notFound('Project');
          const unique = [...new Set(body.paperUUIDs)];
          const rows = unique.length ? await tx.select({ id: papers.id }).from(papers).where(and(inArray(papers.uuid, unique), isNull(papers.deletedAt))) : [];
          if (rows.length !== unique.length) throw badRequest('paperUUIDs: Unknown or deleted paper', 'paperUUIDs');
          await tx.delete(projectPapers).where(eq(projectPapers.projectId, project.id));
          if (rows.length) await tx.insert(projectPapers).values(rows.map((r) => ({ projectId: project.id, paperId: r.id })));
          return `Papers of ${project.name} updated`;
        });
        return done(c, message);
      })
  );
}
