import { addTarget2BusinessDays, brusselsToday } from '@veloport/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { createBike, createModel, signedIn, type SignedClient } from '../../../test/fixtures';
import { pdfText } from '../../../test/pdf-text';

/**
 * Every bill in its customer's language, whatever made it (decision 064): Acme switched to Dutch here, Paula speaks
 * English. What the system words is translated; what someone typed stays as typed.
 */
const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const employee = t.signedIn('employee');
const ids = t.companyIds();
let sales: SignedClient;
let mechanic: SignedClient;
let paula: SignedClient;
let model: { id: number; sizes: string[] };
let acmeBikeId: number;
let service: { id: number; description: { fr: string; nl: string; en: string } };

type Line = { description: string; quantity: number; unitPriceCents: number; vatRate: number };
const descriptions = (bill: { lines: Line[] }) => bill.lines.map((l) => l.description);

beforeAll(async () => {
  [sales, mechanic, paula] = await Promise.all(
    ['sales@veloport.test', 'mechanic@veloport.test', 'private@example.com'].map((e) => signedIn(t, e)),
  );
  const acme = (await admin.get(`/api/companies/${ids.Acme}`)).body;
  const { id: _id, access: _a, quizRequired: _q, createdAt: _c, updatedAt: _u, ...input } = acme;
  const put = await admin.put(`/api/companies/${ids.Acme}`, { ...input, language: 'nl' });
  if (put.status !== 200) throw new Error(`company: ${put.status} ${put.raw}`);
  const first = (await admin.get('/api/catalog/bikes?perPage=1')).body.data[0];
  model = (await admin.get(`/api/catalog/bikes/${first.id}`)).body.model;
  const own = await createModel(admin, { brand: 'Taalfiets', model: 'Tweetalig' });
  const bike = await createBike(admin, own.id);
  await admin.post(`/api/stock/bikes/${bike.id}/assign`, {
    companyId: ids.Acme,
    userId: employee.user.id,
    contractKind: 'leasing',
    contractMonths: 36,
  });
  acmeBikeId = bike.id;
  service = (await admin.get('/api/service-prices?perPage=1')).body.data[0];
  const zones = await admin.put('/api/delivery-settings', {
    methods: [
      {
        kind: 'home',
        priceCents: 795,
        enabled: true,
        zones: [{ name: 'Antwerpen', fromPostalCode: 2000, toPostalCode: 2999, priceCents: 1_210 }],
      },
      { kind: 'pickup', priceCents: 0, enabled: true },
      { kind: 'relay', priceCents: 495, enabled: true },
    ],
    freeDeliveryFromCents: null,
  });
  if (zones.status !== 200) throw new Error(`delivery: ${zones.status} ${zones.raw}`);
});

let seq = 0;
async function promoCode() {
  const res = await admin.post('/api/promo-codes', { code: `TAAL${++seq}`, kind: 'percent', value: 10 });
  if (res.status !== 201) throw new Error(`promo: ${res.status} ${res.raw}`);
  return res.body.code as string;
}
async function billFrom(kind: string, id: number) {
  const made = await admin.post('/api/bills/from-sources', { kind, ids: [id] });
  if (made.status !== 201) throw new Error(`from-sources: ${made.status} ${made.raw}`);
  return (await admin.get(`/api/bills/${made.body.billIds[0]}`)).body;
}
async function issue(billId: number) {
  const res = await admin.post(`/api/bills/${billId}/issue`);
  if (res.status !== 200) throw new Error(`issue: ${res.status} ${res.raw}`);
  return res.body;
}
const pdfOf = async (billId: number) => pdfText((await admin.get(`/api/bills/${billId}/pdf`)).bytes);

/** A signed purchase offer of one bike with a promo code, its order delivered home at `address`. */
async function orderWithPromoAndDelivery(customer: Record<string, unknown>, signer: SignedClient, signerName: string, address: string) {
  const offer = await sales.post('/api/offers', { ...customer, contractType: 'purchase', durationMonths: null });
  if (offer.status !== 201) throw new Error(`offer: ${offer.status} ${offer.raw}`);
  const id = offer.body.id as number;
  const line = await sales.post(`/api/offers/${id}/lines`, {
    kind: 'bike',
    modelId: model.id,
    size: model.sizes[0],
    quantity: 1,
    unitPriceCents: 200_000,
    vatRate: 21,
    discountPercent: 0,
  });
  if (line.status !== 201) throw new Error(`line: ${line.status} ${line.raw}`);
  const code = await promoCode();
  const applied = await sales.post(`/api/offers/${id}/promo-code`, { code });
  if (applied.status !== 200) throw new Error(`promo-code: ${applied.status} ${applied.raw}`);
  const signed = await signer.post(`/api/offers/${id}/sign`, { name: signerName, consent: true });
  if (signed.status !== 200) throw new Error(`sign: ${signed.status} ${signed.raw}`);
  const order = (await sales.post(`/api/offers/${id}/orders`)).body.data[0];
  const delivery = await sales.put(`/api/orders/${order.id}/delivery`, { method: 'home', address });
  if (delivery.status !== 200) throw new Error(`delivery: ${delivery.status} ${delivery.raw}`);
  return { orderId: order.id as number, code };
}

