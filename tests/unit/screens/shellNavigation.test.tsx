import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NARROW_SHELL_QUERY, useShellNavigation } from '../../../src/screens/Shell/useShellNavigation';

/** A window whose width can change: matchMedia answers the narrow query by it and tells listeners. */
function fakeWindow(width: number) {
  const listeners = new Set<() => void>();
  const state = { width };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === NARROW_SHELL_QUERY && state.width <= 899;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(next: number) {
      state.width = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useShellNavigation', () => {
  it('opens the drawer beside the page on a wide window', () => {
    fakeWindow(1280);
    const { result } = renderHook(() => useShellNavigation());
    expect(result.current).toMatchObject({ navigationMode: 'docked', isNavigationOpen: true });
    act(() => result.current.toggleNavigation());
    expect(result.current.isNavigationOpen).toBe(false);
  });

  it('starts closed on a narrow window and opens over the page', () => {
    fakeWindow(800);
    const { result } = renderHook(() => useShellNavigation());
    expect(result.current).toMatchObject({ navigationMode: 'overlay', isNavigationOpen: false });
    act(() => result.current.toggleNavigation());
    expect(result.current.isNavigationOpen).toBe(true);
    act(() => result.current.setNavigationOpen(false));
    expect(result.current.isNavigationOpen).toBe(false);
  });

  it('returns to each width’s default when the window crosses 900 px', () => {
    const browser = fakeWindow(1280);
    const { result } = renderHook(() => useShellNavigation());
    act(() => result.current.toggleNavigation());
    expect(result.current.isNavigationOpen).toBe(false);
    browser.resize(800);
    expect(result.current).toMatchObject({ navigationMode: 'overlay', isNavigationOpen: false });
    act(() => result.current.toggleNavigation());
    browser.resize(899);
    expect(result.current.isNavigationOpen).toBe(true);
    browser.resize(900);
    expect(result.current).toMatchObject({ navigationMode: 'docked', isNavigationOpen: true });
  });
});

describe('useShellNavigation on the editor’s pages', () => {
  afterEach(() => window.localStorage.clear());

  it('starts closed on a wide window and remembers the user’s choice for the next such page', () => {
    fakeWindow(1280);
    const first = renderHook(() => useShellNavigation(NARROW_SHELL_QUERY, { isWorkspace: true }));
    expect(first.result.current).toMatchObject({ navigationMode: 'docked', isNavigationOpen: false });
    act(() => first.result.current.toggleNavigation());
    expect(first.result.current.isNavigationOpen).toBe(true);
    first.unmount();
    const second = renderHook(() => useShellNavigation(NARROW_SHELL_QUERY, { isWorkspace: true }));
    expect(second.result.current.isNavigationOpen).toBe(true);
    // Other pages keep their own default.
    const other = renderHook(() => useShellNavigation());
    expect(other.result.current.isNavigationOpen).toBe(true);
  });
});
