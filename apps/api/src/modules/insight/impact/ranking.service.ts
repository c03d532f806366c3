import {
  brusselsToday,
  rankingPeriodOf,
  rankRiders,
  rankTeamsByKm,
  type AuthUser,
  type Ranking,
  type RankingQuery,
} from '@veloport/domain';
import type { EventsService } from '../../content/events/events.service';
import { carGramsPerKm, riderTotals, type RiderScope, type RiderSources } from './rider-km';

export type RankingService = ReturnType<typeof createRankingService>;

/**
 * The riders' ranking by CO2 saved (decision 093): within the caller's company, across all riders, or the teams of a
 * cycling event the caller can see. A private customer has no company: their "company" ranking holds only themselves,
 * rather than a refusal, so the page still shows their own figures.
 */
export function createRankingService(sources: RiderSources & { events: Pick<EventsService, 'teamsWithMembers'> }) {
  return {
    async ranking(viewer: AuthUser, query: RankingQuery): Promise<Ranking> {
      const period = query.period ?? brusselsToday(sources.clock).slice(0, 7);
      const grams = await carGramsPerKm(sources.db);
      if (query.scope === 'teams') {
        const event = await sources.events.teamsWithMembers(viewer, query.eventId!);
        const totals = await riderTotals(sources, { userIds: event.members.map((m) => m.userId) }, rankingPeriodOf(period)!);
        const data = rankTeamsByKm(event.teams, event.members, totals, grams).map(({ userId: teamId, ...row }) => ({
          ...row,
          isMe: teamId === event.myTeamId,
        }));
        return { period, scope: query.scope, eventId: query.eventId, carGramsPerKm: grams, data };
      }
      const scope: RiderScope = query.scope === 'all' ? 'all' : viewer.company ? { companyId: viewer.company.id } : { userId: viewer.id };
      const totals = await riderTotals(sources, scope, rankingPeriodOf(period)!);
      const data = rankRiders(totals, grams).map(({ userId, ...row }) => ({ ...row, isMe: userId === viewer.id }));
      return { period, scope: query.scope, carGramsPerKm: grams, data };
    },
  };
}
