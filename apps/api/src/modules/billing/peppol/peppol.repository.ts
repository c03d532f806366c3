import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { peppolDeliveries } from './peppol.table';

export const peppolRepository = {
  async byBill(db: DbOrTx, billId: number) {
    const [row] = await db.select().from(peppolDeliveries).where(eq(peppolDeliveries.billId, billId));
    return row;
  },
  async insert(db: DbOrTx, values: typeof peppolDeliveries.$inferInsert) {
    const [row] = await db.insert(peppolDeliveries).values(values).returning();
    return row!;
  },
};
