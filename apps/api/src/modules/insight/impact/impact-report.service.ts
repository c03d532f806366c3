import { co2KgOf, rankingPeriodOf, roundKm, type AuthUser, type Locale } from '@veloport/domain';
import type { BillsCompanySpending, CompaniesForReport, SharedFleetCount, SharedUse } from './impact-report.sources';
import { scopeOf } from '../../../platform/tenancy';
import { carGramsPerKm, riderTotals, type RiderSources } from './rider-km';

export type ImpactReportService = ReturnType<typeof createImpactReportService>;

export type ImpactReport = {
  company: { id: number; name: string };
  language: Locale;
  year: number;
  carGramsPerKm: number;
  riders: number;
  km: number;
  co2Kg: number;
  months: { month: string; riders: number; km: number; co2Kg: number }[];
  bikesLeased: number;
  bikesShared: number;
  sharedTrips: number;
  sharedRiders: number;
  spentExclVatCents: number;
};

/** The employer's impact report of a year (decision 093): for the company's fleet manager and the admins. */
export function createImpactReportService(
  sources: RiderSources & {
    companies: CompaniesForReport;
    spending: BillsCompanySpending;
    sharedFleet: SharedFleetCount;
    sharedUse: SharedUse;
  },
) {
  const { companies, spending, sharedFleet, sharedUse } = sources;
  async function kmOf(companyId: number, period: string) {
    const totals = (await riderTotals(sources, { companyId }, rankingPeriodOf(period)!)).filter((r) => roundKm(r.km) > 0);
    return { riders: totals.length, km: roundKm(totals.reduce((n, r) => n + r.km, 0)) };
  }

  return {
    async report(viewer: AuthUser, companyId: number, year: number): Promise<ImpactReport> {
      // Another company's report does not exist for a fleet manager: the companies module answers 404.
      const company = await companies.get(scopeOf(viewer), companyId);
      const from = `${year}-01-01`;
      const to = `${year}-12-31`;
      const [grams, whole, spentExclVatCents, bikesLeased, bikesShared, use] = await Promise.all([
        carGramsPerKm(sources.db),
        kmOf(companyId, String(year)),
        spending.spentExclVatCents(companyId, from, to),
        spending.leasedBikes(companyId, from, to),
        sharedFleet.count(companyId),
        sharedUse.companyUse(companyId, from, to),
      ]);
      const months = [];
      for (let m = 1; m <= 12; m++) {
        const month = `${year}-${String(m).padStart(2, '0')}`;
        const { riders, km } = await kmOf(companyId, month);
        months.push({ month, riders, km, co2Kg: co2KgOf(km, grams) });
      }
      return {
        company: { id: company.id, name: company.name },
        language: company.language,
        year,
        carGramsPerKm: grams,
        ...whole,
        co2Kg: co2KgOf(whole.km, grams),
        months,
        bikesLeased,
        bikesShared,
        sharedTrips: use.trips,
        sharedRiders: use.riders,
        spentExclVatCents,
      };
    },
  };
}
