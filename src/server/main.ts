import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { loadConfig } from './config';
import { createApp } from './app';
import { openDatabase } from './db';
import { demoLoginLines, seed } from './db/seed';
import { seedPapers } from './db/seed-papers';
import { createFileStore, createPaperRoutes, loadPapersConfig } from './paperWork';
import { sweepFileStore } from './services/fileSweep';

/**
 * Serves the built browser app (APP_DIR, default dist/app): its files, and index.html for any other
 * page path so the client router can take it. Missing asset files stay 404s rather than HTML.
 */
function appStaticHandler(appDir: string): MiddlewareHandler | undefined {
  if (!existsSync(path.join(appDir, 'index.html'))) return undefined;
  const files = serveStatic({
    root: appDir,
    onFound: (file, c) => {
      // Hashed file names never change content; index.html must be asked for again to see a new build.
      c.header('Cache-Control', file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = serveStatic({ root: appDir, path: 'index.html', onFound: (_file, c) => c.header('Cache-Control', 'no-cache') });
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let fallback: Response | void = undefined;
    const found = await files(c, async () => {
      if (path.extname(c.req.path) === '') fallback = await indexHtml(c, next);
      else await next();
    });
    return found ?? fallback;
  };
}

/** How long requests in flight may take to finish once a stop signal arrives. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Migrates, seeds the demo data and listens. The built browser app can be served by passing a staticHandler to createApp. */
async function main() {
  const startedAt = new Date();
  const config = loadConfig();
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './.data' });
  const papersConfig = loadPapersConfig();
  const fileStore = createFileStore(papersConfig);
  // Several processes may start on one database at once: one migrates and seeds, the others wait.
  await database.exclusive(async () => {
    await database.migrate();
    // Other processes may be serving: an upload writes its files before it records them, so only
    // what is older than any upload takes counts as left over.
    const { removed } = await sweepFileStore(database.db, fileStore, { before: new Date(startedAt.getTime() - papersConfig.fileSweepGraceMs) });
    if (removed.length) console.log(`Removed ${removed.length} file(s) left in ${fileStore.location} by interrupted uploads`);
    if (process.env.SEED !== 'false') {
      await seed(database.db);
      await seedPapers(database.db, fileStore);
    }
    // The tables every request's session check reads are small and change rarely, so PostgreSQL's
    // automatic ANALYZE may never reach them: without statistics it planned that check to probe
    // every role for every permission, ten times the work of the plan it makes with them.
    await database.db.execute(sql`analyze users, sessions, user_roles, roles, role_permissions, permissions`);
  });
  const appDir = process.env.APP_DIR ?? 'dist/app';
  const staticHandler = appStaticHandler(appDir);
  const app = createApp({ db: database.db, config, extraRoutes: createPaperRoutes({ config: papersConfig, store: fileStore }), ...(staticHandler ? { staticHandler } : {}) });
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOST ?? '127.0.0.1';
  const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
    console.log(`Sourcebench API on http://${info.address}:${info.port}/api (${database.kind})`);
    if (staticHandler) console.log(`Sourcebench app on http://${info.address}:${info.port}/ (from ${appDir})`);
    if (staticHandler && process.env.SEED !== 'false') {
      for (const line of demoLoginLines()) console.log(line);
    }
  });
  let stopping = false;
  const shutdown = () => {
    // A second signal while stopping means: now.
    if (stopping) process.exit(1);
    stopping = true;
    server.close(() => void database.close().then(() => process.exit(0)));
    // Idle keep-alive connections would hold close() open; requests in flight get a few seconds.
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
