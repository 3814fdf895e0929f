import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { projectFormSchema, projectListQuerySchema, restoreRequestSchema, type Project } from '../../api/schemas';
import { requireAll, requireAny } from '../auth';
import type { AppEnv } from '../context';
import type { Db, Tx } from '../db';
import { organizations, papers, projectOrganizations, projectPapers, projects } from '../db/schema';
import { badRequest, conflict, done, notFound, parseWith, readBody, readJsonObject, readQuery, uuidParam } from '../http';
import { deletedCondition, filterCondition, iso, orderBy, pagination, where } from '../services/lists';

const sortable = {
  name: projects.name,
  description: projects.description,
  priority: projects.priority,
  created_at: projects.createdAt,
  deleted_at: projects.deletedAt,
};

/** Projects with their live organizations and the number of live papers in them. */
export async function serializeProjects(db: Db, rows: (typeof projects.$inferSelect)[], withPapers = true): Promise<Project[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [orgs, paperCounts] = await Promise.all([
    db
      .select({ projectId: projectOrganizations.projectId, uuid: organizations.uuid, name: organizations.name })
      .from(projectOrganizations)
      .innerJoin(organizations, eq(organizations.id, projectOrganizations.organizationId))
      .where(and(inArray(projectOrganizations.projectId, ids), isNull(organizations.deletedAt)))
      .orderBy(asc(organizations.name)),
    withPapers
      ? db
          .select({ projectId: projectPapers.projectId, n: sql<number>`cast(count(*) as integer)` })
          .from(projectPapers)
          .innerJoin(papers, eq(papers.id, projectPapers.paperId))
          .where(and(inArray(projectPapers.projectId, ids), isNull(papers.deletedAt)))
          .groupBy(projectPapers.projectId)
      : Promise.resolve([] as { projectId: number; n: number }[]),
  ]);
  const counts = new Map(paperCounts.map((p) => [p.projectId, Number(p.n)]));
  return rows.map((p) => ({
    uuid: p.uuid,
    name: p.name,
    description: p.description,
    priority: p.priority,
    organizations: orgs.filter((o) => o.projectId === p.id).map(({ projectId: _p, ...o }) => o),
    paper_count: counts.get(p.id) ?? 0,
    created_at: p.createdAt.toISOString(),
    deleted_at: iso(p.deletedAt),
  }));
}

async function writeOrganizations(tx: Tx, projectId: number, uuids: string[]) {
  const unique = [...new Set(uuids)];
  const rows = await tx.select({ id: organizations.id }).from(organizations).where(and(inArray(organizations.uuid, unique), isNull(organizations.deletedAt)));
  if (rows.length !== unique.length) throw badRequest('organizations: Unknown or deleted organization', 'organizations');
  await tx.delete(projectOrganizations).where(eq(projectOrganizations.projectId, projectId));
  await tx.insert(projectOrganizations).values(rows.map((r) => ({ projectId, organizationId: r.id })));
}

export const projectRoutes = new Hono<AppEnv>()
  .get('/projects', async (c) => {
    requireAny(c, 'upload_file', 'delete_file', 'manage_organizations');
    const query = readQuery(c, projectListQuerySchema);
    const { db } = c.get('deps');
    const condition = where(deletedCondition(query, projects.deletedAt), filterCondition(query.filter, [projects.name, projects.description]));
    const { limit, offset } = pagination(query);
    const base = db.select().from(projects).where(condition).orderBy(...orderBy(query, sortable, 'name', projects.id)).offset(offset);
    const [rows, [total]] = await Promise.all([limit === undefined ? base : base.limit(limit), db.select({ n: count() }).from(projects).where(condition)]);
    return c.json({ projects: { data: await serializeProjects(db, rows, !query.omitPapers), meta: { total: total?.n ?? 0 } } });
  })
  .post('/projects', async (c) => {
    requireAll(c, 'upload_file', 'delete_file');
    const body = await readBody(c, projectFormSchema);
    const { db } = c.get('deps');
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(projects).values({ name: body.name, description: body.description, priority: body.priority }).returning();
      await writeOrganizations(tx, created!.id, body.organizations);
      return created!;
    });
    const [project] = await serializeProjects(db, [row]);
    return done(c, `Project ${body.name} created`, { project });
  })
  .put('/projects/:uuid', async (c) => {
    requireAll(c, 'upload_file', 'delete_file');
    const uuid = uuidParam(c, 'uuid', 'Project');
    const raw = await readJsonObject(c);
    const body = 'deletedAt' in raw ? (parseWith(restoreRequestSchema, raw), null) : parseWith(projectFormSchema, raw);
    const { db } = c.get('deps');
    const message = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(projects).where(eq(projects.uuid, uuid)).for('update');
      if (!row) throw notFound('Project');
      if (!body) {
        if (!row.deletedAt) throw conflict('This project is not deleted');
        await tx.update(projects).set({ deletedAt: null }).where(eq(projects.id, row.id));
        return `Project ${row.name} restored`;
      }
      if (row.deletedAt) throw conflict('This project is deleted; restore it before editing');
      await tx.update(projects).set({ name: body.name, description: body.description, priority: body.priority }).where(eq(projects.id, row.id));
      await writeOrganizations(tx, row.id, body.organizations);
      return `Project ${body.name} updated`;
    });
    return done(c, message);
  })
  .delete('/projects/:uuid', async (c) => {
    requireAll(c, 'upload_file', 'delete_file');
    const uuid = uuidParam(c, 'uuid', 'Project');
    const { db, clock } = c.get('deps');
    const [row] = await db.update(projects).set({ deletedAt: clock() }).where(and(eq(projects.uuid, uuid), isNull(projects.deletedAt))).returning();
    if (!row) throw notFound('Project');
    return done(c, `Project ${row.name} deleted`);
  });
