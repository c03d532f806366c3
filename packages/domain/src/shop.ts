/**
 * The web shop's rules (issue 27, decision 082): prices VAT included, what delivery costs and when goods are there,
 * the order's totals, its number and structured communication, and the 14-day withdrawal period. Pure and
 * unit-tested; the API and the web read the same functions.
 */
import { addBusinessDays, addDays } from './brussels-time';
import { lessPromoShare, totalsOfLines, type TicketLineAmounts } from './checkout';
import { structuredCommunication } from './structured-communication';
import { nextBelgianWorkingDay } from './sepa-calendar';
import { zonedDeliveryPriceCents, type DeliveryMethodKind, type DeliveryMethodSetting, type DeliveryZone } from './payments';

export const SHOP_DELIVERY_METHODS = ['home', 'store_pickup', 'relay_point'] as const;
export type ShopDeliveryMethod = (typeof SHOP_DELIVERY_METHODS)[number];
export const SHOP_PAYMENT_METHODS = ['transfer', 'online', 'in_store'] as const;
export type ShopPaymentMethod = (typeof SHOP_PAYMENT_METHODS)[number];
/**
 * How staff received an order's money when they mark it paid (decision 121): a transfer on the bank, or at the store's
 * till in cash or by card. An order paid in the store must say which (the books do not guess the account).
 */
export const SHOP_MARK_PAID_METHODS = ['transfer', 'cash', 'card'] as const;
export type ShopMarkPaidMethod = (typeof SHOP_MARK_PAID_METHODS)[number];
/** How a paid order was paid, as its staff page shows it: one of the above, online through the provider, or a gift card whole. */
export const SHOP_PAID_BY = [...SHOP_MARK_PAID_METHODS, 'online', 'gift_card'] as const;
export type ShopPaidBy = (typeof SHOP_PAID_BY)[number];
export const SHOP_LINE_KINDS = ['bike', 'accessory', 'gift_card', 'used_bike'] as const;
export type ShopLineKind = (typeof SHOP_LINE_KINDS)[number];

/**
 * An order's life: placed (waiting for its payment or its pick-up), paid, shipped (on its way, or ready in the store),
 * delivered (handed over), cancelled (by the customer before it ships, or unpaid in time), withdrawn (sent back
 * within 14 days of delivery).
 */
export const SHOP_ORDER_STATUSES = ['placed', 'paid', 'shipped', 'delivered', 'cancelled', 'withdrawn'] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];
export const SHOP_PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'refunded'] as const;
export type ShopPaymentStatus = (typeof SHOP_PAYMENT_STATUSES)[number];

/** The settings' name of each shop delivery method (decision 050's `delivery_settings`). */
export const SETTINGS_METHOD_OF: Record<ShopDeliveryMethod, DeliveryMethodKind> = {
  home: 'home',
  store_pickup: 'pickup',
  relay_point: 'relay',
};

/** A gift card is sold at face value, outside the scope of VAT (a voucher, not a supply: decision 063). */
export const GIFT_CARD_VAT_RATE = 0;
/**
 * A used bike is sold under the normal VAT scheme, 21 % of its price VAT included (decision 105): the margin scheme
 * (Code TVA art. 58 §4) would need the price paid for each bike and a bill without VAT shown; a dealer may always opt
 * for the normal scheme, and the fleet's former bikes (VAT deducted when bought) must use it.
 */
export const USED_BIKE_VAT_RATE = 21;
/** Online gift cards: from 10 € to 500 €. */
export const SHOP_GIFT_CARD_MIN_CENTS = 1_000;
export const SHOP_GIFT_CARD_MAX_CENTS = 50_000;
/** A bike bought online stays one line per bike; accessories at most this many of one kind per order. */
export const SHOP_MAX_QUANTITY = 20;
/** An unpaid online order gives its stock back after this many minutes (the checkout page has expired by then). */
export const SHOP_UNPAID_HOLD_MINUTES = 60;
/** Bikes moved from the other store: ready for pick-up within this many business days. */
export const SHOP_TRANSFER_BUSINESS_DAYS = 3;
/** Home and relay-point deliveries leave within this many business days. */
export const SHOP_SHIPPING_BUSINESS_DAYS = 3;
/** The legal withdrawal period of a distance sale, in calendar days from delivery (Code de droit économique VI.47). */
export const WITHDRAWAL_DAYS = 14;
/** A withdrawn or cancelled paid order's money leaves within 14 days of it (directive 2011/83/EU art. 13; decision 111). */
export const WITHDRAWAL_REFUND_DAYS = 14;
/** Structured communications of shop orders start here, far above any bill id (bills use their id). */
export const SHOP_COMMUNICATION_BASE = 8_000_000_000;

