import { addTarget2BusinessDays, brusselsToday } from '@veloport/domain';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, sheetRows } from '../../../test/fixtures';
import { pain001Errors } from '../../../platform/pain001';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const ids = t.companyIds();

const today = brusselsToday();
const IBAN = 'BE71 0961 2345 6769';
async function bill(cents: number, companyId: number) {
  const made = await admin.post('/api/bills', {
    companyId,
    lines: [{ description: 'Vélo cargo', quantity: 1, unitPriceCents: cents, vatRate: 0 }],
  });
  if (made.status !== 201) throw new Error(`bill: ${made.status} ${made.raw}`);
  const issued = await admin.post(`/api/bills/${made.body.id}/issue`);
  if (issued.status !== 200) throw new Error(`issue: ${issued.status} ${issued.raw}`);
  return issued.body as { id: number; number: string };
}
const pay = (id: number, amountCents: number) => admin.post(`/api/bills/${id}/payments`, { amountCents, date: today, method: 'transfer' });
const panelOf = async (id: number) =>
  (await admin.get(`/api/bills/${id}/payments`)).body as { creditCents: number; customerCreditCents: number };
type Refund = {
  id: number;
  bill: { id: number; number: string; customerName: string };
  amountCents: number;
  status: string;
  method: string;
  transferId: number | null;
  batch: { id: number } | null;
};

