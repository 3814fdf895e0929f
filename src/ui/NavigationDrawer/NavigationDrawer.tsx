import type { ReactNode } from 'react';
import { Button as RACButton, Disclosure, DisclosurePanel, Link } from 'react-aria-components';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import * as styles from './NavigationDrawer.css';

/** An entry of the drawer: a link, or a group of links when it has children. */
export interface NavigationEntry {
  id: string;
  label: string;
  /** Where the link goes; the app's RouterProvider turns it into client-side navigation. */
  href?: string;
  icon?: LucideIcon;
  children?: NavigationEntry[];
}

export interface NavigationUser {
  /** e.g. 'JD' */
  initials: string;
  fullName: string;
  email: string;
}

export interface NavigationDrawerProps {
  /** Shown at the top: initials, full name and e-mail. */
  user?: NavigationUser;
  entries: readonly NavigationEntry[];
  /** The `href` of the current page; its entry is marked current and its group starts expanded. */
  currentHref?: string;
  /** Name of the navigation landmark. @default 'Main' */
  'aria-label'?: string;
  /** Extra content at the bottom, e.g. a version note. */
  footer?: ReactNode;
  className?: string;
}

/** The application's side navigation, 275 px wide. */
export function NavigationDrawer({ user, entries, currentHref, 'aria-label': ariaLabel = 'Main', footer, className }: NavigationDrawerProps) {
  return (
    <nav aria-label={ariaLabel} className={clsx(styles.drawer, className)}>
      {user ? (
        <div className={styles.user}>
          <span className={styles.avatar} aria-hidden="true">
            {user.initials}
          </span>
          <span className={styles.userText}>
            <span className={styles.userName}>{user.fullName}</span>
            <span className={styles.userEmail}>{user.email}</span>
          </span>
        </div>
      ) : null}
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.children ? (
              <EntryGroup entry={entry} currentHref={currentHref} />
            ) : (
              <EntryLink entry={entry} currentHref={currentHref} />
            )}
          </li>
        ))}
      </ul>
      {footer}
    </nav>
  );
}

function EntryLink({ entry, currentHref, nested = false }: { entry: NavigationEntry; currentHref?: string; nested?: boolean }) {
  const Icon = entry.icon;
  const isCurrent = entry.href !== undefined && entry.href === currentHref;
  return (
    <Link href={entry.href} aria-current={isCurrent ? 'page' : undefined} className={clsx(styles.entry, nested && styles.nestedEntry)}>
      {Icon ? <Icon className={styles.icon} size={20} aria-hidden="true" /> : null}
      <span className={styles.entryLabel}>{entry.label}</span>
    </Link>
  );
}

function EntryGroup({ entry, currentHref }: { entry: NavigationEntry; currentHref?: string }) {
  const Icon = entry.icon;
  const containsCurrent = entry.children?.some((child) => child.href === currentHref) ?? false;
  return (
    <Disclosure defaultExpanded={containsCurrent}>
      <RACButton slot="trigger" className={styles.groupTrigger}>
        {Icon ? <Icon className={styles.icon} size={20} aria-hidden="true" /> : null}
        <span className={styles.entryLabel}>{entry.label}</span>
        <ChevronDown className={styles.chevron} size={18} aria-hidden="true" />
      </RACButton>
      <DisclosurePanel>
        <ul className={styles.nestedList}>
          {entry.children?.map((child) => (
            <li key={child.id}>
              <EntryLink entry={child} currentHref={currentHref} nested />
            </li>
          ))}
        </ul>
      </DisclosurePanel>
    </Disclosure>
  );
}
