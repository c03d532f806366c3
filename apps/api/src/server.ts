// The process entry. In production it is run as built JavaScript, by the process manager itself:
// `node apps/api/dist/server.js` (decision 071), so that SIGTERM reaches this process and nothing stands in between.
import cluster from 'node:cluster';
import { clockFrom, systemClock } from '@veloport/domain';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase, type Database } from './db/client';
import { DataDirLocked } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';
import { isEmpty, seedDemo } from './db/seed/seed-demo';
import { aggregateWorkerMetrics } from './platform/metrics';

const config = loadConfig();
const embedded = !config.databaseUrl;
const clock = config.clockStart ? clockFrom(config.clockStart) : systemClock;
/** What a stopping process gives the requests under way and the running jobs before it ends anyway. */
const STOP_TIMEOUT_MS = 30_000;

if (config.workers > 1 && embedded) {
  console.error('WORKERS > 1 needs DATABASE_URL: the embedded database (PGlite) belongs to one process. Set DATABASE_URL or WORKERS=1.');
  process.exit(1);
}

if (config.workers > 1 && cluster.isPrimary) await supervise(config.workers);
else await serve();

/** The configured database; a folder another live server holds is refused with its reason (issue 24 point 10). */
async function openDatabase(): Promise<Database> {
  try {
    return await openConfiguredDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * One stateless process: API, web app and job worker. Sessions, sign-in locks, rate counts and jobs live in the
 * database and files in the storage, so any number of them can run side by side.
 */
async function serve() {
  // Where a start's time goes, in the "ready" log line (decision 071: a restart is healthy within 5 s).
  const phases: Record<string, number> = { boot: Math.round(performance.now()) };
  let mark = performance.now();
  const phase = (name: string) => {
    phases[name] = Math.round(performance.now() - mark);
    mark = performance.now();
  };
  const database = await openDatabase();
  phase('open');
  // Under the migration lock: a second process starting at once waits, then finds the schema current.
  await migrateDatabase(database);
  phase('migrate');
  // Demo data only ever goes into the embedded database; a real server gets it through `npm run db:seed-demo`.
  if (embedded && (await isEmpty(database.db))) await seedDemo(database.db, clock);
  phase('seed');

  const app = await buildApp({ config, database, runJobs: true, clock });
  phase('build');
  await app.jobs.work();
  await app.listen({ port: config.port, host: config.host });
  phase('listen');
  app.log.info(
    { database: database.kind, pid: process.pid, ms: Math.round(performance.now()), phases },
    `Veloport ready on ${config.publicUrl}`,
  );

  let closing = false;
  /**
   * Stop taking traffic (/api/ready answers 503, new connections are refused), finish the requests under way, let
   * running jobs end (app onClose), then close the database. Past STOP_TIMEOUT_MS the process ends anyway.
   */
  async function shutdown(reason: string) {
    if (closing) return;
    closing = true;
    app.log.info({ reason }, 'shutting down: finishing requests and jobs');
    setTimeout(() => {
      app.log.error({ reason }, `still busy after ${STOP_TIMEOUT_MS / 1000} s: stopping anyway`);
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    app.stopping();
    try {
      await app.close();
      // A database that does not answer must not hold the exit: the process manager is waiting.
      const closed = await Promise.race([
        database.close().then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000).unref()),
      ]);
      if (!closed) app.log.warn('the database did not close within 5 s (connections still borrowed)');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A worker whose primary is gone (killed with -9) would serve on unsupervised, holding the port: it stops too.
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('primary gone'));
}

/**
 * WORKERS=n: migrate once, then n processes share the port (node:cluster); a process that dies is replaced. The
 * primary gathers the workers' metrics for /metrics. SIGTERM or SIGINT stop every worker (each finishes its requests)
 * and the primary ends once they have, so a process manager sees one process end with all of its children.
 */
async function supervise(workers: number) {
  const database = await openDatabase();
  await migrateDatabase(database);
  await database.close();
  aggregateWorkerMetrics();
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => startedAt.set(cluster.fork().id, performance.now());
  for (let i = 0; i < workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`Veloport process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    // One that dies at start (its database unreachable) is retried after a pause, not in a tight loop.
    const lived = performance.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    setTimeout(fork, lived < 5_000 ? 2_000 : 0);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
    let left = alive.length;
    if (left === 0) process.exit(0);
    setTimeout(() => {
      console.error(`workers still running after ${(STOP_TIMEOUT_MS + 5_000) / 1000} s: killing them`);
      for (const w of alive) if (!w!.isDead()) w!.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS + 5_000).unref();
    // The primary ends as its workers did: a worker that could not stop cleanly makes the whole stop a failure.
    let failed = false;
    for (const w of alive) {
      w!.once('exit', (code) => {
        failed ||= code !== 0;
        if (--left === 0) process.exit(failed ? 1 : 0);
      });
      w!.process.kill(signal);
    }
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
