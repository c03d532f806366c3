import { brusselsStartOfDay } from '@veloport/domain';
import { and, count, countDistinct, eq, gte, isNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bills } from '../../billing/bills/bills.table';
import { leasingContracts } from '../../billing/leasing/leasing.table';
import { companies } from '../../companies/companies.table';
import { reservations } from '../../sharing/sharing.table';
import { bikes } from '../../stock/stock.table';

/** A company's year for its impact report: its bikes, shared-bike use and what its bills came to (decision 093). */
export const impactReportRepository = {
  async company(db: DbOrTx, id: number) {
    const [row] = await db.select({ id: companies.id, name: companies.name, language: companies.language }).from(companies).where(eq(companies.id, id));
    return row ?? null;
  },

  async yearFigures(db: DbOrTx, companyId: number, year: number) {
    const from = `${year}-01-01`;
    const to = `${year}-12-31`;
    const [leased, shared, use, spent] = await Promise.all([
      // Bikes under a lease for some of the year.
      db
        .select({ n: countDistinct(leasingContracts.bikeId) })
        .from(leasingContracts)
        .where(and(eq(leasingContracts.companyId, companyId), lte(leasingContracts.startDate, to), gte(leasingContracts.endDate, from))),
      // The company's bikes assigned to no one: its shared fleet, as the booking screens offer it.
      db
        .select({ n: count() })
        .from(bikes)
        .where(and(eq(bikes.companyId, companyId), isNull(bikes.userId), notInArray(bikes.contractKind, ['sold', 'stolen']))),
      db
        .select({ trips: count(), riders: countDistinct(reservations.userId) })
        .from(reservations)
        .where(
          and(
            eq(reservations.companyId, companyId),
            sql`${reservations.status} <> 'cancelled'`,
            gte(reservations.startAt, brusselsStartOfDay(from)),
            lt(reservations.startAt, brusselsStartOfDay(`${year + 1}-01-01`)),
          ),
        ),
      // Issued bills and credit notes (negative) of the year, excluding VAT.
      db
        .select({ cents: sql<string>`coalesce(sum(${bills.exclVatCents}), 0)` })
        .from(bills)
        .where(and(eq(bills.companyId, companyId), sql`${bills.status} <> 'draft'`, gte(bills.issueDate, from), lte(bills.issueDate, to))),
    ]);
    return {
      bikesLeased: leased[0]?.n ?? 0,
      bikesShared: shared[0]?.n ?? 0,
      sharedTrips: use[0]?.trips ?? 0,
      sharedRiders: use[0]?.riders ?? 0,
      spentExclVatCents: Number(spent[0]?.cents ?? 0),
    };
  },
};
