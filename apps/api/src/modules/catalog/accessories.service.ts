import {
  addVatCents,
  discountPercent,
  MAX_PHOTOS,
  searchText,
  slugify,
  type Accessory,
  type AccessoryInput,
  type AccessoryListQuery,
  type NameTranslations,
} from '@veloport/domain';
import { isUniqueViolation, violatedConstraint, type Db, type DbOrTx, type Tx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, invalid, notFound } from '../../platform/errors';
import { sniffImageType, type FileStorage } from '../../platform/files';
import { isDemoKey, newPublicKey } from '../../platform/public-files';
import type { Actor } from '../identity/identity.service';
import { accessoriesRepository, accessoryOrder, accessoryWhere, type AccessoryRow } from './accessories.repository';
import { freeSlug, photosOf } from './catalog.mappers';

export type AccessoriesService = ReturnType<typeof createAccessoriesService>;
/** Moves what another module holds about `duplicateId` onto `keepId`, inside the merge's transaction. */
export type AccessoryMergeHook = (tx: Tx, keepId: number, duplicateId: number) => Promise<{ movedStock?: number }>;

export const toAccessory = (row: AccessoryRow): Accessory => ({
  id: row.id,
  name: row.name,
  nameTranslations: row.nameTranslations,
  brand: row.brand,
  reference: row.reference,
  slug: row.slug,
  category: row.category as Accessory['category'],
  priceCents: row.priceCents,
  vatRate: row.vatRate,
  discountPriceCents: row.discountPriceCents,
  publicPriceCents: row.publicPriceCents,
  discountPercent: row.discountPriceCents === null ? 0 : discountPercent(row.priceCents, row.discountPriceCents),
  photos: photosOf(row.photos),
  description: row.description,
  available: row.available,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A Dutch reader searching "fietsslot" finds the lock typed in French (decision 101). */
const accessorySearch = (brand: string | null, name: string, reference: string | null, translations: NameTranslations) =>
  searchText(brand, name, reference, ...new Set(Object.values(translations)));

const referenceTaken = () => invalid({ reference: 'reference_taken' });

export function createAccessoriesService({ db, files }: { db: Db; files: FileStorage }) {
  const mergeHooks: AccessoryMergeHook[] = [];

  const columns = (input: AccessoryInput) => ({
    name: input.name,
    nameTranslations: input.nameTranslations,
    brand: input.brand,
    reference: input.reference,
    category: input.category,
    priceCents: input.priceCents,
    vatRate: input.vatRate,
    discountPriceCents: input.discountPriceCents,
    publicPriceCents: addVatCents(input.discountPriceCents ?? input.priceCents, input.vatRate),
    description: input.description,
    available: input.available,
    search: accessorySearch(input.brand, input.name, input.reference, input.nameTranslations),
    sortName: searchText(input.name, input.brand),
  });

  async function pickSlug(tx: DbOrTx, input: AccessoryInput, current?: AccessoryRow) {
    if (input.slug) {
      if (input.slug !== current?.slug && (await accessoriesRepository.bySlug(tx, input.slug))) throw invalid({ slug: 'slug_taken' });
      return input.slug;
    }
    if (current) return current.slug;
    const base = slugify(`${input.brand ?? ''} ${input.name}`);
    return freeSlug(base, await accessoriesRepository.slugsLike(tx, base));
  }

  async function mustGet(tx: DbOrTx, id: number) {
    const row = await accessoriesRepository.byId(tx, id);
    if (!row) throw notFound();
    return row;
  }

  function uniqueRefusal(error: unknown): never {
    if (!isUniqueViolation(error)) throw error;
    throw violatedConstraint(error)?.includes('reference') ? referenceTaken() : invalid({ slug: 'slug_taken' });
  }

  async function checkReference(tx: DbOrTx, reference: string | null, exceptId?: number) {
    if (!reference) return;
    const other = await accessoriesRepository.byReference(tx, reference);
    if (other && other.id !== exceptId) throw referenceTaken();
  }

  return {
    /** Other modules register here what must follow an accessory when a duplicate is merged into it. */
    onMerge(hook: AccessoryMergeHook) {
      mergeHooks.push(hook);
    },

    async list(query: AccessoryListQuery) {
      const where = accessoryWhere({ category: query.category, available: query.available, q: query.q ? searchText(query.q) : undefined });
      const [rows, total] = await Promise.all([
        accessoriesRepository.page(db, where, accessoryOrder(query.sort, query.order), query.perPage, (query.page - 1) * query.perPage),
        accessoriesRepository.count(db, where),
      ]);
      return { data: rows.map(toAccessory), meta: { page: query.page, perPage: query.perPage, total } };
    },

    get: async (id: number) => toAccessory(await mustGet(db, id)),

    async create(input: AccessoryInput, actor: Actor) {
      return db
        .transaction(async (tx) => {
          await checkReference(tx, input.reference);
          const row = await accessoriesRepository.insert(tx, { ...columns(input), slug: await pickSlug(tx, input) });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'accessory.created',
            entity: 'accessory',
            entityId: row.id,
            after: row,
            ip: actor.ip,
          });
          return toAccessory(row);
        })
        .catch(uniqueRefusal);
    },

    async update(id: number, input: AccessoryInput, actor: Actor) {
      return db
        .transaction(async (tx) => {
          const before = await mustGet(tx, id);
          await checkReference(tx, input.reference, id);
          const row = await accessoriesRepository.update(tx, id, { ...columns(input), slug: await pickSlug(tx, input, before) });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'accessory.updated',
            entity: 'accessory',
            entityId: id,
            before,
            after: row,
            ip: actor.ip,
          });
          return toAccessory(row);
        })
        .catch(uniqueRefusal);
    },

    /**
     * Folds a duplicate into this accessory: stock, movements and counts move over (through the
     * registered hooks), photos are kept, a missing reference is taken over, and the duplicate is deleted.
     */
    async merge(keepId: number, duplicateId: number, actor: Actor) {
      if (keepId === duplicateId) throw invalid({ duplicateId: 'same_accessory' });
      return db.transaction(async (tx) => {
        const keep = await mustGet(tx, keepId);
        const duplicate = await accessoriesRepository.byId(tx, duplicateId);
        if (!duplicate) throw invalid({ duplicateId: 'unknown_accessory' });
        let movedStock = 0;
        for (const hook of mergeHooks) movedStock += (await hook(tx, keepId, duplicateId)).movedStock ?? 0;
        await accessoriesRepository.remove(tx, duplicateId);
        const row = await accessoriesRepository.update(tx, keepId, {
          photos: [...keep.photos, ...duplicate.photos.filter((p) => !keep.photos.includes(p))].slice(0, MAX_PHOTOS),
          reference: keep.reference ?? duplicate.reference,
          search: accessorySearch(keep.brand, keep.name, keep.reference ?? duplicate.reference, keep.nameTranslations),
        });
        const merged = { duplicateId, duplicateName: duplicate.name, movedStock };
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'accessory.merged',
          entity: 'accessory',
          entityId: keepId,
          before: { keep, duplicate },
          after: { ...merged, accessory: row },
          ip: actor.ip,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'accessory.merged_into',
          entity: 'accessory',
          entityId: duplicateId,
          before: duplicate,
          after: { mergedInto: keepId },
          ip: actor.ip,
        });
        return { accessory: toAccessory(row), merged };
      });
    },

    async addPhoto(id: number, data: Buffer, actor: Actor) {
      const type = sniffImageType(data);
      if (!type) throw new AppError(422, 'file_type_invalid', 'Only JPG or PNG images');
      if ((await mustGet(db, id)).photos.length >= MAX_PHOTOS) throw invalid({ file: 'too_big' });
      const key = newPublicKey(`catalog/accessories/${id}`, type);
      await files.put(key, data);
      return db.transaction(async (tx) => {
        const before = await mustGet(tx, id);
        const row = await accessoriesRepository.update(tx, id, { photos: [...before.photos, key] });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'accessory.photo_added',
          entity: 'accessory',
          entityId: id,
          after: { photo: key },
          ip: actor.ip,
        });
        return toAccessory(row);
      });
    },

    /** Removes the photo at `index` (0-based); 404 when there is none there. The file goes too, unless it is a demo placeholder. */
    async removePhoto(id: number, index: number, actor: Actor) {
      const { row, key } = await db.transaction(async (tx) => {
        const before = await mustGet(tx, id);
        const removed = before.photos[index];
        if (!removed) throw notFound();
        const updated = await accessoriesRepository.update(tx, id, { photos: before.photos.filter((_, i) => i !== index) });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'accessory.photo_removed',
          entity: 'accessory',
          entityId: id,
          before: { photo: removed },
          ip: actor.ip,
        });
        return { row: updated, key: removed };
      });
      if (!isDemoKey(key)) await files.remove(key);
      return toAccessory(row);
    },

    /** For other modules: id, name, reference and category of accessories, in one query. */
    async summariesByIds(ids: number[]) {
      const rows = await accessoriesRepository.byIds(db, [...new Set(ids)]);
      return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, reference: r.reference, category: r.category }]));
    },
    /** `ids`: only these accessories (another module's filter, e.g. the stock under its reorder level). */
    async page(query: AccessoryListQuery & { ids?: number[] }) {
      const where = accessoryWhere({
        q: query.q ? searchText(query.q) : undefined,
        category: query.category,
        available: query.available,
        ids: query.ids,
      });
      const [rows, total] = await Promise.all([
        accessoriesRepository.page(db, where, accessoryOrder('name', query.order), query.perPage, (query.page - 1) * query.perPage),
        accessoriesRepository.count(db, where),
      ]);
      return { rows, total };
    },
    /** Public catalogue: accessories on sale, VAT-included prices. */
    async publicPage(query: {
      page: number;
      perPage: number;
      sort: 'price' | 'name';
      order: 'asc' | 'desc';
      q?: string;
      category?: string[];
      priceMin?: number;
      priceMax?: number;
    }) {
      const where = accessoryWhere({
        available: true,
        q: query.q ? searchText(query.q) : undefined,
        category: query.category,
        priceMin: query.priceMin,
        priceMax: query.priceMax,
      });
      const [rows, total] = await Promise.all([
        accessoriesRepository.page(
          db,
          where,
          accessoryOrder(query.sort, query.order, true),
          query.perPage,
          (query.page - 1) * query.perPage,
        ),
        accessoriesRepository.count(db, where),
      ]);
      return { rows, total };
    },
    bySlug: (slug: string) => accessoriesRepository.bySlug(db, slug),
    byReference: (reference: string) => accessoriesRepository.byReference(db, reference),
    /** CycleSoftware migration: creates or updates an accessory by its reference inside the caller's transaction. */
    async upsertByReference(tx: Tx, input: AccessoryInput & { reference: string }, actor: Actor) {
      const existing = await accessoriesRepository.byReference(tx, input.reference);
      if (existing) {
        const row = await accessoriesRepository.update(tx, existing.id, {
          ...columns({ ...input, description: existing.description, nameTranslations: existing.nameTranslations }),
          slug: existing.slug,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'accessory.updated',
          entity: 'accessory',
          entityId: row.id,
          before: existing,
          after: row,
          ip: actor.ip,
        });
        return { row, created: false };
      }
      const row = await accessoriesRepository.insert(tx, { ...columns(input), slug: await pickSlug(tx, input) });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'accessory.created',
        entity: 'accessory',
        entityId: row.id,
        after: row,
        ip: actor.ip,
      });
      return { row, created: true };
    },
  };
}
