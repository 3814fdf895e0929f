import { X } from 'lucide-react';
import { Button, IconButton, TextField } from '../../ui';
import { LIMITS, tagFormSchema, type TagForm, type TagNode } from '../../api/schemas';
import { fieldErrors } from '../shared/useEntityForm';
import { EntityFormDialog } from '../shared/EntityFormDialog';
import { hasLiveChildren, TOP_LEVEL_LABEL } from './baseTagTree';
import * as styles from './BaseTags.css';

/** The tag dialog's values; kept by the screen so they survive while the dialog hides for choosing a parent. */
export interface TagDraft {
  /** The tag being edited; undefined when creating. */
  tag?: TagNode;
  name: string;
  /** The name field has been left once, so its error shows. */
  nameTouched: boolean;
  /** The chosen parent; null for the top level. */
  parent: TagNode | null;
  /** The parent's uuid when the dialog opened, so Update can tell whether it changed. */
  openedParentUuid: string | null;
}

export interface TagFormDialogProps {
  /** The values being edited. */
  draft: TagDraft;
  /** False while the user picks a parent in the tree. */
  isOpen: boolean;
  /** Called with the changed values. */
  onChange: (draft: TagDraft) => void;
  /** Hides the dialog and lets the user pick the parent in the tree. */
  onChooseParent: () => void;
  /** Saves; the dialog closes when it resolves and stays open when it rejects. */
  onSubmit: (values: TagForm) => Promise<unknown>;
  /** Asks to delete the edited tag. */
  onDelete: (tag: TagNode) => void;
  /** Called when the dialog closes. */
  onClose: () => void;
}

/** 'Create tag' / 'Edit tag': the name, the parent ('(Top level)' when none), and Delete for tags without children. */
export function TagFormDialog({ draft, isOpen, onChange, onChooseParent, onSubmit, onDelete, onClose }: TagFormDialogProps) {
  const { tag, parent } = draft;
  const isEditing = tag !== undefined;
  const result = tagFormSchema.safeParse({ name: draft.name, parentUUID: parent?.uuid ?? null });
  const errors = fieldErrors(result.success ? undefined : result.error);
  const isDirty = !tag || draft.name.trim() !== tag.name || (parent?.uuid ?? null) !== draft.openedParentUuid;
  const hasChildren = hasLiveChildren(tag);

  return (
    <EntityFormDialog
      title={isEditing ? 'Edit tag' : 'Create tag'}
      isEditing={isEditing}
      values={result.success ? result.data : undefined}
      isDirty={isDirty}
      onSubmit={onSubmit}
      onClose={onClose}
      isOpen={isOpen}
      maxWidth={500}
      leadingActions={(isPending) =>
        tag ? (
          <Button variant="danger" isDisabled={hasChildren || isPending} onPress={() => onDelete(tag)}>
            Delete
          </Button>
        ) : null
      }
    >
      <TextField
        label="Tag name"
        isRequired
        autoFocus
        characterLimit={LIMITS.tagName}
        value={draft.name}
        touched={draft.nameTouched}
        onBlur={() => onChange({ ...draft, nameTouched: true })}
        onChange={(name) => onChange({ ...draft, name })}
        errorMessage={errors.name}
      />
      <div className={styles.parentRow}>
        <span className={styles.parentLabel}>Parent:</span>
        <span className={styles.parentName}>{parent ? parent.name : TOP_LEVEL_LABEL}</span>
        <Button variant="secondary" size="small" onPress={onChooseParent}>
          {parent ? 'Change parent' : 'Select parent'}
        </Button>
        {parent ? (
          <IconButton label="Clear parent" icon={<X />} size="small" onPress={() => onChange({ ...draft, parent: null })} />
        ) : null}
      </div>
      {hasChildren ? <p className={styles.hint}>A tag with children cannot be deleted.</p> : null}
    </EntityFormDialog>
  );
}
