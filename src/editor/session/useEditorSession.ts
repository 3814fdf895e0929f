import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { afterNextFrame } from '../../ui/utils/afterNextFrame';
import type { EditorSession, EditorSnapshot } from './EditorSession';

/** The session's current snapshot; the component renders again whenever the session changes. */
export function useEditorSession(session: EditorSession): EditorSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

/**
 * A slice of the session: the component renders again only when the slice changes by `isEqual`
 * (`Object.is` by default), not on every change of the session. The selector may change between
 * renders (it is read again then); the selection is cached per snapshot, so a session change that
 * leaves the slice equal hands back the previous value.
 */
export function useSessionSelector<T>(session: EditorSession, selector: (snapshot: EditorSnapshot) => T, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const cache = useRef<{ snapshot: EditorSnapshot; selector: (snapshot: EditorSnapshot) => T; value: T } | null>(null);
  const select = useCallback(() => {
    const snapshot = session.getSnapshot();
    const last = cache.current;
    if (last && last.snapshot === snapshot && last.selector === selector) return last.value;
    const next = selector(snapshot);
    if (last && isEqual(last.value, next)) {
      cache.current = { snapshot, selector, value: last.value };
      return last.value;
    }
    cache.current = { snapshot, selector, value: next };
    return next;
  }, [session, selector, isEqual]);
  return useSyncExternalStore(session.subscribe, select, select);
}

/**
 * A slice of the session, taken after the frame that shows a change has been drawn: for what may lag
 * a frame behind the canvas (a count or a table row is not worth delaying a point for). Several
 * changes within a frame make one update; an equal slice makes none.
 */
export function useSessionSelectorAfterFrame<T>(session: EditorSession, selector: (snapshot: EditorSnapshot) => T, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const [value, setValue] = useState(() => selector(session.getSnapshot()));
  useEffect(() => {
    let cancel: (() => void) | null = null;
    const take = () => {
      const next = selector(session.getSnapshot());
      setValue((current) => (isEqual(current, next) ? current : next));
    };
    const unsubscribe = session.subscribe(() => {
      cancel ??= afterNextFrame(() => {
        cancel = null;
        take();
      });
    });
    // A change between the first render and the subscription.
    take();
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, [session, selector, isEqual]);
  return value;
}

/** Equal when both arrays hold the same items in the same order (by `Object.is`). */
export function shallowArrayEqual<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/** Equal when both objects have the same keys with the same values (by `Object.is`). */
export function shallowEqual<T extends object>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  const keys = Object.keys(a) as (keyof T)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && Object.is(a[k], b[k]));
}

/** True when a key event comes from a field where Ctrl+Z belongs to the text. */
function isTextInput(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [role="textbox"]') !== null;
}

/**
 * Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes in the session, anywhere in the window
 * except in text fields and dialogs, where the keys belong to what is being typed.
 */
export function useSessionUndoKeys(session: EditorSession): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.defaultPrevented) return;
      const key = e.key.toLowerCase();
      const isUndo = key === 'z' && !e.shiftKey;
      const isRedo = (key === 'z' && e.shiftKey) || (key === 'y' && !e.shiftKey && !e.metaKey);
      if (!isUndo && !isRedo) return;
      if (isTextInput(e.target) || (e.target instanceof Element && e.target.closest('[role="dialog"], [role="alertdialog"]'))) return;
      e.preventDefault();
      if (isUndo) session.undo();
      else session.redo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [session]);
}
