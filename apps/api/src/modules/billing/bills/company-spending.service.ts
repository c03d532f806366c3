import type { Db } from '../../../db/client';
import { companySpendingRepository as repo } from './company-spending.repository';

export type CompanySpendingService = ReturnType<typeof createCompanySpendingService>;

/** What a company spent on its plan and how many bikes it leased over a period (decision 093). */
export function createCompanySpendingService({ db }: { db: Db }) {
  return {
    spentExclVatCents: (companyId: number, from: string, to: string) => repo.spentExclVatCents(db, companyId, from, to),
    leasedBikes: (companyId: number, from: string, to: string) => repo.leasedBikes(db, companyId, from, to),
  };
}
