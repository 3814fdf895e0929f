import useSWR from 'swr';
import type { PaperDetail } from '../../api/papers';
import type { PapersClient } from '../../api/papersClient';
import { reconciledMarkOf } from '../qualityControl/reconciledMark';

const once = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/** A completed extraction of the paper with its saved document. */
export interface CompletedExtraction {
  uuid: string;
  email: string;
  completedAt: string;
  /** The saved version read. */
  version: number;
  document: unknown;
  /** A reconciled extraction saved by quality control (its document says so). */
  isReconciled: boolean;
}

/**
 * The paper under quality control: its files (inline when small), the reviewed extraction's saved
 * data and the reviewer's QC record (qcData). Loaded once per visit: a refetch must not replace a review.
 */
export function useQcPaper(papersApi: PapersClient, paperUuid: string | null, sdeUuid: string | null) {
  return useSWR<PaperDetail, unknown>(
    paperUuid ? ['qcPaper', paperUuid, sdeUuid] : null,
    () => papersApi.getPaper(paperUuid!, { ...(sdeUuid ? { saveUUID: sdeUuid } : {}), includeFileData: 'true' }),
    once,
  );
}

/** Completed, non-training extractions of the paper, newest first. */
export function completedOf(paper: PaperDetail | undefined) {
  return (paper?.dataEntries ?? [])
    .filter((e) => e.completed_at && !e.is_training)
    .sort((a, b) => (b.completed_at ?? '').localeCompare(a.completed_at ?? ''));
}

/** The documents of the paper's completed extractions (GET /papers/{uuid} with each saveUUID), newest first. */
export function useCompletedExtractions(papersApi: PapersClient, paper: PaperDetail | undefined) {
  const completed = completedOf(paper);
  return useSWR<CompletedExtraction[], unknown>(
    paper ? ['qcExtractions', paper.uuid, ...completed.map((e) => `${e.uuid}@${e.version}`)] : null,
    () =>
      Promise.all(
        completed.map(async (e) => {
          const detail = await papersApi.getPaper(paper!.uuid, { saveUUID: e.uuid });
          const document = detail.saveData?.data ?? {};
          return { uuid: e.uuid, email: e.user.email, completedAt: e.completed_at!, version: e.version, document, isReconciled: reconciledMarkOf(document) !== null };
        }),
      ),
    once,
  );
}
