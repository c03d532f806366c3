import {
  accumulatedAt,
  DEFAULT_DEPRECIATION_SETTINGS,
  depreciationOfMonth,
  MONTHLY_CONTRACT_KINDS,
  depreciationOfYear,
  inRegisterOf,
  netBookValueByYearEnd,
  purchaseOptionCents,
  type AssetClass,
  type ContractKind,
  type DepreciationAsset,
  type DepreciationOverview,
  type DepreciationQuery,
  type DepreciationSettings,
  type FixedAsset,
} from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import type { BooksFeed } from '../../billing/books/books-feed.service';
import type { FleetAssetsFeed, FleetBike } from '../../stock/assets/fleet-assets.service';
import { depreciationSettingsRepository as settingsRepo } from './depreciation-settings.repository';

export type AssetsService = ReturnType<typeof createAssetsService>;
/** Stock's bikes and billing's lease terms, read through their feeds (ports wired in app.ts, decision 069). */
export type AssetsPorts = { fleet: Pick<FleetAssetsFeed, 'bikes'>; leases: Pick<BooksFeed, 'leaseTerms'>; db: DbOrTx };
type LeaseTerms = Awaited<ReturnType<BooksFeed['leaseTerms']>>[number];
type RegisterAsset = FixedAsset & { bike: FleetBike; assetClass: AssetClass };

/** How many year ends the net book value chart looks ahead, this year's included. */
const PROJECTION_YEARS = 5;

/** A bike of the register: its value, period and residual, and the day it left (decision 087). */
function assetOf(bike: FleetBike, lease: LeaseTerms | undefined, periods: DepreciationSettings['months']): RegisterAsset | null {
  // A bike sold or stolen without ever being leased was merchandise, not a fixed asset.
  if ((bike.contractKind === 'sold' || bike.contractKind === 'stolen') && !lease) return null;
  const assetClass: AssetClass = bike.electric ? 'ebike' : 'bike';
  const disposedAt =
    bike.contractKind === 'stolen'
      ? (bike.stolenDate ?? null)
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
      (MONTHLY_CONTRACT_KINDS.includes(bike.contractKind as ContractKind) ? bike.contractMonths : null) ??
      periods[assetClass],
    residualCents: lease ? Math.min(purchaseOptionCents(lease.bikeAmountCents), bike.purchasePriceCents!) : 0,
    disposedAt,
  };
}

const zero = () => ({ acquisitionCents: 0, depreciationCents: 0, accumulatedCents: 0, netBookValueCents: 0 });

/**
 * The depreciation register (decision 087): a read model over the stock's bikes, computed for the year asked, never
 * stored, so a bike bought, leased, sold or stolen in stock is in (or out of) the register at once.
 */
export function createAssetsService({ fleet, leases, db }: AssetsPorts) {
  const settings = async () => (await settingsRepo.get(db)) ?? DEFAULT_DEPRECIATION_SETTINGS;

  async function register(query: Partial<DepreciationQuery>): Promise<RegisterAsset[]> {
    const [bikes, terms, { months: periods }] = await Promise.all([
      fleet.bikes({
        storeId: query.storeId,
        contractKind: query.contractKind,
        companyId: query.companyId,
        electric: query.assetClass === undefined ? undefined : query.assetClass === 'ebike',
      }),
      leases.leaseTerms(),
      settings(),
    ]);
    const byBike = new Map(terms.map((t) => [t.bikeId, t]));
    return bikes.map((b) => assetOf(b, byBike.get(b.id), periods)).filter((a): a is RegisterAsset => a !== null);
  }

  async function overview(query: DepreciationQuery): Promise<DepreciationOverview> {
    const all = await register(query);
    const totals = zero();
    const classes = new Map<AssetClass, ReturnType<typeof zero> & { count: number }>();
    const assets: DepreciationAsset[] = [];
    for (const a of all) {
      if (!inRegisterOf(a, query.year)) continue;
      const y = depreciationOfYear(a, query.year);
      const row = { acquisitionCents: a.acquisitionCents, ...y };
      const c = classes.get(a.assetClass) ?? { ...zero(), count: 0 };
      for (const into of [totals, c] as const) {
        into.acquisitionCents += row.acquisitionCents;
        into.depreciationCents += row.depreciationCents;
        into.accumulatedCents += row.accumulatedCents;
        into.netBookValueCents += row.netBookValueCents;
      }
      c.count++;
      classes.set(a.assetClass, c);
      const disposedThisYear = a.disposedAt !== null && a.disposedAt <= `${query.year}-12-31`;
      assets.push({
        bikeId: a.bike.id,
        acquisitionDate: a.acquisitionDate,
        months: a.months,
        residualCents: a.residualCents,
        disposedAt: disposedThisYear ? a.disposedAt : null,
        ...row,
        frameNumber: a.bike.frameNumber,
        label: `${a.bike.brand} ${a.bike.model}`,
        assetClass: a.assetClass,
        contractKind: a.bike.contractKind,
        storeName: a.bike.storeName,
        companyName: a.bike.companyName,
        gainOrLossCents: disposedThisYear
          ? (a.bike.contractKind === 'sold' ? (a.bike.salePriceCents ?? 0) : 0) - row.netBookValueCents
          : null,
      });
    }
    const base = {
      year: query.year,
      totals,
      byClass: [...classes].map(([assetClass, t]) => ({ assetClass, ...t })),
      projection: netBookValueByYearEnd(all, query.year, PROJECTION_YEARS),
    };
    if (query.page === undefined) return { ...base, assets };
    const start = (query.page - 1) * query.perPage;
    return {
      ...base,
      assets: assets.slice(start, start + query.perPage),
      meta: { page: query.page, perPage: query.perPage, total: assets.length },
    };
  }

  return {
    overview,
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
          acquisitionCents: a.acquisitionCents,
          accumulatedCents: accumulatedAt(a, a.disposedAt!),
          proceedsCents: a.bike.contractKind === 'sold' ? (a.bike.salePriceCents ?? 0) : 0,
        }));
    },
    /** The whole register's net book value at the end of each year from `fromYear` (the loans chart). */
    async netBookValueByYear(fromYear: number, years: number) {
      return netBookValueByYearEnd(await register({}), fromYear, years);
    },
  };
}
