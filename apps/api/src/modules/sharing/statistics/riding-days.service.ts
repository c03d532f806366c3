import type { Db } from '../../../db/client';
import { ridingDaysRepository as repo } from './riding-days.repository';

export type RidingDaysService = ReturnType<typeof createRidingDaysService>;

/** What the insight module may know of shared-bike use: days ridden per person and month, a company's use (decision 093). */
export function createRidingDaysService({ db }: { db: Db }) {
  return {
    perMonth: (userIds: number[], from: string, to: string) => repo.perMonth(db, userIds, from, to),
    companyUse: (companyId: number, from: string, to: string) => repo.companyUse(db, companyId, from, to),
  };
}
