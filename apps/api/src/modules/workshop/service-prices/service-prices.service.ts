import {
  missingTranslations,
  splitInclusive,
  type RepairVatRates,
  type ServiceCategory,
  type ServicePrice,
  type ServicePriceInput,
  type ServicePriceListQuery,
  type Clock,
} from '@veloport/domain';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { readHistory, recordAudit, type UserNames } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf } from '../../../platform/list';
import { servicePricesRepository, servicePriceWhere, type ServicePriceRow } from './service-prices.repository';
import { serviceBillings } from '../jobs/workshop-jobs.repository';

export type ServicePricesService = ReturnType<typeof createServicePricesService>;
type Actor = { id: number | null; ip?: string | null };
type Language = 'fr' | 'nl' | 'en';

/**
 * Port (decision 030): what each service billed since a date, in cents incl. VAT, from the jobs' lines that name
 * it: by default the workshop jobs' lines; a test may hand its own.
 */
export type ServiceBillings = (serviceIds: number[], since: Date) => Promise<Map<number, number>>;

type Deps = {
  clock: Clock;
  db: Db;
  stores: { locations(): Promise<Map<number, { id: number; name: string }>>; locationNameSql(id: SQL | AnyColumn): SQL<string | null> };
  names: UserNames;
  vatRates: RepairVatRates;
  billings?: ServiceBillings;
};

const YEAR_MS = 365 * 86_400_000;

/** The workshop's price list: staff read it, admins change it, every change in the history. */
export function createServicePricesService({ clock, db, stores, names, vatRates, billings = serviceBillings(db) }: Deps) {
  async function views(rows: ServicePriceRow[]): Promise<ServicePrice[]> {
    const [locations, billed] = await Promise.all([
      stores.locations(),
      rows.length
        ? billings(
            rows.map((r) => r.id),
            new Date(clock.now().getTime() - YEAR_MS),
          )
        : new Map<number, number>(),
    ]);
    return rows.map((r) => ({
      id: r.id,
      description: { fr: r.description.fr, nl: r.description.nl, en: r.description.en },
      category: r.category as ServiceCategory,
      priceInclVatCents: r.priceInclVatCents,
      vat: { rate: vatRates.labour, ...splitInclusive(r.priceInclVatCents, vatRates.labour) },
      store: { id: r.storeId, name: locations.get(r.storeId)?.name ?? `#${r.storeId}` },
      displayed: r.displayed,
      billedLast12MonthsCents: billed.get(r.id) ?? 0,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  /** Spec §5: a description in each of fr, nl and en (422 translations_required), and a store that exists. */
  async function columns(input: ServicePriceInput) {
    const missing = missingTranslations(input.description);
    if (missing.length) {
      throw new AppError(
        422,
        'translations_required',
        'Please fill in translations for all languages',
        Object.fromEntries(missing.map((l) => [`description.${l}`, 'required'])),
      );
    }
    if (!(await stores.locations()).has(input.storeId)) throw invalid({ storeId: 'unknown_location' });
    return {
      description: input.description,
      category: input.category,
      priceInclVatCents: input.priceInclVatCents,
      storeId: input.storeId,
      displayed: input.displayed,
    };
  }

  const sortOf = (query: ServicePriceListQuery, language: Language) => ({
    by: query.sort,
    order: query.order,
    language,
    storeName: stores.locationNameSql,
  });

  async function one(id: number): Promise<ServicePrice> {
    const row = await servicePricesRepository.byId(db, id);
    if (!row) throw notFound();
    return (await views([row]))[0]!;
  }

  return {
    one,

    /** The three descriptions of these services (quote lines show the one their reader reads), one query. */
    async descriptionsByIds(ids: number[]): Promise<Map<number, { fr: string; nl: string; en: string }>> {
      const rows = await servicePricesRepository.byIds(db, [...new Set(ids)]);
      return new Map(rows.map((r) => [r.id, { fr: r.description.fr, nl: r.description.nl, en: r.description.en }]));
    },

    async list(query: ServicePriceListQuery, language: Language) {
      const where = servicePriceWhere(query);
      const [rows, total] = await Promise.all([
        servicePricesRepository.page(db, where, sortOf(query, language), query.perPage, (query.page - 1) * query.perPage),
        servicePricesRepository.count(db, where),
      ]);
      return pageOf(await views(rows), total, query);
    },
    async listForExport(query: ServicePriceListQuery, language: Language) {
      return views(await servicePricesRepository.page(db, servicePriceWhere(query), sortOf(query, language), EXPORT_MAX_ROWS, 0));
    },

    async create(input: ServicePriceInput, actor: Actor) {
      const values = await columns(input);
      const row = await db.transaction(async (tx) => {
        const made = await servicePricesRepository.insert(tx, { ...values, createdById: actor.id });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'service_price.created',
          entity: 'service_price',
          entityId: made.id,
          after: made,
          ip: actor.ip,
        });
        return made;
      });
      return one(row.id);
    },

    async update(id: number, input: ServicePriceInput, actor: Actor) {
      if (!(await servicePricesRepository.byId(db, id))) throw notFound();
      const values = await columns(input);
      await db.transaction(async (tx) => {
        const before = await servicePricesRepository.lock(tx, id);
        if (!before) throw notFound();
        const after = await servicePricesRepository.update(tx, id, values);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'service_price.updated',
          entity: 'service_price',
          entityId: id,
          before,
          after,
          ip: actor.ip,
        });
      });
      return one(id);
    },

    async history(id: number, query: { page: number; perPage: number }) {
      if (!(await servicePricesRepository.byId(db, id))) throw notFound();
      return readHistory(db, names, { entity: 'service_price', entityId: id }, query);
    },
  };
}
