import { z } from 'zod';
import type { User } from '../../api/schemas';

/** What of the user survives a reload: enough to draw the shell and to ask the server about permissions. */
export const storedUserSchema = z.object({
  id: z.number().int(),
  uuid: z.string().min(1),
  email: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  initials: z.string(),
  cookieNoticeDismissedAt: z.string().nullable(),
  ssoEnabled: z.boolean(),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

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
    const parsed = storedUserSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
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
