import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { listQuerySchema, organizationFormSchema, restoreRequestSchema, type Organization } from '../../api/schemas';
import { requireAll, requireAny } from '../auth';
import type { AppEnv } from '../context';
import type { Db, Tx } from '../db';
import { organizations, projectOrganizations, projects, userOrganizations, users } from '../db/schema';
import { badRequest, conflict, done, notFound, parseWith, readBody, readJsonObject, readQuery, uuidParam } from '../http';
import { deletedCondition, filterCondition, iso, orderBy, pagination, where } from '../services/lists';

const sortable = {
  name: organizations.name,
  description: organizations.description,
  created_at: organizations.createdAt,
  deleted_at: organizations.deletedAt,
};

async function serialize(db: Db, rows: (typeof organizations.$inferSelect)[]): Promise<Organization[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [members, owned] = await Promise.all([
    db
      .select({ orgId: userOrganizations.organizationId, uuid: users.uuid, email: users.email, first_name: users.firstName, last_name: users.lastName })
      .from(userOrganizations)
      .innerJoin(users, eq(users.id, userOrganizations.userId))
      .where(and(inArray(userOrganizations.organizationId, ids), isNull(users.deletedAt)))
      .orderBy(asc(users.email)),
    db
      .select({ orgId: projectOrganizations.organizationId, uuid: projects.uuid, name: projects.name })
      .from(projectOrganizations)
      .innerJoin(projects, eq(projects.id, projectOrganizations.projectId))
      .where(and(inArray(projectOrganizations.organizationId, ids), isNull(projects.deletedAt)))
      .orderBy(asc(projects.name)),
  ]);
  return rows.map((o) => {
    const orgUsers = members.filter((m) => m.orgId === o.id).map(({ orgId: _o, ...u }) => u);
    const orgProjects = owned.filter((p) => p.orgId === o.id).map(({ orgId: _o, ...p }) => p);
    return {
      uuid: o.uuid,
      name: o.name,
      description: o.description,
      users: orgUsers,
      projects: orgProjects,
      user_count: orgUsers.length,
      project_count: orgProjects.length,
      created_at: o.createdAt.toISOString(),
      deleted_at: iso(o.deletedAt),
    };
  });
}

async function writeMembers(tx: Tx, orgId: number, userUuids: string[], projectUuids: string[]) {
  const u = [...new Set(userUuids)];
  const p = [...new Set(projectUuids)];
  const userRows = u.length ? await tx.select({ id: users.id }).from(users).where(and(inArray(users.uuid, u), isNull(users.deletedAt))) : [];
  if (userRows.length !== u.length) throw badRequest('users: Unknown or deleted user', 'users');
  const projectRows = p.length ? await tx.select({ id: projects.id }).from(projects).where(and(inArray(projects.uuid, p), isNull(projects.deletedAt))) : [];
  if (projectRows.length !== p.length) throw badRequest('projects: Unknown or deleted project', 'projects');
  await tx.delete(userOrganizations).where(eq(userOrganizations.organizationId, orgId));
  await tx.delete(projectOrganizations).where(eq(projectOrganizations.organizationId, orgId));
  if (userRows.length) await tx.insert(userOrganizations).values(userRows.map((r) => ({ userId: r.id, organizationId: orgId })));
  if (projectRows.length) await tx.insert(projectOrganizations).values(projectRows.map((r) => ({ projectId: r.id, organizationId: orgId })));
}

export const organizationRoutes = new Hono<AppEnv>()
  .get('/organizations', async (c) => {
    requireAny(c, 'manage_organizations', 'create_user', 'edit_user', 'upload_file', 'delete_file');
    const query = readQuery(c, listQuerySchema);
    const { db } = c.get('deps');
    const condition = where(deletedCondition(query, organizations.deletedAt), filterCondition(query.filter, [organizations.name, organizations.description]));
    const { limit, offset } = pagination(query);
    const base = db.select().from(organizations).where(condition).orderBy(...orderBy(query, sortable, 'name', organizations.id)).offset(offset);
    const [rows, [total]] = await Promise.all([limit === undefined ? base : base.limit(limit), db.select({ n: count() }).from(organizations).where(condition)]);
    return c.json({ organizations: await serialize(db, rows), total: total?.n ?? 0 });
  })
  .post('/organizations', async (c) => {
    requireAll(c, 'manage_organizations');
    const body = await readBody(c, organizationFormSchema);
    await c.get('deps').db.transaction(async (tx) => {
      const [row] = await tx.insert(organizations).values({ name: body.name, description: body.description }).returning({ id: organizations.id });
      await writeMembers(tx, row!.id, body.users, body.projects);
    });
    return done(c, `Organization ${body.name} created`);
  })
  .put('/organizations/:uuid', async (c) => {
    requireAll(c, 'manage_organizations');
    const uuid = uuidParam(c, 'uuid', 'Organization');
    const raw = await readJsonObject(c);
    const restoring = 'deletedAt' in raw;
    const body = restoring ? (parseWith(restoreRequestSchema, raw), null) : parseWith(organizationFormSchema, raw);
    const { db } = c.get('deps');
    const message = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(organizations).where(eq(organizations.uuid, uuid)).for('update');
      if (!row) throw notFound('Organization');
      if (!body) {
        if (!row.deletedAt) throw conflict('This organization is not deleted');
        await tx.update(organizations).set({ deletedAt: null }).where(eq(organizations.id, row.id));
        return `Organization ${row.name} restored`;
      }
      if (row.deletedAt) throw conflict('This organization is deleted; restore it before editing');
      await tx.update(organizations).set({ name: body.name, description: body.description }).where(eq(organizations.id, row.id));
      await writeMembers(tx, row.id, body.users, body.projects);
      return `Organization ${body.name} updated`;
    });
    return done(c, message);
  })
  .delete('/organizations/:uuid', async (c) => {
    requireAll(c, 'manage_organizations');
    const uuid = uuidParam(c, 'uuid', 'Organization');
    const { db, clock } = c.get('deps');
    const [row] = await db.update(organizations).set({ deletedAt: clock() }).where(and(eq(organizations.uuid, uuid), isNull(organizations.deletedAt))).returning();
    if (!row) throw notFound('Organization');
    return done(c, `Organization ${row.name} deleted`);
  });
