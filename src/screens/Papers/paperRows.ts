import type { z } from 'zod';
import type { DataEntrySummary, Paper, queueItemSchema } from '../../api/papers';

/** A paper as the extraction queue lists it: no files or entries, but the user's open entry to resume. */
export type QueueItem = z.infer<typeof queueItemSchema>;

/** What the papers table lists: papers from GET /papers, or items of GET /papers/extraction-queue. */
export type PapersTableItem = Paper | QueueItem;

/** Which table a screen shows (spec 2: papers table, work queue, training queue, quality-control queue). */
export const papersTableModes = ['papers', 'queue', 'training', 'qc'] as const;
export type PapersTableMode = (typeof papersTableModes)[number];

/** Rows per page: 10 in the papers table, 50 in the queues (spec 2, section 9). */
export const PAPERS_PAGE_SIZE = 10;
export const QUEUE_PAGE_SIZE = 50;

export function pageSizeOf(mode: PapersTableMode): number {
  return mode === 'papers' ? PAPERS_PAGE_SIZE : QUEUE_PAGE_SIZE;
}

/** The search box applies from 2 characters, 500 ms after the last keystroke. */
export const PAPER_SEARCH_MIN_LENGTH = 2;
export const PAPER_SEARCH_DEBOUNCE_MS = 500;

export function isQueueItem(item: PapersTableItem): item is QueueItem {
  return 'fileCount' in item;
}

/** The user's own unfinished entry of a paper (the newest one, as the server resumes it), or null. */
export function openEntryOf(entries: readonly DataEntrySummary[], userUuid: string | null | undefined): DataEntrySummary | null {
  if (!userUuid) return null;
  let newest: DataEntrySummary | null = null;
  for (const entry of entries) {
    if (entry.user.uuid !== userUuid || entry.completed_at !== null || entry.is_training) continue;
    if (!newest || entry.updated_at > newest.updated_at) newest = entry;
  }
  return newest;
}

/** Where the user stands with one paper: an unfinished entry to resume, and whether they completed one. */
export interface PaperWork {
  /** The user's unfinished entry to continue; null to start a new one. */
  openEntryUuid: string | null;
  /** The user has completed an extraction of this paper. */
  completedByUser: boolean;
}

/**
 * The user's work on a row. Queue items say it themselves (sdeUUID); papers list the entries the
 * server counts (spec 2, section 4: entries of extraction roles, in progress only while the user is live).
 */
export function workOf(item: PapersTableItem, userUuid: string | null | undefined): PaperWork {
  if (isQueueItem(item)) return { openEntryUuid: item.sdeUUID, completedByUser: false };
  return {
    openEntryUuid: openEntryOf(item.dataEntries, userUuid)?.uuid ?? null,
    completedByUser: Boolean(userUuid) && item.dataEntries.some((e) => e.user.uuid === userUuid && e.completed_at !== null && !e.is_training),
  };
}

/** Completed extractions of a paper that the user may see (what quality control reviews). */
export function completedEntries(item: PapersTableItem): DataEntrySummary[] {
  if (isQueueItem(item)) return [];
  return item.dataEntries.filter((e) => e.completed_at !== null && !e.is_training);
}

export const UNNAMED_PAPER = 'Unnamed paper';

/** How buttons and confirmations name a paper: its name, else its first identifier, else 'Unnamed paper'. */
export function paperLabel(item: Pick<PapersTableItem, 'name' | 'doi' | 'pmid' | 'pmcid'>): string {
  const name = item.name.trim();
  if (name) return name;
  if (item.doi) return `DOI ${item.doi}`;
  if (item.pmid) return `PMID ${item.pmid}`;
  if (item.pmcid) return `PMCID ${item.pmcid}`;
  return UNNAMED_PAPER;
}
