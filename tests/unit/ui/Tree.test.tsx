import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tree, type TreeNode } from '../../../src/ui/Tree/Tree';

const items: TreeNode[] = [
  { id: 'graph', name: 'XY graph', children: [{ id: 'data', name: 'XY graph data' }] },
  { id: 'bars', name: 'Bar graph' },
];

describe('Tree', () => {
  it('keeps its rows’ labels and action buttons when only the input modality changes (a click after Enter)', () => {
    const renderActions = vi.fn((node: TreeNode) => <button type="button">Delete {node.name}</button>);
    const renderLabel = vi.fn((node: TreeNode) => node.name);
    render(<Tree aria-label="Extracted items" items={items} defaultExpandedKeys={['graph']} renderActions={renderActions} renderLabel={renderLabel} />);
    expect(screen.getByRole('button', { name: 'Delete XY graph data' })).toBeInTheDocument();
    const rendered = renderActions.mock.calls.length;
    // Keyboard, then pointer: react-aria re-renders the tree's rows on each switch.
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
      fireEvent.keyUp(document.body, { key: 'Tab' });
    });
    act(() => {
      fireEvent.pointerDown(document.body, { pointerType: 'mouse' });
      fireEvent.pointerUp(document.body, { pointerType: 'mouse' });
    });
    expect(renderActions.mock.calls.length).toBe(rendered);
    expect(renderLabel.mock.calls.length).toBe(rendered);
    expect(screen.getAllByRole('row').map((r) => r.textContent)).toEqual(['XY graphDelete XY graph', 'XY graph dataDelete XY graph data', 'Bar graphDelete Bar graph']);
  });
});
