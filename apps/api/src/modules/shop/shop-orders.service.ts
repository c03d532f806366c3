import crypto from 'node:crypto';
import {
  addDays,
  brusselsDayOf,
  canCancelShopOrder,
  canWithdraw,
  giftCardShareOfBill,
  SHOP_UNPAID_HOLD_MINUTES,
  shopOrderIdOf,
  shopOrderNumber,
  tillGiftCardExpiry,
  toLocale,
  withdrawalDeadline,
  WITHDRAWAL_REFUND_DAYS,
  type Clock,
  type RefundMeansInput,
  type ShopDeliveryMethod,
  type ShopLineKind,
  type ShopMarkPaidInput,
  type ShopMarkPaidMethod,
  type ShopOrderDetail,
  type ShopOrderListItem,
  type ShopOrderListQuery,
  type ShopOrderStatus,
  type ShopOrderView,
  type ShopPaymentMethod,
  type ShopPaymentStatus,
} from '@veloport/domain';
import type { BusinessIdentity } from '../../config';
import type { Db, Tx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, invalid, notFound } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import { pageOf } from '../../platform/list';
import type { Mailer } from '../../platform/mail';
import type { BillsService } from '../billing/bills/bills.service';
import type { RefundsService } from '../billing/refunds/refunds.service';
import type { IdentityService } from '../identity/identity.service';
import type { GiftCardsService } from '../billing/gift-cards/gift-cards.service';
import type { PromoCodesService } from '../billing/promo-codes/promo-codes.service';
import type { ShopStockService } from '../stock/shop-stock/shop-stock.service';
import type { StockService } from '../stock/stock.service';
import { refundMail, shippedMail, stepMail } from './shop-mails';
import { CUSTOMER, hashOf, paidByOf, type Actor } from './shop-common';
import { createShopPlacing } from './shop-placing.service';
import type { ShopQuoteService } from './shop-quote.service';
import { shopRepository as repo, type ShopOrderLineRow, type ShopOrderRow } from './shop.repository';

