import { addDays, brusselsToday } from '@veloport/domain';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { createBike, createModel, type SignedClient } from '../../../test/fixtures';
import { openDaysAt } from '../../../test/open-days';

const t = useDemoApp();
const admin = t.signedIn('admin');
const employee = t.signedIn('employee');
const paula = t.signedIn('privateCustomer');

type Overview = {
  bikes: { id: number; label: string }[];
  contracts: { id: number; bikeId: number; status: string; monthlyPriceCents: number }[];
  nextMaintenance: { requestId: number; bikeId: number | null; bikeLabel: string | null; date: string | null; confirmed: boolean } | null;
};
const overviewOf = async (client: SignedClient): Promise<Overview> => {
  const res = await client.get('/api/me/bike-overview');
  expect(res.status, res.raw).toBe(200);
  return res.body;
};

describe('my-bike card', () => {
  it('is for signed-in people only', async () => {
    expect((await t.client().get('/api/me/bike-overview')).status).toBe(401);
    expect((await t.client().get('/api/promotions')).status).toBe(401);
    // The public home page shows the same codes to a visitor.
    const open = await t.client().get('/api/public/promotions');
    expect(open.status).toBe(200);
    expect(open.body.data.map((p: { code: string }) => p.code)).toContain('BIENVENUE10');
  });

  it("shows the employee's own bikes and running contracts, the same as their bikes and contracts screens", async () => {
    const overview = await overviewOf(employee);
    const myBikes = (await employee.get('/api/me/bikes')).body.data as { kind: string; id: number; label: string }[];
    expect(overview.bikes.map((b) => b.id).sort()).toEqual(
      myBikes
        .filter((b) => b.kind === 'stock')
        .map((b) => b.id)
        .sort(),
    );
    expect(overview.bikes.length).toBeGreaterThan(0);
    const contracts = (await employee.get('/api/leasing/contracts?perPage=100')).body.data as {
      id: number;
      status: string;
      user: { id: number } | null;
    }[];
    const running = contracts.filter((c) => c.user?.id === employee.user.id && ['active', 'ending'].includes(c.status));
    expect(overview.contracts.map((c) => c.id).sort()).toEqual(running.map((c) => c.id).sort());
    // An admin has no bike of their own: an empty card, not an error.
    expect(await overviewOf(admin)).toEqual({ bikes: [], contracts: [], nextMaintenance: null });
  });

  it("a private customer's leased bike: its contract, then the maintenance they ask for becomes the next maintenance", async () => {
    const bike = await createBike(admin, (await createModel(admin, { brand: 'Overview', model: 'Tester' })).id);
    const assigned = await admin.post(`/api/stock/bikes/${bike.id}/assign`, {
      contractKind: 'leasing',
      contractMonths: 36,
      companyId: null,
      userId: paula.user.id,
    });
    expect(assigned.status, assigned.raw).toBe(200);
    const contract = await admin.post('/api/leasing/contracts', {
      bikeId: bike.id,
      startDate: brusselsToday(),
      contractMonths: 36,
      bikeAmountCents: 360_000,
    });
    expect(contract.status, contract.raw).toBe(201);

    const before = await overviewOf(paula);
    expect(before.bikes).toContainEqual(expect.objectContaining({ id: bike.id, label: 'Overview Tester' }));
    expect(before.contracts).toContainEqual(
      expect.objectContaining({
        id: contract.body.id,
        bikeId: bike.id,
        status: 'active',
        monthlyPriceCents: contract.body.monthlyPriceCents,
      }),
    );

    // The first day the shop (Liège, the default workshop) is open: a drop-off on a closed day is refused (decision 098).
    const dropOff = (await openDaysAt(t.client(), [1]))(1);
    const asked = await paula.post('/api/maintenance-requests', {
      bikeId: bike.id,
      problem: 'Révision annuelle',
      location: 'shop',
      replacementBike: false,
      replacementDays: null,
      desiredDate: dropOff,
    });
    expect(asked.status, asked.raw).toBe(201);
    const after = await overviewOf(paula);
    const soonerBefore = before.nextMaintenance?.date && before.nextMaintenance.date.slice(0, 10) <= dropOff;
    if (!soonerBefore)
      expect(after.nextMaintenance).toEqual({
        requestId: asked.body.id,
        bikeId: bike.id,
        bikeLabel: 'Overview Tester',
        date: dropOff,
        confirmed: false,
        filter: 'to_schedule',
      });
    else expect(after.nextMaintenance).toEqual(before.nextMaintenance);
    // Another customer's overview does not show it.
    expect((await overviewOf(employee)).bikes.map((b) => b.id)).not.toContain(bike.id);
  });
});

describe('carousel promotions', () => {
  it('lists the active public codes usable today, not the hidden, inactive, expired or used-up ones', async () => {
    const today = brusselsToday();
    const code = (name: string) => `${name}${Date.now().toString(36).toUpperCase()}`.slice(0, 30);
    const make = async (over: Record<string, unknown>) => {
      const res = await admin.post('/api/promo-codes', { kind: 'percent', value: 10, ...over });
      expect(res.status, res.raw).toBe(201);
      return res.body as { id: number; code: string; isPublic: boolean };
    };
    const shown = await make({ code: code('SHOWN'), isPublic: true, endsOn: addDays(today, 10), description: 'Printemps' });
    expect(shown.isPublic).toBe(true);
    const hidden = await make({ code: code('HIDDEN') });
    expect(hidden.isPublic).toBe(false);
    const inactive = await make({ code: code('OFF'), isPublic: true, active: false });
    const expired = await make({ code: code('OLD'), isPublic: true, startsOn: addDays(today, -20), endsOn: addDays(today, -1) });
    const later = await make({ code: code('LATER'), isPublic: true, startsOn: addDays(today, 3) });

    const res = await employee.get('/api/promotions');
    expect(res.status).toBe(200);
    const ids = (res.body.data as { id: number }[]).map((p) => p.id);
    expect(res.body.data).toContainEqual({
      id: shown.id,
      code: shown.code,
      kind: 'percent',
      value: 10,
      minimumOrderCents: 0,
      endsOn: addDays(today, 10),
      description: 'Printemps',
    });
    for (const p of [hidden, inactive, expired, later]) expect(ids).not.toContain(p.id);

    // Marking it hidden again takes it off the carousel.
    const { id: _id, usesCount: _u, createdAt: _c, updatedAt: _up, ...input } = (await admin.get(`/api/promo-codes/${shown.id}`)).body;
    expect((await admin.put(`/api/promo-codes/${shown.id}`, { ...input, isPublic: false })).status).toBe(200);
    expect(((await employee.get('/api/promotions')).body.data as { id: number }[]).map((p) => p.id)).not.toContain(shown.id);
  });

  it('refuses a non-boolean public mark with 422', async () => {
    const res = await admin.post('/api/promo-codes', { code: 'BADPUBLIC1', kind: 'percent', value: 5, isPublic: 'yes' });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toHaveProperty('isPublic');
  });
});
