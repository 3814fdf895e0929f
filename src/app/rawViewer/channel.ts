import type { RawTarget } from '../../screens/RawDataViewer/rawDataGroups';

/*
 * The data-entry tab and a raw data viewer opened in a new tab talk over a BroadcastChannel named
 * after the extraction (sde uuid): both are on the same origin, and the viewer is opened with
 * noopener, so there is no window.opener to post to. Other extractions' tabs never hear it.
 */

/** Messages between the two tabs. */
export type RawViewerMessage =
  /** Viewer to data entry: apply this document to the open extraction (not saved). */
  | { type: 'UPDATE_JSON_FROM_VIEWER'; requestId: string; data: unknown }
  /** Data entry to viewer: the update was applied, or why not. */
  | { type: 'UPDATE_JSON_RESULT'; requestId: string; ok: boolean; message: string }
  /** Data entry to viewer: a save completed; the viewer loads the data again. */
  | { type: 'SAVE_COMPLETED' }
  /** Viewer to data entry: show this item in the editor. */
  | { type: 'GO_TO_TAG_GROUP'; target: RawTarget };

export const RAW_VIEWER_MESSAGE_TYPES = ['UPDATE_JSON_FROM_VIEWER', 'UPDATE_JSON_RESULT', 'SAVE_COMPLETED', 'GO_TO_TAG_GROUP'] as const;

/** The channel name of one extraction. */
export const rawViewerChannelName = (sdeUuid: string): string => `sourcebench:raw-data-viewer:${sdeUuid}`;

/** The viewer's address for an extraction. */
export const rawViewerHref = (sdeUuid: string): string => `/raw-data-viewer?uuid=${encodeURIComponent(sdeUuid)}`;

const isMessage = (data: unknown): data is RawViewerMessage =>
  typeof data === 'object' && data !== null && (RAW_VIEWER_MESSAGE_TYPES as readonly string[]).includes((data as { type?: string }).type ?? '');

export interface RawViewerChannel {
  post(message: RawViewerMessage): void;
  close(): void;
}

/** Opens the extraction's channel; `onMessage` hears the other tabs' messages (never its own). */
export function openRawViewerChannel(sdeUuid: string, onMessage: (message: RawViewerMessage) => void): RawViewerChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(rawViewerChannelName(sdeUuid));
  channel.onmessage = (event: MessageEvent) => {
    if (isMessage(event.data)) onMessage(event.data);
  };
  return {
    post: (message) => channel.postMessage(message),
    close: () => channel.close(),
  };
}
