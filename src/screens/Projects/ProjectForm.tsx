import { useState } from 'react';
import { MultiSelectPicker, NumberField, TextArea, TextField } from '../../ui';
import { LIMITS, projectFormSchema, type Project } from '../../api/schemas';
import { useEntityForm, type EntityForm } from '../shared/useEntityForm';
import { searchIn } from '../shared/localSearch';
import { EntityFormDialog } from '../shared/EntityFormDialog';

/** An organization a project can belong to. */
export interface ProjectOrganizationOption {
  uuid: string;
  name: string;
}

/** The project form's raw values; priority is null while the field is empty. */
export interface ProjectFormValues {
  name: string;
  description: string;
  priority: number | null;
  organizations: ProjectOrganizationOption[];
}

/** What a saved project form sends: trimmed name and description, priority, organization uuids. */
export interface ProjectFormSubmit {
  name: string;
  description: string;
  priority: number;
  organizations: string[];
}

/** A new project's starting values. */
export const EMPTY_PROJECT_FORM: ProjectFormValues = { name: '', description: '', priority: null, organizations: [] };

const toInput = (values: ProjectFormValues) => ({
  name: values.name,
  description: values.description,
  // An empty priority takes the schema's default of 0.
  ...(values.priority === null ? {} : { priority: values.priority }),
  organizations: values.organizations.map((o) => o.uuid),
});

/** The values an existing project opens with. */
export function projectFormValues(project: Pick<Project, 'name' | 'description' | 'priority' | 'organizations'>): ProjectFormValues {
  return { name: project.name, description: project.description, priority: project.priority, organizations: project.organizations };
}

/**
 * The project form's state checked against the shared schema. The paper form uses it with
 * ProjectFormFields for its 'create a new project' mode.
 */
export function useProjectForm(initial: ProjectFormValues = EMPTY_PROJECT_FORM): EntityForm<ProjectFormValues, ProjectFormSubmit> {
  return useEntityForm(projectFormSchema, initial, toInput);
}

export interface ProjectFormFieldsProps {
  /** The form from useProjectForm. */
  form: EntityForm<ProjectFormValues, ProjectFormSubmit>;
  /** Organizations for 'Add organizations'. */
  organizationOptions: readonly ProjectOrganizationOption[];
  /** Organizations are still loading; the picker waits. @default false */
  isOrganizationsLoading?: boolean;
  /** Focus the name field when shown. @default false */
  autoFocus?: boolean;
}

/** Project name, Description, Priority and the organizations picker, without buttons. */
export function ProjectFormFields({ form, organizationOptions, isOrganizationsLoading = false, autoFocus = false }: ProjectFormFieldsProps) {
  const [organizationsTouched, setOrganizationsTouched] = useState(false);
  const { organizations: organizationError, ...otherErrors } = form.errors;
  // Shown once the list was edited, or when it is all that keeps the form from being saved.
  const showOrganizationError = organizationsTouched || Object.keys(otherErrors).length === 0;
  return (
    <>
      <TextField
        label="Project name"
        isRequired
        autoFocus={autoFocus}
        characterLimit={LIMITS.projectName}
        {...form.field('name')}
      />
      <TextArea
        label="Description"
        characterLimit={LIMITS.projectDescription}
        {...form.field('description')}
      />
      <NumberField
        label="Priority"
        value={form.values.priority ?? Number.NaN}
        onChange={(v) => form.set('priority', Number.isNaN(v) ? null : v)}
        step={1}
        errorMessage={form.errors.priority}
      />
      <MultiSelectPicker<ProjectOrganizationOption>
        label="Add organizations"
        value={form.values.organizations}
        onChange={(next) => {
          setOrganizationsTouched(true);
          form.set('organizations', next);
        }}
        getKey={(o) => o.uuid}
        onSearch={searchIn(organizationOptions, (o) => o.name)}
        isDisabled={isOrganizationsLoading}
        errorMessage={showOrganizationError ? organizationError : undefined}
      />
    </>
  );
}

export interface ProjectFormDialogProps {
  /** The project being edited; undefined when creating. */
  project?: Project;
  /** Organizations for 'Add organizations'. */
  organizationOptions: readonly ProjectOrganizationOption[];
  /** Organizations are still loading: Create and Update wait. @default false */
  isOrganizationsLoading?: boolean;
  /** Saves; the dialog closes when it resolves and stays open when it rejects. */
  onSubmit: (values: ProjectFormSubmit) => Promise<unknown>;
  /** Called when the dialog closes. */
  onClose: () => void;
}

/** 'Create project' / 'Edit project'. Create needs a valid form; Update also needs a change. */
export function ProjectFormDialog({ project, organizationOptions, isOrganizationsLoading = false, onSubmit, onClose }: ProjectFormDialogProps) {
  const isEditing = project !== undefined;
  const form = useProjectForm(project ? projectFormValues(project) : EMPTY_PROJECT_FORM);

  return (
    <EntityFormDialog
      title={isEditing ? 'Edit project' : 'Create project'}
      isEditing={isEditing}
      values={form.parsed}
      isDirty={form.isDirty}
      isBlocked={isOrganizationsLoading}
      onSubmit={onSubmit}
      onClose={onClose}
      resetButton={{ label: 'Clear', onPress: () => form.replace(EMPTY_PROJECT_FORM) }}
    >
      <ProjectFormFields form={form} organizationOptions={organizationOptions} isOrganizationsLoading={isOrganizationsLoading} autoFocus />
    </EntityFormDialog>
  );
}
