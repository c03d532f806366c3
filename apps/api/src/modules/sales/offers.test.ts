import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, offerFigures } from '@veloport/domain';
import { useDemoApp } from '../../test/demo-app';
import { auditOf, createBike, signedIn, type SignedClient } from '../../test/fixtures';
import { pdfText } from '../../test/pdf-text';
import { offerLines, offers } from './sales.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
let sales: SignedClient;
let greta: SignedClient;
let paula: SignedClient;
let model: { id: number; brand: string; model: string; sizes: string[]; priceCents: number };
let accessoryId: number;

beforeAll(async () => {
  [sales, greta, paula] = await Promise.all(
    ['sales@veloport.test', 'employee@globex.test', 'private@example.com'].map((e) => signedIn(t, e)),
  );
  model = (await admin.get('/api/catalog/bikes?perPage=1')).body.data[0];
  model = (await admin.get(`/api/catalog/bikes/${model.id}`)).body.model;
  accessoryId = (await admin.get('/api/catalog/accessories?perPage=1')).body.data[0].id;
});

const rows = async () => ({ offers: (await t.db.select().from(offers)).length, lines: (await t.db.select().from(offerLines)).length });

async function newOffer(client: SignedClient, body: Record<string, unknown>) {
  const res = await client.post('/api/offers', body);
  if (res.status !== 201) throw new Error(`offer: ${res.status} ${res.raw}`);
  return res.body.id as number;
}
const bikeLine = (over: Record<string, unknown> = {}) => ({
  kind: 'bike',
  modelId: model.id,
  size: model.sizes[0],
  quantity: 1,
  unitPriceCents: 250_000,
  vatRate: 21,
  discountPercent: 5,
  ...over,
});

