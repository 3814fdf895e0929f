import useSWR from 'swr';
import type { DataEntrySummary, PaperDetail } from '../../api/papers';
import type { PapersClient } from '../../api/papersClient';
import { EditorError } from '../../editor/core/errors';
import type { Project } from '../../editor/core/model/types';
import { loadAnyProject } from '../../editor/core/project';
import type { DigitizerFile } from '../../editor/Digitizer';
import { base64ToBytes } from './dataEntry';

/** What the data viewer shows: the paper, its files, and the extraction's document. */
export interface DataViewerData {
  paper: PaperDetail;
  /** The extraction shown (resolved when the address named only the paper or only the entry). */
  sdeUuid: string;
  entry: DataEntrySummary | undefined;
  /** Null when the extraction holds no document yet. */
  project: Project | null;
  files: DigitizerFile[];
}

/** The extraction a paper-only address opens: the paper's most recently completed validated one. */
export function latestValidatedEntry(entries: readonly DataEntrySummary[]): DataEntrySummary | undefined {
  return entries
    .filter((e) => e.is_validated && e.completed_at !== null && !e.is_training)
    .sort((a, b) => (b.completed_at ?? '').localeCompare(a.completed_at ?? ''))[0];
}

const isEmptyDocument = (data: unknown) =>
  data === null || data === undefined || (typeof data === 'object' && !Array.isArray(data) && Object.keys(data).length === 0);

/** The saved document as the editor's project; an unreadable one says why, as the downloads do. */
export function documentProject(data: unknown): Project | null {
  if (isEmptyDocument(data)) return null;
  try {
    return loadAnyProject(structuredClone(data));
  } catch (error) {
    if (error instanceof EditorError) throw new Error(`Format Error: ${error.message}`);
    throw error;
  }
}

/** Loads what the data viewer needs; either uuid may be missing, not both. */
export async function loadDataViewer(papersApi: PapersClient, paperUuid: string | null, sdeUuid: string | null): Promise<DataViewerData> {
  let paperId = paperUuid;
  let entryId = sdeUuid;
  if (!paperId && entryId) paperId = (await papersApi.getDataEntry(entryId)).paper.uuid;
  if (!paperId) throw new Error('No paper or extraction given');
  if (!entryId) {
    const summary = await papersApi.getPaper(paperId);
    entryId = latestValidatedEntry(summary.dataEntries)?.uuid ?? null;
    if (!entryId) throw new Error('The paper has no validated extraction to show');
  }
  const paper = await papersApi.getPaper(paperId, { saveUUID: entryId, includeFileData: 'true' });
  // Asked for an entry that does not exist, the server answers with the user's own open one: not this.
  if (paper.saveData?.uuid !== entryId) throw new Error(`The extraction ${entryId} was not found for this paper`);
  const files = await Promise.all(
    paper.fileData.map(async (f) => ({
      id: f.uuid,
      name: f.name,
      type: f.type,
      data: f.data !== undefined ? base64ToBytes(f.data) : (await papersApi.downloadFile(f.uuid)).blob,
    })),
  );
  return {
    paper,
    sdeUuid: entryId,
    entry: paper.dataEntries.find((e) => e.uuid === entryId),
    project: documentProject(paper.saveData.data),
    files,
  };
}

/** The data viewer's load for an address; nothing is asked without a uuid. */
export function useDataViewer(papersApi: PapersClient, paperUuid: string | null, sdeUuid: string | null) {
  return useSWR<DataViewerData, unknown>(
    paperUuid || sdeUuid ? ['dataViewer', paperUuid, sdeUuid] : null,
    () => loadDataViewer(papersApi, paperUuid, sdeUuid),
    { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
}
