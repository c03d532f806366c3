import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../db/client';
import { sqlState } from './errors';

/**
 * Background jobs on the database through pg-boss (decision 014): retries with backoff, cron in Brussels time,
 * one execution per job whatever the number of processes (rows are taken with SKIP LOCKED).
 */
export const JOB_SCHEMA = 'pgboss';
export const JOB_TIME_ZONE = 'Europe/Brussels';

export type JobHandler<T> = (data: T, job: { id: string }) => Promise<void>;
export type JobDefinition<T> = {
  name: string;
  handler: JobHandler<T>;
  /** Attempts after the first one; each waits twice as long as the previous one (retryBackoff). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A cron line (Brussels time) that enqueues the job on schedule; one process enqueues it, one runs it. */
  cron?: string;
  /**
   * Jobs fetched and run at once by each process (default 1, one at a time). More is for many small independent jobs
   * such as mails: each job of the batch succeeds or fails on its own (issue 24 point 8, decision 071).
   */
  batchSize?: number;
};

type Executor = PgBoss.Db;
type Sqlish = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss statements on the caller's connection: inside a transaction the job row commits or rolls back with
 * the change that caused it. Drizzle keeps the driver's client (pg PoolClient or PGlite transaction) on `session`.
 */
export function executorOf(tx: DbOrTx): Executor {
  const client = (tx as unknown as { session?: { client?: Sqlish } }).session?.client;
  if (!client?.query) throw new Error('No SQL client behind this database handle');
  return { executeSql: async (text, values) => ({ rows: (await client.query(text, values)).rows }) };
}

function bossOf(database: Database, options: Partial<PgBoss.ConstructorOptions> = {}) {
  return new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: JOB_SCHEMA,
    // Completed jobs leave the list after a day; failed ones stay a month so an admin sees and retries them.
    archiveCompletedAfterSeconds: 24 * 3600,
    archiveFailedAfterSeconds: 30 * 24 * 3600,
    ...options,
  } as PgBoss.ConstructorOptions);
}

