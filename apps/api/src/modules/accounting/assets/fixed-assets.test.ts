import {
  addDays,
  brusselsToday,
  depreciationOfYear,
  depreciationOverviewSchema,
  inRegisterOf,
  netBookValueByYearEnd,
  type DepreciationOverview,
} from '@veloport/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { createBooksFeed } from '../../billing/books/books-feed.service';
import { createBikeModelsService } from '../../catalog/bike-models.service';
import { createCompaniesService } from '../../companies/companies.service';
import { createFleetAssetsFeed } from '../../stock/assets/fleet-assets.service';
import { createAssetsService } from './assets.service';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleet = t.signedIn('fleetAcme');

/**
 * The stored register (decision 109) against the domain: after each kind of change, the overview (read from the rows
 * the database keeps) equals decision 087's rules and depreciation.ts applied to stock's and billing's rows, read
 * through their feeds as the books' monthly run reads them — for each asset, the totals and the projection.
 */
describe('the stored depreciation register', () => {
  const year = () => Number(brusselsToday(t.clock).slice(0, 4));
  const reference = () =>
    createAssetsService({
      db: t.db,
      leases: createBooksFeed({ db: t.db }),
      fleet: createFleetAssetsFeed({
        db: t.db,
        // Only their name look-ups are read here; neither uses files, characteristics or people.
        models: createBikeModelsService({ db: t.db, files: {} as never, characteristics: {} as never }),
        companies: createCompaniesService({ db: t.db, people: {} as never }),
      }),
    });

  async function expectTheDomainFigures() {
    const register = await reference().register({});
    for (const y of [year() - 1, year(), year() + 1]) {
      const res = await admin.get(`/api/accounting/depreciation/overview?year=${y}`);
      expect(res.status).toBe(200);
      const o: DepreciationOverview = depreciationOverviewSchema.parse(res.body);
      const stored = o.assets
        .map((a) => ({
          bikeId: a.bikeId,
          acquisitionDate: a.acquisitionDate,
          acquisitionCents: a.acquisitionCents,
          months: a.months,
          residualCents: a.residualCents,
          disposedAt: a.disposedAt,
          depreciationCents: a.depreciationCents,
          accumulatedCents: a.accumulatedCents,
          netBookValueCents: a.netBookValueCents,
        }))
        .sort((a, b) => a.bikeId - b.bikeId);
      const expected = register
        .filter((a) => inRegisterOf(a, y))
        .map((a) => ({
          bikeId: a.bike.id,
          acquisitionDate: a.acquisitionDate,
          months: a.months,
          residualCents: a.residualCents,
          disposedAt: a.disposedAt !== null && a.disposedAt <= `${y}-12-31` ? a.disposedAt : null,
          ...depreciationOfYear(a, y),
        }))
        .sort((a, b) => a.bikeId - b.bikeId);
      expect(stored).toEqual(expected);
      const sum = (k: 'acquisitionCents' | 'depreciationCents' | 'accumulatedCents' | 'netBookValueCents') =>
        expected.reduce((s, a) => s + a[k], 0);
      expect(o.totals).toEqual({
        acquisitionCents: sum('acquisitionCents'),
        depreciationCents: sum('depreciationCents'),
        accumulatedCents: sum('accumulatedCents'),
        netBookValueCents: sum('netBookValueCents'),
      });
      expect(o.projection).toEqual(netBookValueByYearEnd(register, y, 5));
    }
    // Row for row, the stored register is its view: nothing left behind, nothing missing.
    const drift = await t.db.execute(
      sql`select count(*)::int as n from ((table fixed_assets except table fixed_assets_of) union all (table fixed_assets_of except table fixed_assets)) d`,
    );
    expect(drift.rows[0]).toEqual({ n: 0 });
  }

  const oneBike = async (where: ReturnType<typeof sql>) =>
    Number((await t.db.execute<{ id: number }>(sql`select min(b.id) as id from bikes b where ${where}`)).rows[0]!.id);

  it('equals the domain computation after each kind of change in stock, leasing and the settings', async () => {
    await expectTheDomainFigures();

    // Bought: a rented bike on a leap day, one in the middle of last March, one four years ago.
    const template = await oneBike(sql`b.contract_kind = 'renting'`);
    await t.db.execute(sql`
      insert into bikes (model_id, frame_number, stock_location_id, status, contract_kind, purchase_date, purchase_price_cents)
      select model_id, 'FIXEDASSET' || g, stock_location_id, 'usable', 'renting',
             case g when 1 then date '2024-02-29' when 2 then make_date(${year() - 1}, 3, 16) else make_date(${year() - 4}, 1, 10) end, 123457 + g
      from bikes, generate_series(1, 3) g where id = ${template}`);
    await expectTheDomainFigures();

    // Its price corrected.
    await t.db.execute(sql`update bikes set purchase_price_cents = 98765 where frame_number = 'FIXEDASSET2'`);
    await expectTheDomainFigures();

    // Additions (decision 115): on its acquisition day, mid-month, next year, and after the period ended (whole at once).
    const added = (frame: string, date: string, cents: number) => sql`
      insert into asset_additions (bike_id, date, description, amount_cents)
      select id, ${date}::date, 'Added', ${cents} from bikes where frame_number = ${frame}`;
    await t.db.execute(added('FIXEDASSET1', '2024-02-29', 20_001));
    await t.db.execute(added('FIXEDASSET2', `${year() - 1}-07-09`, 12_345));
    await t.db.execute(added('FIXEDASSET2', `${year()}-01-31`, 7_777));
    await t.db.execute(added('FIXEDASSET1', `${year() + 1}-06-20`, 33_333));
    await t.db.execute(added('FIXEDASSET3', `${year() - 1}-05-05`, 5_005));
    await expectTheDomainFigures();

    // Leased: a rented bike given a 48-month lease in stock; a leasing contract's months and bike value changed.
    const leased = await oneBike(sql`b.frame_number = 'FIXEDASSET1'`);
    const companyId = Number((await t.db.execute<{ id: number }>(sql`select min(id) as id from companies`)).rows[0]!.id);
    const assigned = await admin.post(`/api/stock/bikes/${leased}/assign`, {
      companyId,
      userId: null,
      contractKind: 'leasing',
      contractMonths: 48,
    });
    expect(assigned.status).toBe(200);
    await t.db.execute(
      sql`update leasing_contracts set contract_months = 24, bike_amount_cents = bike_amount_cents + 333 where id = (select min(id) from leasing_contracts)`,
    );
    await expectTheDomainFigures();

    // Sold and stolen: two leased bikes leave the register.
    const yesterday = addDays(brusselsToday(t.clock), -1);
    const withLease = (
      await t.db.execute<{ id: number }>(sql`select distinct bike_id as id from leasing_contracts order by 1 limit 3`)
    ).rows.map((r) => Number(r.id));
    // The bike sold had a battery added: its disposal writes it off too.
    await t.db.execute(sql`insert into asset_additions (bike_id, date, description, amount_cents)
      select id, purchase_date + 10, 'Battery', 45678 from bikes where id = ${withLease[1]}`);
    expect((await admin.post(`/api/stock/bikes/${withLease[1]}/sold`, { date: yesterday, priceCents: 50_000 })).status).toBe(200);
    expect((await admin.post(`/api/stock/bikes/${withLease[2]}/stolen`, { date: yesterday })).status).toBe(200);
    await expectTheDomainFigures();

    // The asset classes' periods; a model made electric; a store renamed.
    expect((await admin.put('/api/accounting/depreciation/settings', { months: { bike: 48, ebike: 24 } })).status).toBe(200);
    await t.db.execute(
      sql`update bike_models set electric = not electric where id = (select model_id from bikes where frame_number = 'FIXEDASSET2')`,
    );
    await t.db.execute(sql`update stock_locations set name = name || ' (centre)' where id = (select min(id) from stock_locations)`);
    await t.db.execute(sql`delete from asset_additions where amount_cents = 5005`);
    await expectTheDomainFigures();
    await admin.put('/api/accounting/depreciation/settings', { months: { bike: 36, ebike: 36 } });
  });

  it('writes a let bike off as scrapped: out of the fleet and of the register that day, its net book value a loss', async () => {
    const today = brusselsToday(t.clock);
    const bike = await oneBike(sql`b.contract_kind = 'renting' and b.purchase_date < ${today}::date - 40`);
    const inStock = await oneBike(sql`b.contract_kind = 'stock'`);
    const url = (id: number) => `/api/stock/bikes/${id}/scrapped`;
    expect((await fleet.post(url(bike), { date: today })).status).toBe(403);
    const notLet = await admin.post(url(inStock), { date: today });
    expect([notLet.status, notLet.body.error.code]).toEqual([409, 'bike_not_let']);

    const res = await admin.post(url(bike), { date: today });
    expect(res.status).toBe(200);
    expect(res.body.bike.contractKind).toBe('scrapped');
    const again = await admin.post(url(bike), { date: today });
    expect([again.status, again.body.error.code]).toEqual([409, 'bike_scrapped']);
    const audit = await t.db.execute(sql`select actor_id from audit_log where action = 'bike.scrapped' and entity_id = ${bike}`);
    expect(audit.rows).toHaveLength(1);

    // Another one written off by mistake, undone before the books hold it (decision 115): back as if never scrapped.
    const mistake = await oneBike(sql`b.contract_kind = 'renting' and b.purchase_date < ${today}::date - 40 and b.id <> ${bike}`);
    expect((await admin.post(url(mistake), { date: today })).status).toBe(200);
    expect((await fleet.delete(url(mistake))).status).toBe(403);
    const undone = await admin.delete(url(mistake));
    expect([undone.status, undone.body.bike.contractKind]).toEqual([200, 'renting']);
    const notScrapped = await admin.delete(url(mistake));
    expect([notScrapped.status, notScrapped.body.error.code]).toEqual([409, 'bike_not_scrapped']);
    const undoAudit = await t.db.execute(
      sql`select actor_id from audit_log where action = 'bike.scrapping_undone' and entity_id = ${mistake}`,
    );
    expect(undoAudit.rows).toHaveLength(1);
    await expectTheDomainFigures();

    const y = Number(today.slice(0, 4));
    const o = depreciationOverviewSchema.parse((await admin.get(`/api/accounting/depreciation/overview?year=${y}`)).body);
    const gone = o.assets.find((a) => a.bikeId === bike)!;
    expect([gone.disposedAt, gone.contractKind, gone.gainOrLossCents]).toEqual([today, 'scrapped', -gone.netBookValueCents]);

    // The books: written off like a theft, the whole net book value a loss on 663000.
    const od = ((await admin.get('/api/accounting/daybooks')).body.data as { id: number; code: string }[]).find((b) => b.code === 'OD')!;
    const entries = await admin.get(`/api/accounting/daybooks/${od.id}/entries?from=${today}&to=${today}`);
    const entry = (
      entries.body.data as { reference: string; lines: { account: string; debitCents: number; creditCents: number }[] }[]
    ).find((e) => e.reference === `DISP-${bike}`)!;
    expect(entry.lines.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual([
      ['240900', gone.accumulatedCents, 0],
      ['663000', gone.netBookValueCents, 0],
      ['240000', 0, gone.acquisitionCents],
    ]);
    // Booked: the books never change an entry, so the write-off is no longer undone here (decision 115).
    const booked = await admin.delete(url(bike));
    expect([booked.status, booked.body.error.code]).toEqual([409, 'disposal_booked']);
    expect(o.assets.some((a) => a.bikeId === mistake && a.disposedAt === null)).toBe(true);
  });
});
