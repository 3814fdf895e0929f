import type { PapersTableMode } from '../screens/Papers/paperRows';

/** A row's work, as the table hands it over. */
export interface WorkTarget {
  paperUuid: string;
  /** The user's unfinished entry of the paper, to resume; null to start a new one. */
  openEntryUuid: string | null;
  /** For quality control: the completed extraction to review (the newest one), if any. */
  reviewUuid?: string | null;
}

/** Where starting work goes, and the save id it works on. */
export interface WorkDestination {
  path: string;
  /** The saved data entry opened: the resumed one, a new one, or the one reviewed in quality control. */
  sdeUuid: string | null;
  training: boolean;
}

/**
 * Starting data entry (spec 2, section 4) reuses the user's open unfinished entry, otherwise it takes
 * a new uuid; the entry exists on the server from its first save. Training opens the same screen
 * under /data-entry-training. Quality control opens /quality-control, which reads the selection.
 */
export function workDestination(mode: Exclude<PapersTableMode, 'papers'>, target: WorkTarget, newUuid: () => string = () => crypto.randomUUID()): WorkDestination {
  if (mode === 'qc') return { path: '/quality-control', sdeUuid: target.reviewUuid ?? null, training: false };
  const sdeUuid = target.openEntryUuid ?? newUuid();
  const base = mode === 'training' ? '/data-entry-training' : '/data-entry';
  return { path: `${base}/${encodeURIComponent(target.paperUuid)}/${encodeURIComponent(sdeUuid)}`, sdeUuid, training: mode === 'training' };
}
