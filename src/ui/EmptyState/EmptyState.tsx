import { createElement, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** A decorative icon above the title. */
  icon?: LucideIcon;
  /** What is empty, e.g. 'No API tokens found'. */
  title: string;
  /** What to do about it. */
  description?: ReactNode;
  /** A button or link that fills the emptiness. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** Shown in place of a list or table with nothing in it. */
export function EmptyState({ icon: Icon, title, description, action, headingLevel = 3, className }: EmptyStateProps) {
  return (
    <div className={clsx(styles.root, className)} data-empty-state="">
      {Icon ? (
        <span className={styles.icon}>
          <Icon size={28} aria-hidden="true" />
        </span>
      ) : null}
      {createElement(`h${headingLevel}`, { className: styles.title }, title)}
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