export type ShopOrdersService = ReturnType<typeof createShopOrdersService>;
/** How a customer reaches an order: the tracking link's token, or signed in as the account with the order's e-mail. */
export type Reach = { token: string } | { owner: { id: number; email: string } };
/** The payment provider's port as the shop uses it (decision 050's PaymentProvider fits it), wired in app.ts. */
type CheckoutPort = {
  readonly name: string;
  createCheckout(request: {
    reference: string;
    amountCents: number;
    currency: 'eur';
    description: string;
    customerEmail: string | null;
    locale: 'fr' | 'nl' | 'en';
    successUrl: string;
    cancelUrl: string;
    metadata: Record<string, string>;
  }): Promise<{ sessionId: string; url: string }>;
  /** A paid checkout's money given back on the card or Bancontact that paid (decision 112). */
  refund(request: { sessionId: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }>;
};
export type ShopOrdersDeps = {
  clock: Clock;
  db: Db;
  quote: ShopQuoteService;
  shopStock: ShopStockService;
  stores: StockService;
  giftCards: GiftCardsService;
  promoCodes: Pick<PromoCodesService, 'giveBackUse'>;
  bills: BillsService;
  refunds: Pick<RefundsService, 'refundIn' | 'creditIn' | 'onlineIn'>;
  customers: Pick<IdentityService, 'customerForShopOrder' | 'namesByIds'>;
  provider: CheckoutPort | null;
  mail: Mailer;
  publicUrl: string;
  business: BusinessIdentity;
};

export const SHOP_RELEASE_JOB = 'shop.release-unpaid';
/**
 * The method a hand-marked payment records (decision 121): a transfer order's defaults to the transfer; an order paid
 * in the store names cash or card; an online order's stays unnamed, as the provider pays it.
 */
function markPaidMethod(ordered: ShopPaymentMethod, given: ShopMarkPaidMethod | undefined): ShopMarkPaidMethod | undefined {
  if (ordered === 'online') {
    if (given) throw invalid({ method: 'not_allowed' });
    return undefined;
  }
  if (ordered === 'in_store' && !given) throw invalid({ method: 'required' });
  return given ?? 'transfer';
}
/** What an order's bill totals: the order without the gift cards it bought (outside VAT, not billed; decision 105). */
const billedCents = (row: ShopOrderRow, lines: ShopOrderLineRow[]) =>
  row.orderInclVatCents - lines.filter((l) => l.kind === 'gift_card').reduce((s, l) => s + l.inclVatCents, 0);
const sameHash = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
/** A refusal that says nothing about whether the order exists. */
const unknownOrder = () => notFound();

/**
 * Orders of the web shop (decision 082): placed in one transaction that re-prices the basket, spends the promo code
 * and the gift card, and sets the stock aside (never the same unit twice); paid by transfer, online or in the store;
 * followed, cancelled and withdrawn by the customer through the tracking link's token.
 */
export function createShopOrdersService(deps: ShopOrdersDeps) {
  const { clock, db, shopStock, stores, giftCards, promoCodes, bills, refunds, customers, mail, publicUrl, provider } = deps;
  const trackingLink = (row: Pick<ShopOrderRow, 'id' | 'language'>, token: string) =>
    `${publicUrl}/${toLocale(row.language)}/shop/orders/${shopOrderNumber(row.id)}?token=${encodeURIComponent(token)}`;

  /** The supplier's day of each incoming bike the lines hold, read from the stock (a delay staff type shows at once). */
  async function arrivalsOf(lines: ShopOrderLineRow[]) {
    const ids = lines.flatMap((l) => (l.incoming && l.bikeId ? [l.bikeId] : []));
    return ids.length ? shopStock.expectedDaysOf(ids) : new Map<number, string | null>();
  }
  /** The order as its customer reads it, with the day each bike on its way is expected in its store. */
  const viewOf = async (row: ShopOrderRow, lines: ShopOrderLineRow[]) => view(row, lines, await arrivalsOf(lines));

  function view(row: ShopOrderRow, lines: ShopOrderLineRow[], arrivals: Map<number, string | null>): ShopOrderView {
    return {
      number: shopOrderNumber(row.id),
      status: row.status as ShopOrderStatus,
      placedAt: row.placedAt.toISOString(),
      lines: lines.map((l) => ({
        kind: l.kind as ShopLineKind,
        modelId: l.modelId,
        size: l.size,
        accessoryId: l.accessoryId,
        usedBikeId: l.usedBikeId,
        // A bike on its way: the day it is expected in its store, per line (decision 111); the order's day if unknown.
        availableOn: l.incoming ? ((l.bikeId ? arrivals.get(l.bikeId) : null) ?? row.expectedOn) : null,
        label: l.label,
        quantity: l.quantity,
        unitInclVatCents: l.unitInclVatCents,
        vatRate: l.vatRate,
        discountCents: l.discountCents,
        totalInclVatCents: l.inclVatCents,
      })),
      delivery: {
        method: row.deliveryMethod as ShopOrderView['delivery']['method'],
        storeId: row.pickupLocationId,
        address: row.deliveryAddress ?? null,
        expectedOn: row.expectedOn,
        deliveredOn: row.deliveredOn,
      },
      totals: {
        deliveryCents: row.deliveryCents,
        discountCents: row.discountCents,
        giftCardCents: row.giftCardCents,
        totalInclVatCents: row.totalInclVatCents,
        vat: row.vat,
      },
      payment: { method: row.paymentMethod as ShopPaymentMethod, status: row.paymentStatus as ShopPaymentStatus },
      withdrawalUntil: row.deliveredOn ? withdrawalDeadline(row.deliveredOn) : null,
      canCancel: canCancelShopOrder(row.status as ShopOrderStatus),
    };
  }

  /** What the back office reads of an order: who, how it is delivered and paid (spec §3). */
  const listItem = (r: ShopOrderRow, stores: Map<number, { name: string }>): ShopOrderListItem => ({
    id: r.id,
    number: shopOrderNumber(r.id),
    status: r.status as ShopOrderStatus,
    placedAt: r.placedAt.toISOString(),
    customer: { name: `${r.firstName} ${r.lastName}`, email: r.email, phone: r.phone, language: r.language },
    delivery: {
      method: r.deliveryMethod as ShopOrderListItem['delivery']['method'],
      storeId: r.pickupLocationId,
      storeName: r.pickupLocationId ? (stores.get(r.pickupLocationId)?.name ?? null) : null,
      address: r.deliveryAddress ?? null,
      billingAddress: r.billingAddress ?? null,
      notes: r.notes,
      expectedOn: r.expectedOn,
      deliveredOn: r.deliveredOn,
    },
    payment: { method: r.paymentMethod as ShopPaymentMethod, status: r.paymentStatus as ShopPaymentStatus },
    totalInclVatCents: r.totalInclVatCents,
  });

  /**
   * The order a tracking link names, or one of a signed-in customer's own (placed with their account's e-mail); 404
   * otherwise (an unknown number, a wrong token and another's order read the same).
   */
  async function tracked(number: string, reach: Reach) {
    const id = shopOrderIdOf(number);
    const row = id ? await repo.byId(db, id) : undefined;
    const allowed =
      row &&
      ('token' in reach
        ? sameHash(row.trackingTokenHash, hashOf(reach.token))
        : row.email.toLowerCase() === reach.owner.email.toLowerCase());
    if (!row || !allowed) throw unknownOrder();
    return row;
  }
  /** Where the mail about a step sends the customer back: the tracking link, or the order in their space. */
  const linkFor = (row: ShopOrderRow, reach: Reach) =>
    'token' in reach
      ? trackingLink(row, reach.token)
      : `${publicUrl}/${toLocale(row.language)}/dashboard/my-shop-orders/${shopOrderNumber(row.id)}`;
  const actorFor = (reach: Reach, ip: string): Actor => ({ id: 'token' in reach ? null : reach.owner.id, ip });

  /** Gives the order's stock back (bikes to stock, accessories to their shelf) and ends its lines. */
  async function releaseStock(tx: Tx, row: ShopOrderRow, actor: Actor) {
    const reference = shopOrderNumber(row.id);
    const all = await repo.linesOf(tx, [row.id]);
    const lines = all.filter((l) => l.live);
    for (const l of lines) {
      // A bike on its way stays pending delivery: ending the line is what frees it (decision 105).
      if (l.bikeId && !l.incoming) await shopStock.releaseBike(tx, l.bikeId, reference, actor);
      if (l.accessoryId && l.stockLocationId)
        await shopStock.giveBackAccessory(
          tx,
          { accessoryId: l.accessoryId, locationId: l.stockLocationId, quantity: l.quantity },
          reference,
          actor,
        );
    }
    await repo.endLines(tx, row.id);
    // What the order spent comes back: the promo code's use, the gift card's amount (decision 082). Once paid, gift
    // cards it bought are issued and stay sold: the card gets back at most what it paid of the goods (decision 111).
    if (row.promoCodeId) await promoCodes.giveBackUse(tx, row.promoCodeId, reference, actor);
    const cardBack = row.paymentStatus === 'paid' ? Math.min(row.giftCardCents, billedCents(row, all)) : row.giftCardCents;
    if (row.giftCardId && cardBack > 0)
      await giftCards.giveBack(tx, { giftCardId: row.giftCardId, amountCents: cardBack, reference }, actor);
  }

  /**
   * The part of `money` (the refund less the gift card's part) that goes back through the payment provider (decision
   * 112): an order paid by its checkout, up to what the checkout charged less what already went back online; none
   * without a provider (then staff's means refund it all, as before).
   */
  async function onlinePart(tx: Tx, row: ShopOrderRow, money: number) {
    if (!provider || !row.billId || !row.paymentProvider || !row.paymentSessionId || row.paymentProvider !== provider.name) return 0;
    const { paidCents, refundedCents } = await refunds.onlineIn(tx, row.billId, `${row.paymentProvider}:${row.paymentSessionId}`);
    if (paidCents <= 0) return 0;
    return Math.max(0, Math.min(money, row.totalInclVatCents - refundedCents));
  }

  /**
   * What the refund mail says (decision 111): the goods and delivery given back, then each part with its day — the
   * card's on the day it went back on the card (today for a withdrawal, the cancellation's day otherwise), cash and
   * other means today, a transfer at the latest 14 days after the withdrawal or cancellation (EU consumer law), never
   * before today.
   */
  async function refundWords(tx: Tx, row: ShopOrderRow, r: { credit: number; toCard: number; online: number; input: RefundMeansInput }) {
    const today = clock.today();
    const closed = brusselsDayOf(row.withdrawnAt ?? row.cancelledAt ?? clock.now());
    const latest = addDays(closed, WITHDRAWAL_REFUND_DAYS);
    const goods = (await repo.linesOf(tx, [row.id])).filter((l) => l.kind !== 'gift_card');
    return {
      locale: toLocale(row.language),
      name: row.firstName,
      number: shopOrderNumber(row.id),
      totalCents: r.credit,
      lines: goods.map((l) => ({ quantity: l.quantity, label: l.label, inclVatCents: l.inclVatCents })),
      deliveryCents: row.deliveryCents,
      parts: [
        ...(r.toCard > 0
          ? [{ means: 'gift_card' as const, amountCents: r.toCard, date: row.status === 'withdrawn' ? today : closed, iban: null }]
          : []),
        // Back on the card or Bancontact that paid, through the provider, today (decision 112).
        ...(r.online > 0 ? [{ means: 'online' as const, amountCents: r.online, date: today, iban: null }] : []),
        ...(r.credit - r.toCard - r.online > 0
          ? [
              {
                means: r.input.method,
                amountCents: r.credit - r.toCard - r.online,
                date: r.input.method === 'transfer' && latest > today ? latest : today,
                iban: r.input.iban,
              },
            ]
          : []),
      ],
    };
  }

  /** A state change on an order, under its row lock, audited. */
  async function change(
    id: number,
    action: string,
    actor: Actor,
    decide: (tx: Tx, row: ShopOrderRow) => Promise<Partial<ShopOrderRow> | null>,
  ) {
    return db.transaction(async (tx) => {
      const before = await repo.lock(tx, id);
      if (!before) throw unknownOrder();
      const values = await decide(tx, before);
      if (!values) return before;
      const after = await repo.update(tx, id, values);
      await recordAudit(tx, {
        actorId: actor.id,
        action: `shop_order.${action}`,
        entity: 'shop_order',
        entityId: id,
        before,
        after,
        ip: actor.ip,
      });
      return after;
    });
  }

  /** Paid: the invoice issued and paid, the gift cards it bought issued (decision 082). */
  async function paidIn(
    tx: Tx,
    row: ShopOrderRow,
    paid: { amountCents: number; reference: string; source: 'online' | 'manual'; method?: ShopMarkPaidMethod },
    actor: Actor,
  ) {
    const lines = await repo.linesOf(tx, [row.id]);
    const number = shopOrderNumber(row.id);
    for (const l of lines.filter((x) => x.kind === 'gift_card' && !x.giftCardId)) {
      await giftCards.issueForShopOrder(
        tx,
        {
          amountCents: l.unitInclVatCents,
          expiresOn: tillGiftCardExpiry(clock.today()),
          reference: number,
          buyerName: `${row.firstName} ${row.lastName}`,
        },
        actor,
      );
    }
    const goods = lines.filter((l) => l.kind !== 'gift_card');
    const deliveryExcl = row.deliveryCents - Math.round((row.deliveryCents * 21) / 121);
    const billLines = goods.map((l) => ({
      description: `${l.label} × ${l.quantity}`,
      quantity: 1,
      unitPriceCents: l.exclVatCents,
      vatRate: l.vatRate,
      // Each line on its kind's revenue account (decision 116): a bike, new or used, or an accessory.
      saleKind: l.kind === 'accessory' ? ('accessories' as const) : ('bikes' as const),
    }));
    const address = row.billingAddress ?? row.deliveryAddress;
    const person =
      billLines.length || row.deliveryCents
        ? await customers.customerForShopOrder(
            tx,
            { email: row.email, firstname: row.firstName, lastname: row.lastName, phone: row.phone, language: toLocale(row.language) },
            actor,
          )
        : null;
    const bill = person
      ? await bills.issuePaidIn(
          tx,
          {
            customer: {
              userId: person.id,
              customerName: `${row.firstName} ${row.lastName}`,
              customerAddress: address ? `${address.street}, ${address.postalCode} ${address.city}, ${address.country}` : null,
              customerLanguage: toLocale(row.language),
            },
            lines: billLines,
            deliveryExclVatCents: deliveryExcl,
            // The bill totals what the order costs, gift cards sold apart (outside VAT, not billed): decision 105.
            inclVatCents: billedCents(row, lines),
            notes: number,
            // The card's part is a gift-card payment and the money's its own: the books take the card's part off the
            // cards' debt (489000), not as money received (decision 116). The card pays the goods first (decision 111).
            paid,
            giftCard: { amountCents: giftCardShareOfBill(row.giftCardCents, billedCents(row, lines)), reference: number },
          },
          actor,
        )
      : null;
    return { paymentStatus: 'paid', status: row.status === 'placed' ? 'paid' : row.status, paidAt: clock.now(), billId: bill?.id ?? null };
  }

  return {
    // Quoting and placing (shop-placing.service.ts).
    ...createShopPlacing(deps, { trackingLink, paidIn }),

    /** The back office's list (staff): who, how it is delivered and paid, spec §3's delivery information. */
    async list(query: ShopOrderListQuery) {
      const { rows, total } = await repo.page(db, {
        status: query.status,
        q: query.q,
        sort: query.sort,
        order: query.order,
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      });
      const locations = await stores.locations();
      const data: ShopOrderListItem[] = rows.map((r) => listItem(r, locations));
      return pageOf(data, total, query);
    },

    /** Staff: the whole order — the list's row, its lines and totals, the bill, when it was paid, cancelled or withdrawn. */
    async details(number: string): Promise<ShopOrderDetail> {
      const id = shopOrderIdOf(number);
      const row = id ? await repo.byId(db, id) : undefined;
      if (!row) throw unknownOrder();
      const { lines, totals, withdrawalUntil } = await viewOf(row, await repo.linesOf(db, [row.id]));
      const names = await customers.namesByIds([row.refundedById]);
      return {
        ...listItem(row, await stores.locations()),
        lines,
        totals,
        withdrawalUntil,
        promoCode: row.promoCode,
        billId: row.billId,
        paidAt: row.paidAt?.toISOString() ?? null,
        paidBy: paidByOf(row),
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        cancelReason: row.cancelReason,
        withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
        withdrawalReason: row.withdrawalReason,
        refundedAt: row.refundedAt?.toISOString() ?? null,
        refundedBy: row.refundedById ? (names.get(row.refundedById)?.name ?? null) : null,
        creditNoteId: row.creditNoteId,
      };
    },

    /** A signed-in customer's own orders (placed with their account's e-mail, signed in or not), newest first. */
    async mine(email: string) {
      const rows = await repo.byEmail(db, email, 100);
      const lines = await repo.linesOf(
        db,
        rows.map((r) => r.id),
      );
      const arrivals = await arrivalsOf(lines);
      return {
        data: rows.map((r) =>
          view(
            r,
            lines.filter((l) => l.orderId === r.id),
            arrivals,
          ),
        ),
      };
    },

    /** `GET /api/shop/orders/{number}?token=`: the order as its customer follows it. */
    async track(number: string, reach: Reach) {
      const row = await tracked(number, reach);
      return viewOf(row, await repo.linesOf(db, [row.id]));
    },

    /** The customer cancels before the order ships: its stock goes back; 409 not_cancellable after. */
    async cancel(number: string, reach: Reach, ip: string) {
      const found = await tracked(number, reach);
      const row = await change(found.id, 'cancelled', actorFor(reach, ip), async (tx, before) => {
        if (before.status === 'cancelled') return null;
        if (!canCancelShopOrder(before.status as ShopOrderStatus)) throw new AppError(409, 'not_cancellable', 'This order has shipped');
        await releaseStock(tx, before, actorFor(reach, ip));
        await mail.send(
          {
            to: before.email,
            ...stepMail('cancelled', {
              locale: toLocale(before.language),
              name: before.firstName,
              number,
              link: linkFor(before, reach),
            }),
          },
          tx,
        );
        return {
          status: 'cancelled',
          cancelledAt: clock.now(),
          cancelReason: 'customer',
          ...(before.paymentStatus === 'pending' ? { paymentStatus: 'expired' } : {}),
        };
      });
      return viewOf(row, await repo.linesOf(db, [row.id]));
    },

    /** The customer withdraws within 14 days of delivery (Brussels days); 409 withdrawal_period_over after, invalid_transition before delivery. */
    async withdraw(number: string, reach: Reach, reason: string | null, ip: string) {
      const found = await tracked(number, reach);
      const row = await change(found.id, 'withdrawn', actorFor(reach, ip), async (tx, before) => {
        if (before.status === 'withdrawn') return null;
        if (before.status !== 'delivered')
          throw new AppError(409, 'invalid_transition', 'Only a delivered order is withdrawn; cancel it before');
        if (!canWithdraw(before.deliveredOn, clock.today()))
          throw new AppError(409, 'withdrawal_period_over', 'The 14 days after delivery are over');
        await mail.send(
          {
            to: before.email,
            ...stepMail('withdrawal', {
              locale: toLocale(before.language),
              name: before.firstName,
              number,
              link: linkFor(before, reach),
            }),
          },
          tx,
        );
        return { status: 'withdrawn', withdrawnAt: clock.now(), withdrawalReason: reason };
      });
      return viewOf(row, await repo.linesOf(db, [row.id]));
    },

    /**
     * Staff: the payment arrived — a transfer, or at the pick-up in cash or by card (decision 121). The method goes on
     * the bill's payment and, taken at the store, on the order, so the books debit the till, the acquirer or the bank.
     * An order paid in the store must say which (422 `{ method: 'required' }`): the books do not guess. An online order
     * is paid by the provider: marked by hand it stays as before, without a method.
     */
    markPaid: (id: number, input: ShopMarkPaidInput, actor: Actor) =>
      change(id, 'paid', actor, async (tx, before) => {
        if (before.paymentStatus === 'paid') return null;
        if (before.status === 'cancelled' || before.status === 'withdrawn')
          throw new AppError(409, 'invalid_transition', 'This order is closed');
        const method = markPaidMethod(before.paymentMethod as ShopPaymentMethod, input.method);
        const values = await paidIn(
          tx,
          before,
          { amountCents: before.totalInclVatCents, reference: shopOrderNumber(before.id), source: 'manual', method },
          actor,
        );
        return method ? { ...values, paidBy: method } : values;
      }).then((row) => ({ id: row.id, status: row.status, paymentStatus: row.paymentStatus })),

    /** Staff: sent to the customer or the relay point, or ready in the store. */
    ship: async (id: number, actor: Actor) => {
      // Read before the transaction: PGlite's one connection would wait on itself inside it.
      const locations = await stores.locations();
      return change(id, 'shipped', actor, async (tx, before) => {
        if (before.status === 'shipped') return null;
        if (before.status !== 'paid' && !(before.status === 'placed' && before.paymentMethod === 'in_store'))
          throw new AppError(409, 'invalid_transition', 'Only a paid order ships');
        // The customer learns it at once: on its way, or waiting at the store (what a pick-up customer waits for).
        const store = before.pickupLocationId ? (locations.get(before.pickupLocationId)?.name ?? null) : null;
        await mail.send(
          {
            to: before.email,
            ...shippedMail({
              locale: toLocale(before.language),
              name: before.firstName,
              number: shopOrderNumber(before.id),
              method: before.deliveryMethod as ShopDeliveryMethod,
              store,
              payInStore: before.paymentStatus !== 'paid',
            }),
          },
          tx,
        );
        return { status: 'shipped' };
      }).then((row) => ({ id: row.id, status: row.status, paymentStatus: row.paymentStatus }));
    },

    /**
     * Staff: the order is called off (a transfer that never came, the customer's call): its stock and what it spent go
     * back, as when the customer cancels; paid money is refunded from its bill (refunds, decision 061).
     */
    cancelByStaff: (id: number, actor: Actor) =>
      change(id, 'cancelled', actor, async (tx, before) => {
        if (before.status === 'cancelled') return null;
        if (!canCancelShopOrder(before.status as ShopOrderStatus)) throw new AppError(409, 'not_cancellable', 'This order has shipped');
        await releaseStock(tx, before, actor);
        await mail.send(
          {
            to: before.email,
            ...stepMail('cancelled', {
              locale: toLocale(before.language),
              name: before.firstName,
              number: shopOrderNumber(before.id),
              link: `${publicUrl}/${toLocale(before.language)}`,
            }),
          },
          tx,
        );
        return {
          status: 'cancelled',
          cancelledAt: clock.now(),
          cancelReason: 'staff',
          ...(before.paymentStatus === 'pending' ? { paymentStatus: 'expired' } : {}),
        };
      }).then((row) => ({ id: row.id, status: row.status, paymentStatus: row.paymentStatus })),

    /**
     * Staff: the money of a paid order given back (decision 105) — a withdrawn order whose goods are back (its stock
     * and what it spent go back too), or a paid order cancelled. One transaction: the bill credited in full (a credit
     * note), the gift card's part recorded as given back to the card, the rest refunded through billing's refunds (a
     * transfer waits for the next pain.001 batch). Who and when on the order and in the audit; 409 already_refunded after.
     */
    refund: (id: number, input: RefundMeansInput, actor: Actor) =>
      change(id, 'refunded', actor, async (tx, before) => {
        if (before.paymentStatus === 'refunded') throw new AppError(409, 'already_refunded', 'This order is already refunded');
        if (!before.billId || before.paymentStatus !== 'paid' || (before.status !== 'withdrawn' && before.status !== 'cancelled'))
          throw new AppError(409, 'invalid_transition', 'Only a paid order withdrawn or cancelled is refunded');
        const number = shopOrderNumber(before.id);
        // A cancelled order gave its stock, promo code use and gift card amount back when it was cancelled.
        if (before.status === 'withdrawn') await releaseStock(tx, before, actor);
        const note = await bills.creditNoteIn(tx, before.billId, { reason: number }, actor);
        const credit = await refunds.creditIn(tx, before.billId);
        const toCard = Math.min(before.giftCardCents, credit);
        const means = { date: clock.today(), beneficiaryName: input.beneficiaryName || `${before.firstName} ${before.lastName}` };
        // The card's part is back on the card (releaseStock): recorded as given back on it (the books credit the cards'
        // debt, decision 116), never asked of the bank or provider.
        if (toCard > 0)
          await refunds.refundIn(tx, before.billId, { ...means, amountCents: toCard, method: 'gift_card', iban: null, bic: null }, actor);
        const online = await onlinePart(tx, before, credit - toCard);
        if (online > 0) {
          // Asked of the provider last but the mail (the transaction rolls back whole if it says no); the key makes a
          // repeat after a lost answer the same refund, never a second one (decision 112).
          const checkout = `${before.paymentProvider}:${before.paymentSessionId}`;
          const asked = await provider!
            .refund({ sessionId: before.paymentSessionId!, amountCents: online, idempotencyKey: `shop-refund-${number}-${online}` })
            .catch((error: unknown) => {
              throw new AppError(502, 'provider_refund_failed', `The payment provider did not refund ${checkout}: ${String(error)}`);
            });
          const reference = `${before.paymentProvider}:${asked.refundId}`;
          await refunds.refundIn(
            tx,
            before.billId,
            { ...means, amountCents: online, method: 'online', iban: null, bic: null, reference },
            actor,
          );
        }
        if (credit - toCard - online > 0)
          await refunds.refundIn(tx, before.billId, { ...input, ...means, amountCents: credit - toCard - online }, actor);
        await mail.send({ to: before.email, ...refundMail(await refundWords(tx, before, { credit, toCard, online, input })) }, tx);
        return { paymentStatus: 'refunded', refundedAt: clock.now(), refundedById: actor.id, creditNoteId: note.id };
      })
        .catch(async (error: unknown) => {
          // The provider said no: nothing changed (the transaction rolled back), but who tried and why stays audited.
          if (error instanceof AppError && error.code === 'provider_refund_failed')
            await recordAudit(db, {
              actorId: actor.id,
              action: 'shop_order.refund_failed',
              entity: 'shop_order',
              entityId: id,
              after: { reason: error.message },
              ip: actor.ip,
            });
          throw error;
        })
        .then((row) => ({ id: row.id, status: row.status, paymentStatus: row.paymentStatus })),

    /** Staff: handed over today; the 14 days of withdrawal start. */
    deliver: (id: number, actor: Actor) =>
      change(id, 'delivered', actor, async (_tx, before) => {
        if (before.status === 'delivered') return null;
        if (before.status !== 'shipped') throw new AppError(409, 'invalid_transition', 'Only a shipped order is delivered');
        return { status: 'delivered', deliveredOn: clock.today() };
      }).then((row) => ({ id: row.id, status: row.status, paymentStatus: row.paymentStatus })),

    /**
     * The payment provider's port (decision 050's webhook): a paid checkout of a shop order, in the webhook's
     * transaction. False when the session is not a shop order's; paid once however often it comes.
     */
    async checkoutPaid(tx: Tx, event: { provider: string; sessionId: string; amountCents: number; eventId: string }) {
      const row = await repo.lockBySession(tx, event.provider, event.sessionId);
      if (!row) return false;
      if (row.paymentStatus === 'paid') return true;
      const values = await paidIn(
        tx,
        row,
        { amountCents: event.amountCents, reference: `${event.provider}:${event.sessionId}`, source: 'online' },
        CUSTOMER,
      );
      const after = await repo.update(tx, row.id, values);
      await recordAudit(tx, {
        actorId: null,
        action: 'shop_order.paid_online',
        entity: 'shop_order',
        entityId: row.id,
        before: row,
        after,
        ip: null,
      });
      return true;
    },

    /** Online orders still unpaid after SHOP_UNPAID_HOLD_MINUTES (by the app's clock) give their stock back. */
    async releaseUnpaid() {
      const before = new Date(clock.now().getTime() - SHOP_UNPAID_HOLD_MINUTES * 60_000);
      const due = await repo.unpaidBefore(db, before);
      for (const { id } of due)
        await change(id, 'released_unpaid', CUSTOMER, async (tx, row) => {
          if (row.status !== 'placed' || row.paymentStatus !== 'pending') return null;
          await releaseStock(tx, row, CUSTOMER);
          return { status: 'cancelled', cancelledAt: clock.now(), cancelReason: 'unpaid', paymentStatus: 'expired' };
        });
      return due.length;
    },
  };
}

/** Every quarter of an hour, by the app's clock, unpaid online orders give their stock back. */
export function defineShopJobs({ jobs, orders }: { jobs: Jobs; orders: ShopOrdersService }) {
  jobs.define<Record<string, never>>({
    name: SHOP_RELEASE_JOB,
    cron: '*/15 * * * *',
    retryLimit: 3,
    handler: async () => {
      await orders.releaseUnpaid();
    },
  });
}
