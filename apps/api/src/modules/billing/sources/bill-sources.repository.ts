import { and, asc, eq, inArray, isNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bills } from '../bills/bills.table';
import { billBikes, billSources } from './bill-sources.table';

/** The billing module's own rows: which bill bills which source, and which bikes a bill concerns (decision 048). */
export const billSourcesRepository = {
  /** The sources of these kind and ids held by a bill not credited in full. */
  billed: (db: DbOrTx, kind: string, ids: number[]) =>
    db
      .select({ sourceId: billSources.sourceId, billId: billSources.billId })
      .from(billSources)
      .innerJoin(bills, eq(bills.id, billSources.billId))
      .where(
        and(eq(billSources.kind, kind), inArray(billSources.sourceId, ids), isNull(billSources.releasedAt), ne(bills.status, 'credited')),
      ),
  /** Rows of bills credited in full give their sources back (so the unique index lets them be billed again). */
  release: (db: DbOrTx, kind: string, ids: number[]) =>
    db
      .update(billSources)
      .set({ releasedAt: sql`now()` })
      .where(
        and(
          eq(billSources.kind, kind),
          inArray(billSources.sourceId, ids),
          isNull(billSources.releasedAt),
          sql`${billSources.billId} in (select id from ${bills} where status = 'credited')`,
        ),
      ),
  insertSources: (db: DbOrTx, rows: (typeof billSources.$inferInsert)[]) =>
    rows.length ? db.insert(billSources).values(rows) : Promise.resolve(),
  sourcesOf: (db: DbOrTx, billId: number) =>
    db.select().from(billSources).where(eq(billSources.billId, billId)).orderBy(asc(billSources.id)),
  async linkBikes(db: DbOrTx, billId: number, bikeIds: number[], actorId: number | null) {
    if (bikeIds.length)
      await db
        .insert(billBikes)
        .values(bikeIds.map((bikeId) => ({ billId, bikeId, createdById: actorId })))
        .onConflictDoNothing();
  },
  async replaceBikes(db: DbOrTx, billId: number, bikeIds: number[], actorId: number | null) {
    await db.delete(billBikes).where(eq(billBikes.billId, billId));
    await this.linkBikes(db, billId, bikeIds, actorId);
  },

  /** bikes-to-link: issued invoices, not credited, with no bike linked yet. */
  toLinkWhere: () =>
    and(
      eq(bills.kind, 'invoice'),
      notInArray(bills.status, ['draft', 'credited']),
      sql`not exists (select 1 from ${billBikes} bb where bb.bill_id = ${bills.id})`,
    )!,
  toLink(db: DbOrTx, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
    return db
      .select({
        id: bills.id,
        number: bills.number,
        status: bills.status,
        customerName: bills.customerName,
        issueDate: bills.issueDate,
        inclVatCents: bills.inclVatCents,
        sourceKinds: sql<string[]>`array(select distinct s.kind from ${billSources} s where s.bill_id = ${bills.id})`,
      })
      .from(bills)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
  },
  async toLinkCount(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bills)
      .where(where);
    return Number(row?.n ?? 0);
  },
};
