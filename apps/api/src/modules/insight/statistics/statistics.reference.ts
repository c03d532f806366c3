import { sql, type SQL } from 'drizzle-orm';
import type { MarginGroup, SalesGroup } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import type { MarginRow, SalesRow, TurnaroundRow } from './statistics.repository';

/*
 * THE TESTS' REFERENCE, not used by the application: the sales and margin statistics as they were computed from the
 * bills themselves before the summary `bill_statistics` (decisions 095, 103), and the repair turnaround as computed
 * from the requests and their steps before `maintenance_request_statistics` (decision 104). The test compares the
 * summaries' answers with these after issuing, crediting and repricing, and after completing, re-completing and
 * moving requests, so the summaries are proven to stay exact.
 */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const periodBills = (from: string, to: string) => sql`
  select b.id, b.kind, b.issue_date, b.excl_vat_cents, b.company_id, coalesce(b.credit_of_id, b.id) as origin
  from bills b
  where b.status <> 'draft' and b.number is not null and b.issue_date >= ${from}::date and b.issue_date <= ${to}::date`;

/*
 * The first source of each bill of the period (a bill's sources are all of one kind, decision 048). The sources and
 * bikes are read whole and hash-joined: restricted to the period's bills first, the planner looks them up one bill at
 * a time, 100,000 lookups for a year (decision 095).
 */
const SOURCES = sql`left join (
    select distinct on (s.bill_id) s.bill_id, s.kind, s.source_id from bill_sources s order by s.bill_id, s.id
  ) src on src.bill_id = pb.origin
  left join (select distinct so.bill_id, so.pickup_location_id from shop_orders so where so.bill_id is not null) shop
    on shop.bill_id = pb.origin`;

/** The bikes a bill concerns: how many, how many with a purchase price, their cost and (first) brand and model. */
const BIKES = sql`left join (
    select bb.bill_id, count(*)::int as n, count(k.purchase_price_cents)::int as priced,
      coalesce(sum(k.purchase_price_cents), 0)::bigint as cost, min(m.brand) as brand, min(m.brand || ' ' || m.model) as model
    from bill_bikes bb join bikes k on k.id = bb.bike_id join bike_models m on m.id = k.model_id
    group by bb.bill_id
  ) bk on bk.bill_id = pb.origin`;

const CHANNEL = sql`case
    when shop.bill_id is not null then 'online'
    when src.kind = 'checkout_ticket' then 'till'
    when src.kind = 'order' then 'offers'
    when src.kind = 'workshop_job' then 'workshop'
    when src.kind = 'rental' then 'rental'
    when src.kind = 'leasing' then 'leasing'
    when src.kind is null or src.kind = 'manual' then 'shop'
    else 'other' end`;

/** The store of the sale: the till's, the web order's pick-up store, the workshop's, the order's pick-up store. */
const STORE_JOINS = sql`
  left join checkout_tickets ct on src.kind = 'checkout_ticket' and ct.id = src.source_id
  left join maintenance_requests mr on src.kind = 'workshop_job' and mr.id = src.source_id
  left join orders o on src.kind = 'order' and o.id = src.source_id
  left join stock_locations store on store.id = coalesce(shop.pickup_location_id, ct.stock_location_id, mr.store_id, o.pickup_location_id)`;

const MONTH = sql`to_char(pb.issue_date, 'YYYY-MM')`;

/** The customer's company (a private customer's bill has none). */
const COMPANY = sql`left join companies co on co.id = pb.company_id`;

/**
 * The contract a bill sells (decision 096): a signed offer's order says its contract type, a leasing bill its
 * contract's order's (else plain leasing); a rental, a workshop job, a till ticket or web order (bought outright) say
 * theirs; a bill typed by hand says nothing we can trust: `other`.
 */
