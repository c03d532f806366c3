import { offerPromoShares, promoRefusal, type OfferLine, type OfferPromo, type PromoLineKind, type PromoRule } from '@veloport/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { offerPromoCodes, orderDeliveryPrices, orderPromoShares } from './offer-promo.table';

export type OfferPromoRow = typeof offerPromoCodes.$inferSelect;
/** The promo codes' side, through the billing module's service (decision 059). */
export type PromoStanding = {
  standing: (
    tx: DbOrTx,
    ids: readonly number[],
  ) => Promise<Map<number, PromoRule & { id: number; usesCount: number; appliesTo: PromoLineKind[] }>>;
  customerUses: (tx: DbOrTx, promoCodeId: number, userId: number | null) => Promise<number>;
};

export const offerPromoRepository = {
  removeOfOffer: (tx: DbOrTx, offerId: number) => tx.delete(offerPromoCodes).where(eq(offerPromoCodes.offerId, offerId)),
  async insert(tx: DbOrTx, values: typeof offerPromoCodes.$inferInsert): Promise<OfferPromoRow> {
    return (await tx.insert(offerPromoCodes).values(values).returning())[0]!;
  },
  /** The discount and its shares over the lines, fixed when the offer is signed. */
  fixAtSigning: (tx: DbOrTx, offerId: number, values: { discountCents: number; shares: Record<string, number>; committedAt: Date }) =>
    tx.update(offerPromoCodes).set(values).where(eq(offerPromoCodes.offerId, offerId)),
  async ofOffer(db: DbOrTx, offerId: number, lock = false): Promise<OfferPromoRow | undefined> {
    const q = db.select().from(offerPromoCodes).where(eq(offerPromoCodes.offerId, offerId));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  /**
   * What each offer's code takes off (VAT included, over its lines) and, before signing, why it would be refused
   * now; once signed, the amount fixed at signing. One query for the codes, one per offer with a customer limit.
   */
  async views(
    db: DbOrTx,
    today: string,
    promo: PromoStanding | null,
    offers: readonly { id: number; userId: number | null; contractType: string; lines: readonly OfferLine[] }[],
  ): Promise<Map<number, OfferPromo>> {
    const out = new Map<number, OfferPromo>();
    if (offers.length === 0 || !promo) return out;
    const rows = await db
      .select()
      .from(offerPromoCodes)
      .where(
        inArray(
          offerPromoCodes.offerId,
          offers.map((o) => o.id),
        ),
      );
    const codes = await promo.standing(
      db,
      rows.map((r) => r.promoCodeId),
    );
    for (const p of rows) {
      const code = codes.get(p.promoCodeId);
      if (!code) continue;
      const offer = offers.find((o) => o.id === p.offerId)!;
      const totalCents = offer.lines.reduce((s, l) => s + l.amounts.inclVatCents, 0);
      if (p.committedAt && p.discountCents !== null) {
        out.set(p.offerId, {
          code: p.code,
          discountCents: p.discountCents,
          totalAfterCents: totalCents - p.discountCents,
          refusal: null,
          committed: true,
        });
        continue;
      }
      const customerUses = code.perCustomerLimit !== null ? await promo.customerUses(db, code.id, offer.userId) : 0;
      const priced = offerPromoShares(code, offer.lines);
      // An offer turned into a lease after the code was put on: the code no longer applies (decision 059).
      const refusal =
        offer.contractType !== 'purchase'
          ? 'sale_only'
          : (promoRefusal(code, { today, totalCents, usesCount: code.usesCount, customerUses }) ??
            (priced.eligibleCents === 0 && totalCents > 0 ? 'not_applicable' : null));
      const discountCents = refusal ? 0 : priced.discountCents;
      out.set(p.offerId, { code: p.code, discountCents, totalAfterCents: totalCents - discountCents, refusal, committed: false });
    }
    return out;
  },

  /** The orders' shares of their offer's code, by order id. */
  async orderShares(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, { code: string; discountCents: number }>> {
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(orderPromoShares)
      .where(inArray(orderPromoShares.orderId, [...orderIds]));
    return new Map(rows.map((r) => [r.orderId, { code: r.code, discountCents: r.discountCents }]));
  },

  async deliveryPrices(db: DbOrTx, orderIds: readonly number[]) {
    if (orderIds.length === 0) return new Map<number, { priceCents: number; postalCode: string | null; zone: string | null }>();
    const rows = await db
      .select()
      .from(orderDeliveryPrices)
      .where(inArray(orderDeliveryPrices.orderId, [...orderIds]));
    return new Map(rows.map((r) => [r.orderId, { priceCents: r.priceCents, postalCode: r.postalCode, zone: r.zone }]));
  },

  /** The order's delivery price as set now (none for a method without a price row, e.g. before this existed). */
  async setDeliveryPrice(
    db: DbOrTx,
    orderId: number,
    price: { kind: string; postalCode: string | null; zone: string | null; priceCents: number },
  ) {
    await db
      .insert(orderDeliveryPrices)
      .values({ orderId, ...price })
      .onConflictDoUpdate({ target: orderDeliveryPrices.orderId, set: { ...price, updatedAt: sql`now()` } });
  },

  /** Each new order of a signed offer takes its line's share of the code fixed at signing. */
  async shareOverOrders(db: DbOrTx, offerId: number, orders: readonly { id: number; offerLineId: number | null }[]) {
    const promo = await offerPromoRepository.ofOffer(db, offerId);
    if (!promo?.committedAt || !promo.shares) return;
    const values = orders.flatMap((o) => {
      const share = o.offerLineId === null ? 0 : (promo.shares![String(o.offerLineId)] ?? 0);
      return share > 0 ? [{ orderId: o.id, code: promo.code, discountCents: share }] : [];
    });
    if (values.length) await db.insert(orderPromoShares).values(values);
  },
};
