import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  ADMINISTRATOR_SLUG,
  listQuerySchema,
  restoreRequestSchema,
  roleFormSchema,
  rolePermissionsRequestSchema,
  type Role,
} from '../../api/schemas';
import { can, requireAdmin, requireUser } from '../auth';
import type { AppEnv } from '../context';
import type { Db } from '../db';
import { permissions, rolePermissions, roles } from '../db/schema';
import { badRequest, conflict, done, forbidden, intParam, notFound, parseWith, readBody, readJsonObject, readQuery } from '../http';
import { deletedCondition, filterCondition, iso, orderBy, pagination, where } from '../services/lists';

type Table = typeof roles | typeof permissions;

const sortableOf = (t: Table) => ({
  id: t.id,
  name: t.name,
  slug: t.slug,
  description: t.description,
  created_at: t.createdAt,
  deleted_at: t.deletedAt,
});

async function serializeRoles(db: Db, rows: (typeof roles.$inferSelect)[]): Promise<Role[]> {
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db
        .select({ roleId: rolePermissions.roleId, id: permissions.id, uuid: permissions.uuid, name: permissions.name, slug: permissions.slug })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(and(inArray(rolePermissions.roleId, ids), isNull(permissions.deletedAt)))
        .orderBy(asc(permissions.name))
    : [];
  return rows.map((r) => {
    const own = links.filter((l) => l.roleId === r.id).map(({ roleId: _r, ...p }) => p);
    return {
      id: r.id,
      uuid: r.uuid,
      name: r.name,
      slug: r.slug,
      description: r.description,
      created_at: r.createdAt.toISOString(),
      deleted_at: iso(r.deletedAt),
      permissions: own,
      permissions_count: own.length,
    };
  });
}

function serializePermission(p: typeof permissions.$inferSelect) {
  return {
    id: p.id,
    uuid: p.uuid,
    name: p.name,
    slug: p.slug,
    description: p.description,
    created_at: p.createdAt.toISOString(),
    deleted_at: iso(p.deletedAt),
  };
}

async function list(c: Context<AppEnv>, table: Table) {
  const query = readQuery(c, listQuerySchema);
  const { db } = c.get('deps');
  const condition = where(deletedCondition(query, table.deletedAt), filterCondition(query.filter, [table.name, table.slug, table.description]));
  const { limit, offset } = pagination(query);
  const base = db.select().from(table).where(condition).orderBy(...orderBy(query, sortableOf(table), 'name', table.id)).offset(offset);
  const [rows, [total]] = await Promise.all([limit === undefined ? base : base.limit(limit), db.select({ n: count() }).from(table).where(condition)]);
  return { rows, total: total?.n ?? 0 };
}

/** Update-or-restore for roles and permissions, which share their form and rules. */
function crud(table: Table, what: 'Role' | 'Permission') {
  const lower = what.toLowerCase();
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      requireAdmin(c);
      const body = await readBody(c, roleFormSchema);
      const { db } = c.get('deps');
      const [taken] = await db.select({ id: table.id }).from(table).where(eq(table.slug, body.slug));
      if (taken) throw conflict('slug: Slug is already taken', 'slug');
      const [row] = await db.insert(table).values(body).returning();
      const extra = what === 'Role' ? { role: (await serializeRoles(db, [row as typeof roles.$inferSelect]))[0] } : { permission: serializePermission(row!) };
      return done(c, `${what} ${body.name} created`, extra);
    })
    .put('/:id', async (c) => {
      requireAdmin(c);
      const id = intParam(c, 'id', what);
      const raw = await readJsonObject(c);
      const { db } = c.get('deps');
      const [row] = await db.select().from(table).where(eq(table.id, id));
      if (!row) throw notFound(what);
      if ('deletedAt' in raw) {
        parseWith(restoreRequestSchema, raw);
        if (!row.deletedAt) throw conflict(`This ${lower} is not deleted`);
        await db.update(table).set({ deletedAt: null }).where(eq(table.id, id));
        return done(c, `${what} ${row.name} restored`);
      }
      const body = parseWith(roleFormSchema, raw);
      if (row.deletedAt) throw conflict(`This ${lower} is deleted; restore it before editing`);
      // The slug is what code and other systems refer to; it is fixed once the row exists.
      if (body.slug !== row.slug) throw badRequest('slug: The slug cannot be changed', 'slug');
      await db.update(table).set({ name: body.name, description: body.description }).where(eq(table.id, id));
      return done(c, `${what} ${body.name} updated`);
    })
    .delete('/:id', async (c) => {
      requireAdmin(c);
      const id = intParam(c, 'id', what);
      const { db, clock } = c.get('deps');
      const [row] = await db.select().from(table).where(and(eq(table.id, id), isNull(table.deletedAt)));
      if (!row) throw notFound(what);
      if (what === 'Role' && row.slug === ADMINISTRATOR_SLUG) throw conflict('The administrator role cannot be deleted');
      await db.update(table).set({ deletedAt: clock() }).where(eq(table.id, id));
      return done(c, `${what} ${row.name} deleted`);
    });
}

export const roleRoutes = new Hono<AppEnv>()
  .get('/roles', async (c) => {
    const principal = requireUser(c);
    const query = readQuery(c, listQuerySchema);
    // The user form's role picker needs live roles; the roles table itself is for administrators.
    const pickerOnly = query.omitDeleted === true && !query.deletedOnly;
    if (!principal.isAdmin && !(pickerOnly && (can(principal, 'create_user') || can(principal, 'edit_user')))) throw forbidden();
    const { rows, total } = await list(c, roles);
    return c.json({ roles: { data: await serializeRoles(c.get('deps').db, rows as (typeof roles.$inferSelect)[]), meta: { total } } });
  })
  .put('/roles/:id/permissions', async (c) => {
    requireAdmin(c);
    const id = intParam(c, 'id', 'Role');
    const { permissionIDs } = await readBody(c, rolePermissionsRequestSchema);
    const { db } = c.get('deps');
    const unique = [...new Set(permissionIDs)];
    await db.transaction(async (tx) => {
      const [role] = await tx.select().from(roles).where(and(eq(roles.id, id), isNull(roles.deletedAt))).for('update');
      if (!role) throw notFound('Role');
      const found = unique.length
        ? await tx.select({ id: permissions.id }).from(permissions).where(and(inArray(permissions.id, unique), isNull(permissions.deletedAt)))
        : [];
      if (found.length !== unique.length) throw badRequest('permissionIDs: Unknown or deleted permission', 'permissionIDs');
      await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
      if (unique.length) await tx.insert(rolePermissions).values(unique.map((permissionId) => ({ roleId: id, permissionId })));
    });
    return done(c, 'Role permissions updated');
  })
  .route('/roles', crud(roles, 'Role'))
  .get('/permissions', async (c) => {
    requireAdmin(c);
    const { rows, total } = await list(c, permissions);
    return c.json({ permissions: { data: rows.map(serializePermission), meta: { total } } });
  })
  .route('/permissions', crud(permissions, 'Permission'));
