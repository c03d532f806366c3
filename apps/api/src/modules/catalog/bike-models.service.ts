import { MAX_PHOTOS, searchText, slugify, type BikeModelInput, type BikeModelListQuery } from '@veloport/domain';
import { isUniqueViolation, violatedConstraint, type Db, type DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, invalid, notFound, type FieldCode } from '../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../platform/export';
import { sniffImageType, type FileStorage } from '../../platform/files';
import { isDemoKey, newPublicKey } from '../../platform/public-files';
import type { Actor } from '../identity/identity.service';
import { bikeModelsRepository, modelOrder, modelWhere, type BikeModelRow, type ModelFilters } from './bike-models.repository';
import { derivedModelColumns, firstPhotoUrl, freeSlug, toBikeModel, toBikeModelListItem } from './catalog.mappers';
import type { CharacteristicsService } from './characteristics.service';

type Deps = { db: Db; files: FileStorage; characteristics: CharacteristicsService };
export type BikeModelsService = ReturnType<typeof createBikeModelsService>;

const slugTaken = () => invalid({ slug: 'slug_taken' });
const refTaken = () => invalid({ externalRef: 'reference_taken' });

export function createBikeModelsService({ db, files, characteristics }: Deps) {
  /** Values must belong to a defined characteristic and be of its type. */
  async function checkCharacteristics(values: BikeModelInput['characteristics']) {
    const ids = Object.keys(values);
    if (ids.length === 0) return;
    const defined = new Map((await characteristics.allRows()).map((c) => [String(c.id), c.type]));
    const problems: Record<string, FieldCode> = {};
    for (const id of ids) {
      const type = defined.get(id);
      if (!type) problems[`characteristics.${id}`] = 'unknown_item';
      else if (typeof values[id] !== type && !(type === 'text' && typeof values[id] === 'string'))
        problems[`characteristics.${id}`] = 'invalid';
    }
    if (Object.keys(problems).length) throw invalid(problems);
  }

  async function pickSlug(tx: DbOrTx, input: BikeModelInput, current?: BikeModelRow): Promise<string> {
    if (input.slug) {
      if (input.slug !== current?.slug && (await bikeModelsRepository.bySlug(tx, input.slug))) throw slugTaken();
      return input.slug;
    }
    if (current) return current.slug;
    const base = slugify(`${input.brand} ${input.model} ${input.year}`);
    return freeSlug(base, await bikeModelsRepository.slugsLike(tx, base));
  }

  const columns = (input: BikeModelInput, slug: string) => ({
    brand: input.brand,
    model: input.model,
    slug,
    externalRef: input.externalRef,
    frameType: input.frameType,
    sizes: input.sizes,
    season: input.season,
    year: input.year,
    usage: input.usage,
    electric: input.electric,
    batteryWh: input.batteryWh,
    engineNm: input.engineNm,
    priceCents: input.priceCents,
    vatRate: input.vatRate,
    discountPriceCents: input.discountPriceCents,
    characteristics: input.characteristics,
    description: input.description,
    cafeteriaEligible: input.cafeteriaEligible,
    available: input.available,
    ...derivedModelColumns(input),
  });

  const listWhere = (query: BikeModelListQuery, fixed: ModelFilters) =>
    modelWhere({
      brand: query.brand,
      electric: query.electric,
      frameType: query.frameType,
      usage: query.usage,
      available: query.available,
      q: query.q ? searchText(query.q) : undefined,
      ...fixed,
    });

  async function list(query: BikeModelListQuery, fixed: ModelFilters = {}) {
    const where = listWhere(query, fixed);
    const [rows, total] = await Promise.all([
      bikeModelsRepository.page(db, where, modelOrder(query.sort, query.order), query.perPage, (query.page - 1) * query.perPage),
      bikeModelsRepository.count(db, where),
    ]);
    return { data: rows.map(toBikeModelListItem), meta: { page: query.page, perPage: query.perPage, total } };
  }

  async function mustGet(tx: DbOrTx, id: number) {
    const row = await bikeModelsRepository.byId(tx, id);
    if (!row) throw notFound();
    return row;
  }

  function uniqueRefusal(error: unknown): never {
    if (!isUniqueViolation(error)) throw error;
    // Two saves raced past the checks; the unique indexes on slug and (brand, ref) decide.
    throw violatedConstraint(error)?.includes('ref') ? refTaken() : slugTaken();
  }

  return {
    list,
    /** The whole filtered catalogue (no pages) for a download. */
    async listForExport(query: BikeModelListQuery) {
      return (await bikeModelsRepository.page(db, listWhere(query, {}), modelOrder(query.sort, query.order), EXPORT_MAX_ROWS, 0)).map(
        toBikeModelListItem,
      );
    },
    /** Models withdrawn from sale (bikes-catalog/not-available). */
    notAvailable: (query: BikeModelListQuery) => list({ ...query, available: undefined }, { available: false }),
    /** What cafeteria plans may offer: eligible models still on sale. */
    cafeteria: (query: BikeModelListQuery) => list({ ...query, available: undefined }, { available: true, cafeteria: true }),

    async get(id: number) {
      return toBikeModel(await mustGet(db, id));
    },

    async create(input: BikeModelInput, actor: Actor) {
      await checkCharacteristics(input.characteristics);
      return db
        .transaction(async (tx) => {
          if (input.externalRef && (await bikeModelsRepository.byBrandRef(tx, input.brand, input.externalRef))) throw refTaken();
          const row = await bikeModelsRepository.insert(tx, columns(input, await pickSlug(tx, input)));
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'bike_model.created',
            entity: 'bike_model',
            entityId: row.id,
            after: row,
            ip: actor.ip,
          });
          return toBikeModel(row);
        })
        .catch(uniqueRefusal);
    },

    async update(id: number, input: BikeModelInput, actor: Actor) {
      await checkCharacteristics(input.characteristics);
      return db
        .transaction(async (tx) => {
          const before = await mustGet(tx, id);
          const row = await bikeModelsRepository.update(tx, id, {
            ...columns(input, await pickSlug(tx, input, before)),
            photos: before.photos,
          });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'bike_model.updated',
            entity: 'bike_model',
            entityId: id,
            before,
            after: row,
            ip: actor.ip,
          });
          return toBikeModel(row);
        })
        .catch(uniqueRefusal);
    },

    /** Withdraw a model from sale or put it back; the public catalogue shows only models on sale. */
    async setAvailability(id: number, available: boolean, actor: Actor) {
      return db.transaction(async (tx) => {
        const before = await mustGet(tx, id);
        const row = await bikeModelsRepository.update(tx, id, { available });
        await recordAudit(tx, {
          actorId: actor.id,
          action: available ? 'bike_model.restored' : 'bike_model.withdrawn',
          entity: 'bike_model',
          entityId: id,
          before: { available: before.available },
          after: { available },
          ip: actor.ip,
        });
        return toBikeModel(row);
      });
    },

    async addPhoto(id: number, data: Buffer, actor: Actor) {
      const type = sniffImageType(data);
      if (!type) throw new AppError(422, 'file_type_invalid', 'Only JPG or PNG images');
      const current = await mustGet(db, id);
      if (current.photos.length >= MAX_PHOTOS) throw invalid({ file: 'too_big' });
      const key = newPublicKey(`catalog/bikes/${id}`, type);
      await files.put(key, data);
      return db.transaction(async (tx) => {
        const before = await mustGet(tx, id);
        const row = await bikeModelsRepository.update(tx, id, { photos: [...before.photos, key] });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'bike_model.photo_added',
          entity: 'bike_model',
          entityId: id,
          after: { photo: key },
          ip: actor.ip,
        });
        return toBikeModel(row);
      });
    },

    async removePhoto(id: number, index: number, actor: Actor) {
      const { row, key } = await db.transaction(async (tx) => {
        const before = await mustGet(tx, id);
        const removed = before.photos[index];
        if (!removed) throw notFound();
        const updated = await bikeModelsRepository.update(tx, id, { photos: before.photos.filter((_, i) => i !== index) });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'bike_model.photo_removed',
          entity: 'bike_model',
          entityId: id,
          before: { photo: removed },
          ip: actor.ip,
        });
        return { row: updated, key: removed };
      });
      if (!isDemoKey(key)) await files.remove(key);
      return toBikeModel(row);
    },

    /** For other modules (stock): the models behind a page of bikes, in one query. */
    async summariesByIds(ids: number[]) {
      const rows = await bikeModelsRepository.byIds(db, [...new Set(ids)]);
      return new Map(
        rows.map((r) => [
          r.id,
          { id: r.id, brand: r.brand, model: r.model, year: r.year, frameType: r.frameType as 'H' | 'F' | 'M', electric: r.electric },
        ]),
      );
    },
    /** For the sharing module (decision 033): what a bike card shows of its model, in one query. */
    async cardsByIds(ids: number[]) {
      const rows = await bikeModelsRepository.byIds(db, [...new Set(ids)]);
      return new Map(
        rows.map((r) => [
          r.id,
          { brand: r.brand, model: r.model, frameType: r.frameType, batteryWh: r.batteryWh, photoUrl: firstPhotoUrl(r.photos) },
        ]),
      );
    },
    exists: async (id: number) => Boolean(await bikeModelsRepository.byId(db, id)),
    /** Model lookup by brand and model name, case-insensitive (CycleSoftware migration). */
    /** Models by "brand model" (case and accents ignored), in one query: key = searchText(brand, model). */
    async byNames(names: { brand: string; model: string }[]) {
      const rows = await bikeModelsRepository.bySortNames(db, [...new Set(names.map((n) => searchText(n.brand, n.model)))]);
      return new Map(rows.map((r) => [r.sortName, { id: r.id, brand: r.brand, model: r.model }]));
    },
    bySlug: (slug: string) => bikeModelsRepository.bySlug(db, slug),
  };
}
