import { and, asc, count, desc, eq, inArray, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scopeCondition, type TenantScope } from '../../platform/tenancy';
import { orders } from './sales.table';

export type OrderRow = typeof orders.$inferSelect;
export type OrderFilters = { statuses?: string[]; companyId?: number; userId?: number; offerId?: number };

const scoped = (scope: TenantScope, where?: SQL) => and(scopeCondition(scope, { company: orders.companyId, owner: orders.userId }), where);

function filters(f: OrderFilters) {
  return and(
    f.statuses ? inArray(orders.status, f.statuses) : undefined,
    f.companyId ? eq(orders.companyId, f.companyId) : undefined,
    f.userId ? eq(orders.userId, f.userId) : undefined,
    f.offerId ? eq(orders.offerId, f.offerId) : undefined,
  );
}

export const ordersRepository = {
  async byId(db: DbOrTx, scope: TenantScope, id: number): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(scoped(scope, eq(orders.id, id)));
    return row;
  },
  async lock(db: DbOrTx, scope: TenantScope, id: number): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(scoped(scope, eq(orders.id, id)))
      .for('update');
    return row;
  },
  ofOffer: (db: DbOrTx, offerId: number) => db.select().from(orders).where(eq(orders.offerId, offerId)).orderBy(asc(orders.id)),
  async insertMany(db: DbOrTx, values: (typeof orders.$inferInsert)[]) {
    if (values.length === 0) return [];
    return db.insert(orders).values(values).returning();
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof orders.$inferInsert>) {
    const [row] = await db
      .update(orders)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(orders.id, id))
      .returning();
    return row!;
  },
  page(
    db: DbOrTx,
    scope: TenantScope,
    f: OrderFilters,
    sort: 'id' | 'createdAt' | 'status',
    order: 'asc' | 'desc',
    limit: number,
    offset: number,
  ) {
    const dir = order === 'asc' ? asc : desc;
    const by =
      sort === 'status'
        ? [dir(orders.status), dir(orders.id)]
        : sort === 'createdAt'
          ? [dir(orders.createdAt), dir(orders.id)]
          : [dir(orders.id)];
    return db
      .select()
      .from(orders)
      .where(scoped(scope, filters(f)))
      .orderBy(...by)
      .limit(limit)
      .offset(offset);
  },
  /** Another order, not cancelled, holds this bike. */
  async bikeTaken(db: DbOrTx, bikeId: number, exceptOrderId: number) {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.bikeId, bikeId), isNotNull(orders.bikeAssignedAt), ne(orders.id, exceptOrderId), ne(orders.status, 'cancelled')))
      .limit(1);
    return Boolean(row);
  },
  /** Orders waiting on someone since before `before`, the longest waiting first (reminders, the admin dashboard). */
  waiting(db: DbOrTx, statuses: string[], before: Date, limit: number) {
    return db
      .select()
      .from(orders)
      .where(and(inArray(orders.status, statuses), lt(orders.statusChangedAt, before)))
      .orderBy(asc(orders.statusChangedAt), asc(orders.id))
      .limit(limit);
  },
  async countWaiting(db: DbOrTx, statuses: string[], before: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(inArray(orders.status, statuses), lt(orders.statusChangedAt, before)));
    return Number(row?.n ?? 0);
  },
  async count(db: DbOrTx, scope: TenantScope, f: OrderFilters) {
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      .where(scoped(scope, filters(f)));
    return Number(row?.n ?? 0);
  },
};
