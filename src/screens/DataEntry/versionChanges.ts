import { createContext, useContext } from 'react';
import type { DatasetChanges } from '../../editor/core/history/versionDiff';

/** The changes since an earlier version viewed read-only from the history; null while the extraction itself is shown. */
export const VersionChangesContext = createContext<readonly DatasetChanges[] | null>(null);

/**
 * What changed since the version viewed, by the index of the point in that version: 'moved',
 * 'deleted', 'retagged' or 'moved, retagged'; undefined while no version is viewed.
 */
export function useChangedRows(dataset: string, file: number, page: number): ReadonlyMap<number, string> | undefined {
  const changes = useContext(VersionChangesContext);
  if (!changes) return undefined;
  const notes = new Map<number, string[]>();
  const note = (index: number, what: string) => notes.set(index, [...(notes.get(index) ?? []), what]);
  for (const d of changes) {
    if (d.name !== dataset || d.file !== file || d.page !== page) continue;
    for (const m of d.moved) note(m.from.index, 'moved');
    for (const p of d.deleted) note(p.index, 'deleted');
    for (const m of d.retagged) note(m.from.index, 'retagged');
  }
  return new Map([...notes].map(([index, what]) => [index, what.join(', ')]));
}
