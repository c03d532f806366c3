import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { offerUploads } from './offer-uploads.table';

export type OfferUploadRow = typeof offerUploads.$inferSelect;

/** Callers check the offer is visible first; every query is still bound to that offer. */
export const offerUploadsRepository = {
  async list(db: DbOrTx, offerId: number, window: { limit: number; offset: number }) {
    const where = eq(offerUploads.offerId, offerId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(offerUploads)
        .where(where)
        .orderBy(desc(offerUploads.createdAt), desc(offerUploads.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ n: count() }).from(offerUploads).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  async byId(db: DbOrTx, offerId: number, id: number): Promise<OfferUploadRow | undefined> {
    const [row] = await db
      .select()
      .from(offerUploads)
      .where(and(eq(offerUploads.offerId, offerId), eq(offerUploads.id, id)));
    return row;
  },

  async insert(db: DbOrTx, values: typeof offerUploads.$inferInsert): Promise<OfferUploadRow> {
    const [row] = await db.insert(offerUploads).values(values).returning();
    return row!;
  },

  async remove(db: DbOrTx, id: number) {
    await db.delete(offerUploads).where(eq(offerUploads.id, id));
  },
};