describe('offers: the happy path', () => {
  let offerId: number;

  it('creates an offer for an Acme employee, adds lines, computes the totals and the lease with Acme’s plan', async () => {
    offerId = await newOffer(sales, {
      companyId: ids.Acme,
      userId: employee.user.id,
      contractType: 'leasing',
      durationMonths: 36,
      description: 'Vélo de fonction',
    });
    const bike = await sales.post(`/api/offers/${offerId}/lines`, bikeLine());
    expect(bike.status).toBe(201);
    expect(bike.body).toMatchObject({
      kind: 'bike',
      label: `${model.brand} ${model.model} (${model.sizes[0]})`,
      catalogueUnitCents: model.priceCents,
      amounts: { exclVatCents: 237_500, vatCents: 49_875 },
    });
    expect(bike.body.offer.id).toBe(offerId);
    expect(
      (
        await sales.post(`/api/offers/${offerId}/lines`, {
          kind: 'accessory',
          accessoryId,
          quantity: 2,
          unitPriceCents: 1_999,
          vatRate: 21,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await sales.post(`/api/offers/${offerId}/lines`, {
          kind: 'labour',
          description: 'Montage',
          quantity: 1,
          unitPriceCents: 4_500,
          vatRate: 6,
          discountPercent: 10,
        })
      ).status,
    ).toBe(201);
    const box = await sales.post(`/api/offers/${offerId}/lines`, {
      kind: 'box',
      description: 'Borne à clés',
      installation: true,
      quantity: 1,
      unitPriceCents: 100_000,
      vatRate: 21,
    });
    expect(box.body).toMatchObject({ kind: 'box', installation: true, label: 'Borne à clés' });

    const res = await employee.get(`/api/offers/${offerId}`);
    expect(res.status).toBe(200);
    const offer = res.body;
    expect(offer).toMatchObject({
      id: offerId,
      status: 'in_progress',
      contractType: 'leasing',
      durationMonths: 36,
      company: { name: 'Acme' },
      user: { id: employee.user.id },
    });
    expect(offer.lines).toHaveLength(4);
    // 237 500 + 3 998 + 4 050 + 100 000 excl. VAT; VAT 49 875 + 839.58→840 + 243 + 21 000.
    expect(offer.totals).toMatchObject({
      exclVatCents: 345_548,
      vatCents: 71_958,
      inclVatCents: 417_506,
      catalogueValueCents: model.priceCents,
    });
    expect(offer.totals.vatByRate).toEqual([
      { rate: 6, baseCents: 4_050, vatCents: 243 },
      { rate: 21, baseCents: 341_498, vatCents: 71_715 },
    ]);
    const plan = (await admin.get(`/api/companies/${ids.Acme}/conditions/cafeteria`)).body;
    const expected = offerFigures({ contractType: 'leasing', durationMonths: 36, lines: offer.lines, plan: plan.cafeteria ?? plan });
    expect(offer.leasing).toMatchObject({
      monthlyCents: expected.leasing!.monthlyCents,
      residualValueCents: expected.leasing!.residualValueCents,
    });
    // Acme: 5 % leasing discount, residual 16 % of the catalogue value, shown VAT included.
    expect(offer.leasing.leasingDiscountCents).toBe(Math.round(345_548 * 0.05));
    expect(offer.leasing.residualValueCents).toBe(Math.round(model.priceCents * 0.16));
    expect(offer.display.vatIncluded).toBe(true);
    expect(offer.financing).toBeUndefined();
  });

  it('changes and removes a line, and the offer itself, while in progress', async () => {
    const offer = (await sales.get(`/api/offers/${offerId}`)).body;
    const labour = offer.lines.find((l: { kind: string }) => l.kind === 'labour');
    const patched = await sales.request('PATCH', `/api/offers/${offerId}/lines/${labour.id}`, {
      kind: 'labour',
      description: 'Montage et réglages',
      quantity: 2,
      unitPriceCents: 4_500,
      vatRate: 6,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: labour.id, label: 'Montage et réglages', amounts: { exclVatCents: 9_000 } });
    const box = offer.lines.find((l: { kind: string }) => l.kind === 'box');
    const removed = await sales.delete(`/api/offers/${offerId}/lines/${box.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.lines.map((l: { id: number }) => l.id)).not.toContain(box.id);
    const put = await sales.put(`/api/offers/${offerId}`, {
      companyId: ids.Acme,
      userId: employee.user.id,
      contractType: 'leasing_with_maintenance_budget',
      durationMonths: 24,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      contractType: 'leasing_with_maintenance_budget',
      durationMonths: 24,
      description: null,
      leasing: { months: 24, yearlyMaintenanceBudgetCents: 12_000 },
    });
  });

  it('lists offers with filters, pages and sort; each caller sees only theirs', async () => {
    const list = await admin.get(`/api/offers?companyId=${ids.Acme}&status=in_progress&perPage=1&sort=id&order=desc`);
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ page: 1, perPage: 1 });
    expect(list.body.meta.total).toBeGreaterThanOrEqual(2);
    expect(list.body.data[0]).toMatchObject({ id: offerId, totals: { exclVatCents: expect.any(Number) } });
    expect(list.body.data[0].lines).toBeUndefined();
    const acme = (await fleetAcme.get('/api/offers?perPage=100')).body.data;
    expect(acme.map((o: { id: number }) => o.id)).toContain(offerId);
    expect(acme.every((o: { company: { name: string } | null }) => o.company?.name === 'Acme')).toBe(true);
    expect((await fleetGlobex.get('/api/offers?perPage=100')).body.data.some((o: { id: number }) => o.id === offerId)).toBe(false);
    const mine = (await employee.get('/api/offers?perPage=100')).body.data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((o: { user: { id: number } | null }) => o.user?.id === employee.user.id)).toBe(true);
    expect((await paula.get('/api/offers?perPage=100')).body.data.every((o: { user: { id: number } }) => o.user.id === paula.user.id)).toBe(
      true,
    );
  });

  it('answers the offer PDF in the customer’s language on the letterhead', async () => {
    const res = await sales.get(`/api/offers/${offerId}/documents/offer.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.bytes);
    expect(text).toContain('Veloport');
    expect(text).toContain(`Offre n° ${offerId}`);
    expect(text).toContain('Total TVAC');
    // What a customer signs (issue 25 point 3): the letterhead with the numbers, a validity date, the terms, a place to
    // sign for both sides, page numbers, and the one monthly figure the screen shows, labelled as the screen does.
    expect(text).toMatch(/TVA BE\d{10}/);
    expect(text).toContain('IBAN BE');
    expect(text).toMatch(/Valable jusqu.au \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('conditions générales de vente');
    expect(text).toContain('Pour le client');
    expect(text).toContain('Page 1 / 1');
    const offer = (await sales.get(`/api/offers/${offerId}`)).body;
    expect(offer.display.vatIncluded).toBe(true); // an employee reads their lease VAT included
    expect(text).toContain(`Mensualité (${offer.leasing.months} mois), TVA comprise`);
    expect(text).toContain(formatPrice(offer.display.monthlyCents).replace(/\s/g, ' '));
    expect(text).not.toContain('Mensualité de leasing HTVA');
    expect(pdfText((await sales.get(`/api/offers/${offerId}/documents/offer.pdf?locale=nl`)).bytes)).toContain(`Offerte nr. ${offerId}`);
    expect((await sales.get(`/api/offers/${offerId}/documents/signed.pdf`)).status).toBe(404);
  });

  it('is signed by its user with consent: the signed PDF ends with the signature page and its SHA-256', async () => {
    expect((await admin.post(`/api/offers/${offerId}/sign`, { name: 'Anne Admin', consent: true })).status).toBe(403);
    expect((await fleetAcme.post(`/api/offers/${offerId}/sign`, { name: 'Fiona Fleet', consent: true })).status).toBe(403);
    expect((await employee.post(`/api/offers/${offerId}/sign`, { name: 'Emile Employé', consent: false })).status).toBe(422);
    const res = await employee.post(`/api/offers/${offerId}/sign`, { name: 'Emile Employé', consent: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'signed',
      signature: { name: 'Emile Employé', ip: '127.0.0.1', by: { id: employee.user.id } },
    });

    const check = await employee.get(`/api/offers/${offerId}/signature`);
    expect(check.body).toMatchObject({ signed: true, intact: true, signature: { name: 'Emile Employé' } });
    expect(check.body.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    const document = await employee.get(`/api/offers/${offerId}/documents/offer.pdf`);
    expect(crypto.createHash('sha256').update(document.bytes).digest('hex')).toBe(check.body.documentSha256);
    const signed = await employee.get(`/api/offers/${offerId}/documents/signed.pdf`);
    expect(crypto.createHash('sha256').update(signed.bytes).digest('hex')).toBe(check.body.fileSha256);
    const text = pdfText(signed.bytes);
    expect(text).toContain('Signature électronique');
    expect(text).toContain('Emile Employé');
    expect(text).toContain('127.0.0.1');
    expect(text).toContain(check.body.documentSha256);
  });

  it('refuses a second signature and any edit of a signed offer (409), and says when the stored file was altered', async () => {
    const twice = await employee.post(`/api/offers/${offerId}/sign`, { name: 'Emile Employé', consent: true });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('invalid_transition');
    const offer = (await sales.get(`/api/offers/${offerId}`)).body;
    const edits = [
      await sales.put(`/api/offers/${offerId}`, { companyId: ids.Acme, contractType: 'purchase' }),
      await sales.post(`/api/offers/${offerId}/lines`, bikeLine()),
      await sales.request('PATCH', `/api/offers/${offerId}/lines/${offer.lines[0].id}`, bikeLine()),
      await sales.delete(`/api/offers/${offerId}/lines/${offer.lines[0].id}`),
    ];
    expect(edits.map((r) => [r.status, r.body.error.code])).toEqual(Array(4).fill([409, 'offer_not_editable']));
    for (const action of ['cancel', 'lose'])
      expect((await sales.post(`/api/offers/${offerId}/${action}`)).body.error.code).toBe('invalid_transition');
    expect((await sales.get(`/api/offers/${offerId}`)).body.lines).toEqual(offer.lines);

    const file = path.join(t.dataDir, 'files', 'offers', String(offerId), 'signed.pdf');
    const bytes = await fs.readFile(file);
    await fs.writeFile(file, Buffer.concat([bytes, Buffer.from('%tampered')]));
    expect((await employee.get(`/api/offers/${offerId}/signature`)).body).toMatchObject({ signed: true, intact: false });
  });

  it('keeps every change in the offer’s history with who did it', async () => {
    const history = await admin.get(`/api/offers/${offerId}/history?perPage=100`);
    expect(history.status).toBe(200);
    const actions = history.body.data.map((h: { action: string }) => h.action);
    expect(actions[0]).toBe('offer.signed');
    expect(actions).toEqual(
      expect.arrayContaining(['offer.created', 'offer.line_added', 'offer.line_updated', 'offer.line_removed', 'offer.updated']),
    );
    expect(history.body.data[0].actor).toEqual({ id: employee.user.id, name: 'Emile Employé' });
    expect((await auditOf(t.db, 'offer', offerId)).at(-1)).toMatchObject({ action: 'offer.created', actorId: sales.user.id });
  });
});

describe('offers: who may do what', () => {
  it('lets a fleet manager sign a company offer without user, in Dutch, and nobody else', async () => {
    const id = await newOffer(admin, { companyId: ids.Acme, contractType: 'purchase' });
    expect((await fleetAcme.post(`/api/offers/${id}/sign`, { name: 'Fiona Fleet', consent: true })).body.error.code).toBe('offer_empty');
    await admin.post(`/api/offers/${id}/lines`, bikeLine());
    expect((await employee.post(`/api/offers/${id}/sign`, { name: 'Emile', consent: true })).status).toBe(404);
    expect((await fleetGlobex.post(`/api/offers/${id}/sign`, { name: 'Gustave', consent: true })).status).toBe(404);
    const res = await fleetAcme.post(`/api/offers/${id}/sign`, { name: 'Fiona Fleet', consent: true });
    expect(res.status).toBe(200);
    // Acme's 10 % sale discount applies to a purchase.
    expect(res.body.purchase.saleDiscountCents).toBe(Math.round(237_500 * 0.1));
    const signedPdf = await fleetAcme.get(`/api/offers/${id}/documents/signed.pdf`);
    // Seen failing once under heavy load: the status and the text say which part went wrong next time.
    expect(signedPdf.status, signedPdf.raw?.slice(0, 200)).toBe(200);
    expect(pdfText(signedPdf.bytes), `language of the signer: ${fleetAcme.user.language}`).toContain('Elektronische handtekening');
  });

  it('lets a private customer read and sign their own offer, in English; others get 404', async () => {
    const id = await newOffer(admin, { userId: paula.user.id, contractType: 'purchase', durationMonths: 24 });
    await admin.post(`/api/offers/${id}/lines`, bikeLine({ discountPercent: 0 }));
    const offer = (await paula.get(`/api/offers/${id}`)).body;
    expect(offer).toMatchObject({
      company: null,
      financing: { months: 24, annualRatePercent: 5.49 },
      display: { vatIncluded: true, purchaseCents: 302_500 },
    });
    expect(pdfText((await paula.get(`/api/offers/${id}/documents/offer.pdf`)).bytes)).toContain(`Offer no. ${id}`);
    for (const other of [employee, fleetAcme, greta]) expect((await other.get(`/api/offers/${id}`)).status).toBe(404);
    expect((await paula.post(`/api/offers/${id}/sign`, { name: 'Paula Private', consent: true })).body.status).toBe('signed');
  });

  it('refuses offer management to employees and fleet managers (403), and another company’s offer to a fleet manager (404)', async () => {
    expect((await employee.post('/api/offers', { companyId: ids.Acme, contractType: 'purchase' })).status).toBe(403);
    expect((await fleetAcme.post('/api/offers', { companyId: ids.Acme, contractType: 'purchase' })).status).toBe(403);
    const id = await newOffer(sales, { companyId: ids.Acme, contractType: 'purchase' });
    expect((await fleetAcme.post(`/api/offers/${id}/lines`, bikeLine())).status).toBe(403);
    expect((await employee.post(`/api/offers/${id}/cancel`)).status).toBe(403);
    expect((await fleetAcme.post(`/api/offers/${id}/lose`)).status).toBe(403);
    expect((await fleetAcme.get(`/api/offers/${id}/history`)).status).toBe(403);
    for (const res of [
      await fleetGlobex.get(`/api/offers/${id}`),
      await fleetGlobex.post(`/api/offers/${id}/cancel`),
      await fleetGlobex.get(`/api/offers/${id}/documents/offer.pdf`),
      await fleetGlobex.get(`/api/offers/${id}/signature`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await employee.get(`/api/offers/${id}`)).status).toBe(404);
    const cancelled = await fleetAcme.post(`/api/offers/${id}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await fleetAcme.post(`/api/offers/${id}/cancel`)).status).toBe(409);
    const lost = await newOffer(sales, { companyId: ids.Globex, contractType: 'annual' });
    expect((await sales.post(`/api/offers/${lost}/lose`)).body.status).toBe('lost');
    // Staff see every offer but sign none; an employee does not see a company offer without user.
    expect((await sales.post(`/api/offers/${lost}/sign`, { name: 'x', consent: true })).status).toBe(403);
    expect((await greta.post(`/api/offers/${lost}/sign`, { name: 'x', consent: true })).status).toBe(404);
    expect((await fleetGlobex.post(`/api/offers/${lost}/sign`, { name: 'x', consent: true })).body.error.code).toBe('invalid_transition');
  });
});

describe('offers: whom an offer can be made for', () => {
  it('lists companies and, per company, its active people; without a company the private customers; staff only', async () => {
    const forAcme = await sales.get(`/api/offers/customers?companyId=${ids.Acme}`);
    expect(forAcme.status).toBe(200);
    expect(forAcme.body.companies.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Acme', 'Globex', 'Initech']));
    const acmeEmails = forAcme.body.users.map((u: { email: string }) => u.email);
    expect(acmeEmails).toEqual(expect.arrayContaining(['employee@acme.test', 'fleet@acme.test']));
    expect(acmeEmails).not.toContain('inactive@acme.test');
    expect(forAcme.body.users.every((u: { companyId: number }) => u.companyId === ids.Acme)).toBe(true);
    const privates = (await sales.get('/api/offers/customers')).body.users.map((u: { email: string }) => u.email);
    expect(privates).toContain('private@example.com');
    expect(privates).not.toEqual(expect.arrayContaining(['admin@veloport.test']));
    expect(privates).not.toContain('sales@veloport.test');
    expect((await sales.get('/api/offers/customers?q=paula')).body.users.map((u: { email: string }) => u.email)).toEqual([
      'private@example.com',
    ]);
    for (const other of [employee, fleetAcme, paula]) expect((await other.get('/api/offers/customers')).status).toBe(403);
    expect((await sales.get('/api/offers/customers?companyId=abc')).status).toBe(422);
  });
});

describe('offers: the order permission inside a company', () => {
  it('gives a company user the company’s offers, never another company’s, and no management', async () => {
    // A Globex employee given `order` (the spec gives it the company's order lists) is not the shop's staff.
    await t.db.execute(sql`update users set permissions = '{order}' where email = 'employee@globex.test'`);
    const buyer = await signedIn(t, 'employee@globex.test');
    const acmeOffer = await newOffer(sales, { companyId: ids.Acme, contractType: 'purchase' });
    const globexOffer = await newOffer(sales, { companyId: ids.Globex, contractType: 'purchase' });
    expect((await buyer.get(`/api/offers/${acmeOffer}`)).status).toBe(404);
    expect((await buyer.get(`/api/offers/${globexOffer}`)).status).toBe(200);
    const listed = (await buyer.get('/api/offers?perPage=100')).body.data as { company: { id: number } | null }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((o) => o.company?.id === ids.Globex)).toBe(true);
    const before = await rows();
    expect((await buyer.post('/api/offers', { companyId: ids.Acme, contractType: 'purchase' })).status).toBe(403);
    expect((await buyer.post(`/api/offers/${globexOffer}/lines`, bikeLine())).status).toBe(403);
    expect((await buyer.post(`/api/offers/${globexOffer}/lose`)).status).toBe(403);
    expect(await rows()).toEqual(before);
    await t.db.execute(sql`update users set permissions = '{}' where email = 'employee@globex.test'`);
  });
});

describe('offers: bad input is refused (422) and writes nothing', () => {
  it('refuses bad offers', async () => {
    const before = await rows();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ contractType: 'purchase' }, { companyId: 'required' }],
      [{ companyId: ids.Acme, contractType: 'rental' }, { contractType: 'invalid' }],
      [{ companyId: 999_999, contractType: 'purchase' }, { companyId: 'unknown_company' }],
      [{ companyId: ids.Globex, userId: employee.user.id, contractType: 'purchase' }, { userId: 'user_not_in_company' }],
      [{ userId: 999_999, contractType: 'purchase' }, { userId: 'unknown_user' }],
      [{ companyId: ids.Acme, contractType: 'leasing', durationMonths: 0 }, { durationMonths: 'too_small' }],
    ];
    for (const [body, fields] of cases) {
      const res = await sales.post('/api/offers', body);
      expect({ body, status: res.status, fields: res.body.error.fields }).toEqual({ body, status: 422, fields });
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses bad lines', async () => {
    const id = await newOffer(sales, { companyId: ids.Acme, contractType: 'purchase' });
    const before = await rows();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [bikeLine({ vatRate: 7 }), { vatRate: 'invalid' }],
      [bikeLine({ quantity: 0 }), { quantity: 'too_small' }],
      [bikeLine({ unitPriceCents: 12.5 }), { unitPriceCents: 'invalid' }],
      [bikeLine({ discountPercent: 101 }), { discountPercent: 'too_big' }],
      [bikeLine({ modelId: null }), { modelId: 'required' }],
      [bikeLine({ modelId: 999_999 }), { modelId: 'unknown_model' }],
      [bikeLine({ size: 'XXXL' }), { size: 'invalid' }],
      [bikeLine({ bikeId: 999_999, modelId: null, size: null }), { bikeId: 'unknown_bike' }],
      [{ kind: 'accessory', quantity: 1, unitPriceCents: 100, vatRate: 21 }, { accessoryId: 'required' }],
      [{ kind: 'accessory', accessoryId: 999_999, quantity: 1, unitPriceCents: 100, vatRate: 21 }, { accessoryId: 'unknown_accessory' }],
      [{ kind: 'labour', quantity: 1, unitPriceCents: 100, vatRate: 21 }, { description: 'required' }],
      [
        { kind: 'service', modelId: model.id, description: 'x', quantity: 1, unitPriceCents: 100, vatRate: 21 },
        { modelId: 'must_be_empty' },
      ],
      [{ kind: 'voucher', quantity: 1, unitPriceCents: 100, vatRate: 21 }, { kind: 'invalid' }],
    ];
    for (const [body, fields] of cases) {
      const res = await sales.post(`/api/offers/${id}/lines`, body);
      expect({ body, status: res.status, fields: res.body.error.fields }).toEqual({ body, status: 422, fields });
    }
    expect(await rows()).toEqual(before);
    expect((await sales.post('/api/offers/999999/lines', bikeLine())).status).toBe(404);
    expect((await sales.request('PATCH', `/api/offers/${id}/lines/999999`, bikeLine())).status).toBe(404);
  });
});

describe('offers: stock bikes and the cafeteria plan', () => {
  it('offers a specific stock bike, named by its model and frame number, at the model’s catalogue value', async () => {
    const stock = await createBike(admin, model.id);
    const id = await newOffer(sales, { userId: paula.user.id, contractType: 'purchase' });
    const res = await sales.post(
      `/api/offers/${id}/lines`,
      bikeLine({ modelId: null, size: null, bikeId: stock.id, unitPriceCents: 199_000 }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      bikeId: stock.id,
      modelId: model.id,
      label: `${model.brand} ${model.model} (${stock.frameNumber})`,
      catalogueUnitCents: model.priceCents,
    });
    const both = await sales.post(`/api/offers/${id}/lines`, bikeLine({ bikeId: stock.id }));
    expect(both.body.error.fields).toEqual({ modelId: 'must_be_empty', size: 'must_be_empty' });
  });

  it('lists the bikes in stock a line may name, for sales staff only; a sold bike cannot be offered', async () => {
    const stock = await createBike(admin, model.id);
    const sold = await createBike(admin, model.id);
    await t.db.execute(sql`update bikes set contract_kind = 'sold' where id = ${sold.id}`);
    const res = await sales.get(`/api/offers/stock-bikes?modelId=${model.id}`);
    expect(res.status).toBe(200);
    const frames = res.body.data.map((b: { frameNumber: string }) => b.frameNumber);
    expect(frames).toContain(stock.frameNumber);
    expect(frames).not.toContain(sold.frameNumber);
    expect(res.body.data.find((b: { id: number }) => b.id === stock.id)).toMatchObject({
      modelId: model.id,
      model: `${model.brand} ${model.model}`,
      location: { id: 1 },
    });
    expect((await sales.get(`/api/offers/stock-bikes?q=${stock.frameNumber}`)).body.data.map((b: { id: number }) => b.id)).toEqual([
      stock.id,
    ]);
    expect((await employee.get('/api/offers/stock-bikes')).status).toBe(403);
    expect((await fleetAcme.get('/api/offers/stock-bikes')).status).toBe(403);

    const id = await newOffer(sales, { userId: paula.user.id, contractType: 'purchase' });
    const before = await rows();
    const refused = await sales.post(`/api/offers/${id}/lines`, bikeLine({ modelId: null, size: null, bikeId: sold.id }));
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ bikeId: 'bike_not_in_stock' });
    expect(await rows()).toEqual(before);
  });

  it('keeps the plan a signed offer was signed under; an offer in progress follows the company’s plan', async () => {
    const signedId = await newOffer(sales, { companyId: ids.Acme, contractType: 'purchase' });
    const openId = await newOffer(sales, { companyId: ids.Acme, contractType: 'purchase' });
    for (const id of [signedId, openId])
      await sales.post(`/api/offers/${id}/lines`, bikeLine({ discountPercent: 0, unitPriceCents: 100_000 }));
    expect((await fleetAcme.post(`/api/offers/${signedId}/sign`, { name: 'Fiona Fleet', consent: true })).status).toBe(200);
    const plan = (await admin.get(`/api/companies/${ids.Acme}/conditions/cafeteria`)).body;
    expect(
      (await admin.put(`/api/companies/${ids.Acme}/conditions/cafeteria`, { ...plan, saleDiscountPercent: 20, vatIncluded: false })).status,
    ).toBe(200);
    expect((await sales.get(`/api/offers/${signedId}`)).body).toMatchObject({
      purchase: { saleDiscountCents: 10_000 },
      display: { vatIncluded: true },
    });
    expect((await sales.get(`/api/offers/${openId}`)).body).toMatchObject({
      purchase: { saleDiscountCents: 20_000, amountExclVatCents: 80_000 },
      display: { vatIncluded: false, purchaseCents: 80_000 },
    });
  });
});

describe('demo offers', () => {
  it('has offers in every status', async () => {
    const statuses = new Set((await admin.get('/api/offers?perPage=100')).body.data.map((o: { status: string }) => o.status));
    expect([...statuses].sort()).toEqual(['cancelled', 'in_progress', 'lost', 'signed']);
  });
});

describe('offers/list/offer_details: every offer line with its salesperson (issue 25 point 23)', () => {
  it('lists the lines with their offer, customer and the salesperson who made the offer, filtered, sorted and downloadable', async () => {
    const id = await newOffer(sales, { companyId: ids.Acme, contractType: 'purchase' });
    const line = await sales.post(`/api/offers/${id}/lines`, {
      kind: 'other_accessory',
      description: 'Antivol pliable Quokka XL',
      quantity: 3,
      unitPriceCents: 8_000,
      vatRate: 21,
      discountPercent: 10,
    });
    expect(line.status).toBe(201);
    const offer = (await sales.get(`/api/offers/${id}`)).body;
    expect(offer.createdBy).toEqual({ id: sales.user.id, name: expect.stringMatching(/\S/) });

    const found = await admin.get(`/api/offers/lines?q=Quokka`);
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([
      expect.objectContaining({
        kind: 'other_accessory',
        quantity: 3,
        discountPercent: 10,
        amounts: expect.objectContaining({ exclVatCents: 21_600, inclVatCents: 26_136 }),
        offer: expect.objectContaining({ id, status: 'in_progress', contractType: 'purchase' }),
        customer: { kind: 'company', id: ids.Acme, name: 'Acme' },
        salesperson: { id: sales.user.id, name: offer.createdBy.name },
      }),
    ]);
    const byThem = (await admin.get(`/api/offers/lines?salespersonId=${sales.user.id}&perPage=100`)).body.data;
    expect(byThem.every((l: { salesperson: { id: number } }) => l.salesperson.id === sales.user.id)).toBe(true);
    // An offer's number finds its lines (and any line whose words hold those digits, as a model year would).
    const byNumber = (await admin.get(`/api/offers/lines?q=${id}&perPage=100`)).body.data as { offer: { id: number } }[];
    expect(byNumber.map((l) => l.offer.id)).toContain(id);
    const byTotal = (await admin.get('/api/offers/lines?sort=total&order=desc&perPage=20')).body.data as {
      amounts: { exclVatCents: number };
    }[];
    expect(byTotal.map((l) => l.amounts.exclVatCents)).toEqual([...byTotal.map((l) => l.amounts.exclVatCents)].sort((a, b) => b - a));
    const csv = await admin.get('/api/offers/lines?format=csv&q=Quokka&lang=fr');
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Vendeur');
    expect(csv.raw).toContain('Antivol pliable Quokka XL');
  });

  it('is for the sales staff: 403 for a fleet manager and an employee, 422 for an unknown filter', async () => {
    for (const caller of [fleetAcme, employee]) expect((await caller.get('/api/offers/lines')).status).toBe(403);
    expect((await admin.get('/api/offers/lines?kind=spaceship')).status).toBe(422);
  });
});
