import type { SortDescriptor } from 'react-aria-components';
import { ChartScatter } from 'lucide-react';
import { AlertIcon, IconButton, type DataTableColumn } from '../../ui';
import type { Project } from '../../api/schemas';
import { AdminTable } from '../shared/AdminTable';
import type { AdminListProps } from '../shared/adminList';
import { localDateTime } from '../shared/dateTime';
import { ProjectFormDialog, type ProjectFormDialogProps, type ProjectFormSubmit } from './ProjectForm';
import * as styles from '../shared/admin.css';

/** The projects list is sorted by name, ascending, until the user sorts otherwise. */
export const DEFAULT_PROJECT_SORT: SortDescriptor = { column: 'name', direction: 'ascending' };

export interface ProjectsScreenProps
  extends AdminListProps<Project, ProjectFormSubmit>,
    Pick<ProjectFormDialogProps, 'organizationOptions' | 'isOrganizationsLoading'> {
  /** 'Agreement' on a live row: opens the project's dual-extraction agreement; without it the action is not offered (only reviewers may see it). */
  onOpenAgreement?: (project: Project) => void;
}

/** The 'Projects' server-paged table with its create, edit, delete and restore dialogs. */
export function ProjectsScreen({
  sort = DEFAULT_PROJECT_SORT,
  formatDateTime = localDateTime,
  organizationOptions,
  isOrganizationsLoading,
  onOpenAgreement,
  ...list
}: ProjectsScreenProps) {
  const columns: DataTableColumn<Project>[] = [
    { id: 'name', name: 'Project name', allowsSorting: true, isRowHeader: true },
    { id: 'description', name: 'Description' },
    { id: 'priority', name: 'Priority', allowsSorting: true, align: 'end', render: (p) => <span className={styles.count}>{p.priority}</span> },
    {
      id: 'organizations',
      name: 'Organizations',
      render: (p) =>
        p.organizations.length > 0 ? (
          p.organizations.map((o) => o.name).join(', ')
        ) : (
          <AlertIcon label="No associated organizations" tone="danger" size="small" />
        ),
    },
    { id: 'paper_count', name: 'Paper count', align: 'end', render: (p) => <span className={styles.count}>{p.paper_count}</span> },
    { id: 'created_at', name: 'Created at', allowsSorting: true, render: (p) => formatDateTime(p.created_at) },
  ];
  return (
    <div className={styles.screen}>
      <AdminTable<Project, ProjectFormSubmit>
        {...list}
        sort={sort}
        title="Projects"
        columns={columns}
        getRowId={(p) => p.uuid}
        getRowName={(p) => p.name}
        isDeleted={(p) => p.deleted_at !== null}
        noun="project"
        getConfirmSubject={(p) => p.name}
        extraRowActions={onOpenAgreement ? (p) => <IconButton label={`Agreement of ${p.name}`} icon={<ChartScatter />} size="small" onPress={() => onOpenAgreement(p)} /> : undefined}
        renderForm={(form) => (
          <ProjectFormDialog
            project={form.item}
            organizationOptions={organizationOptions}
            isOrganizationsLoading={isOrganizationsLoading}
            onSubmit={form.onSubmit}
            onClose={form.onClose}
          />
        )}
      />
    </div>
  );
}
