import type { QcViewNode } from '../../screens/QualityControl/QcTree';
import type { QcNode, QcTreeState } from '../../screens/QualityControl/qcTypes';
import { canReceive, canTrash, isEmptyNode, isMoved } from './qcEdits';

/** The tree as the screen shows it: each node with what the QC rules allow on it now. */
export function viewOf(state: QcTreeState): QcViewNode[] {
  const view = (node: QcNode): QcViewNode => ({
    ...node,
    children: node.children.map(view),
    canTrash: canTrash(state, node),
    isMoved: isMoved(state, node.id),
    canReceive: canReceive(node),
    isEmpty: isEmptyNode(node),
  });
  return state.roots.map(view);
}
