import {
  accumulatedAt,
  DEFAULT_DEPRECIATION_SETTINGS,
  depreciationOfMonth,
  MONTHLY_CONTRACT_KINDS,
  monthPosition,
  netBookValueByYearEnd,
  purchaseOptionCents,
  type AssetClass,
  type ContractKind,
  type DepreciationAsset,
  type DepreciationOverview,
  type DepreciationQuery,
  type DepreciationSettings,
  type FixedAsset,
  type AssetAdditionInput,
  type AssetAdditions,
  totalAcquisitionCents,
  type FixedAssetAddition,
} from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { assetAdditionsRepository as additionsRepo, type AssetAdditionRow } from './asset-additions.repository';
import type { BooksFeed } from '../../billing/books/books-feed.service';
import type { FleetAssetsFeed, FleetBike } from '../../stock/assets/fleet-assets.service';
import { depreciationSettingsRepository as settingsRepo } from './depreciation-settings.repository';
import { fixedAssetsRepository as fixedRepo } from './fixed-assets.repository';

const dayOf = (day: string) => ({ day, pos: monthPosition(day) });

export type AssetsService = ReturnType<typeof createAssetsService>;
/** Stock's bikes and billing's lease terms, read through their feeds (ports wired in app.ts, decision 069). */
export type AssetsPorts = {
  fleet: Pick<FleetAssetsFeed, 'bikes' | 'existing'>;
  leases: Pick<BooksFeed, 'leaseTerms'>;
  db: DbOrTx;
  /** The books (decision 115): whether the depreciation of a month or later, or a bike's disposal, is written. */
  books?: { assetBookedFrom(bikeId: number, month: string): Promise<boolean> };
};
type Actor = { id: number | null; ip?: string | null };
type LeaseTerms = Awaited<ReturnType<BooksFeed['leaseTerms']>>[number];
type RegisterAsset = FixedAsset & { bike: FleetBike; assetClass: AssetClass };

/** How many whole overviews are kept as text: each is tens of megabytes at 50,000 bikes. */
const TEXTS_KEPT = 2;
/** How many years and filters' sums the overview keeps (a few hundred bytes each). */
const SUMS_KEPT = 200;
/** How many year ends the net book value chart looks ahead, this year's included. */
const PROJECTION_YEARS = 5;

/**
 * A bike of the register: its value, period and residual, and the day it left (decision 087). The stored register's
 * view (`fixed_assets_of`, migration 0068) is these rules in SQL; the books' monthly run reads them from here.
 */
function assetOf(
  bike: FleetBike,
  lease: LeaseTerms | undefined,
  periods: DepreciationSettings['months'],
  additions: FixedAssetAddition[] | undefined,
): RegisterAsset | null {
  // A bike sold or stolen without ever being leased was merchandise, not a fixed asset. Only a let bike is scrapped
  // (decision 109), so a scrapped one always was.
  if ((bike.contractKind === 'sold' || bike.contractKind === 'stolen') && !lease) return null;
  const assetClass: AssetClass = bike.electric ? 'ebike' : 'bike';
  const disposedAt =
    bike.contractKind === 'stolen'
      ? (bike.stolenDate ?? null)
      : bike.contractKind === 'scrapped'
        ? (bike.scrappedDate ?? null)
        : bike.contractKind === 'sold'
          ? (bike.saleDate ?? (lease?.status === 'bought' ? lease.endDate : null))
          : null;
  return {
    bike,
    assetClass,
    acquisitionDate: bike.purchaseDate!,
    acquisitionCents: bike.purchasePriceCents!,
    months:
      lease?.contractMonths ??
      (KEEPS_ITS_MONTHS.includes(bike.contractKind as ContractKind) ? bike.contractMonths : null) ??
      periods[assetClass],
    residualCents: lease ? Math.min(purchaseOptionCents(lease.bikeAmountCents), bike.purchasePriceCents!) : 0,
    disposedAt,
    ...(additions ? { additions } : {}),
  };
}

