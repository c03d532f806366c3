import { and, asc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AssetClass, ContractKind } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { assetAdditions as x } from './asset-additions.table';
import { fixedAssets as f } from './fixed-assets.table';

export type FixedAssetFilters = { assetClass?: AssetClass; storeId?: number; contractKind?: ContractKind; companyId?: number };
/** A day and its month position (depreciation.ts `monthPosition`), computed once by the caller. */
export type Day = { day: string; pos: number };

const accumulatedAt = (d: Day) =>
  sql`fixed_asset_accumulated(${f.acquisitionDate}, ${f.acquisitionPos}, ${f.acquisitionCents}, ${f.residualCents}, ${f.months}, ${f.disposedAt}, ${f.disposedPos}, ${d.day}::date, ${d.pos}::float8)`;

/** An addition's accumulated depreciation at the start of `d` (migration 0073), its asset's terms from `a`. */
const additionAccumulatedAt = (d: Day, a: { acquisitionPos: unknown; months: unknown; disposedAt: unknown; disposedPos: unknown } = f) =>
  sql`fixed_asset_addition_accumulated(${x.date}, ${x.addedPos}, ${x.amountCents}, ${a.acquisitionPos}, ${a.months}, ${a.disposedAt}, ${a.disposedPos}, ${d.day}::date, ${d.pos}::float8)`;
/** An addition's value at the start of `d`: its amount once made. */
const additionValueAt = (d: Day) => sql`case when ${x.date} < ${d.day}::date then ${x.amountCents} else 0 end`;

const filtered = (q: FixedAssetFilters): (SQL | undefined)[] => [
  q.assetClass ? eq(f.assetClass, q.assetClass) : undefined,
  q.storeId ? eq(f.storeId, q.storeId) : undefined,
  q.contractKind ? eq(f.contractKind, q.contractKind) : undefined,
  q.companyId ? eq(f.companyId, q.companyId) : undefined,
];
/** In the register during the year: bought by its end, not gone before it starts. */
const inYear = (year: number) => and(lte(f.acquisitionDate, `${year}-12-31`), or(isNull(f.disposedAt), gte(f.disposedAt, `${year}-01-01`)));

const num = (x: SQL) => x.mapWith(Number);

/**
 * The stored register (decision 109): rows the database keeps in step with stock's bikes and billing's leases, the
 * year's figures computed here by the domain's formula (migration 0068 `fixed_asset_accumulated`).
 */
