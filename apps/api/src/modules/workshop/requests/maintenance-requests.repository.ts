import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { cappedCount, containsPattern } from '../../../platform/list';
import { scopeCondition, type TenantScope } from '../../../platform/tenancy';
import { maintenanceDateProposals, maintenanceRequests, maintenanceSteps } from './maintenance-requests.table';

export type MaintenanceRequestRow = typeof maintenanceRequests.$inferSelect;
export type MaintenanceStepRow = typeof maintenanceSteps.$inferSelect;
export type DateProposalRow = typeof maintenanceDateProposals.$inferSelect;

/** A request outside the caller's scope (decision 068) is simply not found. */
const scopeWhere = (scope: TenantScope) =>
  scopeCondition(scope, { company: maintenanceRequests.companyId, owner: maintenanceRequests.userId });

export type RequestFilters = { filter?: string; companyId?: number; q?: string; priority?: boolean };

export function requestWhere(scope: TenantScope, f: RequestFilters): SQL | undefined {
  const q = f.q ? containsPattern(f.q) : null;
  return and(
    scopeWhere(scope),
    f.filter ? eq(maintenanceRequests.filter, f.filter) : undefined,
    f.companyId ? eq(maintenanceRequests.companyId, f.companyId) : undefined,
    f.priority === undefined ? undefined : eq(maintenanceRequests.priority, f.priority),
    // `search` holds the frame number too, so one trigram-indexed column answers both.
    q ? ilike(maintenanceRequests.search, q) : undefined,
  );
}

const SORTS = {
  id: maintenanceRequests.id,
  createdAt: maintenanceRequests.createdAt,
  desiredDate: maintenanceRequests.desiredDate,
  scheduledAt: maintenanceRequests.scheduledAt,
} as const;
export type RequestSort = keyof typeof SORTS;

export const maintenanceRequestsRepository = {
  async byId(db: DbOrTx, scope: TenantScope, id: number): Promise<MaintenanceRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(maintenanceRequests)
      .where(and(eq(maintenanceRequests.id, id), scopeWhere(scope)));
    return row;
  },
  async lock(db: DbOrTx, scope: TenantScope, id: number): Promise<MaintenanceRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(maintenanceRequests)
      .where(and(eq(maintenanceRequests.id, id), scopeWhere(scope)))
      .for('update');
    return row;
  },
  async insert(db: DbOrTx, values: typeof maintenanceRequests.$inferInsert) {
    const [row] = await db.insert(maintenanceRequests).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof maintenanceRequests.$inferInsert>) {
    const [row] = await db
      .update(maintenanceRequests)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(maintenanceRequests.id, id))
      .returning();
    return row!;
  },
  /** Urgent requests first in every list, whatever the sort. */
  page(db: DbOrTx, where: SQL | undefined, sort: RequestSort, order: 'asc' | 'desc', limit: number, offset: number) {
    // `nulls last` on every key, as the list indexes are built (a plain `desc` means nulls first and misses them).
    const by = (column: AnyPgColumn, direction: 'asc' | 'desc') => sql`${column} ${sql.raw(direction)} nulls last`;
    const keys = sort === 'id' ? [by(maintenanceRequests.id, order)] : [by(SORTS[sort], order), by(maintenanceRequests.id, order)];
    return db
      .select()
      .from(maintenanceRequests)
      .where(where)
      .orderBy(by(maintenanceRequests.priority, 'desc'), ...keys)
      .limit(limit)
      .offset(offset);
  },
  /** Counted up to the list cap: 200,000 requests cost more to count than to page (decision 034). */
  count: (db: DbOrTx, where: SQL | undefined) => cappedCount(db, maintenanceRequests, where),
  steps: (db: DbOrTx, requestId: number) =>
    db
      .select()
      .from(maintenanceSteps)
      .where(eq(maintenanceSteps.requestId, requestId))
      .orderBy(asc(maintenanceSteps.at), asc(maintenanceSteps.id)),
  async addStep(db: DbOrTx, values: typeof maintenanceSteps.$inferInsert) {
    const [row] = await db.insert(maintenanceSteps).values(values).returning();
    return row!;
  },
  proposals: (db: DbOrTx, requestId: number) =>
    db
      .select()
      .from(maintenanceDateProposals)
      .where(eq(maintenanceDateProposals.requestId, requestId))
      .orderBy(desc(maintenanceDateProposals.proposedAt), asc(maintenanceDateProposals.date), desc(maintenanceDateProposals.id)),
  async addProposals(db: DbOrTx, values: (typeof maintenanceDateProposals.$inferInsert)[]) {
    return db.insert(maintenanceDateProposals).values(values).returning();
  },
  async updateProposal(db: DbOrTx, id: number, values: Partial<typeof maintenanceDateProposals.$inferInsert>) {
    const [row] = await db.update(maintenanceDateProposals).set(values).where(eq(maintenanceDateProposals.id, id)).returning();
    return row!;
  },
  async withdrawOpen(db: DbOrTx, requestId: number) {
    await db
      .update(maintenanceDateProposals)
      .set({ status: 'withdrawn' })
      .where(and(eq(maintenanceDateProposals.requestId, requestId), eq(maintenanceDateProposals.status, 'proposed')));
  },
  /** The requests of these bikes (the customer's "my bikes"), newest first. */
  ofBikes(db: DbOrTx, bikeIds: number[], externalBikeIds: number[]) {
    if (!bikeIds.length && !externalBikeIds.length) return Promise.resolve([] as MaintenanceRequestRow[]);
    return db
      .select()
      .from(maintenanceRequests)
      .where(
        or(
          bikeIds.length ? inArray(maintenanceRequests.bikeId, bikeIds) : undefined,
          externalBikeIds.length ? inArray(maintenanceRequests.externalBikeId, externalBikeIds) : undefined,
        ),
      )
      .orderBy(desc(maintenanceRequests.createdAt));
  },
};

/**
 * The capacity module's `BookedMinutes` port (decision 030): per Brussels day, the estimated minutes of the requests
 * planned at a store (an accepted date), finished ones included since they took that time. One grouped query.
 */
export function bookedMinutes(db: DbOrTx) {
  return async (storeId: number, from: string, to: string): Promise<Record<string, number>> => {
    const day = sql`to_char(${maintenanceRequests.scheduledAt} at time zone 'Europe/Brussels', 'YYYY-MM-DD')`;
    const rows = await db
      .select({ day: sql<string>`${day}`, minutes: sql<number>`sum(${maintenanceRequests.estimatedMinutes})::int` })
      .from(maintenanceRequests)
      .where(and(eq(maintenanceRequests.storeId, storeId), sql`${day} between ${from} and ${to}`))
      .groupBy(day);
    return Object.fromEntries(rows.map((r) => [r.day, Number(r.minutes)]));
  };
}
