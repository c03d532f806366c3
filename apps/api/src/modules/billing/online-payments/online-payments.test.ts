import { addDays } from '@veloport/domain';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf } from '../../../test/fixtures';
import { stripeSignature } from './stripe.provider';
import { createTestPaymentProvider } from './test-payment-provider';

const SECRET = 'whsec_test_online_payments';
/** Stripe signs with the time it sends; the app judges it by its own clock (the machine's here). */
const nowSeconds = () => Math.floor(Date.now() / 1000);
const provider = createTestPaymentProvider(SECRET);
const t = useDemoApp({ config: { onlinePayments: { stripe: undefined, provider } } });
const admin = t.signedIn('admin');
const employee = t.signedIn('employee');
const otherEmployee = t.signedIn('globexEmployee');

async function issuedBillFor(userId: number) {
  const draft = await admin.post('/api/bills', {
    userId,
    lines: [{ description: 'Révision complète', quantity: 1, unitPriceCents: 10_000, vatRate: 21 }],
  });
  const issued = await admin.post(`/api/bills/${draft.body.id}/issue`);
  if (issued.status !== 200) throw new Error(`issue: ${issued.status} ${issued.raw}`);
  return issued.body;
}

let eventSeq = 0;
function paidEvent(sessionId: string, amountCents: number, id = `evt_${++eventSeq}`) {
  return JSON.stringify({
    id,
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', amount_total: amountCents, currency: 'eur' } },
  });
}
/** The provider's call: no session, no CSRF cookie, only its signature. */
const webhook = (body: string, signature: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
  });

