import { addDays, brusselsToday, depreciationOfMonth, depreciationOverviewSchema, type AssetAdditions } from '@veloport/domain';
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
const mechanic = t.signedIn('mechanic');
const fleet = t.signedIn('fleetAcme');

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** Additions to a bike of the depreciation register (decision 115), recorded on the bike's page by an admin. */
describe('additions to an asset of the register', () => {
  const url = (id: number) => `/api/stock/bikes/${id}/additions`;
  const bike = async (where: ReturnType<typeof sql>) =>
    Number((await t.db.execute<{ id: number }>(sql`select min(b.id) as id from bikes b where ${where}`)).rows[0]!.id);
  const today = () => brusselsToday(t.clock);
  // Bought before last month began, still in the register.
  const letBike = () =>
    bike(
      sql`b.id in (select bike_id from fixed_assets where disposed_at is null and acquisition_date < ${firstOfMonth(today())}::date - 31)`,
    );

  it('is refused to other roles, for an unknown bike, a bike out of the register and invalid input', async () => {
    const id = await letBike();
    const ok = { date: today(), description: 'Battery 500 Wh', amountExclVatCents: 45_000 };
    expect((await mechanic.post(url(id), ok)).status).toBe(403);
    expect((await fleet.get(url(id))).status).toBe(403);
    expect((await admin.post(url(999_999), ok)).status).toBe(404);
    const inStock = await bike(sql`b.contract_kind = 'stock'`);
    const notAsset = await admin.post(url(inStock), ok);
    expect([notAsset.status, notAsset.body.error.code]).toEqual([409, 'bike_not_in_register']);
    expect((await admin.get(url(inStock))).body).toMatchObject({ inRegister: false, acquisitionCents: null, data: [] });

    const zero = await admin.post(url(id), { ...ok, amountExclVatCents: 0 });
    expect([zero.status, zero.body.error.fields]).toEqual([422, { amountExclVatCents: 'too_small' }]);
    const [row] = (
      await t.db.execute<{ acquisition_date: string }>(sql`select acquisition_date::text from fixed_assets where bike_id = ${id}`)
    ).rows;
    const early = await admin.post(url(id), { ...ok, date: addDays(row!.acquisition_date, -1) });
    expect([early.status, early.body.error.fields]).toEqual([422, { date: 'before_acquisition' }]);

    const scrapped = await bike(
      sql`b.id in (select bike_id from fixed_assets where disposed_at is null and acquisition_date < ${today()}::date - 40) and b.id <> ${id}`,
    );
    expect((await admin.post(`/api/stock/bikes/${scrapped}/scrapped`, { date: addDays(today(), -1) })).status).toBe(200);
    const late = await admin.post(url(scrapped), { ...ok, date: addDays(today(), -1) });
    expect([late.status, late.body.error.fields]).toEqual([422, { date: 'after_disposal' }]);
  });

  it('raises the acquisition value and the depreciation, books it in the monthly entry, and is deleted only until then', async () => {
    const id = await letBike();
    const lastMonth = firstOfMonth(addDays(firstOfMonth(today()), -1));
    const overview = async () => {
      const o = depreciationOverviewSchema.parse(
        (await admin.get(`/api/accounting/depreciation/overview?year=${lastMonth.slice(0, 4)}`)).body,
      );
      return o.assets.find((a) => a.bikeId === id)!;
    };
    const before = await overview();

    const res = await admin.post(url(id), { date: lastMonth, description: 'Child seat and rack', amountExclVatCents: 12_345 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ date: lastMonth, description: 'Child seat and rack', amountExclVatCents: 12_345, deletable: true });
    const audit = await t.db.execute(
      sql`select actor_id from audit_log where action = 'asset_addition.create' and entity_id = ${String(res.body.id)}`,
    );
    expect(audit.rows).toHaveLength(1);
    const listed: AssetAdditions = (await admin.get(url(id))).body;
    expect(listed.inRegister).toBe(true);
    expect(listed.data.map((d) => d.id)).toContain(res.body.id);
    expect(listed.acquisitionCents).toBe(listed.purchasePriceCents! + listed.data.reduce((s, d) => s + d.amountExclVatCents, 0));
    const after = await overview();
    expect(after.acquisitionCents).toBe(before.acquisitionCents + 12_345);
    expect(after.depreciationCents).toBeGreaterThan(before.depreciationCents);
    expect(after.netBookValueCents).toBe(after.acquisitionCents - after.accumulatedCents);

    // The books: last month's depreciation entry (630000 / 240900) is the register's, the addition's share included.
    const register = await createAssetsService({
      db: t.db,
      leases: createBooksFeed({ db: t.db }),
      fleet: createFleetAssetsFeed({
        db: t.db,
        models: createBikeModelsService({ db: t.db, files: {} as never, characteristics: {} as never }),
        companies: createCompaniesService({ db: t.db, people: {} as never }),
      }),
    }).register({});
    const month = lastMonth.slice(0, 7);
    const withIt = register.reduce((s, a) => s + depreciationOfMonth(a, month), 0);
    const without = register.reduce((s, a) => s + depreciationOfMonth({ ...a, additions: [] }, month), 0);
    expect(withIt).toBeGreaterThan(without);
    const od = ((await admin.get('/api/accounting/daybooks')).body.data as { id: number; code: string }[]).find((b) => b.code === 'OD')!;
    const end = addDays(firstOfMonth(today()), -1);
    const entries = (await admin.get(`/api/accounting/daybooks/${od.id}/entries?from=${lastMonth}&to=${end}`)).body.data as {
      reference: string;
      lines: { account: string; debitCents: number }[];
    }[];
    const dep = entries.find((e) => e.reference === `DEP-${month}`)!;
    expect(dep.lines.find((l) => l.account === '630000')!.debitCents).toBe(withIt);

    // Booked: neither deleted nor joined by another addition of that month.
    const gone = await admin.delete(`${url(id)}/${res.body.id}`);
    expect([gone.status, gone.body.error.code]).toEqual([409, 'depreciation_booked']);
    const again = await admin.post(url(id), { date: lastMonth, description: 'Bell', amountExclVatCents: 900 });
    expect([again.status, again.body.error.code]).toEqual([409, 'depreciation_booked']);
    expect(((await admin.get(url(id))).body as AssetAdditions).data.find((d) => d.id === res.body.id)!.deletable).toBe(false);

    // This month is not booked: recorded by mistake, deleted, audited.
    const mistake = await admin.post(url(id), { date: today(), description: 'Bell', amountExclVatCents: 900 });
    expect(mistake.status).toBe(201);
    expect((await mechanic.delete(`${url(id)}/${mistake.body.id}`)).status).toBe(403);
    expect((await admin.delete(`${url(id)}/${mistake.body.id}`)).status).toBe(204);
    expect((await admin.delete(`${url(id)}/${mistake.body.id}`)).status).toBe(404);
    const deleted = await t.db.execute(
      sql`select before from audit_log where action = 'asset_addition.delete' and entity_id = ${String(mistake.body.id)}`,
    );
    expect(deleted.rows).toHaveLength(1);
    expect((await overview()).acquisitionCents).toBe(after.acquisitionCents);
  });
});
