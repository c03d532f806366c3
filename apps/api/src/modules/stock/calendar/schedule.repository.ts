import { asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { storeClosures, storeOpeningHours } from '../stock.table';

export const scheduleRepository = {
  hours: (db: DbOrTx) =>
    db
      .select()
      .from(storeOpeningHours)
      .orderBy(asc(storeOpeningHours.stockLocationId), asc(storeOpeningHours.weekday), asc(storeOpeningHours.opens)),
  closuresFrom: (db: DbOrTx, today: string) =>
    db.select().from(storeClosures).where(gte(storeClosures.toDate, today)).orderBy(asc(storeClosures.fromDate), asc(storeClosures.id)),
  async replaceStore(
    db: DbOrTx,
    locationId: number,
    hours: { weekday: number; opens: string; closes: string }[],
    closures: { from: string; to: string; reason: { fr: string; en: string; nl: string }; kind: string }[],
  ) {
    await db.delete(storeOpeningHours).where(eq(storeOpeningHours.stockLocationId, locationId));
    await db.delete(storeClosures).where(eq(storeClosures.stockLocationId, locationId));
    if (hours.length) await db.insert(storeOpeningHours).values(hours.map((h) => ({ stockLocationId: locationId, ...h })));
    if (closures.length)
      await db
        .insert(storeClosures)
        .values(closures.map((c) => ({ stockLocationId: locationId, fromDate: c.from, toDate: c.to, reason: c.reason, kind: c.kind })));
  },
};
