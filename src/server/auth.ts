import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ADMINISTRATOR_SLUG } from '../api/schemas';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../api/client';
import type { Db } from './db';
import { apiTokens, permissions, rolePermissions, roles, sessions, userRoles, users } from './db/schema';
import type { AppEnv, Deps, Principal } from './context';
import { forbidden, HttpError, unauthorized } from './http';
import { hashToken, randomToken } from './services/crypto';

export const SESSION_COOKIE = 'sb_session';
/** Writing last_seen_at on every request is wasted work; this much staleness is harmless against a 15-minute idle limit. */
const TOUCH_INTERVAL_MS = 5_000;

/** Loads a live user with their live roles (in order) and the permissions those roles grant. */
export async function loadPrincipal(db: Db, userId: number, sessionId: string | null, via: Principal['via']): Promise<Principal | null> {
  const [user] = await db.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) return null;
  const userRoleRows = await db
    .select({ id: roles.id, uuid: roles.uuid, name: roles.name, slug: roles.slug })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), isNull(roles.deletedAt)))
    .orderBy(asc(userRoles.position), asc(roles.id));
  const permissionRows = userRoleRows.length
    ? await db
        .selectDistinct({ slug: permissions.slug })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(and(inArray(rolePermissions.roleId, userRoleRows.map((r) => r.id)), isNull(permissions.deletedAt)))
    : [];
  return {
    user,
    roles: userRoleRows,
    permissions: new Set(permissionRows.map((p) => p.slug)),
    isAdmin: userRoleRows[0]?.slug === ADMINISTRATOR_SLUG,
    sessionId,
    via,
  };
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
    const allowed = origin === own || (host && new URL(origin).host === host) || config.allowedOrigins.includes(origin);
    if (!allowed) throw new HttpError(403, 'E_CSRF', 'Cross-site request refused');
  } else if (origin === 'null') {
    throw new HttpError(403, 'E_CSRF', 'Cross-site request refused');
  }
  return next();
};

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
          .select({ id: apiTokens.id, userId: apiTokens.userId })
          .from(apiTokens)
          .where(and(eq(apiTokens.tokenHash, hashToken(token)), isNull(apiTokens.revokedAt)))
      : [];
    if (!row) throw new HttpError(401, 'E_INVALID_TOKEN', 'Invalid API token');
    const principal = await loadPrincipal(db, row.userId, null, 'token');
    if (!principal) throw new HttpError(401, 'E_INVALID_TOKEN', 'Invalid API token');
    c.set('principal', principal);
    await db.update(apiTokens).set({ lastUsedAt: clock() }).where(eq(apiTokens.id, row.id));
    return next();
  }
  const cookie = getCookie(c, SESSION_COOKIE);
  if (!cookie) return next();
  const now = clock();
  const id = hashToken(cookie);
  const [session] = await db.select().from(sessions).where(eq(sessions.id, id));
  const idleSince = session ? now.getTime() - session.lastSeenAt.getTime() : Infinity;
  if (!session || idleSince > config.sessionIdleMs || session.expiresAt <= now) {
    if (session) await db.delete(sessions).where(eq(sessions.id, id));
    c.set('sessionExpired', true);
    return next();
  }
  const principal = await loadPrincipal(db, session.userId, id, 'session');
  if (!principal) {
    await db.delete(sessions).where(eq(sessions.id, id));
    c.set('sessionExpired', true);
    return next();
  }
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
