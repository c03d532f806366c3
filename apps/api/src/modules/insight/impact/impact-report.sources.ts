import type { CompanySpendingService } from '../../billing/bills/company-spending.service';
import type { CompaniesService } from '../../companies/companies.service';
import type { RidingDaysService } from '../../sharing/statistics/riding-days.service';
import type { SharedFleetService } from '../../stock/fleet/shared-fleet.service';

/** What the impact report reads of other modules, each through its service (decision 069, 093). */
export type CompaniesForReport = Pick<CompaniesService, 'get'>;
export type BillsCompanySpending = Pick<CompanySpendingService, 'spentExclVatCents' | 'leasedBikes'>;
export type SharedFleetCount = Pick<SharedFleetService, 'count'>;
export type SharedUse = Pick<RidingDaysService, 'companyUse'>;
