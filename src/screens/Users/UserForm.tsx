import { useState } from 'react';
import { MultiSelectPicker, PasswordField, TextField } from '../../ui';
import { LIMITS, userCreateDialogSchema, userDialogSchema, type User } from '../../api/schemas';
import { useEntityForm } from '../shared/useEntityForm';
import { searchIn } from '../shared/localSearch';
import { EntityFormDialog } from '../shared/EntityFormDialog';

/** A role the user form can assign. */
export interface RoleOption {
  uuid: string;
  name: string;
  slug: string;
}

/** An organization the user form can assign. */
export interface OrganizationOption {
  uuid: string;
  name: string;
}

/** What a saved user form sends: trimmed names, lower-cased e-mail, role and organization uuids; the password only when entered. */
export interface UserFormSubmit {
  first_name: string;
  last_name: string;
  email: string;
  password?: string;
  roles: string[];
  organizations: string[];
}

interface RawValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  roles: RoleOption[];
  organizations: OrganizationOption[];
}

const EMPTY: RawValues = { first_name: '', last_name: '', email: '', password: '', roles: [], organizations: [] };

const toInput = (values: RawValues) => ({
  first_name: values.first_name,
  last_name: values.last_name,
  email: values.email,
  // Updating sends a password only when one was typed.
  ...(values.password === '' ? {} : { password: values.password }),
  roles: values.roles.map((r) => r.uuid),
  organizations: values.organizations.map((o) => o.uuid),
});

const byUuid = (item: { uuid: string }) => item.uuid;
const byName = (item: { name: string }) => item.name;

export interface UserFormDialogProps {
  /** The user being edited; undefined when creating. */
  user?: User;
  /** Live roles for 'Add roles'. */
  roleOptions: readonly RoleOption[];
  /** Organizations for 'Add organizations'. */
  organizationOptions: readonly OrganizationOption[];
  /** Roles are still loading: Create and Update wait. @default false */
  isRolesLoading?: boolean;
  /** Organizations are still loading: Create and Update wait. @default false */
  isOrganizationsLoading?: boolean;
  /** Saves; the dialog closes when it resolves and stays open when it rejects. */
  onSubmit: (values: UserFormSubmit) => Promise<unknown>;
  /** Called when the dialog closes. */
  onClose: () => void;
}

/**
 * 'Create user' / 'Edit user'. The password is required and must be strong when creating, optional
 * when editing. Create and Update wait for roles and organizations to load and need an organization;
 * Update also needs a change.
 */
export function UserFormDialog({
  user,
  roleOptions,
  organizationOptions,
  isRolesLoading = false,
  isOrganizationsLoading = false,
  onSubmit,
  onClose,
}: UserFormDialogProps) {
  const isEditing = user !== undefined;
  const form = useEntityForm(
    isEditing ? userDialogSchema : userCreateDialogSchema,
    user
      ? {
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          password: '',
          roles: user.roles,
          organizations: user.organizations,
        }
      : EMPTY,
    toInput,
  );
  const [organizationsTouched, setOrganizationsTouched] = useState(false);
  const { organizations: organizationError, ...otherErrors } = form.errors;
  // Without this, a form that is complete except for its organization would disable Create without saying why.
  const showOrganizationError = organizationsTouched || Object.keys(otherErrors).length === 0;

  return (
    <EntityFormDialog
      title={isEditing ? 'Edit user' : 'Create user'}
      isEditing={isEditing}
      values={form.parsed}
      isDirty={form.isDirty}
      isBlocked={isRolesLoading || isOrganizationsLoading}
      onSubmit={onSubmit}
      onClose={onClose}
      resetButton={{
        label: 'Clear',
        onPress: () => {
          form.replace(EMPTY);
          setOrganizationsTouched(false);
        },
      }}
    >
      <TextField
        label="First name"
        isRequired
        autoFocus
        autoComplete="off"
        characterLimit={LIMITS.personName}
        {...form.field('first_name')}
      />
      <TextField
        label="Last name"
        isRequired
        autoComplete="off"
        characterLimit={LIMITS.personName}
        {...form.field('last_name')}
      />
      <TextField
        label="Email address"
        type="email"
        isRequired
        autoComplete="off"
        {...form.field('email')}
      />
      <PasswordField
        label="New password"
        isRequired={!isEditing}
        autoComplete="new-password"
        {...form.field('password')}
      />
      <MultiSelectPicker<RoleOption>
        label="Add roles"
        value={form.values.roles}
        onChange={(next) => form.set('roles', next)}
        getKey={byUuid}
        onSearch={searchIn(roleOptions, byName)}
        isDisabled={isRolesLoading}
      />
      <MultiSelectPicker<OrganizationOption>
        label="Add organizations"
        value={form.values.organizations}
        onChange={(next) => {
          setOrganizationsTouched(true);
          form.set('organizations', next);
        }}
        getKey={byUuid}
        onSearch={searchIn(organizationOptions, byName)}
        isDisabled={isOrganizationsLoading}
        errorMessage={showOrganizationError ? organizationError : undefined}
      />
    </EntityFormDialog>
  );
}
