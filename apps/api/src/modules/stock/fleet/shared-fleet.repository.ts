import { and, count, eq, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bikes } from '../stock.table';

/** A company's shared fleet (decision 093): its bikes assigned to no one, neither sold nor stolen. */
export const sharedFleetRepository = {
  async count(db: DbOrTx, companyId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(bikes)
      .where(and(eq(bikes.companyId, companyId), isNull(bikes.userId), notInArray(bikes.contractKind, ['sold', 'stolen', 'scrapped'])));
    return row?.n ?? 0;
  },
};