export const fixedAssetsRepository = {
  /** The register's version (migration 0068): one more each time one of its rows changes. */
  async version(db: DbOrTx): Promise<number> {
    const res = await db.execute<{ version: string | number }>(sql`select version from fixed_assets_version where id = 1`);
    return Number(res.rows[0]?.version ?? 0);
  },
  /**
   * Per asset class, the year's totals of the assets in the register, and the net book value at the end of each of
   * the `yearStarts.length - 1` years from the year (`yearStarts`: 1 January of the year and of each next one).
   */
  async summary(db: DbOrTx, q: FixedAssetFilters, year: number, yearStarts: Day[]) {
    const [assets, additions] = await Promise.all([
      fixedAssetsRepository.assetsSummary(db, q, year, yearStarts),
      fixedAssetsRepository.additionsSummary(db, q, year, yearStarts),
    ]);
    // The additions' figures added to their assets' class (decision 115); they add no asset to the count.
    const keys = ['acquisitionCents', 'depreciationCents', 'accumulatedCents', ...yearStarts.slice(1).map((_, k) => `p${k}`)];
    return assets.map((row) => {
      const extra = additions.find((a) => a.assetClass === row.assetClass) as Record<string, number> | undefined;
      if (!extra) return row;
      const sum = { ...row } as Record<string, unknown>;
      for (const k of keys) sum[k] = Number(sum[k] ?? 0) + Number(extra[k] ?? 0);
      return sum as typeof row;
    });
  },
  /**
   * Per asset class, the additions' share of the year's totals and of the year ends' net book value (decision 115): one
   * row per addition (a few thousand where the register has tens of thousands of assets), filtered by its asset.
   */
  async additionsSummary(db: DbOrTx, q: FixedAssetFilters, year: number, yearStarts: Day[]) {
    const inY = sql`${f.acquisitionDate} <= ${`${year}-12-31`} and (${f.disposedAt} is null or ${f.disposedAt} >= ${`${year}-01-01`})`;
    const projection = Object.fromEntries(
      yearStarts.slice(1).map((d, k) => {
        const end = `${year + k}-12-31`;
        return [
          `p${k}`,
          num(
            sql`coalesce(sum(${additionValueAt(d)} - ${additionAccumulatedAt(d)}) filter (where ${f.acquisitionDate} <= ${end} and (${f.disposedAt} is null or ${f.disposedAt} > ${end})), 0)::float8`,
          ),
        ];
      }),
    );
    const [start, next] = [yearStarts[0]!, yearStarts[1]!];
    return db
      .select({
        assetClass: f.assetClass,
        acquisitionCents: num(sql`coalesce(sum(${additionValueAt(next)}) filter (where ${inY}), 0)::float8`),
        depreciationCents: num(
          sql`coalesce(sum(${additionAccumulatedAt(next)} - ${additionAccumulatedAt(start)}) filter (where ${inY}), 0)::float8`,
        ),
        accumulatedCents: num(sql`coalesce(sum(${additionAccumulatedAt(next)}) filter (where ${inY}), 0)::float8`),
        ...projection,
      })
      .from(x)
      .innerJoin(f, eq(f.bikeId, x.bikeId))
      .where(and(...filtered(q)))
      .groupBy(f.assetClass);
  },
  /** Per asset class, the year's totals of the assets' purchase (decision 109), without their additions. */
  async assetsSummary(db: DbOrTx, q: FixedAssetFilters, year: number, yearStarts: Day[]) {
    const acc = Object.fromEntries(yearStarts.map((d, k) => [`a${k}`, num(accumulatedAt(d)).as(`a${k}`)]));
    const t = db
      .select({
        assetClass: f.assetClass,
        acquisitionDate: f.acquisitionDate,
        acquisitionCents: f.acquisitionCents,
        disposedAt: f.disposedAt,
        ...acc,
      })
      .from(f)
      .where(and(...filtered(q)))
      .as('t');
    const cols = t as unknown as Record<string, SQL>;
    const inY = sql`${t.acquisitionDate} <= ${`${year}-12-31`} and (${t.disposedAt} is null or ${t.disposedAt} >= ${`${year}-01-01`})`;
    const projection = Object.fromEntries(
      yearStarts.slice(1).map((_, k) => {
        const end = `${year + k}-12-31`;
        return [
          `p${k}`,
          num(
            sql`coalesce(sum(${t.acquisitionCents} - ${cols[`a${k + 1}`]}) filter (where ${t.acquisitionDate} <= ${end} and (${t.disposedAt} is null or ${t.disposedAt} > ${end})), 0)::float8`,
          ),
        ];
      }),
    );
    return db
      .select({
        assetClass: t.assetClass,
        count: num(sql`count(*) filter (where ${inY})::int`),
        acquisitionCents: num(sql`coalesce(sum(${t.acquisitionCents}) filter (where ${inY}), 0)::float8`),
        depreciationCents: num(sql`coalesce(sum(${cols.a1} - ${cols.a0}) filter (where ${inY}), 0)::float8`),
        accumulatedCents: num(sql`coalesce(sum(${cols.a1}) filter (where ${inY}), 0)::float8`),
        ...projection,
      })
      .from(t)
      .groupBy(t.assetClass)
      .orderBy(asc(t.assetClass));
  },
  /**
   * The assets of the year in the order they were bought, each as the overview's contract has it (the year's
   * depreciation, net book value, disposal and its gain or loss, decision 109): one JSON text built by the database,
   * which every asset of 50,000 reads several times faster than as rows, and which the route can send as it is.
   */
  async assetsJson(db: DbOrTx, q: FixedAssetFilters, year: number, start: Day, end: Day, page?: { limit: number; offset: number }) {
    const columns = {
      bikeId: f.bikeId,
      acquisitionDate: f.acquisitionDate,
      acquisitionCents: f.acquisitionCents,
      months: f.months,
      residualCents: f.residualCents,
      disposedAt: f.disposedAt,
      proceedsCents: f.proceedsCents,
      frameNumber: f.frameNumber,
      label: f.label,
      assetClass: f.assetClass,
      contractKind: f.contractKind,
      storeName: f.storeName,
      companyName: f.companyName,
      accumulatedBefore: accumulatedAt(start),
      accumulatedCents: accumulatedAt(end),
      acquisitionPos: f.acquisitionPos,
      disposedPos: f.disposedPos,
    };
    const rows = db
      .select(Object.fromEntries(Object.entries(columns).map(([k, c]) => [k, sql`${c}`.as(k)])))
      .from(f)
      .where(and(...filtered(q), inYear(year)))
      .orderBy(asc(f.acquisitionDate), asc(f.bikeId));
    // The additions (decision 115). A page: the page first (a WITH, read in the index's order), then the additions of its
    // bikes only. Every asset: the additions of every bike of the register, their terms from its rows, hash-joined;
    // the assets are not materialised twice.
    const pageOf = page ? db.$with('t').as(rows.limit(page.limit).offset(page.offset)) : null;
    const t = pageOf ?? rows.as('t');
    const c = t as unknown as Record<keyof typeof columns, SQL>;
    const asset = pageOf ? { acquisitionPos: c.acquisitionPos, months: c.months, disposedAt: c.disposedAt, disposedPos: c.disposedPos } : f;
    const withAssets = db
      .select({
        bikeId: x.bikeId,
        before: sql`sum(${additionAccumulatedAt(start, asset)})::bigint`.as('xa0'),
        after: sql`sum(${additionAccumulatedAt(end, asset)})::bigint`.as('xa1'),
        value: sql`sum(${additionValueAt(end)})::bigint`.as('xv1'),
      })
      .from(x);
    const added = (pageOf ? withAssets.innerJoin(pageOf, sql`${c.bikeId} = ${x.bikeId}`) : withAssets.innerJoin(f, eq(f.bikeId, x.bikeId)))
      .groupBy(x.bikeId)
      .as('x');
    const acquisitionCents = sql`(${c.acquisitionCents} + coalesce(${added.value}, 0))`;
    const accumulatedBefore = sql`(${c.accumulatedBefore} + coalesce(${added.before}, 0))`;
    const accumulatedCents = sql`(${c.accumulatedCents} + coalesce(${added.after}, 0))`;
    // Left in the year it leaves: its day and its gain or loss (what it brought less its net book value) show then only.
    const disposedThisYear = sql`${c.disposedAt} <= ${`${year}-12-31`}::date`;
    const netBookValue = sql`(${acquisitionCents} - ${accumulatedCents})`;
    const json = sql`json_build_object(
      'bikeId', ${c.bikeId}, 'acquisitionDate', ${c.acquisitionDate}, 'acquisitionCents', ${acquisitionCents}::bigint,
      'months', ${c.months}, 'residualCents', ${c.residualCents},
      'disposedAt', case when ${disposedThisYear} then ${c.disposedAt} end,
      'frameNumber', ${c.frameNumber}, 'label', ${c.label}, 'assetClass', ${c.assetClass},
      'contractKind', ${c.contractKind}, 'storeName', ${c.storeName}, 'companyName', ${c.companyName},
      'depreciationCents', (${accumulatedCents} - ${accumulatedBefore})::bigint,
      'accumulatedCents', ${accumulatedCents}::bigint, 'netBookValueCents', ${netBookValue}::bigint,
      'gainOrLossCents', case when ${disposedThisYear} then (${c.proceedsCents} - ${netBookValue})::bigint end)`;
    const [row] = await (pageOf ? db.with(pageOf) : db)
      .select({ json: sql<string>`coalesce(json_agg(${json} order by ${c.acquisitionDate}, ${c.bikeId}), '[]')::text` })
      .from(t)
      .leftJoin(added, sql`${added.bikeId} = ${c.bikeId}`);
    return row?.json ?? '[]';
  },
};
