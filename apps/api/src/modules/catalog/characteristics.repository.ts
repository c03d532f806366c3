import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bikeModels, technicalCharacteristics } from './catalog.table';

export type CharacteristicRow = typeof technicalCharacteristics.$inferSelect;

export const characteristicsRepository = {
  all: (db: DbOrTx) =>
    db.select().from(technicalCharacteristics).orderBy(asc(technicalCharacteristics.position), asc(technicalCharacteristics.id)),
  async byId(db: DbOrTx, id: number) {
    const [row] = await db.select().from(technicalCharacteristics).where(eq(technicalCharacteristics.id, id));
    return row;
  },
  async insert(db: DbOrTx, values: typeof technicalCharacteristics.$inferInsert) {
    const [row] = await db.insert(technicalCharacteristics).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof technicalCharacteristics.$inferInsert>) {
    const [row] = await db
      .update(technicalCharacteristics)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(technicalCharacteristics.id, id))
      .returning();
    return row;
  },
  async remove(db: DbOrTx, id: number) {
    await db.delete(technicalCharacteristics).where(eq(technicalCharacteristics.id, id));
  },
  /** How many models hold a value for this characteristic. */
  async usedBy(db: DbOrTx, id: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(bikeModels)
      .where(sql`${bikeModels.characteristics} ? ${String(id)}`);
    return Number(row?.n ?? 0);
  },
};
