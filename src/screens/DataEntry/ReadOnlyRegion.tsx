import type { ReactNode } from 'react';
import * as styles from './ReadOnlyRegion.css';

export interface ReadOnlyRegionProps {
  /** Why the content cannot be edited now ('Viewing version 2 — read only'); null while it can. */
  reason: string | null;
  /**
   * 'contents' adds no box (the content lays out as if unwrapped); 'fill' is one flex item that the
   * content fills, for a parent that sizes its children.
   * @default 'contents'
   */
  layout?: 'contents' | 'fill';
  children: ReactNode;
}

/**
 * A part of the workspace that is switched off while an earlier version is viewed: its content is
 * inert (no focus, no clicks) and dimmed, with the reason shown before it (the banner over the figure
 * says it to assistive technology). The wrapper is always there, so switching back keeps the
 * content's state.
 */
export function ReadOnlyRegion({ reason, layout = 'contents', children }: ReadOnlyRegionProps) {
  return (
    <div className={styles[layout]} inert={reason !== null} data-read-only={reason !== null || undefined}>
      {reason ? <p className={styles.note}>{reason}</p> : null}
      {children}
    </div>
  );
}
