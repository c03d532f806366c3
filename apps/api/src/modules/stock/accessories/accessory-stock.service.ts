import {
  isBelowReorderLevel,
  type AccessoryCategory,
  type AccessoryMovementRequest,
  type AccessoryStockItem,
  type ReorderLevelRequest,
} from '@veloport/domain';
import type { Db, Tx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound, type FieldCode } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import type { AccessoriesService } from '../../catalog/accessories.service';
import type { Actor, IdentityService } from '../../identity/identity.service';
import { accessoryStockRepository, type MovementRow } from './accessory-stock.repository';
import type { StockService } from '../stock.service';

type Deps = { db: Db; accessories: AccessoriesService; identity: IdentityService; locations: StockService };
export type AccessoryStockService = ReturnType<typeof createAccessoryStockService>;
type Movement = { accessoryId: number; locationId: number; delta: number; reason: AccessoryMovementRequest['reason']; note: string | null };

type ListQuery = { page: number; perPage: number; order: 'asc' | 'desc'; q?: string; locationId?: number; belowReorderLevel?: boolean };

const insufficient = () => new AppError(409, 'stock_insufficient', 'Not enough stock for this movement');

/** One movement in the caller's transaction: the quantity changes (never below zero) and the movement is kept. */
export async function applyMovement(tx: Tx, m: Movement, actor: Actor): Promise<MovementRow> {
  const quantityAfter = await accessoryStockRepository.add(tx, m.accessoryId, m.locationId, m.delta);
  if (quantityAfter === null) throw insufficient();
  const row = await accessoryStockRepository.addMovement(tx, {
    accessoryId: m.accessoryId,
    stockLocationId: m.locationId,
    delta: m.delta,
    quantityAfter,
    reason: m.reason,
    note: m.note,
    actorId: actor.id,
  });
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'accessory_stock.moved',
    entity: 'accessory',
    entityId: m.accessoryId,
    after: row,
    ip: actor.ip,
  });
  return row;
}

