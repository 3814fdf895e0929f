import { useMemo, useState } from 'react';
import { MultiSelectPicker, TextArea, TextField } from '../../ui';
import { LIMITS, tagGroupFormSchema, type TagGroup, type TagGroupForm } from '../../api/schemas';
import { fieldErrors } from '../shared/useEntityForm';
import { EntityFormDialog } from '../shared/EntityFormDialog';
import type { TagGroupLevel } from './tagGroupLevels';

/** A base tag as the tag group form lists and orders it. */
export interface TagOption {
  uuid: string;
  name: string;
}

export interface TagGroupFormDialogProps {
  /** The group being edited; undefined when creating. */
  tagGroup?: TagGroup;
  /** The level a new group is created on (the open tab). */
  level: TagGroupLevel;
  /** Finds base tags for the typed text (called debounced, 200 ms). */
  onSearchTags: (text: string, signal: AbortSignal) => Promise<readonly TagOption[]>;
  /** Saves; the dialog closes when it resolves and stays open when it rejects. */
  onSubmit: (values: TagGroupForm) => Promise<unknown>;
  /** Called when the dialog closes. */
  onClose: () => void;
}

interface RawValues {
  name: string;
  description: string;
  tags: TagOption[];
}

const sameOrder = (a: readonly TagOption[], b: readonly TagOption[]) =>
  a.length === b.length && a.every((tag, i) => tag.uuid === b[i]?.uuid);

/**
 * 'New tag group' / 'Edit tag group': name, description and the ordered base tags. Update also
 * needs a change; a new order of the same tags counts, since the order is what extractors see.
 */
export function TagGroupFormDialog({ tagGroup, level, onSearchTags, onSubmit, onClose }: TagGroupFormDialogProps) {
  const isEditing = tagGroup !== undefined;
  const [opened] = useState<RawValues>(() => ({
    name: tagGroup?.name ?? '',
    description: tagGroup?.description ?? '',
    tags: tagGroup ? tagGroup.tags.map(({ uuid, name }) => ({ uuid, name })) : [],
  }));
  const [values, setValues] = useState(opened);
  const [tagsTouched, setTagsTouched] = useState(false);
  const [searchError, setSearchError] = useState<string | undefined>();

  const result = useMemo(
    () =>
      tagGroupFormSchema.safeParse({
        name: values.name,
        description: values.description,
        level: tagGroup?.level ?? level,
        tags: values.tags.map((tag) => tag.uuid),
      }),
    [values, tagGroup, level],
  );
  const errors = fieldErrors(result.success ? undefined : result.error);
  const isDirty =
    values.name.trim() !== opened.name.trim() ||
    values.description.trim() !== opened.description.trim() ||
    !sameOrder(values.tags, opened.tags);
  const tagsError = searchError ?? (tagsTouched ? errors.tags : undefined);

  return (
    <EntityFormDialog
      title={isEditing ? 'Edit tag group' : 'New tag group'}
      isEditing={isEditing}
      values={result.success ? result.data : undefined}
      isDirty={isDirty}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth={500}
    >
      <TextField
        label="Tag group name"
        isRequired
        autoFocus
        characterLimit={LIMITS.tagGroupName}
        value={values.name}
        onChange={(name) => setValues((v) => ({ ...v, name }))}
        errorMessage={errors.name}
      />
      <TextArea
        label="Description"
        characterLimit={LIMITS.tagGroupDescription}
        value={values.description}
        onChange={(description) => setValues((v) => ({ ...v, description }))}
        errorMessage={errors.description}
      />
      <div
        onBlur={(event) => {
          // Touched once focus leaves the whole picker, not when it moves from the input to a chip.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setTagsTouched(true);
        }}
      >
        <MultiSelectPicker<TagOption>
          label="Base tags"
          value={values.tags}
          getKey={(tag) => tag.uuid}
          reorderable
          errorMessage={tagsError}
          onChange={(tags) => {
            if (tags.length < values.tags.length) setTagsTouched(true);
            setValues((v) => ({ ...v, tags }));
          }}
          onSearch={async (text, signal) => {
            setSearchError(undefined);
            try {
              return await onSearchTags(text, signal);
            } catch (error) {
              if (!signal.aborted && error instanceof Error && error.message) setSearchError(error.message);
              throw error;
            }
          }}
        />
      </div>
    </EntityFormDialog>
  );
}