describe('refunding a customer’s credit spread over several bills (decision 065)', () => {
  it('gives it back in one action: each bill’s part recorded, one transfer, one payment of the pain.001 file', async () => {
    const companyId = ids.Initech ?? ids.Globex!;
    const over = await bill(10_000, companyId);
    expect((await pay(over.id, 12_000)).status).toBe(201);
    const credited = await bill(5_000, companyId);
    await pay(credited.id, 5_000);
    expect(
      (
        await admin.post(`/api/bills/${credited.id}/credit-note`, {
          lines: [{ description: 'Remise', quantity: 1, unitPriceCents: 1_500, vatRate: 0 }],
        })
      ).status,
    ).toBe(201);
    const before = await panelOf(over.id);
    expect(before.customerCreditCents).toBeGreaterThanOrEqual(3_500);

    const path = `/api/bills/${over.id}/refunds/customer-credit`;
    expect((await fleetAcme.post(path, { date: today, method: 'transfer', iban: IBAN })).status).toBe(403);
    expect((await admin.post('/api/bills/999999/refunds/customer-credit', { date: today, method: 'cash' })).status).toBe(404);
    const bad = await admin.post(path, { date: today, method: 'transfer', iban: 'BE71 0961 2345 6768' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual({ iban: 'iban_invalid' });

    const res = await admin.post(path, { date: today, method: 'transfer', iban: IBAN, bic: 'GKCCBEBB', beneficiaryName: 'Initech SA' });
    expect(res.status, res.raw).toBe(201);
    expect(res.body.amountCents).toBe(before.customerCreditCents);
    const parts = res.body.refunds as Refund[];
    expect(parts.map((r) => r.transferId)).toEqual(parts.map(() => res.body.transferId));
    expect(parts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ bill: expect.objectContaining({ id: over.id }), amountCents: 2_000, status: 'pending' }),
        expect.objectContaining({ bill: expect.objectContaining({ id: credited.id }), amountCents: 1_500 }),
      ]),
    );
    expect(await panelOf(over.id)).toMatchObject({ creditCents: 0, customerCreditCents: 0 });
    expect((await admin.post(path, { date: today, method: 'cash' })).body.error.fields).toEqual({ amountCents: 'nothing_to_refund' });
    expect((await auditOf(t.db, 'bill', credited.id)).map((a) => a.action)).toContain('refund.recorded');

    // One transfer in the file: the sum, every bill number, a file the XSD accepts.
    const batch = await admin.post('/api/refunds/batches', { executionDate: addTarget2BusinessDays(today, 1) });
    expect(batch.status).toBe(201);
    const file = await admin.get(`/api/refunds/batches/${batch.body.id}/xml`);
    expect(await pain001Errors(file.raw)).toEqual([]);
    const total = (before.customerCreditCents / 100).toFixed(2);
    expect(file.raw).toContain(`<InstdAmt Ccy="EUR">${total}</InstdAmt>`);
    expect(file.raw).toContain(`<EndToEndId>VP-REFUND-${String(res.body.transferId).padStart(6, '0')}</EndToEndId>`);
    expect(file.raw).toMatch(new RegExp(`<Ustrd>Refund [^<]*${over.number}[^<]*</Ustrd>`));
    expect(file.raw).toContain(credited.number);
    const transfers = file.raw.match(/<CdtTrfTxInf>/g)!.length;
    expect(file.raw).toContain(`<NbOfTxs>${transfers}</NbOfTxs>`);

    // The batch's own page lists its refunds.
    const page = await admin.get(`/api/refunds/batches/${batch.body.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ id: batch.body.id, messageId: batch.body.messageId, count: page.body.refunds.length });
    expect(page.body.refunds.map((r: Refund) => r.id)).toEqual(expect.arrayContaining(parts.map((r) => r.id)));
    expect(page.body.refunds.every((r: Refund) => r.status === 'batched')).toBe(true);
    expect((await fleetAcme.get(`/api/refunds/batches/${batch.body.id}`)).status).toBe(403);
    expect((await admin.get('/api/refunds/batches/999999')).status).toBe(404);
  });
});

describe('the refunds list (decision 065)', () => {
  it('filters by status, method, batch, dates and text, sorts, pages, and downloads CSV and XLSX in the reader’s language', async () => {
    const b = await bill(4_000, ids.Acme!);
    await pay(b.id, 7_000);
    const cash = await admin.post(`/api/bills/${b.id}/refunds`, { amountCents: 1_234, date: today, method: 'cash' });
    expect(cash.status).toBe(201);
    const transfer = await admin.post(`/api/bills/${b.id}/refunds`, {
      amountCents: 1_766,
      date: today,
      method: 'transfer',
      iban: IBAN,
      beneficiaryName: 'Acme SA',
    });
    expect(transfer.status).toBe(201);

    const byNumber = (await admin.get(`/api/refunds?q=${b.number}`)).body;
    expect(byNumber.data.map((r: Refund) => r.id).sort()).toEqual([cash.body.id, transfer.body.id].sort());
    expect(byNumber.data[0]).toMatchObject({ bill: { number: b.number, customerName: 'Acme' } });
    expect((await admin.get(`/api/refunds?q=${b.number}&method=cash`)).body.data.map((r: Refund) => r.id)).toEqual([cash.body.id]);
    expect((await admin.get(`/api/refunds?q=${b.number}&status=pending`)).body.data.map((r: Refund) => r.id)).toEqual([transfer.body.id]);
    expect((await admin.get(`/api/refunds?q=${b.number}&status=done`)).body.data.map((r: Refund) => r.id)).toEqual([cash.body.id]);
    expect((await admin.get(`/api/refunds?q=${b.number}&sort=amount&order=asc`)).body.data.map((r: Refund) => r.amountCents)).toEqual([
      1_234, 1_766,
    ]);
    expect((await admin.get(`/api/refunds?q=${b.number}&sort=amount&order=desc`)).body.data.map((r: Refund) => r.amountCents)).toEqual([
      1_766, 1_234,
    ]);
    expect((await admin.get(`/api/refunds?q=${b.number}&from=${today}&to=${today}`)).body.meta.total).toBe(2);
    expect((await admin.get(`/api/refunds?q=${b.number}&to=2020-01-01`)).body.meta.total).toBe(0);
    const paged = (await admin.get(`/api/refunds?q=${b.number}&perPage=1&page=2&sort=amount&order=asc`)).body;
    expect(paged).toMatchObject({ meta: { page: 2, perPage: 1, total: 2 }, data: [{ id: transfer.body.id }] });
    const all = (await admin.get('/api/refunds?sort=customer&order=asc&perPage=100')).body.data as Refund[];
    const names = all.map((r) => r.bill.customerName);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect((await admin.get('/api/refunds?sort=owner')).status).toBe(422);
    expect((await admin.get('/api/refunds?from=yesterday')).status).toBe(422);
    expect((await fleetAcme.get('/api/refunds?format=csv')).status).toBe(403);

    const csv = await admin.get(`/api/refunds?q=${b.number}&sort=amount&order=asc&format=csv&lang=en`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.raw
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date;Customer;Bill;Amount (€);Method;Status;Beneficiary;IBAN;BIC;Transfer file');
    expect(lines.slice(1)).toHaveLength(2);
    expect(lines[1]).toContain(`;Acme;${b.number};12,34;Cash;Refunded;`);
    expect(lines[2]).toContain(`;Acme;${b.number};17,66;Transfer;To transfer;Acme SA;BE71096123456769;`);
    const fr = await admin.get(`/api/refunds?q=${b.number}&format=csv&lang=fr`);
    expect(fr.raw).toContain('Date;Client;Facture;Montant (€);Mode;Statut');
    expect(fr.raw).toContain('Espèces;Remboursé');
    const xlsx = await admin.get(`/api/refunds?q=${b.number}&sort=amount&order=asc&format=xlsx&lang=nl`);
    expect(xlsx.status).toBe(200);
    const rows = await sheetRows(xlsx.bytes);
    expect(rows[0]!.slice(0, 4)).toEqual(['Datum', 'Klant', 'Factuur', 'Bedrag (€)']);
    expect(rows[1]).toEqual(expect.arrayContaining(['Acme', b.number, 12.34, 'Contant', 'Terugbetaald']));
  });

  it('has demo refunds: a transfer file of one customer’s credit over two bills, XSD-valid, and a cash refund', async () => {
    const batches = (await admin.get('/api/refunds/batches?perPage=100')).body.data as { id: number; messageId: string }[];
    const demo = batches.find((b) => b.messageId === 'VP-SCT-DEMO-000001');
    expect(demo).toBeDefined();
    const page = (await admin.get(`/api/refunds/batches/${demo!.id}`)).body;
    expect(page.refunds).toHaveLength(2);
    const byBatch = (await admin.get(`/api/refunds?batchId=${demo!.id}`)).body;
    expect(byBatch.meta.total).toBe(2);
    expect(byBatch.data.every((r: Refund) => r.batch?.id === demo!.id && r.status === 'batched')).toBe(true);
    expect(new Set(page.refunds.map((r: Refund) => r.transferId)).size).toBe(1);
    const file = await admin.get(`/api/refunds/batches/${demo!.id}/xml`);
    expect(await pain001Errors(file.raw)).toEqual([]);
    expect(file.raw.match(/<CdtTrfTxInf>/g)).toHaveLength(1);
    expect((await admin.get('/api/refunds?method=cash')).body.meta.total).toBeGreaterThan(0);
  });
});
