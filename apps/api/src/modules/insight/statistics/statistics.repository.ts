import { sql, type SQL } from 'drizzle-orm';
import type { MarginGroup, SalesGroup } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';

/*
 * The insight module is a read model over the others (docs/domain.md, decision 090): each statistic is ONE aggregate
 * query over the owners' tables, grouped in the database, so a year of 300,000 bills never travels into JavaScript.
 * The tables are named in SQL rather than imported, because no other module's service can answer a GROUP BY across
 * billing, sales, shop, stock and workshop at once; these queries only read.
 *
 * The bills counted are the ones the books count (billing/books): issued (not draft), numbered, `issue_date` in the
 * period. A credit note is a bill of its own with negative amounts and quantities, dated the day it was issued, so
 * "issued bills minus credit notes of the month" is the plain sum. What a bill is (its channel, store, bikes) is read
 * from the bill it credits when it is a credit note (`origin`): the summary's view `bill_statistics_of` says how.
 */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/*
 * The sales and margin statistics read the summary `bill_statistics` (decision 103): one row per issued, numbered
 * bill with its channel, store, contract, kind of sale, brand, model, units and known cost, kept exact by the
 * database in the transaction that changes any of them (migration 0063). The period's rows are summed by one column
 * (`k`) first, then named: the stores and companies are joined to a handful of sums rather than to every bill of the
 * year, and a renamed store shows its new name.
 */
const summed = (from: string, to: string, column: SQL, sums: SQL) =>
  sql`(select ${column} as k, ${sums} from bill_statistics s
       where s.issue_date >= ${from}::date and s.issue_date <= ${to}::date group by 1) x`;
const NAMED = { key: sql`x.k`, label: sql`x.k`, joins: sql`` };
const STORE = { key: sql`store.id::text`, label: sql`store.name`, joins: sql`left join stock_locations store on store.id = x.k` };
const COMPANY = { key: sql`co.id::text`, label: sql`co.name`, joins: sql`left join companies co on co.id = x.k` };
/** By month, the totals by day are enough: a year is 365 rows, not every bill (decision 103). */
const daysOf = (from: string, to: string) => sql`bill_statistics_days d where d.day >= ${from}::date and d.day <= ${to}::date group by 1`;

export type SalesRow = { key: string | null; label: string | null; orders: number; units: number; revenue: number };
export type MarginRow = { key: string | null; label: string | null; revenue: number; cost: number; unknown: number };
export type OffersRow = { made: number; signed: number; median: number | null };
export type RepairCountRow = {
  location: string;
  priority: boolean;
  storeId: number | null;
  storeName: string | null;
  requests: number;
  booked: number;
};
export type TurnaroundRow = {
  group: 'all' | 'store' | 'mechanic';
  id: number | null;
  name: string | null;
  finished: number;
  median: number | null;
  p90: number | null;
  onKnownBike: number;
  fixedFirstTime: number;
};

