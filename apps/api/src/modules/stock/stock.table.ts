import { pgTable, serial, text } from 'drizzle-orm/pg-core';

export const stockLocations = pgTable('stock_locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});
