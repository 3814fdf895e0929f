import type { ReactNode } from 'react';
import * as styles from './Shell.css';

export interface AppShellProps {
  /** The header, usually an AppHeader; it renders the banner landmark. */
  header: ReactNode;
  /** The navigation drawer, which renders the navigation landmark; omitted when logged out. */
  navigation?: ReactNode;
  /** Hides the drawer while keeping it mounted elsewhere, e.g. on narrow screens. @default true */
  isNavigationOpen?: boolean;
  /** Page-wide notices between the header and the page, e.g. the cookie banner. */
  notice?: ReactNode;
  /** The current page. */
  children: ReactNode;
  /** Overlays that belong to the whole application: session timeout, login, notifications. */
  overlays?: ReactNode;
  /** id of the main region, the skip link's target. @default 'main-content' */
  mainId?: string;
}

/** The application frame: header, navigation drawer and the main region, with a skip link to the page. */
export function AppShell({ header, navigation, isNavigationOpen = true, notice, children, overlays, mainId = 'main-content' }: AppShellProps) {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        Skip to main content
      </a>
      {header}
      {notice}
      <div className={styles.body}>
        {navigation && isNavigationOpen ? <div className={styles.navigation}>{navigation}</div> : null}
        {/* Focusable so the skip link moves keyboard focus, not just the scroll position. */}
        <main id={mainId} className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
      {overlays}
    </div>
  );
}
