import type { Clock } from '@veloport/domain';
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { Jobs } from '../../platform/jobs';
import { rateLimitHits } from '../../platform/rate-limits.table';
import { loginFailures, passwordTokens, sessions } from './identity.table';

export const IDENTITY_CLEANUP_JOB = 'identity.cleanup';
/** Every night at 03:15, Brussels time: the quietest hour, after the day's sessions have run out. */
export const IDENTITY_CLEANUP_CRON = '15 3 * * *';

const DAY_MS = 86_400_000;
/**
 * Counters only matter inside their window (the longest is an hour); a day's margin keeps yesterday's for a
 * support question. Used or expired links stay 30 days so "this link has already been used" still reads right.
 */
const COUNTER_KEEP_MS = DAY_MS;
const TOKEN_KEEP_MS = 30 * DAY_MS;

/**
 * Deletes what no request reads any more: expired sessions, sign-in failures and request-limit hits past their
 * window, and e-mailed links long expired or used. Without it these tables only grow (every sign-in, every
 * forgot-password adds a row). Returns how many rows each table lost.
 */
export async function cleanUpIdentity(db: DbOrTx, now: Date) {
  const countersBefore = new Date(now.getTime() - COUNTER_KEEP_MS);
  const tokensBefore = new Date(now.getTime() - TOKEN_KEEP_MS);
  // Counted from the deleted keys: PGlite and node-postgres report affected rows differently.
  const removed = async (deleted: Promise<unknown[]>) => (await deleted).length;
  return {
    sessions: await removed(db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id })),
    loginFailures: await removed(db.delete(loginFailures).where(lt(loginFailures.at, countersBefore)).returning({ id: loginFailures.id })),
    rateLimitHits: await removed(db.delete(rateLimitHits).where(lt(rateLimitHits.at, countersBefore)).returning({ id: rateLimitHits.id })),
    links: await removed(
      db
        .delete(passwordTokens)
        .where(
          or(lt(passwordTokens.expiresAt, tokensBefore), and(isNotNull(passwordTokens.usedAt), lt(passwordTokens.usedAt, tokensBefore))),
        )
        .returning({ id: passwordTokens.id }),
    ),
  };
}

/** The nightly clean-up as a scheduled background job (decision 014): one process enqueues it, one runs it. */
export function defineIdentityCleanup({ jobs, db, log, clock }: { jobs: Jobs; db: DbOrTx; log: FastifyBaseLogger; clock: Clock }) {
  jobs.define<Record<string, never>>({
    name: IDENTITY_CLEANUP_JOB,
    cron: IDENTITY_CLEANUP_CRON,
    retryLimit: 3,
    retryDelaySeconds: 60,
    handler: async () => {
      log.info({ removed: await cleanUpIdentity(db, clock.now()) }, 'identity clean-up');
    },
  });
}
