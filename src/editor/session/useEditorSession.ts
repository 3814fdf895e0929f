import { useSyncExternalStore } from 'react';
import type { EditorSession, EditorSnapshot } from './EditorSession';

/** The session's current snapshot; the component renders again whenever the session changes. */
export function useEditorSession(session: EditorSession): EditorSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
