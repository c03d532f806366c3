import { addDays, SOON_AVAILABLE_DAYS, type Clock } from '@veloport/domain';
import type { Db, Tx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import type { Actor } from '../../identity/identity.service';
import { applyMovement } from '../accessories/accessory-stock.service';
import { bikesRepository } from '../bikes/bikes.repository';
import { shopStockRepository as repo } from './shop-stock.repository';

export type ShopStockService = ReturnType<typeof createShopStockService>;

/** A bike's contract changed for a web order: its history and the audit say so, with the order's number. */
async function recordOnlineChange(
  tx: Tx,
  bike: { id: number; expectedDate?: string | null },
  change: { from: string; to: string; action: string; reference: string; withExpectedDate?: boolean },
  actor: Actor,
) {
  const details = { contractKind: { from: change.from, to: change.to }, shopOrder: change.reference };
  await bikesRepository.addEvents(tx, [{ bikeId: bike.id, kind: 'contract_changed', details, actorId: actor.id }]);
  await recordAudit(tx, {
    actorId: actor.id,
    action: change.action,
    entity: 'bike',
    entityId: bike.id,
    after: change.withExpectedDate ? { ...details, expectedDate: bike.expectedDate } : details,
    ip: actor.ip,
  });
}

/**
 * What the web shop asks of the stock (decision 082), a port wired in app.ts: where a model's bikes are, setting one
 * aside for an order in the order's transaction (never the same bike twice), and giving it back.
 */
export function createShopStockService({ clock, db }: { clock: Clock; db: Db }) {
  return {
    /** Stock bikes of a model and size per store, and the supplier's days of those on their way within 7 days. */
    async bikesOf(modelId: number, size: string) {
      const today = clock.today();
      return repo.bikesOf(db, modelId, size, addDays(today, SOON_AVAILABLE_DAYS), today);
    },

    /**
     * A used-bike listing still offered (published, no live web order holds it); else why not: `unknown` (no such
     * listing on the public site) or `taken` (sold or set aside online).
     */
    async usedBikeForSale(id: number) {
      const listing = await repo.usedBikeForSale(db, id);
      if (listing) return listing;
      return (await repo.publishedUsedBike(db, id)) ? ('taken' as const) : ('unknown' as const);
    },

    /** The supplier's day of bikes on their way, by id (a web order's line shows its own, decision 111). */
    expectedDaysOf: async (bikeIds: number[]) => new Map((await repo.expectedDays(db, bikeIds)).map((b) => [b.id, b.expectedDate])),

    /** Accessories' quantities per store. */
    accessoryQuantities: (accessoryIds: number[]) => repo.accessoryQuantities(db, accessoryIds),

    /** One bike of the model and size set aside for the order (its history says so), or null when none is left. */
    async claimBike(tx: Tx, line: { modelId: number; size: string; preferLocationId: number | null }, reference: string, actor: Actor) {
      const bike = await repo.claimBike(tx, line.modelId, line.size, line.preferLocationId);
      if (!bike) return null;
      await recordOnlineChange(tx, bike, { from: 'stock', to: 'pending_delivery', action: 'bike.set_aside_online', reference }, actor);
      return bike;
    },

    /**
     * One bike on its way ("soon available", decision 105) set aside for the order, or null when none is left. It
     * stays pending delivery (it is not here yet); the order's line holds it, and its history says for whom.
     */
    async claimIncomingBike(tx: Tx, line: { modelId: number; size: string; taken: number[] }, reference: string, actor: Actor) {
      const today = clock.today();
      const window = { today, soonUntil: addDays(today, SOON_AVAILABLE_DAYS), taken: line.taken };
      const bike = await repo.claimIncomingBike(tx, line.modelId, line.size, window);
      if (!bike) return null;
      const change = {
        from: 'pending_delivery',
        to: 'pending_delivery',
        action: 'bike.set_aside_online',
        reference,
        withExpectedDate: true,
      };
      await recordOnlineChange(tx, bike, change, actor);
      return bike;
    },

    /**
     * A used bike sold online (decision 105), in the order's transaction: its listing locked (a second order of it
     * waits, then finds it taken: null), and its stock bike, when it has one in stock, set aside like a new bike's.
     */
    async claimUsedBike(tx: Tx, usedBikeId: number, reference: string, actor: Actor) {
      const listing = await repo.usedBikeForSale(tx, usedBikeId, true);
      if (!listing) return null;
      const bike = listing.bikeId ? await repo.claimThisBike(tx, listing.bikeId) : null;
      if (bike) {
        const details = { contractKind: { from: 'stock', to: 'pending_delivery' }, shopOrder: reference };
        await bikesRepository.addEvents(tx, [{ bikeId: bike.id, kind: 'contract_changed', details, actorId: actor.id }]);
      }
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'used_bike.set_aside_online',
        entity: 'used_bike',
        entityId: listing.id,
        after: { shopOrder: reference, bikeId: bike?.id ?? null },
        ip: actor.ip,
      });
      return { listing, bikeId: bike?.id ?? null };
    },

    /** The bike back in stock (an order cancelled or unpaid in time). */
    async releaseBike(tx: Tx, bikeId: number, reference: string, actor: Actor) {
      const bike = await repo.releaseBike(tx, bikeId);
      if (!bike) return;
      await recordOnlineChange(
        tx,
        { id: bikeId },
        { from: 'pending_delivery', to: 'stock', action: 'bike.released_online', reference },
        actor,
      );
    },

    /** Takes `quantity` off one store's stock; 409 out_of_stock when it has not that many any more. */
    async takeAccessory(tx: Tx, line: { accessoryId: number; locationId: number; quantity: number }, reference: string, actor: Actor) {
      await applyMovement(
        tx,
        { accessoryId: line.accessoryId, locationId: line.locationId, delta: -line.quantity, reason: 'sale', note: reference },
        actor,
      ).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'stock_insufficient')
          throw new AppError(409, 'out_of_stock', 'An item of the order is no longer in stock');
        throw error;
      });
    },

    /** Accessories back on the shelf they came from. */
    giveBackAccessory: (tx: Tx, line: { accessoryId: number; locationId: number; quantity: number }, reference: string, actor: Actor) =>
      applyMovement(
        tx,
        { accessoryId: line.accessoryId, locationId: line.locationId, delta: line.quantity, reason: 'correction', note: reference },
        actor,
      ),
  };
}
