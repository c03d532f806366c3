import { and, asc, eq, gte } from 'drizzle-orm';
import type { Tx } from '../client';
import { accessoryStock } from '../../modules/stock/stock.table';

/**
 * Reorder levels for a few accessories in Liège (decision 100), so that the stock list's filter and the monitor's
 * line show something: two at or under their level (one exactly at it: a shop reorders when stock falls to the
 * level), two comfortably above. Runs after the seeds that sell from the stock, so the quantities are final.
 */
export async function seedReorderLevelsDemo(tx: Tx): Promise<void> {
  const STORE = 1;
  const rows = await tx
    .select({ accessoryId: accessoryStock.accessoryId, quantity: accessoryStock.quantity })
    .from(accessoryStock)
    .where(and(eq(accessoryStock.stockLocationId, STORE), gte(accessoryStock.quantity, 4)))
    .orderBy(asc(accessoryStock.accessoryId))
    .limit(4);
  const levels = [(q: number) => q, (q: number) => q + 3, () => 2, () => 1];
  for (const [i, row] of rows.entries()) {
    await tx
      .update(accessoryStock)
      .set({ reorderLevel: levels[i]!(row.quantity) })
      .where(and(eq(accessoryStock.accessoryId, row.accessoryId), eq(accessoryStock.stockLocationId, STORE)));
  }
}
