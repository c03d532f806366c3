import { co2KgOf, rankingPeriodOf, roundKm, toLocale, type AuthUser, type Clock, type Locale } from '@veloport/domain';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { scopeOf } from '../../../platform/tenancy';
import { impactReportRepository as repo } from './impact-report.repository';
import { carGramsPerKm, riderTotals } from './rider-km';

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
export function createImpactReportService({ clock, db }: { clock: Clock; db: Db }) {
  async function kmOf(companyId: number, period: string) {
    const totals = (await riderTotals(db, clock, { companyId }, rankingPeriodOf(period)!)).filter((r) => roundKm(r.km) > 0);
    return { riders: totals.length, km: roundKm(totals.reduce((n, r) => n + r.km, 0)) };
  }

  return {
    async report(viewer: AuthUser, companyId: number, year: number): Promise<ImpactReport> {
      const scope = scopeOf(viewer);
      // Another company's report does not exist for a fleet manager (404, not 403).
      if (scope.kind !== 'all' && !(scope.kind === 'company' && scope.companyId === companyId)) throw notFound('No such company');
      const company = await repo.company(db, companyId);
      if (!company) throw notFound('No such company');
      const [grams, figures, whole] = await Promise.all([carGramsPerKm(db), repo.yearFigures(db, companyId, year), kmOf(companyId, String(year))]);
      const months = [];
      for (let m = 1; m <= 12; m++) {
        const month = `${year}-${String(m).padStart(2, '0')}`;
        const { riders, km } = await kmOf(companyId, month);
        months.push({ month, riders, km, co2Kg: co2KgOf(km, grams) });
      }
      return {
        company: { id: company.id, name: company.name },
        language: toLocale(company.language),
        year,
        carGramsPerKm: grams,
        ...whole,
        co2Kg: co2KgOf(whole.km, grams),
        months,
        ...figures,
      };
    },
  };
}
