import { and, asc, eq, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { apiTokenFormSchema } from '../../api/schemas';
import { requireAll } from '../auth';
import type { AppEnv, Principal } from '../context';
import { apiTokens } from '../db/schema';
import { done, HttpError, intParam, notFound, readBody } from '../http';
import { hashToken, randomToken } from '../services/crypto';

/** The token prefix lets secret scanners recognise a leaked token. */
const TOKEN_PREFIX = 'sbt_';

function requireTokenAccess(c: Context<AppEnv>): Principal {
  if (!c.get('deps').config.featureFlags['api-tokens']) throw new HttpError(404, 'E_FEATURE_DISABLED', 'API tokens are not enabled');
  const principal = requireAll(c, 'manage_api_tokens');
  // A leaked token must not be able to mint or keep alive others: managing tokens takes a login.
  if (principal.via !== 'session') throw new HttpError(403, 'E_SESSION_REQUIRED', 'API tokens can only be managed from a logged-in session');
  return principal;
}

export const apiTokenRoutes = new Hono<AppEnv>()
  .get('/api-tokens', async (c) => {
    const principal = requireTokenAccess(c);
    const rows = await c
      .get('deps')
      .db.select({ id: apiTokens.id, name: apiTokens.name, createdAt: apiTokens.createdAt })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, principal.user.id), isNull(apiTokens.revokedAt)))
      .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
    return c.json({ tokens: rows.map((r) => ({ id: r.id, name: r.name, createdAt: r.createdAt.toISOString() })) });
  })
  .post('/api-tokens', async (c) => {
    const principal = requireTokenAccess(c);
    const { name } = await readBody(c, apiTokenFormSchema);
    const raw = `${TOKEN_PREFIX}${randomToken()}`;
    const { db, clock } = c.get('deps');
    const [row] = await db.insert(apiTokens).values({ userId: principal.user.id, name, tokenHash: hashToken(raw), createdAt: clock() }).returning();
    return done(c, 'API token created successfully', { token: { id: row!.id, name: row!.name, createdAt: row!.createdAt.toISOString(), token: raw } });
  })
  .delete('/api-tokens/:id', async (c) => {
    const principal = requireTokenAccess(c);
    const id = intParam(c, 'id', 'API token');
    const { db, clock } = c.get('deps');
    // Someone else's token answers as missing, so ids do not reveal other users' tokens.
    const [row] = await db
      .update(apiTokens)
      .set({ revokedAt: clock() })
      .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, principal.user.id), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id });
    if (!row) throw notFound('API token');
    return done(c, 'API token revoked successfully');
  });
