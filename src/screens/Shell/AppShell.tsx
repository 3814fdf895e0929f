import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import type { NavigationMode } from './useShellNavigation';
import * as styles from './Shell.css';

export interface AppShellProps {
  /** The header, usually an AppHeader; it renders the banner landmark. */
  header: ReactNode;
  /** The navigation drawer, which renders the navigation landmark; omitted when logged out. */
  navigation?: ReactNode;
  /** Whether the drawer is shown. @default true */
  isNavigationOpen?: boolean;
  /**
   * 'docked': the drawer sits beside the page. 'overlay' (narrow windows): it covers the page; Escape, a click
   * on the page behind it or choosing an entry closes it. @default 'docked'
   */
  navigationMode?: NavigationMode;
  /** Called when the shell closes the drawer in overlay mode. */
  onNavigationOpenChange?: (isOpen: boolean) => void;
  /** Page-wide notices between the header and the page, e.g. the cookie banner. */
  notice?: ReactNode;
  /** The current page. */
  children: ReactNode;
  /** Overlays that belong to the whole application: session timeout, login, notifications. */
  overlays?: ReactNode;
  /** id of the main region, the skip link's target. @default 'main-content' */
  mainId?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The application frame: header, navigation drawer and the main region, with a skip link to the page. */
export function AppShell({
  header,
  navigation,
  isNavigationOpen = true,
  navigationMode = 'docked',
  onNavigationOpenChange,
  notice,
  children,
  overlays,
  mainId = 'main-content',
}: AppShellProps) {
  const shellRef = useRef<HTMLDivElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const isOverlayOpen = Boolean(navigation) && isNavigationOpen && navigationMode === 'overlay';

  const onOpenChange = useRef(onNavigationOpenChange);
  useEffect(() => {
    onOpenChange.current = onNavigationOpenChange;
  });

  // The drawer over the page takes focus when it opens, as a menu would; Escape hands it back to the toggle.
  useEffect(() => {
    if (!isOverlayOpen) return;
    drawerRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog or popover that handled Escape itself has marked it.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      const hadFocus = drawerRef.current?.contains(document.activeElement) ?? false;
      onOpenChange.current?.(false);
      if (hadFocus) shellRef.current?.querySelector<HTMLElement>('[data-navigation-toggle]')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOverlayOpen]);

  // Choosing an entry leaves the page free to read; a group's expand button keeps the drawer open.
  const closeOnEntry = (event: MouseEvent<HTMLDivElement>) => {
    if (isOverlayOpen && (event.target as Element).closest('a[href]')) onNavigationOpenChange?.(false);
  };

  return (
    <div ref={shellRef} className={styles.shell}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        Skip to main content
      </a>
      {header}
      {notice}
      <div className={styles.body}>
        {navigation && isNavigationOpen ? (
          <div
            ref={drawerRef}
            className={navigationMode === 'overlay' ? styles.navigationOverlay : styles.navigation}
            data-navigation-mode={navigationMode}
            onClickCapture={closeOnEntry}
          >
            {navigation}
          </div>
        ) : null}
        {isOverlayOpen ? <div className={styles.scrim} aria-hidden="true" data-navigation-scrim="" onClick={() => onNavigationOpenChange?.(false)} /> : null}
        {/* Focusable so the skip link moves keyboard focus, not just the scroll position. */}
        <main id={mainId} className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
      {overlays}
    </div>
  );
}
