import { readFileSync } from 'node:fs';
import { addDays, addTarget2BusinessDays, brusselsToday, daysBetween, isBalanced, isWeekend, type EntryLine } from '@veloport/domain';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { pain001Errors } from '../../platform/pain001';
import { useDemoApp } from '../../test/demo-app';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleet = t.signedIn('fleetAcme');
const employee = t.signedIn('employee');
const sales = t.signedIn('sales');

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url));
const ubl = (data: Buffer | string, filename = 'invoice.xml') => ({ filename, contentType: 'application/xml', data: Buffer.from(data) });
const today = () => brusselsToday(t.clock);
const lastMonth = () => `from=${addDays(today(), -31)}&to=${today()}`;

type Entry = { id: number; number: number; year: number; date: string; reference: string; sourceKind: string; lines: EntryLine[] };
async function daybook(code: string) {
  const books = (await admin.get('/api/accounting/daybooks')).body.data as { id: number; code: string }[];
  return books.find((b) => b.code === code)!;
}
async function entries(code: string, query = lastMonth()): Promise<Entry[]> {
  const res = await admin.get(`/api/accounting/daybooks/${(await daybook(code)).id}/entries?${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
}
async function purchaseNamed(number: string) {
  const res = await admin.get(`/api/purchases?q=${encodeURIComponent(number)}`);
  return res.body.data.find((p: { number: string }) => p.number === number) as { id: number; status: string };
}

describe('the books are for admins only', () => {
  it('answers 403 to every other role on every route', async () => {
    const period = lastMonth();
    const calls: [string, string][] = [
      ['GET', '/api/accounting/daybooks'],
      ['GET', `/api/accounting/daybooks/1/entries?${period}`],
      ['GET', '/api/accounting/pending-client-payments'],
      ['GET', '/api/accounting/pending-supplier-payments'],
      ['GET', '/api/accounting/settings'],
      ['PUT', '/api/accounting/settings'],
      ['GET', `/api/accounting/checks/vat?${period}`],
      ['GET', `/api/accounting/export?${period}`],
      ['POST', `/api/accounting/journals/build?${period}`],
      ['GET', '/api/purchases'],
      ['GET', '/api/supplier-payments/batches'],
      ['POST', '/api/purchases'],
      ['POST', '/api/purchases/1/approve'],
      ['POST', '/api/purchases/1/refuse'],
      ['POST', '/api/supplier-payments/batches'],
      ['GET', '/api/supplier-payments/batches/1/xml'],
      ['POST', '/api/supplier-payments/batches/1/paid'],
      ['GET', '/api/purchases/peppol-deliveries'],
      ['GET', '/api/accounting/horus'],
      ['POST', '/api/accounting/horus/connect'],
      ['GET', '/api/accounting/horus/callback'],
      ['POST', `/api/accounting/horus/sync?${period}`],
    ];
    for (const who of [fleet, employee, sales])
      for (const [method, url] of calls)
        expect([method, url, (await who.request(method as 'GET', url, method === 'GET' ? undefined : {})).status]).toEqual([
          method,
          url,
          403,
        ]);
    expect((await t.client().get('/api/accounting/daybooks')).status).toBe(401);
  });

  it('puts every route in the OpenAPI document', async () => {
    const { paths } = (await admin.get('/api/docs/json')).body as { paths: Record<string, unknown> };
    for (const path of [
      '/api/accounting/daybooks',
      '/api/accounting/daybooks/{id}/entries',
      '/api/accounting/pending-client-payments',
      '/api/accounting/pending-supplier-payments',
      '/api/accounting/settings',
      '/api/accounting/checks/vat',
      '/api/accounting/export',
      '/api/purchases',
      '/api/purchases/{id}/approve',
      '/api/purchases/{id}/refuse',
      '/api/supplier-payments/batches',
      '/api/supplier-payments/batches/{id}/xml',
      '/api/purchases/peppol',
      '/api/purchases/peppol-deliveries',
      '/api/accounting/horus',
      '/api/accounting/horus/connect',
      '/api/accounting/horus/callback',
      '/api/accounting/horus/sync',
    ])
      expect(paths, path).toHaveProperty([path]);
  });
});

describe('daybooks and entries', () => {
  it('has the five default daybooks', async () => {
    const res = await admin.get('/api/accounting/daybooks');
    expect(res.body.data.map((d: { code: string; kind: string }) => [d.code, d.kind])).toEqual([
      ['VTE', 'sales'],
      ['ACH', 'purchases'],
      ['BNK', 'bank'],
      ['CSH', 'cash'],
      ['OD', 'misc'],
    ]);
  });

  it("writes the demo's last month: every entry balances, sales on 400000 / 700xxx / 451000 with grid codes", async () => {
    const vte = await entries('VTE');
    expect(vte.length).toBeGreaterThan(0);
    for (const e of [...vte, ...(await entries('BNK')), ...(await entries('ACH')), ...(await entries('CSH'))])
      expect(isBalanced(e.lines), e.reference).toBe(true);
    for (const e of vte) {
      expect(e.lines[0]!.account).toBe('400000');
      expect(e.lines[0]).not.toHaveProperty('vatCode');
      for (const l of e.lines.slice(1)) expect(l.account).toMatch(/^(70\d{4}|451000)$/);
      for (const l of e.lines.filter((l) => l.account === '451000')) expect(['54', '64']).toContain(l.vatCode);
    }
    const ach = await entries('ACH');
    expect(ach.flatMap((e) => e.lines.map((l) => [l.account, l.vatCode]))).toContainEqual(['411000', '59']);
    expect((await entries('BNK')).some((e) => e.sourceKind === 'supplier_payment')).toBe(true);
  });

  it("downloads a daybook's period as the journal's CSV, one row per line, headers in the screen's language", async () => {
    const vte = await entries('VTE');
    const csv = await admin.get(`/api/accounting/daybooks/${(await daybook('VTE')).id}/entries?${lastMonth()}&format=csv&lang=fr`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/journal-VTE-/);
    const lines = csv.raw.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Compte');
    expect(lines).toHaveLength(1 + vte.reduce((n, e) => n + e.lines.length, 0));
  });

  it('numbers each daybook per year without gaps, and a second run writes nothing', async () => {
    const year = today().slice(0, 4);
    const query = `from=${year}-01-01&to=${today()}`;
    for (const code of ['VTE', 'BNK']) {
      const numbers = (await entries(code, query)).filter((e) => String(e.year) === year).map((e) => e.number);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    }
    const again = await admin.post(`/api/accounting/journals/build?${query}`);
    expect(again.body).toEqual({ created: 0 });
  });

  it('is never edited and never unbalanced: the database refuses both', async () => {
    const [entry] = await entries('VTE');
    const od = (await daybook('OD')).id;
    await expect(t.db.execute(sql`update journal_lines set description = 'changed' where entry_id = ${entry!.id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from journal_entries where id = ${entry!.id}`)).rejects.toThrow();
    const unbalanced = t.db.transaction(async (tx) => {
      const inserted = await tx.execute(
        sql`insert into journal_entries (daybook_id, year, number, date, reference, source_kind, source_id, debit_cents, credit_cents)
            values (${od}, 1999, 1, '1999-01-01', 'test', 'test', 1, 100, 100) returning id`,
      );
      const id = (inserted.rows[0] as { id: number }).id;
      await tx.execute(
        sql`insert into journal_lines (entry_id, position, account, debit_cents, credit_cents, description)
            values (${id}, 0, '550000', 100, 0, 'x'), (${id}, 1, '400000', 0, 99, 'x')`,
      );
    });
    // The check runs at commit: PostgreSQL's driver reports the failed COMMIT and keeps the trigger's words as its cause.
    const refusal = await unbalanced.then(
      () => null,
      (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
    );
    expect(refusal).toMatch(/does not balance/);
  });

  it('refuses a period over a year or ending before it starts', async () => {
    const id = (await daybook('VTE')).id;
    expect(
      (await admin.get(`/api/accounting/daybooks/${id}/entries?from=${addDays(today(), -400)}&to=${today()}`)).body.error.fields,
    ).toEqual({ to: 'period_too_long' });
    expect((await admin.get(`/api/accounting/daybooks/${id}/entries?from=${today()}&to=${addDays(today(), -1)}`)).status).toBe(422);
    expect((await admin.get(`/api/accounting/daybooks/99999/entries?${lastMonth()}`)).status).toBe(404);
  });

  it("finds the sales journal's VAT equal to the demo's bills and credit notes", async () => {
    const res = await admin.get(`/api/accounting/checks/vat?${lastMonth()}`);
    expect(res.status).toBe(200);
    expect(res.body.equal).toBe(true);
    expect(res.body.journalVatCents).toBe(res.body.documentsVatCents);
  });

  it('reads and changes the settings, Belgian defaults first', async () => {
    const res = await admin.get('/api/accounting/settings');
    expect(res.body.accounts).toMatchObject({
      customers: '400000',
      suppliers: '440000',
      vatPayable: '451000',
      vatRecoverable: '411000',
      bank: '550000',
      cash: '570000',
      purchases: '604000',
    });
    expect(res.body.vatCodes.salesBase).toEqual({ '21': '03', '12': '02', '6': '01', '0': '00' });
    const changed = { ...res.body, accounts: { ...res.body.accounts, bank: '550100' } };
    expect((await admin.put('/api/accounting/settings', changed)).body.accounts.bank).toBe('550100');
    expect((await admin.put('/api/accounting/settings', { ...changed, accounts: { ...changed.accounts, bank: 'x' } })).status).toBe(422);
    await admin.put('/api/accounting/settings', res.body);
  });
});

describe('pending payments', () => {
  it('ages open invoices and supplier invoices from the Brussels today, bucket totals adding up', async () => {
    for (const url of ['/api/accounting/pending-client-payments', '/api/accounting/pending-supplier-payments']) {
      const { data, totals } = (await admin.get(url)).body as {
        data: { openCents: number; dueDate: string | null; daysOverdue: number }[];
        totals: Record<string, number>;
      };
      expect(data.length).toBeGreaterThan(0);
      expect(Object.values(totals).reduce((a, b) => a + b, 0)).toBe(data.reduce((a, d) => a + d.openCents, 0));
      for (const d of data) expect(d.daysOverdue).toBe(d.dueDate && d.dueDate < today() ? daysBetween(d.dueDate, today()) : 0);
    }
    const xlsx = await admin.get('/api/accounting/pending-client-payments?format=xlsx&lang=nl');
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const csv = await admin.get('/api/accounting/pending-supplier-payments?format=csv&lang=en');
    expect(csv.raw.split(/\r?\n/)[0]).toContain('Days overdue');
    const suppliers = (await admin.get('/api/accounting/pending-supplier-payments')).body;
    expect(suppliers.totals.over90Cents).toBeGreaterThan(0);
    expect(suppliers.totals.notDueCents).toBeGreaterThan(0);
    expect(suppliers.data.map((d: { number: string }) => d.number)).not.toContain('NE-2026-70');
  });
});

describe('purchases', () => {
  it('reads an uploaded UBL invoice, creates its supplier, and refuses the same upload twice', async () => {
    const res = await admin.upload('/api/purchases', ubl(sample('belgian-supplier-invoice.xml')));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'to_approve',
      supplier: { name: 'Cycles Distribution Benelux', vatNumber: 'BE0477472701' },
      number: 'FV-2026-0815',
      totals: { exclVatCents: 114_000, vatCents: 21_840, inclVatCents: 135_840 },
    });
    // Its page reads the lines and the VAT per rate from the UBL as received.
    const detail = (await admin.get(`/api/purchases/${res.body.id}`)).body;
    expect(detail.lines).toEqual([
      { description: 'Cadre aluminium 54 cm', quantity: 2, netCents: 100_000, vatRate: 21 },
      { description: "Manuel d'entretien", quantity: 4, netCents: 14_000, vatRate: 6 },
    ]);
    expect(detail.vatPerRate).toEqual([
      { rate: 21, baseCents: 100_000, vatCents: 21_000 },
      { rate: 6, baseCents: 14_000, vatCents: 840 },
    ]);
    // It meets the official EN 16931 and Peppol rules (decision 108).
    expect(detail.officialRules).toEqual([]);
    const again = await admin.upload('/api/purchases', ubl(sample('belgian-supplier-invoice.xml')));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('duplicate_purchase');

    // One that breaks an official rule (an empty element) is still received, the rule shown beside it to the admin.
    const flawed = sample('belgian-supplier-invoice.xml')
      .toString('utf8')
      .replace('FV-2026-0815', 'FV-2026-0816')
      .replace(/(<cbc:InvoiceTypeCode>[^<]*<\/cbc:InvoiceTypeCode>)/, '$1<cbc:Note></cbc:Note>');
    const received = await admin.upload('/api/purchases', ubl(flawed));
    expect(received.status, received.raw).toBe(201);
    const flawedDetail = (await admin.get(`/api/purchases/${received.body.id}`)).body;
    expect(flawedDetail.officialRules).toEqual([
      { rule: 'PEPPOL-EN16931-R008', flag: 'fatal', message: 'Document MUST not contain empty elements.' },
    ]);

    // One out of the OASIS UBL 2.1 schema (the due date written before the issue date) names the schema's complaint too.
    const outOfSchema = sample('belgian-supplier-invoice.xml')
      .toString('utf8')
      .replace('FV-2026-0815', 'FV-2026-0817')
      .replace(/(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)/, '<cbc:Note>Merci</cbc:Note>$1');
    const late = await admin.upload('/api/purchases', ubl(outOfSchema));
    expect(late.status, late.raw).toBe(201);
    const lateRules = (await admin.get(`/api/purchases/${late.body.id}`)).body.officialRules;
    expect(lateRules).toContainEqual({ rule: 'UBL-2.1-XSD', flag: 'fatal', message: expect.stringMatching(/^line \d+: .*IssueDate/) });
  });

  it('answers 422 with a field code for a file that is not XML or not an invoice', async () => {
    const broken = await admin.upload('/api/purchases', ubl('not xml at all <'));
    expect([broken.status, broken.body.error.fields]).toEqual([422, { file: 'ubl_unreadable' }]);
    const order = await admin.upload(
      '/api/purchases',
      ubl('<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"><ID>1</ID></Order>'),
    );
    expect([order.status, order.body.error.fields]).toEqual([422, { file: 'not_a_ubl_invoice' }]);
  });

  it('approves and refuses an invoice once, and lists by status', async () => {
    const official = await admin.upload('/api/purchases', ubl(sample('peppol-bis3-base-example.xml')));
    expect(official.status).toBe(201);
    const refused = await admin.post(`/api/purchases/${official.body.id}/refuse`, { reason: 'Not ours' });
    expect(refused.body).toMatchObject({ status: 'refused', refusalReason: 'Not ours' });
    expect((await admin.post(`/api/purchases/${official.body.id}/approve`)).body.error.fields).toEqual({ status: 'already_final' });
    expect((await admin.post(`/api/purchases/${official.body.id}/refuse`, {})).status).toBe(422);
    const mine = await purchaseNamed('FV-2026-0815');
    expect((await admin.post(`/api/purchases/${mine.id}/approve`)).body.status).toBe('approved');
    for (const status of ['to_approve', 'approved', 'paid']) {
      const page = (await admin.get(`/api/purchases?status=${status}&perPage=2`)).body;
      expect(page.meta).toMatchObject({ page: 1, perPage: 2 });
      expect(page.meta.total).toBeGreaterThan(0);
      for (const p of page.data) expect(p.status).toBe(status);
    }
    const csv = await admin.get('/api/purchases?format=csv&lang=en');
    expect(csv.raw).toContain('Supplier');
  });
});

describe('supplier payments', () => {
  const nextBusinessDay = () => addTarget2BusinessDays(today(), 1);

  it('refuses an invoice not approved, a supplier without IBAN, and a date in the past or not a business day', async () => {
    const toApprove = await purchaseNamed('FV-DEMO-003');
    const noIban = await purchaseNamed('NE-2026-77');
    const approved = await purchaseNamed('FV-DEMO-002');
    const batch = (purchaseIds: number[], executionDate = nextBusinessDay()) =>
      admin.post('/api/supplier-payments/batches', { purchaseIds, executionDate });
    expect((await batch([approved.id, toApprove.id])).body.error.fields).toEqual({ purchaseIds: 'purchase_not_payable' });
    expect((await batch([noIban.id])).body.error.fields).toEqual({ purchaseIds: 'no_supplier_iban' });
    expect((await batch([approved.id], addDays(today(), -1))).body.error.fields).toEqual({ executionDate: 'in_the_past' });
    let weekend = addDays(today(), 1);
    while (!isWeekend(weekend)) weekend = addDays(weekend, 1);
    expect((await batch([approved.id], weekend)).body.error.fields).toEqual({ executionDate: 'not_business_day' });
    expect((await batch([approved.id])).status).toBe(201);
  });

  it('downloads a pain.001.001.03 the XSD accepts, with the structured communication as a creditor reference, and pays on marking', async () => {
    const approved = await purchaseNamed('PVW-4471');
    const mine = await purchaseNamed('FV-2026-0815');
    const created = await admin.post('/api/supplier-payments/batches', {
      purchaseIds: [approved.id, mine.id],
      executionDate: nextBusinessDay(),
    });
    expect(created.status).toBe(201);
    const xml = await admin.get(`/api/supplier-payments/batches/${created.body.id}/xml`);
    expect(xml.status).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.raw).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    expect(xml.raw).toContain('<Ref>090933755493</Ref>');
    expect(xml.raw).toContain('<Ustrd>PVW-4471</Ustrd>');
    expect(await pain001Errors(xml.raw)).toEqual([]);
    expect(
      (await admin.post('/api/supplier-payments/batches', { purchaseIds: [approved.id], executionDate: nextBusinessDay() })).body.error
        .fields,
    ).toEqual({
      purchaseIds: 'purchase_not_payable',
    });
    expect((await admin.post(`/api/supplier-payments/batches/${created.body.id}/paid`)).body.status).toBe('paid');
    expect((await purchaseNamed('PVW-4471')).status).toBe('paid');
    // The list of batches, newest first, by status, and as a spreadsheet.
    const paid = (await admin.get('/api/supplier-payments/batches?status=paid')).body;
    expect(paid.data[0]).toMatchObject({ id: created.body.id, status: 'paid', count: 2, totalCents: created.body.totalCents });
    expect((await admin.get('/api/supplier-payments/batches?status=open')).body.data.map((b: { id: number }) => b.id)).not.toContain(
      created.body.id,
    );
    const csv = await admin.get('/api/supplier-payments/batches?format=csv&lang=fr');
    expect(csv.raw).toContain('Date d’exécution');
    expect(csv.raw).toContain(created.body.messageId);
    expect((await admin.post(`/api/supplier-payments/batches/${created.body.id}/paid`)).status).toBe(422);
  });
});

describe('two runs at once', () => {
  it('write an approved purchase once, and its year of the purchases daybook keeps numbers without gaps', async () => {
    const day = '2026-11-02'; // the Belgian sample's issue date, approved above
    const runs = await Promise.all([1, 2].map(() => admin.post(`/api/accounting/journals/build?from=${day}&to=${day}`)));
    expect(runs.map((r) => r.status)).toEqual([200, 200]);
    // The demo's history may have bills that day too (decision 097): what counts is that nothing is written twice, so a
    // third run finds nothing left to write, and the purchase has one entry.
    expect((await admin.post(`/api/accounting/journals/build?from=${day}&to=${day}`)).body.created).toBe(0);
    const ach = await entries('ACH', 'from=2026-01-01&to=2026-12-31');
    expect(ach.filter((e) => e.reference === 'FV-2026-0815')).toHaveLength(1);
    const numbers = ach.filter((e) => e.year === 2026).map((e) => e.number);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});

describe("the accountant's ZIP", () => {
  it("holds the period's journal as CSV, the bills' UBL and PDF and the purchases' UBL", async () => {
    const res = await admin.get(`/api/accounting/export?from=${addDays(today(), -10)}&to=${today()}&lang=fr`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.bytes));
    const names = Object.keys(files);
    expect(names).toContain('journal.csv');
    expect(Buffer.from(files['journal.csv']!).toString('utf8')).toContain('Compte');
    expect(names.some((n) => n.startsWith('purchases/') && n.endsWith('.xml'))).toBe(true);
    expect(names.some((n) => n.startsWith('sales/'))).toBe(true);
  });
});
