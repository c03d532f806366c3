import { csvLine, normalizeFrameNumber, normalizeReference, type BikeCreateInput, type BikeListQuery, type BikeUpdateInput } from '@veloport/domain';
import { isUniqueViolation, type Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { invalid, notFound } from '../../platform/errors';
import type { Actor } from '../identity/identity.service';
import { createBikeViews, type BikeViewDeps } from './bike-views';
import { bikeOrder, bikesRepository, bikeWhere, insuredOrder, insuredWhere, type BikeRow } from './bikes.repository';

export type BikesService = ReturnType<typeof createBikesService>;
const EXPORT_MAX_ROWS = 50_000;
const frameTaken = () => invalid({ frameNumber: 'frame_number_taken' });

/** The descriptive fields of a bike, normalised as stored (codes upper-case, frame number canonical). */
function descriptive(input: BikeUpdateInput) {
  return {
    modelId: input.modelId,
    frameNumber: normalizeFrameNumber(input.frameNumber),
    size: input.size,
    color: input.color,
    identification: input.identification,
    keyRef: normalizeReference(input.keyRef),
    lockRef: normalizeReference(input.lockRef),
    numberPlate: normalizeReference(input.numberPlate),
    purchaseDate: input.purchaseDate,
    purchasePriceCents: input.purchasePriceCents,
    expectedDate: input.expectedDate,
    insurer: input.insurer,
    insurancePolicy: input.insurancePolicy,
    insuranceStart: input.insuranceStart,
    insuranceEnd: input.insuranceEnd,
  };
}

export function createBikesService(deps: BikeViewDeps & { db: Db }) {
  const { db } = deps;
  const views = createBikeViews(deps);

  async function mustGet(id: number): Promise<BikeRow> {
    const row = await bikesRepository.byId(db, id);
    if (!row) throw notFound();
    return row;
  }

  async function checkRefs(input: { modelId: number; locationId?: number }) {
    const problems: Record<string, string> = {};
    if (!(await deps.models.exists(input.modelId))) problems.modelId = 'unknown_model';
    if (input.locationId !== undefined && !(await deps.locations.locations()).has(input.locationId)) problems.locationId = 'unknown_location';
    if (Object.keys(problems).length) throw invalid(problems);
  }

  function listWhere(query: BikeListQuery) {
    const q = query.q?.trim();
    const frameQ = q ? normalizeFrameNumber(q) : undefined;
    return bikeWhere({ ...query, frameQ: frameQ || undefined, refQ: q ? (normalizeReference(q) ?? undefined) : undefined });
  }

  return {
    views,
    mustGet,

    async list(query: BikeListQuery) {
      const where = listWhere(query);
      const [rows, total] = await Promise.all([
        bikesRepository.page(db, where, bikeOrder(query.sort, query.order), query.perPage, (query.page - 1) * query.perPage),
        bikesRepository.count(db, where),
      ]);
      return { data: await views.items(rows), meta: { page: query.page, perPage: query.perPage, total } };
    },

    /** The filtered list as a `;`-separated UTF-8 CSV (with BOM, so spreadsheets read accents), one row per bike. */
    async exportCsv(query: BikeListQuery): Promise<string> {
      const rows = await bikesRepository.page(db, listWhere(query), bikeOrder(query.sort, query.order), EXPORT_MAX_ROWS, 0);
      const items = await views.items(rows);
      const header = ['id', 'frame_number', 'brand', 'model', 'size', 'color', 'location', 'status', 'contract_kind', 'contract_months', 'company', 'user', 'key_ref', 'lock_ref', 'number_plate', 'purchase_date'];
      const lines = items.map((b) =>
        csvLine([b.id, b.frameNumber, b.model?.brand, b.model?.model, b.size, b.color, b.location.name, b.status, b.contractKind, b.contractMonths, b.company?.name, b.user?.name, b.keyRef, b.lockRef, b.numberPlate, b.purchaseDate]),
      );
      return `\uFEFF${[csvLine(header), ...lines].join('\r\n')}\r\n`;
    },

    async detail(id: number) {
      const row = await mustGet(id);
      return views.detail(row, await bikesRepository.eventsOf(db, id));
    },

    async create(input: BikeCreateInput, actor: Actor) {
      await checkRefs(input);
      const values = { ...descriptive(input), stockLocationId: input.locationId, contractKind: input.contractKind };
      if (await bikesRepository.byFrame(db, values.frameNumber)) throw frameTaken();
      const row = await db
        .transaction(async (tx) => {
          const bike = await bikesRepository.insert(tx, values);
          await bikesRepository.addEvents(tx, [{ bikeId: bike.id, kind: 'created', details: { modelId: bike.modelId, locationId: bike.stockLocationId, contractKind: bike.contractKind }, actorId: actor.id }]);
          await recordAudit(tx, { actorId: actor.id, action: 'bike.created', entity: 'bike', entityId: bike.id, after: bike, ip: actor.ip });
          return bike;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? frameTaken() : error;
        });
      return this.detail(row.id);
    },

    async update(id: number, input: BikeUpdateInput, actor: Actor) {
      const current = await mustGet(id);
      await checkRefs(input);
      const values = descriptive(input);
      if (values.frameNumber !== current.frameNumber && (await bikesRepository.byFrame(db, values.frameNumber))) throw frameTaken();
      await db
        .transaction(async (tx) => {
          const before = await bikesRepository.byIdForUpdate(tx, id);
          if (!before) throw notFound();
          const changes = Object.fromEntries(
            Object.entries(values)
              .filter(([k, v]) => before[k as keyof BikeRow] !== v)
              .map(([k, v]) => [k, { from: before[k as keyof BikeRow], to: v }]),
          );
          if (Object.keys(changes).length === 0) return;
          const row = await bikesRepository.update(tx, id, values);
          await bikesRepository.addEvents(tx, [{ bikeId: id, kind: 'updated', details: { changes }, actorId: actor.id }]);
          await recordAudit(tx, { actorId: actor.id, action: 'bike.updated', entity: 'bike', entityId: id, before, after: row, ip: actor.ip });
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? frameTaken() : error;
        });
      return this.detail(id);
    },

    /** Global search: a scanned or typed frame number, exactly (after normalisation). */
    async byFrame(frameNumber: string) {
      const row = await bikesRepository.byFrame(db, normalizeFrameNumber(frameNumber));
      if (!row) throw notFound();
      return { id: row.id, frameNumber: row.frameNumber };
    },

    async insured(query: { page: number; perPage: number; order: 'asc' | 'desc'; sort: 'insuranceEnd' | 'id'; activeOn?: string }) {
      const where = insuredWhere(query.activeOn);
      const rows = await bikesRepository.page(db, where, insuredOrder(query.sort, query.order), query.perPage, (query.page - 1) * query.perPage);
      const [total, l] = await Promise.all([bikesRepository.count(db, where), views.lookups(rows)]);
      return {
        data: rows.map((r) => {
          const v = views.item(r, l);
          return { id: r.id, frameNumber: r.frameNumber, model: v.model, company: v.company, user: v.user, insurer: r.insurer!, insurancePolicy: r.insurancePolicy, insuranceStart: r.insuranceStart, insuranceEnd: r.insuranceEnd };
        }),
        meta: { page: query.page, perPage: query.perPage, total },
      };
    },

    /** Public detail: per store, in stock / soon available / not in stock (packages/domain stock.ts). */
    stockOfModel: (modelId: number, today: string) => bikesRepository.stockOfModel(db, modelId, today),
    /** Public list: the same for a page of models, one query. */
    stockOfModels: async (modelIds: number[], today: string) => (modelIds.length === 0 ? [] : bikesRepository.stockOfModels(db, modelIds, today)),
    /**
     * Public "in stock only" filter: a subquery of the ids of models with a usable bike in stock, which the
     * public catalogue composes into its own query (the catalogue knows nothing of the bikes table).
     */
    inStockModelIds: () => bikesRepository.inStockModelIds(db),
  };
}
