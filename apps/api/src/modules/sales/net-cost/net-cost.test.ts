import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsToday, addVatCents, leasingEstimate, simulateNetCost } from '@veloport/domain';
import { useDemoApp } from '../../../test/demo-app';

const t = useDemoApp({ config: { logLevel: 'error' } });
const admin = t.signedIn('admin');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const greta = t.signedIn('globexEmployee');
let model: { id: number; slug: string; priceCents: number; discountPriceCents: number | null; brand: string; model: string };

beforeAll(async () => {
  const first = (await admin.get('/api/catalog/bikes?perPage=1')).body.data[0];
  model = (await admin.get(`/api/catalog/bikes/${first.id}`)).body.model;
});

const query = (over: Record<string, unknown> = {}) =>
  new URLSearchParams(
    Object.entries({
      slug: model.slug,
      grossMonthlySalaryCents: 400_000,
      taxBracket: 45,
      commuteKm: 12,
      commuteDaysPerMonth: 16,
      ...over,
    }).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

describe('GET /api/net-cost', () => {
  it('prices the lease under the employee’s company plan and shows what it costs after contributions and tax', async () => {
    const plan = (await admin.get(`/api/companies/${ids.Acme}/conditions/cafeteria`)).body;
    const res = await employee.get(`/api/net-cost?${query()}`);
    expect(res.status, res.raw).toBe(200);
    const price = model.discountPriceCents ?? model.priceCents;
    const bikeAmountCents = Math.round(price * (1 - plan.leasingDiscountPercent / 100));
    const monthlyExcl = leasingEstimate(bikeAmountCents, 36).monthlyCents;
    const monthly = plan.vatIncluded ? addVatCents(monthlyExcl) : monthlyExcl;
    expect(res.body.model).toEqual({ slug: model.slug, label: `${model.brand} ${model.model}`, priceCents: price });
    expect(res.body.lease).toMatchObject({
      months: 36,
      bikeAmountCents,
      leasingDiscountPercent: plan.leasingDiscountPercent,
      monthlyExclVatCents: monthlyExcl,
      monthlyCents: monthly,
      vatIncluded: plan.vatIncluded,
    });
    const expected = simulateNetCost({
      leaseMonthlyCents: monthly,
      grossMonthlySalaryCents: 400_000,
      taxBracket: 45,
      commuteKm: 12,
      commuteDaysPerMonth: 16,
      on: brusselsToday(),
    });
    expect(res.body.result).toMatchObject({ netCostCents: expected.netCostCents, bikeAllowanceCents: 12 * 2 * 16 * 36 });
    expect(res.body.result.netCostCents).toBeLessThan(monthly);
    expect(res.body.rates.employeeSocialRate).toBe(0.1307);
  });

  it('follows the chosen duration and bracket', async () => {
    const short = (await employee.get(`/api/net-cost?${query({ months: 24 })}`)).body;
    const long = (await employee.get(`/api/net-cost?${query({ months: 48 })}`)).body;
    expect(short.lease.monthlyCents).toBeGreaterThan(long.lease.monthlyCents);
    const low = (await employee.get(`/api/net-cost?${query({ taxBracket: 25 })}`)).body;
    const high = (await employee.get(`/api/net-cost?${query({ taxBracket: 50 })}`)).body;
    expect(high.result.netCostCents).toBeLessThan(low.result.netCostCents);
  });

  it('simulates one’s own leasing offer with the monthly figure it shows; another’s offer is 404, a purchase 422', async () => {
    const mine = (await employee.get('/api/offers?perPage=100')).body.data as { id: number; contractType: string }[];
    const leaseId = mine.find((o) => o.contractType !== 'purchase')!.id;
    const offer = (await employee.get(`/api/offers/${leaseId}`)).body;
    const res = await employee.get(`/api/net-cost?${query({ slug: '', offerId: leaseId })}`.replace('slug=&', ''));
    expect(res.status, res.raw).toBe(200);
    expect(res.body.offer).toEqual({ id: leaseId });
    expect(res.body.lease).toMatchObject({
      months: offer.leasing.months,
      monthlyCents: offer.display.monthlyCents,
      vatIncluded: offer.display.vatIncluded,
    });
    const expected = simulateNetCost({
      leaseMonthlyCents: offer.display.monthlyCents,
      grossMonthlySalaryCents: 400_000,
      taxBracket: 45,
      commuteKm: 12,
      commuteDaysPerMonth: 16,
      on: brusselsToday(t.clock),
    });
    expect(res.body.result.netCostCents).toBe(expected.netCostCents);

    const allOffers = (await admin.get('/api/offers?perPage=100')).body.data as { id: number; user: { id: number } | null }[];
    const other = allOffers.find((o) => o.user && o.user.id !== employee.user.id)!.id;
    expect((await employee.get(`/api/net-cost?${query({ offerId: other })}`)).status).toBe(404);
    const purchase = (await admin.get('/api/offers?perPage=100')).body.data.find(
      (o: { contractType: string; user: { id: number } | null }) => o.contractType === 'purchase' && o.user?.id === employee.user.id,
    );
    const refused = await employee.get(`/api/net-cost?${query({ offerId: purchase.id })}`);
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ offerId: 'not_applicable' });
    const neither = await employee.get(`/api/net-cost?${query({ slug: '' })}`.replace('slug=&', ''));
    expect(neither.status).toBe(422);
    expect(neither.body.error.fields).toEqual({ slug: 'required' });
  });

  it('is refused to a company without the cafeteria plan in its access string, and to anyone signed out', async () => {
    expect((await greta.get(`/api/net-cost?${query()}`)).status).toBe(403);
    expect((await t.client().get(`/api/net-cost?${query()}`)).status).toBe(401);
  });

  it('answers 422 with the field for bad input and 404 for an unknown bike', async () => {
    const bad = await employee.get(`/api/net-cost?${query({ taxBracket: 33, commuteKm: -1 })}`);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['taxBracket', 'commuteKm']));
    expect((await employee.get(`/api/net-cost?${query({ slug: 'no-such-bike' })}`)).status).toBe(404);
  });
});
