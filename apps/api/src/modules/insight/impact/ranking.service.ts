import { brusselsToday, rankingPeriodOf, rankRiders, type AuthUser, type Clock, type Ranking, type RankingQuery } from '@veloport/domain';
import type { Db } from '../../../db/client';
import type { RiderScope } from './impact.repository';
import { carGramsPerKm, riderTotals } from './rider-km';

export type RankingService = ReturnType<typeof createRankingService>;

/**
 * The riders' ranking by CO2 saved (decision 093): within the caller's company or across all riders. A private customer
 * has no company: their "company" ranking holds only themselves, rather than a refusal, so the page still shows their own
 * figures.
 */
export function createRankingService({ clock, db }: { clock: Clock; db: Db }) {
  return {
    async ranking(viewer: AuthUser, query: RankingQuery): Promise<Ranking> {
      const period = query.period ?? brusselsToday(clock).slice(0, 7);
      const scope: RiderScope =
        query.scope === 'all' ? 'all' : viewer.company ? { companyId: viewer.company.id } : { userId: viewer.id };
      const [grams, totals] = await Promise.all([carGramsPerKm(db), riderTotals(db, clock, scope, rankingPeriodOf(period)!)]);
      const data = rankRiders(totals, grams).map(({ userId, ...row }) => ({ ...row, isMe: userId === viewer.id }));
      return { period, scope: query.scope, carGramsPerKm: grams, data };
    },
  };
}
