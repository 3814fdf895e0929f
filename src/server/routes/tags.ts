import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  tagFormSchema,
  tagGroupFormSchema,
  tagGroupLevelOnlySchema,
  tagGroupsQuerySchema,
  tagGroupUndeleteSchema,
  tagsQuerySchema,
  tagUndeleteSchema,
  type FlatTag,
  type TagGroup,
  type TagNode,
} from '../../api/schemas';
import { requireAll, requireUser } from '../auth';
import type { AppEnv } from '../context';
import type { Db, Tx } from '../db';
import { tagGroups, tagGroupTags, tags } from '../db/schema';
import { badRequest, conflict, done, notFound, parseWith, readBody, readJsonObject, readQuery, uuidParam } from '../http';
import { iso } from '../services/lists';

async function serializeGroups(db: Db, rows: (typeof tagGroups.$inferSelect)[]): Promise<TagGroup[]> {
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db
        .select({ groupId: tagGroupTags.tagGroupId, uuid: tags.uuid, name: tags.name })
        .from(tagGroupTags)
        .innerJoin(tags, eq(tags.id, tagGroupTags.tagId))
        .where(and(inArray(tagGroupTags.tagGroupId, ids), isNull(tags.deletedAt)))
        .orderBy(asc(tagGroupTags.position))
    : [];
  return rows.map((g) => ({
    uuid: g.uuid,
    name: g.name,
    description: g.description,
    level: g.level,
    tags: links.filter((l) => l.groupId === g.id).map(({ groupId: _g, ...t }) => t),
    created_at: g.createdAt.toISOString(),
    deleted_at: iso(g.deletedAt),
  }));
}

/** Resolves tag uuids (in the order given, which is the order chips show) to live tags. */
async function writeGroupTags(tx: Tx, groupId: number, uuids: string[]) {
  const unique = [...new Set(uuids)];
  const rows = await tx.select({ id: tags.id, uuid: tags.uuid }).from(tags).where(and(inArray(tags.uuid, unique), isNull(tags.deletedAt)));
  if (rows.length !== unique.length) throw badRequest('tags: Unknown or deleted tag', 'tags');
  const byUuid = new Map(rows.map((r) => [r.uuid, r.id]));
  await tx.delete(tagGroupTags).where(eq(tagGroupTags.tagGroupId, groupId));
  await tx.insert(tagGroupTags).values(unique.map((u, position) => ({ tagGroupId: groupId, tagId: byUuid.get(u)!, position })));
}

function buildTree(rows: (typeof tags.$inferSelect)[]): TagNode[] {
  const nodes = new Map<number, TagNode>();
  for (const r of rows) nodes.set(r.id, { uuid: r.uuid, name: r.name, disabled: r.deletedAt !== null, children: [] });
  const roots: TagNode[] = [];
  for (const r of rows) {
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    (parent ? parent.children : roots).push(nodes.get(r.id)!);
  }
  return roots;
}

/** The parent's id, refusing unknown or deleted parents and cycles. */
async function resolveParent(tx: Tx, parentUuid: string | null | undefined, selfId?: number): Promise<number | null> {
  if (!parentUuid) return null;
  const [parent] = await tx.select().from(tags).where(and(eq(tags.uuid, parentUuid), isNull(tags.deletedAt)));
  if (!parent) throw badRequest('parentUUID: Unknown or deleted parent tag', 'parentUUID');
  if (selfId !== undefined) {
    // Walk up from the new parent: meeting the tag itself means the move would make a cycle.
    let cursor: number | null = parent.id;
    for (let depth = 0; cursor !== null && depth < 1000; depth++) {
      if (cursor === selfId) throw badRequest('parentUUID: A tag cannot be moved under itself or its descendants', 'parentUUID');
      const [up] = await tx.select({ parentId: tags.parentId }).from(tags).where(eq(tags.id, cursor));
      cursor = up?.parentId ?? null;
    }
  }
  return parent.id;
}

