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

/** Where each node stood in the tree as built from the extraction: items come back to their place, not to the end. */
export type ReadingOrder = ReadonlyMap<string, number>;

/** The position of every node of a tree, depth first (the order the tree is read in). */
export function readingOrder(roots: readonly QcNode[]): ReadingOrder {
  const order = new Map<string, number>();
  const walk = (nodes: readonly QcNode[]) => {
    for (const n of nodes) {
      order.set(n.id, order.size);
      walk(n.children);
    }
  };
  walk(roots);
  return order;
}

/** Adds a child: before the first sibling that came after it in the reading order, else at the end. */
function withChild(roots: readonly QcNode[], parentId: string, child: QcNode, order?: ReadingOrder) {
  const position = order?.get(child.id);
  return mapTree(roots, (n) => {
    if (n.id !== parentId) return n;
    const at = position === undefined ? -1 : n.children.findIndex((c) => (order!.get(c.id) ?? Infinity) > position);
    return { ...n, children: at < 0 ? [...n.children, child] : [...n.children.slice(0, at), child, ...n.children.slice(at)] };
  });
}

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

/**
 * Puts a trashed item back where it came from (or at the top of the tree when that parent is gone),
 * at its place among its siblings when the reading order of the extraction's tree is given.
 */
export function restoreNode(state: QcTreeState, id: string, order?: ReadingOrder): QcTreeState {
  const item = state.trash.find((t) => t.node.id === id);
  if (!item) return restoreMoved(state, id, order);
  const parentId = findNode(state.roots, item.fromParentId) ? item.fromParentId : state.roots[0]?.id;
  if (!parentId) return state;
  return { ...state, roots: withChild(state.roots, parentId, item.node, order), trash: state.trash.filter((t) => t !== item) };
}

/** Returns a point that was dropped elsewhere to its original parent. */
function restoreMoved(state: QcTreeState, pointId: string, order?: ReadingOrder): QcTreeState {
  const move = state.moved.find((m) => m.pointId === pointId);
  const node = findNode(state.roots, pointId);
  if (!move || !node || !findNode(state.roots, move.fromParentId)) return state;
  return { ...state, roots: withChild(without(state.roots, pointId), move.fromParentId, node, order), moved: state.moved.filter((m) => m !== move) };
}

/** Restores the whole trash, oldest first. */
export function restoreAll(state: QcTreeState, order?: ReadingOrder): QcTreeState {
  return state.trash.reduce((s, item) => restoreNode(s, item.node.id, order), state);
}

/**
 * Drops a trashed item onto a parent of the tree. Dropped anywhere but its original parent, it is
 * remembered as moved: it then offers 'Restore' (back to where it came from) instead of 'Trash'.
 */
export function dropIntoTree(state: QcTreeState, id: string, parentId: string, order?: ReadingOrder): QcTreeState {
  const item = state.trash.find((t) => t.node.id === id);
  const parent = findNode(state.roots, parentId);
  if (!item || !parent || !canReceive(parent)) return state;
  const home = parentId === item.fromParentId;
  const moved = home ? state.moved : [...state.moved, { pointId: id, fromParentId: item.fromParentId }];
  // Back home it takes its place again; elsewhere it comes last.
  return { roots: withChild(state.roots, parentId, item.node, home ? order : undefined), trash: state.trash.filter((t) => t !== item), moved };
}

/** Whether a node in the tree was dropped away from its original parent. */
export const isMoved = (state: QcTreeState, id: string) => state.moved.some((m) => m.pointId === id);

/** Counts the points of a subtree. */
export function pointCount(node: QcNode): number {
  return node.kind === 'POINT' ? 1 : node.children.reduce((n, c) => n + pointCount(c), 0);
}
