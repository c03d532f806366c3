import {
  PART_CHOICES_MAX,
  partChoiceMatches,
  type PartChoice,
  type WorkshopPart,
  type WorkshopPartInput,
  type WorkshopPartListQuery,
  type WorkshopPartStockInput,
} from '@veloport/domain';
import type { Db, Tx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf } from '../../../platform/list';
import type { AccessoriesService } from '../../catalog/accessories.service';
import type { Actor, IdentityService } from '../../identity/identity.service';
import type { AccessoryStockService } from '../../stock/accessories/accessory-stock.service';
import { partsRepository as repo, type WorkshopPartRow } from './parts.repository';

export type WorkshopPartsService = ReturnType<typeof createWorkshopPartsService>;
type Deps = {
  db: Db;
  identity: IdentityService;
  accessories: AccessoriesService;
  accessoryStock: Pick<AccessoryStockService, 'inStockAt'>;
  stores: { locations(): Promise<Map<number, { id: number; name: string }>> };
};
const ENTITY = 'workshop_part';
const insufficient = () => new AppError(409, 'stock_insufficient', 'Not enough of this part in the store');

/**
 * A part fitted or given back on a job, in the caller's transaction (decision 102): the store's quantity moves,
 * never below zero (409 stock_insufficient), and the move is audited on the part with who and when.
 */
export async function movePart(tx: Tx, m: { partId: number; locationId: number; delta: number; note: string | null }, actor: Actor) {
  const quantityAfter = await repo.addStock(tx, m.partId, m.locationId, m.delta);
  if (quantityAfter === null) throw insufficient();
  await recordAudit(tx, {
    actorId: actor.id,
    action: `${ENTITY}.stock_moved`,
    entity: ENTITY,
    entityId: m.partId,
    after: { ...m, quantityAfter },
    ip: actor.ip,
  });
  return quantityAfter;
}

