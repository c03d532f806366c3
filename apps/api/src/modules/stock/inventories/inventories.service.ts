import { isValidFrameNumber, normalizeFrameNumber, ON_SITE_CONTRACT_KINDS, type Clock, type Locale } from '@veloport/domain';
import { isUniqueViolation, type Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import type { AccessoriesService } from '../../catalog/accessories.service';
import type { BikeModelsService } from '../../catalog/bike-models.service';
import type { Actor, IdentityService } from '../../identity/identity.service';
import { accessoryStockRepository } from '../accessories/accessory-stock.repository';
import { applyMovement } from '../accessories/accessory-stock.service';
import { bikesRepository, type BikeRow } from '../bikes/bikes.repository';
import { inventoriesRepository, inventoryWhere, type InventoryLineRow, type InventoryRow } from './inventories.repository';
import type { StockService } from '../stock.service';

type Deps = {
  clock: Clock;
  db: Db;
  models: BikeModelsService;
  accessories: AccessoriesService;
  identity: IdentityService;
  locations: StockService;
};
export type InventoriesService = ReturnType<typeof createInventoriesService>;

const closedRefusal = () => new AppError(409, 'inventory_closed', 'This inventory is closed');
const emptyCounts = { expected: 0, scanned: 0, missing: 0, unexpected: 0 };

function countsFromLines(lines: InventoryLineRow[]) {
  return {
    expected: lines.filter((l) => l.expected).length,
    scanned: lines.filter((l) => l.scannedAt).length,
    missing: lines.filter((l) => l.expected && !l.scannedAt).length,
    unexpected: lines.filter((l) => !l.expected).length,
  };
}

/**
 * Inventory of a store: the bikes expected on its floor are snapshotted at the start, staff scan what they see,
 * and closing records the outcome in each concerned bike's history (docs/decisions/006).
 */
/** Closing brings home only the shop-floor bikes (stock, orders) found in the wrong store. */
const movesToStore = (bike: { stockLocationId: number; contractKind: string } | undefined, here: number) =>
  bike !== undefined && bike.stockLocationId !== here && (ON_SITE_CONTRACT_KINDS as readonly string[]).includes(bike.contractKind);

export function createInventoriesService({ clock, db, models, accessories, identity, locations }: Deps) {
  // The store is named in the reader's language (decision 101), as the page's store picker names it.
  async function summaries(rows: InventoryRow[], language?: Locale) {
    const [names, users, counts] = await Promise.all([
      locations.locations(language),
      identity.namesByIds(rows.flatMap((r) => [r.startedBy, r.closedBy])),
      inventoriesRepository.countsOf(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    const ref = (id: number | null) => (id === null ? null : (users.get(id) ?? null));
    return rows.map((r) => {
      const c = counts.find((x) => x.inventoryId === r.id);
      return {
        id: r.id,
        location: names.get(r.stockLocationId) ?? { id: r.stockLocationId, name: '' },
        status: r.status as 'open' | 'closed',
        startedAt: r.startedAt.toISOString(),
        startedBy: ref(r.startedBy),
        closedAt: r.closedAt?.toISOString() ?? null,
        closedBy: ref(r.closedBy),
        counts: c ? { expected: c.expected, scanned: c.scanned, missing: c.missing, unexpected: c.unexpected } : emptyCounts,
      };
    });
  }

  async function bikeViews(bikeRows: BikeRow[]) {
    const modelMap = await models.summariesByIds(bikeRows.map((b) => b.modelId));
    return new Map(
      bikeRows.map((b) => [
        b.id,
        {
          id: b.id,
          frameNumber: b.frameNumber,
          model: modelMap.get(b.modelId) ?? null,
          locationId: b.stockLocationId,
          contractKind: b.contractKind as 'stock',
        },
      ]),
    );
  }

  async function mustGet(id: number) {
    const row = await inventoriesRepository.byId(db, id);
    if (!row) throw notFound();
    return row;
  }

  async function detail(id: number, language?: Locale) {
    const row = await mustGet(id);
    const [[summary], lines, counts] = await Promise.all([
      summaries([row], language),
      inventoriesRepository.linesOf(db, id),
      inventoriesRepository.accessoryCountsOf(db, id),
    ]);
    const [bikesById, accessoryNames] = await Promise.all([
      bikesRepository
        .byIds(
          db,
          lines.map((l) => l.bikeId).filter((b): b is number => b !== null),
        )
        .then(bikeViews),
      accessories.summariesByIds(counts.map((c) => c.accessoryId)),
    ]);
    const bikeOf = (l: InventoryLineRow) => (l.bikeId === null ? null : (bikesById.get(l.bikeId) ?? null));
    return {
      ...summary!,
      expected: lines
        .filter((l) => l.expected)
        .map(bikeOf)
        .filter((b) => b !== null),
      scanned: lines
        .filter((l) => l.scannedAt)
        .map((l) => ({ frameNumber: l.frameNumber, bike: bikeOf(l), expected: l.expected, scannedAt: l.scannedAt!.toISOString() })),
      missing: lines
        .filter((l) => l.expected && !l.scannedAt)
        .map(bikeOf)
        .filter((b) => b !== null),
      unexpected: lines.filter((l) => !l.expected).map((l) => ({ frameNumber: l.frameNumber, bike: bikeOf(l) })),
      accessories: counts.map((c) => ({
        accessory: { id: c.accessoryId, name: accessoryNames.get(c.accessoryId)?.name ?? '' },
        expected: c.expected,
        counted: c.counted,
      })),
    };
  }

  return {
    detail,

    async list(
      query: { page: number; perPage: number; order: 'asc' | 'desc'; locationId?: number; status?: 'open' | 'closed' },
      language?: Locale,
    ) {
      const where = inventoryWhere(query);
      const [rows, total] = await Promise.all([
        inventoriesRepository.page(db, where, query.order, query.perPage, (query.page - 1) * query.perPage),
        inventoriesRepository.count(db, where),
      ]);
      return { data: await summaries(rows, language), meta: { page: query.page, perPage: query.perPage, total } };
    },

    async start(locationId: number, actor: Actor, language?: Locale) {
      if (!(await locations.locations()).has(locationId)) throw invalid({ locationId: 'unknown_location' });
      const openRefusal = () => new AppError(409, 'inventory_open_exists', 'A count is already open for this store');
      if (await inventoriesRepository.openAt(db, locationId)) throw openRefusal();
      const row = await db
        .transaction(async (tx) => {
          const inventory = await inventoriesRepository.insert(tx, { stockLocationId: locationId, startedBy: actor.id });
          await inventoriesRepository.snapshotBikes(tx, inventory.id, locationId);
          await inventoriesRepository.snapshotAccessories(tx, inventory.id, locationId);
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'inventory.started',
            entity: 'inventory',
            entityId: inventory.id,
            after: inventory,
            ip: actor.ip,
          });
          return inventory;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? openRefusal() : error;
        });
      return detail(row.id, language);
    },

    async scan(id: number, frameNumber: string, actor: Actor) {
      if (!isValidFrameNumber(frameNumber)) throw invalid({ frameNumber: 'invalid' });
      const frame = normalizeFrameNumber(frameNumber);
      const { outcome, bikeId } = await db.transaction(async (tx) => {
        const inventory = await inventoriesRepository.byIdForUpdate(tx, id);
        if (!inventory) throw notFound();
        if (inventory.status !== 'open') throw closedRefusal();
        const line = await inventoriesRepository.line(tx, id, frame);
        if (line?.scannedAt) return { outcome: 'already_scanned' as const, bikeId: line.bikeId };
        let result: { outcome: 'found' | 'unexpected' | 'unknown'; bikeId: number | null };
        if (line) {
          await inventoriesRepository.markScanned(tx, line.id, actor.id);
          result = { outcome: 'found', bikeId: line.bikeId };
        } else {
          const bike = await bikesRepository.byFrame(tx, frame);
          await inventoriesRepository.addLine(tx, {
            inventoryId: id,
            bikeId: bike?.id ?? null,
            frameNumber: frame,
            expected: false,
            scannedAt: clock.now(),
            scannedBy: actor.id,
          });
          result = { outcome: bike ? 'unexpected' : 'unknown', bikeId: bike?.id ?? null };
        }
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'inventory.scanned',
          entity: 'inventory',
          entityId: id,
          after: { frameNumber: frame, ...result },
          ip: actor.ip,
        });
        return result;
      });
      const bikeRows = bikeId === null ? [] : await bikesRepository.byIds(db, [bikeId]);
      const views = await bikeViews(bikeRows);
      return {
        outcome,
        frameNumber: frame,
        bike: bikeId === null ? null : (views.get(bikeId) ?? null),
        counts: countsFromLines(await inventoriesRepository.linesOf(db, id)),
      };
    },

    async countAccessory(id: number, accessoryId: number, counted: number, actor: Actor, language?: Locale) {
      if (!(await accessories.summariesByIds([accessoryId])).has(accessoryId)) throw invalid({ accessoryId: 'unknown_accessory' });
      await db.transaction(async (tx) => {
        const inventory = await inventoriesRepository.byIdForUpdate(tx, id);
        if (!inventory) throw notFound();
        if (inventory.status !== 'open') throw closedRefusal();
        await inventoriesRepository.setAccessoryCount(tx, id, accessoryId, counted);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'inventory.accessory_counted',
          entity: 'inventory',
          entityId: id,
          after: { accessoryId, counted },
          ip: actor.ip,
        });
      });
      return detail(id, language);
    },

    /**
     * Closing: each missing bike gets an `inventory_adjusted` event (outcome missing); each unexpected known bike
     * is moved to this store (a `moved` event) when it is a shop-floor bike, and gets an `inventory_adjusted` event (outcome unexpected);
     * counted accessories are corrected to the count. Unknown frame numbers stay listed in the closed inventory.
     */
    async close(id: number, actor: Actor, language?: Locale) {
      const names = await locations.locations();
      await db.transaction(async (tx) => {
        const inventory = await inventoriesRepository.byIdForUpdate(tx, id);
        if (!inventory) throw notFound();
        if (inventory.status !== 'open') throw closedRefusal();
        const here = inventory.stockLocationId;
        const lines = await inventoriesRepository.linesOf(tx, id);
        const missing = lines.filter((l) => l.expected && !l.scannedAt && l.bikeId !== null);
        const unexpected = lines.filter((l) => !l.expected && l.bikeId !== null);
        const bikeRows = new Map(
          (
            await bikesRepository.byIds(
              tx,
              unexpected.map((l) => l.bikeId!),
            )
          ).map((b) => [b.id, b]),
        );
        const events: Parameters<typeof bikesRepository.addEvents>[1] = [];
        for (const l of missing) {
          events.push({
            bikeId: l.bikeId!,
            kind: 'inventory_adjusted',
            details: { inventoryId: id, outcome: 'missing', location: { id: here, name: names.get(here)?.name } },
            actorId: actor.id,
          });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'bike.inventory_adjusted',
            entity: 'bike',
            entityId: l.bikeId!,
            after: { inventoryId: id, outcome: 'missing' },
            ip: actor.ip,
          });
        }
        for (const l of unexpected) {
          const bike = bikeRows.get(l.bikeId!);
          if (!bike) continue;
          // A bike out on contract (leased, rented, sold…) belongs to its rider's store, wherever it was seen.
          if (movesToStore(bike, here)) {
            const moved = await bikesRepository.update(tx, bike.id, { stockLocationId: here });
            events.push({
              bikeId: bike.id,
              kind: 'moved',
              details: {
                from: { id: bike.stockLocationId, name: names.get(bike.stockLocationId)?.name },
                to: { id: here, name: names.get(here)?.name },
                inventoryId: id,
              },
              actorId: actor.id,
            });
            await recordAudit(tx, {
              actorId: actor.id,
              action: 'bike.moved',
              entity: 'bike',
              entityId: bike.id,
              before: bike,
              after: moved,
              ip: actor.ip,
            });
          }
          events.push({
            bikeId: bike.id,
            kind: 'inventory_adjusted',
            details: {
              inventoryId: id,
              outcome: 'unexpected',
              contractKind: bike.contractKind,
              location: { id: here, name: names.get(here)?.name },
            },
            actorId: actor.id,
          });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'bike.inventory_adjusted',
            entity: 'bike',
            entityId: bike.id,
            after: { inventoryId: id, outcome: 'unexpected' },
            ip: actor.ip,
          });
        }
        await bikesRepository.addEvents(tx, events);

        let corrected = 0;
        const counts = await inventoriesRepository.accessoryCountsOf(tx, id);
        const stock = await accessoryStockRepository.atLocation(tx, here);
        for (const c of counts) {
          if (c.counted === null) continue;
          const current = stock.find((s) => s.accessoryId === c.accessoryId)?.quantity ?? 0;
          if (c.counted === current) continue;
          await applyMovement(
            tx,
            { accessoryId: c.accessoryId, locationId: here, delta: c.counted - current, reason: 'correction', note: `inventory #${id}` },
            actor,
          );
          corrected++;
        }
        const summary = {
          ...countsFromLines(lines),
          movedBikes: unexpected.filter((l) => movesToStore(bikeRows.get(l.bikeId!), here)).length,
          correctedAccessories: corrected,
        };
        await inventoriesRepository.update(tx, id, { status: 'closed', closedAt: clock.now(), closedBy: actor.id, summary });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'inventory.closed',
          entity: 'inventory',
          entityId: id,
          before: inventory,
          after: summary,
          ip: actor.ip,
        });
      });
      return detail(id, language);
    },
  };
}
