import {
  billLanguageOf,
  billLineNetCents,
  billRoundingCents,
  billTotals,
  addDays,
  formatBillNumber,
  formatStructuredCommunication,
  goodsInclVatCents,
  structuredCommunication,
  ticketNumberOf,
  type AuthUser,
  type Bill,
  type BillInput,
  type BillLineInput,
  type BillListItem,
  type BillListQuery,
  type BillStatus,
  type Clock,
  type SaleKind,
} from '@veloport/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { readHistory, recordAudit, type UserNames } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { cappedPageOf } from '../../../platform/list';
import type { CompaniesService } from '../../companies/companies.service';
import type { IdentityService } from '../../identity/identity.service';
import { billListWhere, billsRepository as repo, type BillLineRow, type BillRow } from './bills.repository';
import type { bills } from './bills.table';
import { scopeOf } from '../../../platform/tenancy';
import { recordBillPayment, recordBillPayments } from '../payments/record-bill-payment';
import { billSourcesRepository } from '../sources/bill-sources.repository';
import { billWords } from '../bill-words';

export type BillsService = ReturnType<typeof createBillsService>;
type Actor = { id: number | null; ip?: string | null };
type Deps = {
  clock: Clock;
  db: Db;
  companies: CompaniesService;
  identity: IdentityService;
  names: UserNames;
  paymentDays?: number;
  /** The till's tickets (sales' feed, wired in app.ts): a bill made from tickets was paid at the till (decision 113). */
  tillTickets?: (ids: number[]) => Promise<{ date: string; goods: readonly { exclVatCents: number; vatCents: number }[] }[]>;
};

const ENTITY = 'bill';
const OPEN = ['issued', 'sent', 'partly_paid'];
const conflict = (code: 'bill_issued' | 'bill_not_issued' | 'bill_credited' | 'not_an_invoice', message: string) =>
  new AppError(409, code, message);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An open bill past its due date reads "overdue" (it is not stored: it changes with the calendar). */
export function statusOf(row: Pick<BillRow, 'status' | 'dueDate'>, today: string): BillStatus {
  if (OPEN.includes(row.status) && row.dueDate !== null && row.dueDate < today) return 'overdue';
  return row.status as BillStatus;
}

/** A bill's line as billing writes it; `saleKind` only from a source that knows it (till tickets, decision 116). */
export type LineToWrite = BillLineInput & { saleKind?: SaleKind | null };

const lineValues = (lines: LineToWrite[], sign = 1) =>
  lines.map((l) => {
    const quantity = l.quantity * sign;
    const discountPercent = l.discountPercent ?? 0;
    return {
      description: l.description,
      quantity,
      unitPriceCents: l.unitPriceCents,
      vatRate: l.vatRate,
      discountPercent,
      netCents: billLineNetCents({ ...l, quantity, discountPercent }),
      saleKind: l.saleKind ?? null,
    };
  });

const totalsOf = (lines: { quantity: number; unitPriceCents: number; vatRate: number; discountPercent: number }[]) => billTotals(lines);

