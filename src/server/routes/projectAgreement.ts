import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { AGREEMENT_MESSAGES, projectAgreementQuerySchema } from '../../api/agreement';
import { can, requireUser } from '../auth';
import type { AppEnv } from '../context';
import { projects } from '../db/schema';
import { forbidden, notFound, readQuery, uuidParam } from '../http';
import { loadProjectAgreement } from '../services/projectAgreement';

/** GET /projects/{uuid}/agreement: how far the dual extractions of a project's papers agree; reviewers and administrators only. */
export const projectAgreementRoutes = new Hono<AppEnv>().get('/projects/:uuid/agreement', async (c) => {
  const principal = requireUser(c);
  if (!can(principal, 'quality_control')) throw forbidden(AGREEMENT_MESSAGES.forbidden);
  const uuid = uuidParam(c, 'uuid', 'Project');
  const { tolerance } = readQuery(c, projectAgreementQuerySchema);
  const { db } = c.get('deps');
  const [project] = await db.select({ id: projects.id, uuid: projects.uuid, name: projects.name }).from(projects).where(and(eq(projects.uuid, uuid), isNull(projects.deletedAt)));
  if (!project) throw notFound('Project');
  const { agreement, timings } = await loadProjectAgreement(db, project, tolerance);
  c.header('Server-Timing', `query;dur=${timings.query.toFixed(1)}, documents;dur=${timings.documents.toFixed(1)};desc="${timings.compared} papers read", compare;dur=${timings.compare.toFixed(1)};desc="${timings.cached} papers cached"`);
  return c.json(agreement);
});
