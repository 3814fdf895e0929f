import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DataEntrySummary, Paper, PaperFile, PapersQuery } from '../../api/papers';
import { PAPER_LIMITS, PAPER_MESSAGES } from '../../api/papers';
import type { Db, Tx } from '../db';
import { papers, projectPapers, projects, roles, userRoles, users } from '../db/schema';
import { dataEntries, files, qualityControl } from '../db/schema-papers';
import { conflict } from '../http';
import { deletedCondition, filterPlaceholderCondition, fromJson, iso, isoSql, likePattern, listTotal, pageAndTotal, pagination, preparedStatement, where } from './lists';
import { byExtractionUser } from './extractions';

export type PaperRow = typeof papers.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type EntryRow = typeof dataEntries.$inferSelect;

/** Permissions that open any part of the paper work. */
export const PAPER_READERS = ['data_entry', 'quality_control', 'upload_file', 'delete_file', 'access_completed_extractions', 'access_work_queues', 'download_data'] as const;

export function serializeFile(row: FileRow): Omit<PaperFile, 'paper'> {
  return {
    uuid: row.uuid,
    id: row.id,
    name: row.name,
    mime_type: row.mimeType,
    size: row.size,
    sha256: row.sha256,
    created_at: row.createdAt.toISOString(),
    deleted_at: iso(row.deletedAt),
  };
}

/** Entries that count on the papers table: extraction users' entries, not training, in progress only while the user is live. */
export function countingEntries(): SQL {
  return and(eq(dataEntries.isTraining, false), byExtractionUser(dataEntries.userId), or(isNotNull(dataEntries.completedAt), isNull(users.deletedAt)))!;
}

/** What a summary shows of an entry: never the document. */
const entrySummaryColumns = {
  paperId: dataEntries.paperId,
  uuid: dataEntries.uuid,
  createdAt: dataEntries.createdAt,
  updatedAt: dataEntries.updatedAt,
  completedAt: dataEntries.completedAt,
  isValidated: dataEntries.isValidated,
  isTraining: dataEntries.isTraining,
  version: dataEntries.version,
  // Reconciled: a QC record of the entry's owner names it as the reconciled extraction of its review.
  reconciled: sql<boolean>`exists (select 1 from ${qualityControl} qc where qc.paper_id = ${dataEntries.paperId} and qc.user_id = ${dataEntries.userId} and qc.entry_data->'data'->>'reconciledUuid' = ${dataEntries.uuid}::text)`,
};

/** Summaries of entries with their users (e-mail and role slugs), without documents. */
export async function entrySummaries(db: Db | Tx, condition: SQL | undefined): Promise<(DataEntrySummary & { paperId: number })[]> {
  const rows = await db
    .select({ entry: entrySummaryColumns, user: { id: users.id, uuid: users.uuid, email: users.email, deletedAt: users.deletedAt } })
    .from(dataEntries)
    .innerJoin(users, eq(users.id, dataEntries.userId))
    .where(condition)
    .orderBy(desc(dataEntries.completedAt), asc(dataEntries.id));
  const userIds = [...new Set(rows.map((r) => r.user.id))];
  const roleRows = userIds.length
    ? await db
        .select({ userId: userRoles.userId, slug: roles.slug })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(and(inArray(userRoles.userId, userIds), isNull(roles.deletedAt)))
        .orderBy(asc(userRoles.position))
    : [];
  return rows.map(({ entry, user }) => ({
    paperId: entry.paperId,
    uuid: entry.uuid,
    user: { uuid: user.uuid, email: user.email, roles: roleRows.filter((r) => r.userId === user.id).map((r) => r.slug), deleted_at: iso(user.deletedAt) },
    created_at: entry.createdAt.toISOString(),
    updated_at: entry.updatedAt.toISOString(),
    completed_at: iso(entry.completedAt),
    is_validated: entry.isValidated,
    is_training: entry.isTraining,
    version: entry.version,
    ...(entry.reconciled ? { reconciled: true } : {}),
  }));
}

export async function projectsOfPapers(db: Db | Tx, paperIds: number[]) {
  if (!paperIds.length) return [];
  return db
    .select({ paperId: projectPapers.paperId, uuid: projects.uuid, name: projects.name })
    .from(projectPapers)
    .innerJoin(projects, eq(projects.id, projectPapers.projectId))
    .where(and(inArray(projectPapers.paperId, paperIds), isNull(projects.deletedAt)))
    .orderBy(asc(projects.name));
}

