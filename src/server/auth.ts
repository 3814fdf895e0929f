import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ADMINISTRATOR_SLUG } from '../api/schemas';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../api/client';
import type { Db } from './db';
import { apiTokens, sessions, users } from './db/schema';
import type { AppEnv, Deps, Principal, UserRow } from './context';
import { forbidden, HttpError, unauthorized } from './http';
import { hashToken, randomToken } from './services/crypto';
import { preparedStatement } from './services/lists';
import { MicroBatch, perDatabase } from './services/microBatch';

export const SESSION_COOKIE = 'sb_session';
/** Writing last_seen_at on every request is wasted work; this much staleness is harmless against a 15-minute idle limit. */
const TOUCH_INTERVAL_MS = 5_000;

type RoleRef = Principal['roles'][number];

/** The user's live roles in order, as one json column of a query that selects from users. */
const rolesOfUser = sql<RoleRef[] | string>`(select coalesce(json_agg(json_build_object('id', r.id, 'uuid', r.uuid, 'name', r.name, 'slug', r.slug) order by ur.position, r.id), '[]'::json)
  from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = "users"."id" and r.deleted_at is null)`;

/** The live permissions granted by the user's live roles. */
const permissionsOfUser = sql<string[] | string>`(select coalesce(json_agg(distinct p.slug), '[]'::json)
  from user_roles ur
  join roles r on r.id = ur.role_id and r.deleted_at is null
  join role_permissions rp on rp.role_id = r.id
  join permissions p on p.id = rp.permission_id and p.deleted_at is null
  where ur.user_id = "users"."id")`;

/** Both drivers parse json columns; a driver configured not to would hand over the text. */
function fromJson<T>(value: T | string | null): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

function principalOf(user: UserRow, rolesJson: RoleRef[] | string | null, permissionsJson: string[] | string | null, sessionId: string | null, via: Principal['via']): Principal {
  const userRoleRows = fromJson(rolesJson) ?? [];
  return {
    user,
    roles: userRoleRows,
    permissions: new Set(fromJson(permissionsJson) ?? []),
    isAdmin: userRoleRows[0]?.slug === ADMINISTRATOR_SLUG,
    sessionId,
    via,
  };
}

/**
 * Loads a live user with their live roles (in order) and the permissions those roles grant, in one
 * query. Nothing is cached: a deleted user, a changed role or a revoked permission counts at once.
 */
export async function loadPrincipal(db: Db, userId: number, sessionId: string | null, via: Principal['via']): Promise<Principal | null> {
  const [row] = await db
    .select({ user: users, roles: rolesOfUser, permissions: permissionsOfUser })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ? principalOf(row.user, row.roles, row.permissions, sessionId, via) : null;
}

/** An administrator holds every permission. */
export function can(principal: Principal, permission: string): boolean {
  return principal.isAdmin || principal.permissions.has(permission);
}

export function isSafeMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

/**
 * CSRF defence for cookie-authenticated writes: the custom header cannot be set cross-site without
 * a CORS preflight (which this server never grants), and a present Origin must be our own.
 * Bearer-token calls carry no ambient credential and are exempt.
 */
export const csrfProtection: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isSafeMethod(c.req.method) || c.req.header('Authorization')?.startsWith('Bearer ')) return next();
  const { config } = c.get('deps');
  if (c.req.header(CSRF_HEADER) !== CSRF_HEADER_VALUE) {
    throw new HttpError(403, 'E_CSRF', `Missing ${CSRF_HEADER} header`);
  }
  const origin = c.req.header('Origin');
  if (origin && origin !== 'null') {
    const own = new URL(c.req.url).origin;
    const host = c.req.header('Host');
    const allowed = origin === own || (host && hostOf(origin) === host) || config.allowedOrigins.includes(origin);
    if (!allowed) throw new HttpError(403, 'E_CSRF', 'Cross-site request refused');
  } else if (origin === 'null') {
    throw new HttpError(403, 'E_CSRF', 'Cross-site request refused');
  }
  return next();
};

/** The host of an Origin header; a malformed one has none, so it matches no host. */
function hostOf(origin: string): string | null {
  return URL.canParse(origin) ? new URL(origin).host : null;
}

/** The sessions asked for, each with its live user and the user's roles and permissions, in one round trip. */
async function findSessions(db: Db, ids: string[]) {
  // Prepared: every request runs it, and PostgreSQL then plans it once per connection.
  const statement = preparedStatement(db, 'sessions', (name) =>
    db
      .select({ session: sessions, user: users, roles: rolesOfUser, permissions: permissionsOfUser })
      .from(sessions)
      .leftJoin(users, and(eq(users.id, sessions.userId), isNull(users.deletedAt)))
      .where(sql`${sessions.id} = any(${sql.placeholder('ids')}::text[])`)
      .prepare(name),
  );
  const rows = await statement.execute({ ids: [...new Set(ids)] });
  const byId = new Map(rows.map((row) => [row.session.id, row]));
  return ids.map((id) => byId.get(id));
}

