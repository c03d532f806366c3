import {
  addBusinessDays,
  GIFT_CARD_VAT_RATE,
  pickupReadyOn,
  SHOP_TRANSFER_BUSINESS_DAYS,
  USED_BIKE_VAT_RATE,
  shippingDay,
  shopDeliveryPrice,
  shopTotals,
  type Clock,
  type DeliverySettings,
  type PickupSource,
  type ShopDeliveryInput,
  type ShopLineInput,
  type ShopPricedLine,
  type ShopQuote,
  type ShopQuoteInput,
} from '@veloport/domain';
import type { DbOrTx } from '../../db/client';
import { AppError, type FieldCode } from '../../platform/errors';
import type { GiftCardsService } from '../billing/gift-cards/gift-cards.service';
import type { DeliverySettingsService } from '../billing/online-payments/delivery-settings.service';
import type { PromoCodesService } from '../billing/promo-codes/promo-codes.service';
import type { AccessoriesService } from '../catalog/accessories.service';
import type { BikeModelsService } from '../catalog/bike-models.service';
import type { ShopStockService } from '../stock/shop-stock/shop-stock.service';
import type { StockService } from '../stock/stock.service';

export type ShopQuoteService = ReturnType<typeof createShopQuoteService>;
export type ShopQuoteDeps = {
  clock: Clock;
  models: BikeModelsService;
  accessories: AccessoriesService;
  stores: StockService;
  shopStock: ShopStockService;
  delivery: DeliverySettingsService;
  promoCodes: PromoCodesService;
  giftCards: GiftCardsService;
};

/** A line priced from the catalogue, with where its goods are (for the pick-up day and the stock claim). */
export type PricedShopLine = ShopPricedLine & {
  label: string;
  modelId: number | null;
  size: string | null;
  accessoryId: number | null;
  usedBikeId: number | null;
  /** Stock per store (bikes of that model and size, or the accessory's quantity). */
  stock: { locationId: number; n: number }[];
  /** Bikes of that model and size on their way that nobody awaits, soonest first (decision 105). */
  incoming: { on: string; locationId: number }[];
  /** Set when this line's bike is one on its way ("soon available"): the day and the store it arrives at. */
  arriving: { on: string; locationId: number } | null;
};

/** A basket read before its transaction. */
export type PreparedBasket = { lines: PricedShopLine[]; settings: DeliverySettings; problems: Record<string, FieldCode> };

/** Lines that draw on the same stock: bikes of one model and size, one accessory, one used bike. */
const keyOf = (l: PricedShopLine) =>
  l.kind === 'bike' ? `b:${l.modelId}:${l.size}` : l.kind === 'used_bike' ? `u:${l.usedBikeId}` : `a:${l.accessoryId}`;
/** The field a line's `out_of_stock` is reported on. */
const FIELD_OF = { bike: 'size', accessory: 'quantity', used_bike: 'usedBikeId', gift_card: 'amountCents' } as const;

/** A 404 from the catalogue is an unknown line (422), anything else a real failure. */
const unknownAsNull = (error: unknown): null => {
  if (error instanceof AppError && error.statusCode === 404) return null;
  throw error;
};

/** A 422's field codes, or rethrown. */
const refusalOf = (error: unknown): Record<string, FieldCode> => {
  if (error instanceof AppError && error.statusCode === 422 && error.fields) return error.fields as Record<string, FieldCode>;
  throw error;
};

/**
 * The web shop's price of a basket (decision 082): each line from the catalogue (VAT included), the delivery from
 * the delivery settings and zones, the day the goods are there from the stock, a public promo code and a gift card
 * checked with their own rules. Every refusal is a field error, all of them at once.
 */
