import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  forgotPasswordFormSchema,
  loginRequestSchema,
  passwordResetCheckQuerySchema,
  passwordResetRequestSchema,
  recordActionRequestSchema,
  settingsRequestSchema,
  ssoLoginRequestSchema,
} from '../../api/schemas';
import { endSession, loadPrincipal, requireAll, requireUser, startSession } from '../auth';
import type { AppEnv, Deps } from '../context';
import { loginTokens, passwordResets, sessions, users } from '../db/schema';
import { done, HttpError, readBody, readQuery } from '../http';
import { hashPassword, hashToken, randomToken, safeEqual, sign, verifyPassword } from '../services/crypto';
import { clientAddress } from '../services/rateLimit';
import { serializeUser } from '../services/users';

export const EXPIRED_RESET_LINK =
  'Your password reset link has expired. Please try again by clicking on "Forgot your password?" at the login dialog.';

function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

function resetSignature(deps: Deps, token: string, expiresAt: Date): string {
  return sign(deps.config.secret, `password-reset:${token}:${expiresAt.getTime()}`);
}

function tooManyAttempts(seconds: number): HttpError {
  return new HttpError(429, 'E_TOO_MANY_ATTEMPTS', `Too many attempts. Please try again in ${Math.ceil(seconds / 60)} minute(s).`);
}

/** A live, unused, unexpired reset row for the token whose link carries the right signature. */
async function findReset(deps: Deps, token: string, signature: string) {
  const [row] = await deps.db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, deps.clock())));
  if (!row) return null;
  if (!safeEqual(signature, resetSignature(deps, token, row.expiresAt))) return null;
  return row;
}

