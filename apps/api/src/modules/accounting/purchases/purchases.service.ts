import {
  ageing,
  brusselsToday,
  type Clock,
  type Purchase,
  type PurchaseDetail,
  type PurchaseQuery,
  type PurchaseSource,
} from '@veloport/domain';
import { isUniqueViolation, type Db, type Tx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import type { UploadedFile } from '../../../platform/files';
import { pageOf, pageWindow } from '../../../platform/list';
import { purchasesRepository as repo, type PurchaseRow, type PurchaseWithSupplier } from './purchases.repository';
import { PurchaseUblError, readPurchaseUbl, readPurchaseUblDetail } from './ubl-purchase';

export type PurchasesService = ReturnType<typeof createPurchasesService>;
/** What a payment read from the accountant's software did to a purchase (decision 117). */
export type PaidInSoftware = {
  outcome: 'marked_paid' | 'already_paid' | 'to_check';
  reason: 'not_approved' | 'in_batch' | 'partial' | null;
};
type Actor = { id: number | null; ip?: string | null };

export const purchaseView = ({ purchase: p, supplier: s }: PurchaseWithSupplier): Purchase => ({
  id: p.id,
  status: p.status as Purchase['status'],
  supplier: { id: s.id, name: s.name, vatNumber: s.vatNumber, iban: p.iban ?? s.iban },
  number: p.number,
  issueDate: p.issueDate,
  dueDate: p.dueDate,
  structuredCommunication: p.structuredCommunication,
  totals: { exclVatCents: p.exclVatCents, vatCents: p.vatCents, inclVatCents: p.inclVatCents },
  refusalReason: p.refusalReason,
  paidAt: p.paidOn,
  source: p.source as Purchase['source'],
});

/** How a UBL came in, for the record: who (null for the access point), from where, under which file name. */
export type PurchaseArrival = {
  source: PurchaseSource;
  fileName: string | undefined;
  actor: Actor;
  /** What the audit keeps beside the supplier, number and amount (the Peppol document id). */
  audit?: Record<string, unknown>;
  /** Written in the same transaction as the purchase (the inbound delivery's record). */
  within?: (tx: Tx, purchase: PurchaseRow) => Promise<void>;
};

/** Supplier invoices: uploaded as UBL, approved or refused by an admin, then paid by a transfer batch (decision 084). */
/**
 * The official EN 16931 and Peppol rules (billing's, decision 108), as a port: a supplier invoice breaking them is
 * still received, its violations shown beside it. `network`: it came over Peppol (its addressing rules apply).
 */
export type OfficialRulesCheck = (xml: string, network: boolean) => Promise<{ rule: string; flag: string; message: string }[]>;

export function createPurchasesService({ clock, db, officialRules }: { clock: Clock; db: Db; officialRules: OfficialRulesCheck }) {
  async function decide(id: number, set: { status: 'approved' | 'refused'; refusalReason?: string }, actor: Actor): Promise<Purchase> {
    return db.transaction(async (tx) => {
      const before = await repo.get(tx, id);
      if (!before) throw notFound('Purchase');
      const row = await repo.decide(tx, id, { ...set, decidedById: actor.id });
      if (!row) throw invalid({ status: 'already_final' });
      await recordAudit(tx, {
        actorId: actor.id,
        ip: actor.ip,
        action: `purchase.${set.status === 'approved' ? 'approve' : 'refuse'}`,
        entity: 'purchase',
        entityId: id,
        before: { status: before.purchase.status },
        after: set,
      });
      return purchaseView({ purchase: row, supplier: before.supplier });
    });
  }

  /** 422 `validation_failed` with the UBL's code on `file`; 409 `duplicate_purchase` for the same supplier and number. */
  async function receive(xml: string, arrival: PurchaseArrival): Promise<Purchase> {
    let ubl;
    try {
      ubl = readPurchaseUbl(xml);
    } catch (error) {
      if (error instanceof PurchaseUblError) throw new AppError(422, 'validation_failed', error.message, { file: error.code });
      throw error;
    }
    const { actor } = arrival;
    try {
      return await db.transaction(async (tx) => {
        const supplier = await repo.upsertSupplier(tx, ubl.supplier);
        const row = await repo.insert(tx, {
          supplierId: supplier.id,
          kind: ubl.kind,
          number: ubl.number,
          issueDate: ubl.issueDate,
          dueDate: ubl.dueDate,
          exclVatCents: ubl.exclVatCents,
          vatCents: ubl.vatCents,
          inclVatCents: ubl.inclVatCents,
          structuredCommunication: ubl.structuredCommunication,
          iban: ubl.supplier.iban,
          bic: ubl.supplier.bic,
          ubl: xml,
          fileName: arrival.fileName,
          source: arrival.source,
          createdById: actor.id,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          ip: actor.ip,
          action: arrival.source === 'upload' ? 'purchase.upload' : 'purchase.receive',
          entity: 'purchase',
          entityId: row.id,
          after: {
            supplier: supplier.vatNumber,
            number: row.number,
            inclVatCents: row.inclVatCents,
            source: arrival.source,
            ...arrival.audit,
          },
        });
        await arrival.within?.(tx, row);
        return purchaseView({ purchase: row, supplier });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'duplicate_purchase', 'This supplier invoice was already uploaded');
      throw error;
    }
  }

  return {
    upload: (file: UploadedFile, actor: Actor): Promise<Purchase> =>
      receive(file.data.toString('utf8'), { source: 'upload', fileName: file.filename, actor }),
    /** The one way a UBL becomes a purchase, uploaded or delivered by Peppol: the same reading, the same refusals. */
    receive,
    approve: (id: number, actor: Actor) => decide(id, { status: 'approved' }, actor),
    refuse: (id: number, reason: string, actor: Actor) => decide(id, { status: 'refused', refusalReason: reason }, actor),
    /** A purchase with its lines and VAT per rate, read from the UBL kept as received (decision 086). */
    async get(id: number): Promise<PurchaseDetail> {
      const row = await repo.get(db, id);
      if (!row) throw notFound('Purchase');
      const broken = await officialRules(row.purchase.ubl, row.purchase.source === 'peppol');
      return {
        ...purchaseView(row),
        ...readPurchaseUblDetail(row.purchase.ubl),
        officialRules: broken.map(({ rule, flag, message }) => ({ rule, flag, message })),
      };
    },
    async list(query: PurchaseQuery) {
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await repo.page(db, query, limit, offset);
      return pageOf(rows.map(purchaseView), total, query);
    },
    async listForExport(query: PurchaseQuery) {
      const { rows } = await repo.page(db, query, 10_000, 0);
      return rows.map(purchaseView);
    },
    /** What we owe suppliers, aged from the Brussels today of the app's clock. */
    async pending() {
      const rows = await repo.open(db);
      return ageing(
        rows.map(({ purchase: p, supplier: s }) => ({
          documentId: p.id,
          number: p.number,
          partyName: s.name,
          dueDate: p.dueDate,
          openCents: p.inclVatCents,
        })),
        brusselsToday(clock),
      );
    },
    ofPeriod: (from: string, to: string) => repo.ofPeriod(db, from, to),
    /** The invoice's UBL as received and where it came from (the accountant's software gets it, decision 117). */
    async document(id: number): Promise<{ number: string; supplierName: string; ubl: string; fileName: string | null }> {
      const row = await repo.get(db, id);
      if (!row) throw notFound('Purchase');
      return { number: row.purchase.number, supplierName: row.supplier.name, ubl: row.purchase.ubl, fileName: row.purchase.fileName };
    },
    /**
     * The accountant recorded its payment in their software (decision 117): an approved invoice in no batch, paid in
     * full, becomes paid on that day, audited; otherwise why it is left for the admin to check. `within` records the
     * payment in the same transaction, so reading it again changes nothing.
     */
    async paidInSoftware(
      id: number,
      payment: { paidOn: string; amountCents: number | null; software: string; paymentId: string; actor: Actor },
      within: (tx: Tx, outcome: PaidInSoftware) => Promise<void>,
    ): Promise<PaidInSoftware> {
      return db.transaction(async (tx) => {
        const before = await repo.get(tx, id);
        if (!before) throw notFound('Purchase');
        const p = before.purchase;
        const check = (reason: NonNullable<PaidInSoftware['reason']>): PaidInSoftware => ({ outcome: 'to_check', reason });
        let outcome: PaidInSoftware;
        if (p.status === 'paid') outcome = { outcome: 'already_paid', reason: null };
        else if (p.status !== 'approved' || p.kind !== 'invoice') outcome = check('not_approved');
        else if (p.batchId !== null) outcome = check('in_batch');
        else if (payment.amountCents !== null && payment.amountCents < p.inclVatCents) outcome = check('partial');
        else if (await repo.markPaidElsewhere(tx, id, payment.paidOn)) {
          outcome = { outcome: 'marked_paid', reason: null };
          await recordAudit(tx, {
            actorId: payment.actor.id,
            ip: payment.actor.ip,
            action: 'purchase.paid_in_software',
            entity: 'purchase',
            entityId: id,
            before: { status: p.status, paidOn: p.paidOn },
            after: { status: 'paid', paidOn: payment.paidOn, software: payment.software, paymentId: payment.paymentId },
          });
        } else outcome = check('not_approved');
        await within(tx, outcome);
        return outcome;
      });
    },
  };
}
