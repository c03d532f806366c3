/**
 * Straight-line depreciation by month (issue 29, decision 087). An asset is depreciated from the day it is bought
 * (or put into service) down to its residual value over `months` months. The first month counts pro rata of its days
 * left, that day included (bought on the 1st: a full month; on 16 March: 16/31), and what it misses is taken after
 * the last month, so the whole base is depreciated over exactly `months` months of time. A disposal (sold, bought
 * out, scrapped, stolen) stops it on that day: the day itself no longer counts.
 *
 * Accumulated depreciation is the base × the time elapsed / the period, rounded to the cent at each date asked; a
 * period's depreciation is the difference of two accumulated values, so periods add up to the total to the cent and
 * acquisition − accumulated = net book value holds for each asset and for any sum of them.
 *
 * An addition (accessories fitted, an upgrade, a battery; decision 115) is capitalised on its day and depreciated
 * straight-line over what is left of the asset's period from that day (pro rata of its first month, as the asset's),
 * down to nothing: the residual value stays the asset's. Past the end of the period it is depreciated whole on its day.
 * Each addition's accumulated depreciation is rounded apart and added to the asset's.
 */
export type FixedAssetAddition = { date: string; amountCents: number };

export type FixedAsset = {
  acquisitionDate: string;
  /** The purchase price excluding VAT; the additions are apart. */
  acquisitionCents: number;
  months: number;
  residualCents: number;
  disposedAt: string | null;
  additions?: readonly FixedAssetAddition[];
};

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * Months since year 0 at the start of `day` (fractional: the 16th of a 31-day month is x + 15/31). Read by hand, not
 * through Date: the overview computes it a few times per asset for tens of thousands of bikes. The stored register
 * (decision 109) keeps each asset's in SQL (migration 0068 `fixed_asset_month_pos`), computed the same way.
 */
export function monthPosition(day: string): number {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  const d = Number(day.slice(8, 10));
  const days = m === 2 && isLeap(y) ? 29 : MONTH_DAYS[m - 1]!;
  return y * 12 + (m - 1) + (d - 1) / days;
}

/** The base that is depreciated: acquisition less residual, never negative. */
export const depreciableCents = (a: FixedAsset) => Math.max(0, a.acquisitionCents - Math.min(a.residualCents, a.acquisitionCents));

/** The acquisition value at the start of `day`: the purchase price and the additions made before that day. */
export function acquisitionValueAt(asset: FixedAsset, day: string): number {
  let cents = asset.acquisitionCents;
  for (const a of asset.additions ?? []) if (a.date < day) cents += a.amountCents;
  return cents;
}

/** The purchase price and every addition: what a disposal writes off. */
export const totalAcquisitionCents = (asset: FixedAsset) =>
  asset.acquisitionCents + (asset.additions ?? []).reduce((sum, a) => sum + a.amountCents, 0);

/** Depreciation accumulated by the start of `day` (so up to the end of the day before; a disposal day stops it). */
export function accumulatedAt(asset: FixedAsset, day: string): number {
  const until = asset.disposedAt !== null && asset.disposedAt < day ? asset.disposedAt : day;
  if (asset.months <= 0) return 0;
  let cents = 0;
  const start = monthPosition(asset.acquisitionDate);
  if (until > asset.acquisitionDate) {
    const elapsed = Math.min(asset.months, monthPosition(until) - start);
    // Rounded on a whole-cent scale; a tiny epsilon keeps 0.5-cent cases from flipping with floating-point noise.
    cents = Math.round((depreciableCents(asset) * elapsed) / asset.months + 1e-9);
  }
  for (const a of asset.additions ?? []) {
    if (until <= a.date) continue;
    // The same steps as migration 0071's `fixed_asset_addition_accumulated`: (start + months) − its position.
    const added = monthPosition(a.date);
    const remaining = start + asset.months - added;
    cents +=
      remaining <= 0 ? a.amountCents : Math.round((a.amountCents * Math.min(remaining, monthPosition(until) - added)) / remaining + 1e-9);
  }
  return cents;
}

export type YearDepreciation = {
  /** The acquisition value at the year's end: the price and the additions made by then. */
  acquisitionCents: number;
  depreciationCents: number;
  accumulatedCents: number;
  netBookValueCents: number;
};

/** The year's depreciation, the accumulated depreciation at its end (or at the disposal) and the net book value then. */
export function depreciationOfYear(asset: FixedAsset, year: number): YearDepreciation {
  const accumulatedCents = accumulatedAt(asset, `${year + 1}-01-01`);
  const depreciationCents = accumulatedCents - accumulatedAt(asset, `${year}-01-01`);
  const acquisitionCents = acquisitionValueAt(asset, `${year + 1}-01-01`);
  return { acquisitionCents, depreciationCents, accumulatedCents, netBookValueCents: acquisitionCents - accumulatedCents };
}

/** A month's depreciation (`YYYY-MM`): the monthly entry's amount. */
export function depreciationOfMonth(asset: FixedAsset, month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return accumulatedAt(asset, next) - accumulatedAt(asset, `${month}-01`);
}

/** Whether the asset is in the register during `year`: bought by its end and not gone before it starts. */
export const inRegisterOf = (asset: FixedAsset, year: number) =>
  asset.acquisitionDate <= `${year}-12-31` && (asset.disposedAt === null || asset.disposedAt >= `${year}-01-01`);

/** The register's net book value at the end of each year from `fromYear` (disposed assets count for nothing after). */
export function netBookValueByYearEnd(assets: readonly FixedAsset[], fromYear: number, years: number) {
  return Array.from({ length: years }, (_, k) => {
    const year = fromYear + k;
    let netBookValueCents = 0;
    for (const a of assets) {
      if (a.acquisitionDate > `${year}-12-31` || (a.disposedAt !== null && a.disposedAt <= `${year}-12-31`)) continue;
      netBookValueCents += acquisitionValueAt(a, `${year + 1}-01-01`) - accumulatedAt(a, `${year + 1}-01-01`);
    }
    return { year, netBookValueCents };
  });
}

/** The register's asset classes: a bike's model is electric or not. */
export const ASSET_CLASSES = ['bike', 'ebike'] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];
/** The period of an asset class when no leasing contract gives one (36 months: the usual lease). */
export const DEFAULT_DEPRECIATION_MONTHS: Record<AssetClass, number> = { bike: 36, ebike: 36 };
