import { memo, type ReactNode } from 'react';
import {
  Button as RACButton,
  ButtonContext,
  CheckboxContext,
  Checkbox as RACCheckbox,
  Collection,
  Tree as RACTree,
  TreeItem,
  TreeItemContent,
  type Key,
  type TreeProps as RACTreeProps,
} from 'react-aria-components';
import { Check, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import * as styles from './Tree.css';

/** A node of the tree; children make it expandable. */
export interface TreeNode {
  id: Key;
  name: string;
  children?: TreeNode[];
  /** Not selectable and shown dimmed, e.g. a deleted tag. */
  isDisabled?: boolean;
}

export interface TreeProps<T extends TreeNode>
  extends Omit<RACTreeProps<T>, 'items' | 'children' | 'className' | 'disabledKeys' | 'renderEmptyState'> {
  /** Names the tree. */
  'aria-label': string;
  items: readonly T[];
  /** Buttons at the end of a node's row, e.g. '+ Add child' or 'Restore'. */
  renderActions?: (node: T) => ReactNode;
  /** What a node's row shows, e.g. a name with a line of details. @default the node's name */
  renderLabel?: (node: T) => ReactNode;
  /** Shown when there are no nodes. @default 'No results' */
  emptyText?: ReactNode;
  /**
   * What disabled nodes refuse. With 'selection' they can still be focused, expanded and reach their actions
   * (a deleted tag's Restore); with 'all' they are skipped entirely.
   * @default 'selection'
   */
  disabledBehavior?: 'selection' | 'all';
  className?: string;
}

function collectDisabled(nodes: readonly TreeNode[], into: Key[] = []): Key[] {
  for (const node of nodes) {
    if (node.isDisabled) into.push(node.id);
    if (node.children) collectDisabled(node.children, into);
  }
  return into;
}

interface NodeLabelAndActionsProps<T extends TreeNode> {
  node: T;
  renderLabel?: (node: T) => ReactNode;
  renderActions?: (node: T) => ReactNode;
}

/**
 * A node's label and action buttons. React Aria re-renders every row whenever the tree renders, for
 * example when the input modality changes between keyboard and pointer (a click after Enter in a
 * dialog), and gives each row new button and checkbox slot contexts. The row's own chevron and
 * checkbox use those slots; the label and actions use none (their default slot is empty), so they are
 * kept out of them and re-render only when the node or the render functions change.
 */
const NodeLabelAndActions = memo(function NodeLabelAndActions<T extends TreeNode>({ node, renderLabel, renderActions }: NodeLabelAndActionsProps<T>) {
  return (
    <ButtonContext.Provider value={null}>
      <CheckboxContext.Provider value={null}>
        <span className={styles.label}>{renderLabel ? renderLabel(node) : node.name}</span>
        {renderActions ? <span className={styles.actions}>{renderActions(node)}</span> : null}
      </CheckboxContext.Provider>
    </ButtonContext.Provider>
  );
}) as <T extends TreeNode>(props: NodeLabelAndActionsProps<T>) => ReactNode;

/**
 * A hierarchy with expand and collapse, selection and per-node actions.
 * Arrow keys move and expand, Home/End jump, type-ahead finds a node: all from React Aria's Tree.
 */
export function Tree<T extends TreeNode>({
  items,
  renderActions,
  renderLabel,
  emptyText = 'No results',
  disabledBehavior = 'selection',
  selectionMode = 'single',
  className,
  ...props
}: TreeProps<T>) {
  const renderNode = (node: T): ReactNode => (
    <TreeItem
      id={node.id}
      textValue={node.name}
      // React Aria marks a node disabled only when it refuses everything; ours may still be focused.
      data-disabled-node={node.isDisabled || undefined}
      className={styles.item}
      style={({ level }) => ({ ['--tree-level' as string]: level })}
    >
      <TreeItemContent>
        {({ hasChildItems, isExpanded, selectionMode: mode }) => (
          <>
            {hasChildItems ? (
              <RACButton slot="chevron" className={clsx(styles.chevron, isExpanded && styles.chevronExpanded)}>
                <ChevronRight size={16} aria-hidden="true" />
              </RACButton>
            ) : (
              <span className={styles.spacer} />
            )}
            {mode === 'multiple' ? (
              <RACCheckbox slot="selection" className={styles.checkbox}>
                {({ isSelected }) => (isSelected ? <Check size={12} aria-hidden="true" /> : null)}
              </RACCheckbox>
            ) : null}
            <NodeLabelAndActions node={node} renderLabel={renderLabel} renderActions={renderActions} />
          </>
        )}
      </TreeItemContent>
      {node.children ? <Collection items={node.children as T[]}>{renderNode}</Collection> : null}
    </TreeItem>
  );

  return (
    <RACTree
      {...props}
      items={items}
      selectionMode={selectionMode}
      disabledKeys={collectDisabled(items)}
      disabledBehavior={disabledBehavior}
      className={clsx(styles.tree, className)}
      renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
    >
      {renderNode}
    </RACTree>
  );
}
