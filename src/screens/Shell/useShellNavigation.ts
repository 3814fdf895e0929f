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
 * narrow does not keep a drawer open over its content.
 */
export function useShellNavigation(query: string = NARROW_SHELL_QUERY): ShellNavigation {
  const isNarrow = useMediaQuery(query);
  const [chosen, setChosen] = useState<{ isNarrow: boolean; isOpen: boolean } | null>(null);
  const isNavigationOpen = chosen && chosen.isNarrow === isNarrow ? chosen.isOpen : !isNarrow;
  const setNavigationOpen = useCallback((isOpen: boolean) => setChosen({ isNarrow, isOpen }), [isNarrow]);
  const toggleNavigation = useCallback(() => setChosen({ isNarrow, isOpen: !isNavigationOpen }), [isNarrow, isNavigationOpen]);
  return { navigationMode: isNarrow ? 'overlay' : 'docked', isNavigationOpen, setNavigationOpen, toggleNavigation };
}
