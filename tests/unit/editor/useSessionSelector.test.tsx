import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addPoint, EditorSession, shallowArrayEqual, shallowEqual, useSessionSelector, useSessionSelectorAfterFrame, type EditorSnapshot } from '../../../src/editor/session';
import { savedDocument } from './session.fixtures';

const toolOf = (s: EditorSnapshot) => s.tool;

describe('useSessionSelector', () => {
  it('renders again when its slice changes, not on other changes of the session', () => {
    const session = new EditorSession({ document: savedDocument(), version: 1 });
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useSessionSelector(session, toolOf);
    });
    expect(result.current).toBe('addPoints');
    const before = renders;
    act(() => void session.edit((ctx) => addPoint(ctx, 'Dataset 1', { x: 1, y: 1 })));
    act(() => session.setSelection({ datasetId: 'Dataset 1', index: 0 }));
    expect(renders).toBe(before);
    act(() => session.setTool('deletePoints'));
    expect(result.current).toBe('deletePoints');
    expect(renders).toBe(before + 1);
  });

  it('keeps the previous value while the equality says the new one is the same', () => {
    const session = new EditorSession({ document: savedDocument(), version: 1 });
    let renders = 0;
    // A new object on every call: only the equality keeps the component from rendering.
    const { result } = renderHook(() => {
      renders++;
      return useSessionSelector(session, (s) => ({ file: s.file, page: s.page }), shallowEqual);
    });
    const first = result.current;
    const before = renders;
    act(() => session.setTool('deletePoints'));
    act(() => void session.edit((ctx) => addPoint(ctx, 'Dataset 1', { x: 2, y: 2 })));
    expect(result.current).toBe(first);
    expect(renders).toBe(before);
    act(() => session.setLocation(0, 2));
    expect(result.current).toEqual({ file: 0, page: 2 });
    expect(renders).toBe(before + 1);
  });

  it('reads a slice of the live document after an edit in place, with the revision to tell', () => {
    const session = new EditorSession({ document: savedDocument(), version: 1 });
    const count = (s: EditorSnapshot) => s.document.pages.flatMap((p) => p.datasets).reduce((n, d) => n + d.points.length, 0);
    const { result } = renderHook(() => useSessionSelector(session, count));
    const start = result.current;
    act(() => void session.edit((ctx) => addPoint(ctx, 'Dataset 1', { x: 3, y: 3 })));
    expect(result.current).toBe(start + 1);
    act(() => void session.undo());
    expect(result.current).toBe(start);
  });

  it('reads again with a new selector given on the next render', () => {
    const session = new EditorSession({ document: savedDocument(), version: 1 });
    const { result, rerender } = renderHook(({ pick }) => useSessionSelector(session, (s) => (pick === 'tool' ? s.tool : String(s.page))), {
      initialProps: { pick: 'tool' as 'tool' | 'page' },
    });
    expect(result.current).toBe('addPoints');
    rerender({ pick: 'page' });
    expect(result.current).toBe(String(session.getSnapshot().page));
  });
});

describe('useSessionSelectorAfterFrame', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => vi.useRealTimers());

  const pointCount = (s: EditorSnapshot) => s.document.pages.flatMap((p) => p.datasets).reduce((n, d) => n + d.points.length, 0);

  it('takes the change once the frame that shows it has been drawn, one render for several changes', () => {
    const session = new EditorSession({ document: savedDocument(), version: 1 });
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useSessionSelectorAfterFrame(session, pointCount);
    });
    const start = result.current;
    const before = renders;
    act(() => {
      session.edit((ctx) => addPoint(ctx, 'Dataset 1', { x: 1, y: 1 }));
      session.edit((ctx) => addPoint(ctx, 'Dataset 1', { x: 2, y: 2 }));
    });
    // Not in the event that made the change: the frame goes out first.
    expect(result.current).toBe(start);
    expect(renders).toBe(before);
    act(() => void vi.advanceTimersToNextFrame());
    expect(result.current).toBe(start);
    act(() => void vi.runOnlyPendingTimers());
    expect(result.current).toBe(start + 2);
    expect(renders).toBe(before + 1);
  });

  it('does not render when the slice taken is equal to the one shown', () => {
    const session = new EditorSession({ document: savedDocument(), version: 1 });
    let renders = 0;
    renderHook(() => {
      renders++;
      return useSessionSelectorAfterFrame(session, (s) => ({ file: s.file }), shallowEqual);
    });
    const before = renders;
    act(() => session.setTool('deletePoints'));
    act(() => void vi.advanceTimersToNextFrame());
    act(() => void vi.runOnlyPendingTimers());
    expect(renders).toBe(before);
  });

  it('takes nothing after unmounting', () => {
    const session = new EditorSession({ document: savedDocument(), version: 1 });
    const { unmount } = renderHook(() => useSessionSelectorAfterFrame(session, pointCount));
    act(() => void session.edit((ctx) => addPoint(ctx, 'Dataset 1', { x: 1, y: 1 })));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('shallow equalities', () => {
  it('compare arrays item by item and objects key by key', () => {
    const a = { n: 1 };
    expect(shallowArrayEqual([a, 2], [a, 2])).toBe(true);
    expect(shallowArrayEqual([a, 2], [{ n: 1 }, 2])).toBe(false);
    expect(shallowArrayEqual([1], [1, 2])).toBe(false);
    expect(shallowEqual({ a, b: 'x' }, { a, b: 'x' })).toBe(true);
    expect(shallowEqual<Record<string, unknown>>({ a }, { a, b: undefined })).toBe(false);
    expect(shallowEqual({ a }, { a: { n: 1 } })).toBe(false);
  });
});
