import {
  collectionDateRefusal,
  earliestCollectionDate,
  formatStructuredCommunication,
  sepaSequenceType,
  type Locale,
  type SepaBatch,
  type SepaBatchDetail,
  type SepaBatchInput,
  type SepaBatchListQuery,
  type SepaBatchPreview,
  type SepaDebit,
  type SepaSequenceType,
  type Clock,
} from '@veloport/domain';
import { isUniqueViolation, type Db } from '../../../db/client';
import { recordAudit, type UserNames } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import type { Mailer } from '../../../platform/mail';
import { pageOf } from '../../../platform/list';
import type { ContactsService } from '../../companies/contacts/contacts.service';
import type { IdentityService } from '../../identity/identity.service';
import { billRecipients } from '../documents/bill-recipients';
import type { BillRow } from '../bills/bills.repository';
import { pain008Errors, pain008Xml, type Pain008Debit } from './pain008';
import type { SepaSettings } from './sepa.config';
import { preNotificationMail } from './sepa-mail';
import type { Actor } from './sepa-mandates.service';
import { sepaRepository as repo, type BatchRow, type MandateRow } from './sepa.repository';

export type SepaBatchesService = ReturnType<typeof createSepaBatchesService>;
type Deps = {
  clock: Clock;
  db: Db;
  contacts: ContactsService;
  identity: IdentityService;
  mail: Mailer;
  names: UserNames;
  settings: SepaSettings;
  replyTo?: string;
};
type Planned = { bill: BillRow; mandate: MandateRow; sequenceType: SepaSequenceType; amountCents: number };

const ENTITY = 'sepa_batch';
const LOCALES: Locale[] = ['fr', 'nl', 'en'];
const billInOpenBatch = () => new AppError(409, 'bill_in_open_batch', 'A bill is already in an open batch');

/** Batches of direct debits, their pain.008 file and the debtors' pre-notifications (decision 046). */
/** A mandate's last collection is FNAL once: its other bills in the same batch are collected before it, as RCUR. */
function lastOnlyFinal(planned: Planned[]): Planned[] {
  const lastFinal = new Map<number, Planned>();
  for (const p of planned) if (p.sequenceType === 'FNAL') lastFinal.set(p.mandate.id, p);
  return planned.map((p) => (p.sequenceType === 'FNAL' && lastFinal.get(p.mandate.id) !== p ? { ...p, sequenceType: 'RCUR' } : p));
}

