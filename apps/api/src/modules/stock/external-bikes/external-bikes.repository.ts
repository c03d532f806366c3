import { and, asc, count, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { scopeCondition, type TenantScope } from '../../../platform/tenancy';
import { externalBikes } from '../stock.table';

export type ExternalBikeRow = typeof externalBikes.$inferSelect;

/** Every query is scoped (decision 068): a fleet manager's company only, so a bike of another company is simply not found. */
const scoped = (scope: TenantScope, where?: SQL) => and(scopeCondition(scope, { company: externalBikes.companyId }), where);

export const externalBikesRepository = {
  ofUser: (db: DbOrTx, userId: number) =>
    db.select().from(externalBikes).where(eq(externalBikes.userId, userId)).orderBy(asc(externalBikes.id)),
  async byId(db: DbOrTx, scope: TenantScope, id: number): Promise<ExternalBikeRow | undefined> {
    const [row] = await db
      .select()
      .from(externalBikes)
      .where(scoped(scope, eq(externalBikes.id, id)));
    return row;
  },
  async insert(db: DbOrTx, values: typeof externalBikes.$inferInsert) {
    const [row] = await db.insert(externalBikes).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof externalBikes.$inferInsert>) {
    const [row] = await db
      .update(externalBikes)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(externalBikes.id, id))
      .returning();
    return row!;
  },
  page: (
    db: DbOrTx,
    scope: TenantScope,
    f: { companyId?: number; q?: string },
    sort: 'id' | 'brand',
    order: 'asc' | 'desc',
    limit: number,
    offset: number,
  ) => {
    const dir = order === 'asc' ? asc : desc;
    return db
      .select()
      .from(externalBikes)
      .where(scoped(scope, filters(f)))
      .orderBy(...(sort === 'brand' ? [dir(externalBikes.brand), dir(externalBikes.id)] : [dir(externalBikes.id)]))
      .limit(limit)
      .offset(offset);
  },
  async count(db: DbOrTx, scope: TenantScope, f: { companyId?: number; q?: string }) {
    const [row] = await db
      .select({ n: count() })
      .from(externalBikes)
      .where(scoped(scope, filters(f)));
    return Number(row?.n ?? 0);
  },
};

function filters(f: { companyId?: number; q?: string }) {
  return and(
    f.companyId ? eq(externalBikes.companyId, f.companyId) : undefined,
    f.q ? like(externalBikes.search, `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
}