export const tagRoutes = new Hono<AppEnv>()
  .get('/tag-groups', async (c) => {
    requireUser(c);
    const query = readQuery(c, tagGroupsQuerySchema);
    const { db } = c.get('deps');
    const rows = await db
      .select()
      .from(tagGroups)
      .where(query.omitDeleted ? isNull(tagGroups.deletedAt) : undefined)
      .orderBy(asc(tagGroups.level), asc(tagGroups.name), asc(tagGroups.id));
    const groups = await serializeGroups(db, rows);
    if (query.filteredByLevel) return c.json({ tagGroups: groups });
    return c.json({ tagGroups: { '1': groups.filter((g) => g.level === 1), '2': groups.filter((g) => g.level === 2), '3': groups.filter((g) => g.level === 3) } });
  })
  .post('/tag-groups', async (c) => {
    requireAll(c, 'manage_tags');
    const body = await readBody(c, tagGroupFormSchema);
    await c.get('deps').db.transaction(async (tx) => {
      const [row] = await tx.insert(tagGroups).values({ name: body.name, description: body.description, level: body.level }).returning({ id: tagGroups.id });
      await writeGroupTags(tx, row!.id, body.tags);
    });
    return done(c, `Tag group ${body.name} created`);
  })
  .put('/tag-groups/:uuid', async (c) => {
    requireAll(c, 'manage_tags');
    const uuid = uuidParam(c, 'uuid', 'Tag group');
    const raw = await readJsonObject(c);
    const keys = Object.keys(raw);
    const kind = 'undelete' in raw ? 'undelete' : keys.length === 1 && keys[0] === 'level' ? 'level' : 'form';
    const body =
      kind === 'undelete' ? parseWith(tagGroupUndeleteSchema, raw) : kind === 'level' ? parseWith(tagGroupLevelOnlySchema, raw) : parseWith(tagGroupFormSchema, raw);
    const { db } = c.get('deps');
    const message = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(tagGroups).where(eq(tagGroups.uuid, uuid)).for('update');
      if (!row) throw notFound('Tag group');
      if (kind === 'undelete') {
        if (!row.deletedAt) throw conflict('This tag group is not deleted');
        await tx.update(tagGroups).set({ deletedAt: null }).where(eq(tagGroups.id, row.id));
        return `Tag group ${row.name} restored`;
      }
      if (row.deletedAt) throw conflict('This tag group is deleted; restore it before editing');
      if (kind === 'level') {
        const { level } = body as { level: number };
        await tx.update(tagGroups).set({ level }).where(eq(tagGroups.id, row.id));
        return `Tag group ${row.name} moved to level ${level}`;
      }
      const form = body as { name: string; description: string; level: number; tags: string[] };
      await tx.update(tagGroups).set({ name: form.name, description: form.description, level: form.level }).where(eq(tagGroups.id, row.id));
      await writeGroupTags(tx, row.id, form.tags);
      return `Tag group ${form.name} updated`;
    });
    return done(c, message);
  })
  .delete('/tag-groups/:uuid', async (c) => {
    requireAll(c, 'manage_tags');
    const uuid = uuidParam(c, 'uuid', 'Tag group');
    const { db, clock } = c.get('deps');
    const [row] = await db.update(tagGroups).set({ deletedAt: clock() }).where(and(eq(tagGroups.uuid, uuid), isNull(tagGroups.deletedAt))).returning();
    if (!row) throw notFound('Tag group');
    return done(c, `Tag group ${row.name} deleted`);
  })

  .get('/tags', async (c) => {
    requireUser(c);
    const query = readQuery(c, tagsQuerySchema);
    const { db } = c.get('deps');
    // The tree shows deleted tags disabled (to restore them); the flat list is for pickers and omits them.
    const omitDeleted = query.omitDeleted ?? query.flat === true;
    const rows = await db.select().from(tags).where(omitDeleted ? isNull(tags.deletedAt) : undefined).orderBy(asc(tags.name), asc(tags.id));
    if (query.flat) {
      const uuidById = new Map(rows.map((r) => [r.id, r.uuid]));
      const flat: FlatTag[] = rows.map((r) => ({
        uuid: r.uuid,
        name: r.name,
        parentUUID: r.parentId === null ? null : (uuidById.get(r.parentId) ?? null),
        disabled: r.deletedAt !== null,
      }));
      return c.json({ tags: flat });
    }
    return c.json({ tags: buildTree(rows) });
  })
  .post('/tags', async (c) => {
    requireAll(c, 'manage_tags');
    const body = await readBody(c, tagFormSchema);
    await c.get('deps').db.transaction(async (tx) => {
      const parentId = await resolveParent(tx, body.parentUUID);
      await tx.insert(tags).values({ name: body.name, parentId });
    });
    return done(c, `Tag ${body.name} created`);
  })
  .put('/tags/:uuid', async (c) => {
    requireAll(c, 'manage_tags');
    const uuid = uuidParam(c, 'uuid', 'Tag');
    const raw = await readJsonObject(c);
    const body = 'undelete' in raw ? (parseWith(tagUndeleteSchema, raw), null) : parseWith(tagFormSchema, raw);
    const { db } = c.get('deps');
    const message = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(tags).where(eq(tags.uuid, uuid)).for('update');
      if (!row) throw notFound('Tag');
      if (!body) {
        if (!row.deletedAt) throw conflict('This tag is not deleted');
        if (row.parentId !== null) {
          const [parent] = await tx.select({ deletedAt: tags.deletedAt }).from(tags).where(eq(tags.id, row.parentId));
          if (parent?.deletedAt) throw conflict('Restore the parent tag first');
        }
        await tx.update(tags).set({ deletedAt: null }).where(eq(tags.id, row.id));
        return `Tag ${row.name} restored`;
      }
      if (row.deletedAt) throw conflict('This tag is deleted; restore it before editing');
      const parentId = body.parentUUID === undefined ? row.parentId : await resolveParent(tx, body.parentUUID, row.id);
      await tx.update(tags).set({ name: body.name, parentId }).where(eq(tags.id, row.id));
      return `Tag ${body.name} updated`;
    });
    return done(c, message);
  })
  .delete('/tags/:uuid', async (c) => {
    requireAll(c, 'manage_tags');
    const uuid = uuidParam(c, 'uuid', 'Tag');
    const { db, clock } = c.get('deps');
    const message = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(tags).where(and(eq(tags.uuid, uuid), isNull(tags.deletedAt))).for('update');
      if (!row) throw notFound('Tag');
      const [child] = await tx.select({ id: tags.id }).from(tags).where(and(eq(tags.parentId, row.id), isNull(tags.deletedAt))).limit(1);
      if (child) throw conflict('A tag with children cannot be deleted');
      await tx.update(tags).set({ deletedAt: clock() }).where(eq(tags.id, row.id));
      return `Tag ${row.name} deleted`;
    });
    return done(c, message);
  });
