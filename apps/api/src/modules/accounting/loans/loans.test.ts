import { addDays, addMonths, brusselsToday, loanSchema, loanListSchema } from '@veloport/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleet = t.signedIn('fleetAcme');
const mechanic = t.signedIn('mechanic');

const today = () => brusselsToday(t.clock);
const loan = (over: Record<string, unknown> = {}) => ({
  lender: 'Triodos',
  reference: `T-${Math.random().toString(36).slice(2, 10)}`,
  principalCents: 1_000_000,
  annualRatePercent: 5,
  startDate: addMonths(today(), -3),
  months: 12,
  method: 'annuity',
  ...over,
});

describe('loans are for admins only', () => {
  it('answers 403 to a fleet manager and a mechanic on every route', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/loans'],
      ['POST', '/api/loans'],
      ['GET', '/api/loans/1'],
      ['POST', '/api/loans/1/payments'],
      ['POST', '/api/loans/1/prepayments'],
      ['GET', '/api/loans/bank-matches'],
      ['POST', '/api/loans/1/bank-matches'],
      ['POST', '/api/loans/bank-matches/accept-all'],
      ['GET', '/api/loans/debt-over-time'],
    ];
    for (const who of [fleet, mechanic])
      for (const [method, url] of calls)
        expect([url, (await who.request(method as 'GET', url, method === 'GET' ? undefined : loan())).status]).toEqual([url, 403]);
    expect((await t.client().get('/api/loans')).status).toBe(401);
  });
});

describe('an admin records a loan and reads its schedule', () => {
  it('records a loan for 40 bikes: 201 with its id, then 12 instalments of 856.07 € that repay the principal', async () => {
    const bikeIds = (await t.db.execute<{ id: number }>(sql`select id from bikes order by id limit 40`)).rows.map((r) => Number(r.id));
    const created = await admin.post('/api/loans', loan({ bikeIds }));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number) });
    const res = await admin.get(`/api/loans/${created.body.id}`);
    expect(res.status).toBe(200);
    const got = loanSchema.parse(res.body);
    expect(got.principalCents).toBe(1_000_000);
    expect(got.outstandingCents).toBe(1_000_000);
    expect(got.bikeIds).toHaveLength(40);
    expect(got.schedule).toHaveLength(12);
    expect(got.schedule[0]).toMatchObject({
      number: 1,
      principalCents: 81_440,
      interestCents: 4_167,
      paymentCents: 85_607,
      balanceAfterCents: 918_560,
    });
    expect(got.schedule.reduce((s, r) => s + r.principalCents, 0)).toBe(1_000_000);
    expect(got.schedule.at(-1)!.balanceAfterCents).toBe(0);
    // Three months in, the instalments due before today are overdue until paid.
    expect(got.overdueInstalments).toBeGreaterThanOrEqual(2);
  });

  it('refuses a zero or negative principal, a rate outside 0–30 %, 0 months, unknown bikes: 422 with field codes, nothing written', async () => {
    const count = async () => Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from loans`)).rows[0]!.n);
    const before = await count();
    for (const [body, field, code] of [
      [{ principalCents: 0 }, 'principalCents', 'too_small'],
      [{ principalCents: -100 }, 'principalCents', 'too_small'],
      [{ annualRatePercent: 30.5 }, 'annualRatePercent', 'too_big'],
      [{ annualRatePercent: -1 }, 'annualRatePercent', 'too_small'],
      [{ months: 0 }, 'months', 'too_small'],
      [{ method: 'balloon' }, 'method', 'invalid'],
      [{ lender: ' ' }, 'lender', 'required'],
      [{ bikeIds: [2_000_000_000] }, 'bikeIds', 'invalid'],
    ] as const) {
      const res = await admin.post('/api/loans', loan(body));
      expect([field, res.status, res.body.error.fields?.[field]]).toEqual([field, 422, code]);
    }
    expect(await count()).toBe(before);
  });

  it('accepts a rate of 0 %: the principal in equal parts, no interest', async () => {
    const { body } = await admin.post('/api/loans', loan({ annualRatePercent: 0, principalCents: 100_000, months: 3, method: 'linear' }));
    const got = loanSchema.parse((await admin.get(`/api/loans/${body.id}`)).body);
    expect(got.schedule.map((r) => [r.principalCents, r.interestCents])).toEqual([
      [33_333, 0],
      [33_333, 0],
      [33_334, 0],
    ]);
  });

  it('refuses the same lender and reference twice (409) and answers 404 for an unknown loan', async () => {
    const body = loan();
    expect((await admin.post('/api/loans', body)).status).toBe(201);
    const again = await admin.post('/api/loans', body);
    expect([again.status, again.body.error.code]).toEqual([409, 'duplicate_loan']);
    expect((await admin.get('/api/loans/999999')).status).toBe(404);
  });
});

describe('paying instalments by hand', () => {
  it('pays the next instalment, lowers what is owed, refuses it twice or in the future, and audits who paid', async () => {
    const input = loan({ startDate: addMonths(today(), -2) });
    const { body } = await admin.post('/api/loans', input);
    const url = `/api/loans/${body.id}/payments`;
    const paid = await admin.post(url, { paidOn: today() });
    expect(paid.status).toBe(200);
    const got = loanSchema.parse(paid.body);
    expect(got.schedule[0]!.paidOn).toBe(today());
    expect(got.outstandingCents).toBe(1_000_000 - 81_440);

    const twice = await admin.post(url, { number: 1, paidOn: today() });
    expect([twice.status, twice.body.error.fields]).toEqual([422, { number: 'instalment_paid' }]);
    const future = await admin.post(url, { paidOn: addDays(today(), 1) });
    expect([future.status, future.body.error.fields]).toEqual([422, { paidOn: 'in_the_future' }]);
    const beyond = await admin.post(url, { number: 13, paidOn: today() });
    expect(beyond.status).toBe(422);
    expect((await admin.post('/api/loans/999999/payments', { paidOn: today() })).status).toBe(404);

    // The bank journal books it: interest on 650000, principal on 174000, the bank credited.
    const books = (await admin.get('/api/accounting/daybooks')).body.data as { id: number; code: string }[];
    const bnk = books.find((b) => b.code === 'BNK')!;
    const entries = (await admin.get(`/api/accounting/daybooks/${bnk.id}/entries?from=${today()}&to=${today()}`)).body.data as {
      reference: string;
      lines: { account: string; debitCents: number; creditCents: number }[];
    }[];
    const entry = entries.find((e) => e.reference === `${input.reference}/1`)!;
    expect(entry.lines.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual([
      ['650000', 4_167, 0],
      ['174000', 81_440, 0],
      ['550000', 0, 85_607],
    ]);

    const audit = await t.db.execute<{ action: string; actor_id: number }>(
      sql`select action, actor_id from audit_log where entity = 'loan' and entity_id = ${String(body.id)} order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['loan.create', 'loan.pay']);
    expect(audit.rows.every((r) => r.actor_id !== null)).toBe(true);
  });
});

