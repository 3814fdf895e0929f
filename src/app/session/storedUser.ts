import type { User } from '../../api/schemas';

/** What of the user survives a reload: enough to draw the shell and to ask the server about permissions. */
export interface StoredUser {
  id: number;
  uuid: string;
  email: string;
  firstName: string;
  lastName: string;
  initials: string;
  cookieNoticeDismissedAt: string | null;
  ssoEnabled: boolean;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Whether a value read back from storage has the stored user's shape (anything else counts as logged out). */
export function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<keyof StoredUser, unknown>;
  return (
    Number.isInteger(v.id) &&
    isText(v.uuid) &&
    v.uuid !== '' &&
    isText(v.email) &&
    v.email !== '' &&
    isText(v.firstName) &&
    isText(v.lastName) &&
    isText(v.initials) &&
    (v.cookieNoticeDismissedAt === null || isText(v.cookieNoticeDismissedAt)) &&
    typeof v.ssoEnabled === 'boolean'
  );
}

/** The storage key; versioned so a changed shape is simply ignored rather than misread. */
export const STORED_USER_KEY = 'sourcebench.user.v1';

/** The stored user from the server's user record. */
export function toStoredUser(user: User): StoredUser {
  return {
    id: user.id,
    uuid: user.uuid,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    initials: user.initials,
    cookieNoticeDismissedAt: user.cookie_notice_dismissed_at,
    ssoEnabled: user.sso_enabled,
  };
}

/** Reads and validates the stored user; anything unreadable counts as logged out and is removed. */
export function readStoredUser(storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined): StoredUser | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(STORED_USER_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredUser(parsed)) {
      // Only the known fields: whatever else an older or newer build left there stays behind.
      const { id, uuid, email, firstName, lastName, initials, cookieNoticeDismissedAt, ssoEnabled } = parsed;
      return { id, uuid, email, firstName, lastName, initials, cookieNoticeDismissedAt, ssoEnabled };
    }
  } catch {
    // fall through: not JSON
  }
  storage.removeItem(STORED_USER_KEY);
  return null;
}

/** Stores the user, or removes it when null. Storage failures (private mode, quota) only cost the reload. */
export function writeStoredUser(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, user: StoredUser | null): void {
  if (!storage) return;
  try {
    if (user) storage.setItem(STORED_USER_KEY, JSON.stringify(user));
    else storage.removeItem(STORED_USER_KEY);
  } catch {
    // ignore
  }
}
