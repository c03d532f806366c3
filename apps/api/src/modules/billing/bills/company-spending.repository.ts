import { and, countDistinct, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { leasingContracts } from '../leasing/leasing.table';
import { bills } from './bills.table';

/** A company's year on its plan, for the impact report (decision 093). */
export const companySpendingRepository = {
  /** Its bills issued from `from` to `to` (not drafts; credit notes are negative), excluding VAT. */
  async spentExclVatCents(db: DbOrTx, companyId: number, from: string, to: string): Promise<number> {
    const [row] = await db
      .select({ cents: sql<string>`coalesce(sum(${bills.exclVatCents}), 0)` })
      .from(bills)
      .where(and(eq(bills.companyId, companyId), sql`${bills.status} <> 'draft'`, gte(bills.issueDate, from), lte(bills.issueDate, to)));
    return Number(row?.cents ?? 0);
  },
  /** The bikes under one of its leasing contracts for some of the days from `from` to `to`. */
  async leasedBikes(db: DbOrTx, companyId: number, from: string, to: string): Promise<number> {
    const [row] = await db
      .select({ n: countDistinct(leasingContracts.bikeId) })
      .from(leasingContracts)
      .where(and(eq(leasingContracts.companyId, companyId), lte(leasingContracts.startDate, to), gte(leasingContracts.endDate, from)));
    return row?.n ?? 0;
  },
};
