import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { isEmpty, seedDemo } from './db/seed-demo';

const started = performance.now();
const config = loadConfig();
const embedded = !config.databaseUrl;
const database = await openConfiguredDatabase(config);
await migrateDatabase(database);
// Demo data only ever goes into the embedded database; a real server gets it through `npm run db:seed-demo`.
if (embedded && (await isEmpty(database.db))) await seedDemo(database.db);

const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });
app.log.info({ database: database.kind, ms: Math.round(performance.now() - started) }, `Veloport ready on ${config.publicUrl}`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
