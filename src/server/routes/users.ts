import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  ADMINISTRATOR_SLUG,
  listQuerySchema,
  permissionsQuerySchema,
  userCreateFormSchema,
  userRestoreSchema,
  userFormSchema,
} from '../../api/schemas';
import { can, loadPrincipal, requireAll, requireAny, requireUser } from '../auth';
import type { AppEnv, Principal } from '../context';
import type { Tx } from '../db';
import { organizations, roles, sessions, userOrganizations, userRoles, users } from '../db/schema';
import { badRequest, conflict, done, forbidden, notFound, parseWith, readBody, readJsonObject, readQuery, uuidParam } from '../http';
import { hashPassword } from '../services/crypto';
import { listUsers } from '../services/users';


/** The caller asking about themselves, or someone allowed to manage users. */
async function targetPrincipal(c: Context<AppEnv>): Promise<Principal> {
  const caller = requireUser(c);
  const uuid = uuidParam(c, 'uuid', 'User');
  if (uuid !== caller.user.uuid && !can(caller, 'edit_user')) throw forbidden();
  if (uuid === caller.user.uuid) return caller;
  const [row] = await c.get('deps').db.select({ id: users.id }).from(users).where(eq(users.uuid, uuid));
  const target = row ? await loadPrincipal(c.get('deps').db, row.id, null, 'session') : null;
  if (!target) throw notFound('User');
  return target;
}

/** Resolves role and organization uuids to live rows; unknown ones are the client's mistake. */
async function resolveLinks(tx: Tx, roleUuids: string[], orgUuids: string[]) {
  const uniqueRoles = [...new Set(roleUuids)];
  const uniqueOrgs = [...new Set(orgUuids)];
  const roleRows = uniqueRoles.length
    ? await tx.select({ id: roles.id, uuid: roles.uuid, slug: roles.slug }).from(roles).where(and(inArray(roles.uuid, uniqueRoles), isNull(roles.deletedAt)))
    : [];
  if (roleRows.length !== uniqueRoles.length) throw badRequest('roles: Unknown or deleted role', 'roles');
  const orgRows = uniqueOrgs.length
    ? await tx.select({ id: organizations.id }).from(organizations).where(and(inArray(organizations.uuid, uniqueOrgs), isNull(organizations.deletedAt)))
    : [];
  if (orgRows.length !== uniqueOrgs.length) throw badRequest('organizations: Unknown or deleted organization', 'organizations');
  const byUuid = new Map(roleRows.map((r) => [r.uuid, r]));
  return { roles: uniqueRoles.map((u) => byUuid.get(u)!), organizationIds: orgRows.map((o) => o.id) };
}

async function writeLinks(tx: Tx, userId: number, roleIds: number[], organizationIds: number[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.delete(userOrganizations).where(eq(userOrganizations.userId, userId));
  if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId, position) => ({ userId, roleId, position })));
  if (organizationIds.length) await tx.insert(userOrganizations).values(organizationIds.map((organizationId) => ({ userId, organizationId })));
}

async function emailTaken(tx: Tx, email: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(exceptId === undefined ? eq(users.email, email) : and(eq(users.email, email), ne(users.id, exceptId)));
  return !!row;
}

async function isAdministrator(tx: Tx, userId: number): Promise<boolean> {
  const [first] = await tx
    .select({ slug: roles.slug })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), isNull(roles.deletedAt)))
    .orderBy(userRoles.position, roles.id)
    .limit(1);
  return first?.slug === ADMINISTRATOR_SLUG;
}

function fullName(u: { firstName: string; lastName: string; email: string }) {
  return `${u.firstName} ${u.lastName} (${u.email})`;
}

