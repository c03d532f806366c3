import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { publicRequestReplies, publicRequests } from './requests.table';

export type RequestRow = typeof publicRequests.$inferSelect;
export type ReplyRow = typeof publicRequestReplies.$inferSelect;

export const requestsRepository = {
  async insert(db: DbOrTx, values: typeof publicRequests.$inferInsert): Promise<RequestRow> {
    const [row] = await db.insert(publicRequests).values(values).returning();
    return row!;
  },
  async byId(db: DbOrTx, id: number): Promise<RequestRow | undefined> {
    const [row] = await db.select().from(publicRequests).where(eq(publicRequests.id, id));
    return row;
  },
  async byIdForUpdate(db: DbOrTx, id: number): Promise<RequestRow | undefined> {
    const [row] = await db.select().from(publicRequests).where(eq(publicRequests.id, id)).for('update');
    return row;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof publicRequests.$inferInsert>): Promise<RequestRow> {
    const [row] = await db
      .update(publicRequests)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(publicRequests.id, id))
      .returning();
    return row!;
  },
  /** Requests sent from one address since `since`, and the oldest of them (to say when the limit lifts). */
  async recentFrom(db: DbOrTx, ip: string, since: Date) {
    const rows = await db
      .select({ at: publicRequests.createdAt })
      .from(publicRequests)
      .where(and(eq(publicRequests.ip, ip), gt(publicRequests.createdAt, since)))
      .orderBy(asc(publicRequests.createdAt));
    return { n: rows.length, oldest: rows[0]?.at ?? null };
  },
  page: (db: DbOrTx, where: SQL | undefined, order: 'asc' | 'desc', limit: number, offset: number) =>
    db
      .select()
      .from(publicRequests)
      .where(where)
      .orderBy(
        order === 'asc' ? asc(publicRequests.createdAt) : desc(publicRequests.createdAt),
        order === 'asc' ? asc(publicRequests.id) : desc(publicRequests.id),
      )
      .limit(limit)
      .offset(offset),
  async insertReply(db: DbOrTx, values: typeof publicRequestReplies.$inferInsert): Promise<ReplyRow> {
    const [row] = await db.insert(publicRequestReplies).values(values).returning();
    return row!;
  },
  replies: (db: DbOrTx, requestId: number) =>
    db
      .select()
      .from(publicRequestReplies)
      .where(eq(publicRequestReplies.requestId, requestId))
      .orderBy(asc(publicRequestReplies.sentAt), asc(publicRequestReplies.id)),
  async count(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(publicRequests).where(where);
    return Number(row?.n ?? 0);
  },
};

export const requestWhere = (f: { type?: string; status?: string }) =>
  and(f.type ? eq(publicRequests.type, f.type) : undefined, f.status ? eq(publicRequests.status, f.status) : undefined);
