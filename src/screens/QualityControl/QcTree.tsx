import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Button as RACButton,
  Collection,
  GridList,
  GridListItem,
  Tree,
  TreeItem,
  TreeItemContent,
  useDragAndDrop,
  type Key,
} from 'react-aria-components';
import { ChevronRight, GripVertical, RotateCcw, Trash2 } from 'lucide-react';
import clsx from 'clsx';
import { Button, IconButton } from '../../ui';
import { PageThumbnail } from './PageThumbnail';
import type { QcNode, QcNodeKind, QcTrashItem } from './qcTypes';
import * as styles from './QualityControl.css';

/** What the tree may do with each node, decided by the host from the QC rules. */
export interface QcViewNode extends QcNode {
  children: QcViewNode[];
  /** Offers 'Trash' (a point, dataset or axis without a trashed point inside). */
  canTrash: boolean;
  /** Dropped here from elsewhere: offers 'Restore' (to its original parent) instead of 'Trash'. */
  isMoved: boolean;
  /** Accepts trashed items dropped onto it. */
  canReceive: boolean;
  /** Nothing in it: shown disabled, without a collapse control. */
  isEmpty: boolean;
}

/** The drag type of a QC item. */
export const QC_ITEM_TYPE = 'application/x-sourcebench-qc-item';

export const kindLabels: Record<QcNodeKind, string> = {
  SAVE: 'Extraction',
  TEMPLATE: 'Section',
  FIELD: 'Field',
  AXIS: 'Graph',
  DATASET: 'Dataset',
  POINT: 'Point',
};

const describeSource = (node: QcNode) => (node.source ? `page ${node.source.page}` : '');

function collect(nodes: readonly QcViewNode[], pick: (n: QcViewNode) => boolean, into: Key[] = []): Key[] {
  for (const n of nodes) {
    if (pick(n)) into.push(n.id);
    collect(n.children, pick, into);
  }
  return into;
}

function findView(nodes: readonly QcViewNode[], id: Key): QcViewNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const found = findView(n.children, id);
    if (found) return found;
  }
  return undefined;
}

/** Where focus goes when a row leaves the tree: the next row beside it, else the one before, else its parent. */
function neighbourOf(nodes: readonly QcViewNode[], id: Key, parent?: QcViewNode): Key | undefined {
  const i = nodes.findIndex((n) => n.id === id);
  if (i >= 0) return nodes[i + 1]?.id ?? nodes[i - 1]?.id ?? parent?.id;
  for (const n of nodes) {
    const found = neighbourOf(n.children, id, n);
    if (found !== undefined) return found;
  }
  return undefined;
}

export interface QcTreeViewProps {
  roots: QcViewNode[];
  expandedKeys?: Iterable<Key>;
  onExpandedChange?: (keys: Set<Key>) => void;
  onTrash: (id: string) => void;
  onRestore: (id: string) => void;
  onDrop: (id: string, parentId: string) => void;
  onShowSource?: (node: QcNode) => void;
}