/** Bills typed by hand or made from other modules' sources; numbering, credit notes and who sees what (decision 041). */
export function createBillsService({ clock, db, companies, identity, names, paymentDays = 30, tillTickets }: Deps) {
  /** The customer's name, VAT number, address and language as the bill will print them: a company's bill in its language, a person's in theirs (decision 064). */
  async function customerOf(input: { companyId?: number | null; userId?: number | null }) {
    if (input.companyId) {
      const company = (await companies.addressesByIds([input.companyId])).get(input.companyId);
      if (!company) throw invalid({ companyId: 'unknown_company' });
      const a = company.billingAddress;
      return {
        companyId: company.id,
        userId: null,
        customerName: company.name,
        customerVatNumber: company.vatNumber ?? null,
        customerAddress: a ? `${a.street}, ${a.postalCode} ${a.city}, ${a.country}` : null,
        customerLanguage: billLanguageOf({ companyId: company.id, companyLanguage: company.language }),
      };
    }
    const person = (await identity.customersByIds([input.userId])).get(input.userId!);
    if (!person) throw invalid({ userId: 'unknown_user' });
    return {
      companyId: null,
      userId: person.id,
      customerName: person.name,
      customerVatNumber: null,
      customerAddress: null,
      customerLanguage: billLanguageOf({ companyId: null, personLanguage: person.language }),
    };
  }

  async function views(rows: BillRow[]): Promise<BillListItem[]> {
    const [firms, originals] = await Promise.all([
      companies.namesByIds(rows.map((r) => r.companyId)),
      repo.numbersByIds(
        db,
        rows.flatMap((r) => (r.creditOfId === null ? [] : [r.creditOfId])),
      ),
    ]);
    const numbers = new Map(originals.map((o) => [o.id, o.number]));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind as BillListItem['kind'],
      number: r.number,
      status: statusOf(r, clock.today()),
      structuredCommunication: formatStructuredCommunication(r.structuredCommunication),
      customer: {
        kind: r.companyId !== null ? ('company' as const) : ('person' as const),
        id: (r.companyId ?? r.userId)!,
        name: r.customerName,
        vatNumber: r.customerVatNumber,
        address: r.customerAddress,
        language: r.customerLanguage,
      },
      company: r.companyId === null ? null : { id: r.companyId, name: firms.get(r.companyId)?.name ?? r.customerName },
      issueDate: r.issueDate,
      dueDate: r.dueDate,
      reverseCharge: r.reverseCharge,
      totals: { exclVatCents: r.exclVatCents, vatCents: r.vatCents, inclVatCents: r.inclVatCents, byRate: [] },
      paidCents: r.paidCents,
      creditOf: r.creditOfId === null ? null : { id: r.creditOfId, number: numbers.get(r.creditOfId) ?? null },
      issuedAt: iso(r.issuedAt),
      sentAt: iso(r.sentAt),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  async function detailOf(row: BillRow): Promise<Bill> {
    const [[view], lines, credits] = await Promise.all([views([row]), repo.lines(db, row.id), repo.creditNotesOf(db, [row.id])]);
    return {
      ...view!,
      notes: row.notes,
      totals: { ...totalsOf(lines), byRate: totalsOf(lines).byRate },
      lines: lines.map((l: BillLineRow) => ({
        id: l.id,
        description: l.description,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        vatRate: l.vatRate,
        discountPercent: l.discountPercent,
        netCents: l.netCents,
      })),
      creditNotes: credits.map((c) => ({ id: c.id, number: c.number })),
    };
  }

  async function visible(viewer: AuthUser, id: number) {
    const row = await repo.byId(db, scopeOf(viewer), id);
    if (!row) throw notFound();
    return row;
  }

  /** A new draft with its lines and totals; its structured communication comes from its id, so it is unique. */
  async function insertDraft(
    tx: DbOrTx,
    values: Omit<typeof bills.$inferInsert, 'structuredCommunication'>,
    lines: ReturnType<typeof lineValues>,
    actor: Actor,
  ) {
    const totals = totalsOf(lines);
    const made = await repo.insert(tx, {
      ...values,
      structuredCommunication: `tmp-${clock.now().getTime()}-${Math.random()}`,
      exclVatCents: totals.exclVatCents,
      vatCents: totals.vatCents,
      inclVatCents: totals.inclVatCents,
      createdById: actor.id,
    });
    const row = await repo.update(tx, made.id, { structuredCommunication: structuredCommunication(made.id).replace(/\D/g, '') });
    await repo.replaceLines(tx, row.id, lines);
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${ENTITY}.created`,
      entity: ENTITY,
      entityId: row.id,
      after: { ...row, lines },
      ip: actor.ip,
    });
    return row;
  }

  /**
   * Issue a draft: the next number of the year, today's date, a due date (paymentDays later unless given), and the
   * customer as they are today (`customer`, read before the transaction: on PGlite a query outside an open
   * transaction waits for it). Inside the caller's transaction with the number, so a failure gives the number back.
   */
  /** What the till tickets of a draft were paid, VAT included, on the last ticket's day; null when it bills none. */
  async function paidAtTill(billId: number) {
    if (!tillTickets) return null;
    const ids = await billSourcesRepository.ticketIdsOf(db, billId);
    if (!ids.length) return null;
    const tickets = await tillTickets(ids);
    const cents = tickets.reduce((sum, t) => sum + goodsInclVatCents(t), 0);
    if (cents <= 0) return null;
    const date = tickets
      .map((t) => t.date)
      .sort()
      .at(-1)!;
    return { cents, date, reference: ids.map((ticketId) => ticketNumberOf(ticketId)).join(' ') };
  }

  async function issueIn(tx: DbOrTx, id: number, actor: Actor, customer: Awaited<ReturnType<typeof customerOf>> | null) {
    const before = await repo.lock(tx, id);
    if (!before) throw notFound();
    if (before.status !== 'draft') throw conflict('bill_issued', 'This bill is already issued');
    const today = clock.today();
    const year = Number(today.slice(0, 4));
    const sequence = await repo.nextNumber(tx, year);
    const after = await repo.update(tx, id, {
      ...(customer ?? {}),
      status: 'issued',
      year,
      sequence,
      number: formatBillNumber(year, sequence),
      issueDate: today,
      dueDate: before.dueDate ?? addDays(today, before.kind === 'credit_note' ? 0 : paymentDays),
      issuedAt: clock.now(),
      issuedById: actor.id,
    });
    await recordAudit(tx, { actorId: actor.id, action: `${ENTITY}.issued`, entity: ENTITY, entityId: id, before, after, ip: actor.ip });
    return after;
  }

  /** A credit note of an issued invoice, in `tx`: its lines negated (all, or those given), issued at once. */
  async function creditNoteIn(tx: DbOrTx, id: number, input: { lines?: BillLineInput[]; reason?: string }, actor: Actor) {
    // Locked, so two credit notes at once cannot together give back more than the bill.
    const original = await repo.lock(tx, id);
    if (!original) throw notFound();
    if (original.kind !== 'invoice') throw conflict('not_an_invoice', 'A credit note is not credited');
    if (original.status === 'draft') throw conflict('bill_not_issued', 'A draft is changed, not credited');
    if (original.status === 'credited') throw conflict('bill_credited', 'This bill is already credited in full');
    const given =
      input.lines ??
      (await repo.lines(tx, id)).map((l) => ({
        description: l.description,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        vatRate: l.vatRate,
        discountPercent: l.discountPercent,
        // A credit note in full gives each line back on its own revenue account (decision 116).
        saleKind: l.saleKind as SaleKind | null,
      }));
    const lines = lineValues(given, -1);
    const credited = -totalsOf(lines).inclVatCents;
    const alreadyCredited = await repo.creditedCents(tx, id);
    if (credited + alreadyCredited > original.inclVatCents) throw invalid({ lines: 'credit_exceeds_bill' });
    const draft = await insertDraft(
      tx,
      {
        kind: 'credit_note',
        companyId: original.companyId,
        userId: original.userId,
        customerName: original.customerName,
        customerVatNumber: original.customerVatNumber,
        customerAddress: original.customerAddress,
        customerLanguage: original.customerLanguage,
        reverseCharge: original.reverseCharge,
        notes: input.reason ?? null,
        creditOfId: id,
      },
      lines,
      actor,
    );
    const issued = await issueIn(tx, draft.id, actor, null);
    if (credited + alreadyCredited === original.inclVatCents) {
      await repo.update(tx, id, { status: 'credited' });
      await recordAudit(tx, {
        actorId: actor.id,
        action: `${ENTITY}.credited`,
        entity: ENTITY,
        entityId: id,
        before: { status: original.status },
        after: { status: 'credited', creditNoteId: draft.id },
        ip: actor.ip,
      });
    }
    return issued;
  }

  return {
    /** For bills made from sources (decision 048): the customer as billed, read before the caller's transaction. */
    customerOf,
    /** A draft invoice inside the caller's transaction (bills from sources, decision 048). */
    insertDraftIn: (
      tx: DbOrTx,
      customer: Awaited<ReturnType<typeof customerOf>>,
      input: { lines: LineToWrite[]; notes: string | null },
      actor: Actor,
    ) => insertDraft(tx, { kind: 'invoice', ...customer, notes: input.notes }, lineValues(input.lines), actor),
    /**
     * The invoice of a paid web shop order (decision 082), in the payment's transaction: issued at once to the
     * customer as typed (no account), and paid by `paid` (the online payment, a gift card's part) through the one
     * way money reaches a bill (decision 047).
     */
    async issuePaidIn(
      tx: DbOrTx,
      input: {
        customer: { userId: number; customerName: string; customerAddress: string | null; customerLanguage: string };
        lines: LineToWrite[];
        /** The delivery's price VAT excluded, billed at 21 % under the bill's word for it. */
        deliveryExclVatCents: number;
        /**
         * What the bill must total, VAT included (the order's price, decision 105): the VAT computed per rate may
         * differ from the order's by a cent; a rounding line at 0 % makes up the difference.
         */
        inclVatCents?: number;
        notes: string | null;
        /** `method`: how money paid by hand came (transfer, cash, card: decision 121), so the books debit its account. */
        paid: { amountCents: number; reference: string; source: 'online' | 'manual'; method?: 'transfer' | 'cash' | 'card' };
        /** What a gift card paid of the bill: its own payment, so the books take it off the cards' debt (decision 116). */
        giftCard?: { amountCents: number; reference: string };
      },
      actor: Actor,
    ) {
      const customer = { companyId: null, customerVatNumber: null, ...input.customer };
      const delivery = input.deliveryExclVatCents
        ? [
            {
              description: billWords(customer.customerLanguage).delivery(null),
              quantity: 1,
              unitPriceCents: input.deliveryExclVatCents,
              vatRate: 21,
            },
          ]
        : [];
      const words = billWords(customer.customerLanguage);
      const rounding = input.inclVatCents === undefined ? 0 : billRoundingCents([...input.lines, ...delivery], input.inclVatCents);
      const roundingLine = rounding ? [{ description: words.rounding, quantity: 1, unitPriceCents: rounding, vatRate: 0 }] : [];
      const lines = lineValues([...input.lines, ...delivery, ...roundingLine]);
      const draft = await insertDraft(tx, { kind: 'invoice', ...customer, notes: input.notes }, lines, actor);
      const bill = await issueIn(tx, draft.id, actor, null);
      const byCard = Math.max(0, Math.min(input.giftCard?.amountCents ?? 0, bill.inclVatCents));
      const byMoney = Math.max(0, Math.min(input.paid.amountCents, bill.inclVatCents - byCard));
      const payments = [
        ...(byCard > 0
          ? [{ amountCents: byCard, date: clock.today(), source: 'gift_card' as const, reference: input.giftCard!.reference }]
          : []),
        ...(byMoney > 0
          ? [
              {
                amountCents: byMoney,
                date: clock.today(),
                source: input.paid.source,
                reference: input.paid.reference,
                method: input.paid.method ?? null,
              },
            ]
          : []),
      ];
      if (payments.length) await recordBillPayments(tx, bill.id, payments, actor);
      return bill;
    },
    /** A bill with its lines, for staff work that is not a viewer's read (sending it, decision 043). */
    async detail(id: number): Promise<Bill> {
      const row = await repo.byId(db, { kind: 'all' }, id);
      if (!row) throw notFound();
      return detailOf(row);
    },

    async create(input: BillInput, actor: Actor): Promise<Bill> {
      const customer = await customerOf(input);
      const row = await db.transaction((tx) =>
        insertDraft(
          tx,
          {
            kind: 'invoice',
            ...customer,
            dueDate: input.dueDate ?? null,
            reverseCharge: input.reverseCharge ?? false,
            notes: input.notes ?? null,
          },
          lineValues(input.lines),
          actor,
        ),
      );
      return detailOf(row);
    },

    async update(id: number, input: BillInput, actor: Actor): Promise<Bill> {
      const customer = await customerOf(input);
      const row = await db.transaction(async (tx) => {
        const before = await repo.lock(tx, id);
        if (!before) throw notFound();
        if (before.status !== 'draft') throw conflict('bill_issued', 'An issued bill never changes: make a credit note');
        const lines = lineValues(input.lines);
        const totals = totalsOf(lines);
        await repo.replaceLines(tx, id, lines);
        const after = await repo.update(tx, id, {
          ...customer,
          dueDate: input.dueDate ?? null,
          reverseCharge: input.reverseCharge ?? false,
          notes: input.notes ?? null,
          exclVatCents: totals.exclVatCents,
          vatCents: totals.vatCents,
          inclVatCents: totals.inclVatCents,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: `${ENTITY}.updated`,
          entity: ENTITY,
          entityId: id,
          before,
          after: { ...after, lines },
          ip: actor.ip,
        });
        return after;
      });
      return detailOf(row);
    },

    async get(viewer: AuthUser, id: number): Promise<Bill> {
      return detailOf(await visible(viewer, id));
    },

    async list(viewer: AuthUser, query: BillListQuery) {
      const where = billListWhere(scopeOf(viewer), query, clock.today());
      const [rows, total] = await Promise.all([
        repo.page(db, where, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        repo.count(db, where),
      ]);
      return cappedPageOf(await views(rows), total, query);
    },
    async listForExport(viewer: AuthUser, query: BillListQuery) {
      return views(await repo.page(db, billListWhere(scopeOf(viewer), query, clock.today()), query.sort, query.order, EXPORT_MAX_ROWS, 0));
    },

    /**
     * Issue a draft: the next number of the year, today's date, a due date (paymentDays later unless given), and the
     * customer as they are today. All in one transaction with the number, so a failure gives the number back.
     */
    async issue(id: number, actor: Actor): Promise<Bill> {
      const row = await repo.byId(db, { kind: 'all' }, id);
      if (!row) throw notFound();
      const customer = row.status === 'draft' ? await customerOf(row) : null;
      const till = row.status === 'draft' ? await paidAtTill(id) : null;
      return detailOf(
        await db.transaction(async (tx) => {
          const issued = await issueIn(tx, id, actor, customer);
          if (!till || issued.kind !== 'invoice') return issued;
          // The customer paid the goods at the till: the bill is their invoice, not a debt (decision 113). The books
          // already have the money in the cash daybook, so this payment is not booked again (its source says so).
          await recordBillPayment(tx, {
            billId: issued.id,
            amountCents: Math.min(till.cents, issued.inclVatCents),
            date: till.date,
            source: 'till',
            reference: till.reference,
            actor,
          });
          return (await repo.byId(tx, { kind: 'all' }, id))!;
        }),
      );
    },

    /** Delete a draft that will not be billed (an issued bill is never deleted). */
    async removeDraft(id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const before = await repo.lock(tx, id);
        if (!before) throw notFound();
        if (before.status !== 'draft') throw conflict('bill_issued', 'An issued bill is never deleted: make a credit note');
        await repo.remove(tx, id);
        await recordAudit(tx, { actorId: actor.id, action: `${ENTITY}.deleted`, entity: ENTITY, entityId: id, before, ip: actor.ip });
      });
    },

    /**
     * A credit note for an issued bill, issued at once with the next number: the whole bill, or the lines given. A
     * bill credited in full reads "credited". Never for a draft (change it) nor for a credit note.
     */
    async creditNote(id: number, input: { lines?: BillLineInput[]; reason?: string }, actor: Actor): Promise<Bill> {
      return detailOf(await db.transaction((tx) => creditNoteIn(tx, id, input, actor)));
    },
    /** The same inside the caller's transaction (a web order's refund, decision 105). */
    creditNoteIn,

    async history(viewer: AuthUser, id: number, query: { page: number; perPage: number }) {
      await visible(viewer, id);
      return readHistory(db, names, { entity: ENTITY, entityId: id }, query);
    },
  };
}
