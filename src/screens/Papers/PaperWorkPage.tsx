import type { ReactNode } from 'react';
import { PapersTable, type PapersTableProps } from './PapersTable';
import * as styles from './PapersTable.css';

export interface PaperWorkPageProps {
  /** The page's heading, as the navigation names it, e.g. 'Source Data Extraction'. */
  title: string;
  /** The table; null when the user may not see it (a failed permission check just hides the queue table). */
  table: PapersTableProps | null;
  /** Dialogs the page owns, e.g. the paper form. */
  children?: ReactNode;
}

/** A page of the paper work: its heading, then the papers table or work queue when the user may see it. */
export function PaperWorkPage({ title, table, children }: PaperWorkPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {table ? <PapersTable {...table} /> : null}
      {children}
    </div>
  );
}
