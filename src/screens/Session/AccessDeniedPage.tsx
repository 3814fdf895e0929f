import { useId } from 'react';
import { ShieldX } from 'lucide-react';
import { Link } from '../../ui';
import * as styles from './Session.css';

export interface AccessDeniedPageProps {
  /** Where 'Return to home page' leads. @default '/home/dashboard' */
  homeHref?: string;
}

/** Shown when the route guard finds the user lacks a permission the page needs. */
export function AccessDeniedPage({ homeHref = '/home/dashboard' }: AccessDeniedPageProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <ShieldX className={styles.pageIcon} size={48} aria-hidden="true" />
      <h1 id={titleId} className={styles.pageTitle}>
        You do not have permission to view this page.
      </h1>
      <Link variant="standalone" href={homeHref}>
        Return to home page
      </Link>
    </section>
  );
}
