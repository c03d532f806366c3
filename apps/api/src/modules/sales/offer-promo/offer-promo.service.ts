import { isOfferEditable, offerPromoLineKind, type AuthUser, type Offer, type OfferStatus, type Clock } from '@veloport/domain';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { invalid, notFound } from '../../../platform/errors';
import type { PromoCodesService } from '../../billing/promo-codes/promo-codes.service';
import { offersRepository, type OfferRow } from '../offers.repository';
import { conflict, type Actor, type OffersService } from '../offers.service';
import { scopeOf } from '../../../platform/tenancy';
import { SALES_SCOPE } from '../sales.scope';
import { offerPromoRepository } from './offer-promo.repository';
import { offerPromoCodes } from './offer-promo.table';

export type OfferPromoService = ReturnType<typeof createOfferPromoService>;

const promoLines = (offer: Offer) => offer.lines.map((l) => ({ kind: offerPromoLineKind(l.kind), inclVatCents: l.amounts.inclVatCents }));

/**
 * A promo code on a sale offer (decision 059, "Offers and orders"): staff put it on while the offer is in progress,
 * checked by the till's rules; the customer's signature counts the use, under the code's row lock, and fixes each
 * line's share, which the orders made from the offer carry to their bills.
 */
export function createOfferPromoService({
  clock,
  db,
  offers,
  promoCodes,
}: {
  clock: Clock;
  db: Db;
  offers: OffersService;
  promoCodes: PromoCodesService;
}) {
  offers.usePromoStanding({ standing: promoCodes.standing, customerUses: promoCodes.customerUses });
  /** The offer locked, still in progress (409 otherwise); `updatedAt` moves so a signature under way notices. */
  async function lockedEditable(tx: DbOrTx, viewer: AuthUser, id: number) {
    const row = await offersRepository.lock(tx, scopeOf(viewer, SALES_SCOPE), id);
    if (!row) throw notFound();
    if (!isOfferEditable(row.status as OfferStatus)) throw conflict('offer_not_editable', 'This offer can no longer be changed');
    return row;
  }

  return {
    async apply(viewer: AuthUser, id: number, code: string, actor: Actor) {
      const row = await offers.visible(viewer, id);
      // A lease's price is a monthly rent computed from the plan: a shop code is for what a customer buys.
      if (row.contractType !== 'purchase') throw invalid({ code: 'sale_only' });
      // Read before the transaction: PGlite has one connection.
      const [view] = await offers.views([row]);
      await db.transaction(async (tx) => {
        const locked = await lockedEditable(tx, viewer, id);
        if (locked.updatedAt.getTime() !== row.updatedAt.getTime()) throw conflict('invalid_transition', 'The offer changed meanwhile');
        const checked = await promoCodes.lockForSale(tx, { code, lines: promoLines(view!), userId: row.userId }, 'code');
        const before = await offerPromoRepository.ofOffer(tx, id, true);
        if (before) await tx.delete(offerPromoCodes).where(eq(offerPromoCodes.offerId, id));
        const [after] = await tx
          .insert(offerPromoCodes)
          .values({ offerId: id, promoCodeId: checked.promoCodeId, code: checked.code, createdById: actor.id })
          .returning();
        await offersRepository.update(tx, id, {});
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'offer.promo_code_set',
          entity: 'offer',
          entityId: id,
          before: before ?? null,
          after: { ...after, discountCents: checked.discountCents },
          ip: actor.ip,
        });
      });
      return offers.get(viewer, id);
    },

    async remove(viewer: AuthUser, id: number, actor: Actor) {
      await offers.visible(viewer, id);
      await db.transaction(async (tx) => {
        await lockedEditable(tx, viewer, id);
        const before = await offerPromoRepository.ofOffer(tx, id, true);
        if (!before) throw notFound('This offer has no promo code');
        await tx.delete(offerPromoCodes).where(eq(offerPromoCodes.offerId, id));
        await offersRepository.update(tx, id, {});
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'offer.promo_code_removed',
          entity: 'offer',
          entityId: id,
          before,
          ip: actor.ip,
        });
      });
      return offers.get(viewer, id);
    },

    /** Before rendering the document to sign: a code that became invalid refuses the signature with its reason. */
    refuseIfInvalid(offer: Offer) {
      if (offer.promo?.refusal) throw invalid({ promoCode: offer.promo.refusal });
    },

    /**
     * Inside the signing transaction, the offer locked: the code's row is locked, the rules checked again, the use
     * counted once (reference `offer-<id>`) and the shares fixed. Two offers signed at once with a one-use code: the
     * second waits for the first's lock, then reads `used_up` and its signature is refused (422 `promoCode`).
     */
    async commitAtSigning(tx: DbOrTx, row: OfferRow, offer: Offer, actor: Actor) {
      const promo = await offerPromoRepository.ofOffer(tx, row.id, true);
      if (!promo) return;
      const checked = await promoCodes.lockForSale(tx, { code: promo.code, lines: promoLines(offer), userId: row.userId }, 'promoCode');
      if (checked.discountCents !== (offer.promo?.discountCents ?? 0))
        throw conflict('invalid_transition', 'The promo code changed while the offer was being signed');
      await checked.commit(`offer-${row.id}`, actor);
      const shares = Object.fromEntries(offer.lines.map((l, i) => [String(l.id), checked.shares[i] ?? 0]));
      await tx
        .update(offerPromoCodes)
        .set({ discountCents: checked.discountCents, shares, committedAt: clock.now() })
        .where(eq(offerPromoCodes.offerId, row.id));
    },
  };
}
