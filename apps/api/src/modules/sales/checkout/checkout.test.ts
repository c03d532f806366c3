import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, createBike, createModel, sheetRows } from '../../../test/fixtures';
import { pdfText } from '../../../test/pdf-text';
import { checkoutTicketLines, checkoutTickets } from './checkout.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const employee = t.signedIn('employee');
const sales = t.signedIn('sales');
const paula = t.signedIn('privateCustomer');
let model: { id: number; brand: string; model: string };
let accessoryId: number;
/** The store the admin's till sells from. */
let store: number;

beforeAll(async () => {
  store = admin.user.currentStockLocation ?? 1;
  model = await createModel(admin, { brand: 'Tillbrand', model: 'Counter One', priceCents: 250_000, vatRate: 21 });
  accessoryId = (await admin.post('/api/catalog/accessories', { name: 'Till test bell', category: 'other', priceCents: 1_999 })).body
    .accessory.id;
  const delivery = await admin.post('/api/stock/accessories/movements', {
    accessoryId,
    locationId: store,
    delta: 5,
    reason: 'delivery',
    note: null,
  });
  if (delivery.status !== 200 && delivery.status !== 201) throw new Error(`delivery: ${delivery.status} ${delivery.raw}`);
});

const counts = async () => ({
  tickets: (await t.db.select().from(checkoutTickets)).length,
  lines: (await t.db.select().from(checkoutTicketLines)).length,
});
const bellsInStore = async () => {
  const rows = await t.db.execute(
    sql`select quantity from accessory_stock where accessory_id = ${accessoryId} and stock_location_id = ${store}`,
  );
  return Number((rows.rows[0] as { quantity?: number } | undefined)?.quantity ?? 0);
};
const bikeRow = async (id: number) => (await admin.get(`/api/stock/bikes/${id}`)).body.bike;
const sale = (over: Record<string, unknown> = {}) => ({ customer: { anonymous: true }, paymentMethod: 'card', lines: [], ...over });

