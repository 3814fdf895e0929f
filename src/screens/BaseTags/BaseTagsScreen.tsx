import { useEffect, useMemo, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { Pencil } from 'lucide-react';
import { Banner, Button, ConfirmDialog, IconButton, Spinner, Tree } from '../../ui';
import type { TagForm, TagNode } from '../../api/schemas';
import { ConfirmText } from '../shared/AdminTable';
import { TagFormDialog, type TagDraft } from './TagForm';
import { findParent, findTag, subtreeIds, toTreeNodes, type BaseTagTreeNode } from './baseTagTree';
import * as adminStyles from '../shared/admin.css';
import * as styles from './BaseTags.css';

export interface BaseTagsScreenProps {
  /** The tag tree, deleted tags included (they are disabled). */
  tags: readonly TagNode[];
  /** The tree is loading. @default false */
  isLoading?: boolean;
  /** Why the tree could not be loaded; shown above it. */
  error?: string | null;
  /** Saves a new tag; the dialog closes when it resolves. */
  onCreate: (values: TagForm) => Promise<unknown>;
  /** Saves a tag's name and parent; the dialog closes when it resolves. */
  onUpdate: (tag: TagNode, values: TagForm) => Promise<unknown>;
  /** Soft-deletes a tag without children after confirmation. */
  onDelete: (tag: TagNode) => Promise<unknown>;
  /** Restores a deleted tag. */
  onRestore: (tag: TagNode) => Promise<unknown>;
  /** Tags (uuids) shown expanded at first. @default none */
  defaultExpandedKeys?: Iterable<string>;
}

/**
 * 'Base tags': the tag tree with '+ Add child', Restore on deleted tags, and the tag dialog. Choosing
 * a parent hides the dialog and turns the tree into the picker; Escape goes back without a change.
 */
export function BaseTagsScreen({
  tags,
  isLoading = false,
  error,
  onCreate,
  onUpdate,
  onDelete,
  onRestore,
  defaultExpandedKeys,
}: BaseTagsScreenProps) {
  const [draft, setDraft] = useState<TagDraft | null>(null);
  const [isChoosing, setChoosing] = useState(false);
  const [toDelete, setToDelete] = useState<TagNode | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const treeFrame = useRef<HTMLDivElement>(null);

  const unavailable = useMemo(
    () => (isChoosing && draft?.tag ? subtreeIds(draft.tag) : new Set<string>()),
    [isChoosing, draft?.tag],
  );
  const nodes = useMemo(() => toTreeNodes(tags, unavailable), [tags, unavailable]);

  // The dialog hands focus back as it closes; the tree takes it once that has happened.
  useEffect(() => {
    if (!isChoosing) return;
    const frame = requestAnimationFrame(() => treeFrame.current?.querySelector<HTMLElement>('[role="treegrid"]')?.focus());
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setChoosing(false);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [isChoosing]);

  const openCreate = (parent: TagNode | null) => setDraft({ name: '', nameTouched: false, parent, openedParentUuid: null });
  const openEdit = (tag: TagNode) => {
    const parent = findParent(tags, tag.uuid) ?? null;
    setDraft({ tag, name: tag.name, nameTouched: false, parent, openedParentUuid: parent?.uuid ?? null });
  };

  const onNodeAction = (key: Key) => {
    const tag = findTag(tags, String(key));
    if (!tag) return;
    if (isChoosing) {
      if (unavailable.has(tag.uuid) || tag.disabled) return;
      setDraft((current) => (current ? { ...current, parent: tag } : current));
      setChoosing(false);
    } else if (!tag.disabled) {
      openEdit(tag);
    }
  };

  const renderActions = (node: BaseTagTreeNode) => {
    if (isChoosing) return null;
    const { tag } = node;
    return tag.disabled ? (
      <Button size="small" variant="secondary" aria-label={`Restore ${tag.name}`} onPress={() => void onRestore(tag).catch(() => undefined)}>
        Restore
      </Button>
    ) : (
      <span className={styles.nodeActions}>
        <IconButton label={`Edit ${tag.name}`} icon={<Pencil />} size="small" onPress={() => openEdit(tag)} />
        <Button size="small" variant="quiet" aria-label={`Add child to ${tag.name}`} onPress={() => openCreate(tag)}>
          + Add child
        </Button>
      </span>
    );
  };

  return (
    <div className={adminStyles.screen}>
      <div className={styles.header}>
        <h1 className={adminStyles.screenTitle}>Base tags</h1>
        {isChoosing ? null : <Button onPress={() => openCreate(null)}>Add new tag</Button>}
      </div>
      {error ? (
        <Banner tone="danger" aria-label="Base tags could not be loaded" announce>
          {error}
        </Banner>
      ) : null}
      {isChoosing && draft ? (
        <Banner
          tone="info"
          title="Select parent tag"
          actions={
            <Button variant="secondary" size="small" onPress={() => setChoosing(false)}>
              Cancel
            </Button>
          }
        >
          {draft.tag ? `Choose the tag to put "${draft.tag.name}" under. ` : 'Choose the tag to put the new tag under. '}
          Press Enter on a tag or click it; Escape goes back without a change.
        </Banner>
      ) : null}
      <div ref={treeFrame} className={styles.tree} aria-busy={isLoading || undefined}>
        {isLoading && tags.length === 0 ? (
          <Spinner label="Loading base tags" />
        ) : (
          <Tree<BaseTagTreeNode>
            aria-label={isChoosing ? 'Select parent tag' : 'Base tags'}
            items={nodes}
            selectionMode="none"
            defaultExpandedKeys={defaultExpandedKeys}
            disabledBehavior={isChoosing ? 'all' : 'selection'}
            onAction={onNodeAction}
            renderActions={renderActions}
            emptyText="No base tags"
          />
        )}
      </div>
      {draft ? (
        <TagFormDialog
          draft={draft}
          isOpen={!isChoosing}
          onChange={setDraft}
          onChooseParent={() => setChoosing(true)}
          onClose={() => setDraft(null)}
          onSubmit={(values) => (draft.tag ? onUpdate(draft.tag, values) : onCreate(values))}
          onDelete={(tag) => {
            setToDelete(tag);
            setConfirmOpen(true);
          }}
        />
      ) : null}
      {toDelete ? (
        <ConfirmDialog
          isOpen={isConfirmOpen}
          onOpenChange={setConfirmOpen}
          maxWidth={600}
          tone="danger"
          message={<ConfirmText question="Are you sure you want to delete this tag?" subject={toDelete.name} />}
          onConfirm={async () => {
            await onDelete(toDelete);
            setDraft(null);
          }}
        />
      ) : null}
    </div>
  );
}