export const insightStatisticsRepository = {
  async sales(db: DbOrTx, from: string, to: string, groupBy: SalesGroup) {
    const group: Record<Exclude<SalesGroup, 'month'>, { column: SQL } & typeof NAMED> = {
      channel: { column: sql`s.channel`, ...NAMED },
      brand: { column: sql`s.brand`, ...NAMED },
      store: { column: sql`s.store_id`, ...STORE },
      model: { column: sql`s.model`, ...NAMED },
      contract: { column: sql`s.contract`, ...NAMED },
      company: { column: sql`s.company_id`, ...COMPANY },
    };
    let query: SQL;
    if (groupBy === 'month')
      query = sql`select to_char(d.day, 'YYYY-MM') as key, to_char(d.day, 'YYYY-MM') as label, sum(d.invoices)::int as orders,
        sum(d.units)::float8 as units, sum(d.revenue_cents)::bigint as revenue from ${daysOf(from, to)}`;
    else {
      const { column, key, label, joins } = group[groupBy];
      const sums = sql`count(*) filter (where s.invoice) as orders, sum(s.units) as units, sum(s.revenue_cents) as revenue`;
      query = sql`select ${key} as key, min(${label}) as label, sum(x.orders)::int as orders,
        coalesce(sum(x.units), 0)::float8 as units, coalesce(sum(x.revenue), 0)::bigint as revenue
        from ${summed(from, to, column, sums)} ${joins} group by 1`;
    }
    return rowsOf<SalesRow>(await db.execute(query)).map((r) => ({ ...r, units: Number(r.units), revenue: Number(r.revenue) }));
  },

  /**
   * Revenue against purchase cost. A bill's cost is known only when it sells bikes and nothing else (as many units as
   * bikes, each with a purchase price): then the bikes' purchase prices, a credit note's share of them in proportion
   * to what it credits. Every other bill's revenue is of unknown cost, counted apart (accessories, services and
   * rentals keep no purchase cost). The summary holds each bill's known cost, or null when it is unknown.
   */
  async margin(db: DbOrTx, from: string, to: string, groupBy: MarginGroup) {
    const group: Record<Exclude<MarginGroup, 'month'>, { column: SQL } & typeof NAMED> = {
      kind: { column: sql`s.sale_kind`, ...NAMED },
      brand: { column: sql`s.brand`, ...NAMED },
      model: { column: sql`s.model`, ...NAMED },
      company: { column: sql`s.company_id`, ...COMPANY },
    };
    let query: SQL;
    if (groupBy === 'month')
      query = sql`select to_char(d.day, 'YYYY-MM') as key, to_char(d.day, 'YYYY-MM') as label, sum(d.revenue_cents)::bigint as revenue,
        sum(d.cost_cents)::bigint as cost, sum(d.unknown_cost_revenue_cents)::bigint as unknown from ${daysOf(from, to)}`;
    else {
      const { column, key, label, joins } = group[groupBy];
      const sums = sql`sum(s.revenue_cents) as revenue, sum(s.cost_cents) as cost,
        sum(s.revenue_cents) filter (where s.cost_cents is null) as unknown`;
      query = sql`select ${key} as key, min(${label}) as label, coalesce(sum(x.revenue), 0)::bigint as revenue,
        coalesce(sum(x.cost), 0)::bigint as cost, coalesce(sum(x.unknown), 0)::bigint as unknown
        from ${summed(from, to, column, sums)} ${joins} group by 1`;
    }
    return rowsOf<MarginRow>(await db.execute(query)).map((r) => ({
      key: r.key,
      label: r.label,
      revenue: Number(r.revenue),
      cost: Number(r.cost),
      unknown: Number(r.unknown),
    }));
  },

  /**
   * The offers made (created) in [start, end), how many of them are signed, and the median days from made to signed
   * (decision 096): one grouped read on the offers' `created_at` index.
   */
  async offers(db: DbOrTx, start: Date, end: Date) {
    const result = await db.execute(sql`
      select count(*)::int as made,
        (count(*) filter (where o.status = 'signed' and o.signed_at is not null))::int as signed,
        (percentile_cont(0.5) within group (order by extract(epoch from o.signed_at - o.created_at) / 86400.0)
          filter (where o.status = 'signed' and o.signed_at is not null))::float8 as median
      from offers o
      where o.created_at >= ${start.toISOString()}::timestamptz and o.created_at < ${end.toISOString()}::timestamptz`);
    const [row] = rowsOf<OffersRow>(result);
    return { made: row?.made ?? 0, signed: row?.signed ?? 0, median: row?.median ?? null };
  },

  /**
   * Maintenance requests made in [start, end) by where the work is done, urgency and store, and the minutes planned
   * in it at each store (the estimated durations of the requests scheduled on its days, as the capacity screen books
   * them): the made ones and the planned ones each read from their own index (decision 103), then put together.
   */
  async repairCounts(db: DbOrTx, start: Date, end: Date) {
    const from = sql`${start.toISOString()}::timestamptz`;
    const to = sql`${end.toISOString()}::timestamptz`;
    const result = await db.execute(sql`
      select x.location, x.priority, x.store_id as "storeId", min(l.name) as "storeName",
        sum(x.requests)::int as requests, coalesce(sum(x.booked), 0)::int as booked
      from (
        select r.location, r.priority, r.store_id, count(*) as requests, null::bigint as booked
        from maintenance_requests r where r.created_at >= ${from} and r.created_at < ${to}
        group by r.location, r.priority, r.store_id
        union all
        select r.location, r.priority, r.store_id, 0, sum(r.estimated_minutes)
        from maintenance_requests r where r.scheduled_at >= ${from} and r.scheduled_at < ${to}
        group by r.location, r.priority, r.store_id
      ) x left join stock_locations l on l.id = x.store_id
      group by x.location, x.priority, x.store_id`);
    return rowsOf<RepairCountRow>(result);
  },

  /**
   * Requests finished (step "completed" first reached) in [start, end): how many, and days from the request, median
   * and p90, overall, by store and by who completed them; and how many of those on a known bike had no new request on
   * that bike within 30 days of the end (first-time fix, decision 096). Each finished request's first completion,
   * turnaround and first-time fix are kept in the summary `maintenance_request_statistics` (decision 104): the period's
   * rows are one range of its index, grouped by ids, and the few groups are named afterwards.
   */
  async turnaround(db: DbOrTx, start: Date, end: Date) {
    const result = await db.execute(sql`
      select g."group", g.id, case g."group" when 'store' then l.name when 'mechanic' then trim(u.firstname || ' ' || u.lastname) end as name,
        g.finished, g.median, g.p90, g."onKnownBike", g."fixedFirstTime"
      from (
        select case when grouping(s.store_id) = 0 then 'store' when grouping(s.mechanic_id) = 0 then 'mechanic' else 'all' end as "group",
          coalesce(s.store_id, s.mechanic_id) as id, count(*)::int as finished,
          percentile_cont(0.5) within group (order by s.days)::float8 as median,
          percentile_cont(0.9) within group (order by s.days)::float8 as p90,
          count(s.fixed)::int as "onKnownBike", (count(*) filter (where s.fixed))::int as "fixedFirstTime"
        from maintenance_request_statistics s
        where s.finished_at >= ${start.toISOString()}::timestamptz and s.finished_at < ${end.toISOString()}::timestamptz
        group by grouping sets ((), (s.store_id), (s.mechanic_id))
      ) g
        left join stock_locations l on g."group" = 'store' and l.id = g.id
        left join users u on g."group" = 'mechanic' and u.id = g.id`);
    return rowsOf<TurnaroundRow>(result);
  },

  /** Each store's weekly mechanic minutes and the exceptions of the period (small tables: the capacity screen's). */
  async capacity(db: DbOrTx, from: string, to: string) {
    const weekdays = rowsOf<{ storeId: number; storeName: string; weekday: number; minutes: number }>(
      await db.execute(sql`
        select w.store_id as "storeId", l.name as "storeName", w.weekday, w.minutes
        from workshop_capacity_weekdays w join stock_locations l on l.id = w.store_id`),
    );
    const exceptions = rowsOf<{ storeId: number; date: string; kind: 'closed' | 'extra'; minutes: number }>(
      await db.execute(sql`
        select e.store_id as "storeId", e.date::text as date, e.kind, e.minutes
        from workshop_capacity_exceptions e where e.date >= ${from}::date and e.date <= ${to}::date`),
    );
    return { weekdays, exceptions };
  },
};
