import { Hono, type MiddlewareHandler } from 'hono';
import { buildOpenApiDocument } from '../api/openapi';
import { authenticate, csrfProtection } from './auth';
import { requestBodyLimit } from './bodyLimit';
import type { ServerConfig } from './config';
import type { AppEnv, Deps } from './context';
import type { Db } from './db';
import { errorBody, HttpError } from './http';
import { apiTokenRoutes } from './routes/apiTokens';
import { authRoutes } from './routes/auth';
import { metathesaurusRoutes } from './routes/metathesaurus';
import { organizationRoutes } from './routes/organizations';
import { projectRoutes } from './routes/projects';
import { roleRoutes } from './routes/roles';
import { tagRoutes } from './routes/tags';
import { userRoutes } from './routes/users';
import { createMailer, type SendMail } from './services/mailer';
import { RateLimiter } from './services/rateLimit';
import { securityHeaders } from './securityHeaders';

export interface AppOptions {
  db: Db;
  config: ServerConfig;
  /** Injectable for tests of idle expiry and reset-link lifetimes. */
  clock?: () => Date;
  sendMail?: SendMail;
  /** Used for outbound calls (EVS); tests pass a stub. */
  fetch?: typeof fetch;
  log?: (line: string) => void;
  /** Route groups mounted under /api after the built-in ones (the paper-work part of the server). */
  extraRoutes?: Hono<AppEnv>[];
  /** Serves non-API paths, e.g. the built browser app. */
  staticHandler?: MiddlewareHandler;
}

/** Builds the HTTP application: the API under /api, and optionally static files for everything else. */
export function createApp(options: AppOptions): Hono {
  const log = options.log ?? ((line: string) => console.log(line));
  const clock = options.clock ?? (() => new Date());
  const deps: Deps = {
    db: options.db,
    config: options.config,
    clock,
    log,
    fetch: options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args)),
    sendMail: options.sendMail ?? createMailer(options.db, options.config.smtp, log, options.config.logMailBodies),
    loginLimiter: new RateLimiter(options.db, clock),
  };
  const openApi = buildOpenApiDocument({ version: options.config.version });

  const api = new Hono<AppEnv>();
  api.use(async (c, next) => {
    c.set('deps', deps);
    c.header('Cache-Control', 'no-store');
    await next();
  });
  api.use(requestBodyLimit);
  api.use(csrfProtection);
  api.use(authenticate);
  api.get('/openapi.json', (c) => c.json(openApi));
  for (const routes of [authRoutes, userRoutes, roleRoutes, organizationRoutes, projectRoutes, tagRoutes, apiTokenRoutes, metathesaurusRoutes, ...(options.extraRoutes ?? [])]) {
    api.route('/', routes);
  }
  api.notFound((c) => c.json(errorBody(new HttpError(404, 'E_NOT_FOUND', `No such endpoint: ${c.req.method} ${c.req.path}`)), 404));
  api.onError((error, c) => {
    if (error instanceof HttpError) return c.json(errorBody(error), error.status);
    if (isUniqueViolation(error)) return c.json(errorBody(new HttpError(409, 'E_CONFLICT', 'This value is already taken')), 409);
    log(`[error] ${c.req.method} ${c.req.path}: ${withoutQueryData(error instanceof Error ? (error.stack ?? error.message) : String(error))}`);
    return c.json(errorBody(new HttpError(500, 'E_INTERNAL', 'Something went wrong on the server')), 500);
  });

  const app = new Hono();
  app.use('*', securityHeaders);
  app.route('/api', api);
  if (options.staticHandler) app.use('*', options.staticHandler);
  return app;
}

/**
 * A failed query's error names its statement and then its parameters: extraction documents,
 * e-mail addresses, password hashes. The log keeps the statement's shape and leaves the data out.
 */
export function withoutQueryData(text: string): string {
  return text.replace(/(^|\n)params: [\s\S]*?(?=\n {4}at |\n\S+Error|(?![\s\S]))/g, '$1params: (left out of the log)');
}

function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
