import { useState } from 'react';
import { MultiSelectPicker, TextArea, TextField } from '../../ui';
import { LIMITS, organizationFormSchema, type Organization } from '../../api/schemas';
import { useEntityForm } from '../shared/useEntityForm';
import { EntityFormDialog } from '../shared/EntityFormDialog';

/** A project the organization form can attach. */
export interface ProjectOption {
  uuid: string;
  name: string;
}

/** A user the organization form can attach. */
export interface UserOption {
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** What a saved organization form sends: trimmed name and description, user and project uuids. */
export interface OrganizationFormSubmit {
  name: string;
  description: string;
  users: string[];
  projects: string[];
}

interface RawValues {
  name: string;
  description: string;
  projects: ProjectOption[];
  users: UserOption[];
}

const EMPTY: RawValues = { name: '', description: '', projects: [], users: [] };

const toInput = (values: RawValues) => ({
  name: values.name,
  description: values.description,
  users: values.users.map((u) => u.uuid),
  projects: values.projects.map((p) => p.uuid),
});

const byUuid = (item: { uuid: string }) => item.uuid;
/** How the users picker names a user: 'first last (email)'. */
export const userOptionLabel = (user: UserOption) => `${user.first_name} ${user.last_name} (${user.email})`;

export interface OrganizationFormDialogProps {
  /** The organization being edited; undefined when creating. */
  organization?: Organization;
  /** Finds projects for 'Add projects' (called debounced, 200 ms). */
  onSearchProjects: (text: string, signal: AbortSignal) => Promise<readonly ProjectOption[]>;
  /** Finds users for 'Add users' (called debounced, 200 ms). */
  onSearchUsers: (text: string, signal: AbortSignal) => Promise<readonly UserOption[]>;
  /** Saves; the dialog closes when it resolves and stays open when it rejects. */
  onSubmit: (values: OrganizationFormSubmit) => Promise<unknown>;
  /** Called when the dialog closes. */
  onClose: () => void;
}

/**
 * 'Create organization' / 'Edit organization'. Clear empties a new form; Revert brings back the saved
 * values of an existing one. Update needs some change.
 */
export function OrganizationFormDialog({ organization, onSearchProjects, onSearchUsers, onSubmit, onClose }: OrganizationFormDialogProps) {
  const isEditing = organization !== undefined;
  const [initial] = useState<RawValues>(() =>
    organization
      ? { name: organization.name, description: organization.description, projects: organization.projects, users: organization.users }
      : EMPTY,
  );
  const form = useEntityForm(organizationFormSchema, initial, toInput);

  return (
    <EntityFormDialog
      title={isEditing ? 'Edit organization' : 'Create organization'}
      isEditing={isEditing}
      values={form.parsed}
      isDirty={form.isDirty}
      onSubmit={onSubmit}
      onClose={onClose}
      resetButton={{ label: isEditing ? 'Revert' : 'Clear', isDisabled: isEditing && !form.isDirty, onPress: () => form.replace(initial) }}
    >
      <TextField
        label="Organization name"
        isRequired
        autoFocus
        characterLimit={LIMITS.orgName}
        {...form.field('name')}
      />
      <TextArea
        label="Description"
        characterLimit={LIMITS.orgDescription}
        {...form.field('description')}
      />
      <MultiSelectPicker<ProjectOption>
        label="Add projects"
        value={form.values.projects}
        onChange={(next) => form.set('projects', next)}
        getKey={byUuid}
        onSearch={onSearchProjects}
      />
      <MultiSelectPicker<UserOption>
        label="Add users"
        value={form.values.users}
        onChange={(next) => form.set('users', next)}
        getKey={byUuid}
        getLabel={userOptionLabel}
        onSearch={onSearchUsers}
      />
    </EntityFormDialog>
  );
}
