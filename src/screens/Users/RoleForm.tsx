import { useState, type ReactNode } from 'react';
import { MultiSelectPicker, TextArea, TextField } from '../../ui';
import { LIMITS, roleFormSchema, type Permission, type Role, type RoleForm as RoleFormValues } from '../../api/schemas';
import { useEntityForm } from '../shared/useEntityForm';
import { EntityFormDialog } from '../shared/EntityFormDialog';

/** What a saved role or permission form sends: slug, name and description, trimmed. */
export type AccessFormValues = RoleFormValues;

/** A permission as the role form's picker lists it. */
export type PermissionOption = Pick<Permission, 'id' | 'uuid' | 'name' | 'slug'>;

/** What a saved role form sends: the role's fields plus the ids of its permissions. */
export interface RoleFormSubmit extends AccessFormValues {
  permissionIds: number[];
}

interface RawValues {
  name: string;
  slug: string;
  description: string;
}

const EMPTY: RawValues = { name: '', slug: '', description: '' };

export interface AccessFormDialogProps {
  /** 'role' or 'permission': sets the title, e.g. 'Create role' or 'Edit permission'. */
  noun: 'role' | 'permission';
  /** The row being edited; undefined when creating. */
  item?: Pick<Role | Permission, 'name' | 'slug' | 'description'>;
  /** Saves; the dialog closes when it resolves and stays open when it rejects. */
  onSubmit: (values: AccessFormValues) => Promise<unknown>;
  /** Called when the dialog closes. */
  onClose: () => void;
  /** Fields under Description, e.g. the role's permission picker. */
  extraFields?: ReactNode;
  /** The extra fields changed since the dialog opened. @default false */
  isExtraDirty?: boolean;
  /** Keeps Create and Update disabled, e.g. while permissions load. @default false */
  isBlocked?: boolean;
  /** Clears the extra fields along with the others. */
  onClear?: () => void;
}

/**
 * The form shared by roles and permissions: Name, Slug (fixed once the row exists) and Description.
 * Create needs a valid form; Update also needs a change.
 */
export function AccessFormDialog({
  noun,
  item,
  onSubmit,
  onClose,
  extraFields,
  isExtraDirty = false,
  isBlocked = false,
  onClear,
}: AccessFormDialogProps) {
  const isEditing = item !== undefined;
  const form = useEntityForm(roleFormSchema, item ? { name: item.name, slug: item.slug, description: item.description } : EMPTY);

  return (
    <EntityFormDialog
      title={`${isEditing ? 'Edit' : 'Create'} ${noun}`}
      isEditing={isEditing}
      values={form.parsed}
      isDirty={form.isDirty || isExtraDirty}
      isBlocked={isBlocked}
      onSubmit={onSubmit}
      onClose={onClose}
      resetButton={{
        label: 'Clear',
        onPress: () => {
          // The slug of an existing row is fixed, so Clear leaves it.
          form.replace({ ...EMPTY, slug: isEditing ? form.values.slug : '' });
          onClear?.();
        },
      }}
    >
      <TextField
        label="Name"
        description="e.g. Source Data Extract User"
        isRequired
        autoFocus
        {...form.field('name')}
      />
      <TextField
        label="Slug"
        description="lower-case name joined by underscores"
        isRequired={!isEditing}
        isReadOnly={isEditing}
        value={form.values.slug}
        onChange={(v) => form.set('slug', v)}
        errorMessage={isEditing ? undefined : form.errors.slug}
      />
      <TextArea
        label="Description"
        isRequired
        characterLimit={LIMITS.roleDescription}
        {...form.field('description')}
      />
      {extraFields}
    </EntityFormDialog>
  );
}

export interface PermissionFormDialogProps {
  /** The permission being edited; undefined when creating. */
  permission?: Permission;
  /** Saves; the dialog closes when it resolves and stays open when it rejects. */
  onSubmit: (values: AccessFormValues) => Promise<unknown>;
  /** Called when the dialog closes. */
  onClose: () => void;
}

/** 'Create permission' / 'Edit permission': Name, Slug and Description only. */
export function PermissionFormDialog({ permission, onSubmit, onClose }: PermissionFormDialogProps) {
  return <AccessFormDialog noun="permission" item={permission} onSubmit={onSubmit} onClose={onClose} />;
}

export interface RoleFormDialogProps {
  /** The role being edited; undefined when creating. */
  role?: Role;
  /** The role's current permissions; when omitted, those listed on `role`. */
  permissions?: readonly PermissionOption[];
  /** The role's permissions are still loading: Create and Update wait. @default false */
  isPermissionsLoading?: boolean;
  /** Finds live permissions for the typed text (called debounced, 200 ms). */
  onSearchPermissions: (text: string, signal: AbortSignal) => Promise<readonly PermissionOption[]>;
  /** Saves the role and its permission ids; the dialog closes when it resolves and stays open when it rejects. */
  onSubmit: (values: RoleFormSubmit) => Promise<unknown>;
  /** Called when the dialog closes. */
  onClose: () => void;
}

const idsOf = (list: readonly PermissionOption[]) => list.map((p) => p.id);

/** 'Create role' / 'Edit role': the shared fields plus the 'Add permissions' search. */
export function RoleFormDialog({
  role,
  permissions,
  isPermissionsLoading = false,
  onSearchPermissions,
  onSubmit,
  onClose,
}: RoleFormDialogProps) {
  const initial = permissions ?? role?.permissions ?? [];
  const [chosen, setChosen] = useState<PermissionOption[]>(() => [...initial]);
  const [searchError, setSearchError] = useState<string | undefined>();
  const isChosenDirty = [...idsOf(chosen)].sort().join() !== [...idsOf(initial)].sort().join();

  return (
    <AccessFormDialog
      noun="role"
      item={role}
      onClose={onClose}
      isBlocked={isPermissionsLoading}
      isExtraDirty={isChosenDirty}
      onClear={() => setChosen([])}
      onSubmit={(values) => onSubmit({ ...values, permissionIds: idsOf(chosen) })}
      extraFields={
        <MultiSelectPicker<PermissionOption>
          label="Add permissions"
          value={chosen}
          onChange={setChosen}
          isDisabled={isPermissionsLoading}
          errorMessage={searchError}
          onSearch={async (text, signal) => {
            setSearchError(undefined);
            try {
              return await onSearchPermissions(text, signal);
            } catch (error) {
              // The spec shows the failure's message when there is one.
              if (!signal.aborted && error instanceof Error && error.message) setSearchError(error.message);
              throw error;
            }
          }}
        />
      }
    />
  );
}
