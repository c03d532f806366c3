import type { Clock } from '@veloport/domain';
import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { rateLimitHits } from './identity.table';
import { IP_LOCK, LOGIN_LOCK } from './login.service';

export type Limit = { failures: number; windowSeconds: number };

/**
 * A failed quiz is a guess at the answers: 5 per account and hour leave room for a real person reading the
 * explanations and trying again, and stop a script from trying the combinations one after the other.
 */
export const QUIZ_FAILURE_LIMIT: Limit = { failures: 5, windowSeconds: 60 * 60 };

const hitsRepository = {
  async countSince(db: DbOrTx, bucket: string, key: string, since: Date) {
    const [row] = await db
      .select({ n: count(), oldest: min(rateLimitHits.at) })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key), gt(rateLimitHits.at, since)));
    return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
  },
  async record(db: DbOrTx, bucket: string, key: string) {
    await db.insert(rateLimitHits).values({ bucket, key });
  },
};

type Counter = { bucket: string; key: string; limit: Limit };
export type RequestLimits = ReturnType<typeof createRequestLimits>;

/**
 * Limits counted in the database (decision 016), the same way as the sign-in locks of decision 004, so that
 * every API process shares them. A refused request answers 429 `too_many_attempts` with Retry-After.
 */
export function createRequestLimits(db: Db, clock: Clock) {
  async function waitFor({ bucket, key, limit }: Counter, now: Date): Promise<number | null> {
    const { n, oldest } = await hitsRepository.countSince(db, bucket, key, new Date(now.getTime() - limit.windowSeconds * 1000));
    if (n < limit.failures || !oldest) return null;
    return Math.max(1, Math.ceil((oldest.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000));
  }

  async function refuseWhenReached(counters: Counter[]) {
    const now = clock.now();
    for (const counter of counters) {
      const wait = await waitFor(counter, now);
      if (wait) throw new AppError(429, 'too_many_attempts', `Too many attempts, retry in ${wait} s`, undefined, { retryAfter: wait });
    }
  }

  const lookupCounters = (email: string, ip: string): Counter[] => [
    { bucket: 'lookup:address', key: `${email.trim().toLowerCase()} ${ip}`, limit: LOGIN_LOCK },
    { bucket: 'lookup:client', key: ip, limit: IP_LOCK },
  ];

  return {
    /**
     * Forgot-password, set-password link, sign-up, e-mail check and quiz start tell whether an address has an
     * account (the spec's messages). Every such request counts, under the limits of sign-in: 5 per address from
     * one client in 60 s, 100 per client in 15 minutes, shared by all five so one cannot be used after another.
     */
    async lookup(email: string, ip: string) {
      const counters = lookupCounters(email, ip);
      await refuseWhenReached(counters);
      for (const c of counters) await hitsRepository.record(db, c.bucket, c.key);
    },

    /** Before grading: refused once the account has failed QUIZ_FAILURE_LIMIT times within the hour. */
    refuseQuizWhenReached: (userId: number) =>
      refuseWhenReached([{ bucket: 'quiz:failed', key: String(userId), limit: QUIZ_FAILURE_LIMIT }]),
    recordQuizFailure: (userId: number) => hitsRepository.record(db, 'quiz:failed', String(userId)),
  };
}
