import {
  bikeModelListQuerySchema,
  FALLBACK_STOCK_LOCATION,
  addVatCents,
  giftCardLineAmounts,
  giftCardPaymentRefusal,
  lessPromoShare,
  normalizeGiftCardCode,
  ticketNumberOf,
  ticketToPayCents,
  tillGiftCardExpiry,
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
  type TicketLineAmounts,
  type TicketLineKind,
  type TicketPreview,
  type TicketPreviewInput,
  type TicketListQuery,
  type Clock,
} from '@veloport/domain';
import type { Db, DbOrTx, IdCondition } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound, type FieldCode } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf } from '../../../platform/list';
import type { AccessoriesService } from '../../catalog/accessories.service';
import type { BikeModelsService } from '../../catalog/bike-models.service';
import type { CompaniesService } from '../../companies/companies.service';
import type { Actor, IdentityService } from '../../identity/identity.service';
import type { PeopleService } from '../../identity/users/people.service';
import type { GiftCardsService } from '../../billing/gift-cards/gift-cards.service';
import type { PromoCodesService } from '../../billing/promo-codes/promo-codes.service';
import { applyMovement, type AccessoryStockService } from '../../stock/accessories/accessory-stock.service';
import { soldAtTill } from '../../stock/bikes/bike-actions.service';
import type { BikesService } from '../../stock/bikes/bikes.service';
import type { StockService } from '../../stock/stock.service';
import { checkoutRepository, type TicketFilters, type TicketRow } from './checkout.repository';

