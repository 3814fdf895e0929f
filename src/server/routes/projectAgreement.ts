import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { AGREEMENT_MESSAGES, projectAgreementQuerySchema } from '../../api/agreement';
import { can, requireUser } from '../auth';
import type { AppEnv } from '../context';
import { papers, projectPapers, projects } from '../db/schema';
import { forbidden, notFound, readQuery, uuidParam } from '../http';
import { loadProjectAgreement } from '../services/projectAgreement';

/** The caller, if a reviewer (quality_control; administrators hold it too); else 401/403 with the message. */
function requireReviewer(c: Context<AppEnv>) {
  const principal = requireUser(c);
  if (!can(principal, 'quality_control')) throw forbidden(AGREEMENT_MESSAGES.forbidden);
  return principal;
}

/**
 * GET /agreement/projects: the live projects by name with their live papers, for a reviewer to pick
 * one (GET /projects is the Project Manager's and needs upload_file, delete_file or manage_organizations).
 * GET /projects/{uuid}/agreement: how far the dual extractions of a project's papers agree. Reviewers and administrators only.
 */
export const projectAgreementRoutes = new Hono<AppEnv>()
  .get('/agreement/projects', async (c) => {
    requireReviewer(c);
    const { db } = c.get('deps');
    const rows = await db
      .select({
        uuid: projects.uuid,
        name: projects.name,
        paper_count: sql<number>`cast((select count(*) from ${projectPapers} pp join ${papers} p on p.id = pp.paper_id where pp.project_id = "projects"."id" and p.deleted_at is null) as integer)`,
      })
      .from(projects)
      .where(isNull(projects.deletedAt))
      .orderBy(asc(projects.name), asc(projects.id));
    return c.json({ projects: rows.map((r) => ({ ...r, paper_count: Number(r.paper_count) })) });
  })
  .get('/projects/:uuid/agreement', async (c) => {
    requireReviewer(c);
    const uuid = uuidParam(c, 'uuid', 'Project');
    const { tolerance } = readQuery(c, projectAgreementQuerySchema);
    const { db } = c.get('deps');
    const [project] = await db.select({ id: projects.id, uuid: projects.uuid, name: projects.name }).from(projects).where(and(eq(projects.uuid, uuid), isNull(projects.deletedAt)));
    if (!project) throw notFound('Project');
    const { agreement, timings } = await loadProjectAgreement(db, project, tolerance);
    c.header('Server-Timing', `query;dur=${timings.query.toFixed(1)}, documents;dur=${timings.documents.toFixed(1)};desc="${timings.compared} papers read", compare;dur=${timings.compare.toFixed(1)};desc="${timings.cached} papers cached"`);
    return c.json(agreement);
  });