export function createShopQuoteService({ clock, models, accessories, stores, shopStock, delivery, promoCodes, giftCards }: ShopQuoteDeps) {
  /** Each line priced, or its field error; a basket asking more bikes of a model and size than the stock holds is refused on its last line. */
  async function priceLines(lines: readonly ShopLineInput[], problems: Record<string, FieldCode>): Promise<PricedShopLine[]> {
    const wanted = new Map<string, number>();
    const priced = await Promise.all(
      lines.map(async (line, i): Promise<PricedShopLine | null> => {
        if (line.kind === 'gift_card')
          return {
            kind: 'gift_card',
            quantity: 1,
            unitInclVatCents: line.amountCents,
            vatRate: GIFT_CARD_VAT_RATE,
            label: 'gift_card',
            modelId: null,
            size: null,
            accessoryId: null,
            usedBikeId: null,
            stock: [],
            incoming: [],
            arriving: null,
          };
        if (line.kind === 'used_bike') {
          // One unit: the listing's price is VAT included, as the public site shows it (decision 105).
          const listing = await shopStock.usedBikeForSale(line.usedBikeId);
          if (typeof listing === 'string')
            return (void (problems[`lines.${i}.usedBikeId`] = listing === 'taken' ? 'out_of_stock' : 'unknown_item'), null);
          return {
            kind: 'used_bike',
            quantity: 1,
            unitInclVatCents: listing.priceCents,
            vatRate: USED_BIKE_VAT_RATE,
            label: listing.size ? `${listing.title} (${listing.size})` : listing.title,
            modelId: null,
            size: listing.size,
            accessoryId: null,
            usedBikeId: listing.id,
            stock: listing.stockLocationId ? [{ locationId: listing.stockLocationId, n: 1 }] : [],
            incoming: [],
            arriving: null,
          };
        }
        if (line.kind === 'bike') {
          const model = await models.get(line.modelId).catch(unknownAsNull);
          if (!model || !model.available) return (void (problems[`lines.${i}.modelId`] = 'unknown_model'), null);
          if (model.sizes.length && !model.sizes.includes(line.size)) return (void (problems[`lines.${i}.size`] = 'invalid'), null);
          const where = await shopStock.bikesOf(model.id, line.size);
          return {
            kind: 'bike',
            quantity: 1,
            unitInclVatCents: model.publicPriceCents,
            vatRate: model.vatRate,
            label: `${model.brand} ${model.model} (${line.size})`,
            modelId: model.id,
            size: line.size,
            accessoryId: null,
            usedBikeId: null,
            stock: where.inStock.map((s) => ({ locationId: s.locationId, n: s.n })),
            incoming: where.incoming,
            arriving: null,
          };
        }
        const accessory = await accessories.get(line.accessoryId).catch(unknownAsNull);
        if (!accessory || !accessory.available) return (void (problems[`lines.${i}.accessoryId`] = 'unknown_accessory'), null);
        const quantities = await shopStock.accessoryQuantities([accessory.id]);
        return {
          kind: 'accessory',
          quantity: line.quantity,
          unitInclVatCents: accessory.publicPriceCents,
          vatRate: accessory.vatRate,
          label: accessory.name,
          modelId: null,
          size: null,
          accessoryId: accessory.id,
          usedBikeId: null,
          stock: quantities.filter((q) => q.quantity > 0).map((q) => ({ locationId: q.locationId, n: q.quantity })),
          incoming: [],
          arriving: null,
        };
      }),
    );
    // Enough stock for the whole basket: bikes of one model and size, one accessory or one used bike, counted together.
    priced.forEach((line, i) => {
      if (!line || line.kind === 'gift_card') return;
      const key = keyOf(line);
      const total = (wanted.get(key) ?? 0) + line.quantity;
      wanted.set(key, total);
      const held = line.stock.reduce((s, x) => s + x.n, 0);
      if (total <= held) return;
      // Past the stock, a bike on its way nobody awaits yet is sold "soon available" (decision 105), one per line.
      const coming = line.kind === 'bike' ? line.incoming[total - held - 1] : undefined;
      if (coming) line.arriving = coming;
      else problems[`lines.${i}.${FIELD_OF[line.kind]}`] = 'out_of_stock';
    });
    return priced.filter((l): l is PricedShopLine => l !== null);
  }

  /**
   * When the goods are there: a store pick-up from where they are, a bike on its way on its supplier's day (a few
   * business days more when it arrives at the other store); a home or relay delivery a few business days out.
   */
  function readyOn(lines: readonly PricedShopLine[], d: ShopDeliveryInput, today: string) {
    // What the chosen store still holds once the basket's earlier lines have taken theirs.
    const left = new Map<string, number>();
    const arrivals = lines.flatMap((l) => {
      if (!l.arriving) return [];
      const there = d.method !== 'store_pickup' || d.storeId === l.arriving.locationId;
      return [there ? l.arriving.on : addBusinessDays(l.arriving.on, SHOP_TRANSFER_BUSINESS_DAYS)];
    });
    const sources: PickupSource[] = lines
      .filter((l) => l.kind !== 'gift_card' && !l.arriving)
      .map((l) => {
        const key = keyOf(l);
        const held = d.method === 'store_pickup' ? (l.stock.find((s) => s.locationId === d.storeId)?.n ?? 0) : 0;
        const here = left.get(key) ?? held;
        left.set(key, Math.max(0, here - l.quantity));
        if (here >= l.quantity) return { kind: 'here' };
        return { kind: 'other_store' };
      });
    const ready = [pickupReadyOn(today, sources), ...arrivals].reduce((a, b) => (b > a ? b : a));
    if (d.method === 'store_pickup') return ready;
    const shipped = shippingDay(today);
    return ready > shipped ? ready : shipped;
  }

  /** The delivery's price on goods worth `goodsCents` (after the promo code), or its field error. */
  function deliveryPrice(settings: DeliverySettings, d: ShopDeliveryInput, goodsCents: number, problems: Record<string, FieldCode>) {
    const price = shopDeliveryPrice(settings, d.method, d.address?.postalCode ?? null, goodsCents);
    if (price === 'off') problems['delivery.method'] = 'not_offered_here';
    if (price === 'not_here') problems['delivery.address.postalCode'] = 'not_offered_here';
    return typeof price === 'number' ? price : 0;
  }

  return {
    priceLines,
    /** A wrong promo code typed in the shop counts against the visitor's address (after the basket's transaction). */
    countWrongPromo: (ip: string) => promoCodes.shopGuesses.record(ip),

    /**
     * Everything about a basket, inside `tx` when an order is being placed (the code and the card are then locked
     * until it commits). `client` is the visitor's address: wrong promo and gift card codes count against it.
     */
    /**
     * What is read before any transaction (the embedded database has one connection: nothing outside `tx` may be
     * read while it is open): the lines, the settings, the stores, the visitors' wrong-code counters.
     */
    async prepare(input: ShopQuoteInput, client: { ip: string }): Promise<PreparedBasket> {
      const problems: Record<string, FieldCode> = {};
      const [lines, settings, locations] = await Promise.all([priceLines(input.lines, problems), delivery.get(), stores.locations()]);
      if (input.delivery.method === 'store_pickup' && !locations.has(input.delivery.storeId!))
        problems['delivery.storeId'] = 'unknown_location';
      if (input.promoCode) await promoCodes.shopGuesses.refuseWhenReached(client.ip);
      if (input.giftCardCode) await giftCards.refuseWhenTooManyWrong(`ip:${client.ip}`);
      return { lines, settings, problems };
    },

    /** The basket's price in `tx`: the promo code's and the gift card's rows are locked until it commits. */
    async price(tx: DbOrTx, input: ShopQuoteInput, prepared: PreparedBasket) {
      const { lines, settings } = prepared;
      const problems = { ...prepared.problems };
      const today = clock.today();
      const goods = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.kind !== 'gift_card');
      let promo: Awaited<ReturnType<PromoCodesService['lockForSale']>> | null = null;
      let wrongPromo = false;
      if (input.promoCode) {
        if (!goods.length) problems.promoCode = 'not_applicable';
        else
          try {
            promo = await promoCodes.lockForSale(
              tx,
              {
                code: input.promoCode,
                lines: goods.map(({ l }) => ({ kind: l.kind, inclVatCents: l.unitInclVatCents * l.quantity })),
                userId: null,
              },
              'promoCode',
              { publicOnly: true },
            );
          } catch (error) {
            const fields = refusalOf(error);
            wrongPromo = fields.promoCode === 'invalid';
            Object.assign(problems, fields);
          }
      }
      const shares = lines.map(() => 0);
      goods.forEach(({ i }, j) => (shares[i] = promo?.shares[j] ?? 0));
      const goodsCents = goods.reduce((s, { l, i }) => s + l.unitInclVatCents * l.quantity - shares[i]!, 0);
      const deliveryCents = deliveryPrice(settings, input.delivery, goodsCents, problems);
      let totals = shopTotals({ lines, shares, deliveryCents });
      let card: Awaited<ReturnType<GiftCardsService['lockForSale']>> = null;
      let wrongCard = false;
      if (input.giftCardCode && totals.totalInclVatCents > 0) {
        try {
          card = await giftCards.lockForSale(
            tx,
            { code: input.giftCardCode, amountCents: { upTo: totals.totalInclVatCents } },
            { code: 'giftCardCode', amount: 'giftCardCode' },
          );
          if (!card) wrongCard = true;
        } catch (error) {
          Object.assign(problems, refusalOf(error));
        }
      }
      if (card) totals = shopTotals({ lines, shares, deliveryCents, giftCardCents: card.amountCents });
      return { lines, shares, totals, promo, card, wrongPromo, wrongCard, problems, deliveryDate: readyOn(lines, input.delivery, today) };
    },
  };
}

/** The quote's answer from a priced basket. */
export function quoteOf(p: {
  lines: PricedShopLine[];
  shares: number[];
  totals: ReturnType<typeof shopTotals>;
  deliveryDate: string;
}): ShopQuote {
  return {
    lines: p.lines.map((l, i) => ({
      kind: l.kind,
      modelId: l.modelId,
      size: l.size,
      accessoryId: l.accessoryId,
      usedBikeId: l.usedBikeId,
      availableOn: l.arriving?.on ?? null,
      label: l.label,
      quantity: l.quantity,
      unitInclVatCents: l.unitInclVatCents,
      vatRate: l.vatRate,
      discountCents: p.shares[i] ?? 0,
      totalInclVatCents: p.totals.lines[i]!.inclVatCents,
    })),
    deliveryCents: p.totals.deliveryCents,
    deliveryDate: p.deliveryDate,
    discountCents: p.totals.discountCents,
    giftCardCents: p.totals.giftCardCents,
    totalInclVatCents: p.totals.totalInclVatCents,
    vat: p.totals.vat,
  };
}
