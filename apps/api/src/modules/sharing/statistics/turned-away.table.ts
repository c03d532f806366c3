import { index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { companies, companyBuildings } from '../../companies/companies.table';
import { users } from '../../identity/identity.table';

/**
 * Every availability search that found no free shared bike (issue 13, "turned-away searches"): the building and
 * the slot asked for, who asked and when. Written by `GET /api/shared-bikes/availability`, read by the statistics.
 */
export const turnedAwaySearches = pgTable(
  'turned_away_searches',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    buildingId: integer('building_id').references(() => companyBuildings.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('turned_away_company_at_idx').on(t.companyId, t.searchedAt)],
);
