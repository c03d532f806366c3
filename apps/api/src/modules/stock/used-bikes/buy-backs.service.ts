import type { BuyBackInput } from '@veloport/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound, type FieldCode } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import type { Actor, IdentityService } from '../../identity/identity.service';
import { boughtBack } from '../bikes/bike-actions.service';
import { bikesRepository } from '../bikes/bikes.repository';
import { buyBacksRepository, buyBackWhere, type BuyBackRow } from './used-bikes.repository';

export type BuyBacksService = ReturnType<typeof createBuyBacksService>;

const view = (r: BuyBackRow) => ({
  id: r.id,
  bikeId: r.bikeId,
  description: r.description,
  sellerName: r.sellerName,
  sellerUserId: r.sellerUserId,
  pricePaidCents: r.pricePaidCents,
  boughtOn: r.boughtOn,
  resalePriceCents: r.resalePriceCents,
  resoldOn: r.resoldOn,
  marginCents: r.resalePriceCents === null ? null : r.resalePriceCents - r.pricePaidCents,
  createdAt: r.createdAt.toISOString(),
});

/** Rachat-vente: a bike bought back from a customer, then resold; the margin is resale minus price paid. */
export function createBuyBacksService({ db, identity }: { db: Db; identity: IdentityService }) {
  return {
    async list(query: { page: number; perPage: number; order: 'asc' | 'desc'; resold?: boolean }) {
      const where = buyBackWhere(query.resold);
      const [rows, total] = await Promise.all([
        buyBacksRepository.page(db, where, query.order, query.perPage, (query.page - 1) * query.perPage),
        buyBacksRepository.count(db, where),
      ]);
      return { data: rows.map(view), meta: { page: query.page, perPage: query.perPage, total } };
    },

    /** The whole filtered list (no pages) for a download. */
    async listForExport(query: { order: 'asc' | 'desc'; resold?: boolean }) {
      return (await buyBacksRepository.page(db, buyBackWhere(query.resold), query.order, EXPORT_MAX_ROWS, 0)).map(view);
    },

    /** A known bike comes back to stock (a `bought_back` event in its history). */
    async create(input: BuyBackInput, actor: Actor) {
      const problems: Record<string, FieldCode> = {};
      if (input.bikeId !== null && !(await bikesRepository.byId(db, input.bikeId))) problems.bikeId = 'unknown_bike';
      if (input.sellerUserId !== null && !(await identity.namesByIds([input.sellerUserId])).has(input.sellerUserId))
        problems.sellerUserId = 'unknown_user';
      if (Object.keys(problems).length) throw invalid(problems);
      const row = await db.transaction(async (tx) => {
        const buyBack = await buyBacksRepository.insert(tx, input);
        if (input.bikeId !== null) await boughtBack(tx, input.bikeId, buyBack.id, input.pricePaidCents, actor);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'buy_back.created',
          entity: 'buy_back',
          entityId: buyBack.id,
          after: buyBack,
          ip: actor.ip,
        });
        return buyBack;
      });
      return view(row);
    },

    async resale(id: number, priceCents: number, date: string, actor: Actor) {
      const row = await db.transaction(async (tx) => {
        const before = await buyBacksRepository.byIdForUpdate(tx, id);
        if (!before) throw notFound();
        if (before.resoldOn !== null) throw new AppError(409, 'already_resold', 'This bike was already resold');
        if (date < before.boughtOn) throw invalid({ date: 'end_before_start' });
        const after = await buyBacksRepository.update(tx, id, { resalePriceCents: priceCents, resoldOn: date });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'buy_back.resold',
          entity: 'buy_back',
          entityId: id,
          before,
          after: { ...after, marginCents: priceCents - before.pricePaidCents },
          ip: actor.ip,
        });
        return after;
      });
      return view(row);
    },
  };
}
