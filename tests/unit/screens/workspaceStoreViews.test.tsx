import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EditorSession, shallowEqual } from '../../../src/editor/session';
import { workspaceAxes } from '../../../src/screens/DataEntry/dataEntryRules';
import { useWorkspaceState, WorkspaceStore, type WorkspaceState } from '../../../src/screens/DataEntry/workspaceStore';
import { DeleteConfirmation, RenameDialogs } from '../../../src/screens/DataEntry/WorkspaceStoreViews';
import { savedDocument } from '../editor/session.fixtures';

function open() {
  const session = new EditorSession({ document: savedDocument(), version: 1 });
  const store = new WorkspaceStore(session);
  const graph = workspaceAxes(session.document, 0, 1)[0]!;
  return { session, store, graph };
}

const layoutOf = ({ pending, newAxes }: WorkspaceState) => ({ pending, newAxes });

describe('useWorkspaceState', () => {
  it('renders again when its slice changes, not when a dialog opens or a toggle is pressed', () => {
    const { store, graph } = open();
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useWorkspaceState(store, layoutOf, shallowEqual);
    });
    const before = renders;
    act(() => store.openRename(graph));
    act(() => store.setCrosshair(true));
    act(() => store.textSelected('n = 42'));
    expect(renders).toBe(before);
    act(() => store.setPending([{ x: 1, y: 2 }]));
    expect(result.current.pending).toEqual([{ x: 1, y: 2 }]);
    expect(renders).toBe(before + 1);
  });
});

describe('RenameDialogs', () => {
  it('opens with the name, shows the empty-name error under the field, and renames on Enter', async () => {
    const user = userEvent.setup();
    const { store, graph, session } = open();
    render(<RenameDialogs store={store} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.openRename(graph));
    const field = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('dialog', { name: 'Rename XY graph 1' })).toBeInTheDocument();
    expect(field).toHaveValue('XY graph 1');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Axis name cannot be empty')).toBeInTheDocument();
    await user.type(field, 'Figure 1{Enter}');
    expect(session.document.pages[0]!.axes[0]!.name).toBe('Figure 1');
    expect(store.getSnapshot().dialog.kind).toBe('none');
  });
});

describe('DeleteConfirmation', () => {
  it('asks about the dataset, and Cancel closes without deleting', async () => {
    const user = userEvent.setup();
    const { store, graph, session } = open();
    render(<DeleteConfirmation store={store} />);
    act(() => store.askDeleteDataset(graph, 'Dataset 2'));
    expect(await screen.findByText('Delete Dataset 2 and its data points?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(store.getSnapshot().dialog.kind).toBe('none');
    expect(session.document.pages[0]!.datasets.map((d) => d.name)).toEqual(['Dataset 1', 'Dataset 2']);
  });
});
