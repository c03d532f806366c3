import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { peppolInboundDocuments } from './peppol-inbound.table';

export type InboundRow = typeof peppolInboundDocuments.$inferSelect;
type NewInbound = typeof peppolInboundDocuments.$inferInsert;

/** The deliveries of the Peppol access point, one per document id (decision 107). */
export const peppolInboundRepository = {
  async byDocumentId(db: DbOrTx, documentId: string): Promise<InboundRow | null> {
    const [row] = await db.select().from(peppolInboundDocuments).where(eq(peppolInboundDocuments.documentId, documentId));
    return row ?? null;
  },
  async insert(db: DbOrTx, values: NewInbound): Promise<InboundRow> {
    const [row] = await db.insert(peppolInboundDocuments).values(values).returning();
    return row!;
  },
  latest(db: DbOrTx, limit: number): Promise<InboundRow[]> {
    return db
      .select()
      .from(peppolInboundDocuments)
      .orderBy(desc(peppolInboundDocuments.receivedAt), desc(peppolInboundDocuments.id))
      .limit(limit);
  },
  /** A refusal kept once: a concurrent delivery of the same id that got there first keeps its own. */
  async insertRefusal(db: DbOrTx, values: NewInbound): Promise<void> {
    await db.insert(peppolInboundDocuments).values(values).onConflictDoNothing();
  },
};
