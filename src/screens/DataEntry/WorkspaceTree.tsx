import { useMemo, useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { Pencil, Settings, Trash2 } from 'lucide-react';
import { IconButton, Tree, type TreeNode } from '../../ui';
import type { TreeRoot, WorkspaceAxes } from './dataEntryRules';
import * as styles from './DataEntry.css';

/** A row of the workspace tree: a root, an axes (graph, table or text item) or a dataset. */
export interface WorkspaceTreeNode extends TreeNode {
  kind: 'root' | 'axes' | 'dataset';
  axes?: WorkspaceAxes;
  datasetName?: string;
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
  /** Id of the axes being worked on. */
  activeAxesId: string | null;
  /** Go to the axes' page and make it the active one. */
  onSelectAxes: (axes: WorkspaceAxes) => void;
  onRename: (axes: WorkspaceAxes) => void;
  /** The gear: open the axes' edit sidebar. */
  onEditAxes: (axes: WorkspaceAxes) => void;
  onDelete: (axes: WorkspaceAxes) => void;
  onDeleteDataset: (axes: WorkspaceAxes, datasetName: string) => void;
}

/** Where an item is when it is not on the page shown: off-page items say their file and page. */
function axesLabel(axes: WorkspaceAxes, fileNames: readonly string[]): string {
  if (axes.isOnCurrentPage) return axes.name;
  const file = fileNames.length > 1 ? `${fileNames[axes.file] ?? `file ${axes.file + 1}`}, ` : '';
  return `${axes.name} (${file}page ${axes.page})`;
}

/** The left panel's tree: Text, Graph and Table roots with their items and datasets (spec 3, section 2). */
export function WorkspaceTree({ axes, fileNames, activeAxesId, onSelectAxes, onRename, onEditAxes, onDelete, onDeleteDataset }: WorkspaceTreeProps) {
  const items = useMemo<WorkspaceTreeNode[]>(
    () =>
      ROOTS.map((root) => {
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
                    name: `${d.name} (${d.points} ${d.points === 1 ? 'point' : 'points'})`,
                    kind: 'dataset',
                    axes: a,
                    datasetName: d.name,
                  })),
                }
              : {}),
          }));
        return { id: root.id, name: root.name, kind: 'root', ...(children.length ? { children } : {}) };
      }),
    [axes, fileNames],
  );
  // Everything starts expanded, new items too; only what the user collapsed stays collapsed.
  const [collapsed, setCollapsed] = useState<ReadonlySet<Key>>(new Set());
  const expandable = useMemo<Key[]>(() => [...ROOTS.map((r) => r.id), ...axes.map((a) => a.id)], [axes]);
  const expanded = useMemo(() => expandable.filter((k) => !collapsed.has(k)), [expandable, collapsed]);
  const byId = useMemo(() => new Map(axes.map((a) => [a.id, a])), [axes]);

  const renderActions = (node: WorkspaceTreeNode) => {
    const target = node.axes;
    if (!target) return null;
    if (node.kind === 'dataset') {
      return (
        <IconButton
          size="small"
          label={`Delete ${node.datasetName}`}
          icon={<Trash2 />}
          onPress={() => onDeleteDataset(target, node.datasetName!)}
        />
      );
    }
    return (
      <span className={styles.treeActions}>
        <IconButton size="small" label={`Rename ${target.name}`} icon={<Pencil />} onPress={() => onRename(target)} />
        {target.root === 'graph' ? (
          <IconButton size="small" label={`Edit axis of ${target.name}`} icon={<Settings />} onPress={() => onEditAxes(target)} />
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
          if (found) onSelectAxes(found);
        }}
        renderActions={renderActions}
      />
    </nav>
  );
}