/** The order's number as printed and typed in the tracking link: W-000042. */
export const shopOrderNumber = (id: number) => `W-${String(id).padStart(6, '0')}`;
/** The id in a number, or null when the text is not one. */
export function shopOrderIdOf(number: string): number | null {
  const m = /^W-(\d{6,10})$/.exec(number.trim().toUpperCase());
  return m ? Number(m[1]) : null;
}

/** The transfer's structured communication of an order (`+++800/0000/04266+++`), unique beside the bills'. */
export const shopStructuredCommunication = (orderId: number) => structuredCommunication(SHOP_COMMUNICATION_BASE + orderId);

/** A priced shop line before discounts: the unit price VAT included, as the shop shows it. */
export type ShopPricedLine = { kind: ShopLineKind; quantity: number; unitInclVatCents: number; vatRate: number };

/** The amounts of a line from its price VAT included (the shop's prices are the catalogue's plus VAT). */
export function shopLineAmounts(line: ShopPricedLine): TicketLineAmounts {
  if (line.kind === 'gift_card') {
    const total = line.unitInclVatCents * line.quantity;
    return { grossCents: total, discountCents: 0, exclVatCents: total, vatCents: 0, inclVatCents: total };
  }
  // The catalogue keeps prices VAT excluded; the shop's unit price VAT included is what the customer reads, and the
  // line's total is that price times the quantity, its VAT part taken out at the line's rate.
  const inclVatCents = line.unitInclVatCents * line.quantity;
  const vatCents = Math.round((inclVatCents * line.vatRate) / (100 + line.vatRate));
  const exclVatCents = inclVatCents - vatCents;
  return { grossCents: exclVatCents, discountCents: 0, exclVatCents, vatCents, inclVatCents };
}

export type ShopTotals = {
  lines: (TicketLineAmounts & { vatRate: number })[];
  goodsCents: number;
  deliveryCents: number;
  discountCents: number;
  giftCardCents: number;
  /** What the order costs, VAT included (goods less the promo code, plus delivery, gift cards sold). */
  orderInclVatCents: number;
  /** What is left to pay once a gift card has paid its part. */
  totalInclVatCents: number;
  vat: { rate: number; baseCents: number; vatCents: number }[];
};

/**
 * An order's totals: each line less its share of the promo code (`shares`, by line, goods only), the delivery as a
 * line at the standard rate (delivery follows the goods it brings), a gift card paying at most what is owed. The VAT
 * table groups every rate (0 % for gift cards sold).
 */
export function shopTotals(input: {
  lines: readonly ShopPricedLine[];
  shares?: readonly number[];
  deliveryCents: number;
  deliveryVatRate?: number;
  giftCardCents?: number;
}): ShopTotals {
  const lines = input.lines.map((l, i) => ({
    ...lessPromoShare(shopLineAmounts(l), input.shares?.[i] ?? 0, l.vatRate),
    vatRate: l.vatRate,
  }));
  const deliveryVatRate = input.deliveryVatRate ?? 21;
  const delivery = input.deliveryCents
    ? [
        {
          ...shopLineAmounts({ kind: 'accessory', quantity: 1, unitInclVatCents: input.deliveryCents, vatRate: deliveryVatRate }),
          vatRate: deliveryVatRate,
        },
      ]
    : [];
  const all = totalsOfLines([...lines, ...delivery]);
  const goodsCents = input.lines.reduce((s, l) => s + (l.kind === 'gift_card' ? 0 : shopLineAmounts(l).inclVatCents), 0);
  const discountCents = (input.shares ?? []).reduce((s, x) => s + x, 0);
  const giftCardCents = Math.min(input.giftCardCents ?? 0, all.inclVatCents);
  return {
    lines,
    goodsCents,
    deliveryCents: input.deliveryCents,
    discountCents,
    giftCardCents,
    orderInclVatCents: all.inclVatCents,
    totalInclVatCents: all.inclVatCents - giftCardCents,
    vat: all.vatByRate.map((g) => ({ rate: g.rate, baseCents: g.baseCents, vatCents: g.vatCents })),
  };
}

