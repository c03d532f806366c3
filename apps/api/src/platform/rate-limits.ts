import type { Clock } from '@veloport/domain';
import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { AppError } from './errors';
import { rateLimitHits } from './rate-limits.table';

export type Limit = { failures: number; windowSeconds: number };
export type Counter = { bucket: string; key: string; limit: Limit };
export type RateLimits = ReturnType<typeof createRateLimits>;

/**
 * Guesses at a secret code (a gift card's, a promo code's): 10 wrong ones per client in 15 minutes leave room for
 * typing mistakes and make guessing hopeless (decisions 050 and 070).
 */
export const CODE_GUESS_LIMIT: Limit = { failures: 10, windowSeconds: 15 * 60 };

async function countSince(db: DbOrTx, { bucket, key }: Counter, since: Date) {
  const [row] = await db
    .select({ n: count(), oldest: min(rateLimitHits.at) })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key), gt(rateLimitHits.at, since)));
  return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/**
 * Limits counted in the database (decision 016), so that every API process shares them. A refused request answers
 * 429 `too_many_attempts` with Retry-After: the seconds until the oldest counted attempt leaves the window.
 */
export function createRateLimits(db: Db, clock: Clock) {
  async function waitFor(counter: Counter, now: Date): Promise<number | null> {
    const { n, oldest } = await countSince(db, counter, new Date(now.getTime() - counter.limit.windowSeconds * 1000));
    if (n < counter.limit.failures || !oldest) return null;
    return Math.max(1, Math.ceil((oldest.getTime() + counter.limit.windowSeconds * 1000 - now.getTime()) / 1000));
  }

  return {
    /** 429 when any of the counters has reached its limit within its window. */
    async refuseWhenReached(counters: Counter[]) {
      const now = clock.now();
      for (const counter of counters) {
        const wait = await waitFor(counter, now);
        if (wait) throw new AppError(429, 'too_many_attempts', `Too many attempts, retry in ${wait} s`, undefined, { retryAfter: wait });
      }
    },
    /** Counts one attempt on each counter. */
    async record(counters: Counter[]) {
      if (counters.length) await db.insert(rateLimitHits).values(counters.map(({ bucket, key }) => ({ bucket, key })));
    },
  };
}
