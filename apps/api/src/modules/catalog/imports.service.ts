import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  diffCatalogue,
  IMPORT_BRAND_NAMES,
  parseBrandFeed,
  slugify,
  type BikeModelInput,
  type CurrentModel,
  type FeedItem,
  type ImportBrand,
  type ImportItem,
  type Clock,
} from '@veloport/domain';
import type { Db, Tx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, invalid, notFound } from '../../platform/errors';
import type { Actor, IdentityService } from '../identity/identity.service';
import { bikeModelsRepository, type BikeModelRow } from './bike-models.repository';
import { brandImportRuns } from './catalog.table';
import { derivedModelColumns, freeSlug } from './catalog.mappers';
import { importsRepository, type ImportRunRow } from './imports.repository';

export type ImportsService = ReturnType<typeof createImportsService>;

/** Cube publishes JSON, Moustache a semicolon CSV (docs/feeds.md). */
const FORMAT_OF: Record<ImportBrand, 'json' | 'csv'> = { cube: 'json', moustache: 'csv' };
const SAMPLE_FILE: Record<ImportBrand, string> = { cube: 'cube.sample.json', moustache: 'moustache.sample.csv' };
const MAX_REPORTED_ERRORS = 100;

type RunSummaryRow = Pick<
  ImportRunRow,
  'id' | 'brand' | 'source' | 'format' | 'status' | 'summary' | 'appliedKeys' | 'createdBy' | 'createdAt' | 'appliedAt'
>;

