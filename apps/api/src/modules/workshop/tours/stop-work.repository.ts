import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { tourStopNotes, tourStopWorkActions } from './stop-work.table';

export type StopNoteRow = typeof tourStopNotes.$inferSelect;

/** Notes and applied action ids of the stops' work (decision 034). */
export const stopWorkRepository = {
  notes: (db: DbOrTx, stopIds: number[]) =>
    stopIds.length
      ? db.select().from(tourStopNotes).where(inArray(tourStopNotes.stopId, stopIds)).orderBy(asc(tourStopNotes.id))
      : Promise.resolve([] as StopNoteRow[]),
  async insertNote(db: DbOrTx, values: typeof tourStopNotes.$inferInsert) {
    const [row] = await db.insert(tourStopNotes).values(values).returning();
    return row!;
  },
  async action(db: DbOrTx, clientActionId: string) {
    const [row] = await db.select().from(tourStopWorkActions).where(eq(tourStopWorkActions.clientActionId, clientActionId));
    return row;
  },
  /** True when this id was not taken yet (and is now); false when another call took it first. */
  async claim(db: DbOrTx, values: typeof tourStopWorkActions.$inferInsert) {
    const rows = await db.insert(tourStopWorkActions).values(values).onConflictDoNothing().returning();
    return rows.length === 1;
  },
  release: (db: DbOrTx, clientActionId: string, stopId: number) =>
    db
      .delete(tourStopWorkActions)
      .where(and(eq(tourStopWorkActions.clientActionId, clientActionId), eq(tourStopWorkActions.stopId, stopId))),
};