const CONTRACT_JOINS = sql`
  left join orders co_o on src.kind = 'order' and co_o.id = src.source_id
  left join (
    select distinct on (lb.bill_id) lb.bill_id, lo.contract_type
    from leasing_bills lb join leasing_contracts lc on lc.id = lb.contract_id left join orders lo on lo.id = lc.order_id
    where lb.bill_id in (select origin from pb) order by lb.bill_id, lb.id
  ) lease on lease.bill_id = pb.origin`;
const CONTRACT = sql`case
    when co_o.contract_type is not null then co_o.contract_type
    when lease.bill_id is not null then coalesce(lease.contract_type, 'leasing')
    when src.kind = 'leasing' then 'leasing'
    when src.kind = 'rental' then 'rental'
    when src.kind = 'workshop_job' then 'service'
    when shop.bill_id is not null or src.kind = 'checkout_ticket' then 'purchase'
    else 'other' end`;

/** Units: the quantities of the bill's lines (a credit note's are negative). */
const UNITS = sql`(select coalesce(sum(l.quantity), 0) from bill_lines l where l.bill_id = pb.id)`;

export const billsStatisticsReference = {
  async sales(db: DbOrTx, from: string, to: string, groupBy: SalesGroup) {
    const group: Record<SalesGroup, { key: SQL; label: SQL; joins: SQL }> = {
      month: { key: MONTH, label: MONTH, joins: sql`` },
      channel: { key: CHANNEL, label: CHANNEL, joins: SOURCES },
      brand: { key: sql`bk.brand`, label: sql`bk.brand`, joins: BIKES },
      store: { key: sql`store.id::text`, label: sql`store.name`, joins: sql`${SOURCES} ${STORE_JOINS}` },
      model: { key: sql`bk.model`, label: sql`bk.model`, joins: BIKES },
      contract: { key: CONTRACT, label: CONTRACT, joins: sql`${SOURCES} ${CONTRACT_JOINS}` },
      company: { key: sql`co.id::text`, label: sql`co.name`, joins: COMPANY },
    };
    const { key, label, joins } = group[groupBy];
    const result = await db.execute(sql`
      with pb as (${periodBills(from, to)})
      select ${key} as key, min(${label}) as label,
        (count(*) filter (where pb.kind = 'invoice'))::int as orders,
        coalesce(sum(${UNITS}), 0)::float8 as units,
        coalesce(sum(pb.excl_vat_cents), 0)::bigint as revenue
      from pb ${joins}
      group by 1`);
    return rowsOf<SalesRow>(result).map((r) => ({ ...r, units: Number(r.units), revenue: Number(r.revenue) }));
  },

  /**
   * Revenue against purchase cost. A bill's cost is known only when it sells bikes and nothing else (as many units as
   * bikes, each with a purchase price): then the bikes' purchase prices, a credit note's share of them in proportion
   * to what it credits. Every other bill's revenue is of unknown cost, counted apart (accessories, services and
   * rentals keep no purchase cost).
   */
  async margin(db: DbOrTx, from: string, to: string, groupBy: MarginGroup) {
    const kind = sql`case
      when src.kind = 'workshop_job' then 'service'
      when src.kind = 'rental' then 'rental'
      when src.kind in ('leasing', 'reservation_charge') then 'other'
      when bk.n > 0 then 'bike'
      when src.kind = 'checkout_ticket' or shop.bill_id is not null then 'accessory'
      else 'other' end`;
    // The credited bill's amount and units are read only for the bills that sell priced bikes, once each (the
    // materialized step keeps the planner from evaluating them again for each use, decision 095).
    const pricedBikes = sql`(${kind} = 'bike' and bk.priced = bk.n)`;
    const group: Record<MarginGroup, { key: SQL; label: SQL }> = {
      month: { key: MONTH, label: MONTH },
      kind: { key: kind, label: kind },
      brand: { key: sql`bk.brand`, label: sql`bk.brand` },
      model: { key: sql`bk.model`, label: sql`bk.model` },
      company: { key: sql`co.id::text`, label: sql`co.name` },
    };
    const result = await db.execute(sql`
      with pb as (${periodBills(from, to)}),
      f as materialized (
        select ${group[groupBy].key} as key, ${group[groupBy].label} as label, pb.excl_vat_cents as revenue, bk.cost, bk.n,
          case when ${pricedBikes} then (select sum(l.quantity) from bill_lines l where l.bill_id = pb.origin) end as origin_units,
          case when ${pricedBikes} then (select ob.excl_vat_cents from bills ob where ob.id = pb.origin) end as origin_revenue
        from pb ${SOURCES} ${BIKES} ${groupBy === 'company' ? COMPANY : sql``}
      ),
      m as (
        select f.key, f.label, f.revenue,
          case when k.known then round(f.cost::numeric * f.revenue / f.origin_revenue) else 0 end as cost,
          case when k.known then 0 else f.revenue end as unknown
        from f cross join lateral (select coalesce(f.origin_units = f.n and f.origin_revenue <> 0, false) as known) k
      )
      select key, min(label) as label, coalesce(sum(revenue), 0)::bigint as revenue, coalesce(sum(cost), 0)::bigint as cost,
        coalesce(sum(unknown), 0)::bigint as unknown
      from m group by key`);
    return rowsOf<MarginRow>(result).map((r) => ({
      key: r.key,
      label: r.label,
      revenue: Number(r.revenue),
      cost: Number(r.cost),
      unknown: Number(r.unknown),
    }));
  },
};

