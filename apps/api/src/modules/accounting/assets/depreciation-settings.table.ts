import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The depreciation period of each asset class when no leasing contract gives one (decision 106): one row, the
 * domain's defaults (36 months) until an admin saves.
 */
export const depreciationSettings = pgTable(
  'depreciation_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('depreciation_settings_one_row', sql`${t.id} = 1`)],
);
