import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Lock } from 'lucide-react';
import type { DataTableColumn } from '../../ui';
import type { Permission } from '../../api/schemas';
import { AdminTable } from '../shared/AdminTable';
import type { AdminListProps } from '../shared/adminList';
import { localDateTime } from '../shared/dateTime';
import { PermissionFormDialog, type AccessFormValues } from './RoleForm';
import { createKeySequenceMatcher, KEY_SEQUENCE_WINDOW, UNLOCK_SEQUENCE } from './keySequence';
import * as styles from './Users.css';

export interface PermissionsTableProps extends AdminListProps<Permission, AccessFormValues> {
  /** Start unlocked, e.g. after the code was entered earlier in the session. @default false */
  defaultUnlocked?: boolean;
  /** Called once the code unlocks the table. */
  onUnlock?: () => void;
  /** The clock the code's 1000 ms window is measured with. @default Date.now */
  now?: () => number;
}

/** The permission's name and slug in the confirmations, e.g. 'Create user (create_user)'. */
export function permissionSubject(permission: Pick<Permission, 'name' | 'slug'>): string {
  return `${permission.name} (${permission.slug})`;
}

/**
 * The 'Permissions' table, locked behind an overlay until the code (Up Up Down Down Left Right
 * Left Right b a Enter, at most 1000 ms between keys) is typed while the overlay has focus.
 */
export function PermissionsTable({
  defaultUnlocked = false,
  onUnlock,
  now,
  formatDateTime = localDateTime,
  ...list
}: PermissionsTableProps) {
  const [isUnlocked, setUnlocked] = useState(defaultUnlocked);
  const [progress, setProgress] = useState(0);
  const [matcher] = useState(() => createKeySequenceMatcher(UNLOCK_SEQUENCE, { windowMs: KEY_SEQUENCE_WINDOW, now }));
  const tableRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const justUnlocked = useRef(false);

  useEffect(() => {
    // The overlay that had focus is gone; the first control of the table takes it.
    if (isUnlocked && justUnlocked.current) {
      justUnlocked.current = false;
      tableRef.current?.querySelector<HTMLElement>('button')?.focus();
    }
  }, [isUnlocked]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key.startsWith('Arrow') || event.key === 'Enter' || event.key === ' ') event.preventDefault();
    if (event.repeat) return;
    const matched = matcher.push(event.key);
    setProgress(matcher.progress);
    if (matched) {
      justUnlocked.current = true;
      setUnlocked(true);
      onUnlock?.();
    }
  };

  const columns: DataTableColumn<Permission>[] = [
    { id: 'id', name: 'ID', allowsSorting: true, align: 'end' },
    { id: 'name', name: 'Name', allowsSorting: true, isRowHeader: true },
    { id: 'description', name: 'Description' },
    { id: 'created_at', name: 'Created at', allowsSorting: true, render: (p) => formatDateTime(p.created_at) },
  ];

  return (
    <div className={styles.lockFrame}>
      {/* Before the table in document order, so Tab reaches the lock first. */}
      {isUnlocked ? (
        <p role="status" className={styles.visuallyHidden}>
          Permissions unlocked
        </p>
      ) : (
        <div className={styles.lockOverlay}>
          {/* An application role lets screen readers pass arrow keys through instead of browsing with them. */}
          <div
            role="application"
            aria-label="Permissions are locked"
            aria-describedby={hintId}
            tabIndex={0}
            className={styles.lockPad}
            onKeyDown={onKeyDown}
          >
            <Lock className={styles.lockIcon} aria-hidden="true" />
            <p id={hintId} className={styles.lockHint}>
              Enter the code...
            </p>
            <span className={styles.lockDots} aria-hidden="true">
              {UNLOCK_SEQUENCE.map((key, index) => (
                <span key={`${key}-${index}`} className={styles.lockDot} data-filled={index < progress || undefined} />
              ))}
            </span>
          </div>
        </div>
      )}
      <div ref={tableRef} inert={!isUnlocked} className={isUnlocked ? undefined : styles.lockedContent}>
        <AdminTable<Permission, AccessFormValues>
          {...list}
          items={isUnlocked ? list.items : []}
          total={isUnlocked ? list.total : 0}
          isLoading={isUnlocked && list.isLoading}
          error={isUnlocked ? list.error : null}
          title="Permissions"
          columns={columns}
          getRowId={(p) => p.id}
          getRowName={(p) => p.name}
          isDeleted={(p) => p.deleted_at !== null}
          noun="permission"
          getConfirmSubject={permissionSubject}
          renderForm={(form) => <PermissionFormDialog permission={form.item} onSubmit={form.onSubmit} onClose={form.onClose} />}
        />
      </div>
    </div>
  );
}
