import { addDays, brusselsToday } from '@veloport/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf } from '../../../test/fixtures';
import { PAYMENT_REMINDERS_JOB } from './payment-reminders.service';
import { paymentReminders } from './payments.table';
import { writeCoda } from './statement-writers';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const ids = t.companyIds();
const greta = t.signedIn('globexEmployee');

const day = (offset: number) => addDays(brusselsToday(), offset);
/** An issued bill due `daysLate` days ago (the default reminder days are 10, 25 and 45). */
async function lateBill(daysLate: number, customer: Record<string, unknown> = { companyId: ids.Acme }, cents = 24_200) {
  const made = await admin.post('/api/bills', {
    ...customer,
    dueDate: day(-daysLate),
    lines: [{ description: 'Entretien', quantity: 1, unitPriceCents: cents, vatRate: 0 }],
  });
  if (made.status !== 201) throw new Error(`bill: ${made.status} ${made.raw}`);
  return (await admin.post(`/api/bills/${made.body.id}/issue`)).body as { id: number; number: string; structuredCommunication: string };
}
async function runJob() {
  const before = t.inbox.length;
  await t.app.jobs.enqueue(t.db, PAYMENT_REMINDERS_JOB, {});
  await t.drainJobs();
  await t.drainJobs();
  return t.inbox.slice(before);
}
const about = <T extends { subject: string }>(mails: T[], number: string) => mails.filter((m) => m.subject.includes(number));
/** Moves a sent reminder back in time, as if the days had passed. */
const backdate = (billId: number, days: number) =>
  t.db
    .update(paymentReminders)
    .set({ day: day(-days) })
    .where(eq(paymentReminders.billId, billId));

describe('the daily payment reminders', () => {
  it('sends nothing before the first reminder is due, then the first reminder in French to the billing contact', async () => {
    const early = await lateBill(5);
    const b = await lateBill(12);
    const mails = await runJob();
    expect(about(mails, early.number)).toEqual([]);
    const [first, ...more] = about(mails, b.number);
    expect(more).toEqual([]);
    expect(first!.to).toBe('compta@acme.test');
    expect(first!.subject).toBe(`Rappel de paiement — ${b.number} — Veloport SRL`);
    expect(first!.text).toContain('Reste à payer\u00a0: 242,00 €');
    expect(first!.text).toContain(b.structuredCommunication);
    const payments = (await admin.get(`/api/bills/${b.id}/payments`)).body;
    expect(payments.reminders).toEqual([expect.objectContaining({ level: 'first', to: ['compta@acme.test'], sentBy: null })]);
    expect(payments.nextReminder).toBe('second');
    expect(await auditOf(t.db, 'bill', b.id)).toContainEqual(expect.objectContaining({ action: 'bill.reminder_sent', actorId: null }));
  });

  it('never sends the same level twice, and goes up the levels as the days pass, to the formal notice', async () => {
    const b = await lateBill(50);
    expect(about(await runJob(), b.number).map((m) => m.subject.split(' — ')[0])).toEqual(['Rappel de paiement']);
    expect(about(await runJob(), b.number)).toEqual([]);
    await backdate(b.id, 16);
    expect(about(await runJob(), b.number).map((m) => m.subject.split(' — ')[0])).toEqual(['Deuxième rappel de paiement']);
    expect(about(await runJob(), b.number)).toEqual([]);
    await t.db
      .update(paymentReminders)
      .set({ day: day(-21) })
      .where(eq(paymentReminders.billId, b.id));
    const formal = about(await runJob(), b.number);
    expect(formal.map((m) => m.subject.split(' — ')[0])).toEqual(['Mise en demeure']);
    expect(formal[0]!.text).toContain('mettons en demeure');
    await backdate(b.id, 200);
    expect(about(await runJob(), b.number)).toEqual([]);
    const levels = (await admin.get(`/api/bills/${b.id}/payments`)).body.reminders.map((r: { level: string }) => r.level);
    expect(levels).toEqual(['first', 'second', 'formal_notice']);
  });

  it("writes in the customer's language (Dutch for Greta) and leaves paid bills alone", async () => {
    const nl = await lateBill(11, { userId: greta.user.id }, 31_415);
    const paid = await lateBill(11, { companyId: ids.Acme }, 27_182);
    const file = writeCoda({
      id: 'R-1',
      account: 'BE68539007547034',
      date: day(0),
      movements: [{ amountCents: 27_182, date: day(0), communication: paid.structuredCommunication.replace(/\D/g, '') }],
    });
    expect(
      (await admin.upload('/api/bank-statements', { filename: 's.cod', contentType: 'text/plain', data: Buffer.from(file) })).body.matched,
    ).toBe(1);
    const mails = await runJob();
    const [mail] = about(mails, nl.number);
    expect(mail!.to).toBe('employee@globex.test');
    expect(mail!.subject).toBe(`Betalingsherinnering — ${nl.number} — Veloport SRL`);
    expect(mail!.text).toContain('Nog te betalen: 314,15 €');
    expect(about(mails, paid.number)).toEqual([]);
  });
});

describe('POST /api/bills/{id}/reminders', () => {
  it('sends the next reminder by hand, recorded with who sent it, up to the formal notice (then 409)', async () => {
    const b = await lateBill(2);
    const before = t.inbox.length;
    const first = await admin.post(`/api/bills/${b.id}/reminders`);
    expect(first.status).toBe(200);
    expect(first.body.reminders).toEqual([
      expect.objectContaining({ level: 'first', sentBy: { id: admin.user.id, name: expect.any(String) } }),
    ]);
    expect((await admin.post(`/api/bills/${b.id}/reminders`)).body.nextReminder).toBe('formal_notice');
    const last = await admin.post(`/api/bills/${b.id}/reminders`);
    expect(last.body.reminders.map((r: { level: string }) => r.level)).toEqual(['first', 'second', 'formal_notice']);
    expect(last.body.nextReminder).toBeNull();
    const done = await admin.post(`/api/bills/${b.id}/reminders`);
    expect(done.status).toBe(409);
    expect(done.body.error.fields.bill).toBe('reminders_done');
    expect(about(t.inbox.slice(before), b.number)).toHaveLength(3);
    expect(about(await runJob(), b.number)).toEqual([]);
  });

  it('refuses a bill that is not late (409), is for admins only (403)', async () => {
    const notDue = await lateBill(-5);
    const res = await admin.post(`/api/bills/${notDue.id}/reminders`);
    expect(res.status).toBe(409);
    expect(res.body.error.fields.bill).toBe('not_overdue');
    expect((await admin.get(`/api/bills/${notDue.id}/payments`)).body.nextReminder).toBeNull();
    expect((await fleetAcme.post(`/api/bills/${notDue.id}/reminders`)).status).toBe(403);
    expect((await admin.post('/api/bills/999999/reminders')).status).toBe(404);
  });
});