export type CheckoutService = ReturnType<typeof createCheckoutService>;
type Deps = {
  clock: Clock;
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

/** The ticket's number as printed: T-000042. */
export const ticketNumber = ticketNumberOf;
/** The store a cashier sells from: their current store, else Liège (seed §8). */
const storeOf = (user: AuthUser) => user.currentStockLocation ?? FALLBACK_STOCK_LOCATION.current_location;
const SEARCH_LIMIT = 20;
/** A 404 from the catalogue or the stock is an unknown line (422), anything else a real failure. */
const unknownAsNull = (error: unknown): null => {
  if (error instanceof AppError && error.statusCode === 404) return null;
  throw error;
};

/** A priced cart line, before anything is written (a gift card line: its face value, VAT rate 0, outside VAT scope). */
type PricedLine = {
  kind: TicketLineKind;
  label: string;
  bikeId: number | null;
  frameNumber: string | null;
  accessoryId: number | null;
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
};

/**
 * The cash register (decision 023): a walk-in sale of stock bikes and accessories, stored as a ticket with its
 * lines and amounts. The stock moves in the same transaction, through the stock module's own functions.
 */
export function createCheckoutService({
  clock,
  db,
  identity,
  people,
  companies,
  models,
  accessories,
  bikes,
  accessoryStock,
  locations,
  promoCodes,
  giftCards,
}: Deps) {
  accessories.onMerge(async (tx, keepId, duplicateId) => {
    await checkoutRepository.moveAccessory(tx, keepId, duplicateId);
    return {};
  });

  /** Rows to tickets in five queries whatever their number (lines, names, companies, stores). */
  async function views(rows: TicketRow[]): Promise<Ticket[]> {
    const [lines, names, companyNames, stores] = await Promise.all([
      checkoutRepository.linesOf(
        db,
        rows.map((r) => r.id),
      ),
      identity.namesByIds(rows.flatMap((r) => [r.userId, r.cashierId])),
      companies.namesByIds(rows.map((r) => r.companyId)),
      locations.locations(),
    ]);
    const cardIds = lines.flatMap((l) => (l.giftCardId === null ? [] : [l.giftCardId]));
    const cards =
      giftCards && cardIds.length
        ? await giftCards.codesByIds(cardIds)
        : new Map<number, { id: number; code: string; expiresOn: string | null }>();
    return rows.map((r) => {
      const own = lines.filter((l) => l.ticketId === r.id);
      // The VAT per rate from the stored goods lines: they carry the promo code's shares too (decision 059); a gift card
      // sold is outside VAT scope (decision 063).
      const totals = totalsOfLines(own.filter((l) => l.kind !== 'gift_card'));
      const cashier = r.cashierId === null ? undefined : names.get(r.cashierId);
      return {
        id: r.id,
        number: ticketNumber(r.id),
        createdAt: r.createdAt.toISOString(),
        customerKind: r.customerKind as TicketCustomerKind,
        customer:
          r.userId === null
            ? null
            : { id: r.userId, name: r.customerName ?? names.get(r.userId)?.name ?? `#${r.userId}`, email: r.customerEmail },
        company: r.companyId === null ? null : (companyNames.get(r.companyId) ?? null),
        cashier: cashier ? { id: cashier.id, name: cashier.name } : null,
        store: stores.get(r.stockLocationId) ?? { id: r.stockLocationId, name: '' },
        paymentMethod: r.paymentMethod as PaymentMethod,
        discountPercent: Number(r.discountPercent),
        language: toLocale(r.language),
        itemCount: own.reduce((n, l) => n + l.quantity, 0),
        // The stored amounts are what was rung up; vatByRate is recomputed from the lines with the same rules.
        totals: {
          grossCents: r.grossCents,
          discountCents: r.discountCents,
          exclVatCents: r.exclVatCents,
          vatCents: r.vatCents,
          inclVatCents: r.inclVatCents,
          vatByRate: totals.vatByRate,
        },
        promo: r.promoCode === null ? null : { code: r.promoCode, discountCents: r.promoDiscountCents },
        giftCard:
          r.giftCardId === null
            ? null
            : { code: r.giftCardCode ?? '', amountCents: r.giftCardCents, balanceAfterCents: r.giftCardBalanceAfterCents ?? 0 },
        giftCardsSoldCents: r.giftCardsSoldCents,
        toPayCents: ticketToPayCents({
          goodsInclVatCents: r.inclVatCents,
          giftCardsSoldCents: r.giftCardsSoldCents,
          giftCardPaidCents: r.giftCardCents,
        }),
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
          amounts: {
            grossCents: l.grossCents,
            discountCents: l.discountCents,
            exclVatCents: l.exclVatCents,
            vatCents: l.vatCents,
            inclVatCents: l.inclVatCents,
          },
          giftCard: l.giftCardId === null ? null : (cards.get(l.giftCardId) ?? null),
        })),
      };
    });
  }

  /** The promo code on the goods lines only (a promo code never discounts a gift card, decision 063). */
  async function lockPromo(
    tx: DbOrTx,
    lines: PricedLine[],
    input: Pick<TicketInput, 'promoCode' | 'discountPercent'>,
    userId: number | null,
  ) {
    const goods = lines.filter((l) => l.kind !== 'gift_card');
    if (!goods.length) throw invalid({ promoCode: 'not_applicable' });
    const { lines: before } = ticketAmounts(goods as (PricedLine & { kind: 'bike' | 'accessory' })[], input.discountPercent);
    return promoCodes!.lockForSale(
      tx,
      { code: input.promoCode!, lines: goods.map((l, i) => ({ kind: l.kind, inclVatCents: before[i]!.inclVatCents })), userId },
      'promoCode',
    );
  }

  /**
   * Every line's amounts as rung up: the goods with the ticket's percentage and their promo shares (`shares`, by goods
   * line), a gift card at face value; the totals are the goods' (a gift card sold is outside VAT scope, decision 063).
   */
  function rung(lines: PricedLine[], discountPercent: number, shares: readonly number[] = []) {
    const goods = lines.map((line, i) => ({ line, i })).filter(({ line }) => line.kind !== 'gift_card');
    const { lines: before } = ticketAmounts(
      goods.map(({ line }) => ({ ...line, kind: line.kind as 'bike' | 'accessory' })),
      discountPercent,
    );
    const amounts: TicketLineAmounts[] = lines.map((l) => giftCardLineAmounts(l.unitPriceCents));
    goods.forEach(({ line, i }, j) => (amounts[i] = lessPromoShare(before[j]!, shares[j] ?? 0, line.vatRate)));
    const totals = totalsOfLines(goods.map(({ line, i }) => ({ ...amounts[i]!, vatRate: line.vatRate })));
    const soldCents = lines.reduce((sum, l) => sum + (l.kind === 'gift_card' ? l.unitPriceCents : 0), 0);
    return { amounts, totals, soldCents };
  }

  async function mustGet(id: number) {
    const row = await checkoutRepository.byId(db, id);
    if (!row) throw notFound();
    return (await views([row]))[0]!;
  }

  /** Each cart line priced from the catalogue; an unknown bike or accessory is 422 on its line. */
  async function priced(input: Pick<TicketInput, 'lines'>): Promise<PricedLine[]> {
    const cart = mergeCartLines(input.lines.map((l) => ({ ...l })));
    const problems: Record<string, FieldCode> = {};
    const seenBikes = new Set<number>();
    const out = await Promise.all(
      cart.map(async (line, i): Promise<PricedLine | null> => {
        if (line.kind === 'gift_card') {
          if (!giftCards) return (void (problems[`lines.${i}.kind`] = 'invalid'), null);
          return {
            kind: 'gift_card',
            label: 'Gift card',
            bikeId: null,
            frameNumber: null,
            accessoryId: null,
            quantity: 1,
            unitPriceCents: line.amountCents,
            vatRate: 0,
          };
        }
        if (line.kind === 'bike') {
          if (seenBikes.has(line.bikeId)) problems[`lines.${i}.bikeId`] = 'duplicate';
          seenBikes.add(line.bikeId);
          const bike = await bikes.mustGet(line.bikeId).catch(unknownAsNull);
          if (!bike) return (void (problems[`lines.${i}.bikeId`] = 'unknown_bike'), null);
          const model = await models.get(bike.modelId);
          return {
            kind: 'bike',
            label: `${model.brand} ${model.model}${bike.size ? ` (${bike.size})` : ''}`,
            bikeId: bike.id,
            frameNumber: bike.frameNumber,
            accessoryId: null,
            quantity: 1,
            unitPriceCents: salePriceCents(model),
            vatRate: model.vatRate,
          };
        }
        const accessory = await accessories.get(line.accessoryId).catch(unknownAsNull);
        if (!accessory) return (void (problems[`lines.${i}.accessoryId`] = 'unknown_accessory'), null);
        return {
          kind: 'accessory',
          label: accessory.name,
          bikeId: null,
          frameNumber: null,
          accessoryId: accessory.id,
          quantity: line.quantity,
          unitPriceCents: salePriceCents(accessory),
          vatRate: accessory.vatRate,
        };
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
      return {
        kind: 'existing' as const,
        userId: user.id,
        companyId: user.companyId,
        name: user.name,
        email: user.email,
        language: toLocale(user.language),
        create: null,
      };
    }
    if (input.new) {
      if (await identity.byEmail(input.new.email)) throw invalid({ 'customer.new.email': 'email_taken' });
      const language: Locale = input.new.language ?? cashier.language;
      return {
        kind: 'new' as const,
        userId: null,
        companyId: null,
        name: `${input.new.firstname} ${input.new.lastname}`,
        email: input.new.email,
        language,
        create: { ...input.new, language },
      };
    }
    return { kind: 'anonymous' as const, userId: null, companyId: null, name: null, email: null, language: cashier.language, create: null };
  }

  return {
    /** Billing's reads and mark, through its bill-source adapter (decisions 048, 069). */
    ticketsToBill: (unbilled: IdCondition, limit: number, ids?: number[]) => checkoutRepository.toBill(db, unbilled, ids, limit),
    ticketLines: (ticketIds: number[]) => checkoutRepository.linesOf(db, ticketIds),
    markBilled: (tx: DbOrTx, ids: number[]) => checkoutRepository.markBilled(tx, ids),

    /** The till's search: stock bikes (by frame number or model) and accessories (by name or reference) with their price. */
    async sellable(cashier: AuthUser, q?: string): Promise<SellableList> {
      const storeId = storeOf(cashier);
      const found = q ? await models.list(bikeModelListQuerySchema.parse({ q, perPage: SEARCH_LIMIT })) : { data: [] };
      const [bikeHits, accessoryPage, stores] = await Promise.all([
        bikes.sellable({ q, modelIds: found.data.map((m) => m.id), storeId, limit: SEARCH_LIMIT }),
        accessories.page({ page: 1, perPage: SEARCH_LIMIT, order: 'asc', sort: 'name', q, available: true }),
        locations.locations(),
      ]);
      const modelOf = new Map(
        (await Promise.all([...new Set(bikeHits.rows.map((b) => b.modelId))].map((id) => models.get(id)))).map((m) => [m.id, m]),
      );
      const quantity = await accessoryStock.quantitiesOf(accessoryPage.rows.map((a) => a.id));
      return {
        store: stores.get(storeId) ?? { id: storeId, name: '' },
        bikes: bikeHits.items.map((b, i) => {
          const model = modelOf.get(bikeHits.rows[i]!.modelId)!;
          const unitPriceCents = salePriceCents(model);
          return {
            id: b.id,
            frameNumber: b.frameNumber,
            label: `${model.brand} ${model.model}`,
            size: b.size,
            color: b.color,
            store: b.location,
            unitPriceCents,
            vatRate: model.vatRate,
            inclVatCents: addVatCents(unitPriceCents, model.vatRate),
          };
        }),
        accessories: accessoryPage.rows.map((a) => {
          const unitPriceCents = salePriceCents(a);
          return {
            id: a.id,
            name: a.name,
            reference: a.reference,
            unitPriceCents,
            vatRate: a.vatRate,
            inclVatCents: addVatCents(unitPriceCents, a.vatRate),
            quantity: quantity(a.id).find((s) => s.locationId === storeId)?.quantity ?? 0,
          };
        }),
      };
    },

    /** Customers the till can name, by name or e-mail: private customers (a company's people buy through their employer). */
    async customers(q?: string) {
      const rows = await people.customers({ companyId: null, q, limit: SEARCH_LIMIT });
      return { data: rows.map((u) => ({ id: u.id, name: `${u.firstname} ${u.lastname}`, email: u.email, companyId: u.companyId })) };
    },

    /**
     * The sale: one transaction writes the ticket, its lines, the customer when new, issues the gift cards it sells,
     * and moves the stock. A bike no longer in stock or an accessory short in the cashier's store refuses the whole
     * sale (409): nothing is written, no card is issued. The same `saleKey` twice (two clicks) answers the first ticket.
     */
    async sell(cashier: AuthUser, input: TicketInput, actor: Actor) {
      if (input.saleKey) {
        const done = await checkoutRepository.bySaleKey(db, input.saleKey);
        if (done) return (await views([done]))[0]!;
      }
      const [lines, customer] = await Promise.all([priced(input), customerOf(input.customer, cashier)]);
      const storeId = storeOf(cashier);
      const today = clock.today();
      if (input.promoCode && !promoCodes) throw invalid({ promoCode: 'invalid' });
      if (input.giftCard && !giftCards) throw invalid({ 'giftCard.code': 'invalid' });
      const cashierKey = `user:${cashier.id}`;
      if (input.giftCard) await giftCards!.refuseWhenTooManyWrong(cashierKey);
      const ticket = await db
        .transaction(async (tx) => {
          // The promo code and the gift card are locked first, before any stock row, in the same order at every till.
          const promo = input.promoCode ? await lockPromo(tx, lines, input, customer.userId) : null;
          const { amounts, totals, soldCents } = rung(lines, input.discountPercent, promo?.shares);
          const refusal = input.giftCard ? giftCardPaymentRefusal(input.giftCard.amountCents, totals.inclVatCents, soldCents) : null;
          if (refusal) throw invalid({ 'giftCard.amountCents': refusal });
          const card = input.giftCard
            ? await giftCards!.lockForSale(tx, input.giftCard, { code: 'giftCard.code', amount: 'giftCard.amountCents' })
            : null;
          if (input.giftCard && !card) throw new WrongGiftCard();
          const userId = customer.create
            ? (await identity.importCustomer(tx, { ...customer.create, address: null, companyId: null }, actor)).id
            : customer.userId;
          const row = await checkoutRepository.insert(tx, {
            promoCodeId: promo?.promoCodeId ?? null,
            promoCode: promo?.code ?? null,
            promoDiscountCents: promo?.discountCents ?? 0,
            giftCardId: card?.giftCardId ?? null,
            giftCardCode: card?.maskedCode ?? null,
            giftCardCents: card ? input.giftCard!.amountCents : 0,
            giftCardBalanceAfterCents: card?.balanceAfterCents ?? null,
            giftCardsSoldCents: soldCents,
            saleKey: input.saleKey ?? null,
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
          const order = lines
            .map((line, i) => ({ line, i }))
            .filter(({ line }) => line.kind !== 'gift_card')
            .sort((a, b) =>
              a.line.kind === b.line.kind
                ? (a.line.bikeId ?? a.line.accessoryId!) - (b.line.bikeId ?? b.line.accessoryId!)
                : a.line.kind === 'bike'
                  ? -1
                  : 1,
            );
          for (const { line, i } of order) {
            if (line.kind === 'bike') {
              await soldAtTill(
                tx,
                line.bikeId!,
                { date: today, priceCents: amounts[i]!.exclVatCents, companyId: customer.companyId, userId, ticketId: row.id },
                actor,
              );
            } else {
              await applyMovement(
                tx,
                { accessoryId: line.accessoryId!, locationId: storeId, delta: -line.quantity, reason: 'sale', note: ticketNumber(row.id) },
                actor,
              ).catch((error: unknown) => {
                // Which accessory is short, for the cashier: the line's field beside the 409.
                if (error instanceof AppError && error.code === 'stock_insufficient')
                  throw new AppError(409, 'stock_insufficient', `Not enough "${line.label}" in stock`, {
                    [`lines.${i}.quantity`]: 'stock_insufficient',
                  });
                throw error;
              });
            }
          }
          // The gift cards sold (decision 063): issued here, so they exist only if the ticket is paid.
          const issued = new Map<number, number>();
          for (const [i, line] of lines.entries()) {
            if (line.kind !== 'gift_card') continue;
            const card = await giftCards!.issueForTicket(
              tx,
              { amountCents: line.unitPriceCents, expiresOn: tillGiftCardExpiry(today), ticketId: row.id, buyerName: customer.name },
              actor,
            );
            issued.set(i, card.id);
          }
          const written = await checkoutRepository.insertLines(
            tx,
            lines.map((l, i) => ({ ...l, ticketId: row.id, giftCardId: issued.get(i) ?? null, ...amounts[i]! })),
          );
          await promo?.commit(ticketNumber(row.id), actor);
          await card?.spend(ticketNumber(row.id), actor);
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'checkout.ticket_created',
            entity: 'checkout_ticket',
            entityId: row.id,
            after: { ...row, lines: written },
            ip: actor.ip,
          });
          return row;
        })
        .catch(async (error: unknown) => {
          // A second click whose twin has just committed: the same sale, answered with its ticket.
          const twin = input.saleKey ? await checkoutRepository.bySaleKey(db, input.saleKey) : undefined;
          if (twin) return twin;
          // Counted once the sale's transaction has rolled back (PGlite serialises writes).
          if (error instanceof WrongGiftCard) return giftCards!.countWrongCode(cashierKey, 'giftCard.code');
          throw error;
        });
      return (await views([ticket]))[0]!;
    },

    /**
     * What the till shows before the payment (decision 063): the sale's own rules on the cart as it stands, nothing
     * written. A refused promo code or gift card is a reason (the field a sale would answer), left out of the totals.
     * A wrong gift card code counts against the cashier as at the sale, so the preview is no way round the limit.
     */
    async preview(cashier: AuthUser, input: TicketPreviewInput): Promise<TicketPreview> {
      const lines = await priced(input);
      const refusals: Record<string, FieldCode> = {};
      const refusedAs = async <T>(work: () => Promise<T>): Promise<T | null> => {
        try {
          return await work();
        } catch (error) {
          if (error instanceof AppError && error.statusCode === 422 && error.fields) return (Object.assign(refusals, error.fields), null);
          throw error;
        }
      };
      const promo = input.promoCode
        ? promoCodes
          ? await refusedAs(() => lockPromo(db, lines, input, input.customer?.userId ?? null))
          : ((refusals.promoCode = 'invalid'), null)
        : null;
      const { totals, soldCents } = rung(lines, input.discountPercent, promo?.shares);
      let card: TicketPreview['giftCard'] = null;
      if (input.giftCard) {
        const paid = input.giftCard;
        const refusal = giftCardPaymentRefusal(paid.amountCents, totals.inclVatCents, soldCents);
        if (refusal) refusals['giftCard.amountCents'] = refusal;
        else if (!giftCards || !normalizeGiftCardCode(paid.code)) refusals['giftCard.code'] = 'invalid';
        else {
          const key = `user:${cashier.id}`;
          await giftCards.refuseWhenTooManyWrong(key);
          const locked = await refusedAs(() => giftCards.lockForSale(db, paid, { code: 'giftCard.code', amount: 'giftCard.amountCents' }));
          if (locked) card = { amountCents: paid.amountCents, balanceAfterCents: locked.balanceAfterCents };
          else if (!refusals['giftCard.code'] && !refusals['giftCard.amountCents'])
            await refusedAs(() => giftCards.countWrongCode(key, 'giftCard.code'));
        }
      }
      return {
        totals,
        giftCardsSoldCents: soldCents,
        promo: promo ? { code: promo.code, discountCents: promo.discountCents } : null,
        giftCard: card,
        toPayCents: ticketToPayCents({
          goodsInclVatCents: totals.inclVatCents,
          giftCardsSoldCents: soldCents,
          giftCardPaidCents: card?.amountCents ?? 0,
        }),
        refusals,
      };
    },

    get: (id: number) => mustGet(id),

    async list(query: TicketListQuery) {
      const f = filtersOf(query);
      const [rows, total] = await Promise.all([
        checkoutRepository.page(db, f, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        checkoutRepository.count(db, f),
      ]);
      return pageOf(
        (await views(rows)).map(({ lines: _lines, ...rest }) => rest),
        total,
        query,
      );
    },

    async listForExport(query: TicketListQuery) {
      const rows = await checkoutRepository.page(db, filtersOf(query), query.sort, query.order, EXPORT_MAX_ROWS, 0);
      return views(rows);
    },
  };
}

const filtersOf = (q: TicketListQuery): TicketFilters => ({
  paymentMethod: q.paymentMethod,
  customerKind: q.customerKind,
  userId: q.userId,
  from: q.from,
  to: q.to,
  billed: q.billed,
  q: q.q,
});