export const authRoutes = new Hono<AppEnv>()
  .get('/config', (c) => {
    const { config } = c.get('deps');
    return c.json({
      version: config.version,
      featureFlags: config.featureFlags,
      companyEmailDomain: config.companyEmailDomain,
      ssoDomains: Object.keys(config.sso),
      partnerLogo: config.partnerLogo,
    });
  })

  .post('/login', async (c) => {
    const deps = c.get('deps');
    const body = await readBody(c, loginRequestSchema);
    let userId: number;
    if (body.token) {
      const [row] = await deps.db
        .update(loginTokens)
        .set({ usedAt: deps.clock() })
        .where(and(eq(loginTokens.tokenHash, hashToken(body.token)), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, deps.clock())))
        .returning({ userId: loginTokens.userId });
      if (!row) throw new HttpError(401, 'E_INVALID_LOGIN_TOKEN', 'This login link is invalid or has expired');
      userId = row.userId;
    } else {
      const email = body.email!;
      const address = clientAddress(c, deps.config);
      // Per account and address, so a stranger cannot lock the owner out; per address over all accounts, so one address cannot try them all.
      const pairKey = `login:${email}|${address}`;
      const addressKey = `login-address:${address}`;
      const wait = Math.max(await deps.loginLimiter.hit(pairKey, deps.config.loginRateLimit), await deps.loginLimiter.hit(addressKey, deps.config.loginAddressLimit));
      if (wait > 0) throw tooManyAttempts(wait);
      const [user] = await deps.db.select().from(users).where(and(eq(users.email, email), isNull(users.deletedAt)));
      if (!user) throw new HttpError(404, 'E_USER_NOT_FOUND', 'E-mail address not found', 'email');
      if (user.ssoEnabled || deps.config.sso[emailDomain(email)]) {
        throw new HttpError(400, 'E_SSO_REQUIRED', 'SSO sign-in is enabled for this domain', 'email');
      }
      if (!(await verifyPassword(body.password!, user.passwordHash))) {
        throw new HttpError(401, 'E_INVALID_PASSWORD', 'Invalid password', 'password');
      }
      await Promise.all([deps.loginLimiter.reset(pairKey), deps.loginLimiter.forgive(addressKey)]);
      userId = user.id;
    }
    const principal = await loadPrincipal(deps.db, userId, null, 'session');
    if (!principal) throw new HttpError(404, 'E_USER_NOT_FOUND', 'E-mail address not found', 'email');
    if (principal.roles.length === 0) {
      throw new HttpError(403, 'E_NO_USER_ROLES', 'Your account has no roles yet. Please contact an administrator.');
    }
    const now = deps.clock();
    const [updated] = await deps.db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId)).returning();
    await startSession(c, deps, userId);
    return done(c, `Welcome, ${updated!.firstName}`, { payload: { user: await serializeUser(deps.db, updated!) } });
  })

  .post('/sso-login', async (c) => {
    const deps = c.get('deps');
    const { email } = await readBody(c, ssoLoginRequestSchema);
    const sso = deps.config.sso[emailDomain(email)];
    if (!sso) throw new HttpError(400, 'E_SSO_NOT_ENABLED', 'SSO sign-in is not enabled for this domain', 'email');
    const id = `_${randomToken(16)}`;
    const expires = deps.clock().getTime() + 10 * 60_000;
    // The identity provider echoes relayState back; its signature lets the callback trust e-mail and expiry.
    const state = Buffer.from(JSON.stringify({ email, id, expires })).toString('base64url');
    const relayState = `${state}.${sign(deps.config.secret, `sso:${state}`)}`;
    return c.json({ context: sso.context, entityEndpoint: sso.entityEndpoint, id, relayState, type: sso.type });
  })

  .post('/forgot-password', async (c) => {
    const deps = c.get('deps');
    const { email } = await readBody(c, forgotPasswordFormSchema);
    const address = clientAddress(c, deps.config);
    const wait = Math.max(
      await deps.loginLimiter.hit(`forgot:${email}|${address}`, deps.config.loginRateLimit),
      await deps.loginLimiter.hit(`forgot-address:${address}`, deps.config.loginAddressLimit),
    );
    if (wait > 0) throw tooManyAttempts(wait);
    const [user] = await deps.db.select().from(users).where(and(eq(users.email, email), isNull(users.deletedAt)));
    if (user && !user.ssoEnabled) {
      const token = randomToken();
      const expiresAt = new Date(deps.clock().getTime() + deps.config.resetLinkTtlMs);
      await deps.db.insert(passwordResets).values({ userId: user.id, tokenHash: hashToken(token), expiresAt });
      const link = `${deps.config.appUrl.replace(/\/$/, '')}/password-reset/${token}?signature=${resetSignature(deps, token, expiresAt)}`;
      await deps.sendMail({
        to: user.email,
        subject: 'Sourcebench password reset',
        text: `Hello ${user.firstName},\n\nUse this link within ${Math.round(deps.config.resetLinkTtlMs / 60_000)} minutes to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail.`,
      });
    }
    // The same answer either way, so the form does not tell who has an account.
    return done(c, 'If an account exists for this e-mail address, a password reset link has been sent.');
  })

  .post('/users/logout', async (c) => {
    await endSession(c, c.get('deps'));
    return done(c, 'Logged out successfully');
  })

  .get('/ping', async (c) => {
    const principal = requireUser(c);
    const deps = c.get('deps');
    let lastSeen = deps.clock();
    if (principal.sessionId) {
      const [session] = await deps.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, principal.sessionId));
      if (session) lastSeen = session.lastSeenAt;
    }
    return c.json({ status: 'ok' as const, expiresAt: new Date(lastSeen.getTime() + deps.config.sessionIdleMs).toISOString() });
  })

  .post('/refresh-session', async (c) => {
    const principal = requireUser(c);
    const deps = c.get('deps');
    if (principal.sessionId) {
      await deps.db.update(sessions).set({ lastSeenAt: deps.clock() }).where(eq(sessions.id, principal.sessionId));
    }
    return done(c, 'Session refreshed');
  })

  .post('/users/record-action', async (c) => {
    const principal = requireUser(c);
    const deps = c.get('deps');
    await readBody(c, recordActionRequestSchema);
    const [row] = await deps.db
      .update(users)
      .set({ cookieNoticeDismissedAt: principal.user.cookieNoticeDismissedAt ?? deps.clock() })
      .where(eq(users.id, principal.user.id))
      .returning();
    return done(c, 'Cookie notice acknowledged', { payload: { user: await serializeUser(deps.db, row!) } });
  })

  .get('/password-reset/:token', async (c) => {
    const deps = c.get('deps');
    const { signature } = readQuery(c, passwordResetCheckQuerySchema);
    const token = c.req.param('token');
    if (token.length > 200 || !(await findReset(deps, token, signature))) {
      throw new HttpError(410, 'E_RESET_LINK_EXPIRED', EXPIRED_RESET_LINK);
    }
    return c.json({ valid: true });
  })

  .post('/password-reset', async (c) => {
    const deps = c.get('deps');
    const body = await readBody(c, passwordResetRequestSchema);
    const reset = await findReset(deps, body.token, body.signature);
    if (!reset) throw new HttpError(410, 'E_RESET_LINK_EXPIRED', EXPIRED_RESET_LINK);
    const passwordHash = await hashPassword(body.newPassword);
    await deps.db.transaction(async (tx) => {
      const [used] = await tx
        .update(passwordResets)
        .set({ usedAt: deps.clock() })
        .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      if (!used) throw new HttpError(410, 'E_RESET_LINK_EXPIRED', EXPIRED_RESET_LINK);
      await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
      // A reset means the old password may be known to someone else: end every session.
      await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
    });
    return done(c, 'Your password has been reset. Please log in with your new password.', { nextPath: '/login' });
  })

  .post('/users/settings', async (c) => {
    const principal = requireAll(c, 'edit_user_self');
    const deps = c.get('deps');
    const { config } = deps;
    if (config.companyEmailDomain && emailDomain(principal.user.email) === config.companyEmailDomain) {
      throw new HttpError(403, 'E_COMPANY_ACCOUNT', 'Passwords of company accounts are managed by the company and cannot be changed here');
    }
    if (principal.user.ssoEnabled) throw new HttpError(403, 'E_SSO_ACCOUNT', 'Single sign-on accounts have no password to change');
    const body = await readBody(c, settingsRequestSchema);
    if (!(await verifyPassword(body.password, principal.user.passwordHash))) {
      throw new HttpError(400, 'E_INVALID_PASSWORD', 'Invalid password', 'password');
    }
    if (body.password === body.newPassword) {
      throw new HttpError(400, 'E_VALIDATION', 'newPassword: The new password must differ from the current one', 'newPassword');
    }
    const passwordHash = await hashPassword(body.newPassword);
    await deps.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, principal.user.id));
      // Other sessions (another browser) end; this one stays.
      await tx
        .delete(sessions)
        .where(principal.sessionId ? and(eq(sessions.userId, principal.user.id), ne(sessions.id, principal.sessionId)) : eq(sessions.userId, principal.user.id));
    });
    return done(c, 'Save complete');
  });