export function createSepaBatchesService({ clock, db, contacts, identity, mail, names, settings, replyTo }: Deps) {
  /** The first TARGET2 business day after the notice period (decision 061: bank holidays are not business days). */
  const earliest = () => earliestCollectionDate(clock.today(), settings.preNotificationDays);

  /**
   * The debits of a batch: the bills given (each must be collectable, under an active mandate, in no open batch) or
   * every such bill. A mandate's sequence type follows its history: FRST until a debit of it was accepted (a rejected
   * first debit leaves it FRST, decision 061), RCUR after, FNAL when it is marked last; a one-off mandate is collected
   * once (OOFF); one unused for 36 months no more.
   */
  async function plan(collectionDate: string, billIds?: number[]): Promise<Planned[]> {
    const explicit = billIds !== undefined && billIds.length > 0;
    let rows: BillRow[];
    if (explicit) {
      const found = await repo.billsByIds(db, billIds);
      if (found.length !== billIds.length) throw invalid({ billIds: 'unknown_bill' });
      if (found.some((f) => !f.collectable)) throw invalid({ billIds: 'bill_not_collectable' });
      if (found.some((f) => f.inOpenBatch)) throw billInOpenBatch();
      rows = found.map((f) => f.bill);
    } else rows = await repo.dueBills(db);
    const mandates = await repo.activeMandatesOf(
      db,
      [...new Set(rows.flatMap((b) => (b.companyId ? [b.companyId] : [])))],
      [...new Set(rows.flatMap((b) => (b.userId ? [b.userId] : [])))],
    );
    const byCompany = new Map<number, MandateRow>();
    const byUser = new Map<number, MandateRow>();
    for (const m of mandates) {
      if (m.companyId && !byCompany.has(m.companyId)) byCompany.set(m.companyId, m);
      if (m.userId && !byUser.has(m.userId)) byUser.set(m.userId, m);
    }
    const history = await repo.mandateHistory(
      db,
      mandates.map((m) => m.id),
    );
    const usedOnce = new Set<number>();
    const firstPresented = new Set<number>();
    const planned: Planned[] = [];
    for (const bill of rows) {
      const mandate = bill.companyId ? byCompany.get(bill.companyId) : byUser.get(bill.userId!);
      if (!mandate) {
        if (explicit) throw invalid({ billIds: 'bill_without_mandate' });
        continue;
      }
      const h = history.get(mandate.id);
      const sequenceType = sepaSequenceType(
        {
          kind: mandate.kind as 'recurrent' | 'one_off',
          collectedSinceBankChange: h?.accepted ?? 0,
          lastCollectedOn: h?.last ?? null,
          signedOn: mandate.signatureDate,
          final: mandate.finalCollection,
        },
        collectionDate,
      );
      if (sequenceType === null || (sequenceType === 'OOFF' && usedOnce.has(mandate.id))) {
        if (explicit) throw invalid({ billIds: 'mandate_not_collectable' });
        continue;
      }
      if (sequenceType === 'OOFF') usedOnce.add(mandate.id);
      // A first debit is presented once: the mandate's other bills wait until the bank has accepted it (then RCUR),
      // since a batch with three FRST on one mandate is what a debtor's bank rejects.
      if (sequenceType === 'FRST' && firstPresented.has(mandate.id)) {
        if (explicit) throw invalid({ billIds: 'mandate_first_debit_pending' });
        continue;
      }
      if (sequenceType === 'FRST') firstPresented.add(mandate.id);
      planned.push({ bill, mandate, sequenceType, amountCents: bill.inclVatCents - bill.paidCents });
    }
    return lastOnlyFinal(planned);
  }

  const debitView = (p: Planned): SepaDebit => ({
    bill: { id: p.bill.id, number: p.bill.number, structuredCommunication: formatStructuredCommunication(p.bill.structuredCommunication) },
    customerName: p.bill.customerName,
    mandate: { id: p.mandate.id, reference: p.mandate.reference },
    amountCents: p.amountCents,
    sequenceType: p.sequenceType,
  });

  /** Who receives a debtor's pre-notification: as a bill's e-mail (decision 043), each in their language. */
  const recipientsFor = billRecipients({ contacts, identity });
  async function recipientsOf(mandate: MandateRow, bill: BillRow): Promise<{ name: string; email: string; locale: Locale }[]> {
    const fallback = (LOCALES.includes(bill.customerLanguage as Locale) ? bill.customerLanguage : 'fr') as Locale;
    const people = await recipientsFor({ companyId: mandate.companyId, userId: mandate.companyId ? null : mandate.userId });
    return people.map((p) => ({
      name: p.name,
      email: p.email,
      locale: mandate.userId && LOCALES.includes(p.language as Locale) ? (p.language as Locale) : fallback,
    }));
  }

  async function batchViews(rows: BatchRow[]): Promise<SepaBatch[]> {
    const ids = [...new Set(rows.flatMap((r) => (r.createdById ? [r.createdById] : [])))];
    const [people, rejected] = await Promise.all([
      ids.length ? names(ids) : new Map<number, string>(),
      repo.rejectedCounts(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    return rows.map((r) => ({
      id: r.id,
      messageId: r.messageId,
      status: r.status as SepaBatch['status'],
      collectionDate: r.collectionDate,
      count: r.count,
      totalCents: r.totalCents,
      createdBy: r.createdById ? { id: r.createdById, name: people.get(r.createdById) ?? '' } : null,
      createdAt: r.createdAt.toISOString(),
      closedAt: r.closedAt ? r.closedAt.toISOString() : null,
      downloadedAt: r.downloadedAt ? r.downloadedAt.toISOString() : null,
      rejectedCount: rejected.get(r.id) ?? 0,
    }));
  }

  function fileOf(batch: BatchRow, debits: Pain008Debit[]) {
    return pain008Xml({
      messageId: batch.messageId,
      createdAt: batch.createdAt,
      collectionDate: batch.collectionDate,
      creditor: { ...settings.creditor, creditorId: settings.creditorId },
      debits,
    });
  }

  /** The file, validated against the pain.008.001.02 XSD: a file the bank would refuse is never handed out (422). */
  async function checked(xml: string) {
    const errors = await pain008Errors(xml);
    if (errors.length) throw new AppError(422, 'pain008_invalid', errors.slice(0, 5).join('\n'));
    return xml;
  }

  return {
    async preview(collectionDate: string): Promise<SepaBatchPreview> {
      const debits = (await plan(collectionDate)).map(debitView);
      return {
        collectionDate,
        earliestCollectionDate: earliest(),
        debits,
        count: debits.length,
        totalCents: debits.reduce((s, d) => s + d.amountCents, 0),
      };
    },

    async create(input: SepaBatchInput, actor: Actor): Promise<{ id: number }> {
      // A TARGET2 business day (no weekend, no bank holiday) after the notice period (decision 061).
      const refusal = collectionDateRefusal(input.collectionDate, clock.today(), settings.preNotificationDays);
      if (refusal) throw invalid({ collectionDate: refusal });
      const planned = await plan(input.collectionDate, input.billIds);
      if (!planned.length) throw invalid({ collectionDate: 'nothing_to_collect' });
      // One pre-notification per mandate, listing its bills; recipients are read before the transaction.
      const byMandate = new Map<number, Planned[]>();
      for (const p of planned) byMandate.set(p.mandate.id, [...(byMandate.get(p.mandate.id) ?? []), p]);
      const notices = await Promise.all(
        [...byMandate.values()].map(async (group) => ({ group, to: await recipientsOf(group[0]!.mandate, group[0]!.bill) })),
      );
      const totalCents = planned.reduce((s, p) => s + p.amountCents, 0);
      try {
        return await db.transaction(async (tx) => {
          const made = await repo.insertBatch(tx, {
            messageId: `tmp-${clock.now().getTime()}-${Math.random()}`,
            collectionDate: input.collectionDate,
            count: planned.length,
            totalCents,
            createdById: actor.id,
          });
          const batch = await repo.updateBatch(tx, made.id, { messageId: `VP-SDD-${String(made.id).padStart(6, '0')}` });
          const debits = planned.map((p) => ({
            endToEndId: p.bill.number ?? `VP-BILL-${p.bill.id}`,
            amountCents: p.amountCents,
            sequenceType: p.sequenceType,
            mandateReference: p.mandate.reference,
            signatureDate: p.mandate.signatureDate,
            debtorName: p.mandate.debtorName,
            iban: p.mandate.iban,
            bic: p.mandate.bic,
            structuredCommunication: p.bill.structuredCommunication,
          }));
          await repo.insertDebits(
            tx,
            planned.map((p, i) => ({ ...debits[i]!, batchId: batch.id, billId: p.bill.id, mandateId: p.mandate.id })),
          );
          await checked(fileOf(batch, debits));
          // A mandate marked last has had its final debit: nothing more is collected under it (decision 061).
          for (const m of await repo.finalMandatesIn(tx, [...byMandate.keys()])) {
            const after = await repo.updateMandate(tx, m.id, { status: 'revoked', revokedAt: clock.now(), revokedById: actor.id });
            await recordAudit(tx, {
              actorId: actor.id,
              action: 'sepa_mandate.revoked',
              entity: 'sepa_mandate',
              entityId: m.id,
              before: { status: m.status },
              after: { status: after.status, revokedAt: after.revokedAt, finalBatchId: batch.id },
              ip: actor.ip,
            });
          }
          for (const { group, to } of notices) {
            for (const r of to) {
              const m = preNotificationMail({
                locale: r.locale,
                name: r.name,
                businessName: settings.creditor.name,
                creditorId: settings.creditorId,
                mandateReference: group[0]!.mandate.reference,
                collectionDate: input.collectionDate,
                debits: group.map((p) => ({
                  number: p.bill.number,
                  structuredCommunication: p.bill.structuredCommunication,
                  amountCents: p.amountCents,
                })),
              });
              await mail.send({ to: r.email, subject: m.subject, text: m.text, ...(replyTo ? { replyTo } : {}) }, tx);
            }
          }
          await recordAudit(tx, {
            actorId: actor.id,
            action: `${ENTITY}.created`,
            entity: ENTITY,
            entityId: batch.id,
            after: { ...batch, bills: planned.map((p) => p.bill.id), notified: notices.flatMap((n) => n.to.map((r) => r.email)) },
            ip: actor.ip,
          });
          return { id: batch.id };
        });
      } catch (error) {
        // Two batches made at once with the same bill: the partial unique index keeps it in one.
        if (isUniqueViolation(error)) throw billInOpenBatch();
        throw error;
      }
    },

    async list(query: SepaBatchListQuery) {
      const [rows, total] = await Promise.all([
        repo.batchPage(db, query.status, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        repo.batchCount(db, query.status),
      ]);
      return pageOf(await batchViews(rows), total, query);
    },
    async listForExport(query: SepaBatchListQuery) {
      return batchViews(await repo.batchPage(db, query.status, query.sort, query.order, EXPORT_MAX_ROWS, 0));
    },

    async detail(id: number): Promise<SepaBatchDetail> {
      const batch = await repo.batch(db, id);
      if (!batch) throw notFound();
      const [[view], rows] = await Promise.all([batchViews([batch]), repo.debitsOf(db, id)]);
      return {
        ...view!,
        debits: rows.map(({ debit: d, number, customerName }) => ({
          bill: { id: d.billId, number, structuredCommunication: formatStructuredCommunication(d.structuredCommunication) },
          customerName,
          mandate: { id: d.mandateId, reference: d.mandateReference },
          amountCents: d.amountCents,
          sequenceType: d.sequenceType as SepaSequenceType,
          rejectedAt: d.rejectedAt ? d.rejectedAt.toISOString() : null,
        })),
      };
    },

    /** The batch's pain.008.001.02 file, rebuilt from what the batch froze and validated before it leaves. */
    async xml(id: number, actor?: Actor): Promise<{ filename: string; xml: string }> {
      const batch = await repo.batch(db, id);
      if (!batch) throw notFound();
      const rows = await repo.debitsOf(db, id);
      const debits = rows.map(({ debit: d }) => ({ ...d, sequenceType: d.sequenceType as SepaSequenceType }));
      const xml = await checked(fileOf(batch, debits));
      // The first download moves the batch from prepared to downloaded (decision 061), in the audit.
      if (actor && !batch.downloadedAt) {
        await db.transaction(async (tx) => {
          const marked = await repo.markDownloaded(tx, id, clock.now());
          if (marked)
            await recordAudit(tx, {
              actorId: actor.id,
              action: `${ENTITY}.downloaded`,
              entity: ENTITY,
              entityId: id,
              after: { downloadedAt: marked.downloadedAt },
              ip: actor.ip,
            });
        });
      }
      return { filename: `${batch.messageId}.xml`, xml };
    },

    /** The bank has processed the batch: its bills may go in a new batch again (a returned debit, say). */
    async close(id: number, actor: Actor): Promise<SepaBatchDetail> {
      await db.transaction(async (tx) => {
        const before = await repo.batch(tx, id, true);
        if (!before) throw notFound();
        if (before.status !== 'open') throw new AppError(409, 'batch_closed', 'This batch is already closed');
        await repo.closeDebits(tx, id);
        const after = await repo.updateBatch(tx, id, { status: 'closed', closedAt: clock.now(), closedById: actor.id });
        await recordAudit(tx, {
          actorId: actor.id,
          action: `${ENTITY}.closed`,
          entity: ENTITY,
          entityId: id,
          before: { status: before.status },
          after: { status: after.status, closedAt: after.closedAt },
          ip: actor.ip,
        });
      });
      return this.detail(id);
    },
  };
}