/** The workshop's parts: catalogue, stock per store, and the mechanic's picker (issue 25 point 15, decision 102). */
export function createWorkshopPartsService({ db, identity, accessories, accessoryStock, stores }: Deps) {
  async function views(rows: WorkshopPartRow[]): Promise<WorkshopPart[]> {
    const [stock, locations, names] = await Promise.all([
      repo.stockOf(
        db,
        rows.map((r) => r.id),
      ),
      stores.locations(),
      identity.namesByIds(rows.map((r) => r.updatedById)),
    ]);
    return rows.map((r) => {
      const quantities = [...locations.values()].map((l) => ({
        locationId: l.id,
        locationName: l.name,
        quantity: stock.find((s) => s.partId === r.id && s.stockLocationId === l.id)?.quantity ?? 0,
      }));
      const by = r.updatedById === null ? undefined : names.get(r.updatedById);
      return {
        id: r.id,
        reference: r.reference,
        name: r.name,
        priceExclVatCents: r.priceExclVatCents,
        active: r.active,
        quantities,
        total: quantities.reduce((s, q) => s + q.quantity, 0),
        updatedBy: by ? { id: by.id, name: by.name } : null,
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }

  async function existing(id: number) {
    const row = await repo.byId(db, id);
    if (!row) throw notFound();
    return row;
  }

  /** A reference names one part (any case): another part's is 422 duplicate. */
  async function referenceFree(reference: string, id?: number) {
    const other = await repo.byReference(db, reference);
    if (other && other.id !== id) throw invalid({ reference: 'duplicate' });
  }

  async function one(id: number) {
    return (await views([await existing(id)]))[0]!;
  }

  return {
    one,

    /** The workshop part by id, for a job line (undefined when unknown). */
    byId: (id: number) => repo.byId(db, id),

    async list(query: WorkshopPartListQuery) {
      const filter = { q: query.q, active: query.active };
      const [rows, total] = await Promise.all([
        repo.page(db, filter, query.perPage, (query.page - 1) * query.perPage, query.order),
        repo.count(db, filter),
      ]);
      return pageOf(await views(rows), total, query);
    },

    async listForExport(query: Omit<WorkshopPartListQuery, 'page' | 'perPage'>) {
      return views(await repo.page(db, { q: query.q, active: query.active }, EXPORT_MAX_ROWS, 0, query.order));
    },

    async create(input: WorkshopPartInput, actor: Actor) {
      await referenceFree(input.reference);
      const row = await db.transaction(async (tx) => {
        const created = await repo.insert(tx, { ...input, updatedById: actor.id });
        await recordAudit(tx, {
          actorId: actor.id,
          action: `${ENTITY}.created`,
          entity: ENTITY,
          entityId: created.id,
          after: created,
          ip: actor.ip,
        });
        return created;
      });
      return one(row.id);
    },

    async update(id: number, input: WorkshopPartInput, actor: Actor) {
      const before = await existing(id);
      await referenceFree(input.reference, id);
      await db.transaction(async (tx) => {
        const after = await repo.update(tx, id, { ...input, updatedById: actor.id });
        await recordAudit(tx, {
          actorId: actor.id,
          action: `${ENTITY}.updated`,
          entity: ENTITY,
          entityId: id,
          before,
          after,
          ip: actor.ip,
        });
      });
      return one(id);
    },

    /** A delivery (+) or a count corrected (−) in one store; 409 when the store would go below zero. */
    async adjust(id: number, input: WorkshopPartStockInput, actor: Actor) {
      await existing(id);
      if (!(await stores.locations()).has(input.locationId)) throw invalid({ locationId: 'unknown_location' });
      await db.transaction((tx) => movePart(tx, { partId: id, locationId: input.locationId, delta: input.delta, note: input.note }, actor));
      return one(id);
    },

    /** Marks an accessory as a part (it shows in the picker) or no longer; audited on the accessory. */
    async markAccessory(accessoryId: number, part: boolean, actor: Actor) {
      if (!(await accessories.summariesByIds([accessoryId])).has(accessoryId)) throw notFound();
      await db.transaction(async (tx) => {
        const changed = part ? await repo.markAccessory(tx, accessoryId, actor.id) : await repo.unmarkAccessory(tx, accessoryId);
        if (changed.length === 0) return;
        await recordAudit(tx, {
          actorId: actor.id,
          action: part ? 'accessory.marked_as_part' : 'accessory.unmarked_as_part',
          entity: 'accessory',
          entityId: accessoryId,
          after: { part },
          ip: actor.ip,
        });
      });
      return { accessoryId, part };
    },

    isAccessoryPart: (accessoryId: number) => repo.isAccessoryPart(db, accessoryId),

    /** The accessories marked as parts, by name. */
    async markedAccessories() {
      const names = await accessories.summariesByIds([...(await repo.accessoryIds(db))]);
      const data = [...names.values()]
        .map((a) => ({ accessoryId: a.id, name: a.name, reference: a.reference }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return { data };
    },

    /**
     * The mechanic's picker: the workshop parts and the accessories that are also parts held in these stores,
     * matching what was typed (name or reference), by name. The shop's other accessories are never offered.
     */
    async choices(locationIds: number[], q: string | undefined, limit = PART_CHOICES_MAX): Promise<PartChoice[]> {
      const ids = [...new Set(locationIds)];
      if (ids.length === 0) return [];
      const [parts, marked, held] = await Promise.all([
        repo.partChoices(db, ids, q, limit),
        repo.accessoryIds(db),
        accessoryStock.inStockAt(ids, Number.MAX_SAFE_INTEGER),
      ]);
      const heldParts = held.filter((a) => marked.has(a.accessoryId));
      const references = await accessories.summariesByIds(heldParts.map((a) => a.accessoryId));
      const flagged = heldParts
        .map((a) => ({
          id: a.accessoryId,
          reference: references.get(a.accessoryId)?.reference ?? null,
          name: a.name,
          storeId: a.storeId,
          quantity: a.quantity,
        }))
        .filter((a) => partChoiceMatches(a, q ?? ''));
      return [
        ...parts.map((p) => ({
          partId: p.id,
          accessoryId: null,
          reference: p.reference,
          name: p.name,
          storeId: p.storeId,
          quantity: p.quantity,
        })),
        ...flagged.map((a) => ({
          partId: null,
          accessoryId: a.id,
          reference: a.reference,
          name: a.name,
          storeId: a.storeId,
          quantity: a.quantity,
        })),
      ]
        .sort((a, b) => a.name.localeCompare(b.name) || a.storeId - b.storeId)
        .slice(0, limit);
    },
  };
}