export const repairStatisticsReference = {
  /**
   * The requests finished (step "completed" first reached) in [start, end) with their turnaround and first-time fix,
   * overall, by store and by who completed them, read from the completed steps of the period and each request's bike.
   */
  async turnaround(db: DbOrTx, start: Date, end: Date) {
    const from = sql`${start.toISOString()}::timestamptz`;
    const to = sql`${end.toISOString()}::timestamptz`;
    const result = await db.execute(sql`
      with candidates as (
        select distinct s.request_id from maintenance_steps s where s.step = 'completed' and s.at >= ${from} and s.at < ${to}
      ), done as (
        select r.id, r.created_at, r.store_id, r.bike_id, r.external_bike_id, min(s.at) as finished_at,
          (array_agg(s.actor_id order by s.at, s.id))[1] as mechanic_id
        from candidates c join maintenance_requests r on r.id = c.request_id
          join maintenance_steps s on s.request_id = r.id and s.step = 'completed'
        group by r.id
        having min(s.at) >= ${from}
      ), f as (
        select d.store_id, l.name as store_name, d.mechanic_id, trim(u.firstname || ' ' || u.lastname) as mechanic_name,
          extract(epoch from d.finished_at - d.created_at) / 86400.0 as days,
          case when d.bike_id is null and d.external_bike_id is null then null else
            not exists (select 1 from maintenance_requests n where n.bike_id = d.bike_id and n.id <> d.id
              and n.created_at > d.finished_at and n.created_at <= d.finished_at + interval '30 days')
            and not exists (select 1 from maintenance_requests n where n.external_bike_id = d.external_bike_id and n.id <> d.id
              and n.created_at > d.finished_at and n.created_at <= d.finished_at + interval '30 days')
          end as fixed
        from done d left join stock_locations l on l.id = d.store_id left join users u on u.id = d.mechanic_id
      )
      select case when grouping(store_id, store_name) = 0 then 'store' when grouping(mechanic_id, mechanic_name) = 0 then 'mechanic'
          else 'all' end as "group",
        coalesce(store_id, mechanic_id) as id, coalesce(store_name, mechanic_name) as name, count(*)::int as finished,
        percentile_cont(0.5) within group (order by days)::float8 as median,
        percentile_cont(0.9) within group (order by days)::float8 as p90,
        count(fixed)::int as "onKnownBike", (count(*) filter (where fixed))::int as "fixedFirstTime"
      from f group by grouping sets ((), (store_id, store_name), (mechanic_id, mechanic_name))`);
    return rowsOf<TurnaroundRow>(result);
  },
};
