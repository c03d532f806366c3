import type { BillBikeLinkQuery } from '@veloport/domain';
import { and, asc, desc, eq, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, IdCondition } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { bills } from '../bills/bills.table';
import { billBikes, billSources } from './bill-sources.table';

type Sort = BillBikeLinkQuery['sort'];
type Order = 'asc' | 'desc';
const LINK_ORDER: Record<Sort, (o: Order) => SQL[]> = {
  date: (o) => [sql`${bills.issueDate} ${sql.raw(o)} nulls last`, (o === 'asc' ? asc : desc)(bills.id)],
  number: (o) => [sql`${bills.number} ${sql.raw(o)} nulls last`, (o === 'asc' ? asc : desc)(bills.id)],
  customer: (o) => [(o === 'asc' ? asc : desc)(bills.customerName), (o === 'asc' ? asc : desc)(bills.id)],
};
/** A bill by its number or its customer's name. */
const billQ = (q: string | undefined) =>
  q ? sql`(${bills.number} ilike ${containsPattern(q)} or ${bills.customerName} ilike ${containsPattern(q)})` : undefined;
const billColumns = {
  id: bills.id,
  number: bills.number,
  status: bills.status,
  customerName: bills.customerName,
  issueDate: bills.issueDate,
  inclVatCents: bills.inclVatCents,
};

/** The billing module's own rows: which bill bills which source, and which bikes a bill concerns (decision 048). */
export const billSourcesRepository = {
  /** The till tickets a bill bills (decision 113). */
  async ticketIdsOf(db: DbOrTx, billId: number): Promise<number[]> {
    const rows = await db
      .select({ id: billSources.sourceId })
      .from(billSources)
      .where(and(eq(billSources.billId, billId), eq(billSources.kind, 'checkout_ticket')));
    return rows.map((r) => r.id);
  },
  /**
   * "Not billed yet" for a source kind, on the source's id column (decision 069): no bill that is not credited in full
   * holds it. The owning module adds it to its own read of what may be billed, so the list is one query.
   */
  unbilled:
    (kind: string): IdCondition =>
    (id) =>
      sql`not exists (select 1 from ${billSources} s join ${bills} b on b.id = s.bill_id where s.kind = ${kind} and s.source_id = ${id} and s.released_at is null and b.status <> 'credited')`,
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

  /** The bikes (ids) each of these bills concerns. */
  bikeIdsOf: (db: DbOrTx, billIds: number[]) =>
    billIds.length
      ? db.select({ billId: billBikes.billId, bikeId: billBikes.bikeId }).from(billBikes).where(inArray(billBikes.billId, billIds))
      : Promise.resolve([]),
  async billExists(db: DbOrTx, id: number) {
    return (await db.select({ id: bills.id }).from(bills).where(eq(bills.id, id))).length > 0;
  },
  async lockBill(tx: DbOrTx, id: number) {
    return (await tx.select({ id: bills.id }).from(bills).where(eq(bills.id, id)).for('update')).length > 0;
  },

  /** bikes-link's filter: the bill's number or customer, or one of the bikes whose frame matched `q`; one bike. */
  linksWhere: (q: string | undefined, frameBikeIds: number[], bikeId: number | null) =>
    and(
      q ? (frameBikeIds.length ? or(billQ(q), inArray(billBikes.bikeId, frameBikeIds)) : billQ(q)) : undefined,
      bikeId ? eq(billBikes.bikeId, bikeId) : undefined,
    ),
  /** bikes-link: each link of an issued or draft bill to a bike. */
  links: (db: DbOrTx, where: SQL | undefined, sort: Sort, order: Order, limit: number, offset: number) =>
    db
      .select({ bill: billColumns, bikeId: billBikes.bikeId })
      .from(billBikes)
      .innerJoin(bills, eq(bills.id, billBikes.billId))
      .where(where)
      .orderBy(...LINK_ORDER[sort](order))
      .limit(limit)
      .offset(offset),
  async linksCount(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(billBikes)
      .innerJoin(bills, eq(bills.id, billBikes.billId))
      .where(where);
    return Number(row?.n ?? 0);
  },

  /** bikes-to-link: issued invoices, not credited, with no bike linked yet. */
  toLinkWhere: (q: string | undefined) =>
    and(
      eq(bills.kind, 'invoice'),
      notInArray(bills.status, ['draft', 'credited']),
      sql`not exists (select 1 from ${billBikes} bb where bb.bill_id = ${bills.id})`,
      billQ(q),
    ),
  toLink(db: DbOrTx, where: SQL | undefined, sort: Sort, order: Order, limit: number, offset: number) {
    return db
      .select({
        ...billColumns,
        sourceKinds: sql<string[]>`array(select distinct s.kind from ${billSources} s where s.bill_id = ${bills.id})`,
      })
      .from(bills)
      .where(where)
      .orderBy(...LINK_ORDER[sort](order))
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