describe('an early repayment', () => {
  // Fixed past dates: 10,000 € at 5 % over 12 months from 15 January 2025, three instalments paid, 3,000 € repaid on 1 May.
  it('recomputes the rest, charges interest and the indemnity, books it, and ends the loan when repaid in full', async () => {
    const input = loan({ startDate: '2025-01-15' });
    const { body } = await admin.post('/api/loans', input);
    const url = `/api/loans/${body.id}/prepayments`;
    const unpaid = await admin.post(url, { paidOn: '2025-05-01', principalCents: 300_000 });
    expect([unpaid.status, unpaid.body.error.fields]).toEqual([422, { paidOn: 'instalments_unpaid' }]);
    for (const paidOn of ['2025-02-15', '2025-03-15', '2025-04-15']) await admin.post(`/api/loans/${body.id}/payments`, { paidOn });

    const res = await admin.post(url, { paidOn: '2025-05-01', principalCents: 300_000 });
    expect(res.status).toBe(200);
    const got = loanSchema.parse(res.body);
    // Shorten by default: the same 856.07 € instalment, six left instead of nine, the last one smaller.
    expect(got.schedule).toHaveLength(9);
    expect(got.schedule[3]).toMatchObject({ number: 4, dueDate: '2025-05-15', interestCents: 1_894, paymentCents: 85_607 });
    expect(got.schedule.at(-1)).toMatchObject({ dueDate: '2025-10-15', paymentCents: 32_730, balanceAfterCents: 0 });
    expect(got.outstandingCents).toBe(454_660);
    expect(got.prepayments).toEqual([
      expect.objectContaining({
        paidOn: '2025-05-01',
        principalCents: 300_000,
        interestCents: 658,
        indemnityCents: 7_500,
        mode: 'shorten',
      }),
    ]);
    expect(got.prepayments[0]!.recordedByName).toEqual(expect.any(String));

    for (const [payload, field, code] of [
      [{ paidOn: '2025-05-05', principalCents: 454_661 }, 'principalCents', 'too_big'],
      [{ paidOn: '2025-05-05', indemnityCents: 1_000_000 }, 'indemnityCents', 'too_big'],
      [{ paidOn: '2025-05-01', principalCents: 100 }, 'paidOn', 'invalid_date'],
      [{ paidOn: addDays(today(), 1), principalCents: 100 }, 'paidOn', 'in_the_future'],
      [{ paidOn: '2025-05-05', mode: 'skip' }, 'mode', 'invalid'],
    ] as const) {
      const refused = await admin.post(url, payload);
      expect([field, refused.status, refused.body.error.fields?.[field]]).toEqual([field, 422, code]);
    }

    // All the rest, keeping the end date: nothing owed, no instalment left, a second repayment refused.
    const all = loanSchema.parse((await admin.post(url, { paidOn: '2025-05-10', mode: 'reduce', indemnityCents: 0 })).body);
    expect([all.outstandingCents, all.nextDueDate, all.schedule.length]).toEqual([0, null, 3]);
    expect(all.prepayments.map((p) => [p.principalCents, p.indemnityCents, p.mode])).toEqual([
      [300_000, 7_500, 'shorten'],
      [454_660, 0, 'reduce'],
    ]);
    const again = await admin.post(url, { paidOn: '2025-05-11' });
    expect([again.status, again.body.error.fields]).toEqual([422, { paidOn: 'loan_repaid' }]);
    expect((await admin.post('/api/loans/999999/prepayments', { paidOn: '2025-05-11' })).status).toBe(404);

    // The bank journal: the capital off 174000, 16 days of interest on 650000, the indemnity on 650200.
    const books = (await admin.get('/api/accounting/daybooks')).body.data as { id: number; code: string }[];
    const bnk = books.find((b) => b.code === 'BNK')!;
    const entries = (await admin.get(`/api/accounting/daybooks/${bnk.id}/entries?from=2025-05-01&to=2025-05-01`)).body.data as {
      reference: string;
      lines: { account: string; debitCents: number; creditCents: number }[];
    }[];
    const entry = entries.find((e) => e.reference.startsWith(`${input.reference}/R`))!;
    expect(entry.lines.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual([
      ['650000', 658, 0],
      ['650200', 7_500, 0],
      ['174000', 300_000, 0],
      ['550000', 0, 308_158],
    ]);
    const audit = await t.db.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'loan' and entity_id = ${String(body.id)} and action = 'loan.prepay'`,
    );
    expect(audit.rows).toHaveLength(2);
  });
});

describe('the list of loans and the debt over time', () => {
  it("lists the demo's two Triodos loans with outstanding capital, next due date and an overdue instalment", async () => {
    const res = await admin.get('/api/loans?q=TRI-FLEET&sort=reference');
    expect(res.status).toBe(200);
    const list = loanListSchema.parse(res.body);
    expect(list.data.map((l) => [l.lender, l.reference])).toEqual([
      ['Triodos', 'TRI-FLEET-40'],
      ['Triodos', 'TRI-FLEET-RENT'],
    ]);
    const [annuity, linear] = list.data;
    expect(annuity!.bikeCount).toBe(40);
    expect(annuity!.overdueInstalments).toBeGreaterThanOrEqual(1);
    expect(annuity!.outstandingCents).toBeLessThan(annuity!.principalCents);
    expect(linear!.overdueInstalments).toBe(0);
    expect(linear!.nextDueDate! >= today()).toBe(true);
  });

  it('shows an early repayment of the linear loan, and a bank line proposed for the annuity’s overdue instalment', async () => {
    const list = loanListSchema.parse((await admin.get('/api/loans?q=TRI-FLEET&sort=reference')).body);
    const [annuity, linear] = list.data;
    const detail = (await admin.get(`/api/loans/${linear!.id}`)).body as { prepayments: { principalCents: number; mode: string }[] };
    expect(detail.prepayments.map((p) => [p.principalCents, p.mode])).toEqual([[1_000_000, 'shorten']]);
    const proposals = (await admin.get('/api/loans/bank-matches')).body.data as { loanId: number; matchedBy: string }[];
    expect(proposals.filter((p) => p.loanId === annuity!.id).map((p) => p.matchedBy)).toEqual(['reference']);
  });

  it('downloads the list as CSV in the reader’s language', async () => {
    const res = await admin.get('/api/loans?format=csv&lang=nl');
    expect(res.status).toBe(200);
    expect(res.raw).toContain('Kredietgever');
    expect(res.raw).toContain('TRI-FLEET-40');
  });

  it('shows what is owed beside the fleet’s net book value at each year end', async () => {
    const res = await admin.get('/api/loans/debt-over-time');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(6);
    expect(res.body.data[1].outstandingCents).toBeGreaterThan(0);
    expect(res.body.data[1].netBookValueCents).toBeGreaterThan(0);
  });
});

describe('instalments found on the bank statements', () => {
  it('proposes the lines that name a loan and pay its next instalment, records them paid on their day, once', async () => {
    const iban = 'BE71 0961 2345 6769';
    const input = loan({ startDate: '2025-01-15', reference: `TRI-${Math.random().toString(36).slice(2, 8).toUpperCase()}`, iban });
    const { body } = await admin.post('/api/loans', input);
    expect(loanSchema.parse((await admin.get(`/api/loans/${body.id}`)).body).iban).toBe('BE71096123456769');
    // A statement already read (billing's import leaves money out that paid no bill as "ignored").
    const st = await t.db.execute<{ id: number }>(
      sql`insert into bank_statements (format, reference, date) values ('camt053', ${`LOAN-${input.reference}`}, '2025-03-31') returning id`,
    );
    const lines = [
      [-85_607, '2025-02-15', null, `Remboursement credit ${input.reference.toLowerCase()}`, 'Triodos'],
      [-85_607, '2025-03-14', 'BE71096123456769', null, 'Triodos Bank'],
      [-85_607, '2025-02-20', null, 'Loyer février', 'Immo SA'],
      [-12_345, '2025-02-21', null, input.reference, 'Triodos'],
    ] as const;
    for (const [k, [amount, date, account, text, name]] of lines.entries())
      await t.db.execute(
        sql`insert into bank_movements (statement_id, reference, date, amount_cents, counterparty_name, counterparty_account, free_text, status)
            values (${st.rows[0]!.id}, ${`${input.reference}-${k}`}, ${date}, ${amount}, ${name}, ${account}, ${text}, 'ignored')`,
      );

    const proposed = async () =>
      (
        (await admin.get('/api/loans/bank-matches')).body.data as {
          loanId: number;
          movementId: number;
          number: number;
          date: string;
          matchedBy: string;
        }[]
      ).filter((p) => p.loanId === body.id);
    const first = await proposed();
    expect(first.map((p) => [p.number, p.date, p.matchedBy])).toEqual([
      [1, '2025-02-15', 'reference'],
      [2, '2025-03-14', 'iban'],
    ]);
    const movements = await t.db.execute<{ id: number; amount_cents: number }>(
      sql`select id, amount_cents from bank_movements where amount_cents = -12345 and date = '2025-02-21'`,
    );
    const wrongAmount = await admin.post(`/api/loans/${body.id}/bank-matches`, { movementId: Number(movements.rows.at(-1)!.id) });
    expect([wrongAmount.status, wrongAmount.body.error.fields]).toEqual([422, { movementId: 'invalid' }]);

    const accepted = await admin.post(`/api/loans/${body.id}/bank-matches`, { movementId: first[0]!.movementId });
    expect(accepted.status).toBe(200);
    expect(loanSchema.parse(accepted.body).schedule[0]!.paidOn).toBe('2025-02-15');
    const twice = await admin.post(`/api/loans/${body.id}/bank-matches`, { movementId: first[0]!.movementId });
    expect(twice.status).toBeGreaterThanOrEqual(409);
    expect((await proposed()).map((p) => p.number)).toEqual([2]);

    const all = await admin.post('/api/loans/bank-matches/accept-all');
    expect([all.status, all.body.accepted >= 1]).toEqual([200, true]);
    const got = loanSchema.parse((await admin.get(`/api/loans/${body.id}`)).body);
    expect(got.schedule.slice(0, 3).map((r) => r.paidOn)).toEqual(['2025-02-15', '2025-03-14', null]);
    expect(await proposed()).toEqual([]);
    const audit = await t.db.execute<{ after: { movementId?: number } }>(
      sql`select after from audit_log where entity = 'loan' and entity_id = ${String(body.id)} and action = 'loan.pay' order by id`,
    );
    expect(audit.rows.map((r) => typeof r.after.movementId)).toEqual(['number', 'number']);
  });
});