describe('paying a bill online', () => {
  it('shows the button, and gives the customer a checkout page for what they owe', async () => {
    expect((await t.client().get('/api/payments/config')).body).toEqual({ enabled: true, provider: 'test' });
    const bill = await issuedBillFor(employee.user.id);
    const res = await employee.post(`/api/bills/${bill.id}/pay-online`);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/pay\.test\/checkout\/cs_test_/);
    const asked = provider.checkouts.at(-1)!;
    expect(asked).toMatchObject({
      reference: `bill-${bill.id}`,
      amountCents: 12_100,
      currency: 'eur',
      customerEmail: 'employee@acme.test',
      metadata: { billId: String(bill.id) },
    });
    expect(asked.successUrl).toBe(`http://portal.test/${employee.user.language}/dashboard/bills/mine/${bill.id}?payment=done`);
    expect((await auditOf(t.db, 'bill', bill.id)).map((a) => a.action)).toContain('bill.online_checkout');
  });

  it("puts the bill's page in a private customer's payment reminder, to pay it online from there", async () => {
    const draft = await admin.post('/api/bills', {
      userId: employee.user.id,
      dueDate: addDays(t.clock.today(), -12),
      lines: [{ description: 'Révision complète', quantity: 1, unitPriceCents: 10_000, vatRate: 21 }],
    });
    const bill = (await admin.post(`/api/bills/${draft.body.id}/issue`)).body;
    expect((await admin.post(`/api/bills/${bill.id}/reminders`)).status).toBe(200);
    const reminder = t.mailsTo('employee@acme.test').at(-1)!;
    expect(reminder.subject).toContain(bill.number);
    expect(reminder.text).toContain(`http://portal.test/${employee.user.language}/dashboard/bills/mine/${bill.id}`);
  });

  it("answers 404 for another's bill or a draft, 401 to a visitor", async () => {
    const bill = await issuedBillFor(employee.user.id);
    expect((await otherEmployee.post(`/api/bills/${bill.id}/pay-online`)).status).toBe(404);
    const draft = await admin.post('/api/bills', {
      userId: employee.user.id,
      lines: [{ description: 'x', quantity: 1, unitPriceCents: 100, vatRate: 21 }],
    });
    expect((await employee.post(`/api/bills/${draft.body.id}/pay-online`)).status).toBe(404);
    expect((await admin.post(`/api/bills/${draft.body.id}/pay-online`)).body.error.code).toBe('bill_not_issued');
    expect((await t.client().post(`/api/bills/${bill.id}/pay-online`)).status).toBe(401);
    expect((await employee.post('/api/bills/999999/pay-online')).status).toBe(404);
  });

  it('marks the bill paid when the signed webhook arrives, once however often it is sent', async () => {
    const bill = await issuedBillFor(employee.user.id);
    await employee.post(`/api/bills/${bill.id}/pay-online`);
    const sessionId = `cs_test_${provider.checkouts.length}_bill-${bill.id}`;
    const body = paidEvent(sessionId, 12_100);
    const first = await webhook(body, stripeSignature(body, SECRET, nowSeconds()));
    expect([first.statusCode, JSON.parse(first.body)]).toEqual([200, { received: true, handled: true }]);
    const paid = await employee.get(`/api/bills/${bill.id}`);
    expect(paid.body).toMatchObject({ status: 'paid', paidCents: 12_100 });
    const again = await webhook(body, stripeSignature(body, SECRET, nowSeconds()));
    expect([again.statusCode, JSON.parse(again.body)]).toEqual([200, { received: true, handled: false }]);
    // A second event for the same session (Stripe retries under a new id too) pays nothing more.
    const other = paidEvent(sessionId, 12_100);
    expect(JSON.parse((await webhook(other, stripeSignature(other, SECRET, nowSeconds()))).body).handled).toBe(false);
    expect((await employee.get(`/api/bills/${bill.id}`)).body.paidCents).toBe(12_100);
    const payAgain = await employee.post(`/api/bills/${bill.id}/pay-online`);
    expect([payAgain.status, payAgain.body.error.code]).toEqual([409, 'already_paid']);
    expect((await auditOf(t.db, 'bill', bill.id)).map((a) => a.action)).toContain('bill.payment_recorded');
    // The payment is one of the bill's payments, beside those of bank statements (decision 047).
    const payments = (await employee.get(`/api/bills/${bill.id}/payments`)).body;
    expect(payments.payments.map((p: { source: string; amountCents: number }) => [p.source, p.amountCents])).toEqual([['online', 12_100]]);
  });

  it('refuses a webhook whose signature does not verify, and changes nothing', async () => {
    const bill = await issuedBillFor(employee.user.id);
    await employee.post(`/api/bills/${bill.id}/pay-online`);
    const sessionId = `cs_test_${provider.checkouts.length}_bill-${bill.id}`;
    const body = paidEvent(sessionId, 12_100);
    const cases = [
      stripeSignature(body, 'whsec_someone_else', nowSeconds()),
      stripeSignature(body.replace('12100', '99'), SECRET, nowSeconds()),
      stripeSignature(body, SECRET, nowSeconds() - 3_600),
      't=abc,v1=',
      null,
    ];
    for (const signature of cases) {
      const res = await webhook(body, signature);
      expect(res.statusCode, String(signature)).toBe(400);
      expect(JSON.parse(res.body).error.code).toBe('signature_invalid');
    }
    expect((await employee.get(`/api/bills/${bill.id}`)).body).toMatchObject({ status: 'issued', paidCents: 0 });
  });

  it('acknowledges events it does not act on', async () => {
    const body = JSON.stringify({ id: 'evt_other', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    const res = await webhook(body, stripeSignature(body, SECRET, nowSeconds()));
    expect([res.statusCode, JSON.parse(res.body)]).toEqual([200, { received: true, handled: false }]);
  });
});

describe('without a payment provider (the demo)', () => {
  const plain = useDemoApp();
  const a = plain.signedIn('admin');
  const e = plain.signedIn('employee');
  it('hides the button and answers 409 not_configured', async () => {
    expect((await plain.client().get('/api/payments/config')).body).toEqual({ enabled: false, provider: null });
    const draft = await a.post('/api/bills', {
      userId: e.user.id,
      lines: [{ description: 'x', quantity: 1, unitPriceCents: 100, vatRate: 21 }],
    });
    await a.post(`/api/bills/${draft.body.id}/issue`);
    const res = await e.post(`/api/bills/${draft.body.id}/pay-online`);
    expect([res.status, res.body.error.code]).toEqual([409, 'not_configured']);
  });
});