describe('checkout: a sale at the till', () => {
  let ticketId: number;
  let bikeId: number;

  it('sells a stock bike and two bells to a new walk-in customer: ticket, amounts, bike sold to them, bells out of the store', async () => {
    bikeId = (await createBike(admin, model.id, { locationId: store, size: 'M' })).id;
    const res = await admin.post('/api/checkout/tickets', {
      customer: {
        new: { firstname: 'Walter', lastname: 'Walkin', email: 'walter.walkin@example.com', phone: '0470 12 34 56', language: 'nl' },
      },
      lines: [
        { kind: 'bike', bikeId },
        { kind: 'accessory', accessoryId, quantity: 1 },
        { kind: 'accessory', accessoryId, quantity: 1 },
      ],
      discountPercent: 10,
      paymentMethod: 'cash',
    });
    expect(res.status).toBe(201);
    ticketId = res.body.id;
    expect(res.body).toMatchObject({
      number: `T-${String(ticketId).padStart(6, '0')}`,
      customerKind: 'new',
      customer: { name: 'Walter Walkin', email: 'walter.walkin@example.com' },
      paymentMethod: 'cash',
      discountPercent: 10,
      language: 'nl',
      itemCount: 3,
      cashier: { id: admin.user.id },
    });
    // The same bell twice is one line of two.
    expect(res.body.lines).toEqual([
      expect.objectContaining({
        kind: 'bike',
        label: 'Tillbrand Counter One (M)',
        bikeId,
        quantity: 1,
        unitPriceCents: 250_000,
        vatRate: 21,
        amounts: { grossCents: 250_000, discountCents: 25_000, exclVatCents: 225_000, vatCents: 47_250, inclVatCents: 272_250 },
      }),
      // 3 998 − 399.8→400 = 3 598; × 21 % = 755.58 → 756.
      expect.objectContaining({
        kind: 'accessory',
        label: 'Till test bell',
        accessoryId,
        quantity: 2,
        amounts: { grossCents: 3_998, discountCents: 400, exclVatCents: 3_598, vatCents: 756, inclVatCents: 4_354 },
      }),
    ]);
    expect(res.body.totals).toEqual({
      grossCents: 253_998,
      discountCents: 25_400,
      exclVatCents: 228_598,
      vatCents: 48_006,
      inclVatCents: 276_604,
      vatByRate: [{ rate: 21, baseCents: 228_598, vatCents: 48_006 }],
    });

    const bike = await bikeRow(bikeId);
    expect(bike).toMatchObject({ contractKind: 'sold', salePriceCents: 225_000, user: { name: 'Walter Walkin' } });
    const sold = bike.history.find((e: any) => e.kind === 'sold');
    expect(sold).toMatchObject({ actor: { id: admin.user.id }, details: { ticketId, previousContractKind: 'stock' } });
    expect(await bellsInStore()).toBe(3);
    const movements = (await admin.get(`/api/stock/accessories/${accessoryId}/movements`)).body.data;
    expect(movements[0]).toMatchObject({ delta: -2, reason: 'sale', note: res.body.number, actor: { id: admin.user.id } });
    expect((await auditOf(t.db, 'checkout_ticket', ticketId))[0]).toMatchObject({
      action: 'checkout.ticket_created',
      actorId: admin.user.id,
    });
  });

  it('reads the ticket back, lists it, and downloads it as CSV and XLSX', async () => {
    const one = await sales.get(`/api/checkout/tickets/${ticketId}`);
    expect(one.status).toBe(200);
    expect(one.body.lines).toHaveLength(2);
    const list = await sales.get('/api/checkout/tickets?q=walkin&perPage=5');
    expect(list.body.meta.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({ id: ticketId, itemCount: 3, totals: { inclVatCents: 276_604 } });
    expect((await sales.get(`/api/checkout/tickets?q=${ticketId}`)).body.data.map((r: any) => r.id)).toContain(ticketId);
    expect((await sales.get('/api/checkout/tickets?paymentMethod=transfer&q=walkin')).body.meta.total).toBe(0);
    expect((await sales.get('/api/checkout/tickets?billed=false&q=walkin')).body.meta.total).toBe(1);
    const csv = await sales.get('/api/checkout/tickets?format=csv&q=walkin&lang=en');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.raw).toContain('Walter Walkin');
    expect(csv.raw).toContain('2766,04');
    const xlsx = await sales.get('/api/checkout/tickets?format=xlsx&q=walkin&lang=en');
    const rows = await sheetRows(xlsx.bytes);
    expect(rows[0]).toContain('Total incl. VAT');
    expect(rows[1]).toContain(2766.04);
  });

  it('prints the receipt in the customer’s language, with the letterhead, the frame number and the totals', async () => {
    const res = await sales.get(`/api/checkout/tickets/${ticketId}/receipt.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.bytes);
    expect(text).toContain('Veloport SRL');
    // The seller's address and VAT number, as a Belgian receipt names them.
    expect(text).toContain('Boulevard de la Sauvenière 1, 4000 Liège');
    expect(text).toContain('Btw-nr. BE0123456749');
    expect(text).toContain('Kassaticket');
    expect(text).toContain('Walter Walkin');
    expect(text).toContain((await bikeRow(bikeId)).frameNumber);
    expect(text).toContain('Contant');
    expect(pdfText((await sales.get(`/api/checkout/tickets/${ticketId}/receipt.pdf?locale=en`)).bytes)).toContain('Receipt');
  });

  it('an anonymous sale prints in the cashier’s language; an existing customer becomes the bike’s owner', async () => {
    const anonymous = await sales.post('/api/checkout/tickets', sale({ lines: [{ kind: 'accessory', accessoryId, quantity: 1 }] }));
    expect(anonymous.status).toBe(201);
    expect(anonymous.body).toMatchObject({ customerKind: 'anonymous', customer: null, language: sales.user.language });
    const otherBike = (await createBike(admin, model.id, { locationId: store })).id;
    const existing = await sales.post(
      '/api/checkout/tickets',
      sale({ customer: { userId: paula.user.id }, lines: [{ kind: 'bike', bikeId: otherBike }], paymentMethod: 'transfer' }),
    );
    expect(existing.status).toBe(201);
    expect(existing.body).toMatchObject({ customerKind: 'existing', customer: { id: paula.user.id } });
    expect(await bikeRow(otherBike)).toMatchObject({ contractKind: 'sold', user: { id: paula.user.id } });
  });

  it('finds what the till can sell: stock bikes by model or frame number, accessories with the store’s quantity', async () => {
    const bike = await createBike(admin, model.id, { locationId: store });
    const byModel = await sales.get('/api/checkout/catalog?q=counter%20one');
    expect(byModel.status).toBe(200);
    expect(byModel.body.bikes.map((b: any) => b.id)).toContain(bike.id);
    // Sold bikes are not offered.
    expect(byModel.body.bikes.map((b: any) => b.id)).not.toContain(bikeId);
    expect(byModel.body.bikes.find((b: any) => b.id === bike.id)).toMatchObject({
      unitPriceCents: 250_000,
      vatRate: 21,
      inclVatCents: 302_500,
    });
    expect((await sales.get(`/api/checkout/catalog?q=${bike.frameNumber.slice(-6)}`)).body.bikes.map((b: any) => b.id)).toContain(bike.id);
    const bells = await sales.get('/api/checkout/catalog?q=till%20test%20bell');
    expect(bells.body.accessories[0]).toMatchObject({ id: accessoryId, unitPriceCents: 1_999, quantity: 2 });
    const customers = await sales.get('/api/checkout/customers?q=walkin');
    expect(customers.body.data).toEqual([expect.objectContaining({ name: 'Walter Walkin', email: 'walter.walkin@example.com' })]);
  });
});

describe('checkout: refusals write nothing', () => {
  it('refuses the till to employees, fleet managers and private customers (403)', async () => {
    const bikeId = (await createBike(admin, model.id, { locationId: store })).id;
    const before = await counts();
    for (const caller of [employee, fleetAcme, paula]) {
      expect((await caller.post('/api/checkout/tickets', sale({ lines: [{ kind: 'bike', bikeId }] }))).status).toBe(403);
      expect((await caller.get('/api/checkout/tickets')).status).toBe(403);
      expect((await caller.get('/api/checkout/catalog')).status).toBe(403);
    }
    expect(await counts()).toEqual(before);
    expect((await bikeRow(bikeId)).contractKind).toBe('stock');
  });

  it('answers 422 with field codes for a bad sale', async () => {
    const before = await counts();
    const empty = await sales.post('/api/checkout/tickets', sale());
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toHaveProperty('lines');
    const noCustomer = await sales.post(
      '/api/checkout/tickets',
      sale({ customer: {}, lines: [{ kind: 'accessory', accessoryId, quantity: 1 }], paymentMethod: 'cheque' }),
    );
    expect(noCustomer.status).toBe(422);
    expect(noCustomer.body.error.fields).toMatchObject({ customer: 'required', paymentMethod: expect.any(String) });
    const badEmail = await sales.post(
      '/api/checkout/tickets',
      sale({
        customer: { new: { firstname: 'A', lastname: 'B', email: 'nope' } },
        lines: [{ kind: 'accessory', accessoryId, quantity: 1 }],
      }),
    );
    expect(badEmail.body.error.fields).toMatchObject({ 'customer.new.email': 'invalid_email' });
    const taken = await sales.post(
      '/api/checkout/tickets',
      sale({
        customer: { new: { firstname: 'A', lastname: 'B', email: 'private@example.com' } },
        lines: [{ kind: 'accessory', accessoryId, quantity: 1 }],
      }),
    );
    expect(taken.body.error.fields).toEqual({ 'customer.new.email': 'email_taken' });
    const unknown = await sales.post(
      '/api/checkout/tickets',
      sale({
        lines: [
          { kind: 'bike', bikeId: 999_999 },
          { kind: 'accessory', accessoryId: 999_999, quantity: 1 },
        ],
      }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields).toEqual({ 'lines.0.bikeId': 'unknown_bike', 'lines.1.accessoryId': 'unknown_accessory' });
    expect(
      (await sales.post('/api/checkout/tickets', sale({ discountPercent: 120, lines: [{ kind: 'accessory', accessoryId, quantity: 1 }] })))
        .status,
    ).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('refuses a bike already sold (409 bike_sold) and an accessory short in the store (409 stock_insufficient): nothing is written', async () => {
    const bikeId = (await createBike(admin, model.id, { locationId: store })).id;
    const freshBike = (await createBike(admin, model.id, { locationId: store })).id;
    expect((await sales.post('/api/checkout/tickets', sale({ lines: [{ kind: 'bike', bikeId }] }))).status).toBe(201);
    const before = await counts();
    const bells = await bellsInStore();

    // A second till sells the same bike, with a bell: the bell stays on the shelf.
    const again = await sales.post(
      '/api/checkout/tickets',
      sale({
        lines: [
          { kind: 'accessory', accessoryId, quantity: 1 },
          { kind: 'bike', bikeId },
        ],
      }),
    );
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('bike_sold');

    // Too many bells: the bike sold before them in the same cart goes back to stock with the rollback.
    const tooMany = await sales.post(
      '/api/checkout/tickets',
      sale({
        customer: { new: { firstname: 'Nora', lastname: 'Nostock', email: 'nora.nostock@example.com' } },
        lines: [
          { kind: 'bike', bikeId: freshBike },
          { kind: 'accessory', accessoryId, quantity: bells + 1 },
        ],
      }),
    );
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toMatchObject({ code: 'stock_insufficient', fields: { 'lines.1.quantity': 'stock_insufficient' } });

    expect(await counts()).toEqual(before);
    expect(await bellsInStore()).toBe(bells);
    expect(await bikeRow(freshBike)).toMatchObject({ contractKind: 'stock', user: null });
    expect((await bikeRow(freshBike)).history.filter((e: any) => e.kind === 'sold')).toHaveLength(0);
    expect((await sales.get('/api/checkout/customers?q=nostock')).body.data).toEqual([]);
  });

  it('refuses a bike that is not in stock (409 bike_not_in_stock)', async () => {
    const pending = (await createBike(admin, model.id, { locationId: store, contractKind: 'pending_delivery' })).id;
    const res = await sales.post('/api/checkout/tickets', sale({ lines: [{ kind: 'bike', bikeId: pending }] }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('bike_not_in_stock');
  });

  it('two tills selling the same bike at once: exactly one wins', async () => {
    const bikeId = (await createBike(admin, model.id, { locationId: store })).id;
    const results = await Promise.all(
      [admin, sales].map((till) => till.post('/api/checkout/tickets', sale({ lines: [{ kind: 'bike', bikeId }] }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const lines = await t.db.execute(sql`select count(*)::int as n from checkout_ticket_lines where bike_id = ${bikeId}`);
    expect(Number((lines.rows[0] as { n: number }).n)).toBe(1);
    expect((await bikeRow(bikeId)).history.filter((e: any) => e.kind === 'sold')).toHaveLength(1);
  });

  it('404 for a ticket that does not exist', async () => {
    expect((await sales.get('/api/checkout/tickets/999999')).status).toBe(404);
    expect((await sales.get('/api/checkout/tickets/999999/receipt.pdf')).status).toBe(404);
  });
});

describe('checkout: demo data', () => {
  it('has past tickets at the till, one of them a bike sold to Paula', async () => {
    const res = await sales.get('/api/checkout/tickets?perPage=100&sort=createdAt&order=asc');
    const demo = res.body.data.filter((r: any) => r.cashier && r.createdAt < new Date(Date.now() - 12 * 3_600_000).toISOString());
    expect(demo.length).toBeGreaterThanOrEqual(3);
    const paulas = demo.find((r: any) => r.customer?.name === 'Paula Private');
    expect(paulas).toMatchObject({ customerKind: 'existing', paymentMethod: 'transfer', discountPercent: 5 });
    const ticket = (await sales.get(`/api/checkout/tickets/${paulas.id}`)).body;
    const bikeLine = ticket.lines.find((l: any) => l.kind === 'bike');
    expect(await bikeRow(bikeLine.bikeId)).toMatchObject({ contractKind: 'sold', user: { name: 'Paula Private' } });
  });
});
