import {
  brusselsDayOf,
  nextReminderLevel,
  reminderDue,
  type AuthUser,
  type Bill,
  type BillPayments,
  type PaymentSource,
  type ReminderLevel,
  type Clock,
} from '@veloport/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { BusinessIdentity } from '../../../config';
import type { Db } from '../../../db/client';
import { recordAudit, type UserNames } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import type { Jobs } from '../../../platform/jobs';
import type { Mailer } from '../../../platform/mail';
import type { ContactsService } from '../../companies/contacts/contacts.service';
import type { IdentityService } from '../../identity/identity.service';
import { billCustomer, billRecipients } from '../documents/bill-recipients';
import type { BillsService } from '../bills/bills.service';
import { paymentReminderMail } from './payment-reminder-mail';
import { paymentsRepository as repo, type ReminderRow } from './payments.repository';

export const PAYMENT_REMINDERS_JOB = 'billing.payment-reminders';
/** Every morning at 07:30, Brussels time, before the shop opens. */
export const PAYMENT_REMINDERS_CRON = '30 7 * * *';
/** Late bills one run reads at most, the longest late first. */
const MAX_PER_RUN = 2000;
const OPEN = ['issued', 'sent', 'partly_paid', 'overdue'];

export type PaymentRemindersService = ReturnType<typeof createPaymentRemindersService>;
type Actor = { id: number | null; ip?: string | null };
type Deps = {
  clock: Clock;
  db: Db;
  bills: BillsService;
  contacts: ContactsService;
  identity: IdentityService;
  mail: Mailer;
  names: UserNames;
  business: BusinessIdentity;
  replyTo?: string;
  days: readonly [number, number, number];
  /** Where a reminder's reader pays the bill online, or null (no provider, or a bill no one signs in to see). */
  payOnlineLink?: (bill: Bill) => string | null;
};

/**
 * Payment reminders of late bills (issue 14, decision 047): a daily job mails the first reminder, the second and the
 * formal notice `days` after the due date, in the bill's language, each level once (`payment_reminders`); an admin
 * can send the next one by hand. And the payments side of a bill: what was paid, what is left, the reminders sent.
 */