/** Kinds whose bike's own months are its period: monthly leases, and a scrapped bike (which keeps a monthly lease's). */
const KEEPS_ITS_MONTHS: readonly ContractKind[] = [...MONTHLY_CONTRACT_KINDS, 'scrapped'];

const zero = () => ({ acquisitionCents: 0, depreciationCents: 0, accumulatedCents: 0, netBookValueCents: 0 });

/**
 * The depreciation register (decision 087). The overview reads the stored register (decision 109), rows the database
 * rewrites whenever a bike, its lease, model, store or company, or the periods change; the books' monthly run and the
 * loans' chart compute it from stock's and billing's feeds, as before.
 */
export function createAssetsService({ fleet, leases, db, books }: AssetsPorts) {
  const settings = async () => (await settingsRepo.get(db)) ?? DEFAULT_DEPRECIATION_SETTINGS;

  /**
   * The sums of a year and filters, kept while the register's version stays (decision 109): computing them reads every
   * row of the register; a bike, lease or setting that changes one moves the version, and they are computed again.
   */
  const sums = new Map<string, { version: number; rows: Awaited<ReturnType<typeof fixedRepo.summary>> }>();
  async function summaryOf(filters: Parameters<typeof fixedRepo.summary>[1], year: number, yearStarts: ReturnType<typeof dayOf>[]) {
    const key = JSON.stringify([year, filters.assetClass, filters.storeId, filters.contractKind, filters.companyId]);
    const version = await fixedRepo.version(db);
    const kept = sums.get(key);
    if (kept?.version === version) return kept.rows;
    const rows = await fixedRepo.summary(db, filters, year, yearStarts);
    if (sums.size >= SUMS_KEPT) sums.clear();
    sums.set(key, { version, rows });
    return rows;
  }

  async function register(query: Partial<DepreciationQuery>): Promise<RegisterAsset[]> {
    const [bikes, terms, { months: periods }, added] = await Promise.all([
      fleet.bikes({
        storeId: query.storeId,
        contractKind: query.contractKind,
        companyId: query.companyId,
        electric: query.assetClass === undefined ? undefined : query.assetClass === 'ebike',
      }),
      leases.leaseTerms(),
      settings(),
      additionsRepo.all(db),
    ]);
    const byBike = new Map(terms.map((t) => [t.bikeId, t]));
    const additionsOf = new Map<number, FixedAssetAddition[]>();
    for (const a of added) additionsOf.set(a.bikeId, [...(additionsOf.get(a.bikeId) ?? []), { date: a.date, amountCents: a.amountCents }]);
    return bikes.map((b) => assetOf(b, byBike.get(b.id), periods, additionsOf.get(b.id))).filter((a): a is RegisterAsset => a !== null);
  }

  /** The totals, classes and projection of the year's overview (decision 109), and the arguments of its assets' read. */
  async function overviewParts(query: DepreciationQuery) {
    const year = query.year;
    const filters = { assetClass: query.assetClass, storeId: query.storeId, contractKind: query.contractKind, companyId: query.companyId };
    const yearStarts = Array.from({ length: PROJECTION_YEARS + 1 }, (_, k) => dayOf(`${year + k}-01-01`));
    const classes = await summaryOf(filters, year, yearStarts);
    const totals = zero();
    const byClass: DepreciationOverview['byClass'] = [];
    for (const c of classes) {
      if (c.count === 0) continue;
      const t = {
        acquisitionCents: c.acquisitionCents,
        depreciationCents: c.depreciationCents,
        accumulatedCents: c.accumulatedCents,
        netBookValueCents: c.acquisitionCents - c.accumulatedCents,
      };
      for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += t[k];
      byClass.push({ assetClass: c.assetClass as AssetClass, ...t, count: c.count });
    }
    const base = {
      year,
      totals,
      byClass,
      projection: Array.from({ length: PROJECTION_YEARS }, (_, k) => ({
        year: year + k,
        netBookValueCents: classes.reduce((sum, c) => sum + ((c as unknown as Record<string, number>)[`p${k}`] ?? 0), 0),
      })),
    };
    const assetsJson = (page?: { limit: number; offset: number }) =>
      fixedRepo.assetsJson(db, filters, year, yearStarts[0]!, yearStarts[1]!, page);
    return { base, assetsJson, count: byClass.reduce((n, c) => n + c.count, 0) };
  }

  /**
   * The year's overview from the stored register (decision 109): totals, classes and the projection summed in SQL,
   * the assets (or a page of them) read in the order they were bought, each as the contract has it.
   */
  async function overview(query: DepreciationQuery): Promise<DepreciationOverview> {
    const { base, assetsJson, count } = await overviewParts(query);
    const page = query.page === undefined ? undefined : { limit: query.perPage, offset: (query.page - 1) * query.perPage };
    const assets = JSON.parse(await assetsJson(page)) as DepreciationAsset[];
    if (!page) return { ...base, assets };
    return { ...base, assets, meta: { page: query.page!, perPage: query.perPage, total: count } };
  }

  /**
   * Every asset's overview as JSON text: the database's text of the assets spliced in as it is, not parsed, checked
   * and written again; kept, like the sums, until the register's version moves (decision 109). Building it for
   * 48,000 assets (about 18 MB) takes about 0.6 s; a read of the kept text, the time to send it.
   */
  const texts = new Map<string, { version: number; text: string }>();
  async function overviewText(query: DepreciationQuery): Promise<string> {
    const key = JSON.stringify([query.year, query.assetClass, query.storeId, query.contractKind, query.companyId]);
    const version = await fixedRepo.version(db);
    const kept = texts.get(key);
    if (kept?.version === version) return kept.text;
    const { base, assetsJson } = await overviewParts(query);
    const text = `${JSON.stringify(base).slice(0, -1)},"assets":${await assetsJson()}}`;
    if (texts.size >= TEXTS_KEPT) texts.clear();
    texts.set(key, { version, text });
    return text;
  }

  /** A bike's register row, 404 for a bike that does not exist. */
  async function registerRowOf(bikeId: number) {
    if (!(await fleet.existing([bikeId])).has(bikeId)) throw notFound();
    return additionsRepo.registerRow(db, bikeId);
  }

  const booked = async (bikeId: number, date: string) => (books ? books.assetBookedFrom(bikeId, date.slice(0, 7)) : false);
  const bookedRefusal = () =>
    new AppError(409, 'depreciation_booked', 'The books hold the depreciation of that month or a later one, or the disposal');
  const shown = (r: AssetAdditionRow, deletable: boolean) => ({
    id: r.id,
    date: r.date,
    description: r.description,
    amountExclVatCents: r.amountCents,
    createdAt: r.createdAt.toISOString(),
    deletable,
  });

  /** A bike's additions and its acquisition value with them (decision 115). */
  async function additionsOf(bikeId: number): Promise<AssetAdditions> {
    const row = await registerRowOf(bikeId);
    const rows = await additionsRepo.ofBike(db, bikeId);
    const data = await Promise.all(rows.map(async (r) => shown(r, !(await booked(bikeId, r.date)))));
    const added = rows.reduce((sum, r) => sum + r.amountCents, 0);
    return {
      bikeId,
      inRegister: row !== null,
      purchasePriceCents: row?.acquisitionCents ?? null,
      acquisitionCents: row ? row.acquisitionCents + added : null,
      data,
    };
  }

  /**
   * Records an addition to a bike of the register (decision 115): dated from its acquisition to the day before it
   * left, in a month whose depreciation is not yet in the books (the monthly entry is written once); audited.
   */
  async function addAddition(bikeId: number, input: AssetAdditionInput, actor: Actor) {
    const row = await registerRowOf(bikeId);
    if (!row) throw new AppError(409, 'bike_not_in_register', 'Only a bike of the depreciation register takes additions');
    if (input.date < row.acquisitionDate) throw invalid({ date: 'before_acquisition' });
    if (row.disposedAt !== null && input.date >= row.disposedAt) throw invalid({ date: 'after_disposal' });
    if (await booked(bikeId, input.date)) throw bookedRefusal();
    const created = await db.transaction(async (tx) => {
      const r = await additionsRepo.insert(tx, {
        bikeId,
        date: input.date,
        description: input.description,
        amountCents: input.amountExclVatCents,
        createdById: actor.id,
      });
      await recordAudit(tx, {
        actorId: actor.id,
        ip: actor.ip,
        action: 'asset_addition.create',
        entity: 'asset_addition',
        entityId: r.id,
        after: { bikeId, date: r.date, description: r.description, amountCents: r.amountCents },
      });
      return r;
    });
    return shown(created, true);
  }

  /** Deletes an addition recorded by mistake, while its month's depreciation is not in the books; audited. */
  async function removeAddition(bikeId: number, id: number, actor: Actor) {
    const r = await additionsRepo.one(db, bikeId, id);
    if (!r) throw notFound();
    if (await booked(bikeId, r.date)) throw bookedRefusal();
    await db.transaction(async (tx) => {
      await additionsRepo.remove(tx, id);
      await recordAudit(tx, {
        actorId: actor.id,
        ip: actor.ip,
        action: 'asset_addition.delete',
        entity: 'asset_addition',
        entityId: id,
        before: { bikeId, date: r.date, description: r.description, amountCents: r.amountCents },
      });
    });
  }

  return {
    overview,
    overviewText,
    /** The register computed from stock's and billing's feeds by the rules above: the books' source. */
    register,
    settings,
    /** Changes the periods of the asset classes; audited with who and when (decision 106). */
    async saveSettings(next: DepreciationSettings, actor: { id: number | null; ip?: string | null }) {
      const before = await settings();
      await settingsRepo.save(db, next);
      await recordAudit(db, {
        actorId: actor.id,
        ip: actor.ip,
        action: 'depreciation_settings.update',
        entity: 'depreciation_settings',
        entityId: 1,
        before,
        after: next,
      });
      return next;
    },
    /** Every asset of the year, for the download. */
    rowsForExport: async (query: DepreciationQuery) => (await overview({ ...query, page: undefined })).assets,
    /** The fleet's depreciation of each month (`YYYY-MM`): the books' monthly entry (630000 / 240900). */
    async depreciationOfMonths(months: string[]): Promise<Map<string, number>> {
      const all = await register({});
      return new Map(months.map((m) => [m, all.reduce((sum, a) => sum + depreciationOfMonth(a, m), 0)]));
    },
    /**
     * The bikes that left the register in [from, to] (decision 106): sold (with the price) or stolen, with what they
     * cost and the depreciation accumulated until that day; the books' disposal entry.
     */
    async disposalsBetween(from: string, to: string) {
      return (await register({}))
        .filter((a) => a.disposedAt !== null && a.disposedAt >= from && a.disposedAt <= to && a.disposedAt >= a.acquisitionDate)
        .map((a) => ({
          bikeId: a.bike.id,
          frameNumber: a.bike.frameNumber,
          date: a.disposedAt!,
          // The price and every addition (all made before the day it left, decision 115).
          acquisitionCents: totalAcquisitionCents(a),
          accumulatedCents: accumulatedAt(a, a.disposedAt!),
          proceedsCents: a.bike.contractKind === 'sold' ? (a.bike.salePriceCents ?? 0) : 0,
        }));
    },
    additionsOf,
    addAddition,
    removeAddition,
    /** The whole register's net book value at the end of each year from `fromYear` (the loans chart). */
    async netBookValueByYear(fromYear: number, years: number) {
      return netBookValueByYearEnd(await register({}), fromYear, years);
    },
  };
}
