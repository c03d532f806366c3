import { localizedName, MAX_PHOTOS, type Locale, type UsedBikeInput } from '@veloport/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound, type FieldCode } from '../../../platform/errors';
import { sniffImageType, type FileStorage } from '../../../platform/files';
import { isDemoKey, newPublicKey, publicFileUrl } from '../../../platform/public-files';
import type { Actor } from '../../identity/identity.service';
import { bikesRepository } from '../bikes/bikes.repository';
import { shopStockRepository } from '../shop-stock/shop-stock.repository';
import type { StockService } from '../stock.service';
import { usedBikeOrder, usedBikesRepository, usedBikeWhere, type UsedBikeRow } from './used-bikes.repository';

export type UsedBikesService = ReturnType<typeof createUsedBikesService>;

/** Used-bike listings (occasion): a stock bike or a free description, with condition, price and photos. */
export function createUsedBikesService({ db, files, locations }: { db: Db; files: FileStorage; locations: StockService }) {
  /** With a language, the title and store as the public site's reader reads them (decision 101); without, as typed. */
  async function views(rows: UsedBikeRow[], language?: Locale) {
    const names = await locations.locations(language);
    return rows.map((r) => ({
      id: r.id,
      bikeId: r.bikeId,
      title: language ? localizedName(r.title, r.titleTranslations, language) : r.title,
      titleTranslations: r.titleTranslations,
      brand: r.brand,
      model: r.model,
      year: r.year,
      frameType: r.frameType as 'H' | 'F' | 'M' | null,
      size: r.size,
      electric: r.electric,
      batteryWh: r.batteryWh,
      mileageKm: r.mileageKm,
      condition: r.condition as 'excellent' | 'good' | 'fair' | 'poor',
      priceCents: r.priceCents,
      description: r.description,
      photos: r.photos.map((key) => ({ key, url: publicFileUrl(key) })),
      published: r.published,
      location: r.stockLocationId === null ? null : (names.get(r.stockLocationId) ?? null),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  async function check(input: UsedBikeInput) {
    const problems: Record<string, FieldCode> = {};
    if (input.bikeId !== null && !(await bikesRepository.byId(db, input.bikeId))) problems.bikeId = 'unknown_bike';
    if (input.locationId !== null && !(await locations.locations()).has(input.locationId)) problems.locationId = 'unknown_location';
    if (Object.keys(problems).length) throw invalid(problems);
  }

  const columns = (input: UsedBikeInput) => {
    const { locationId, ...rest } = input;
    return { ...rest, stockLocationId: locationId };
  };

  async function mustGet(tx: DbOrTx, id: number) {
    const row = await usedBikesRepository.byId(tx, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(query: { page: number; perPage: number; sort: 'id' | 'price'; order: 'asc' | 'desc'; published?: boolean }) {
      const where = usedBikeWhere({ published: query.published });
      const [rows, total] = await Promise.all([
        usedBikesRepository.page(db, where, usedBikeOrder(query.sort, query.order), query.perPage, (query.page - 1) * query.perPage),
        usedBikesRepository.count(db, where),
      ]);
      return { data: await views(rows), meta: { page: query.page, perPage: query.perPage, total } };
    },
    get: async (id: number) => (await views([await mustGet(db, id)]))[0]!,

    async create(input: UsedBikeInput, actor: Actor) {
      await check(input);
      const row = await db.transaction(async (tx) => {
        const listing = await usedBikesRepository.insert(tx, columns(input));
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'used_bike.created',
          entity: 'used_bike',
          entityId: listing.id,
          after: listing,
          ip: actor.ip,
        });
        return listing;
      });
      return (await views([row]))[0]!;
    },

    async update(id: number, input: UsedBikeInput, actor: Actor) {
      await mustGet(db, id);
      await check(input);
      const row = await db.transaction(async (tx) => {
        const before = await mustGet(tx, id);
        const after = await usedBikesRepository.update(tx, id, columns(input));
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'used_bike.updated',
          entity: 'used_bike',
          entityId: id,
          before,
          after,
          ip: actor.ip,
        });
        return after;
      });
      return (await views([row]))[0]!;
    },

    async addPhoto(id: number, data: Buffer, actor: Actor) {
      const type = sniffImageType(data);
      if (!type) throw new AppError(422, 'file_type_invalid', 'Only JPG or PNG images');
      if ((await mustGet(db, id)).photos.length >= MAX_PHOTOS) throw invalid({ file: 'too_big' });
      const key = newPublicKey(`used-bikes/${id}`, type);
      await files.put(key, data);
      const row = await db.transaction(async (tx) => {
        const before = await mustGet(tx, id);
        const after = await usedBikesRepository.update(tx, id, { photos: [...before.photos, key] });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'used_bike.photo_added',
          entity: 'used_bike',
          entityId: id,
          after: { photo: key },
          ip: actor.ip,
        });
        return after;
      });
      return (await views([row]))[0]!;
    },

    /** Removes the photo at `index` (0-based); 404 when there is none there. The file goes too, unless it is a demo placeholder. */
    async removePhoto(id: number, index: number, actor: Actor) {
      const { row, key } = await db.transaction(async (tx) => {
        const before = await mustGet(tx, id);
        const removed = before.photos[index];
        if (!removed) throw notFound();
        const after = await usedBikesRepository.update(tx, id, { photos: before.photos.filter((_, i) => i !== index) });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'used_bike.photo_removed',
          entity: 'used_bike',
          entityId: id,
          before: { photo: removed },
          ip: actor.ip,
        });
        return { row: after, key: removed };
      });
      if (!isDemoKey(key)) await files.remove(key);
      return (await views([row]))[0]!;
    },

    /** Public site: published listings only; an unpublished one does not exist. */
    async publicPage(
      query: {
        page: number;
        perPage: number;
        sort: 'price' | 'newest';
        order: 'asc' | 'desc';
        electric?: boolean;
        priceMax?: number;
      },
      language: Locale,
    ) {
      const where = usedBikeWhere({ published: true, electric: query.electric, priceMax: query.priceMax, offeredOnline: true });
      const [rows, total] = await Promise.all([
        usedBikesRepository.page(db, where, usedBikeOrder(query.sort, query.order), query.perPage, (query.page - 1) * query.perPage),
        usedBikesRepository.count(db, where),
      ]);
      return { data: await views(rows, language), total };
    },
    async publicGet(id: number, language: Locale) {
      const row = await shopStockRepository.usedBikeForSale(db, id);
      if (!row) throw notFound();
      return (await views([row], language))[0]!;
    },
  };
}
