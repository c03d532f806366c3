import { date, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bikes } from '../../stock/stock.table';

/**
 * The depreciation register's terms, one row per bike of the register (decision 109): what decision 087's rules make
 * of the bike, its model, store, company, latest leasing contract and the asset classes' periods. Written only by the
 * database: `fixed_assets_refresh` rewrites a bike's row from the view `fixed_assets_of` whenever one of those rows
 * changes (triggers of migration 0068), so it cannot drift from them. The year's figures are computed from it in SQL.
 */
export const fixedAssets = pgTable(
  'fixed_assets',
  {
    bikeId: integer('bike_id')
      .primaryKey()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    assetClass: text('asset_class').notNull(),
    contractKind: text('contract_kind').notNull(),
    storeId: integer('store_id').notNull(),
    companyId: integer('company_id'),
    frameNumber: text('frame_number').notNull(),
    label: text('label').notNull(),
    storeName: text('store_name').notNull(),
    companyName: text('company_name'),
    acquisitionDate: date('acquisition_date', { mode: 'string' }).notNull(),
    acquisitionCents: integer('acquisition_cents').notNull(),
    months: integer('months').notNull(),
    residualCents: integer('residual_cents').notNull(),
    disposedAt: date('disposed_at', { mode: 'string' }),
    /** What the disposal brought in: the sale price when sold, else 0. */
    proceedsCents: integer('proceeds_cents').notNull(),
    /** The domain's month position (depreciation.ts `monthPosition`) of the acquisition and of the disposal. */
    acquisitionPos: doublePrecision('acquisition_pos').notNull(),
    disposedPos: doublePrecision('disposed_pos'),
  },
  (t) => [index('fixed_assets_acquisition_idx').on(t.acquisitionDate, t.bikeId)],
);
