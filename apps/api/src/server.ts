import cluster from 'node:cluster';
import { clockFrom, systemClock } from '@veloport/domain';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { isEmpty, seedDemo } from './db/seed-demo';

const config = loadConfig();
const embedded = !config.databaseUrl;
const clock = config.clockStart ? clockFrom(config.clockStart) : systemClock;

if (config.workers > 1 && embedded) {
  console.error('WORKERS > 1 needs DATABASE_URL: the embedded database (PGlite) belongs to one process. Set DATABASE_URL or WORKERS=1.');
  process.exit(1);
}

if (config.workers > 1 && cluster.isPrimary) await supervise(config.workers);
else await serve();

/**
 * One stateless process: API, web app and job worker. Sessions, sign-in locks, rate counts and jobs live in the
 * database and files in the storage, so any number of them can run side by side.
 */
async function serve() {
  const started = performance.now();
  const database = await openConfiguredDatabase(config);
  // With several processes the primary has migrated already; a second migration finds nothing to do.
  await migrateDatabase(database);
  // Demo data only ever goes into the embedded database; a real server gets it through `npm run db:seed-demo`.
  if (embedded && (await isEmpty(database.db))) await seedDemo(database.db, clock);

  const app = await buildApp({ config, database, runJobs: true, clock });
  await app.jobs.work();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, pid: process.pid, ms: Math.round(performance.now() - started) },
    `Veloport ready on ${config.publicUrl}`,
  );

  let closing = false;
  /** Stop accepting, finish the requests under way, let running jobs end (app onClose), then close the database. */
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests and jobs');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** WORKERS=n: migrate once, then n processes share the port (node:cluster); a process that dies is replaced. */
async function supervise(workers: number) {
  const database = await openConfiguredDatabase(config);
  await migrateDatabase(database);
  await database.close();
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`Veloport process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
    let left = alive.length;
    if (left === 0) process.exit(0);
    for (const w of alive) {
      w!.once('exit', () => --left === 0 && process.exit(0));
      w!.process.kill(signal);
    }
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
