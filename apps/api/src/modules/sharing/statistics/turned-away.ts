import type { DbOrTx } from '../../../db/client';
import { statisticsRepository } from './statistics.repository';

/** An availability search that found no free bike, kept once per person, building and slot (decision 038). */
export async function recordTurnedAway(db: DbOrTx, r: { companyId: number; buildingId: number; userId: number; start: Date; end: Date }) {
  if (await statisticsRepository.alreadyTurnedAway(db, r.userId, r.buildingId, r.start, r.end)) return;
  await statisticsRepository.recordTurnedAway(db, {
    companyId: r.companyId,
    buildingId: r.buildingId,
    userId: r.userId,
    startAt: r.start,
    endAt: r.end,
  });
}
