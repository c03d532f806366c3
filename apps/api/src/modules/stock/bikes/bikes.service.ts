import {
  normalizeFrameNumber,
  normalizeReference,
  searchText,
  type BikeCreateInput,
  type BikeEventKind,
  type BikeStatus,
  type ContractKind,
  type BikeListQuery,
  type BikeSummary,
  type BikeSummaryQuery,
  type BikeUpdateInput,
  type CompanyBike,
  type InsuredBike,
  type Locale,
} from '@veloport/domain';
import { isUniqueViolation, type Db, type DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { invalid, notFound, type FieldCode } from '../../../platform/errors';
import type { Actor } from '../../identity/identity.service';
import { createBikeViews, type BikeViewDeps } from './bike-views';
import { bikeOrder, bikesRepository, bikeWhere, insuredOrder, insuredWhere, type BikeRow } from './bikes.repository';
import { containsPattern } from '../../../platform/list';

export type BikesService = ReturnType<typeof createBikesService>;
/** The stock is larger than other downloadable lists: a whole store's stock in one file. */
const BIKE_EXPORT_MAX_ROWS = 50_000;
type InsuranceQuery = { page: number; perPage: number; order: 'asc' | 'desc'; sort: 'insuranceEnd' | 'id'; activeOn?: string };
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

/** A company bike as the sharing module needs it (decision 033). */
const fleetBike = (r: BikeRow) => ({
  id: r.id,
  frameNumber: r.frameNumber,
  size: r.size,
  status: r.status,
  modelId: r.modelId,
  companyId: r.companyId,
});

export function createBikesService(deps: BikeViewDeps & { db: Db }) {
  const { db } = deps;
  const views = createBikeViews(deps);

  async function mustGet(id: number): Promise<BikeRow> {
    const row = await bikesRepository.byId(db, id);
    if (!row) throw notFound();
    return row;
  }

  async function checkRefs(input: { modelId: number; locationId?: number }) {
    const problems: Record<string, FieldCode> = {};
    if (!(await deps.models.exists(input.modelId))) problems.modelId = 'unknown_model';
    if (input.locationId !== undefined && !(await deps.locations.locations()).has(input.locationId))
      problems.locationId = 'unknown_location';
    if (Object.keys(problems).length) throw invalid(problems);
  }

  async function insuredItems(rows: BikeRow[]): Promise<InsuredBike[]> {
    const l = await views.lookups(rows);
    return rows.map((r) => {
      const v = views.item(r, l);
      return {
        id: r.id,
        frameNumber: r.frameNumber,
        model: v.model,
        company: v.company,
        user: v.user,
        insurer: r.insurer!,
        insurancePolicy: r.insurancePolicy,
        insuranceStart: r.insuranceStart,
        insuranceEnd: r.insuranceEnd,
      };
    });
  }

  function listWhere(query: BikeSummaryQuery) {
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

    /** The filtered bikes counted per store, contract kind and status. */
    async summary(query: BikeSummaryQuery): Promise<BikeSummary> {
      const rows = await bikesRepository.summary(db, listWhere(query));
      const groups = rows.map((r) => ({
        location: { id: r.locationId, name: r.locationName },
        contractKind: r.contractKind as ContractKind,
        status: r.status as BikeStatus,
        count: Number(r.n),
      }));
      return { total: groups.reduce((sum, g) => sum + g.count, 0), groups };
    },

    /** The whole filtered list (at most 50 000 bikes), names resolved, for a CSV or XLSX download. */
    async listForExport(query: BikeListQuery) {
      const rows = await bikesRepository.page(db, listWhere(query), bikeOrder(query.sort, query.order), BIKE_EXPORT_MAX_ROWS, 0);
      return views.items(rows);
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
          await bikesRepository.addEvents(tx, [
            {
              bikeId: bike.id,
              kind: 'created',
              details: { modelId: bike.modelId, locationId: bike.stockLocationId, contractKind: bike.contractKind },
              actorId: actor.id,
            },
          ]);
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'bike.created',
            entity: 'bike',
            entityId: bike.id,
            after: bike,
            ip: actor.ip,
          });
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
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'bike.updated',
            entity: 'bike',
            entityId: id,
            before,
            after: row,
            ip: actor.ip,
          });
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

    async insured(query: InsuranceQuery) {
      const where = insuredWhere(query.activeOn);
      const rows = await bikesRepository.page(
        db,
        where,
        insuredOrder(query.sort, query.order),
        query.perPage,
        (query.page - 1) * query.perPage,
      );
      const [total, data] = await Promise.all([bikesRepository.count(db, where), insuredItems(rows)]);
      return { data, meta: { page: query.page, perPage: query.perPage, total } };
    },

    /** Every insured bike matching (at most 50 000), for a CSV or XLSX download. */
    async insuredForExport(query: Omit<InsuranceQuery, 'page' | 'perPage'>) {
      return insuredItems(
        await bikesRepository.page(db, insuredWhere(query.activeOn), insuredOrder(query.sort, query.order), BIKE_EXPORT_MAX_ROWS, 0),
      );
    },

    /**
     * The company's bikes for its shared-bike condition (it implements the companies module's `CompanyBikes` port; app.ts hands it over):
     * `q` is a prefix of the frame number or a part of "brand model", accents and case ignored.
     */
    async listForCompany(companyId: number, q?: string): Promise<CompanyBike[]> {
      const rows = await bikesRepository.ofCompany(db, companyId);
      const [modelMap, userMap] = await Promise.all([
        deps.models.summariesByIds(rows.map((r) => r.modelId)),
        deps.identity.namesByIds(rows.map((r) => r.userId)),
      ]);
      const all = rows.map((r): CompanyBike => {
        const model = modelMap.get(r.modelId);
        const user = r.userId === null ? undefined : userMap.get(r.userId);
        return {
          id: r.id,
          frameNumber: r.frameNumber,
          model: model ? { brand: model.brand, model: model.model } : null,
          status: r.status as CompanyBike['status'],
          user: user ? { id: user.id, name: user.name } : null,
        };
      });
      const text = q?.trim();
      if (!text) return all;
      const frame = normalizeFrameNumber(text);
      const words = searchText(text);
      return all.filter((b) => (frame && b.frameNumber.startsWith(frame)) || searchText(b.model?.brand, b.model?.model).includes(words));
    },
    idsBelongTo: (companyId: number, ids: number[]) => bikesRepository.idsOfCompany(db, companyId, [...new Set(ids)]),
    /** For the sharing module (decision 033): the company's bikes with what a booking shows (size, status, model id). */
    async fleetOf(companyId: number) {
      return (await bikesRepository.ofCompany(db, companyId)).map(fleetBike);
    },
    /** For the rentals module (decision 037): the shop's rental bikes with their store and what a rental shows. */
    async rentalFleet() {
      return (await bikesRepository.rentalFleet(db)).map((r) => ({
        ...fleetBike(r),
        contractKind: r.contractKind,
        userId: r.userId,
        stockLocationId: r.stockLocationId,
      }));
    },
    /** Ids of the bikes whose frame number contains `q` (at most 1000): other lists search by it. */
    idsMatchingFrame: (q: string) => bikesRepository.idsWithFrameLike(db, containsPattern(q), 1000),
    fleetByIds: async (ids: number[]) => (ids.length ? (await bikesRepository.byIds(db, [...new Set(ids)])).map(fleetBike) : []),

    /** Public detail: per store, in stock / soon available / not in stock (packages/domain stock.ts). */
    stockOfModel: (modelId: number, today: string) => bikesRepository.stockOfModel(db, modelId, today),
    /** Public list: the same for a page of models, one query. */
    stockOfModels: async (modelIds: number[], today: string, language?: Locale) =>
      modelIds.length === 0 ? [] : bikesRepository.stockOfModels(db, modelIds, today, language),
    /**
     * Public "in stock only" filter: a subquery of the ids of models with a usable bike in stock, which the
     * public catalogue composes into its own query (the catalogue knows nothing of the bikes table).
     */
    /** The till's search (decision 023): usable stock bikes by frame number or by the models found for the same words. */
    async sellable(f: { q?: string; modelIds: number[]; storeId: number; limit: number }) {
      const frameQ = f.q ? normalizeFrameNumber(f.q) || undefined : undefined;
      const rows = await bikesRepository.sellable(db, { frameQ, modelIds: f.modelIds, storeId: f.storeId, limit: f.limit });
      return { rows, items: await views.items(rows) };
    },
    inStockModelIds: () => bikesRepository.inStockModelIds(db),

    /** The bikes in a person's contract (assigned to them), with their model's name and latest events (workshop: "my bikes"). */
    async ofUser(userId: number) {
      const rows = await bikesRepository.ofUser(db, userId);
      const [models, events] = await Promise.all([
        deps.models.summariesByIds(rows.map((r) => r.modelId)),
        bikesRepository.recentEvents(
          db,
          rows.map((r) => r.id),
          20 * Math.max(1, rows.length),
        ),
      ]);
      return rows.map((r) => {
        const m = models.get(r.modelId);
        return { row: r, label: m ? `${m.brand} ${m.model}` : `#${r.id}`, events: events.filter((e) => e.bikeId === r.id).slice(0, 5) };
      });
    },
    /** One bike and its model's name, unscoped: the workshop checks who may ask for it. */
    async withLabel(id: number) {
      const row = await bikesRepository.byId(db, id);
      if (!row) return null;
      const m = (await deps.models.summariesByIds([row.modelId])).get(row.modelId);
      return { row, label: m ? `${m.brand} ${m.model}` : `#${row.id}` };
    },
    /** A line in the bike's history written by another module's change (a maintenance step), in its transaction. */
    recordEvent: (tx: DbOrTx, event: { bikeId: number; kind: BikeEventKind; details: Record<string, unknown>; actorId: number | null }) =>
      bikesRepository.addEvents(tx, [event]),
  };
}
