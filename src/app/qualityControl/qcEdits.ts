import type { QcNode, QcTreeState } from '../../screens/QualityControl/qcTypes';

/*
 * The reviewer's edits of the QC tree (spec 2, section 4, 'QC items'): points go to the trash and
 * come back, one by one, all at once, or dropped onto a parent in the tree. Pure: each edit answers
 * a new state and leaves the old one as it was.
 */

export function findNode(roots: readonly QcNode[], id: string): QcNode | undefined {
  for (const node of roots) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

export function findParent(roots: readonly QcNode[], id: string, parent?: QcNode): QcNode | undefined {
  for (const node of roots) {
    if (node.id === id) return parent;
    const found = findParent(node.children, id, node);
    if (found) return found;
  }
  return undefined;
}

/** The ids of every node of a subtree, itself included. */
function subtreeIds(node: QcNode, into = new Set<string>()): Set<string> {
  into.add(node.id);
  for (const c of node.children) subtreeIds(c, into);
  return into;
}

function mapTree(roots: readonly QcNode[], fn: (node: QcNode) => QcNode): QcNode[] {
  return roots.map((node) => fn({ ...node, children: mapTree(node.children, fn) }));
}

const without = (roots: readonly QcNode[], id: string) => mapTree(roots, (n) => (n.children.some((c) => c.id === id) ? { ...n, children: n.children.filter((c) => c.id !== id) } : n));
const withChild = (roots: readonly QcNode[], parentId: string, child: QcNode) => mapTree(roots, (n) => (n.id === parentId ? { ...n, children: [...n.children, child] } : n));

/** The new state from a tree. */
export const initialTreeState = (roots: QcNode[]): QcTreeState => ({ roots, trash: [], moved: [] });

/** Whether the node holds a point that is in the trash now: such a parent is neither trashed nor dragged. */
export function hasTrashedPoint(state: QcTreeState, node: QcNode): boolean {
  return state.trash.some((t) => t.fromParentId === node.id || !!findNode(node.children, t.fromParentId));
}

/** Points, datasets and axes can go to the trash unless they hold a trashed point; headings and fields stay. */
export function canTrash(state: QcTreeState, node: QcNode): boolean {
  if (node.kind !== 'POINT' && node.kind !== 'DATASET' && node.kind !== 'AXIS') return false;
  if (state.moved.some((m) => m.pointId === node.id)) return false;
  return !hasTrashedPoint(state, node);
}

/** A parent with nothing in it (a heading with no children, a field without a value) is shown disabled, without a collapse control. */
export function isEmptyNode(node: QcNode): boolean {
  if (node.kind === 'POINT') return false;
  if (node.kind === 'FIELD') return !node.value;
  return node.children.length === 0;
}

/** Parents a trashed item may be dropped onto: datasets and the innermost headings (Results, an Intervention), never fields or the SAVE root. */
export function canReceive(node: QcNode): boolean {
  return node.kind === 'DATASET' || (node.kind === 'TEMPLATE' && !node.children.some((c) => c.kind === 'TEMPLATE'));
}

/** Moves a node (a point, or a dataset or axis with all its points) to the trash. */
export function trashNode(state: QcTreeState, id: string): QcTreeState {
  const node = findNode(state.roots, id);
  const parent = findParent(state.roots, id);
  if (!node || !parent || !canTrash(state, node)) return state;
  return {
    roots: without(state.roots, id),
    trash: [...state.trash, { node, fromParentId: parent.id, fromParentLabel: parent.label }],
    moved: state.moved.filter((m) => !subtreeIds(node).has(m.pointId)),
  };
}

/** Puts a trashed item back where it came from (or at the top of the tree when that parent is gone). */
export function restoreNode(state: QcTreeState, id: string): QcTreeState {
  const item = state.trash.find((t) => t.node.id === id);
  if (!item) return restoreMoved(state, id);
  const parentId = findNode(state.roots, item.fromParentId) ? item.fromParentId : state.roots[0]?.id;
  if (!parentId) return state;
  return { ...state, roots: withChild(state.roots, parentId, item.node), trash: state.trash.filter((t) => t !== item) };
}

/** Returns a point that was dropped elsewhere to its original parent. */
function restoreMoved(state: QcTreeState, pointId: string): QcTreeState {
  const move = state.moved.find((m) => m.pointId === pointId);
  const node = findNode(state.roots, pointId);
  if (!move || !node || !findNode(state.roots, move.fromParentId)) return state;
  return { ...state, roots: withChild(without(state.roots, pointId), move.fromParentId, node), moved: state.moved.filter((m) => m !== move) };
}

/** Restores the whole trash, oldest first. */
export function restoreAll(state: QcTreeState): QcTreeState {
  return state.trash.reduce((s, item) => restoreNode(s, item.node.id), state);
}

/**
 * Drops a trashed item onto a parent of the tree. Dropped anywhere but its original parent, it is
 * remembered as moved: it then offers 'Restore' (back to where it came from) instead of 'Trash'.
 */
export function dropIntoTree(state: QcTreeState, id: string, parentId: string): QcTreeState {
  const item = state.trash.find((t) => t.node.id === id);
  const parent = findNode(state.roots, parentId);
  if (!item || !parent || !canReceive(parent)) return state;
  const moved = parentId === item.fromParentId ? state.moved : [...state.moved, { pointId: id, fromParentId: item.fromParentId }];
  return { roots: withChild(state.roots, parentId, item.node), trash: state.trash.filter((t) => t !== item), moved };
}

/** Whether a node in the tree was dropped away from its original parent. */
export const isMoved = (state: QcTreeState, id: string) => state.moved.some((m) => m.pointId === id);

/** Counts the points of a subtree. */
export function pointCount(node: QcNode): number {
  return node.kind === 'POINT' ? 1 : node.children.reduce((n, c) => n + pointCount(c), 0);
}
