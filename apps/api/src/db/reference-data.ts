import { count, sql } from 'drizzle-orm';
import type { Db } from './client';
import { stockLocations } from './schema';

/** Data every installation needs, demo or not: the two shops (seed §3 Service price store, §8 fallback). */
export async function ensureReferenceData(db: Db): Promise<void> {
  // Read first: every start passes here, and a write (and the sequence's reset) costs a restart half a second on the
  // embedded database (decision 071).
  const [present] = await db
    .select({ n: count() })
    .from(stockLocations)
    .where(sql`${stockLocations.id} in (1, 2)`);
  if (Number(present?.n ?? 0) === 2) return;
  await db
    .insert(stockLocations)
    .values([
      { id: 1, name: 'Liège', nameTranslations: { fr: 'Liège', en: 'Liège', nl: 'Luik' } },
      { id: 2, name: 'Bruxelles', nameTranslations: { fr: 'Bruxelles', en: 'Brussels', nl: 'Brussel' } },
    ])
    .onConflictDoNothing();
  await db.execute(sql`select setval(pg_get_serial_sequence('stock_locations', 'id'), greatest((select max(id) from stock_locations), 1))`);
}
