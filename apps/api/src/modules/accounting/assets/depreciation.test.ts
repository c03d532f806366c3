import { addDays, addMonths, brusselsToday, depreciationAssetSchema, depreciationOverviewSchema } from '@veloport/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleet = t.signedIn('fleetAcme');
const employee = t.signedIn('employee');

const year = () => Number(brusselsToday(t.clock).slice(0, 4));

describe('the depreciation overview of a year', () => {
  it('is for admins only', async () => {
    for (const who of [fleet, employee]) expect((await who.get(`/api/accounting/depreciation/overview?year=${year()}`)).status).toBe(403);
    expect((await t.client().get(`/api/accounting/depreciation/overview?year=${year()}`)).status).toBe(401);
  });

  it('answers the contract, built from the demo fleet, with totals that tie out to the cent', async () => {
    const res = await admin.get(`/api/accounting/depreciation/overview?year=${year()}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    // Every asset is the database's JSON text sent as it is (decision 109): exactly the contract's fields, no more.
    for (const asset of res.body.assets as object[])
      expect(Object.keys(asset).sort()).toEqual(Object.keys(depreciationAssetSchema.shape).sort());
    const o = depreciationOverviewSchema.strict().parse(res.body);
    expect(o.year).toBe(year());
    expect(o.assets.length).toBeGreaterThan(20);
    const sum = (k: 'acquisitionCents' | 'depreciationCents' | 'accumulatedCents' | 'netBookValueCents') =>
      o.assets.reduce((s, a) => s + a[k], 0);
    expect(o.totals).toEqual({
      acquisitionCents: sum('acquisitionCents'),
      depreciationCents: sum('depreciationCents'),
      accumulatedCents: sum('accumulatedCents'),
      netBookValueCents: sum('netBookValueCents'),
    });
    expect(o.totals.acquisitionCents - o.totals.accumulatedCents).toBe(o.totals.netBookValueCents);
    for (const a of o.assets) {
      expect(Object.keys(a)).toEqual(
        expect.arrayContaining([
          'bikeId',
          'acquisitionDate',
          'acquisitionCents',
          'months',
          'residualCents',
          'depreciationCents',
          'accumulatedCents',
          'netBookValueCents',
          'disposedAt',
        ]),
      );
      expect(a.acquisitionCents - a.accumulatedCents).toBe(a.netBookValueCents);
      expect(a.netBookValueCents).toBeGreaterThanOrEqual(a.disposedAt ? 0 : a.residualCents);
    }
    expect(o.byClass.reduce((s, c) => s + c.netBookValueCents, 0)).toBe(o.totals.netBookValueCents);
  });

  it('takes a bike out of the register on the day it is stolen or sold, and books its loss or gain in OD', async () => {
    const o = depreciationOverviewSchema.parse((await admin.get(`/api/accounting/depreciation/overview?year=${year()}`)).body);
    const leased = new Set(
      (await t.db.execute<{ id: number }>(sql`select bike_id as id from leasing_contracts`)).rows.map((r) => Number(r.id)),
    );
    const [bike, sold] = o.assets.filter((a) => a.disposedAt === null && a.acquisitionDate < `${year()}-01-01` && leased.has(a.bikeId));
    const goneOn = `${year()}-01-01`;
    await t.db.execute(sql`update bikes set contract_kind = 'stolen', stolen_date = ${goneOn} where id = ${bike!.bikeId}`);
    // Sold on the same day for 100 € more than it is worth in the books.
    const soldFor = sold!.acquisitionCents - sold!.accumulatedCents + sold!.depreciationCents + 10_000;
    await t.db.execute(
      sql`update bikes set contract_kind = 'sold', sale_date = ${goneOn}, sale_price_cents = ${soldFor} where id = ${sold!.bikeId}`,
    );
    const after = depreciationOverviewSchema.parse((await admin.get(`/api/accounting/depreciation/overview?year=${year()}`)).body);
    const gone = after.assets.find((a) => a.bikeId === bike!.bikeId)!;
    expect(gone.disposedAt).toBe(goneOn);
    expect(gone.depreciationCents).toBe(0);
    expect(gone.gainOrLossCents).toBe(-gone.netBookValueCents);
    expect(after.assets.find((a) => a.bikeId === sold!.bikeId)!.gainOrLossCents).toBe(10_000);
    const next = depreciationOverviewSchema.parse((await admin.get(`/api/accounting/depreciation/overview?year=${year() + 1}`)).body);
    expect(next.assets.some((a) => a.bikeId === bike!.bikeId)).toBe(false);

    // The books: each leaves at its net book value; the theft a loss on 663000, the sale's price moved from the bike
    // sales it was billed in to a 100 € gain on 763000.
    const books = (await admin.get('/api/accounting/daybooks')).body.data as { id: number; code: string }[];
    const od = books.find((b) => b.code === 'OD')!;
    const res = await admin.get(`/api/accounting/daybooks/${od.id}/entries?from=${goneOn}&to=${goneOn}`);
    const lines = (id: number) =>
      (res.body.data as { reference: string; lines: { account: string; debitCents: number; creditCents: number }[] }[])
        .find((e) => e.reference === `DISP-${id}`)!
        .lines.map((l) => [l.account, l.debitCents, l.creditCents]);
    expect(lines(bike!.bikeId)).toEqual([
      ['240900', gone.accumulatedCents, 0],
      ['663000', gone.netBookValueCents, 0],
      ['240000', 0, gone.acquisitionCents],
    ]);
    const sale = after.assets.find((a) => a.bikeId === sold!.bikeId)!;
    expect(lines(sold!.bikeId)).toEqual([
      ['240900', sale.accumulatedCents, 0],
      ['700000', soldFor, 0],
      ['240000', 0, sale.acquisitionCents],
      ['763000', 0, 10_000],
    ]);
  });

  it('filters by asset class and pages the assets; refuses a year that is not one', async () => {
    const page = await admin.get(`/api/accounting/depreciation/overview?year=${year()}&assetClass=ebike&page=1&perPage=5`);
    expect(page.status).toBe(200);
    const o = depreciationOverviewSchema.parse(page.body);
    expect(o.assets.length).toBeLessThanOrEqual(5);
    expect(o.assets.every((a) => a.assetClass === 'ebike')).toBe(true);
    expect(o.meta!.total).toBeGreaterThanOrEqual(o.assets.length);
    const bad = await admin.get('/api/accounting/depreciation/overview?year=abc');
    expect([bad.status, bad.body.error.fields]).toEqual([422, { year: 'invalid' }]);
  });

  it("books last month's depreciation of the fleet in OD on its last day: 630000 against 240900", async () => {
    const lastMonthEnd = addDays(`${brusselsToday(t.clock).slice(0, 7)}-01`, -1);
    // A bike of the fleet bought two months ago, so that last month depreciates whatever the year the suite runs in.
    await t.db.execute(
      sql`update bikes set purchase_date = ${addMonths(lastMonthEnd, -2)} where id = (select min(id) from bikes where contract_kind = 'renting')`,
    );
    const books = (await admin.get('/api/accounting/daybooks')).body.data as { id: number; code: string }[];
    const od = books.find((b) => b.code === 'OD')!;
    const res = await admin.get(`/api/accounting/daybooks/${od.id}/entries?from=${lastMonthEnd}&to=${lastMonthEnd}`);
    const entry = (res.body.data as { reference: string; lines: { account: string; debitCents: number; creditCents: number }[] }[]).find(
      (e) => e.reference === `DEP-${lastMonthEnd.slice(0, 7)}`,
    )!;
    const [expense, accumulated] = entry.lines;
    expect([expense!.account, accumulated!.account]).toEqual(['630000', '240900']);
    expect(expense!.debitCents).toBeGreaterThan(0);
    expect(accumulated!.creditCents).toBe(expense!.debitCents);
  });

  it('takes the period of an asset class from the settings, changed by an admin only and audited', async () => {
    const url = '/api/accounting/depreciation/settings';
    expect((await admin.get(url)).body).toEqual({ months: { bike: 36, ebike: 36 } });
    expect((await fleet.put(url, { months: { bike: 48, ebike: 36 } })).status).toBe(403);
    const bad = await admin.put(url, { months: { bike: 0, ebike: 36 } });
    expect([bad.status, bad.body.error.fields]).toEqual([422, { 'months.bike': 'too_small' }]);
    // A rented bike has no leasing contract to give its period: the class's applies.
    const rented = (o: { assets: { bikeId: number; contractKind: string; assetClass: string; months: number }[] }) =>
      o.assets.filter((a) => a.contractKind === 'renting' && a.assetClass === 'bike');
    const before = rented(depreciationOverviewSchema.parse((await admin.get(`/api/accounting/depreciation/overview?year=${year()}`)).body));
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((a) => a.months === 36)).toBe(true);
    const saved = await admin.put(url, { months: { bike: 48, ebike: 36 } });
    expect([saved.status, saved.body]).toEqual([200, { months: { bike: 48, ebike: 36 } }]);
    const after = rented(depreciationOverviewSchema.parse((await admin.get(`/api/accounting/depreciation/overview?year=${year()}`)).body));
    expect(after.every((a) => a.months === 48)).toBe(true);
    const audit = await t.db.execute<{ actor_id: number }>(
      sql`select actor_id from audit_log where action = 'depreciation_settings.update'`,
    );
    expect(audit.rows).toHaveLength(1);
    await admin.put(url, { months: { bike: 36, ebike: 36 } });
  });

  it('downloads the register as XLSX and CSV', async () => {
    const csv = await admin.get(`/api/accounting/depreciation/overview?year=${year()}&format=csv&lang=fr`);
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Valeur nette comptable');
    const xlsx = await admin.get(`/api/accounting/depreciation/overview?year=${year()}&format=xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
  });
});
