import { addMonths, type Clock } from '@veloport/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

/**
 * Two years of business before the demo's today (issue 30 "Done means", decision 097), so that every statistic has a
 * history, compares with the same period last year, and the forecast fits its seasonal models (decision 091 needs 24
 * full months). Bulk SQL (a handful of statements), relative to the clock, deterministic: the same day seeds the same
 * rows. Volumes follow the seasons (a June peak about three times December's), grow ~12 % a year and rest on Sundays.
 *
 * What it writes, all of walk-in customers or of the demo's extra riders, so no persona's lists change:
 * finished maintenance requests (turnaround 1 to 12 days), their repair bills (channel "workshop", by store), bike
 * sales (a sold bike each, so brands count) and accessory sales (channel "shop"), one credit note in about forty bills,
 * offers made and mostly signed, and rides of the extra riders for the CO2 ranking. Every bill is paid and sent:
 * history owes nothing and waits for nobody.
 */
export async function seedHistoryDemo(tx: Tx, p: { adminId: number; riderIds: number[]; customerIds: number[] }, clock: Clock) {
  const today = clock.today();
  const start = `${addMonths(today, -24).slice(0, 7)}-01`;
  const riders = sql.raw(`array[${p.riderIds.join(',')}]::int[]`);
  const customers = sql.raw(`array[${p.customerIds.join(',')}]::int[]`);
  // The day's weight: season (cosine peaking mid-June), growth, no Sunday, Saturdays busier; `h` a fixed pseudo-random
  // fraction of the day, so the counts jitter without Math.random.
  const days = sql`
    select d::date as d, i::int as i,
      case when extract(isodow from d) = 7 then 0
        else (1 + 0.5 * cos(2 * pi() * (extract(doy from d) - 167) / 365.0))
          * (0.88 + 0.12 * (d::date - ${start}::date) / 365.0)
          * (case when extract(isodow from d) = 6 then 1.3 else 1 end) end as w,
      ((i * 7919) % 1000) / 1000.0 as h
    from generate_series(${start}::date, ${today}::date - 1, interval '1 day') with ordinality as g(d, i)`;

  await tx.execute(sql`create temp table hist_days on commit drop as ${days}`);

  // Maintenance requests, finished: about one a working day in the high season.
  await tx.execute(sql`
    create temp table hist_mr on commit drop as
    select nextval(pg_get_serial_sequence('maintenance_requests', 'id'))::int as id, x.*
    from (
      select d, i * 10 + k as n,
        (d + time '08:30' + (k * 47 % 300) * interval '1 minute') at time zone 'Europe/Brussels' as created_at,
        1 + ((i * 13 + k * 7) % 12) as turnaround
      from hist_days cross join lateral generate_series(1, floor(w * 0.5 + h)::int) k
    ) x order by d, n`);
  // Each on a bike of one of the demo's extra riders (their two years of repairs), never on a persona's.
  await tx.execute(sql`
    with rb as (
      select k.id, k.user_id, k.company_id, k.frame_number, m.brand || ' ' || m.model as label,
        row_number() over (order by k.id) - 1 as r, count(*) over () as total
      from bikes k join bike_models m on m.id = k.model_id
      where k.user_id = any(${riders}) or k.user_id = any(${customers})
    )
    insert into maintenance_requests (id, user_id, company_id, bike_id, bike_label, frame_number, problem, location, address, store_id,
      estimated_minutes, priority, step, filter, scheduled_at, created_by_id, created_at, updated_at, search)
    select h.id, rb.user_id, rb.company_id, rb.id, rb.label, rb.frame_number,
      (array['Révision annuelle', 'Crevaison', 'Freins à régler', 'Chaîne et cassette usées', 'Éclairage défectueux'])[1 + h.n % 5],
      case when h.n % 4 = 2 and rb.company_id is not null then 'company' else 'shop' end,
      case when h.n % 4 = 2 and rb.company_id is not null then (select name from companies c where c.id = rb.company_id) end, 1 + h.n % 2, (array[60, 90, 120])[1 + h.n % 3], h.n % 9 = 0,
      'completed', 'finished', h.created_at + interval '1 day', rb.user_id, h.created_at,
      h.created_at + h.turnaround * interval '1 day', lower(rb.frame_number || ' ' || rb.label)
    from hist_mr h join rb on rb.r = h.n % rb.total`);
  await tx.execute(sql`
    insert into maintenance_steps (request_id, step, actor_id, at)
    select id, s.step, ${p.adminId}::int, created_at + s.after * turnaround * interval '1 day'
    from hist_mr cross join (values ('reception', 0.1), ('completed', 1.0)) as s(step, after)`);

  // Bills: a repair bill for one request in three (the others were covered by a lease's maintenance budget) (the day it was finished), bike and accessory sales; one line each,
  // priced here so that the bill's totals are written with it.
  await tx.execute(sql`
    create temp table hist_bills on commit drop as
    with m as (select id, brand || ' ' || model as name, price_cents, row_number() over (order by id) - 1 as k,
      count(*) over () as total from bike_models where price_cents between 150000 and 350000)
    select x.*, m.id as model_id,
      case x.what when 'workshop' then 'Main-d’œuvre atelier' when 'bike' then 'Vélo ' || m.name
        else (array['Casque', 'Antivol', 'Sacoche', 'Éclairage', 'Pneu'])[1 + x.id % 5] end as label,
      case when x.what = 'accessory' then 1 + x.id % 3 else 1 end as qty,
      case x.what when 'workshop' then 4500 + (x.id % 7) * 1500 when 'bike' then m.price_cents else 1990 + (x.id % 9) * 1000 end
        as unit_cents,
      case when x.what = 'workshop' then 6 else 21 end as vat_rate, 0 as excl, 0 as vat, 0 as seq
    from (
      select nextval(pg_get_serial_sequence('bills', 'id'))::int as id, y.*,
        row_number() over (partition by extract(year from y.d) order by y.d, y.n)::int as rank_in_year
      from (
        select (created_at + turnaround * interval '1 day')::date as d, n, 'workshop' as what, id as request_id
        from hist_mr where n % 3 = 0 and (created_at + turnaround * interval '1 day')::date < ${today}::date
        union all
        select d, i * 10 + k, case when (i + k) % 2 = 0 then 'bike' else 'accessory' end, null
        from hist_days cross join lateral generate_series(1, floor(w * 0.35 + h)::int) k
      ) y order by y.d, y.n
    ) x left join m on x.what = 'bike' and m.k = x.id % m.total`);
  // Numbered after the numbers the other seeds took, and the year's counter moved past them.
  await tx.execute(sql`
    update hist_bills set excl = qty * unit_cents, vat = round(qty * unit_cents * vat_rate / 100.0),
      seq = rank_in_year + coalesce((select last from bill_number_sequences s where s.year = extract(year from d)), 0)`);
  await tx.execute(sql`
    insert into bill_number_sequences (year, last)
    select extract(year from d)::int, count(*) from hist_bills group by 1
    on conflict (year) do update set last = bill_number_sequences.last + excluded.last`);
  await tx.execute(sql`
    insert into bills (id, kind, status, user_id, customer_name, customer_language, structured_communication, year, sequence, number,
      issue_date, due_date, excl_vat_cents, vat_cents, incl_vat_cents, paid_cents, issued_by_id, issued_at, created_at,
      updated_at, sent_at, created_by_id)
    select b.id, 'invoice', 'paid', u.id, u.firstname || ' ' || u.lastname, u.language,
      lpad(b.id::text, 10, '0') || lpad((case when b.id % 97 = 0 then 97 else b.id % 97 end)::text, 2, '0'),
      extract(year from b.d)::int, b.seq, extract(year from b.d) || '-' || lpad(b.seq::text, 5, '0'),
      b.d, b.d + 30, b.excl, b.vat, b.excl + b.vat, b.excl + b.vat, ${p.adminId}::int, b.d + time '10:00', b.d + time '10:00',
      b.d + time '10:00', b.d + time '10:05', ${p.adminId}::int
    from hist_bills b
    -- A bill always has its customer: the rider whose repair it bills, or one of the demo's private customers who bought.
    left join maintenance_requests mr on mr.id = b.request_id
    join users u on u.id = coalesce(mr.user_id, (${customers})[1 + b.id % cardinality(${customers})])`);
  await tx.execute(sql`
    insert into bill_lines (bill_id, position, description, quantity, unit_price_cents, vat_rate, net_cents)
    select id, 0, label, qty, unit_cents, vat_rate, qty * unit_cents from hist_bills`);
  await tx.execute(sql`
    insert into bill_sources (bill_id, kind, source_id, label)
    select id, 'workshop_job', request_id, 'Demande n° ' || request_id from hist_bills where what = 'workshop'`);
  // The bikes sold, one a bike bill, of the catalogue's mid-range models in turn (brands spread; kids' and cargo bikes'
  // prices would make a month's revenue depend on luck).
  await tx.execute(sql`
    with sold as (
      insert into bikes (model_id, frame_number, size, contract_kind, status, stock_location_id, purchase_date,
        purchase_price_cents, sale_date, sale_price_cents, created_at, updated_at)
      select model_id, 'HIST' || lpad(id::text, 7, '0'), 'M', 'sold', 'usable', 1 + id % 2, d - 60,
        round(unit_cents * 0.62), d, unit_cents, d - 60, d
      from hist_bills where what = 'bike'
      returning id, frame_number
    )
    insert into bill_bikes (bill_id, bike_id) select substr(frame_number, 5)::int, id from sold`);
  // One bill in about forty credited in full a few days later (refunded: the credit note is settled too).
  await tx.execute(sql`
    create temp table hist_credits on commit drop as
    select nextval(pg_get_serial_sequence('bills', 'id'))::int as id, b.id as of_id, b.d + 3 as d,
      row_number() over (partition by extract(year from b.d + 3) order by b.d, b.id)::int as rank_in_year
    from hist_bills b where b.id % 41 = 0 and b.d + 3 < ${today}::date`);
  await tx.execute(sql`
    insert into bill_number_sequences (year, last)
    select extract(year from d)::int, count(*) from hist_credits group by 1
    on conflict (year) do update set last = bill_number_sequences.last + excluded.last`);
  await tx.execute(sql`
    insert into bills (id, kind, status, user_id, customer_name, customer_language, structured_communication, year, sequence, number,
      issue_date, due_date, excl_vat_cents, vat_cents, incl_vat_cents, paid_cents, credit_of_id, notes, issued_by_id, issued_at,
      created_at, updated_at, sent_at, created_by_id)
    select c.id, 'credit_note', 'paid', o.user_id, o.customer_name, o.customer_language,
      lpad(c.id::text, 10, '0') || lpad((case when c.id % 97 = 0 then 97 else c.id % 97 end)::text, 2, '0'),
      y.year, y.first + c.rank_in_year, y.year || '-' || lpad((y.first + c.rank_in_year)::text, 5, '0'),
      c.d, c.d, -o.excl_vat_cents, -o.vat_cents, -o.incl_vat_cents, -o.incl_vat_cents, o.id, 'Retour du client.',
      ${p.adminId}::int, c.d + time '11:00', c.d + time '11:00', c.d + time '11:00', c.d + time '11:05', ${p.adminId}::int
    from hist_credits c join bills o on o.id = c.of_id
    join (select s.year, s.last - count(*) as first from bill_number_sequences s join hist_credits h on extract(year from h.d) = s.year
          group by s.year, s.last) y on y.year = extract(year from c.d)`);
  await tx.execute(sql`
    insert into bill_lines (bill_id, position, description, quantity, unit_price_cents, vat_rate, net_cents)
    select c.id, l.position, l.description, -l.quantity, l.unit_price_cents, l.vat_rate, -l.net_cents
    from hist_credits c join bill_lines l on l.bill_id = c.of_id`);
  await tx.execute(sql`update bills set status = 'credited' where id in (select of_id from hist_credits)`);

  // Offers to the demo's private customers: about a dozen a month in season, three in four signed 2 to 20 days later.
  await tx.execute(sql`
    insert into offers (user_id, contract_type, duration_months, description, status, signer_name, signed_at, signed_on_paper,
      sent_at, created_by_id, created_at, updated_at)
    select (${customers})[1 + (i + k) % cardinality(${customers})],
      case when (i + k) % 4 = 0 then 'leasing' else 'purchase' end, case when (i + k) % 4 = 0 then 36 end,
      'Offre vélo', case when (i + k) % 4 = 3 then 'lost' else 'signed' end, 'Client',
      case when (i + k) % 4 <> 3 then d + time '11:00' + (2 + (i * 3 + k) % 19) * interval '1 day' end, true,
      d + time '10:00', ${p.adminId}::int, d + time '09:00', d + time '09:00'
    from hist_days cross join lateral generate_series(1, floor(w * 0.25 + h)::int) k
    where d + (2 + (i * 3 + k) % 19) < ${today}::date`);

  // Rides of the extra riders for the CO2 ranking: more in summer, none on Sundays.
  await tx.execute(sql`
    insert into rides (user_id, date, km)
    select r, d, round((6 + (i * 7 + r) % 25)::numeric, 1)
    from hist_days cross join unnest(${riders}) r
    where w > 0 and ((i * 31 + r * 17) % 1000) / 1000.0 < 0.1 * w`);
}
