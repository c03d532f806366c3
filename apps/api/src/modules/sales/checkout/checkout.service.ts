import {
  bikeModelListQuerySchema,
  FALLBACK_STOCK_LOCATION,
  addVatCents,
  lessPromoShare,
  mergeCartLines,
  salePriceCents,
  ticketAmounts,
  toLocale,
  totalsOfLines,
  type AuthUser,
  type Locale,
  type PaymentMethod,
  type SellableList,
  type Ticket,
  type TicketCustomerKind,
  type TicketInput,
  type TicketLineKind,
  type TicketListQuery,
} from '@veloport/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf } from '../../../platform/list';
import type { AccessoriesService } from '../../catalog/accessories.service';
import type { BikeModelsService } from '../../catalog/bike-models.service';
import type { CompaniesService } from '../../companies/companies.service';
import type { Actor, IdentityService } from '../../identity/identity.service';
import type { PeopleService } from '../../identity/people.service';
import type { GiftCardsService } from '../../billing/gift-cards/gift-cards.service';
import type { PromoCodesService } from '../../billing/promo-codes/promo-codes.service';
import { applyMovement, type AccessoryStockService } from '../../stock/accessory-stock.service';
import { soldAtTill } from '../../stock/bike-actions.service';
import type { BikesService } from '../../stock/bikes.service';
import type { StockService } from '../../stock/stock.service';
import { checkoutRepository, type TicketFilters, type TicketRow } from './checkout.repository';

export type CheckoutService = ReturnType<typeof createCheckoutService>;
type Deps = {
  db: Db;
  identity: IdentityService;
  people: PeopleService;
  companies: CompaniesService;
  models: BikeModelsService;
  accessories: AccessoriesService;
  bikes: BikesService;
  accessoryStock: AccessoryStockService;
  locations: StockService;
  /** Promo codes and gift cards at the till (decision 059); absent, the till takes neither. */
  promoCodes?: PromoCodesService;
  giftCards?: GiftCardsService;
};

/** A gift card code not found inside the sale's transaction: counted against the cashier once it has rolled back. */
class WrongGiftCard extends Error {}

const brusselsToday = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
/** The ticket's number as printed: T-000042. */
export const ticketNumber = (id: number) => `T-${String(id).padStart(6, '0')}`;
/** The store a cashier sells from: their current store, else Liège (seed §8). */
const storeOf = (user: AuthUser) => user.currentStockLocation ?? FALLBACK_STOCK_LOCATION.current_location;
const SEARCH_LIMIT = 20;
/** A 404 from the catalogue or the stock is an unknown line (422), anything else a real failure. */
const unknownAsNull = (error: unknown): null => {
  if (error instanceof AppError && error.statusCode === 404) return null;
  throw error;
};

/** A priced cart line, before anything is written. */
type PricedLine = { kind: TicketLineKind; label: string; bikeId: number | null; frameNumber: string | null; accessoryId: number | null; quantity: number; unitPriceCents: number; vatRate: number };

/**
 * The cash register (decision 023): a walk-in sale of stock bikes and accessories, stored as a ticket with its
 * lines and amounts. The stock moves in the same transaction, through the stock module's own functions.
 */
