import type { BikeListItem, ContractKind } from '@veloport/domain';
import type { Db, Tx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import type { Actor } from '../../identity/identity.service';
import { changeBike } from './bike-actions.service';
import type { BikesService } from './bikes.service';
import { bikesRepository } from './bikes.repository';

export type OrderBikesService = ReturnType<typeof createOrderBikesService>;
type Owner = { contractKind: ContractKind; contractMonths: number | null; companyId: number | null; userId: number | null };

/** The history's words name the contract kinds, companies and people from these `{ from, to }` pairs. */
const change = (b: { contractKind: string; companyId: number | null; userId: number | null }, to: Owner, orderId: number) => ({
  contractKind: { from: b.contractKind, to: to.contractKind },
  ...(b.companyId !== to.companyId ? { companyId: { from: b.companyId, to: to.companyId } } : {}),
  ...(b.userId !== to.userId ? { userId: { from: b.userId, to: to.userId } } : {}),
  orderId,
});

/**
 * What the sales module does to a stock bike for an order (decision 024), in the order's transaction: the bike
 * arrives and is set aside (pending delivery), goes back to stock when unassigned, and takes the order's
 * contract at the handover. Each step writes the bike's history and audit through `changeBike`.
 */
export function createOrderBikesService({ db, bikes }: { db: Db; bikes: BikesService }) {
  return {
    /** Stock bikes an order may take: in stock, of the order's model (and size when known). */
    async candidates(modelId: number | null, size: string | null) {
      const page = await bikes.list({
        page: 1,
        perPage: 100,
        sort: 'id',
        order: 'asc',
        contractKind: ['stock'],
        ...(modelId ? { modelId } : {}),
        format: 'json',
      });
      return page.data.filter((b) => !size || !b.size || b.size === size);
    },

    /** The bikes as the order page shows them (model and store names). */
    async views(ids: number[]): Promise<Map<number, BikeListItem>> {
      if (ids.length === 0) return new Map();
      const rows = await bikesRepository.byIds(db, ids);
      return new Map((await bikes.views.items(rows)).map((b) => [b.id, b]));
    },

    /** Sets a stock bike aside for an order: 409 `bike_not_in_stock` otherwise. */
    reserve(tx: Tx, bikeId: number, orderId: number, expected: { modelId: number | null; size: string | null }, actor: Actor) {
      return changeBike(tx, bikeId, actor, 'assigned', (bike) => {
        if (bike.contractKind !== 'stock' || bike.companyId !== null || bike.userId !== null)
          throw new AppError(409, 'bike_not_in_stock', 'This bike is not in stock');
        if (expected.modelId !== null && bike.modelId !== expected.modelId)
          throw new AppError(409, 'bike_other_model', 'This bike is not the model ordered');
        if (expected.size && bike.size && bike.size !== expected.size)
          throw new AppError(409, 'bike_other_size', 'This bike is not the size ordered');
        const to: Owner = { contractKind: 'pending_delivery', contractMonths: null, companyId: null, userId: null };
        return { values: to, kind: 'contract_changed', details: change(bike, to, orderId) };
      });
    },

    /** Puts a bike set aside for an order back in stock. */
    release(tx: Tx, bikeId: number, orderId: number, actor: Actor) {
      return changeBike(tx, bikeId, actor, 'contract_changed', (bike) => {
        if (bike.contractKind !== 'pending_delivery') return null;
        const to: Owner = { contractKind: 'stock', contractMonths: null, companyId: null, userId: null };
        return { values: to, kind: 'contract_changed', details: change(bike, to, orderId) };
      });
    },

    /** The handover: the bike takes the order's contract and owner (a purchase is sold, on the handover day). */
    handOver(tx: Tx, bikeId: number, orderId: number, to: Owner & { date: string; salePriceCents: number | null }, actor: Actor) {
      return changeBike(tx, bikeId, actor, 'assigned', (bike) => {
        if (bike.contractKind !== 'pending_delivery')
          throw new AppError(409, 'bike_not_reserved', 'This bike is not set aside for the order');
        const sale = to.contractKind === 'sold' ? { saleDate: to.date, salePriceCents: to.salePriceCents } : {};
        return {
          values: { contractKind: to.contractKind, contractMonths: to.contractMonths, companyId: to.companyId, userId: to.userId, ...sale },
          kind: to.contractKind === 'sold' ? 'sold' : 'assigned',
          details: { ...change(bike, to, orderId), date: to.date },
        };
      });
    },
  };
}
