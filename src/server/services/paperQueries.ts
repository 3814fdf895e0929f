import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DataEntrySummary, Paper, PaperFile } from '../../api/papers';
import { PAPER_MESSAGES } from '../../api/papers';
import type { Db, Tx } from '../db';
import { papers, projectPapers, projects, roles, userRoles, users } from '../db/schema';
import { dataEntries, files, qualityControl } from '../db/schema-papers';
import { conflict } from '../http';
import { iso } from './lists';
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

/** Summaries of entries with their users (e-mail and role slugs), without documents. */
export async function entrySummaries(db: Db | Tx, condition: SQL | undefined): Promise<(DataEntrySummary & { paperId: number })[]> {
  const rows = await db
    .select({ entry: dataEntries, user: { id: users.id, uuid: users.uuid, email: users.email, deletedAt: users.deletedAt } })
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

/** Papers as the tables show them: projects, live files and the entries that count (only entriesOf's, when given a user id). */
export async function serializePapers(db: Db | Tx, rows: PaperRow[], entriesOf?: number): Promise<Paper[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [projectRows, fileRows, entries] = await Promise.all([
    projectsOfPapers(db, ids),
    db
      .select()
      .from(files)
      .where(and(inArray(files.paperId, ids), isNull(files.deletedAt)))
      .orderBy(asc(files.id)),
    entrySummaries(db, and(inArray(dataEntries.paperId, ids), countingEntries(), entriesOf === undefined ? undefined : eq(dataEntries.userId, entriesOf))),
  ]);
  return rows.map((p) => ({
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
    projects: projectRows.filter((r) => r.paperId === p.id).map(({ uuid, name }) => ({ uuid, name })),
    files: fileRows.filter((f) => f.paperId === p.id).map(serializeFile),
    dataEntries: entries.filter((e) => e.paperId === p.id).map(({ paperId: _p, ...e }) => e),
    created_at: p.createdAt.toISOString(),
    deleted_at: iso(p.deletedAt),
  }));
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