describe('a Dutch-speaking company', () => {
  it('gets an order’s bill in Dutch: promo code and delivery lines, the PDF, the e-mail, the reminder and the credit note', async () => {
    const { orderId, code } = await orderWithPromoAndDelivery({ companyId: ids.Acme }, fleetAcme, 'Fiona Fleet', 'Meir 1, 2000 Antwerpen');
    const draft = await billFrom('order', orderId);
    expect(draft.customer).toMatchObject({ kind: 'company', id: ids.Acme, language: 'nl' });
    expect(descriptions(draft)).toEqual([expect.any(String), `Promocode ${code}`, 'Levering · Antwerpen']);
    expect(descriptions(draft).join(' ')).not.toMatch(/Livraison|Promo code|Code promo/);

    const bill = await issue(draft.id);
    const text = await pdfOf(bill.id);
    for (const words of [
      `Factuur ${bill.number}`,
      `Promocode ${code}`,
      'Levering · Antwerpen',
      'Totaal incl. btw',
      'Gestructureerde mededeling',
      'Vervaldatum',
    ])
      expect(text, words).toContain(words);
    expect(text).not.toContain('Facture');

    const before = t.inbox.length;
    expect((await admin.post(`/api/bills/${bill.id}/send`)).status).toBe(200);
    const [mail] = t.inbox.slice(before);
    expect(mail!.to).toBe('compta@acme.test');
    expect(mail!.subject).toBe(`Factuur ${bill.number} — Veloport SRL`);
    expect(mail!.text).toContain('In bijlage vind je onze factuur');
    expect(pdfText(mail!.attachments[0]!.content)).toContain('Levering · Antwerpen');

    const reminded = t.inbox.length;
    await t.db.execute(sql`update bills set due_date = current_date - 20 where id = ${bill.id}`);
    expect((await admin.post(`/api/bills/${bill.id}/reminders`)).status).toBeLessThan(300);
    const [reminder] = t.inbox.slice(reminded);
    expect(reminder!.subject).toContain('Betalingsherinnering');

    const credit = await admin.post(`/api/bills/${bill.id}/credit-note`, {});
    expect(credit.status, credit.raw).toBe(201);
    expect(descriptions(credit.body)).toEqual(descriptions(bill));
    const creditText = await pdfOf(credit.body.id);
    expect(creditText).toContain(`Creditnota ${credit.body.number}`);
    expect(creditText).toContain(`Gecrediteerde factuur: ${bill.number}`);
    const ubl = (await admin.get(`/api/bills/${credit.body.id}/ubl`)).raw;
    expect(ubl).toContain(
      `<cbc:Note>Creditnota voor factuur ${bill.number}: terugbetaald of verrekend met de volgende betaling</cbc:Note>`,
    );
  });

  it('gets a workshop job’s price-list service in Dutch, the mechanic’s typed lines as typed', async () => {
    const made = await employee.post('/api/maintenance-requests', {
      bikeId: acmeBikeId,
      problem: 'Remmen',
      location: 'company',
      replacementBike: false,
      maxBudgetCents: null,
    });
    expect(made.status, made.raw).toBe(201);
    const id = made.body.id as number;
    expect(
      (await mechanic.post(`/api/maintenance-requests/${id}/lines`, { kind: 'service', servicePriceId: service.id, quantity: 1 })).status,
    ).toBe(201);
    expect(
      (
        await mechanic.post(`/api/maintenance-requests/${id}/lines`, {
          kind: 'labour',
          description: 'Réglage freins',
          quantity: 1,
          unitPriceCents: 5_000,
        })
      ).status,
    ).toBe(201);
    for (const step of ['reception', 'diagnosis', 'completed'])
      expect((await mechanic.post(`/api/maintenance-requests/${id}/steps`, { step })).status).toBe(200);
    const draft = await billFrom('workshop_job', id);
    expect(service.description.nl).not.toBe(service.description.fr);
    expect(descriptions(draft)).toEqual([service.description.nl, 'Réglage freins']);
    const bill = await issue(draft.id);
    expect(await pdfOf(bill.id)).toContain(`Factuur ${bill.number}`);
  });

  it('gets a rental’s bill in Dutch', async () => {
    const bike = await createBike(admin, model.id);
    await admin.post(`/api/stock/bikes/${bike.id}/assign`, {
      contractKind: 'renting',
      companyId: null,
      userId: null,
      contractMonths: null,
    });
    const today = brusselsToday();
    const printed = today.split('-').reverse().join('/');
    const rental = await admin.post('/api/bike-rentals', {
      firstname: 'Emile',
      lastname: 'Employé',
      email: 'employee@acme.test',
      phone: null,
      pricePerDayCents: 2_420,
      depositCents: 0,
      bikeIds: [bike.id],
      startDate: today,
      endDate: today,
      companyId: ids.Acme,
    });
    expect(rental.status, rental.raw).toBe(201);
    expect((await admin.post(`/api/bike-rentals/${rental.body.id}/pickup`, { condition: 'OK' })).status).toBe(200);
    const draft = await billFrom('rental', rental.body.id);
    expect(draft.customer).toMatchObject({ kind: 'company', language: 'nl' });
    expect(descriptions(draft)).toEqual([`Huur van 1 fiets van ${printed} tot ${printed}`]);
    const bill = await issue(draft.id);
    expect(await pdfOf(bill.id)).toContain(`Huur van 1 fiets van ${printed} tot ${printed}`);
  });

  it('gets the pre-notification of its direct debit in Dutch', async () => {
    const made = await admin.post('/api/bills', {
      companyId: ids.Acme,
      lines: [{ description: 'Onderhoud', quantity: 1, unitPriceCents: 10_000, vatRate: 21 }],
    });
    const bill = await issue(made.body.id);
    const before = t.inbox.length;
    const batch = await admin.post('/api/sepa/batches', { collectionDate: addTarget2BusinessDays(brusselsToday(), 6), billIds: [bill.id] });
    expect(batch.status, batch.raw).toBe(201);
    await t.drainJobs();
    const mails = t.inbox.slice(before).filter((m) => m.to === 'compta@acme.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('SEPA-domiciliëring');
    expect(mails[0]!.text).toContain(`Factuur ${bill.number}`);
  });

  it('gets a bill typed by hand in Dutch too, its lines as typed', async () => {
    const made = await admin.post('/api/bills', {
      companyId: ids.Acme,
      lines: [{ description: 'Vélo cargo', quantity: 1, unitPriceCents: 100_000, vatRate: 21 }],
    });
    expect(made.status).toBe(201);
    expect(made.body.customer.language).toBe('nl');
    expect(descriptions(made.body)).toEqual(['Vélo cargo']);
  });
});

describe('an English-speaking person', () => {
  it('gets a ticket’s promo code, and an order’s promo and delivery in English, and the PDF', async () => {
    const accessoryId = (await admin.post('/api/catalog/accessories', { name: 'Taalbel', category: 'other', priceCents: 2_000 })).body
      .accessory.id;
    await admin.post('/api/stock/accessories/movements', {
      accessoryId,
      locationId: admin.user.currentStockLocation ?? 1,
      delta: 10,
      reason: 'delivery',
      note: null,
    });
    const ticketCode = await promoCode();
    const ticket = await admin.post('/api/checkout/tickets', {
      customer: { userId: paula.user.id },
      paymentMethod: 'card',
      discountPercent: 0,
      promoCode: ticketCode,
      lines: [{ kind: 'accessory', accessoryId, quantity: 2 }],
    });
    expect(ticket.status, ticket.raw).toBe(201);
    const fromTicket = await billFrom('checkout_ticket', ticket.body.id);
    expect(fromTicket.customer).toMatchObject({ kind: 'person', id: paula.user.id, language: 'en' });
    expect(descriptions(fromTicket)).toEqual(['Taalbel', `Promo code ${ticketCode}`]);

    const { orderId, code } = await orderWithPromoAndDelivery({ userId: paula.user.id }, paula, 'Paula Private', 'Meir 1, 2000 Antwerpen');
    const fromOrder = await billFrom('order', orderId);
    expect(descriptions(fromOrder).slice(1)).toEqual([`Promo code ${code}`, 'Delivery · Antwerpen']);
    const bill = await issue(fromOrder.id);
    const text = pdfText((await paula.get(`/api/bills/${bill.id}/pdf`)).bytes);
    for (const words of [`Invoice ${bill.number}`, `Promo code ${code}`, 'Delivery · Antwerpen', 'Total incl. VAT'])
      expect(text, words).toContain(words);
  });
});

describe('the demo', () => {
  it('has a Dutch-speaking company whose bills are in Dutch, lines and PDF', async () => {
    const id = ids['Fietsenwerf Gent']!;
    expect((await admin.get(`/api/companies/${id}`)).body.language).toBe('nl');
    const list = (await admin.get(`/api/bills?companyId=${id}&perPage=100`)).body.data as {
      id: number;
      status: string;
      customer: { language: string };
    }[];
    expect(list.map((b) => b.status).sort()).toEqual(['draft', 'issued', 'sent']);
    expect(list.every((b) => b.customer.language === 'nl')).toBe(true);
    const sent = (await admin.get(`/api/bills/${list.find((b) => b.status === 'sent')!.id}`)).body;
    expect(descriptions(sent)).toEqual(['Riese & Müller Load 75', 'Promocode WELKOM10', 'Levering · Gent']);
    const text = await pdfOf(sent.id);
    for (const words of [`Factuur ${sent.number}`, 'Fietsenwerf Gent', 'Promocode WELKOM10', 'Levering · Gent', 'Totaal incl. btw'])
      expect(text, words).toContain(words);
    const draft = (await admin.get(`/api/bills/${list.find((b) => b.status === 'draft')!.id}`)).body;
    expect(descriptions(draft)[0]).toMatch(/^Huur van 2 fietsen van \d{2}\/\d{2}\/\d{4} tot /);
  });
});