export function createAccessoryStockService({ db, accessories, identity, locations }: Deps) {
  // Stock, movements and inventory counts follow an accessory merged into another.
  accessories.onMerge(async (tx, keepId, duplicateId) => ({ movedStock: await accessoryStockRepository.moveAll(tx, keepId, duplicateId) }));

  async function quantitiesOf(accessoryIds: number[]) {
    const [rows, names] = await Promise.all([accessoryStockRepository.quantitiesOf(db, accessoryIds), locations.locations()]);
    return (accessoryId: number) =>
      [...names.values()].map((l) => {
        const row = rows.find((r) => r.accessoryId === accessoryId && r.stockLocationId === l.id);
        const quantity = row?.quantity ?? 0;
        const reorderLevel = row?.reorderLevel ?? null;
        return {
          locationId: l.id,
          locationName: l.name,
          quantity,
          reorderLevel,
          belowReorderLevel: isBelowReorderLevel(quantity, reorderLevel),
        };
      });
  }

  /** The list's filters beyond the catalogue's: under the reorder level (in the chosen store, if any) narrows to those ids. */
  async function onlyIds(query: Pick<ListQuery, 'locationId' | 'belowReorderLevel'>) {
    return query.belowReorderLevel ? accessoryStockRepository.belowReorderLevelIds(db, query.locationId) : undefined;
  }

  async function withQuantities(
    rows: { id: number; name: string; reference: string | null; category: string }[],
  ): Promise<AccessoryStockItem[]> {
    const of = await quantitiesOf(rows.map((r) => r.id));
    return rows.map((r) => {
      const quantities = of(r.id);
      return {
        accessory: { id: r.id, name: r.name, reference: r.reference, category: r.category as AccessoryCategory },
        quantities,
        total: quantities.reduce((s, q) => s + q.quantity, 0),
      };
    });
  }

  async function toMovements(rows: MovementRow[]) {
    const [names, users] = await Promise.all([locations.locations(), identity.namesByIds(rows.map((r) => r.actorId))]);
    return rows.map((r) => ({
      id: r.id,
      accessoryId: r.accessoryId,
      location: names.get(r.stockLocationId) ?? { id: r.stockLocationId, name: '' },
      delta: r.delta,
      quantityAfter: r.quantityAfter,
      reason: r.reason as Movement['reason'],
      note: r.note,
      actor: r.actorId === null ? null : (users.get(r.actorId) ?? null),
      at: r.at.toISOString(),
    }));
  }

  return {
    quantitiesOf,

    /** What the stores hold (quantity above zero), by name, at most `limit` rows: the parts a mechanic may use (decision 034). */
    async inStockAt(locationIds: number[], limit: number) {
      const rows = (await Promise.all([...new Set(locationIds)].map((id) => accessoryStockRepository.atLocation(db, id))))
        .flat()
        .filter((r) => r.quantity > 0);
      const names = await accessories.summariesByIds(rows.map((r) => r.accessoryId));
      return rows
        .filter((r) => names.has(r.accessoryId))
        .map((r) => ({
          accessoryId: r.accessoryId,
          name: names.get(r.accessoryId)!.name,
          storeId: r.stockLocationId,
          quantity: r.quantity,
        }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.storeId - b.storeId)
        .slice(0, limit);
    },

    /** A page of accessories with their quantity in each store. */
    async list(query: ListQuery) {
      const { rows, total } = await accessories.page({
        page: query.page,
        perPage: query.perPage,
        order: query.order,
        sort: 'name',
        q: query.q,
        ids: await onlyIds(query),
      });
      return { data: await withQuantities(rows), meta: { page: query.page, perPage: query.perPage, total } };
    },

    /** Every accessory matching (at most 10 000) with its quantity per store, and the stores, for a CSV or XLSX download. */
    async listForExport(query: Omit<ListQuery, 'page' | 'perPage'>) {
      const [{ rows }, stores] = await Promise.all([
        accessories.page({ page: 1, perPage: EXPORT_MAX_ROWS, order: query.order, sort: 'name', q: query.q, ids: await onlyIds(query) }),
        locations.locations(),
      ]);
      return { rows: await withQuantities(rows), stores: [...stores.values()] };
    },

    /** A delivery, sale, loss or correction in one store, or a transfer between two; refused (409) if a store would go below zero. */
    async move(input: AccessoryMovementRequest, actor: Actor) {
      const names = await locations.locations();
      const problems: Record<string, FieldCode> = {};
      if (!(await accessories.summariesByIds([input.accessoryId])).has(input.accessoryId)) problems.accessoryId = 'unknown_accessory';
      if (!names.has(input.locationId)) problems.locationId = 'unknown_location';
      if (input.toLocationId !== null && !names.has(input.toLocationId)) problems.toLocationId = 'unknown_location';
      if (Object.keys(problems).length) throw invalid(problems);
      const rows = await db.transaction(async (tx) => {
        const base = { accessoryId: input.accessoryId, reason: input.reason, note: input.note };
        if (input.reason !== 'transfer')
          return [await applyMovement(tx, { ...base, locationId: input.locationId, delta: input.delta }, actor)];
        return [
          await applyMovement(tx, { ...base, locationId: input.locationId, delta: -input.delta }, actor),
          await applyMovement(tx, { ...base, locationId: input.toLocationId!, delta: input.delta }, actor),
        ];
      });
      return { movements: await toMovements(rows), quantities: (await quantitiesOf([input.accessoryId]))(input.accessoryId) };
    },

    /** A store's reorder level for an accessory (null clears it), recorded in the audit log with who and the level before. */
    async setReorderLevel(accessoryId: number, input: ReorderLevelRequest, actor: Actor) {
      if (!(await accessories.summariesByIds([accessoryId])).has(accessoryId)) throw notFound();
      if (!(await locations.locations()).has(input.locationId)) throw invalid({ locationId: 'unknown_location' });
      await db.transaction(async (tx) => {
        const before = await accessoryStockRepository.row(tx, accessoryId, input.locationId);
        const after = await accessoryStockRepository.setReorderLevel(tx, accessoryId, input.locationId, input.reorderLevel);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'accessory_stock.reorder_level_set',
          entity: 'accessory',
          entityId: accessoryId,
          before: { locationId: input.locationId, reorderLevel: before?.reorderLevel ?? null },
          after: { locationId: input.locationId, reorderLevel: after.reorderLevel, quantity: after.quantity },
          ip: actor.ip,
        });
      });
      return { quantities: (await quantitiesOf([accessoryId]))(accessoryId) };
    },

    async movements(accessoryId: number, query: { page: number; perPage: number }) {
      if (!(await accessories.summariesByIds([accessoryId])).has(accessoryId)) throw notFound();
      const [rows, total] = await Promise.all([
        accessoryStockRepository.movementsPage(db, accessoryId, query.perPage, (query.page - 1) * query.perPage),
        accessoryStockRepository.movementsCount(db, accessoryId),
      ]);
      return { data: await toMovements(rows), meta: { page: query.page, perPage: query.perPage, total } };
    },
  };
}