type FoundSession = Awaited<ReturnType<typeof findSessions>>[number];

const sessionBatch = perDatabase((db: Db) => new MicroBatch<string, FoundSession>((ids) => findSessions(db, ids)));

/**
 * The session, its live user and the user's roles and permissions, as stored now: nothing is
 * cached, so a logout or a changed role counts for the very next request. The lookups of requests
 * arriving together share one statement (see MicroBatch).
 */
export function findSession(db: Db, sessionId: string): Promise<FoundSession> {
  return sessionBatch(db).add(sessionId);
}

/** Resolves the caller from a Bearer API token or the session cookie; never refuses by itself. */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db, clock, config } = c.get('deps');
  c.set('principal', null);
  c.set('sessionExpired', false);
  const authorization = c.req.header('Authorization');
  if (authorization?.startsWith('Bearer ')) {
    const token = authorization.slice(7).trim();
    const [row] = token
      ? await db
          .select({ id: apiTokens.id, lastUsedAt: apiTokens.lastUsedAt, user: users, roles: rolesOfUser, permissions: permissionsOfUser })
          .from(apiTokens)
          .innerJoin(users, and(eq(users.id, apiTokens.userId), isNull(users.deletedAt)))
          .where(and(eq(apiTokens.tokenHash, hashToken(token)), isNull(apiTokens.revokedAt)))
      : [];
    if (!row) throw new HttpError(401, 'E_INVALID_TOKEN', 'Invalid API token');
    c.set('principal', principalOf(row.user, row.roles, row.permissions, null, 'token'));
    const now = clock();
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.id));
    }
    return next();
  }
  const cookie = getCookie(c, SESSION_COOKIE);
  if (!cookie) return next();
  const now = clock();
  const id = hashToken(cookie);
  const found = await findSession(db, id);
  const session = found?.session;
  const idleSince = session ? now.getTime() - session.lastSeenAt.getTime() : Infinity;
  if (!session || idleSince > config.sessionIdleMs || session.expiresAt <= now || !found.user) {
    if (session) await db.delete(sessions).where(eq(sessions.id, id));
    c.set('sessionExpired', true);
    return next();
  }
  const principal = principalOf(found.user, found.roles, found.permissions, id, 'session');
  c.set('principal', principal);
  // The periodic session check must not keep an idle browser alive; every other call counts as activity.
  const isPing = c.req.method === 'GET' && c.req.path.endsWith('/ping');
  if (!isPing && idleSince > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return next();
};

/** The caller, or 401. */
export function requireUser(c: Context<AppEnv>): Principal {
  const principal = c.get('principal');
  if (!principal) {
    throw c.get('sessionExpired')
      ? unauthorized('Session authentication expired', 'E_SESSION_EXPIRED')
      : unauthorized('Authentication required', 'E_UNAUTHENTICATED');
  }
  return principal;
}

/** The caller holding every listed permission, or 401/403. */
export function requireAll(c: Context<AppEnv>, ...needed: string[]): Principal {
  const principal = requireUser(c);
  if (!needed.every((p) => can(principal, p))) throw forbidden();
  return principal;
}

/** The caller holding at least one of the listed permissions, or 401/403. */
export function requireAny(c: Context<AppEnv>, ...needed: string[]): Principal {
  const principal = requireUser(c);
  if (!needed.some((p) => can(principal, p))) throw forbidden();
  return principal;
}

export function requireAdmin(c: Context<AppEnv>): Principal {
  const principal = requireUser(c);
  if (!principal.isAdmin) throw forbidden('Only administrators can do this');
  return principal;
}

/** Starts a new session (dropping the one presented, so a login always rotates the cookie). */
export async function startSession(c: Context<AppEnv>, deps: Deps, userId: number): Promise<void> {
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous) await deps.db.delete(sessions).where(eq(sessions.id, hashToken(previous)));
  const now = deps.clock();
  const token = randomToken();
  await deps.db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + deps.config.sessionMaxMs),
  });
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: deps.config.cookieSecure,
    path: '/',
    maxAge: Math.floor(deps.config.sessionMaxMs / 1000),
  });
}

export async function endSession(c: Context<AppEnv>, deps: Deps): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) await deps.db.delete(sessions).where(eq(sessions.id, hashToken(token)));
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/** When the session presented ends through idleness, measured from now. */
export function idleExpiry(deps: Deps, lastSeen: Date): Date {
  return new Date(lastSeen.getTime() + deps.config.sessionIdleMs);
}