/** Installs or upgrades pg-boss's tables (with the app's migrations, so a test template carries them). */
export async function migrateJobs(database: Database) {
  const boss = bossOf(database, { supervise: false, schedule: false, migrate: true });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

export type Jobs = ReturnType<typeof createJobs>;

/** `work`: this process runs jobs, schedules and queue maintenance (servers); without it, it only enqueues (tests drain). */
export function createJobs({ database, log, work }: { database: Database; log: FastifyBaseLogger; work: boolean }) {
  const definitions = new Map<string, JobDefinition<never>>();
  let boss: PgBoss | null = null;
  let working = false;

  // Opened before any request: opening inside a caller's transaction would wait on PGlite's single connection forever.
  function started() {
    if (!boss) throw new Error('The job queue is not open');
    return boss;
  }

  async function runOne(name: string, job: PgBoss.Job<unknown>) {
    const definition = definitions.get(name)!;
    await definition.handler(job.data as never, { id: job.id });
  }

  /**
   * A batch of jobs run side by side. Each one is completed or failed on its own, so a mail refused by its server
   * retries alone while the other 49 are done; the handler never throws, so pg-boss's own bookkeeping of the batch
   * finds them settled and changes nothing. A full batch means more are waiting: the worker fetches again at once
   * instead of sleeping until its next poll (2,000 mails in well under a minute instead of half an hour).
   */
  async function runBatch(b: PgBoss, name: string, jobs: PgBoss.Job<unknown>[], workerId: () => string) {
    const outcomes = await Promise.allSettled(jobs.map((job) => runOne(name, job)));
    const done = jobs.filter((_, i) => outcomes[i]!.status === 'fulfilled').map((job) => job.id);
    const settle: Promise<unknown>[] = done.length ? [b.complete(name, done)] : [];
    outcomes.forEach((outcome, i) => {
      if (outcome.status === 'rejected') {
        const error = outcome.reason as unknown;
        settle.push(b.fail(name, jobs[i]!.id, { message: error instanceof Error ? error.message : String(error) }));
      }
    });
    await Promise.all(settle).catch((error: unknown) => log.error({ err: error, queue: name }, 'job bookkeeping failed'));
    if (jobs.length === (definitions.get(name)?.batchSize ?? 1)) b.notifyWorker(workerId());
  }

  /**
   * Several processes starting together create the same queues and schedules at once: PostgreSQL may pick one as a
   * deadlock victim (40P01). The work is idempotent, so the victim waits a moment and tries again.
   */
  async function retryOnDeadlock(what: () => Promise<unknown>) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await what();
      } catch (error) {
        if (sqlState(error) !== '40P01' || attempt >= 8) throw error;
        await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 200));
      }
    }
  }

  return {
    define<T>(definition: JobDefinition<T>) {
      definitions.set(definition.name, definition as JobDefinition<never>);
    },

    /** Opens the queue (tables, queues), once the jobs are defined. */
    async open() {
      if (boss) return;
      const b = bossOf(database, { supervise: work, schedule: work, migrate: true });
      b.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await b.start();
      // Only the queues not made yet: a restart finds them all and spends no statement on them (decision 071).
      const existing = new Set((await b.getQueues()).map((q) => q.name));
      for (const d of definitions.values()) {
        if (existing.has(d.name)) continue;
        await retryOnDeadlock(() =>
          b.createQueue(d.name, { name: d.name, retryLimit: d.retryLimit ?? 5, retryDelay: d.retryDelaySeconds ?? 10, retryBackoff: true }),
        );
      }
      boss = b;
    },

    /** Starts working the queues in this process (polling each second) and enqueues the cron schedules. */
    async work({ pollingIntervalSeconds = 1 }: { pollingIntervalSeconds?: number } = {}) {
      const b = started();
      if (!work || working) return;
      working = true;
      for (const d of definitions.values()) {
        const batchSize = d.batchSize ?? 1;
        if (batchSize === 1) await b.work(d.name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => runOne(d.name, job!));
        else {
          const id: string = await b.work(d.name, { pollingIntervalSeconds, batchSize }, (jobs) => runBatch(b, d.name, jobs, () => id));
        }
        if (d.cron) await retryOnDeadlock(() => b.schedule(d.name, d.cron!, {}, { tz: JOB_TIME_ZONE }));
      }
    },

    /** Enqueues a job; pass the transaction of the change that causes it so both commit or neither does. */
    async enqueue<T extends object>(tx: DbOrTx, name: string, data: T, options: { startAfterSeconds?: number } = {}) {
      if (!definitions.has(name)) throw new Error(`Unknown job ${name}`);
      const b = started();
      return b.send(name, data, { db: executorOf(tx), ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}) });
    },

    /**
     * Runs now, in this process, every job of `name` that is due, through the same handler and the same
     * complete/fail bookkeeping as the worker (tests call it instead of waiting for the poll).
     */
    async drain(name: string) {
      const b = started();
      for (;;) {
        const [job] = await b.fetch(name, { batchSize: 1 });
        if (!job) return;
        try {
          await runOne(name, job);
          await b.complete(name, job.id);
        } catch (error) {
          await b.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
      }
    },

    /** The queues with a job due now: one query, so that a caller draining after every change skips the idle ones. */
    async dueNames(): Promise<string[]> {
      const { rows } = await database.executeSql(
        `select distinct name from ${JOB_SCHEMA}.job where state in ('created', 'retry') and start_after <= now()`,
      );
      return rows.map((r) => String(r.name)).filter((name) => definitions.has(name));
    },

    async retry(name: string, id: string) {
      await started().retry(name, id);
    },

    /** Stops fetching, lets running jobs finish (up to `timeoutMs`), then lets go of the queue. */
    async stop(timeoutMs = 30_000) {
      if (!boss) return;
      const b = boss;
      boss = null;
      working = false;
      // wait: the promise settles once the running handlers have returned (or the timeout failed them).
      await b.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },

    names: () => [...definitions.keys()],
  };
}
