import { useCallback, useState, useSyncExternalStore } from 'react';

/** Below this window width the drawer covers the page instead of sitting beside it. */
export const NARROW_SHELL_MAX_WIDTH = 899;

/** The media query of a narrow window. */
export const NARROW_SHELL_QUERY = `(max-width: ${NARROW_SHELL_MAX_WIDTH}px)`;

/** How the drawer sits: beside the page ('docked') or over it ('overlay'). */
export const navigationModes = ['docked', 'overlay'] as const;
export type NavigationMode = (typeof navigationModes)[number];

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Whether the window matches a media query, kept up to date as the window is resized. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}

/** Where the drawer's open state on workspace pages is kept in the browser. */
export const WORKSPACE_NAVIGATION_KEY = 'sourcebench.navigation.workspace-open';

function readStored(key: string): boolean | null {
  try {
    const value = window.localStorage.getItem(key);
    return value === null ? null : value === 'true';
  } catch {
    return null;
  }
}

function writeStored(key: string, isOpen: boolean): void {
  try {
    window.localStorage.setItem(key, String(isOpen));
  } catch {
    // A browser that keeps nothing keeps the default.
  }
}

export interface ShellNavigationOptions {
  /**
   * A page that wants the whole window (the editor on the data-entry and training routes): on a wide window the
   * drawer starts closed there, and the user's choice is kept in this browser for the next such page.
   * @default false
   */
  isWorkspace?: boolean;
}

export interface ShellNavigation {
  /** 'overlay' on a narrow window, 'docked' on a wide one. */
  navigationMode: NavigationMode;
  isNavigationOpen: boolean;
  setNavigationOpen: (isOpen: boolean) => void;
  toggleNavigation: () => void;
}

/**
 * The drawer's state for AppHeader's toggle and AppShell: open beside the page on wide windows, closed on narrow
 * ones, where it opens over the page. Crossing the width limit returns to that width's default, so a window made
 * narrow does not keep a drawer open over its content. Workspace pages start with it closed (see isWorkspace).
 */
export function useShellNavigation(query: string = NARROW_SHELL_QUERY, { isWorkspace = false }: ShellNavigationOptions = {}): ShellNavigation {
  const isNarrow = useMediaQuery(query);
  const [chosen, setChosen] = useState<{ isNarrow: boolean; isWorkspace: boolean; isOpen: boolean } | null>(null);
  const remembered = isWorkspace && !isNarrow;
  const fallback = isNarrow ? false : remembered ? (readStored(WORKSPACE_NAVIGATION_KEY) ?? false) : true;
  const isNavigationOpen = chosen && chosen.isNarrow === isNarrow && chosen.isWorkspace === isWorkspace ? chosen.isOpen : fallback;
  const setNavigationOpen = useCallback(
    (isOpen: boolean) => {
      if (remembered) writeStored(WORKSPACE_NAVIGATION_KEY, isOpen);
      setChosen({ isNarrow, isWorkspace, isOpen });
    },
    [isNarrow, isWorkspace, remembered],
  );
  const toggleNavigation = useCallback(() => setNavigationOpen(!isNavigationOpen), [setNavigationOpen, isNavigationOpen]);
  return { navigationMode: isNarrow ? 'overlay' : 'docked', isNavigationOpen, setNavigationOpen, toggleNavigation };
}
