import { memo, useMemo, useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { AlertTriangle, GitBranch, Pencil, Plus, Settings, Tags, Trash2 } from 'lucide-react';
import { TABLE_MESSAGES } from '../../editor/core/model/table';
import { IconButton, Tree, type TreeNode } from '../../ui';
import type { TreeRoot, WorkspaceAxes, WorkspaceText } from './dataEntryRules';
import { useJsonStable, useStableCallbacks } from './stableProps';
import * as styles from './DataEntry.css';

/** A row of the workspace tree: a root, an axes (graph or table), a dataset, one of its point groups or a text item. */
export interface WorkspaceTreeNode extends TreeNode {
  kind: 'root' | 'axes' | 'dataset' | 'pointGroup' | 'text';
  axes?: WorkspaceAxes;
  datasetName?: string;
  text?: WorkspaceText;
  children?: WorkspaceTreeNode[];
}

const ROOTS: { id: TreeRoot; name: string }[] = [
  { id: 'text', name: 'Text' },
  { id: 'graph', name: 'Graph' },
  { id: 'table', name: 'Table' },
];

export interface WorkspaceTreeProps {
  /** Every axes of the extraction (see `workspaceAxes`). */
  axes: readonly WorkspaceAxes[];
  /** Names of the files, to say where an off-page item is. */
  fileNames: readonly string[];
  /** Tagged text selections (the Text root). */
  texts?: readonly WorkspaceText[];
  /** Id of the axes, dataset or text being worked on. */
  activeAxesId: string | null;
  /** Go to the axes' page and make it the active one. */
  onSelectAxes: (axes: WorkspaceAxes) => void;
  onRename: (axes: WorkspaceAxes) => void;
  /** The gear: open the axes' edit sidebar. */
  onEditAxes: (axes: WorkspaceAxes) => void;
  onDelete: (axes: WorkspaceAxes) => void;
  onDeleteDataset: (axes: WorkspaceAxes, datasetName: string) => void;
  /** A dataset row chosen: points go to it. */
  onSelectDataset?: (axes: WorkspaceAxes, datasetName: string) => void;
  /** 'Edit study branch' of a dataset (XY and bar only). */
  onEditDataset?: (axes: WorkspaceAxes, datasetName: string) => void;
  /** Add a dataset to an existing graph (XY and bar only). */
  onAddDataset?: (axes: WorkspaceAxes) => void;
  /** A text item chosen: its tags open. */
  onSelectText?: (text: WorkspaceText) => void;
  onDeleteText?: (text: WorkspaceText) => void;
}

const hasBranches = (axes: WorkspaceAxes) => axes.kind === 'xy' || axes.kind === 'bar';

function placeLabel(item: { isOnCurrentPage: boolean; file: number; page: number }, fileNames: readonly string[]): string {
  if (item.isOnCurrentPage) return '';
  const file = fileNames.length > 1 ? `${fileNames[item.file] ?? `file ${item.file + 1}`}, ` : '';
  return ` (${file}page ${item.page})`;
}

/** Where an item is when it is not on the page shown: off-page items say their file and page. */
function axesLabel(axes: WorkspaceAxes, fileNames: readonly string[]): string {
  return `${axes.name}${placeLabel(axes, fileNames)}`;
}

const NO_TEXTS: readonly WorkspaceText[] = [];

const pointCount = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

/**
 * The left panel's tree: Text, Graph and Table roots with their items and datasets (spec 3, section 2).
 * It renders again only when what it shows changes (a name, a point count, the active item), not
 * when its parent renders with the same items rebuilt or new callbacks.
 */
export function WorkspaceTree({ axes, texts = NO_TEXTS, fileNames, activeAxesId, ...callbacks }: WorkspaceTreeProps) {
  const stableCallbacks = useStableCallbacks(callbacks);
  return (
    <WorkspaceTreeView axes={useJsonStable(axes)} texts={useJsonStable(texts)} fileNames={useJsonStable(fileNames)} activeAxesId={activeAxesId} {...stableCallbacks} />
  );
}

const WorkspaceTreeView = memo(function WorkspaceTreeView({
  axes,
  texts = NO_TEXTS,
  fileNames,
  activeAxesId,
  onSelectAxes,
  onRename,
  onEditAxes,
  onDelete,
  onDeleteDataset,
  onSelectDataset,
  onEditDataset,
  onAddDataset,
  onSelectText,
  onDeleteText,
}: WorkspaceTreeProps) {
  const items = useMemo<WorkspaceTreeNode[]>(
    () =>
      ROOTS.map((root) => {
        const textRows = root.id === 'text'
          ? texts.map<WorkspaceTreeNode>((t) => ({ id: t.id, name: `${t.label}${placeLabel(t, fileNames)}`, kind: 'text', text: t }))
          : [];
        const children = axes
          .filter((a) => a.root === root.id)
          .map<WorkspaceTreeNode>((a) => ({
            id: a.id,
            name: axesLabel(a, fileNames),
            kind: 'axes',
            axes: a,
            ...(a.datasets.length
              ? {
                  children: a.datasets.map<WorkspaceTreeNode>((d) => ({
                    id: d.id,
                    name: `${d.label} (${pointCount(d.points)})`,
                    kind: 'dataset',
                    axes: a,
                    datasetName: d.name,
                    // A graph's datasets list their point groups (spec 3, section 2).
                    ...(d.pointGroups
                      ? {
                          children: d.pointGroups.map<WorkspaceTreeNode>((g, i) => ({
                            id: `${d.id}#group-${i}`,
                            name: `${g.name} (${pointCount(g.points)})`,
                            kind: 'pointGroup',
                            axes: a,
                            datasetName: d.name,
                          })),
                        }
                      : {}),
                  })),
                }
              : {}),
          }))
          .concat(textRows);
        return { id: root.id, name: root.name, kind: 'root', ...(children.length ? { children } : {}) };
      }),
    [axes, texts, fileNames],
  );
  // Everything starts expanded, new items too; only what the user collapsed stays collapsed.
  const [collapsed, setCollapsed] = useState<ReadonlySet<Key>>(new Set());
  const expandable = useMemo<Key[]>(
    () => [...ROOTS.map((r) => r.id), ...axes.flatMap((a) => [a.id, ...a.datasets.filter((d) => d.pointGroups).map((d) => d.id)])],
    [axes],
  );
  const expanded = useMemo(() => expandable.filter((k) => !collapsed.has(k)), [expandable, collapsed]);
  const byId = useMemo(() => {
    const map = new Map<string, WorkspaceTreeNode>();
    const walk = (nodes: readonly WorkspaceTreeNode[]) =>
      nodes.forEach((n) => {
        map.set(String(n.id), n);
        if (n.children) walk(n.children);
      });
    walk(items);
    return map;
  }, [items]);

  const renderActions = (node: WorkspaceTreeNode) => {
    if (node.kind === 'text' && node.text) {
      const text = node.text;
      return (
        <span className={styles.treeActions}>
          {onSelectText ? <IconButton size="small" label={`Tags of ${text.label}`} icon={<Tags />} onPress={() => onSelectText(text)} /> : null}
          {onDeleteText ? <IconButton size="small" label={`Delete ${text.label}`} icon={<Trash2 />} onPress={() => onDeleteText(text)} /> : null}
        </span>
      );
    }
    const target = node.axes;
    if (!target || node.kind === 'pointGroup') return null;
    if (node.kind === 'dataset') {
      const label = target.datasets.find((d) => d.name === node.datasetName)?.label ?? node.datasetName;
      return (
        <span className={styles.treeActions}>
          {onEditDataset && hasBranches(target) ? (
            <IconButton size="small" label={`Edit study branch of ${label}`} icon={<GitBranch />} onPress={() => onEditDataset(target, node.datasetName!)} />
          ) : null}
          <IconButton size="small" label={`Delete ${label}`} icon={<Trash2 />} onPress={() => onDeleteDataset(target, node.datasetName!)} />
        </span>
      );
    }
    return (
      <span className={styles.treeActions}>
        {target.missingTagGroup ? (
          <span role="img" aria-label={TABLE_MESSAGES.missingTagGroup} title={TABLE_MESSAGES.missingTagGroup} className={styles.treeWarning}>
            <AlertTriangle size={16} aria-hidden />
          </span>
        ) : null}
        <IconButton size="small" label={`Rename ${target.name}`} icon={<Pencil />} onPress={() => onRename(target)} />
        {target.root === 'graph' ? (
          <IconButton size="small" label={`Edit axis of ${target.name}`} icon={<Settings />} onPress={() => onEditAxes(target)} />
        ) : null}
        {target.root === 'table' ? <IconButton size="small" label={`Edit ${target.name}`} icon={<Settings />} onPress={() => onEditAxes(target)} /> : null}
        {onAddDataset && hasBranches(target) ? (
          <IconButton size="small" label={`Add dataset to ${target.name}`} icon={<Plus />} onPress={() => onAddDataset(target)} />
        ) : null}
        <IconButton size="small" label={`Delete ${target.name}`} icon={<Trash2 />} onPress={() => onDelete(target)} />
      </span>
    );
  };

  return (
    <nav aria-label="Extracted items" className={styles.tree}>
      <Tree
        aria-label="Extracted items"
        items={items}
        expandedKeys={expanded}
        onExpandedChange={(keys) => setCollapsed(new Set(expandable.filter((k) => !keys.has(k))))}
        selectedKeys={activeAxesId ? [activeAxesId] : []}
        onSelectionChange={(selection: Selection) => {
          if (selection === 'all') return;
          const [key] = [...selection];
          const found = key === undefined ? undefined : byId.get(String(key));
          if (!found) return;
          if (found.kind === 'axes' && found.axes) onSelectAxes(found.axes);
          else if ((found.kind === 'dataset' || found.kind === 'pointGroup') && found.axes) (onSelectDataset ?? ((a) => onSelectAxes(a)))(found.axes, found.datasetName!);
          else if (found.kind === 'text' && found.text) onSelectText?.(found.text);
        }}
        renderActions={renderActions}
      />
    </nav>
  );
});