export function createPaymentRemindersService({
  clock,
  db,
  bills,
  contacts,
  identity,
  mail,
  names,
  business,
  replyTo,
  days,
  payOnlineLink,
}: Deps) {
  const recipientsFor = billRecipients({ contacts, identity });
  const recipientsOf = (bill: Bill) => recipientsFor(billCustomer(bill));

  /** What is left to pay, credit notes deducted (read from the bill's credit notes through the bills service). */
  async function leftToPay(bill: Bill) {
    if (!bill.creditNotes.length) return bill.totals.inclVatCents - bill.paidCents;
    const notes = await Promise.all(bill.creditNotes.map((c) => bills.detail(c.id)));
    return bill.totals.inclVatCents + notes.reduce((sum, n) => sum + n.totals.inclVatCents, 0) - bill.paidCents;
  }

  /** Mail one level of reminder and record it, once: the level is claimed in the transaction that queues the mails. */
  async function send(bill: Bill, level: ReminderLevel, actor: Actor, today: string): Promise<boolean> {
    const to = await recipientsOf(bill);
    if (!to.length) return false;
    const open = await leftToPay(bill);
    return db.transaction(async (tx) => {
      const claimed = await repo.claimReminder(tx, {
        billId: bill.id,
        level,
        day: today,
        sentTo: to.map((r) => r.email),
        sentById: actor.id,
      });
      if (!claimed) return false;
      for (const r of to)
        await mail.send(
          {
            to: r.email,
            ...paymentReminderMail({ bill, level, name: r.name, openCents: open, business, payOnlineLink: payOnlineLink?.(bill) }),
            ...(replyTo ? { replyTo } : {}),
          },
          tx,
        );
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'bill.reminder_sent',
        entity: 'bill',
        entityId: bill.id,
        after: { level, to: to.map((r) => r.email), manual: actor.id !== null },
        ip: actor.ip,
      });
      return true;
    });
  }

  const isLate = (bill: Bill, today: string) =>
    bill.kind === 'invoice' && OPEN.includes(bill.status) && bill.dueDate !== null && bill.dueDate < today;

  return {
    days,
    /** One run of the daily job: each late bill gets the level it is due today, at most one mail per bill. */
    async sendDue(now = clock.now()) {
      const today = brusselsDayOf(now);
      const late = await repo.overdueBills(db, today, MAX_PER_RUN);
      const sent = await repo.reminders(
        db,
        late.map((b) => b.id),
      );
      const counts = { first: 0, second: 0, formal_notice: 0 } as Record<ReminderLevel, number>;
      for (const b of late) {
        const level = reminderDue({
          dueDate: b.dueDate!,
          today,
          days,
          sent: sent.filter((s) => s.billId === b.id).map((s) => ({ level: s.level as ReminderLevel, day: s.day })),
        });
        if (!level) continue;
        if (await send(await bills.detail(b.id), level, { id: null }, today)) counts[level]++;
      }
      return counts;
    },

    /** The next reminder of a late bill, sent now by an admin (409 when none is left or the bill is not late). */
    async sendNext(billId: number, actor: Actor): Promise<BillPayments> {
      const bill = await bills.detail(billId);
      const today = clock.today();
      if (!isLate(bill, today) || (await leftToPay(bill)) <= 0)
        throw new AppError(409, 'conflict', 'This bill is not late', { bill: 'not_overdue' });
      const level = nextReminderLevel((await repo.reminders(db, [billId])).map((r) => ({ level: r.level as ReminderLevel })));
      if (!level) throw new AppError(409, 'conflict', 'Every reminder was sent', { bill: 'reminders_done' });
      if (!(await send(bill, level, actor, today))) {
        const to = await recipientsOf(bill);
        if (!to.length) throw new AppError(409, 'bill_no_recipient', 'This customer has no billing e-mail address');
        throw new AppError(409, 'conflict', 'This reminder was just sent', { bill: 'reminders_done' });
      }
      return this.forBill(null, billId);
    },

    /** A bill's payments and reminders, for whoever may see the bill (another's: 404); `viewer` null is staff work. */
    async forBill(viewer: AuthUser | null, billId: number): Promise<BillPayments> {
      const bill = viewer ? await bills.get(viewer, billId) : await bills.detail(billId);
      const [payments, reminders, open] = await Promise.all([repo.payments(db, billId), repo.reminders(db, [billId]), leftToPay(bill)]);
      const undone = new Set(payments.flatMap((p) => (p.undoOfId === null ? [] : [p.undoOfId])));
      const who = await names([
        ...new Set([...payments.map((p) => p.recordedById), ...reminders.map((r) => r.sentById)].filter((id): id is number => id !== null)),
      ]);
      const person = (id: number | null) => (id === null ? null : { id, name: who.get(id) ?? `#${id}` });
      return {
        billId,
        totalCents: bill.totals.inclVatCents,
        paidCents: bill.paidCents,
        openCents: Math.max(open, 0),
        creditCents: Math.max(-open, 0),
        customerCreditCents: await repo.customerCreditCents(db, {
          companyId: bill.customer.kind === 'company' ? bill.customer.id : null,
          userId: bill.customer.kind === 'person' ? bill.customer.id : null,
        }),
        payments: payments.map((p) => ({
          id: p.id,
          amountCents: p.amountCents,
          date: p.date,
          source: p.source as PaymentSource,
          reference: p.reference,
          method: p.method,
          undoOfId: p.undoOfId,
          undone: undone.has(p.id),
          recordedBy: person(p.recordedById),
          createdAt: p.createdAt.toISOString(),
        })),
        reminders: reminders.map((r: ReminderRow) => ({
          id: r.id,
          level: r.level as ReminderLevel,
          sentAt: r.sentAt.toISOString(),
          to: r.sentTo,
          sentBy: person(r.sentById),
        })),
        nextReminder:
          isLate(bill, clock.today()) && open > 0 ? nextReminderLevel(reminders.map((r) => ({ level: r.level as ReminderLevel }))) : null,
      };
    },
  };
}

/** The daily payment reminders as a scheduled background job (decision 014). */
export function definePaymentReminders({
  jobs,
  reminders,
  log,
}: {
  jobs: Jobs;
  reminders: PaymentRemindersService;
  log: FastifyBaseLogger;
}) {
  jobs.define<Record<string, never>>({
    name: PAYMENT_REMINDERS_JOB,
    cron: PAYMENT_REMINDERS_CRON,
    retryLimit: 3,
    retryDelaySeconds: 300,
    handler: async () => {
      log.info({ reminded: await reminders.sendDue() }, 'payment reminders');
    },
  });
}