export const userRoutes = new Hono<AppEnv>()
  .get('/users/:uuid/is-admin', async (c) => {
    const target = await targetPrincipal(c);
    return c.json(target.isAdmin);
  })
  .get('/users/:uuid/can-all', async (c) => {
    const { permissions } = readQuery(c, permissionsQuerySchema);
    const target = await targetPrincipal(c);
    return c.json({ allowed: permissions.every((p) => can(target, p)) });
  })
  .get('/users/:uuid/can-map', async (c) => {
    const { permissions } = readQuery(c, permissionsQuerySchema);
    const target = await targetPrincipal(c);
    return c.json(Object.fromEntries(permissions.map((p) => [p, can(target, p)])));
  })

  .get('/users', async (c) => {
    requireAny(c, 'create_user', 'edit_user', 'delete_user', 'manage_organizations');
    const query = readQuery(c, listQuerySchema);
    const { data, total } = await listUsers(c.get('deps').db, query);
    return c.json({ users: { data, meta: { total } } });
  })

  .post('/users', async (c) => {
    const caller = requireAll(c, 'create_user');
    const body = await readBody(c, userCreateFormSchema);
    const { db } = c.get('deps');
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      const links = await resolveLinks(tx, body.roles, body.organizations);
      if (!caller.isAdmin && links.roles.some((r) => r.slug === ADMINISTRATOR_SLUG)) throw forbidden('Only administrators can grant the administrator role');
      if (await emailTaken(tx, body.email)) throw conflict('email: Email is already taken', 'email');
      const [row] = await tx
        .insert(users)
        .values({ email: body.email, firstName: body.first_name, lastName: body.last_name, passwordHash })
        .returning({ id: users.id });
      await writeLinks(tx, row!.id, links.roles.map((r) => r.id), links.organizationIds);
    });
    return done(c, `User ${body.first_name} ${body.last_name} (${body.email}) created`);
  })

  .put('/users/:uuid', async (c) => {
    const caller = requireAny(c, 'edit_user', 'delete_user');
    const uuid = uuidParam(c, 'uuid', 'User');
    const raw = await readJsonObject(c);
    const restoring = 'deleted_at' in raw;
    const body = restoring ? null : parseWith(userFormSchema, raw);
    if (restoring) parseWith(userRestoreSchema, raw);
    const { db } = c.get('deps');
    const message = await db.transaction(async (tx) => {
      const [target] = await tx.select().from(users).where(eq(users.uuid, uuid)).for('update');
      if (!target) throw notFound('User');
      const targetIsAdmin = await isAdministrator(tx, target.id);
      if (targetIsAdmin && !caller.isAdmin) throw forbidden('Only administrators can change an administrator');
      if (!body) {
        if (!can(caller, 'delete_user')) throw forbidden();
        if (!target.deletedAt) throw conflict('This user is not deleted');
        await tx.update(users).set({ deletedAt: null }).where(eq(users.id, target.id));
        return `${fullName(target)} restored`;
      }
      if (!can(caller, 'edit_user')) throw forbidden();
      if (target.deletedAt) throw conflict('This user is deleted; restore it before editing');
      const links = await resolveLinks(tx, body.roles, body.organizations);
      if (!caller.isAdmin && links.roles.some((r) => r.slug === ADMINISTRATOR_SLUG)) throw forbidden('Only administrators can grant the administrator role');
      if (await emailTaken(tx, body.email, target.id)) throw conflict('email: Email is already taken', 'email');
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      await tx
        .update(users)
        .set({ email: body.email, firstName: body.first_name, lastName: body.last_name, ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(users.id, target.id));
      await writeLinks(tx, target.id, links.roles.map((r) => r.id), links.organizationIds);
      if (passwordHash && target.id !== caller.user.id) await tx.delete(sessions).where(eq(sessions.userId, target.id));
      return `${body.first_name} ${body.last_name} (${body.email}) updated`;
    });
    return done(c, message);
  })

  .delete('/users/:uuid', async (c) => {
    const caller = requireAll(c, 'delete_user');
    const uuid = uuidParam(c, 'uuid', 'User');
    const { db, clock } = c.get('deps');
    const message = await db.transaction(async (tx) => {
      const [target] = await tx.select().from(users).where(eq(users.uuid, uuid)).for('update');
      if (!target || target.deletedAt) throw notFound('User');
      if (target.id === caller.user.id) throw conflict('You cannot delete your own account');
      if (!caller.isAdmin && (await isAdministrator(tx, target.id))) throw forbidden('Only administrators can delete an administrator');
      await tx.update(users).set({ deletedAt: clock() }).where(eq(users.id, target.id));
      await tx.delete(sessions).where(eq(sessions.userId, target.id));
      return `${fullName(target)} deleted`;
    });
    return done(c, message);
  });