/** The extraction tree: every node with its value, source page and where it was read; trashed items drop onto its parents. */
export function QcTreeView({ roots, expandedKeys, onExpandedChange, onTrash, onRestore, onDrop, onShowSource }: QcTreeViewProps) {
  const treeRef = useRef<HTMLDivElement>(null);
  // A row whose Trash or Restore was pressed leaves the tree: keyboard users carry on from its neighbour.
  const [focusNext, setFocusNext] = useState<Key | null>(null);
  useEffect(() => {
    if (focusNext === null) return;
    setFocusNext(null);
    const row = [...(treeRef.current?.querySelectorAll<HTMLElement>('[role="row"][data-key]') ?? [])].find((el) => el.dataset.key === String(focusNext));
    row?.focus();
  }, [roots, focusNext]);
  const leaving = (id: string, act: (id: string) => void) => () => {
    const next = neighbourOf(roots, id);
    if (next !== undefined && treeRef.current?.contains(document.activeElement)) setFocusNext(next);
    act(id);
  };
  const { dragAndDropHooks } = useDragAndDrop({
    acceptedDragTypes: [QC_ITEM_TYPE],
    getDropOperation: () => 'move',
    shouldAcceptItemDrop: (target) => !!findView(roots, target.key)?.canReceive,
    onItemDrop: async (e) => {
      if (e.target.dropPosition !== 'on') return;
      let dropped = false;
      for (const item of e.items) {
        if (item.kind !== 'text' || !item.types.has(QC_ITEM_TYPE)) continue;
        onDrop(await item.getText(QC_ITEM_TYPE), String(e.target.key));
        dropped = true;
      }
      // The parent opens, so what was dropped stays in sight.
      if (dropped && onExpandedChange) onExpandedChange(new Set([...(expandedKeys ?? []), e.target.key]));
    },
  });

  const renderNode = (node: QcViewNode): ReactNode => {
    const text = [kindLabels[node.kind], node.label, node.value, describeSource(node)].filter(Boolean).join(', ');
    return (
      <TreeItem
        id={node.id}
        textValue={text}
        className={styles.item}
        data-empty={node.isEmpty || undefined}
        data-kind={node.kind}
        style={({ level }) => ({ ['--tree-level' as string]: level })}
      >
        <TreeItemContent>
          {({ hasChildItems, isExpanded }) => (
            <>
              {hasChildItems && !node.isEmpty ? (
                <RACButton slot="chevron" className={clsx(styles.chevron, isExpanded && styles.chevronExpanded)}>
                  <ChevronRight size={16} aria-hidden="true" />
                </RACButton>
              ) : (
                <span className={styles.spacer} />
              )}
              <span className={styles.kind}>{kindLabels[node.kind]}</span>
              <span className={styles.label}>
                {node.label}
                {node.value ? (
                  <>
                    {': '}
                    <span className={styles.value}>{node.value}</span>
                  </>
                ) : node.kind === 'FIELD' ? (
                  <span>: not extracted</span>
                ) : null}
              </span>
              {node.source ? <span className={styles.page}>Page {node.source.page}</span> : null}
              {node.source ? <PageThumbnail source={node.source} label={`Where ${node.label} was read, page ${node.source.page}`} /> : null}
              <span className={styles.actions}>
                {node.source && onShowSource ? (
                  <Button size="small" variant="quiet" onPress={() => onShowSource(node)} aria-label={`Show ${node.label} on page ${node.source.page}`}>
                    Show
                  </Button>
                ) : null}
                {node.isMoved ? (
                  <IconButton size="small" variant="quiet" label={`Restore ${node.label}`} icon={<RotateCcw size={16} />} onPress={leaving(node.id, onRestore)} />
                ) : node.canTrash ? (
                  <IconButton size="small" variant="quiet" label={`Trash ${node.label}`} icon={<Trash2 size={16} />} onPress={leaving(node.id, onTrash)} />
                ) : null}
              </span>
            </>
          )}
        </TreeItemContent>
        <Collection items={node.children}>{renderNode}</Collection>
      </TreeItem>
    );
  };

  return (
    <Tree
      ref={treeRef}
      aria-label="Extraction tree"
      items={roots}
      className={styles.tree}
      selectionMode="none"
      disabledKeys={collect(roots, (n) => n.isEmpty)}
      disabledBehavior="selection"
      {...(expandedKeys ? { expandedKeys } : {})}
      {...(onExpandedChange ? { onExpandedChange } : {})}
      dragAndDropHooks={dragAndDropHooks}
    >
      {renderNode}
    </Tree>
  );
}

export interface QcTrashProps {
  items: readonly QcTrashItem[];
  onRestore: (id: string) => void;
  onRestoreAll: () => void;
}

/** The trash: trashed items, each restored alone or dragged back onto a parent of the tree. */
export function QcTrash({ items, onRestore, onRestoreAll }: QcTrashProps) {
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => {
        const item = items.find((t) => t.node.id === key);
        return { [QC_ITEM_TYPE]: String(key), 'text/plain': item?.node.label ?? String(key) };
      }),
    getAllowedDropOperations: () => ['move'],
  });
  return (
    <section className={styles.section} aria-labelledby="qc-trash-title">
      <div className={styles.sectionHead}>
        <h2 id="qc-trash-title" className={styles.sectionTitle}>
          Trash ({items.length})
        </h2>
        <Button size="small" variant="secondary" isDisabled={items.length === 0} onPress={onRestoreAll}>
          Restore all
        </Button>
      </div>
      <GridList
        aria-label="Trash"
        items={items.map((t) => ({ ...t, id: t.node.id }))}
        className={styles.trashList}
        dragAndDropHooks={dragAndDropHooks}
        renderEmptyState={() => <div className={styles.empty}>The trash is empty.</div>}
      >
        {(item) => (
          <GridListItem id={item.id} textValue={`${item.node.label}, from ${item.fromParentLabel}`} className={styles.trashItem}>
            <RACButton slot="drag" className={styles.chevron}>
              <GripVertical size={16} aria-hidden="true" />
            </RACButton>
            <span className={styles.kind}>{kindLabels[item.node.kind]}</span>
            <span className={styles.label}>
              {item.node.label}
              {item.node.value ? (
                <>
                  {': '}
                  <span className={styles.value}>{item.node.value}</span>
                </>
              ) : null}{' '}
              <span className={styles.page}>from {item.fromParentLabel}</span>
            </span>
            {item.node.source ? <PageThumbnail source={item.node.source} label={`Where ${item.node.label} was read, page ${item.node.source.page}`} /> : null}
            <IconButton size="small" variant="quiet" label={`Restore ${item.node.label}`} icon={<RotateCcw size={16} />} onPress={() => onRestore(item.node.id)} />
          </GridListItem>
        )}
      </GridList>
    </section>
  );
}
