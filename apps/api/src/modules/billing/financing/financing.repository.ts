import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { addDays, type FinancingListQuery } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { bikeFinancings } from './financing.table';

export type FinancingRow = typeof bikeFinancings.$inferSelect;
export type FinancingFilters = Pick<FinancingListQuery, 'financier' | 'status' | 'bikeId' | 'endingWithinDays' | 'q'> & {
  today: string;
  frameBikeId?: number | null;
};

/** Financier exactly (any case), status, bike, "ending within N days" (active only); `q` in the financier, reference, notes or a frame number. */
export function financingWhere(f: FinancingFilters): SQL | undefined {
  const q = f.q ? containsPattern(f.q) : null;
  return and(
    f.financier ? sql`lower(${bikeFinancings.financier}) = lower(${f.financier})` : undefined,
    f.status ? eq(bikeFinancings.status, f.status) : undefined,
    f.bikeId ? eq(bikeFinancings.bikeId, f.bikeId) : undefined,
    f.endingWithinDays
      ? and(
          eq(bikeFinancings.status, 'active'),
          gte(bikeFinancings.endDate, f.today),
          lte(bikeFinancings.endDate, addDays(f.today, f.endingWithinDays)),
        )
      : undefined,
    q
      ? or(
          ilike(bikeFinancings.financier, q),
          ilike(bikeFinancings.contractReference, q),
          ilike(bikeFinancings.notes, q),
          f.frameBikeId ? eq(bikeFinancings.bikeId, f.frameBikeId) : undefined,
        )
      : undefined,
  );
}

const SORTS = {
  endDate: bikeFinancings.endDate,
  startDate: bikeFinancings.startDate,
  financier: bikeFinancings.financier,
  financedAmountCents: bikeFinancings.financedAmountCents,
  id: bikeFinancings.id,
} as const;

export const financingRepository = {
  async byId(db: DbOrTx, id: number): Promise<FinancingRow | undefined> {
    const [row] = await db.select().from(bikeFinancings).where(eq(bikeFinancings.id, id));
    return row;
  },
  async lock(db: DbOrTx, id: number): Promise<FinancingRow | undefined> {
    const [row] = await db.select().from(bikeFinancings).where(eq(bikeFinancings.id, id)).for('update');
    return row;
  },
  async activeOfBike(db: DbOrTx, bikeId: number): Promise<FinancingRow | undefined> {
    const [row] = await db
      .select()
      .from(bikeFinancings)
      .where(and(eq(bikeFinancings.bikeId, bikeId), eq(bikeFinancings.status, 'active')));
    return row;
  },
  async insert(db: DbOrTx, values: typeof bikeFinancings.$inferInsert) {
    const [row] = await db.insert(bikeFinancings).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof bikeFinancings.$inferInsert>) {
    const [row] = await db
      .update(bikeFinancings)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(bikeFinancings.id, id))
      .returning();
    return row!;
  },
  page(db: DbOrTx, where: SQL | undefined, sort: FinancingListQuery['sort'], order: 'asc' | 'desc', limit: number, offset: number) {
    const dir = order === 'asc' ? asc : desc;
    return db.select().from(bikeFinancings).where(where).orderBy(dir(SORTS[sort]), dir(bikeFinancings.id)).limit(limit).offset(offset);
  },
  async count(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(bikeFinancings).where(where);
    return Number(row?.n ?? 0);
  },
  async financiers(db: DbOrTx) {
    const rows = await db
      .selectDistinct({ name: bikeFinancings.financier })
      .from(bikeFinancings)
      .orderBy(asc(bikeFinancings.financier))
      .limit(200);
    return rows.map((r) => r.name);
  },
};
