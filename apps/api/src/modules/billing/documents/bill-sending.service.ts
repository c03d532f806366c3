import type { AuthUser, Bill, BillsSendResult, Clock } from '@veloport/domain';
import type { BusinessIdentity } from '../../../config';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import type { Mailer } from '../../../platform/mail';
import type { ContactsService } from '../../companies/contacts/contacts.service';
import type { IdentityService } from '../../identity/identity.service';
import { billsRepository as repo } from '../bills/bills.repository';
import type { PeppolService } from '../peppol/peppol.service';
import type { BillsService } from '../bills/bills.service';
import { billMail } from './bill-mail';
import { billCustomer, billRecipients } from './bill-recipients';
import { renderBillPdf } from './bill.pdf';

export type BillSendingService = ReturnType<typeof createBillSendingService>;
type Actor = { id: number | null; ip?: string | null };
type Deps = {
  clock: Clock;
  db: Db;
  bills: BillsService;
  contacts: ContactsService;
  identity: IdentityService;
  mail: Mailer;
  business: BusinessIdentity;
  replyTo?: string;
  peppol?: PeppolService;
};

/** The bill's PDF, and sending it by e-mail with the PDF attached (decision 043). */
export function createBillSendingService({ clock, db, bills, contacts, identity, mail, business, replyTo, peppol }: Deps) {
  const recipientsFor = billRecipients({ contacts, identity });
  const recipientsOf = (bill: Bill) => recipientsFor(billCustomer(bill));

  /**
   * E-mail an issued bill with its PDF to the customer, then mark it sent. Issued bills only (a draft is not a bill
   * yet; a sent, paid or credited one has gone already). The mails are queued in the transaction that marks it sent.
   */
  async function send(id: number, actor: Actor): Promise<Bill> {
    const bill = await bills.detail(id);
    const stored = await repo.byId(db, { kind: 'all' }, id);
    if (stored?.status !== 'issued') throw new AppError(409, 'bill_not_to_send', 'Only an issued bill not yet sent can be sent');
    const recipients = await recipientsOf(bill);
    if (!recipients.length) throw new AppError(409, 'bill_no_recipient', 'This customer has no billing e-mail address');
    const pdf = (await renderBillPdf(bill, business)).toString('base64');
    // The Peppol UBL goes with the PDF, validated first: a bill whose e-invoice breaks a rule does not leave (decision 045).
    const ubl = peppol ? await peppol.forSending(bill) : null;
    const ublAttachment = ubl
      ? [
          {
            filename: ubl.filename,
            contentType: 'application/xml',
            content: Buffer.from(ubl.xml, 'utf8').toString('base64'),
            encoding: 'base64' as const,
          },
        ]
      : [];
    await db.transaction(async (tx) => {
      const before = await repo.lock(tx, id);
      if (before?.status !== 'issued') throw new AppError(409, 'bill_not_to_send', 'Only an issued bill not yet sent can be sent');
      const after = await repo.update(tx, id, { status: 'sent', sentAt: clock.now() });
      if (peppol && ubl) await peppol.deliverIn(tx, id, { ...ubl, number: bill.number! }, actor);
      for (const r of recipients) {
        const m = billMail(bill, business, r.name);
        await mail.send(
          {
            to: r.email,
            subject: m.subject,
            text: m.text,
            ...(replyTo ? { replyTo } : {}),
            attachments: [{ filename: m.filename, contentType: 'application/pdf', content: pdf, encoding: 'base64' }, ...ublAttachment],
          },
          tx,
        );
      }
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'bill.sent',
        entity: 'bill',
        entityId: id,
        before: { status: before.status, sentAt: null },
        after: { status: after.status, sentAt: after.sentAt, to: recipients.map((r) => r.email) },
        ip: actor.ip,
      });
    });
    return bills.detail(id);
  }

  return {
    /** The PDF of a bill the viewer may see (another's: 404). */
    async pdf(viewer: AuthUser, id: number): Promise<{ filename: string; data: Buffer }> {
      const bill = await bills.get(viewer, id);
      return { filename: billMail(bill, business, '').filename, data: await renderBillPdf(bill, business) };
    },
    /** The same PDF for the books' push to the accountant's software, a job with no viewer (decision 117). */
    async pdfForBooks(id: number): Promise<{ filename: string; data: Buffer }> {
      const bill = await bills.detail(id);
      return { filename: billMail(bill, business, '').filename, data: await renderBillPdf(bill, business) };
    },

    send,

    /**
     * `bills/to-send`: e-mail each bill as `send` does, one transaction each, so that one customer without an address
     * neither stops nor undoes the others; what was not sent comes back with its reason.
     */
    async sendMany(ids: number[], actor: Actor): Promise<BillsSendResult> {
      const result: BillsSendResult = { sent: [], failed: [] };
      for (const id of ids) {
        const number = (await repo.byId(db, { kind: 'all' }, id))?.number ?? null;
        try {
          await send(id, actor);
          result.sent.push({ id, number });
        } catch (error) {
          // A refusal says why (no address, already sent, unknown); anything else is "could not be sent, try again".
          result.failed.push({ id, number, code: error instanceof AppError ? error.code : 'send_failed' });
        }
      }
      return result;
    },
  };
}
