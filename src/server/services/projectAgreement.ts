import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ProjectAgreement } from '../../api/agreement';
import { combinePaperAgreements, paperAgreement, type AgreementPaperInput, type PaperAgreementResult } from '../../app/qualityControl/projectAgreement';
import { DEFAULT_TOLERANCE } from '../../app/qualityControl/dualExtraction';
import { reconciledMarkOf } from '../../app/qualityControl/reconciledMark';
import type { Db } from '../db';
import { papers, projectPapers, users } from '../db/schema';
import { dataEntries, qualityControl } from '../db/schema-papers';
import { currentDocuments } from './extractionHistory';
import { byExtractionUser, documentToProject } from './extractions';

/** An entry some QC record of its own owner names as the reconciled extraction of a review. */
const isReconciledEntry = sql`exists (select 1 from ${qualityControl} qc where qc.paper_id = ${dataEntries.paperId} and qc.user_id = ${dataEntries.userId} and qc.entry_data->'data'->>'reconciledUuid' = ${dataEntries.uuid}::text)`;

/**
 * Each paper's agreement, keyed by what decides it: the tolerance and each extraction's row,
 * version, reader and completion time. A newer save (here or in another process) is a miss, never
 * a stale hit; the paper's name is applied afresh on every answer. Bounded; the oldest go first.
 */
class PaperAgreementCache {
  private readonly entries = new Map<string, PaperAgreementResult>();
  constructor(private readonly capacity: number) {}

  get(key: string): PaperAgreementResult | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: PaperAgreementResult) {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

const paperCache = new PaperAgreementCache(Number(process.env.AGREEMENT_CACHE_PAPERS ?? 20_000));

/** A cached paper's agreement under its current name. */
function named(result: PaperAgreementResult, name: string): PaperAgreementResult {
  if (result.row.name === name) return result;
  return { ...result, row: { ...result.row, name }, disagreements: result.disagreements.map((d) => ({ ...d, paper: name })) };
}

/** How long each part of an answer took, in milliseconds (for the Server-Timing header). */
export interface AgreementTimings {
  query: number;
  documents: number;
  compare: number;
  /** Papers answered from the cache, and papers compared afresh. */
  cached: number;
  compared: number;
}

/**
 * The agreement of a project's papers, from the current versions of their completed extractions:
 * those of extraction users, neither training entries nor on training papers, and not reconciled
 * extractions (named so by a QC record, or marked so in their document). Papers with fewer than two
 * such extractions are left out before any document is read; papers whose extractions have not
 * changed since an earlier answer are not read again.
 */
export async function loadProjectAgreement(db: Db, project: { id: number; uuid: string; name: string }, tolerance = DEFAULT_TOLERANCE): Promise<{ agreement: ProjectAgreement; timings: AgreementTimings }> {
  let started = performance.now();
  const rows = await db
    .select({ id: dataEntries.id, uuid: dataEntries.uuid, version: dataEntries.version, completedAt: dataEntries.completedAt, paperId: papers.id, paperUuid: papers.uuid, paperName: papers.name, email: users.email })
    .from(projectPapers)
    .innerJoin(papers, and(eq(papers.id, projectPapers.paperId), isNull(papers.deletedAt), eq(papers.isTraining, false)))
    .innerJoin(dataEntries, eq(dataEntries.paperId, papers.id))
    .innerJoin(users, eq(users.id, dataEntries.userId))
    .where(and(eq(projectPapers.projectId, project.id), eq(dataEntries.isTraining, false), isNotNull(dataEntries.completedAt), byExtractionUser(dataEntries.userId), sql`not ${isReconciledEntry}`))
    .orderBy(asc(papers.id), asc(dataEntries.completedAt), asc(dataEntries.id));
  const byPaper = new Map<number, typeof rows>();
  for (const row of rows) byPaper.set(row.paperId, [...(byPaper.get(row.paperId) ?? []), row]);
  const results: PaperAgreementResult[] = [];
  const misses: { key: string; entries: typeof rows }[] = [];
  for (const entries of byPaper.values()) {
    if (entries.length < 2) continue;
    const key = JSON.stringify([tolerance, entries.map((e) => [e.id, e.version, e.email, e.completedAt!.toISOString()])]);
    const hit = paperCache.get(key);
    if (!hit) misses.push({ key, entries });
    else if (hit.row.readers.length >= 2) results.push(named(hit, entries[0]!.paperName));
  }
  const timings: AgreementTimings = { query: performance.now() - started, documents: 0, compare: 0, cached: results.length, compared: misses.length };

  started = performance.now();
  const documents = await currentDocuments(
    db,
    misses.flatMap(({ entries }) => entries.map(({ id, version }) => ({ id, version }))),
  );
  timings.documents = performance.now() - started;

  started = performance.now();
  for (const { key, entries } of misses) {
    const input = paperInput(entries, documents);
    const result = paperAgreement(input, tolerance);
    // A paper that could not be read is tried again next time.
    if (!input.error) paperCache.set(key, result);
    if (input.error || input.extractions.length >= 2) results.push(result);
  }
  const agreement = combinePaperAgreements({ uuid: project.uuid, name: project.name }, results, tolerance);
  timings.compare = performance.now() - started;
  return { agreement, timings };
}

/** A paper's extractions as the comparison takes them; a reconciled one its owner's QC record no longer names is still known by its mark. */
function paperInput(entries: { id: number; uuid: string; email: string; completedAt: Date | null; paperUuid: string; paperName: string }[], documents: Awaited<ReturnType<typeof currentDocuments>>): AgreementPaperInput {
  const { paperUuid: uuid, paperName: name } = entries[0]!;
  const extractions: AgreementPaperInput['extractions'] = [];
  for (const entry of entries) {
    const read = documents.get(entry.id);
    if (!read || 'error' in read) return { uuid, name, extractions: [], error: `${entry.email}: ${read && 'error' in read ? read.error : 'not found'}` };
    if (reconciledMarkOf(read.document)) continue;
    try {
      extractions.push({ uuid: entry.uuid, email: entry.email, completedAt: entry.completedAt!.toISOString(), project: documentToProject(read.document) });
    } catch (error) {
      return { uuid, name, extractions: [], error: `${entry.email}: ${error instanceof Error ? error.message : String(error)}` };
    }
  }
  return { uuid, name, extractions };
}
