import { brusselsToday } from '@veloport/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, createBike, createModel, signedIn } from '../../../test/fixtures';
import { billSources } from './bill-sources.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const mechanic = t.signedIn('mechanic');
const paula = t.signedIn('privateCustomer');
let bikeId: number;
let modelId: number;

beforeAll(async () => {
  modelId = (await createModel(admin, { brand: 'Sourcebrand', model: 'Billed' })).id;
  const bike = await createBike(admin, modelId);
  await admin.post(`/api/stock/bikes/${bike.id}/assign`, {
    companyId: ids.Acme,
    userId: employee.user.id,
    contractKind: 'leasing',
    contractMonths: 36,
  });
  bikeId = bike.id;
});

/** A maintenance request of the employee's Acme bike, priced and completed by the workshop. */
async function completedJob() {
  const made = await employee.post('/api/maintenance-requests', {
    bikeId,
    problem: 'Freins à régler',
    location: 'company',
    replacementBike: false,
    maxBudgetCents: null,
  });
  if (made.status !== 201) throw new Error(`request: ${made.status} ${made.raw}`);
  const id = made.body.id as number;
  expect(
    (
      await mechanic.post(`/api/maintenance-requests/${id}/lines`, {
        kind: 'labour',
        description: 'Réglage freins',
        quantity: 1.5,
        unitPriceCents: 5000,
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await mechanic.post(`/api/maintenance-requests/${id}/lines`, {
        kind: 'part',
        description: 'Plaquettes',
        quantity: 2,
        unitPriceCents: 1250,
      })
    ).status,
  ).toBe(201);
  for (const step of ['reception', 'diagnosis', 'completed'])
    expect((await mechanic.post(`/api/maintenance-requests/${id}/steps`, { step })).status).toBe(200);
  return id;
}
const jobsWaiting = async () =>
  (await admin.get('/api/bills/sources/workshop-jobs?perPage=100')).body.data.map((j: { id: number }) => j.id) as number[];

describe('the demo', () => {
  it('has something waiting in every list, and bills with and without bikes', async () => {
    for (const segment of ['workshop-jobs', 'checkout-tickets', 'orders', 'rentals']) {
      const res = await admin.get(`/api/bills/sources/${segment}`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(0);
    }
    const tickets = (await admin.get('/api/bills/sources/checkout-tickets?customerKind=person')).body.data;
    expect(tickets.map((x: { customer: { name: string } }) => x.customer.name)).toEqual(expect.arrayContaining(['Emile Employé']));
    expect((await admin.get('/api/bills/sources/rentals?q=paula')).body.data).toHaveLength(1);
    expect((await admin.get('/api/bills/sources/orders?stage=delivered')).body.data.length).toBeGreaterThan(0);
    expect((await admin.get('/api/bills/bikes-link')).body.data.length).toBeGreaterThan(0);
    expect((await admin.get('/api/bills/bikes-to-link')).body.data.length).toBeGreaterThan(0);
  });
});

describe('entretiens-to-bill', () => {
  it('lists a completed job with its customer and amounts, bills it as a draft with labour at 6 % and parts at 21 %, and then hides it', async () => {
    const id = await completedJob();
    const list = await admin.get('/api/bills/sources/workshop-jobs?perPage=100&sort=amount&order=desc');
    expect(list.status).toBe(200);
    const item = list.body.data.find((j: { id: number }) => j.id === id);
    // 1.5 h × 50 € = 75 € at 6 % (4.50 €); 2 × 12.50 € = 25 € at 21 % (5.25 €).
    expect(item).toMatchObject({
      kind: 'workshop_job',
      customer: { kind: 'company', id: ids.Acme, name: 'Acme' },
      lineCount: 2,
      exclVatCents: 10_000,
      vatCents: 975,
      inclVatCents: 10_975,
      bikeIds: [bikeId],
    });
    expect(
      (await admin.get('/api/bills/sources/workshop-jobs?customerKind=person&perPage=100')).body.data.some(
        (j: { id: number }) => j.id === id,
      ),
    ).toBe(false);

    const made = await admin.post('/api/bills/from-sources', { kind: 'workshop_job', ids: [id] });
    expect(made.status).toBe(201);
    expect(made.body.billIds).toHaveLength(1);
    const bill = (await admin.get(`/api/bills/${made.body.billIds[0]}`)).body;
    expect(bill).toMatchObject({ status: 'draft', kind: 'invoice', customer: { kind: 'company', name: 'Acme' } });
    expect(
      bill.lines.map((l: { description: string; quantity: number; unitPriceCents: number; vatRate: number }) => [
        l.description,
        l.quantity,
        l.unitPriceCents,
        l.vatRate,
      ]),
    ).toEqual([
      ['Réglage freins', 1.5, 5000, 6],
      ['Plaquettes', 2, 1250, 21],
    ]);
    expect(bill.totals).toMatchObject({ exclVatCents: 10_000, vatCents: 975, inclVatCents: 10_975 });
    expect(await jobsWaiting()).not.toContain(id);

    const links = await admin.get(`/api/bills/${bill.id}/links`);
    expect(links.body).toMatchObject({
      billId: bill.id,
      sources: [{ kind: 'workshop_job', id, released: false }],
      bikes: [{ id: bikeId, model: 'Sourcebrand Billed' }],
    });
    expect(await auditOf(t.db, 'bill', bill.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'bill.created', actorId: admin.user.id }),
        expect.objectContaining({ action: 'bill.sources_linked', actorId: admin.user.id }),
      ]),
    );
    // The workshop's own list agrees.
    expect(
      (await admin.get('/api/workshop/jobs-to-bill?perPage=100')).body.data.some((j: { requestId: number }) => j.requestId === id),
    ).toBe(false);
  });

  it('bills a source once: a second bill is 409 already_billed, and of two admins clicking at once one gets 201, the other 409', async () => {
    const id = await completedJob();
    expect((await admin.post('/api/bills/from-sources', { kind: 'workshop_job', ids: [id] })).status).toBe(201);
    const again = await admin.post('/api/bills/from-sources', { kind: 'workshop_job', ids: [id] });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_billed');

    const other = await completedJob();
    const second = await signedIn(t, 'admin@veloport.test');
    const both = await Promise.all([
      admin.post('/api/bills/from-sources', { kind: 'workshop_job', ids: [other] }),
      second.post('/api/bills/from-sources', { kind: 'workshop_job', ids: [other] }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body.error.code).toBe('already_billed');
    expect((await t.db.select().from(billSources)).filter((s) => s.kind === 'workshop_job' && s.sourceId === other)).toHaveLength(1);
  });

  it('gives a source back when its draft is deleted or its bill credited in full', async () => {
    const id = await completedJob();
    const first = (await admin.post('/api/bills/from-sources', { kind: 'workshop_job', ids: [id] })).body.billIds[0];
    expect((await admin.delete(`/api/bills/${first}`)).status).toBe(204);
    expect(await jobsWaiting()).toContain(id);
    const second = (await admin.post('/api/bills/from-sources', { kind: 'workshop_job', ids: [id] })).body.billIds[0];
    expect((await admin.post(`/api/bills/${second}/issue`)).status).toBe(200);
    expect(await jobsWaiting()).not.toContain(id);
    expect((await admin.post(`/api/bills/${second}/credit-note`, {})).status).toBe(201);
    expect(await jobsWaiting()).toContain(id);
    const third = await admin.post('/api/bills/from-sources', { kind: 'workshop_job', ids: [id] });
    expect(third.status).toBe(201);
    expect((await admin.get(`/api/bills/${second}/links`)).body.sources).toEqual([expect.objectContaining({ id, released: true })]);
  });
});

describe('tickets-to-bill and rentals', () => {
  it('bills tickets of a known customer, one bill per customer, with the ticket’s discount; never an anonymous ticket', async () => {
    const accessoryId = (await admin.post('/api/catalog/accessories', { name: 'Source test lamp', category: 'other', priceCents: 2_000 }))
      .body.accessory.id;
    const store = admin.user.currentStockLocation ?? 1;
    await admin.post('/api/stock/accessories/movements', { accessoryId, locationId: store, delta: 10, reason: 'delivery', note: null });
    const sell = (customer: Record<string, unknown>, discountPercent = 0) =>
      admin.post('/api/checkout/tickets', {
        customer,
        paymentMethod: 'card',
        discountPercent,
        lines: [{ kind: 'accessory', accessoryId, quantity: 2 }],
      });
    const [a, b, c, anonymous] = await Promise.all([
      sell({ userId: paula.user.id }, 10),
      sell({ userId: paula.user.id }),
      sell({ userId: employee.user.id }),
      sell({ anonymous: true }),
    ]);
    for (const r of [a, b, c, anonymous]) expect(r.status).toBe(201);
    const list = (await admin.get('/api/bills/sources/checkout-tickets?perPage=100')).body.data.map((x: { id: number }) => x.id);
    expect(list).toEqual(expect.arrayContaining([a.body.id, b.body.id, c.body.id]));
    expect(list).not.toContain(anonymous.body.id);
    expect((await admin.post('/api/bills/from-sources', { kind: 'checkout_ticket', ids: [anonymous.body.id] })).status).toBe(422);

    const made = await admin.post('/api/bills/from-sources', { kind: 'checkout_ticket', ids: [a.body.id, b.body.id, c.body.id] });
    expect(made.status).toBe(201);
    expect(made.body.billIds).toHaveLength(2);
    const [paulaBill, employeeBill] = await Promise.all(
      made.body.billIds.map(async (id: number) => (await admin.get(`/api/bills/${id}`)).body),
    );
    expect(paulaBill.customer).toMatchObject({ kind: 'person', id: paula.user.id });
    expect(
      paulaBill.lines.map((l: { discountPercent: number; netCents: number; vatRate: number }) => [
        l.discountPercent,
        l.netCents,
        l.vatRate,
      ]),
    ).toEqual([
      [10, 3_600, 21],
      [0, 4_000, 21],
    ]);
    expect(employeeBill.customer).toMatchObject({ kind: 'person', id: employee.user.id });
    expect(
      (await admin.get('/api/bills/sources/checkout-tickets?perPage=100')).body.data.some((x: { id: number }) =>
        [a.body.id, b.body.id, c.body.id].includes(x.id),
      ),
    ).toBe(false);
  });

  it('bills a picked-up rental to the account of its e-mail at 21 % with its bikes', async () => {
    const bike = await createBike(admin, modelId);
    await admin.post(`/api/stock/bikes/${bike.id}/assign`, {
      contractKind: 'renting',
      companyId: null,
      userId: null,
      contractMonths: null,
    });
    const today = brusselsToday();
    const rental = await admin.post('/api/bike-rentals', {
      firstname: 'Paula',
      lastname: 'Private',
      email: 'private@example.com',
      phone: null,
      pricePerDayCents: 2_420,
      depositCents: 0,
      bikeIds: [bike.id],
      startDate: today,
      endDate: today,
    });
    expect(rental.status).toBe(201);
    const id = rental.body.id;
    expect((await admin.get('/api/bills/sources/rentals?perPage=100')).body.data.some((r: { id: number }) => r.id === id)).toBe(false);
    expect((await admin.post(`/api/bike-rentals/${id}/pickup`, { condition: 'OK' })).status).toBe(200);
    const item = (await admin.get('/api/bills/sources/rentals?perPage=100')).body.data.find((r: { id: number }) => r.id === id);
    expect(item).toMatchObject({
      customer: { kind: 'person', id: paula.user.id },
      exclVatCents: 2_000,
      vatCents: 420,
      inclVatCents: 2_420,
      bikeIds: [bike.id],
    });
    const made = await admin.post('/api/bills/from-sources', { kind: 'rental', ids: [id] });
    expect(made.status).toBe(201);
    const links = (await admin.get(`/api/bills/${made.body.billIds[0]}/links`)).body;
    expect(links.bikes.map((b: { id: number }) => b.id)).toEqual([bike.id]);
  });
});

describe('to-create', () => {
  it('bills a delivered purchase order at its agreed amount and VAT, with its bike', async () => {
    const order = (await admin.get('/api/bills/sources/orders?stage=delivered&sort=amount&order=desc')).body.data[0];
    expect(order).toMatchObject({ kind: 'order', stage: 'delivered' });
    const made = await admin.post('/api/bills/from-sources', { kind: 'order', ids: [order.id] });
    expect(made.status).toBe(201);
    const bill = (await admin.get(`/api/bills/${made.body.billIds[0]}`)).body;
    expect(bill.customer).toMatchObject({ kind: order.customer.kind, id: order.customer.id });
    expect(bill.totals).toMatchObject({ exclVatCents: order.exclVatCents, inclVatCents: order.inclVatCents });
    expect(bill.lines.every((l: { vatRate: number }) => l.vatRate === 21)).toBe(true);
    expect((await admin.get(`/api/bills/${bill.id}/links`)).body.bikes.map((b: { id: number }) => b.id)).toEqual(order.bikeIds);
    expect((await admin.get('/api/bills/sources/orders?perPage=100')).body.data.some((o: { id: number }) => o.id === order.id)).toBe(false);
  });
});

describe('bills and bikes', () => {
  it('lists issued bills without a bike, links bikes by hand, and lists the links', async () => {
    const typed = await admin.post('/api/bills', {
      companyId: ids.Acme,
      lines: [{ description: 'Vélo cargo', quantity: 1, unitPriceCents: 300_000, vatRate: 21 }],
    });
    const billId = typed.body.id;
    await admin.post(`/api/bills/${billId}/issue`);
    const toLink = await admin.get('/api/bills/bikes-to-link?perPage=100');
    expect(toLink.status).toBe(200);
    expect(toLink.body.data.some((b: { id: number }) => b.id === billId)).toBe(true);

    const put = await admin.put(`/api/bills/${billId}/bikes`, { bikeIds: [bikeId] });
    expect(put.status).toBe(200);
    expect(put.body.bikes.map((b: { id: number }) => b.id)).toEqual([bikeId]);
    expect((await admin.get('/api/bills/bikes-to-link?perPage=100')).body.data.some((b: { id: number }) => b.id === billId)).toBe(false);
    const links = await admin.get(`/api/bills/bikes-link?bikeId=${bikeId}&perPage=100`);
    expect(links.body.data.some((l: { id: number; bike: { id: number } }) => l.id === billId && l.bike.id === bikeId)).toBe(true);
    expect(await auditOf(t.db, 'bill', billId)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'bill.bikes_linked', actorId: admin.user.id })]),
    );

    const csv = await admin.get('/api/bills/bikes-link?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/csv/);
    expect((await admin.get('/api/bills/sources/workshop-jobs?format=xlsx')).status).toBe(200);

    expect((await admin.put(`/api/bills/${billId}/bikes`, { bikeIds: [2_000_000_000] })).status).toBe(422);
    expect((await admin.put('/api/bills/2000000000/bikes', { bikeIds: [] })).status).toBe(404);
  });

  it('refuses other roles (403) and bad input (422)', async () => {
    for (const client of [fleetAcme, employee, mechanic]) {
      expect((await client.get('/api/bills/sources/workshop-jobs')).status).toBe(403);
      expect((await client.post('/api/bills/from-sources', { kind: 'workshop_job', ids: [1] })).status).toBe(403);
      expect((await client.get('/api/bills/bikes-link')).status).toBe(403);
      expect((await client.put('/api/bills/1/bikes', { bikeIds: [] })).status).toBe(403);
    }
    for (const body of [{ kind: 'nothing', ids: [1] }, { kind: 'order', ids: [] }, { kind: 'order' }, { kind: 'order', ids: ['x'] }]) {
      const res = await admin.post('/api/bills/from-sources', body);
      expect(res.status).toBe(422);
    }
    expect((await admin.post('/api/bills/from-sources', { kind: 'order', ids: [2_000_000_000] })).status).toBe(422);
    expect((await admin.get('/api/bills/sources/orders?sort=nope')).status).toBe(422);
  });
});