/**
 * What the papers table shows beside a paper's own columns, as json sub-selects of a query from
 * papers: live projects by name, live files, and the entries that count (only entriesOf's, when
 * given a user id), newest completion first, with their users' live role slugs. No documents.
 */
function paperRelations(entriesOf: number | Placeholder | undefined) {
  const ownEntries = entriesOf === undefined ? sql`` : sql` and de.user_id = ${entriesOf}`;
  return {
    projects: sql<Paper['projects'] | string>`(select coalesce(json_agg(json_build_object('uuid', pr.uuid, 'name', pr.name) order by pr.name), '[]'::json)
      from project_papers pp join projects pr on pr.id = pp.project_id
      where pp.paper_id = ${OUTER_PAPER_ID} and pr.deleted_at is null)`,
    files: sql<Paper['files'] | string>`(select coalesce(json_agg(json_build_object('uuid', f.uuid, 'id', f.id, 'name', f.name, 'mime_type', f.mime_type, 'size', f.size,
        'sha256', f.sha256, 'created_at', ${isoSql(sql`f.created_at`)}, 'deleted_at', null) order by f.id), '[]'::json)
      from files f where f.paper_id = ${OUTER_PAPER_ID} and f.deleted_at is null)`,
    entries: sql<Paper['dataEntries'] | string>`(select coalesce(json_agg(json_build_object('uuid', de.uuid,
        'user', json_build_object('uuid', u.uuid, 'email', u.email, 'deleted_at', ${isoSql(sql`u.deleted_at`)}, 'roles',
          (select coalesce(json_agg(r.slug order by ur.position), '[]'::json) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.deleted_at is null)),
        'created_at', ${isoSql(sql`de.created_at`)}, 'updated_at', ${isoSql(sql`de.updated_at`)}, 'completed_at', ${isoSql(sql`de.completed_at`)},
        'is_validated', de.is_validated, 'is_training', de.is_training, 'version', de.version,
        'reconciled', exists (select 1 from quality_control qc where qc.paper_id = de.paper_id and qc.user_id = de.user_id and qc.entry_data->'data'->>'reconciledUuid' = de.uuid::text)) order by de.completed_at desc, de.id), '[]'::json)
      from data_entries de join users u on u.id = de.user_id
      where de.paper_id = ${OUTER_PAPER_ID} and de.is_training = false and ${byExtractionUser(sql`de.user_id`)}
        and (de.completed_at is not null or u.deleted_at is null)${ownEntries})`,
  };
}

type PaperRelations = { projects: Paper['projects'] | string; files: Paper['files'] | string; entries: Paper['dataEntries'] | string };

function toApiPaper(p: PaperRow, related: PaperRelations): Paper {
  return {
    uuid: p.uuid,
    name: p.name,
    priority: p.priority,
    doi: p.doi,
    pmid: p.pmid,
    pmcid: p.pmcid,
    source_url: p.sourceUrl,
    status: p.status === 'DATA_ENTRY' ? 'DATA_ENTRY' : 'NEW',
    citation: (p.citation as Paper['citation']) ?? null,
    citation_format: p.citationFormat,
    isNewVersion: p.isNewVersion,
    noIDs: p.noIds,
    isTraining: p.isTraining,
    projects: fromJson(related.projects) ?? [],
    files: fromJson(related.files) ?? [],
    dataEntries: fromJson(related.entries) ?? [],
    created_at: p.createdAt.toISOString(),
    deleted_at: iso(p.deletedAt),
  };
}

/** Papers as the tables show them: projects, live files and the entries that count (only entriesOf's, when given a user id), in one query. */
export async function serializePapers(db: Db | Tx, rows: PaperRow[], entriesOf?: number): Promise<Paper[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const related = await db
    .select({ id: papers.id, ...paperRelations(entriesOf) })
    .from(papers)
    .where(inArray(papers.id, ids));
  const byId = new Map(related.map((r) => [r.id, r]));
  return rows.map((p) => toApiPaper(p, byId.get(p.id)!));
}

/**
 * A page of the papers table in one prepared statement: the papers, what the table shows beside
 * them and the total (from list_counts when no view, search or training switch applies).
 */
