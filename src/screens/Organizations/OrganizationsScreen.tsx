import type { DataTableColumn } from '../../ui';
import type { Organization } from '../../api/schemas';
import { AdminTable } from '../shared/AdminTable';
import type { AdminListProps } from '../shared/adminList';
import { localDateTime } from '../shared/dateTime';
import { OrganizationFormDialog, type OrganizationFormDialogProps, type OrganizationFormSubmit } from './OrganizationForm';
import * as styles from '../shared/admin.css';

export interface OrganizationsScreenProps
  extends AdminListProps<Organization, OrganizationFormSubmit>,
    Pick<OrganizationFormDialogProps, 'onSearchProjects' | 'onSearchUsers'> {}

/** The 'Organizations' paged table with its create, edit, delete and restore dialogs. */
export function OrganizationsScreen({ formatDateTime = localDateTime, onSearchProjects, onSearchUsers, ...list }: OrganizationsScreenProps) {
  const columns: DataTableColumn<Organization>[] = [
    { id: 'name', name: 'Organization name', allowsSorting: true, isRowHeader: true },
    { id: 'description', name: 'Description' },
    { id: 'user_count', name: 'User count', allowsSorting: true, align: 'end', render: (o) => <span className={styles.count}>{o.user_count}</span> },
    {
      id: 'project_count',
      name: 'Project count',
      allowsSorting: true,
      align: 'end',
      render: (o) => <span className={styles.count}>{o.project_count}</span>,
    },
    { id: 'created_at', name: 'Created at', allowsSorting: true, render: (o) => formatDateTime(o.created_at) },
  ];
  return (
    <div className={styles.screen}>
      <AdminTable<Organization, OrganizationFormSubmit>
        {...list}
        title="Organizations"
        columns={columns}
        getRowId={(o) => o.uuid}
        getRowName={(o) => o.name}
        isDeleted={(o) => o.deleted_at !== null}
        noun="organization"
        getConfirmSubject={(o) => o.name}
        renderForm={(form) => (
          <OrganizationFormDialog
            organization={form.item}
            onSearchProjects={onSearchProjects}
            onSearchUsers={onSearchUsers}
            onSubmit={form.onSubmit}
            onClose={form.onClose}
          />
        )}
      />
    </div>
  );
}
