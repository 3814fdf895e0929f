import { EditorError } from '../../editor/core/errors';
import { loadProject } from '../../editor/core/project';
import { patchCommand, type EditorSession } from '../../editor/session';
import { diff } from '../../editor/session/patch';

/** The label of the undo step 'Update JSON' makes. */
export const UPDATE_JSON_LABEL = 'Update JSON';

export type ApplyJsonResult = { ok: true; operations: number; message: string } | { ok: false; message: string };

/**
 * Applies a document edited in the raw data viewer to the open extraction, without saving: one
 * undoable step whose operations are the JSON diff from the current document. A document the
 * editor could not open is refused with the reason, and the extraction is left as it was.
 */
export function applyJsonToSession(session: EditorSession, document: unknown): ApplyJsonResult {
  try {
    loadProject(document);
  } catch (error) {
    const reason = error instanceof EditorError || error instanceof Error ? error.message : String(error);
    return { ok: false, message: `The JSON is not a valid extraction: ${reason}` };
  }
  const ops = diff(session.document, document);
  if (ops.length === 0) return { ok: true, operations: 0, message: 'The JSON is the same as the extraction: nothing to apply' };
  session.execute(patchCommand(session.document, UPDATE_JSON_LABEL, ops));
  return { ok: true, operations: ops.length, message: 'JSON applied to the extraction (not saved)' };
}
