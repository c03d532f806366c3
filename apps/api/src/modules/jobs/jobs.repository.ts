import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { JOB_SCHEMA } from '../../platform/jobs';

export type JobRow = {
  id: string;
  name: string;
  state: string;
  data: unknown;
  output: unknown;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  start_after: Date;
  completed_on: Date | null;
};

const jobTable = sql.raw(`${JOB_SCHEMA}.job`);
const COLUMNS = sql.raw(
  'id::text as id, name, state::text as state, data, output, retry_count, retry_limit, created_on, start_after, completed_on',
);
// pg-boss keeps its own maintenance queues (names starting with "__") in the same table: not the admin's business.
const ownJobs = sql`name not like '\\_\\_%'`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** pg-boss's job table read as the admin list (queries only; pg-boss owns the writes). */
export const jobsRepository = {
  async page(db: DbOrTx, where: { state?: string }, order: 'asc' | 'desc', limit: number, offset: number) {
    const filter: SQL = where.state ? sql`${ownJobs} and state = ${where.state}::${sql.raw(`${JOB_SCHEMA}.job_state`)}` : ownJobs;
    const [rows, total] = await Promise.all([
      db.execute(
        sql`select ${COLUMNS} from ${jobTable} where ${filter} order by created_on ${sql.raw(order)}, id limit ${limit} offset ${offset}`,
      ),
      db.execute(sql`select count(*)::int as n from ${jobTable} where ${filter}`),
    ]);
    return { rows: rowsOf<JobRow>(rows), total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0) };
  },

  async byId(db: DbOrTx, id: string) {
    return rowsOf<JobRow>(await db.execute(sql`select ${COLUMNS} from ${jobTable} where id = ${id}::uuid and ${ownJobs}`))[0];
  },

  /**
   * Per queue, the jobs waiting or running (the depth a monitor watches) and those that failed for good and wait for an
   * admin (kept a month, decision 014): one statement for both gauges.
   */
  async counts(db: DbOrTx) {
    return rowsOf<{ name: string; depth: number; failed: number }>(
      await db.execute(
        sql`select name,
              count(*) filter (where state in ('created', 'retry', 'active'))::int as depth,
              count(*) filter (where state = 'failed')::int as failed
            from ${jobTable} where ${ownJobs} and state in ('created', 'retry', 'active', 'failed') group by name`,
      ),
    );
  },
};
