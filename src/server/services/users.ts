import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ListQuery, User } from '../../api/schemas';
import type { UserRow } from '../context';
import type { Db } from '../db';
import { organizations, roles, userOrganizations, userRoles, users } from '../db/schema';
import { deletedCondition, filterPlaceholderCondition, fromJson, iso, likePattern, listTotal, orderBy, pageAndTotal, pagination, preparedStatement, where } from './lists';

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
  return rows.map((u) => userDto(u, rolesByUser.get(u.id) ?? [], orgsByUser.get(u.id) ?? []));
}

type UserColumns = Pick<UserRow, 'id' | 'uuid' | 'email' | 'firstName' | 'lastName' | 'ssoEnabled' | 'lastLoginAt' | 'cookieNoticeDismissedAt' | 'createdAt' | 'deletedAt'>;

/** One user as the API answers it, given its live roles (in order) and live organizations. */
function userDto(u: UserColumns, userRoles: User['roles'], userOrganizations: User['organizations']): User {
  return {
    id: u.id,
    uuid: u.uuid,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    initials: initials(u.firstName, u.lastName),
    roles: userRoles,
    organizations: userOrganizations,
    sso_enabled: u.ssoEnabled,
    last_login_at: iso(u.lastLoginAt),
    cookie_notice_dismissed_at: iso(u.cookieNoticeDismissedAt),
    created_at: u.createdAt.toISOString(),
    deleted_at: iso(u.deletedAt),
  };
}

export async function serializeUser(db: Db, row: UserRow): Promise<User> {
  const [user] = await serializeUsers(db, [row]);
  return user!;
}

export const userSortable = {
  id: users.id,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  created_at: users.createdAt,
  last_login_at: users.lastLoginAt,
  deleted_at: users.deletedAt,
};

/** The user's live roles in order, as a json column of a query from users. */
const rolesJson = sql<User['roles'] | string>`(select coalesce(json_agg(json_build_object('uuid', r.uuid, 'name', r.name, 'slug', r.slug) order by ur.position, r.id), '[]'::json)
  from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = "users"."id" and r.deleted_at is null)`;

/** The user's live organizations by name, as a json column of a query from users. */
const organizationsJson = sql<User['organizations'] | string>`(select coalesce(json_agg(json_build_object('uuid', o.uuid, 'name', o.name) order by o.name), '[]'::json)
  from user_organizations uo join organizations o on o.id = uo.organization_id
  where uo.user_id = "users"."id" and o.deleted_at is null)`;

/**
 * A page of GET /users in one statement: the rows, their roles and organizations (json sub-selects)
 * and the total (from list_counts unless a filter applies). Never reads password hashes.
 */
export async function listUsers(db: Db, query: ListQuery): Promise<{ data: User[]; total: number }> {
  const { limit, offset } = pagination(query);
  const order = orderBy(query, userSortable, 'email', users.id);
  const shape = JSON.stringify(['users', query.sortBy ?? '', !!query.sortDesc, !!query.deletedOnly, query.omitDeleted === false, !!query.filter, limit === undefined]);
  const statement = preparedStatement(db, shape, (name) => {
    const textFilter = query.filter ? filterPlaceholderCondition([users.email, users.firstName, users.lastName]) : undefined;
    const condition = where(deletedCondition(query, users.deletedAt), textFilter);
    const total = listTotal('users', query, textFilter ? { table: users, condition } : null);
    // The page's ids first, so the sub-selects run for its rows only, not for every row the offset skips.
    const ids = db.select({ id: users.id }).from(users).where(condition).orderBy(...order).offset(sql.placeholder('offset'));
    const rows = db
      .select({
        id: users.id,
        uuid: users.uuid,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        ssoEnabled: users.ssoEnabled,
        lastLoginAt: users.lastLoginAt,
        cookieNoticeDismissedAt: users.cookieNoticeDismissedAt,
        createdAt: users.createdAt,
        deletedAt: users.deletedAt,
        roles: rolesJson,
        organizations: organizationsJson,
        total,
      })
      .from(users)
      .where(inArray(users.id, limit === undefined ? ids : ids.limit(sql.placeholder('limit'))))
      .orderBy(...order)
      .prepare(name);
    return { rows, total };
  });
  const values = { offset, limit, pattern: query.filter ? likePattern(query.filter) : undefined };
  const page = await pageAndTotal(db, statement.rows.execute(values), statement.total, values);
  return {
    total: page.total,
    data: page.rows.map((u) => userDto(u, fromJson(u.roles) ?? [], fromJson(u.organizations) ?? [])),
  };
}
