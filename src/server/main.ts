import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { createApp } from './app';
import { openDatabase } from './db';
import { seed } from './db/seed';
import { seedPapers } from './db/seed-papers';
import { createPaperRoutes, loadPapersConfig } from './paperWork';
import { DirectoryFileStore } from './services/fileStore';

/** Migrates, seeds the demo data and listens. The built browser app can be served by passing a staticHandler to createApp. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './.data' });
  await database.migrate();
  const papersConfig = loadPapersConfig();
  const fileStore = new DirectoryFileStore(papersConfig.filesDir);
  if (process.env.SEED !== 'false') {
    await seed(database.db);
    await seedPapers(database.db, fileStore);
  }
  const app = createApp({ db: database.db, config, extraRoutes: createPaperRoutes({ config: papersConfig, store: fileStore }) });
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOST ?? '127.0.0.1';
  const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
    console.log(`Sourcebench API on http://${info.address}:${info.port}/api (${database.kind})`);
  });
  const shutdown = () => {
    server.close(() => void database.close().then(() => process.exit(0)));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
