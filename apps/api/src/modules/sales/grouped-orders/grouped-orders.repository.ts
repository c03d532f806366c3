import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { GroupedOrderStatus, OrderedLineQuery } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { groupedOrderLines, groupedOrders } from './grouped-orders.table';

export type GroupedOrderRow = typeof groupedOrders.$inferSelect;
export type GroupedOrderLineRow = typeof groupedOrderLines.$inferSelect;
type ListFilters = { q?: string; status?: GroupedOrderStatus };

function orderWhere(f: ListFilters): SQL | undefined {
  const pattern = f.q ? containsPattern(f.q) : undefined;
  return and(
    f.status ? eq(groupedOrders.status, f.status) : undefined,
    pattern ? or(ilike(groupedOrders.supplier, pattern), ilike(groupedOrders.reference, pattern)) : undefined,
  );
}

function lineWhere(kinds: readonly string[], f: Omit<OrderedLineQuery, 'page' | 'perPage' | 'sort' | 'order' | 'format'>): SQL | undefined {
  const pattern = f.q ? containsPattern(f.q) : undefined;
  return and(
    inArray(groupedOrderLines.kind, [...kinds]),
    f.status ? eq(groupedOrders.status, f.status) : undefined,
    f.pending
      ? and(ne(groupedOrders.status, 'cancelled'), sql`${groupedOrderLines.receivedQuantity} < ${groupedOrderLines.quantity}`)
      : undefined,
    pattern
      ? or(ilike(groupedOrders.supplier, pattern), ilike(groupedOrders.reference, pattern), ilike(groupedOrderLines.label, pattern))
      : undefined,
  );
}

export const groupedOrdersRepository = {
  /** The supplier orders a customer order's bike was ordered in (newest first), with what arrived of it. */
  async forCustomerOrder(db: DbOrTx, orderId: number) {
    return db
      .select({
        id: groupedOrders.id,
        supplier: groupedOrders.supplier,
        reference: groupedOrders.reference,
        status: groupedOrders.status,
        expectedOn: groupedOrders.expectedOn,
        quantity: groupedOrderLines.quantity,
        receivedQuantity: groupedOrderLines.receivedQuantity,
      })
      .from(groupedOrderLines)
      .innerJoin(groupedOrders, eq(groupedOrders.id, groupedOrderLines.groupedOrderId))
      .where(eq(groupedOrderLines.orderId, orderId))
      .orderBy(desc(groupedOrders.id));
  },
  async byId(db: DbOrTx, id: number): Promise<GroupedOrderRow | undefined> {
    const [row] = await db.select().from(groupedOrders).where(eq(groupedOrders.id, id));
    return row;
  },
  async lock(db: DbOrTx, id: number): Promise<GroupedOrderRow | undefined> {
    const [row] = await db.select().from(groupedOrders).where(eq(groupedOrders.id, id)).for('update');
    return row;
  },
  async insert(db: DbOrTx, values: typeof groupedOrders.$inferInsert) {
    const [row] = await db.insert(groupedOrders).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof groupedOrders.$inferInsert>) {
    const [row] = await db
      .update(groupedOrders)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(groupedOrders.id, id))
      .returning();
    return row!;
  },
  page(
    db: DbOrTx,
    f: ListFilters,
    sort: 'id' | 'supplier' | 'expectedOn' | 'status',
    order: 'asc' | 'desc',
    limit: number,
    offset: number,
  ) {
    const dir = order === 'asc' ? asc : desc;
    const column = {
      id: groupedOrders.id,
      supplier: groupedOrders.supplier,
      expectedOn: groupedOrders.expectedOn,
      status: groupedOrders.status,
    }[sort];
    return db.select().from(groupedOrders).where(orderWhere(f)).orderBy(dir(column), dir(groupedOrders.id)).limit(limit).offset(offset);
  },
  async count(db: DbOrTx, f: ListFilters) {
    const [row] = await db.select({ n: count() }).from(groupedOrders).where(orderWhere(f));
    return Number(row?.n ?? 0);
  },

  linesOf: (db: DbOrTx, ids: number[]) =>
    ids.length
      ? db.select().from(groupedOrderLines).where(inArray(groupedOrderLines.groupedOrderId, ids)).orderBy(asc(groupedOrderLines.id))
      : Promise.resolve([]),
  async line(db: DbOrTx, groupedOrderId: number, lineId: number): Promise<GroupedOrderLineRow | undefined> {
    const [row] = await db
      .select()
      .from(groupedOrderLines)
      .where(and(eq(groupedOrderLines.groupedOrderId, groupedOrderId), eq(groupedOrderLines.id, lineId)));
    return row;
  },
  async insertLine(db: DbOrTx, values: typeof groupedOrderLines.$inferInsert) {
    const [row] = await db.insert(groupedOrderLines).values(values).returning();
    return row!;
  },
  async updateLine(db: DbOrTx, id: number, values: Partial<typeof groupedOrderLines.$inferInsert>) {
    const [row] = await db.update(groupedOrderLines).set(values).where(eq(groupedOrderLines.id, id)).returning();
    return row!;
  },
  deleteLine: (db: DbOrTx, id: number) => db.delete(groupedOrderLines).where(eq(groupedOrderLines.id, id)),

  /** bike-orders/list and accessories-orders/list: lines of the given kinds with their grouped order. */
  orderedLines(db: DbOrTx, kinds: readonly string[], f: OrderedLineQuery, limit: number, offset: number) {
    const dir = f.order === 'asc' ? asc : desc;
    const column = { id: groupedOrderLines.id, supplier: groupedOrders.supplier, expectedOn: groupedOrders.expectedOn }[f.sort];
    return db
      .select({ line: groupedOrderLines, order: groupedOrders })
      .from(groupedOrderLines)
      .innerJoin(groupedOrders, eq(groupedOrders.id, groupedOrderLines.groupedOrderId))
      .where(lineWhere(kinds, f))
      .orderBy(dir(column), dir(groupedOrderLines.id))
      .limit(limit)
      .offset(offset);
  },
  async countOrderedLines(db: DbOrTx, kinds: readonly string[], f: OrderedLineQuery) {
    const [row] = await db
      .select({ n: count() })
      .from(groupedOrderLines)
      .innerJoin(groupedOrders, eq(groupedOrders.id, groupedOrderLines.groupedOrderId))
      .where(lineWhere(kinds, f));
    return Number(row?.n ?? 0);
  },
};
