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
  /**
   * Revenue excluding VAT of the bills issued in each month, from the statistics' totals by day (decision 103): the
   * issued, numbered bills, a credit note's amounts negative so it subtracts.
   */
  salesByMonth: (db: DbOrTx, from: string, until: string) =>
    read(
      db,
      sql`select to_char(day, 'YYYY-MM') as month, sum(revenue_cents)::bigint as value
          from bill_statistics_days where day >= ${from}::date and day < ${until}::date
          group by 1 order by 1`,
    ),

  /** Maintenance requests created in each Brussels month, counted as they are made (decision 103). */
  repairsByMonth: (db: DbOrTx, from: string, until: string) =>
    read(
      db,
      sql`select month, requests as value from maintenance_request_months
          where month >= to_char(${from}::date, 'YYYY-MM') and month < to_char(${until}::date, 'YYYY-MM')
          order by month`,
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
