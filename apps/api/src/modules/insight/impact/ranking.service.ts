import { brusselsToday, rankingPeriodOf, rankRiders, type AuthUser, type Ranking, type RankingQuery } from '@veloport/domain';
import { carGramsPerKm, riderTotals, type RiderScope, type RiderSources } from './rider-km';

export type RankingService = ReturnType<typeof createRankingService>;

/**
 * The riders' ranking by CO2 saved (decision 093): within the caller's company or across all riders. A private customer
 * has no company: their "company" ranking holds only themselves, rather than a refusal, so the page still shows their own
 * figures.
 */
export function createRankingService(sources: RiderSources) {
  return {
    async ranking(viewer: AuthUser, query: RankingQuery): Promise<Ranking> {
      const period = query.period ?? brusselsToday(sources.clock).slice(0, 7);
      const scope: RiderScope = query.scope === 'all' ? 'all' : viewer.company ? { companyId: viewer.company.id } : { userId: viewer.id };
      const [grams, totals] = await Promise.all([carGramsPerKm(sources.db), riderTotals(sources, scope, rankingPeriodOf(period)!)]);
      const data = rankRiders(totals, grams).map(({ userId, ...row }) => ({ ...row, isMe: userId === viewer.id }));
      return { period, scope: query.scope, carGramsPerKm: grams, data };
    },
  };
}
