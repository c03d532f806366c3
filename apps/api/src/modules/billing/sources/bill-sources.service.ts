import {
  brusselsDayOf,
  ticketPromoBillLines,
  BILL_SOURCE_KINDS,
  billTotals,
  groupByCustomer,
  impliedVatRate,
  lineFromTotal,
  orderPromoBillLine,
  deliveryBillLine,
  payerOf,
  rentalBillLine,
  workshopBillLine,
  type BillBikeLinkItem,
  type BillBikeLinkQuery,
  type BillLinks,
  type BillSourceItem,
  type BillSourceKind,
  type BillSourceQuery,
  type BillToLinkItem,
  type Locale,
  type RepairLineKind,
} from '@veloport/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound, sqlState } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf } from '../../../platform/list';
import type { CompaniesService } from '../../companies/companies.service';
import type { IdentityService } from '../../identity/identity.service';
import { billWords } from '../bill-words';
import type { BillsService, LineToWrite } from '../bills/bills.service';
import type { BillSourceReaders } from './bill-source-readers';
import { billSourcesRepository as repo } from './bill-sources.repository';

export type BillSourcesService = ReturnType<typeof createBillSourcesService>;
type Actor = { id: number | null; ip?: string | null };
/** `readers`: the sources and bikes, read through their modules' services (the adapter wired in app.ts, decision 069). */
type Deps = { db: Db; bills: BillsService; companies: CompaniesService; identity: IdentityService; readers: BillSourceReaders };

/**
 * A source ready to bill: what the list shows, and the lines and bikes its bill will carry. The lines are written in
 * the bill's language (the payer's, decision 064), known once the customer is read: the amounts never depend on it.
 */
type Candidate = BillSourceItem & {
  linesIn: (language: Locale) => LineToWrite[];
  payer: { companyId: number | null; userId: number | null };
};
type Raw = Omit<Candidate, 'customer' | 'exclVatCents' | 'vatCents' | 'inclVatCents' | 'lineCount'> & {
  payerKind: 'company' | 'person';
  payerId: number;
};

const alreadyBilled = () => new AppError(409, 'already_billed', 'Already billed: someone has just billed it');
/** The Brussels day of a completion, a sale or a hand-over (an instant late in the evening is still that day). */
const day = (d: Date | string | null | undefined) => (d ? brusselsDayOf(d) : '');
const DELIVERED = ['done', 'partially_delivered'];