export function createImportsService({ clock, db, identity }: { clock: Clock; db: Db; identity: IdentityService }) {
  function toSummary(row: RunSummaryRow, names: Map<number, { name: string }>) {
    return {
      id: row.id,
      brand: row.brand as ImportBrand,
      source: row.source as 'upload' | 'sample',
      format: row.format as 'json' | 'csv',
      status: row.status as 'previewed' | 'applied',
      summary: row.summary,
      appliedCount: row.appliedKeys.length,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy ? (names.get(row.createdBy)?.name ?? null) : null,
      appliedAt: row.appliedAt?.toISOString() ?? null,
    };
  }

  async function toRun(row: ImportRunRow) {
    const names = await identity.namesByIds([row.createdBy]);
    return { ...toSummary(row, names), items: row.items as ImportItem[], appliedKeys: row.appliedKeys };
  }

  const toCurrent = (m: BikeModelRow): CurrentModel => ({
    id: m.id,
    ref: m.externalRef!,
    model: m.model,
    year: m.year,
    priceCents: m.priceCents,
    available: m.available,
    frameType: m.frameType as CurrentModel['frameType'],
    usage: m.usage as CurrentModel['usage'],
    electric: m.electric,
    batteryWh: m.batteryWh,
    engineNm: m.engineNm,
    sizes: m.sizes,
  });

  /** Parses the whole feed first: a feed with any broken line is refused, so that its models never look "gone". */
  async function preview(brand: ImportBrand, format: 'json' | 'csv', content: string, source: 'upload' | 'sample', actor: Actor) {
    if (format !== FORMAT_OF[brand]) throw invalid({ format: 'invalid' });
    const { items, errors } = parseBrandFeed(brand, content);
    if (errors.length) {
      const fields = Object.fromEntries(errors.slice(0, MAX_REPORTED_ERRORS).map((e) => [`line.${e.line}.${e.field}`, e.code]));
      throw new AppError(422, 'feed_invalid', `The feed has ${errors.length} error(s)`, fields);
    }
    const current = (await bikeModelsRepository.byBrand(db, IMPORT_BRAND_NAMES[brand])).filter((m) => m.externalRef).map(toCurrent);
    const diff = diffCatalogue(current, items);
    const summary = { new: 0, changed: 0, gone: 0 };
    for (const item of diff) summary[item.kind]++;
    const row = await db.transaction(async (tx) => {
      const inserted = await importsRepository.insert(tx, { brand, source, format, items: diff, summary, createdBy: actor.id });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'brand_import.previewed',
        entity: 'brand_import',
        entityId: inserted.id,
        after: { brand, source, summary },
        ip: actor.ip,
      });
      return inserted;
    });
    return toRun(row);
  }

  function modelInput(brand: ImportBrand, item: FeedItem): BikeModelInput {
    return {
      brand: IMPORT_BRAND_NAMES[brand],
      model: item.model,
      slug: null,
      externalRef: item.ref,
      frameType: item.frameType,
      sizes: item.sizes,
      season: null,
      year: item.year,
      usage: item.usage,
      electric: item.electric,
      batteryWh: item.batteryWh,
      engineNm: item.engineNm,
      priceCents: item.priceCents,
      vatRate: 21,
      discountPriceCents: null,
      characteristics: {},
      description: { fr: '', en: '', nl: '' },
      cafeteriaEligible: false,
      available: item.available,
    };
  }

  /** Applies one previewed item; returns what it did. */
  async function applyItem(tx: Tx, brand: ImportBrand, item: ImportItem, actor: Actor): Promise<'created' | 'updated' | 'withdrawn'> {
    const existing = await bikeModelsRepository.byBrandRef(tx, IMPORT_BRAND_NAMES[brand], item.ref);
    if (item.kind === 'gone') {
      if (!existing) return 'withdrawn';
      await bikeModelsRepository.update(tx, existing.id, { available: false });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'bike_model.withdrawn',
        entity: 'bike_model',
        entityId: existing.id,
        before: { available: existing.available },
        after: { available: false, import: item.key },
        ip: actor.ip,
      });
      return 'withdrawn';
    }
    const feed = item.item!;
    if (existing) {
      // Only the fields the import compares change; prices keep the model's own discount and VAT rate.
      const merged = { ...existing, ...feed, externalRef: existing.externalRef, discountPriceCents: existing.discountPriceCents };
      if (merged.discountPriceCents !== null && merged.discountPriceCents >= merged.priceCents) merged.discountPriceCents = null;
      const values = {
        model: feed.model,
        year: feed.year,
        priceCents: feed.priceCents,
        discountPriceCents: merged.discountPriceCents,
        available: feed.available,
        frameType: feed.frameType,
        usage: feed.usage,
        electric: feed.electric,
        batteryWh: feed.batteryWh,
        engineNm: feed.engineNm,
        sizes: feed.sizes,
        ...derivedModelColumns({ ...merged, brand: existing.brand }),
      };
      const row = await bikeModelsRepository.update(tx, existing.id, values);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'bike_model.imported',
        entity: 'bike_model',
        entityId: row.id,
        before: existing,
        after: row,
        ip: actor.ip,
      });
      return 'updated';
    }
    const input = modelInput(brand, feed);
    const base = slugify(`${input.brand} ${input.model} ${input.year}`);
    const slug = freeSlug(base, await bikeModelsRepository.slugsLike(tx, base));
    const { slug: _none, ...rest } = input;
    const row = await bikeModelsRepository.insert(tx, { ...rest, slug, ...derivedModelColumns(input) });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'bike_model.imported',
      entity: 'bike_model',
      entityId: row.id,
      after: row,
      ip: actor.ip,
    });
    return 'created';
  }

  return {
    preview: (brand: ImportBrand, input: { format: 'json' | 'csv'; content: string }, actor: Actor) =>
      preview(brand, input.format, input.content, 'upload', actor),

    /** The feed bundled in the repository (no network): what a brand's feed looks like, to try the flow. */
    async previewSample(brand: ImportBrand, actor: Actor) {
      const content = await fs.readFile(path.join(import.meta.dirname, 'feeds', SAMPLE_FILE[brand]), 'utf8');
      return preview(brand, FORMAT_OF[brand], content, 'sample', actor);
    },

    async get(id: number) {
      const row = await importsRepository.byId(db, id);
      if (!row) throw notFound();
      return toRun(row);
    },

    async list(query: { page: number; perPage: number; order: 'asc' | 'desc'; brand?: ImportBrand }) {
      const where = query.brand ? eq(brandImportRuns.brand, query.brand) : undefined;
      const [rows, total] = await Promise.all([
        importsRepository.page(db, where, query.order, query.perPage, (query.page - 1) * query.perPage),
        importsRepository.count(db, where),
      ]);
      const names = await identity.namesByIds(rows.map((r) => r.createdBy));
      return { data: rows.map((r) => toSummary(r, names)), meta: { page: query.page, perPage: query.perPage, total } };
    },

    /** Applies the chosen items of a preview, once; every model change is audited. */
    async apply(id: number, keys: string[], actor: Actor) {
      // Never query `db` inside a transaction: PGlite has one connection, the outer query would wait forever.
      const { row, result } = await db.transaction(async (tx) => {
        const run = await importsRepository.byIdForUpdate(tx, id);
        if (!run) throw notFound();
        if (run.status !== 'previewed') throw new AppError(409, 'import_already_applied', 'This import was already applied');
        const items = new Map((run.items as ImportItem[]).map((i) => [i.key, i]));
        const unknown = Object.fromEntries(
          keys
            .map((k, i) => [`apply.${i}`, k] as const)
            .filter(([, k]) => !items.has(k))
            .map(([f]) => [f, 'unknown_item' as const]),
        );
        if (Object.keys(unknown).length) throw invalid(unknown);
        const chosen = [...new Set(keys)];
        const result = { created: 0, updated: 0, withdrawn: 0 };
        for (const key of chosen) result[await applyItem(tx, run.brand as ImportBrand, items.get(key)!, actor)]++;
        const row = await importsRepository.update(tx, id, {
          status: 'applied',
          appliedKeys: chosen,
          appliedBy: actor.id,
          appliedAt: clock.now(),
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'brand_import.applied',
          entity: 'brand_import',
          entityId: id,
          after: { keys: chosen, result },
          ip: actor.ip,
        });
        return { row, result };
      });
      return { run: await toRun(row), result };
    },
  };
}
