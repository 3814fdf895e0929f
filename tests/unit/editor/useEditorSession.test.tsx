import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addPoint, EditorSession, useEditorSession } from '../../../src/editor/session';
import { savedDocument } from './session.fixtures';

describe('useEditorSession', () => {
  it('renders the current snapshot and again after each change, not otherwise', () => {
    const session = new EditorSession({ document: savedDocument(), version: 1 });
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useEditorSession(session);
    });
    expect(result.current).toMatchObject({ tool: 'addPoints', dirty: false, revision: 0 });
    const before = renders;
    act(() => session.setTool('deletePoints'));
    expect(result.current.tool).toBe('deletePoints');
    act(() => void session.edit((ctx) => addPoint(ctx, 'Dataset 1', { x: 1, y: 1 })));
    expect(result.current).toMatchObject({ dirty: true, revision: 1, canUndo: true, undoLabel: 'Add point' });
    expect(renders).toBe(before + 2);
    act(() => session.setTool('deletePoints'));
    expect(renders).toBe(before + 2);
  });
});
