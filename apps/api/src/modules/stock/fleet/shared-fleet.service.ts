import type { Db } from '../../../db/client';
import { sharedFleetRepository } from './shared-fleet.repository';

export type SharedFleetService = ReturnType<typeof createSharedFleetService>;

/** How many shared bikes a company has today, for its impact report (decision 093). */
export function createSharedFleetService({ db }: { db: Db }) {
  return { count: (companyId: number) => sharedFleetRepository.count(db, companyId) };
}
