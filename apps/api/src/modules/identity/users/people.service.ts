import type { Db } from '../../../db/client';
import type { CompanyPeople } from '../../companies/companies.service';
import { rankingProfilesRepository } from '../me/ranking-profiles.repository';
import { usersAdminRepository } from './users-admin.repository';

export type PeopleService = ReturnType<typeof createPeopleService>;

/**
 * What other modules may know about people without the rest of identity: names for history and
 * "done by" columns, head counts, company membership. It needs only the database, so app.ts creates it
 * first and hands it to the companies module, which identity itself depends on (sign-up's domain check).
 */
export function createPeopleService({ db }: { db: Db }) {
  const forCompanies = {
    names: (ids: number[]) => usersAdminRepository.names(db, ids),
    counts: (companyIds: number[]) => usersAdminRepository.countsByCompany(db, companyIds),
    fleetManagerCompanyIds: () => usersAdminRepository.fleetManagerCompanyIds(db),
    membersOf: (companyId: number, userIds: number[]) => usersAdminRepository.membersOf(db, companyId, userIds),
  } satisfies CompanyPeople;
  return {
    ...forCompanies,
    /** Active people an offer can name (sales): a company's, or private customers (companyId null). */
    customers: (filter: { companyId: number | null; q?: string; limit: number }) => usersAdminRepository.customers(db, filter),
    /** Riders' names and their "anonymous in ranking" choice, for the CO2 ranking (decision 093). */
    rankingProfiles: (ids: number[]) => rankingProfilesRepository.byIds(db, ids),
  };
}
