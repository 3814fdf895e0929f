import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { User } from '../../api/schemas';
import type { UserRow } from '../context';
import type { Db } from '../db';
import { organizations, roles, userOrganizations, userRoles } from '../db/schema';
import { iso } from './lists';

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/** Users as the API answers them, with their live roles (in order) and live organizations. */
export async function serializeUsers(db: Db, rows: UserRow[]): Promise<User[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [roleRows, orgRows] = await Promise.all([
    db
      .select({ userId: userRoles.userId, uuid: roles.uuid, name: roles.name, slug: roles.slug })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(inArray(userRoles.userId, ids), isNull(roles.deletedAt)))
      .orderBy(asc(userRoles.position), asc(roles.id)),
    db
      .select({ userId: userOrganizations.userId, uuid: organizations.uuid, name: organizations.name })
      .from(userOrganizations)
      .innerJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
      .where(and(inArray(userOrganizations.userId, ids), isNull(organizations.deletedAt)))
      .orderBy(asc(organizations.name)),
  ]);
  const rolesByUser = new Map<number, User['roles']>();
  for (const { userId, ...role } of roleRows) (rolesByUser.get(userId) ?? rolesByUser.set(userId, []).get(userId)!).push(role);
  const orgsByUser = new Map<number, User['organizations']>();
  for (const { userId, ...org } of orgRows) (orgsByUser.get(userId) ?? orgsByUser.set(userId, []).get(userId)!).push(org);
  return rows.map((u) => ({
    id: u.id,
    uuid: u.uuid,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    initials: initials(u.firstName, u.lastName),
    roles: rolesByUser.get(u.id) ?? [],
    organizations: orgsByUser.get(u.id) ?? [],
    sso_enabled: u.ssoEnabled,
    last_login_at: iso(u.lastLoginAt),
    cookie_notice_dismissed_at: iso(u.cookieNoticeDismissedAt),
    created_at: u.createdAt.toISOString(),
    deleted_at: iso(u.deletedAt),
  }));
}

export async function serializeUser(db: Db, row: UserRow): Promise<User> {
  const [user] = await serializeUsers(db, [row]);
  return user!;
}