export async function listPapers(
  db: Db,
  query: PapersQuery,
  options: {
    /** The order, already checked against the sortable columns. */
    order: SQL[];
    /** The condition of a view of the table (query.filter). */
    view: SQL | undefined;
    /** Only this user's extractions are shown; undefined: everyone's. */
    entriesOf: number | undefined;
  },
): Promise<{ data: Paper[]; total: number }> {
  const { limit, offset } = pagination(query);
  const search = query.searchKey && query.searchKey.length >= PAPER_LIMITS.searchKeyMin ? likePattern(query.searchKey) : undefined;
  const shape = JSON.stringify([
    'papers',
    query.sortBy ?? '',
    !!query.sortDesc,
    !!query.deletedOnly,
    query.omitDeleted === false,
    !!query.trainingOnly,
    query.filter ?? '',
    !!search,
    options.entriesOf === undefined,
    limit === undefined,
  ]);
  const statement = preparedStatement(db, shape, (name) => {
    const searchCondition = search ? paperSearchPlaceholderCondition() : undefined;
    const filters = where(query.trainingOnly ? eq(papers.isTraining, true) : undefined, options.view, searchCondition);
    const condition = where(deletedCondition(query, papers.deletedAt), filters);
    const total = listTotal('papers', query, filters ? { table: papers, condition } : null);
    // The page's ids first, so the sub-selects run for its rows only, not for every row the offset skips.
    const ids = db.select({ id: papers.id }).from(papers).where(condition).orderBy(...options.order).offset(sql.placeholder('offset'));
    const rows = db
      .select({ paper: papers, ...paperRelations(options.entriesOf === undefined ? undefined : sql.placeholder('entriesOf')), total })
      .from(papers)
      .where(inArray(papers.id, limit === undefined ? ids : ids.limit(sql.placeholder('limit'))))
      .orderBy(...options.order)
      .prepare(name);
    return { rows, total };
  });
  const values = { offset, limit, pattern: search, entriesOf: options.entriesOf };
  const page = await pageAndTotal(db, statement.rows.execute(values), statement.total, values);
  return { total: page.total, data: page.rows.map((row) => toApiPaper(row.paper, row)) };
}

/** The papers search box over names and identifiers, with the pattern as the placeholder 'pattern'. */
function paperSearchPlaceholderCondition(): SQL {
  return filterPlaceholderCondition([papers.name, papers.doi, papers.pmid, papers.pmcid, papers.sourceUrl]);
}

/** DOI, PMID and PMCID are unique among live papers unless the paper is marked a new version. */
export async function assertUniqueIdentifiers(
  tx: Db | Tx,
  paper: { doi?: string | null; pmid?: string | null; pmcid?: string | null; isNewVersion: boolean },
  exceptId?: number,
) {
  if (paper.isNewVersion) return;
  const checks = [
    [papers.doi, paper.doi, PAPER_MESSAGES.doiExists, 'doi'],
    [papers.pmid, paper.pmid, PAPER_MESSAGES.pmidExists, 'pmid'],
    [papers.pmcid, paper.pmcid, PAPER_MESSAGES.pmcidExists, 'pmcid'],
  ] as const;
  for (const [column, value, message, field] of checks) {
    if (!value) continue;
    const [hit] = await tx
      .select({ id: papers.id })
      .from(papers)
      .where(and(eq(column, value), isNull(papers.deletedAt), eq(papers.isNewVersion, false), exceptId === undefined ? undefined : sql`${papers.id} <> ${exceptId}`))
      .limit(1);
    if (hit) throw conflict(message, field);
  }
}

/** The outer paper of a correlated subquery; drizzle leaves out the table name in single-table queries, which would bind to the inner table. */
export const OUTER_PAPER_ID = sql`"papers"."id"`;

/** Papers with a completed, counted extraction. */
export const hasCompletedEntry = () =>
  sql`exists (select 1 from ${dataEntries} de join ${users} u on u.id = de.user_id where de.paper_id = ${OUTER_PAPER_ID} and de.is_training = false and de.completed_at is not null and ${byExtractionUser(sql`de.user_id`)})`;
/** Papers with an unfinished, counted extraction by a live user. */
export const hasOpenEntry = () =>
  sql`exists (select 1 from ${dataEntries} de join ${users} u on u.id = de.user_id where de.paper_id = ${OUTER_PAPER_ID} and de.is_training = false and de.completed_at is null and u.deleted_at is null and ${byExtractionUser(sql`de.user_id`)})`;
export const hasFinishedQc = () => sql`exists (select 1 from ${qualityControl} qc where qc.paper_id = ${OUTER_PAPER_ID} and qc.done = true)`;
