import type { Clock } from '@veloport/domain';
import type { Db } from '../../../db/client';
import { createRateLimits, type Counter, type Limit } from '../../../platform/rate-limits';
import { IP_LOCK, LOGIN_LOCK } from './login.service';

export type { Limit };

/**
 * A failed quiz is a guess at the answers: 5 per account and hour leave room for a real person reading the
 * explanations and trying again, and stop a script from trying the combinations one after the other.
 */
export const QUIZ_FAILURE_LIMIT: Limit = { failures: 5, windowSeconds: 60 * 60 };

export type RequestLimits = ReturnType<typeof createRequestLimits>;

/**
 * Identity's limits (decision 016), counted by the platform's database counters like the sign-in locks of
 * decision 004, so that every API process shares them. A refused request answers 429 `too_many_attempts`.
 */
export function createRequestLimits(db: Db, clock: Clock) {
  const limits = createRateLimits(db, clock);
  const lookupCounters = (email: string, ip: string): Counter[] => [
    { bucket: 'lookup:address', key: `${email.trim().toLowerCase()} ${ip}`, limit: LOGIN_LOCK },
    { bucket: 'lookup:client', key: ip, limit: IP_LOCK },
  ];
  const quizCounter = (userId: number): Counter[] => [{ bucket: 'quiz:failed', key: String(userId), limit: QUIZ_FAILURE_LIMIT }];

  return {
    /**
     * Forgot-password, set-password link, sign-up, e-mail check and quiz start tell whether an address has an
     * account (the spec's messages). Every such request counts, under the limits of sign-in: 5 per address from
     * one client in 60 s, 100 per client in 15 minutes, shared by all five so one cannot be used after another.
     */
    async lookup(email: string, ip: string) {
      const counters = lookupCounters(email, ip);
      await limits.refuseWhenReached(counters);
      await limits.record(counters);
    },

    /** Before grading: refused once the account has failed QUIZ_FAILURE_LIMIT times within the hour. */
    refuseQuizWhenReached: (userId: number) => limits.refuseWhenReached(quizCounter(userId)),
    recordQuizFailure: (userId: number) => limits.record(quizCounter(userId)),
  };
}
