import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { PAPER_MESSAGES, qcSaveRequestSchema, qcUpdateRequestSchema } from '../../api/papers';
import { requireAll } from '../auth';
import type { AppEnv } from '../context';
import { papers } from '../db/schema';
import { qualityControl } from '../db/schema-papers';
import { badRequest, done, forbidden, notFound, parseWith, readJsonObject, uuidParam } from '../http';
import type { PaperWork } from '../paperWork';

export function qualityControlRoutes(_work: PaperWork) {
  return new Hono<AppEnv>()
    .post('/quality-control', async (c) => {
      const principal = requireAll(c, 'quality_control');
      const body = parseWith(qcSaveRequestSchema, await readJsonObject(c));
      const { db, clock } = c.get('deps');
      const [paper] = await db.select({ id: papers.id }).from(papers).where(and(eq(papers.uuid, body.paperId), isNull(papers.deletedAt)));
      if (!paper) throw badRequest('paperId: Unknown or deleted paper', 'paperId');
      const now = clock();
      const [row] = await db
        .insert(qualityControl)
        .values({
          paperId: paper.id,
          userId: principal.user.id,
          dactylTree: body.dactylTree ?? null,
          entryData: body.entryData ?? null,
          initialEntryData: body.initialEntryData ?? null,
          trashData: body.trashData ?? null,
          done: body.done,
          createdAt: now,
          updatedAt: now,
          completedAt: body.done ? now : null,
        })
        .returning({ uuid: qualityControl.uuid });
      return done(c, PAPER_MESSAGES.qcSaved, { uuid: row!.uuid });
    })
    .put('/quality-control/:uuid', async (c) => {
      const principal = requireAll(c, 'quality_control');
      const uuid = uuidParam(c, 'uuid', 'Quality-control record');
      const body = parseWith(qcUpdateRequestSchema, await readJsonObject(c));
      const { db, clock } = c.get('deps');
      const message = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(qualityControl).where(eq(qualityControl.uuid, uuid)).for('update');
        if (!row) throw notFound('Quality-control record');
        if (row.userId !== principal.user.id && !principal.isAdmin) throw forbidden('This quality-control record belongs to another user');
        if (body.paperId) {
          const [paper] = await tx.select({ id: papers.id }).from(papers).where(eq(papers.uuid, body.paperId));
          if (!paper || paper.id !== row.paperId) throw badRequest('paperId does not match this record', 'paperId');
        }
        const now = clock();
        await tx
          .update(qualityControl)
          .set({
            ...(body.dactylTree !== undefined ? { dactylTree: body.dactylTree } : {}),
            ...(body.entryData !== undefined ? { entryData: body.entryData } : {}),
            ...(body.initialEntryData !== undefined ? { initialEntryData: body.initialEntryData } : {}),
            ...(body.trashData !== undefined ? { trashData: body.trashData } : {}),
            done: body.done || row.done,
            updatedAt: now,
            completedAt: body.done && !row.completedAt ? now : row.completedAt,
          })
          .where(eq(qualityControl.id, row.id));
        return PAPER_MESSAGES.qcSaved;
      });
      return done(c, message, { uuid });
    });
}
