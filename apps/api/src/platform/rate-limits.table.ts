import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempts counted against a limit, in the database like sign-in failures so that every process shares the same
 * counters: requests that reveal whether an address has an account, quiz failures, wrong promo codes.
 * `bucket` names the limit, `key` what it counts (address+client, client, account).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_bucket_key_idx').on(t.bucket, t.key, t.at)],
);