export function createCheckoutService({ db, identity, people, companies, models, accessories, bikes, accessoryStock, locations, promoCodes, giftCards }: Deps) {
  accessories.onMerge(async (tx, keepId, duplicateId) => {
    await checkoutRepository.moveAccessory(tx, keepId, duplicateId);
    return {};
  });

  /** Rows to tickets in five queries whatever their number (lines, names, companies, stores). */
  async function views(rows: TicketRow[]): Promise<Ticket[]> {
    const [lines, names, companyNames, stores] = await Promise.all([
      checkoutRepository.linesOf(db, rows.map((r) => r.id)),
      identity.namesByIds(rows.flatMap((r) => [r.userId, r.cashierId])),
      companies.namesByIds(rows.map((r) => r.companyId)),
      locations.locations(),
    ]);
    return rows.map((r) => {
      const own = lines.filter((l) => l.ticketId === r.id);
      // The VAT per rate from the stored lines: they carry the promo code's shares too (decision 059).
      const totals = totalsOfLines(own);
      const cashier = r.cashierId === null ? undefined : names.get(r.cashierId);
      return {
        id: r.id,
        number: ticketNumber(r.id),
        createdAt: r.createdAt.toISOString(),
        customerKind: r.customerKind as TicketCustomerKind,
        customer: r.userId === null ? null : { id: r.userId, name: r.customerName ?? names.get(r.userId)?.name ?? `#${r.userId}`, email: r.customerEmail },
        company: r.companyId === null ? null : (companyNames.get(r.companyId) ?? null),
        cashier: cashier ? { id: cashier.id, name: cashier.name } : null,
        store: stores.get(r.stockLocationId) ?? { id: r.stockLocationId, name: '' },
        paymentMethod: r.paymentMethod as PaymentMethod,
        discountPercent: Number(r.discountPercent),
        language: toLocale(r.language),
        itemCount: own.reduce((n, l) => n + l.quantity, 0),
        // The stored amounts are what was rung up; vatByRate is recomputed from the lines with the same rules.
        totals: { grossCents: r.grossCents, discountCents: r.discountCents, exclVatCents: r.exclVatCents, vatCents: r.vatCents, inclVatCents: r.inclVatCents, vatByRate: totals.vatByRate },
        promo: r.promoCode === null ? null : { code: r.promoCode, discountCents: r.promoDiscountCents },
        giftCard: r.giftCardId === null ? null : { code: r.giftCardCode ?? '', amountCents: r.giftCardCents, balanceAfterCents: r.giftCardBalanceAfterCents ?? 0 },
        toPayCents: r.inclVatCents - r.giftCardCents,
        billedAt: r.billedAt?.toISOString() ?? null,
        lines: own.map((l) => ({
          id: l.id,
          kind: l.kind as TicketLineKind,
          label: l.label,
          bikeId: l.bikeId,
          frameNumber: l.frameNumber,
          accessoryId: l.accessoryId,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
          vatRate: l.vatRate,
          amounts: { grossCents: l.grossCents, discountCents: l.discountCents, exclVatCents: l.exclVatCents, vatCents: l.vatCents, inclVatCents: l.inclVatCents },
        })),
      };
    });
  }

  async function mustGet(id: number) {
    const row = await checkoutRepository.byId(db, id);
    if (!row) throw notFound();
    return (await views([row]))[0]!;
  }

  /** Each cart line priced from the catalogue; an unknown bike or accessory is 422 on its line. */
  async function priced(input: TicketInput): Promise<PricedLine[]> {
    const cart = mergeCartLines(input.lines.map((l) => ({ ...l })));
    const problems: Record<string, string> = {};
    const seenBikes = new Set<number>();
    const out = await Promise.all(
      cart.map(async (line, i): Promise<PricedLine | null> => {
        if (line.kind === 'bike') {
          if (seenBikes.has(line.bikeId)) problems[`lines.${i}.bikeId`] = 'duplicate';
          seenBikes.add(line.bikeId);
          const bike = await bikes.mustGet(line.bikeId).catch(unknownAsNull);
          if (!bike) return void (problems[`lines.${i}.bikeId`] = 'unknown_bike'), null;
          const model = await models.get(bike.modelId);
          return { kind: 'bike', label: `${model.brand} ${model.model}${bike.size ? ` (${bike.size})` : ''}`, bikeId: bike.id, frameNumber: bike.frameNumber, accessoryId: null, quantity: 1, unitPriceCents: salePriceCents(model), vatRate: model.vatRate };
        }
        const accessory = await accessories.get(line.accessoryId).catch(unknownAsNull);
        if (!accessory) return void (problems[`lines.${i}.accessoryId`] = 'unknown_accessory'), null;
        return { kind: 'accessory', label: accessory.name, bikeId: null, frameNumber: null, accessoryId: accessory.id, quantity: line.quantity, unitPriceCents: salePriceCents(accessory), vatRate: accessory.vatRate };
      }),
    );
    if (Object.keys(problems).length) throw invalid(problems);
    return out as PricedLine[];
  }

  /** Who buys: an existing customer, a new one (created in the sale's transaction), or nobody in particular. */
  async function customerOf(input: TicketInput['customer'], cashier: AuthUser) {
    if (input.userId !== undefined) {
      const user = (await identity.customersByIds([input.userId])).get(input.userId);
      if (!user) throw invalid({ 'customer.userId': 'unknown_user' });
      return { kind: 'existing' as const, userId: user.id, companyId: user.companyId, name: user.name, email: user.email, language: toLocale(user.language), create: null };
    }
    if (input.new) {
      if (await identity.byEmail(input.new.email)) throw invalid({ 'customer.new.email': 'email_taken' });
      const language: Locale = input.new.language ?? cashier.language;
      return { kind: 'new' as const, userId: null, companyId: null, name: `${input.new.firstname} ${input.new.lastname}`, email: input.new.email, language, create: { ...input.new, language } };
    }
    return { kind: 'anonymous' as const, userId: null, companyId: null, name: null, email: null, language: cashier.language, create: null };
  }

  return {
    /** The till's search: stock bikes (by frame number or model) and accessories (by name or reference) with their price. */
    async sellable(cashier: AuthUser, q?: string): Promise<SellableList> {
      const storeId = storeOf(cashier);
      const found = q ? await models.list(bikeModelListQuerySchema.parse({ q, perPage: SEARCH_LIMIT })) : { data: [] };
      const [bikeHits, accessoryPage, stores] = await Promise.all([
        bikes.sellable({ q, modelIds: found.data.map((m) => m.id), storeId, limit: SEARCH_LIMIT }),
        accessories.page({ page: 1, perPage: SEARCH_LIMIT, order: 'asc', sort: 'name', q, available: true }),
        locations.locations(),
      ]);
      const modelOf = new Map((await Promise.all([...new Set(bikeHits.rows.map((b) => b.modelId))].map((id) => models.get(id)))).map((m) => [m.id, m]));
      const quantity = await accessoryStock.quantitiesOf(accessoryPage.rows.map((a) => a.id));
      return {
        store: stores.get(storeId) ?? { id: storeId, name: '' },
        bikes: bikeHits.items.map((b, i) => {
          const model = modelOf.get(bikeHits.rows[i]!.modelId)!;
          const unitPriceCents = salePriceCents(model);
          return { id: b.id, frameNumber: b.frameNumber, label: `${model.brand} ${model.model}`, size: b.size, color: b.color, store: b.location, unitPriceCents, vatRate: model.vatRate, inclVatCents: addVatCents(unitPriceCents, model.vatRate) };
        }),
        accessories: accessoryPage.rows.map((a) => {
          const unitPriceCents = salePriceCents(a);
          return { id: a.id, name: a.name, reference: a.reference, unitPriceCents, vatRate: a.vatRate, inclVatCents: addVatCents(unitPriceCents, a.vatRate), quantity: quantity(a.id).find((s) => s.locationId === storeId)?.quantity ?? 0 };
        }),
      };
    },

    /** Customers the till can name, by name or e-mail: private customers (a company's people buy through their employer). */
    async customers(q?: string) {
      const rows = await people.customers({ companyId: null, q, limit: SEARCH_LIMIT });
      return { data: rows.map((u) => ({ id: u.id, name: `${u.firstname} ${u.lastname}`, email: u.email, companyId: u.companyId })) };
    },

    /**
     * The sale: one transaction writes the ticket, its lines, the customer when new, and moves the stock. A bike
     * no longer in stock or an accessory short in the cashier's store refuses the whole sale (409): nothing is written.
     */
    async sell(cashier: AuthUser, input: TicketInput, actor: Actor) {
      const [lines, customer] = await Promise.all([priced(input), customerOf(input.customer, cashier)]);
      const { lines: beforePromo } = ticketAmounts(lines, input.discountPercent);
      const storeId = storeOf(cashier);
      const today = brusselsToday(new Date());
      if (input.promoCode && !promoCodes) throw invalid({ promoCode: 'invalid' });
      if (input.giftCard && !giftCards) throw invalid({ 'giftCard.code': 'invalid' });
      const cashierKey = `user:${cashier.id}`;
      if (input.giftCard) await giftCards!.refuseWhenTooManyWrong(cashierKey);
      const ticket = await db.transaction(async (tx) => {
        // The promo code and the gift card are locked first, before any stock row, in the same order at every till.
        const promo = input.promoCode
          ? await promoCodes!.lockForSale(tx, { code: input.promoCode, lines: lines.map((l, i) => ({ kind: l.kind, inclVatCents: beforePromo[i]!.inclVatCents })), userId: customer.userId }, 'promoCode')
          : null;
        const amounts = beforePromo.map((a, i) => lessPromoShare(a, promo?.shares[i] ?? 0, lines[i]!.vatRate));
        const totals = totalsOfLines(amounts.map((a, i) => ({ ...a, vatRate: lines[i]!.vatRate })));
        if (input.giftCard && input.giftCard.amountCents > totals.inclVatCents) throw invalid({ 'giftCard.amountCents': 'more_than_total' });
        const card = input.giftCard ? await giftCards!.lockForSale(tx, input.giftCard, { code: 'giftCard.code', amount: 'giftCard.amountCents' }) : null;
        if (input.giftCard && !card) throw new WrongGiftCard();
        const userId = customer.create ? (await identity.importCustomer(tx, { ...customer.create, address: null, companyId: null }, actor)).id : customer.userId;
        const row = await checkoutRepository.insert(tx, {
          promoCodeId: promo?.promoCodeId ?? null,
          promoCode: promo?.code ?? null,
          promoDiscountCents: promo?.discountCents ?? 0,
          giftCardId: card?.giftCardId ?? null,
          giftCardCode: card?.maskedCode ?? null,
          giftCardCents: card ? input.giftCard!.amountCents : 0,
          giftCardBalanceAfterCents: card?.balanceAfterCents ?? null,
          customerKind: customer.kind,
          userId,
          companyId: customer.companyId,
          customerName: customer.name,
          customerEmail: customer.email,
          language: customer.language,
          paymentMethod: input.paymentMethod,
          discountPercent: input.discountPercent,
          stockLocationId: storeId,
          cashierId: actor.id,
          grossCents: totals.grossCents,
          discountCents: totals.discountCents,
          exclVatCents: totals.exclVatCents,
          vatCents: totals.vatCents,
          inclVatCents: totals.inclVatCents,
        });
        // Stock first, bikes then accessories, each by id: every till takes its row locks in the same order, and a
        // bike is locked (FOR UPDATE) before a ticket line references it (a foreign key takes a share lock on the
        // bike, and two tills holding that while waiting for each other's FOR UPDATE would deadlock).
        const order = lines.map((line, i) => ({ line, i })).sort((a, b) => (a.line.kind === b.line.kind ? (a.line.bikeId ?? a.line.accessoryId!) - (b.line.bikeId ?? b.line.accessoryId!) : a.line.kind === 'bike' ? -1 : 1));
        for (const { line, i } of order) {
          if (line.kind === 'bike') {
            await soldAtTill(tx, line.bikeId!, { date: today, priceCents: amounts[i]!.exclVatCents, companyId: customer.companyId, userId, ticketId: row.id }, actor);
          } else {
            await applyMovement(tx, { accessoryId: line.accessoryId!, locationId: storeId, delta: -line.quantity, reason: 'sale', note: ticketNumber(row.id) }, actor).catch((error: unknown) => {
              // Which accessory is short, for the cashier: the line's field beside the 409.
              if (error instanceof AppError && error.code === 'stock_insufficient') throw new AppError(409, 'stock_insufficient', `Not enough "${line.label}" in stock`, { [`lines.${i}.quantity`]: 'stock_insufficient' });
              throw error;
            });
          }
        }
        const written = await checkoutRepository.insertLines(
          tx,
          lines.map((l, i) => ({ ...l, ticketId: row.id, ...amounts[i]! })),
        );
        await promo?.commit(ticketNumber(row.id), actor);
        await card?.spend(ticketNumber(row.id), actor);
        await recordAudit(tx, { actorId: actor.id, action: 'checkout.ticket_created', entity: 'checkout_ticket', entityId: row.id, after: { ...row, lines: written }, ip: actor.ip });
        return row;
      }).catch((error: unknown) => {
        // Counted once the sale's transaction has rolled back (PGlite serialises writes).
        if (error instanceof WrongGiftCard) return giftCards!.countWrongCode(cashierKey, 'giftCard.code');
        throw error;
      });
      return (await views([ticket]))[0]!;
    },

    get: (id: number) => mustGet(id),

    async list(query: TicketListQuery) {
      const f = filtersOf(query);
      const [rows, total] = await Promise.all([
        checkoutRepository.page(db, f, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        checkoutRepository.count(db, f),
      ]);
      return pageOf((await views(rows)).map(({ lines: _lines, ...rest }) => rest), total, query);
    },

    async listForExport(query: TicketListQuery) {
      const rows = await checkoutRepository.page(db, filtersOf(query), query.sort, query.order, EXPORT_MAX_ROWS, 0);
      return views(rows);
    },
  };
}

const filtersOf = (q: TicketListQuery): TicketFilters => ({ paymentMethod: q.paymentMethod, customerKind: q.customerKind, userId: q.userId, from: q.from, to: q.to, billed: q.billed, q: q.q });
