import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
type MonthValue = { month: string; value: number };
const read = async (db: DbOrTx, query: ReturnType<typeof sql>) =>
  rowsOf<{ month: string; value: string | number }>(await db.execute(query)).map((r): MonthValue => ({
    month: r.month,
    value: Number(r.value),
  }));

/**
 * Monthly figures for the forecast (decision 091), each from `from` (a month's first day) up to, not including,
 * `until` (the first day of the current month: a month still running would read low).
 */
export const forecastRepository = {
  /** Revenue excluding VAT of the bills issued in each month; a credit note's amounts are negative, so it subtracts. */
  salesByMonth: (db: DbOrTx, from: string, until: string) =>
    read(
      db,
      sql`select to_char(issue_date, 'YYYY-MM') as month, sum(excl_vat_cents)::bigint as value
          from bills where status <> 'draft' and issue_date >= ${from}::date and issue_date < ${until}::date
          group by 1 order by 1`,
    ),

  /** Maintenance requests created in each Brussels month. */
  repairsByMonth: (db: DbOrTx, from: string, until: string) =>
    read(
      db,
      sql`select to_char(created_at at time zone 'Europe/Brussels', 'YYYY-MM') as month, count(*)::int as value
          from maintenance_requests
          where created_at >= (${from}::timestamp at time zone 'Europe/Brussels')
            and created_at < (${until}::timestamp at time zone 'Europe/Brussels')
          group by 1 order by 1`,
    ),

  /**
   * The monthly rent of the leasing contracts that run in each month from `from` to `to` (inclusive): started by the
   * month's end, ending on or after its first day. `runningOnly`: only contracts still running today (active or
   * ending) count, for the months ahead; the past counts every contract that ran then and was not closed before.
   */
  leasingRentByMonth: (db: DbOrTx, from: string, to: string, runningOnly: boolean) =>
    read(
      db,
      sql`select to_char(m, 'YYYY-MM') as month, coalesce(sum(c.monthly_price_cents), 0)::bigint as value
          from generate_series(${from}::date, ${to}::date, interval '1 month') as m
          left join leasing_contracts c
            on c.start_date <= (m + interval '1 month' - interval '1 day')::date
           and c.end_date >= m::date
           and ${runningOnly ? sql`c.status in ('active', 'ending')` : sql`(c.closed_at is null or c.closed_at >= m)`}
          group by m order by m`,
    ),
};