/** What the gift card may pay of an order: refused when more than its total or more than the card holds (the card's rules). */
export function shopGiftCardAmount(orderInclVatCents: number, balanceCents: number): number {
  return Math.max(0, Math.min(orderInclVatCents, balanceCents));
}

/**
 * The day a store pick-up is ready: today when the bike (or every line) is in that store, within
 * SHOP_TRANSFER_BUSINESS_DAYS business days when it comes from the other store, on the supplier's day (never more
 * than 7 days ahead, the "soon available" rule) when it is on its way. The latest of the lines decides.
 */
export type PickupSource = { kind: 'here' } | { kind: 'other_store' } | { kind: 'expected'; on: string };
export function pickupReadyOn(today: string, sources: readonly PickupSource[]): string {
  let ready = today;
  for (const s of sources) {
    const day =
      s.kind === 'here'
        ? today
        : s.kind === 'other_store'
          ? addBusinessDays(today, SHOP_TRANSFER_BUSINESS_DAYS)
          : s.on < today
            ? today
            : s.on > addDays(today, 7)
              ? addDays(today, 7)
              : s.on;
    if (day > ready) ready = day;
  }
  return ready;
}

/**
 * What a shop delivery costs on goods worth `goodsCents` (VAT included, after the promo code), from the delivery
 * settings (decision 050) and zones (059): the method's price, its zone's where it has zones, free from the threshold
 * on. `off` when the shop does not offer the method, `not_here` when the address is outside its zones.
 */
export function shopDeliveryPrice(
  settings: { methods: readonly (DeliveryMethodSetting & { zones?: readonly DeliveryZone[] })[]; freeDeliveryFromCents: number | null },
  method: ShopDeliveryMethod,
  postalCode: string | null,
  goodsCents: number,
): number | 'off' | 'not_here' {
  const setting = settings.methods.find((m) => m.kind === SETTINGS_METHOD_OF[method]);
  if (!setting?.enabled) return 'off';
  return zonedDeliveryPriceCents(setting, postalCode, goodsCents, settings.freeDeliveryFromCents) ?? 'not_here';
}

/** The day a home or relay-point delivery is expected: a few business days after today. */
export const shippingDay = (today: string) => addBusinessDays(today, SHOP_SHIPPING_BUSINESS_DAYS);

/**
 * The last day a customer may withdraw (Brussels calendar days): 14 days after the day the goods were delivered;
 * when that day falls on a Saturday, a Sunday or a Belgian public holiday the period runs to the next working day
 * (EU regulation 1182/71 art. 3.4).
 */
export function withdrawalDeadline(deliveredOn: string): string {
  return nextBelgianWorkingDay(addDays(deliveredOn, WITHDRAWAL_DAYS));
}

/** Whether a withdrawal asked on `today` is in time; never before the goods are delivered. */
export const canWithdraw = (deliveredOn: string | null, today: string) => deliveredOn !== null && today <= withdrawalDeadline(deliveredOn);

/**
 * The order has not shipped (nor been made ready in the store) yet, and is not called off: it may be cancelled, and
 * the day a bike on its way is expected is still news (decision 111).
 */
export const isBeforeShipping = (status: ShopOrderStatus) => status === 'placed' || status === 'paid';
/** A customer cancels an order only before it ships (or is made ready in the store). */
export const canCancelShopOrder = isBeforeShipping;

/** The online rental's price when the fleet has no settings of its own (decision 082): per bike and day, and the deposit. */
export const ONLINE_RENTAL_DAY_RATE_CENTS = 3_500;
export const ONLINE_RENTAL_DEPOSIT_CENTS = 20_000;
/** An online booking runs at most this many days, and starts at most this many days ahead. */
export const ONLINE_RENTAL_MAX_DAYS = 30;
export const ONLINE_RENTAL_MAX_AHEAD_DAYS = 365;
