import type { BackgroundJob, JobState } from '@veloport/domain';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import { jobsRepository, type JobRow } from './jobs.repository';

export type JobAdminService = ReturnType<typeof createJobAdminService>;
type Actor = { id: number | null; ip?: string };

/** What a job is about, without its whole payload: a mail shows its recipient and subject, never its text (links, tokens). */
function summaryOf(row: JobRow): string | null {
  const data = row.data as Record<string, unknown> | null;
  if (data && typeof data.to === 'string' && typeof data.subject === 'string') return `${data.to} — ${data.subject}`;
  return null;
}

/** pg-boss stores a handler's error as the job's output ({ message, stack } or a string). */
function errorOf(row: JobRow): string | null {
  if (row.state !== 'failed' && row.state !== 'retry') return null;
  const out = row.output as { message?: unknown; value?: unknown } | string | null;
  if (!out) return null;
  if (typeof out === 'string') return out;
  if (typeof out.message === 'string') return out.message;
  if (typeof out.value === 'string') return out.value;
  return JSON.stringify(out);
}

const view = (row: JobRow): BackgroundJob => ({
  id: row.id,
  name: row.name,
  state: row.state as JobState,
  summary: summaryOf(row),
  // pg-boss counts retries when it takes the job again; a job that ran or waits for a retry made retry_count + 1 attempts.
  attempts: row.state === 'created' ? 0 : row.retry_count + 1,
  retryLimit: row.retry_limit,
  lastError: errorOf(row),
  createdAt: new Date(row.created_on).toISOString(),
  startAfter: new Date(row.start_after).toISOString(),
  completedAt: row.completed_on ? new Date(row.completed_on).toISOString() : null,
});

/** The admin's view of background jobs: what waits, runs, failed and why; a failed job can be run again. */
export function createJobAdminService({ db, jobs }: { db: Db; jobs: Jobs }) {
  return {
    async list(query: { page: number; perPage: number; order: 'asc' | 'desc'; state?: JobState }) {
      const { rows, total } = await jobsRepository.page(
        db,
        { state: query.state },
        query.order,
        query.perPage,
        (query.page - 1) * query.perPage,
      );
      return { data: rows.map(view), meta: { page: query.page, perPage: query.perPage, total } };
    },

    /** A job that failed for good goes back to the queue with one more attempt allowed. */
    async retry(id: string, actor: Actor) {
      const row = await jobsRepository.byId(db, id);
      if (!row) throw notFound();
      if (row.state !== 'failed') throw new AppError(409, 'conflict', 'Only a failed job can be retried');
      await jobs.retry(row.name, id);
      await recordAudit(db, {
        actorId: actor.id,
        action: 'job.retried',
        entity: 'job',
        entityId: id,
        before: { state: 'failed' },
        after: { state: 'retry' },
        ip: actor.ip,
      });
      return view((await jobsRepository.byId(db, id))!);
    },

    /** Per queue: jobs waiting or running, and jobs failed for good (the metrics' gauges, decision 071). */
    counts: () => jobsRepository.counts(db),
  };
}