/** Bills from workshop jobs, cash-register tickets, orders and rentals, each billed once; the bikes of a bill (decision 048). */
export function createBillSourcesService({ db, bills, companies, identity, readers }: Deps) {
  async function raws(kind: BillSourceKind, ids?: number[]): Promise<Raw[]> {
    if (kind === 'workshop_job') {
      const rows = await readers.workshopJobs(ids);
      const lines = await readers.jobLines(rows.map((r) => r.id));
      return rows.flatMap((r) => {
        const payer = payerOf(r);
        if (!payer) return [];
        // A price-list service is worded by the price list in the bill's language; labour and parts stay as typed.
        const own = lines.filter((l) => l.requestId === r.id);
        const linesIn = (language: Locale) =>
          own.map((l) =>
            workshopBillLine({
              kind: l.kind as RepairLineKind,
              description: l.serviceDescriptions?.[language] || l.description,
              quantity: l.quantity,
              unitPriceCents: l.unitPriceCents,
              vatRate: l.vatRate,
            }),
          );
        return [
          {
            kind,
            id: r.id,
            label: r.bikeLabel,
            date: day(r.completedAt),
            stage: null,
            bikeIds: r.bikeId === null ? [] : [r.bikeId],
            linesIn,
            payer: { companyId: r.companyId, userId: r.userId },
            payerKind: payer.kind,
            payerId: payer.id,
          },
        ];
      });
    }
    if (kind === 'checkout_ticket') {
      const rows = await readers.checkoutTickets(ids);
      const lines = await readers.ticketLines(rows.map((r) => r.id));
      return rows.flatMap((r) => {
        // A ticket is the customer's own purchase: billed to them, to their company only when no person is known.
        const payer = r.userId !== null ? { kind: 'person' as const, id: r.userId } : { kind: 'company' as const, id: r.companyId! };
        // A gift card sold is outside VAT scope, not a supply: never on the bill (decision 063); a ticket selling only
        // gift cards has nothing to bill.
        const own = lines.filter((l) => l.ticketId === r.id && l.kind !== 'gift_card');
        if (!own.length) return [];
        return {
          kind,
          id: r.id,
          label: `#${r.id}`,
          date: day(r.createdAt),
          stage: null,
          bikeIds: own.flatMap((l) => (l.bikeId === null ? [] : [l.bikeId])),
          linesIn: (language: Locale) => [
            ...own.map((l) => ({
              description: l.frameNumber ? `${l.label} (${l.frameNumber})` : l.label,
              quantity: l.quantity,
              unitPriceCents: l.unitPriceCents,
              vatRate: l.vatRate,
              discountPercent: r.discountPercent,
              // Each line on its kind's revenue account, as the till books it (decisions 110, 116).
              saleKind: l.kind === 'bike' ? ('bikes' as const) : ('accessories' as const),
            })),
            ...ticketPromoBillLines(
              { promoCode: r.promoCode, promoDiscountCents: r.promoDiscountCents, discountPercent: Number(r.discountPercent) },
              own,
            ).map((l) => ({ ...l, description: billWords(language).promo(r.promoCode!) })),
          ],
          payer: payer.kind === 'person' ? { companyId: null, userId: r.userId } : { companyId: r.companyId, userId: null },
          payerKind: payer.kind,
          payerId: payer.id,
        };
      });
    }
    if (kind === 'order') {
      const rows = await readers.orders(ids);
      return rows.flatMap(({ order: o, vatRate, promoCode, promoDiscountCents, deliveryCents, deliveryZone }) => {
        const payer = payerOf(o);
        if (!payer) return [];
        const delivered = DELIVERED.includes(o.status);
        const rate = vatRate ?? impliedVatRate(o.amountExclVatCents, o.amountInclVatCents);
        return [
          {
            kind,
            id: o.id,
            label: o.label,
            date: day(delivered ? (o.handedOverAt ?? o.statusChangedAt) : o.createdAt),
            stage: delivered ? ('delivered' as const) : ('signed' as const),
            bikeIds: o.bikeId === null ? [] : [o.bikeId],
            linesIn: (language: Locale) => [
              lineFromTotal(o.label, o.quantity, o.amountExclVatCents, rate),
              ...(promoCode && promoDiscountCents
                ? [{ ...orderPromoBillLine(promoCode, promoDiscountCents, rate), description: billWords(language).promo(promoCode) }]
                : []),
              ...(deliveryCents ? [deliveryBillLine(billWords(language).delivery(deliveryZone), deliveryCents, rate)] : []),
            ],
            payer: payer.kind === 'company' ? { companyId: o.companyId, userId: null } : { companyId: null, userId: o.userId },
            payerKind: payer.kind,
            payerId: payer.id,
          },
        ];
      });
    }
    const rows = await readers.rentals(ids);
    const rentalBikes = await readers.rentalBikes(rows.map((r) => r.rental.id));
    return rows.map(({ rental: r, userId }) => {
      const bikeIds = rentalBikes.filter((b) => b.rentalId === r.id).map((b) => b.bikeId);
      const payer = r.companyId !== null ? { kind: 'company' as const, id: r.companyId } : { kind: 'person' as const, id: userId! };
      return {
        kind,
        id: r.id,
        label: `${r.firstname} ${r.lastname} · ${r.startDate} → ${r.endDate}`,
        date: r.endDate,
        stage: null,
        bikeIds,
        linesIn: (language: Locale) => {
          const rental = { bikes: Math.max(1, bikeIds.length), startDate: r.startDate, endDate: r.endDate, totalCents: r.totalCents };
          return [rentalBillLine(rental, billWords(language).rental(rental))];
        },
        payer: payer.kind === 'company' ? { companyId: r.companyId, userId: null } : { companyId: null, userId },
        payerKind: payer.kind,
        payerId: payer.id,
      };
    });
  }

  async function candidates(kind: BillSourceKind, ids?: number[]): Promise<Candidate[]> {
    const rows = await raws(kind, ids);
    const [firms, people] = await Promise.all([
      companies.namesByIds(rows.filter((r) => r.payerKind === 'company').map((r) => r.payerId)),
      identity.namesByIds(rows.filter((r) => r.payerKind === 'person').map((r) => r.payerId)),
    ]);
    return rows.map(({ payerKind, payerId, ...r }) => {
      const lines = r.linesIn('fr');
      const totals = billTotals(lines);
      const name = (payerKind === 'company' ? firms.get(payerId)?.name : people.get(payerId)?.name) ?? `#${payerId}`;
      return {
        ...r,
        customer: { kind: payerKind, id: payerId, name },
        lineCount: lines.length,
        exclVatCents: totals.exclVatCents,
        vatCents: totals.vatCents,
        inclVatCents: totals.inclVatCents,
      };
    });
  }

  function filtered(items: Candidate[], query: BillSourceQuery) {
    const q = query.q?.toLowerCase();
    const kept = items.filter(
      (i) =>
        (!q || i.label.toLowerCase().includes(q) || i.customer.name.toLowerCase().includes(q) || String(i.id) === q.replace(/^#/, '')) &&
        (!query.customerKind || i.customer.kind === query.customerKind) &&
        (!query.companyId || (i.customer.kind === 'company' && i.customer.id === query.companyId)) &&
        (!query.from || i.date >= query.from) &&
        (!query.to || i.date <= query.to) &&
        (!query.stage || i.stage === query.stage),
    );
    const sign = query.order === 'desc' ? -1 : 1;
    const key = (i: Candidate): string | number =>
      query.sort === 'amount' ? i.inclVatCents : query.sort === 'customer' ? i.customer.name.toLowerCase() : i.date;
    return kept.sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return (x < y ? -1 : x > y ? 1 : a.id - b.id) * sign;
    });
  }
  const publicItem = ({ linesIn: _l, payer: _p, ...item }: Candidate): BillSourceItem => item;

  /** The bikes of these link rows, labelled through the stock and catalogue services. */
  async function bikeViews(bikeIds: number[]) {
    const found = await readers.bikes(bikeIds);
    return (id: number) => {
      const b = found.get(id);
      return { id, frameNumber: b?.frameNumber ?? `#${id}`, model: b?.brand ? `${b.brand} ${b.model}` : null };
    };
  }

  async function linksOf(billId: number): Promise<BillLinks> {
    const [sources, links] = await Promise.all([repo.sourcesOf(db, billId), repo.bikeIdsOf(db, [billId])]);
    const bike = await bikeViews(links.map((l) => l.bikeId));
    return {
      billId,
      sources: sources.map((s) => ({
        kind: s.kind as BillLinks['sources'][number]['kind'],
        id: s.sourceId,
        label: s.label,
        released: s.releasedAt !== null,
      })),
      bikes: links.map((l) => bike(l.bikeId)).sort((a, b) => a.frameNumber.localeCompare(b.frameNumber)),
    };
  }

  return {
    async list(kind: BillSourceKind, query: BillSourceQuery, exporting = false) {
      const all = filtered(await candidates(kind), query);
      if (exporting) return pageOf(all.slice(0, EXPORT_MAX_ROWS).map(publicItem), all.length, { page: 1, perPage: EXPORT_MAX_ROWS });
      const start = (query.page - 1) * query.perPage;
      return pageOf(all.slice(start, start + query.perPage).map(publicItem), all.length, query);
    },

    /**
     * Draft bills from sources of one kind, one per customer, each source billed once: the unique index on the
     * sources not released refuses a second bill even from another admin at the same moment (409 already_billed).
     */
    async create(kind: BillSourceKind, ids: number[], actor: Actor) {
      if (!BILL_SOURCE_KINDS.includes(kind)) throw invalid({ kind: 'invalid' });
      const found = await candidates(kind, ids);
      if (found.length < ids.length) {
        const missing = ids.filter((id) => !found.some((f) => f.id === id));
        if ((await repo.billed(db, kind, missing)).length) throw alreadyBilled();
        throw invalid({ ids: 'not_billable' });
      }
      const ordered = ids.map((id) => found.find((f) => f.id === id)!);
      const groups = groupByCustomer(ordered);
      // Read before the transaction: on PGlite a query outside an open transaction waits for it.
      const customers = await Promise.all(groups.map((g) => bills.customerOf(g[0]!.payer)));
      try {
        const billIds = await db.transaction(async (tx) => {
          await repo.release(tx, kind, ids);
          const made: number[] = [];
          for (const [i, group] of groups.entries()) {
            const notes = group.map((s) => s.label).join(' · ');
            const customer = customers[i]!;
            const bill = await bills.insertDraftIn(
              tx,
              customer,
              { lines: group.flatMap((s) => s.linesIn(customer.customerLanguage)), notes },
              actor,
            );
            const sources = group.map((s) => ({ billId: bill.id, kind, sourceId: s.id, label: s.label, createdById: actor.id }));
            await repo.insertSources(tx, sources);
            const bikeIds = [...new Set(group.flatMap((s) => s.bikeIds))];
            await repo.linkBikes(tx, bill.id, bikeIds, actor.id);
            await recordAudit(tx, {
              actorId: actor.id,
              action: 'bill.sources_linked',
              entity: 'bill',
              entityId: bill.id,
              after: { sources: sources.map((s) => ({ kind: s.kind, id: s.sourceId })), bikeIds },
              ip: actor.ip,
            });
            made.push(bill.id);
          }
          await readers.markBilled(tx, kind, ids);
          return made;
        });
        return { billIds };
      } catch (error) {
        if (sqlState(error) === '23505') throw alreadyBilled();
        throw error;
      }
    },

    async links(billId: number): Promise<BillLinks> {
      if (!(await repo.billExists(db, billId))) throw notFound();
      return linksOf(billId);
    },

    /** bills-bikes-link update: the bikes a bill concerns, replaced (an issued bill too: the link is not the bill). */
    async setBikes(billId: number, bikeIds: number[], actor: Actor): Promise<BillLinks> {
      const unique = [...new Set(bikeIds)];
      const known = await readers.bikes(unique);
      if (known.size < unique.length) throw invalid({ bikeIds: 'unknown_bike' });
      await db.transaction(async (tx) => {
        if (!(await repo.lockBill(tx, billId))) throw notFound();
        const before = (await repo.bikeIdsOf(tx, [billId])).map((b) => b.bikeId);
        await repo.replaceBikes(tx, billId, unique, actor.id);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'bill.bikes_linked',
          entity: 'bill',
          entityId: billId,
          before: { bikeIds: before },
          after: { bikeIds: unique },
          ip: actor.ip,
        });
      });
      return linksOf(billId);
    },

    async bikeLinks(query: BillBikeLinkQuery, exporting = false) {
      const frames = query.q ? await readers.bikesMatching(query.q) : [];
      const where = repo.linksWhere(query.q, frames, query.bikeId ?? null);
      const limit = exporting ? EXPORT_MAX_ROWS : query.perPage;
      const [rows, total] = await Promise.all([
        repo.links(db, where, query.sort, query.order, limit, exporting ? 0 : (query.page - 1) * query.perPage),
        repo.linksCount(db, where),
      ]);
      const bike = await bikeViews(rows.map((r) => r.bikeId));
      const data: BillBikeLinkItem[] = rows.map((r) => ({ ...r.bill, bike: bike(r.bikeId) }));
      return pageOf(data, total, exporting ? { page: 1, perPage: EXPORT_MAX_ROWS } : query);
    },

    async billsToLink(query: BillBikeLinkQuery, exporting = false) {
      const where = repo.toLinkWhere(query.q);
      const limit = exporting ? EXPORT_MAX_ROWS : query.perPage;
      const [rows, total] = await Promise.all([
        repo.toLink(db, where, query.sort, query.order, limit, exporting ? 0 : (query.page - 1) * query.perPage),
        repo.toLinkCount(db, where),
      ]);
      const data: BillToLinkItem[] = rows.map((r) => ({ ...r, sourceKinds: r.sourceKinds ?? [] }));
      return pageOf(data, total, exporting ? { page: 1, perPage: EXPORT_MAX_ROWS } : query);
    },
  };
}
