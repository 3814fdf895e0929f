import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ProjectAgreement } from '../../api/agreement';
import { projectAgreement, type AgreementPaperInput } from '../../app/qualityControl/projectAgreement';
import { reconciledMarkOf } from '../../app/qualityControl/reconciledMark';
import type { Db } from '../db';
import { papers, projectPapers, users } from '../db/schema';
import { dataEntries, qualityControl } from '../db/schema-papers';
import { currentDocuments } from './extractionHistory';
import { byExtractionUser, documentToProject } from './extractions';

/** An entry some QC record of its own owner names as the reconciled extraction of a review. */
const isReconciledEntry = sql`exists (select 1 from ${qualityControl} qc where qc.paper_id = ${dataEntries.paperId} and qc.user_id = ${dataEntries.userId} and qc.entry_data->'data'->>'reconciledUuid' = ${dataEntries.uuid}::text)`;

/**
 * The agreement of a project's papers, from the current versions of their completed extractions:
 * those of extraction users, neither training entries nor on training papers, and not reconciled
 * extractions (named so by a QC record, or marked so in their document). Papers with fewer than two
 * such extractions are left out before any document is read.
 */
export async function loadProjectAgreement(db: Db, project: { id: number; uuid: string; name: string }, tolerance?: number): Promise<ProjectAgreement> {
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
  const dual = [...byPaper.values()].filter((entries) => entries.length >= 2);
  const documents = await currentDocuments(
    db,
    dual.flatMap((entries) => entries.map(({ id, version }) => ({ id, version }))),
  );
  const inputs: AgreementPaperInput[] = dual.map((entries) => {
    const { paperUuid: uuid, paperName: name } = entries[0]!;
    const extractions: AgreementPaperInput['extractions'] = [];
    for (const entry of entries) {
      const read = documents.get(entry.id);
      if (!read || 'error' in read) return { uuid, name, extractions: [], error: `${entry.email}: ${read && 'error' in read ? read.error : 'not found'}` };
      // A reconciled extraction its owner's QC record no longer names is still known by its mark.
      if (reconciledMarkOf(read.document)) continue;
      try {
        extractions.push({ uuid: entry.uuid, email: entry.email, completedAt: entry.completedAt!.toISOString(), project: documentToProject(read.document) });
      } catch (error) {
        return { uuid, name, extractions: [], error: `${entry.email}: ${error instanceof Error ? error.message : String(error)}` };
      }
    }
    return { uuid, name, extractions };
  });
  return projectAgreement({ uuid: project.uuid, name: project.name }, inputs, tolerance === undefined ? {} : { tolerance });
}
