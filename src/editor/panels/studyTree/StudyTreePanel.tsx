import { useId, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import {
  Button as RACButton,
  Collection,
  Input,
  Text,
  TextField as RACTextField,
  Tree as RACTree,
  TreeItem,
  TreeItemContent,
  type Key,
  type Selection,
} from 'react-aria-components';
import { ChevronRight, Pencil, Trash2 } from 'lucide-react';
import clsx from 'clsx';
import { type CompositeKeyLevel, isValidCompositeKey } from '../../core/compositeKey';
import { buildStudyTree, type StudyTreeNode } from '../../core/model/studyTree';
import { checkAbbreviation, childLevel, hasDataUnder } from '../../core/model/studyTreeRules';
import type { StudyElement } from '../../core/model/types';
import { LEVEL_NAMES } from '../../core/tagging';
import { Button, ConfirmDialog, Dialog, IconButton, Badge } from '../../../ui';
import * as styles from './StudyTreePanel.css';

/** The short labels of the add buttons of each level (spec 3 section 2, 'Study tree'). */
export const ADD_BUTTON_LABELS: Readonly<Record<Exclude<CompositeKeyLevel, 'study'>, string>> = {
  studyPart: 'P',
  studyArm: 'A',
  population: 'pop',
  subgroup: 'sub',
};

/** Texts of the panel's popups and marks (decided; see docs/study-tree.md). */
export const STUDY_TREE_TEXTS = {
  title: 'Study tree',
  addStudy: 'Add study',
  empty: 'No studies yet. Add a study to start the tree.',
  orphan: 'Orphan',
  deleteTitle: (level: string) => `Delete ${level.toLowerCase()}`,
  deleteWithData: (level: string, label: string) =>
    `${level} '${label}' or a branch below it has data. Deleting it removes its tag-group instances (datasets, data points and text items) from all datasets, and the extraction is saved.`,
  deleteEmpty: (level: string, label: string) => `Delete ${level.toLowerCase()} '${label}' and the branches below it? No data is tagged with them.`,
  deleteConfirm: 'Delete',
  cancel: 'Cancel',
  nonExistentTitle: 'No definition to edit',
  nonExistent: (level: string, label: string) =>
    `${level} '${label}' is used by the data but has no definition in the study tree, so it has no abbreviation to edit. Add the ${level.toLowerCase()} '${label}' to define it, then edit its abbreviation.`,
  ok: 'OK',
  abbreviationLabel: (level: string) => `${level} abbreviation`,
} as const;

export interface StudyTreePanelProps {
  /** The study tree of the project (`Project.studyTree`); undefined when it has none yet. */
  elements: readonly StudyElement[] | undefined;
  /** Keys the data mentions (datasets, points, texts, headers, reference keys): nodes besides the defined ones. */
  usedKeys?: readonly string[];
  /** Keys of the data that deleting a branch removes (datasets, points, text items). */
  dataKeys?: readonly string[];
  /** The active branch, shown selected. */
  activeKey?: string | null;
  /** The user picked a branch: it becomes the active one. */
  onActiveKeyChange?: (key: string) => void;
  /** Add an element; the abbreviation passed the rules (trimmed). */
  onAdd: (level: CompositeKeyLevel, parentKey: string | undefined, abbreviation: string) => void;
  /** Rename a branch; the abbreviation passed the rules (trimmed). */
  onRename: (key: string, abbreviation: string) => void;
  /** Delete a branch after the user confirmed; when it had data the host saves right after. */
  onDelete: (key: string, hadData: boolean) => void;
  /** Nodes expanded when the panel opens. @default every node */
  defaultCollapsedKeys?: readonly string[];
}

type Edit =
  | { kind: 'rename'; key: string; level: CompositeKeyLevel; value: string; submitted: boolean }
  | { kind: 'add'; parentKey: string | undefined; level: CompositeKeyLevel; value: string; submitted: boolean };

type Popup = { kind: 'delete'; node: StudyTreeNode; hasData: boolean } | { kind: 'nonExistent'; node: StudyTreeNode };

interface ViewNode {
  id: string;
  node?: StudyTreeNode;
  children: ViewNode[];
}

const DRAFT_ID = '\u0000new';

/** The abbreviation of a key: its deepest part. */
function labelOf(key: string): string {
  const cut = key.lastIndexOf('||');
  return cut < 0 ? key : key.slice(cut + 2);
}

function allKeys(nodes: readonly StudyTreeNode[], into: string[] = []): string[] {
  for (const n of nodes) {
    into.push(n.key);
    allKeys(n.children, into);
  }
  return into;
}

/** The study tree: branches with their add, edit and delete buttons, inline abbreviation editing and the delete popups. */
export function StudyTreePanel({
  elements,
  usedKeys = [],
  dataKeys = [],
  activeKey,
  onActiveKeyChange,
  onAdd,
  onRename,
  onDelete,
  defaultCollapsedKeys = [],
}: StudyTreePanelProps) {
  // The host may pass the live document's array, edited in place: read it on every render.
  const definedKeys = (elements ?? []).map((e) => e.compositeKey);
  const roots = buildStudyTree(definedKeys, usedKeys);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set(defaultCollapsedKeys));
  const [edit, setEdit] = useState<Edit | null>(null);
  const [popup, setPopup] = useState<Popup | null>(null);
  const titleId = useId();

  const keys = allKeys(roots);
  const expandedKeys = new Set(keys.filter((k) => !collapsed.has(k)));
  if (edit?.kind === 'add' && edit.parentKey) expandedKeys.add(edit.parentKey);

  const check = edit
    ? checkAbbreviation(
        edit.kind === 'rename'
          ? { value: edit.value, currentKey: edit.key, definedKeys, usedKeys }
          : { value: edit.value, parentKey: edit.parentKey, definedKeys },
      )
    : null;
  const initialValue = edit?.kind === 'rename' ? labelOf(edit.key) : '';
  const showError = !!edit && !!check && !check.ok && (edit.submitted || edit.value !== initialValue);

  const draftParent = edit?.kind === 'add' ? (edit.parentKey ?? null) : undefined;
  const view: ViewNode[] = (() => {
    const draft: ViewNode = { id: DRAFT_ID, children: [] };
    const toView = (n: StudyTreeNode): ViewNode => ({
      id: n.key,
      node: n,
      children: [...n.children.map(toView), ...(draftParent === n.key ? [draft] : [])],
    });
    return [...roots.map(toView), ...(draftParent === null ? [draft] : [])];
  })();

  const submit = () => {
    if (!edit || !check) return;
    if (!check.ok) {
      setEdit({ ...edit, submitted: true });
      return;
    }
    if (edit.kind === 'rename') {
      if (check.key !== edit.key) onRename(edit.key, check.value);
    } else onAdd(edit.level, edit.parentKey, check.value);
    setEdit(null);
  };

  // Keys typed in the abbreviation field belong to the field: the tree must not move, expand or
  // type-select with them. Enter saves, Escape cancels.
  const keepKeysInEditor = (e: ReactKeyboardEvent) => {
    const target = e.target as HTMLElement;
    if (!target.matches('[data-study-tree-editor] input')) return;
    e.stopPropagation();
    if (e.key === 'Enter') {
      e.preventDefault();
      submit();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setEdit(null);
    }
  };

  const startRename = (node: StudyTreeNode) => {
    if (!node.defined) setPopup({ kind: 'nonExistent', node });
    else setEdit({ kind: 'rename', key: node.key, level: node.level, value: node.label, submitted: false });
  };

  const editor = (level: CompositeKeyLevel) => (
    <div className={styles.editor} data-study-tree-editor="">
      <RACTextField
        aria-label={STUDY_TREE_TEXTS.abbreviationLabel(LEVEL_NAMES[level])}
        value={edit?.value ?? ''}
        onChange={(value) => edit && setEdit({ ...edit, value })}
        isInvalid={showError}
        validationBehavior="aria"
        autoFocus
      >
        <div className={styles.editorRow}>
          <Input className={styles.input} onPointerDown={(e) => e.stopPropagation()} />
        </div>
        {showError && check && !check.ok ? (
          <Text slot="errorMessage" className={styles.error}>
            {check.message}
          </Text>
        ) : null}
      </RACTextField>
    </div>
  );

  // Rows show the edit and the data state, which are not part of the items: re-render on them.
  const dependencies = [edit, showError, dataKeys];

  const renderNode = (v: ViewNode): ReactNode => {
    const node = v.node;
    if (!node) {
      const level = edit?.kind === 'add' ? edit.level : 'study';
      return (
        <TreeItem id={v.id} textValue={STUDY_TREE_TEXTS.abbreviationLabel(LEVEL_NAMES[level])} className={styles.item} style={({ level: l }) => ({ ['--tree-level' as string]: l })}>
          <TreeItemContent>
            <span className={styles.spacer} />
            {editor(level)}
          </TreeItemContent>
        </TreeItem>
      );
    }
    const editing = edit?.kind === 'rename' && edit.key === node.key;
    const next = childLevel(node.level);
    const levelName = LEVEL_NAMES[node.level];
    return (
      <TreeItem
        id={v.id}
        textValue={`${levelName} ${node.label}`}
        className={styles.item}
        style={({ level }) => ({ ['--tree-level' as string]: level })}
        data-orphan={node.orphan || undefined}
        data-defined={node.defined || undefined}
      >
        <TreeItemContent>
          {({ hasChildItems, isExpanded }) => (
            <>
              {hasChildItems ? (
                <RACButton slot="chevron" className={clsx(styles.chevron, isExpanded && styles.chevronExpanded)}>
                  <ChevronRight size={16} aria-hidden="true" />
                </RACButton>
              ) : (
                <span className={styles.spacer} />
              )}
              {editing ? (
                editor(node.level)
              ) : (
                <>
                  <span className={styles.labelBlock}>
                    <span className={styles.label}>
                      {node.label} <span className={styles.level}>{levelName}</span>
                    </span>
                    {node.problem ? <span className={styles.problem}>{node.problem}</span> : null}
                  </span>
                  {node.orphan ? <Badge tone="warning">{STUDY_TREE_TEXTS.orphan}</Badge> : null}
                  <span className={styles.actions}>
                    {next && !node.orphan && isValidCompositeKey(node.key) ? (
                      <Button
                        size="small"
                        variant="quiet"
                        className={styles.addButton}
                        aria-label={`Add ${LEVEL_NAMES[next].toLowerCase()} to ${node.label}`}
                        onPress={() => setEdit({ kind: 'add', parentKey: node.key, level: next, value: '', submitted: false })}
                      >
                        {ADD_BUTTON_LABELS[next as Exclude<CompositeKeyLevel, 'study'>]}
                      </Button>
                    ) : null}
                    <IconButton size="small" label={`Edit abbreviation of ${node.label}`} icon={<Pencil />} onPress={() => startRename(node)} />
                    <IconButton
                      size="small"
                      label={`Delete ${node.label}`}
                      icon={<Trash2 />}
                      onPress={() => setPopup({ kind: 'delete', node, hasData: hasDataUnder(node.key, dataKeys) })}
                    />
                  </span>
                </>
              )}
            </>
          )}
        </TreeItemContent>
        <Collection items={v.children} dependencies={dependencies}>
          {renderNode}
        </Collection>
      </TreeItem>
    );
  };

  const selectable = (key: Key) => typeof key === 'string' && key !== DRAFT_ID && isValidCompositeKey(key);
  const orphanKeys = keys.filter((k) => !isValidCompositeKey(k));

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {STUDY_TREE_TEXTS.title}
        </h2>
        <Button size="small" variant="secondary" onPress={() => setEdit({ kind: 'add', parentKey: undefined, level: 'study', value: '', submitted: false })}>
          {STUDY_TREE_TEXTS.addStudy}
        </Button>
      </div>
      <div onKeyDownCapture={keepKeysInEditor}>
        <RACTree
          aria-label={STUDY_TREE_TEXTS.title}
          items={view}
          dependencies={dependencies}
          className={styles.tree}
          selectionMode="single"
          disallowEmptySelection={false}
          selectedKeys={activeKey ? [activeKey] : []}
          disabledKeys={[DRAFT_ID, ...orphanKeys]}
          disabledBehavior="selection"
          onSelectionChange={(selection: Selection) => {
            if (selection === 'all') return;
            const [key] = [...selection];
            if (key !== undefined && selectable(key)) onActiveKeyChange?.(key as string);
          }}
          expandedKeys={expandedKeys}
          onExpandedChange={(expanded) => setCollapsed(new Set(keys.filter((k) => !expanded.has(k))))}
          renderEmptyState={() => <div className={styles.empty}>{STUDY_TREE_TEXTS.empty}</div>}
        >
          {renderNode}
        </RACTree>
      </div>
      {popup?.kind === 'delete' ? (
        <ConfirmDialog
          isOpen
          tone="danger"
          title={STUDY_TREE_TEXTS.deleteTitle(LEVEL_NAMES[popup.node.level])}
          message={
            popup.hasData
              ? STUDY_TREE_TEXTS.deleteWithData(LEVEL_NAMES[popup.node.level], popup.node.label)
              : STUDY_TREE_TEXTS.deleteEmpty(LEVEL_NAMES[popup.node.level], popup.node.label)
          }
          confirmLabel={STUDY_TREE_TEXTS.deleteConfirm}
          cancelLabel={STUDY_TREE_TEXTS.cancel}
          onConfirm={() => {
            onDelete(popup.node.key, popup.hasData);
            setPopup(null);
          }}
          onCancel={() => setPopup(null)}
        />
      ) : null}
      {popup?.kind === 'nonExistent' ? (
        <Dialog
          isOpen
          role="alertdialog"
          title={STUDY_TREE_TEXTS.nonExistentTitle}
          maxWidth={500}
          onOpenChange={(open) => !open && setPopup(null)}
          actions={(close) => (
            <Button variant="primary" autoFocus onPress={close}>
              {STUDY_TREE_TEXTS.ok}
            </Button>
          )}
        >
          <p>{STUDY_TREE_TEXTS.nonExistent(LEVEL_NAMES[popup.node.level], popup.node.label)}</p>
        </Dialog>
      ) : null}
    </section>
  );
}
