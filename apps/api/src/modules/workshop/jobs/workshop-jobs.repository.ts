import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, IdCondition } from '../../../db/client';
import { maintenanceRequests } from '../requests/maintenance-requests.table';
import { servicePrices } from '../service-prices/service-prices.table';
import { maintenanceJobLines, maintenanceJobs } from './workshop-jobs.table';

export type JobLineRow = typeof maintenanceJobLines.$inferSelect;
export type JobRow = typeof maintenanceJobs.$inferSelect;

/** When the request reached `completed` (its latest such step). */
const completedAt = sql<Date | null>`(select max(s.at) from maintenance_steps s where s.request_id = "maintenance_requests"."id" and s.step = 'completed')`;

/** Completed requests with at least one line that billing has not billed yet. */
const toBillWhere: SQL = and(
  eq(maintenanceRequests.step, 'completed'),
  sql`exists (select 1 from maintenance_job_lines l where l.request_id = "maintenance_requests"."id")`,
  sql`not exists (select 1 from maintenance_jobs j where j.request_id = "maintenance_requests"."id" and j.billed_at is not null)`,
)!;

export const workshopJobsRepository = {
  /**
   * Billing's read (decision 048): completed requests with lines that billing's `unbilled` condition (on the request
   * id, over billing's own tables) leaves in, optionally only `ids`.
   */
  completedToBill: (db: DbOrTx, unbilled: IdCondition, limit: number, ids?: number[]) =>
    db
      .select({
        id: maintenanceRequests.id,
        userId: maintenanceRequests.userId,
        companyId: maintenanceRequests.companyId,
        bikeId: maintenanceRequests.bikeId,
        bikeLabel: maintenanceRequests.bikeLabel,
        completedAt,
      })
      .from(maintenanceRequests)
      .where(
        and(
          eq(maintenanceRequests.step, 'completed'),
          sql`exists (select 1 from ${maintenanceJobLines} l where l.request_id = ${maintenanceRequests.id})`,
          unbilled(maintenanceRequests.id),
          ids ? inArray(maintenanceRequests.id, ids.length ? ids : [0]) : undefined,
        ),
      )
      .orderBy(asc(maintenanceRequests.id))
      .limit(limit),
  /** A job's lines, with a price-list service's descriptions in the three languages (the line keeps the French one). */
  linesWithServices: (db: DbOrTx, requestIds: number[]) =>
    requestIds.length
      ? db
          .select({ ...getTableColumns(maintenanceJobLines), serviceDescriptions: servicePrices.description })
          .from(maintenanceJobLines)
          .leftJoin(servicePrices, eq(servicePrices.id, maintenanceJobLines.servicePriceId))
          .where(inArray(maintenanceJobLines.requestId, requestIds))
          .orderBy(asc(maintenanceJobLines.id))
      : Promise.resolve([]),
  /** The workshop's own "billed" mark, kept for its screens. */
  markBilled: async (db: DbOrTx, requestIds: number[]) => {
    if (!requestIds.length) return;
    const now = sql`now()`;
    await db
      .insert(maintenanceJobs)
      .values(requestIds.map((requestId) => ({ requestId, billedAt: now })))
      .onConflictDoUpdate({ target: maintenanceJobs.requestId, set: { billedAt: now } });
  },
  lines: (db: DbOrTx, requestIds: number[]) =>
    requestIds.length
      ? db.select().from(maintenanceJobLines).where(inArray(maintenanceJobLines.requestId, requestIds)).orderBy(asc(maintenanceJobLines.id))
      : Promise.resolve([] as JobLineRow[]),
  async line(db: DbOrTx, requestId: number, lineId: number) {
    const [row] = await db
      .select()
      .from(maintenanceJobLines)
      .where(and(eq(maintenanceJobLines.id, lineId), eq(maintenanceJobLines.requestId, requestId)));
    return row;
  },
  async insertLine(db: DbOrTx, values: typeof maintenanceJobLines.$inferInsert) {
    const [row] = await db.insert(maintenanceJobLines).values(values).returning();
    return row!;
  },
  deleteLine: (db: DbOrTx, id: number) => db.delete(maintenanceJobLines).where(eq(maintenanceJobLines.id, id)),
  async job(db: DbOrTx, requestId: number) {
    const [row] = await db.select().from(maintenanceJobs).where(eq(maintenanceJobs.requestId, requestId));
    return row;
  },
  async acceptQuote(db: DbOrTx, requestId: number, cents: number, actorId: number | null) {
    const values = { quoteAcceptedCents: cents, quoteAcceptedById: actorId, quoteAcceptedAt: sql`now()` };
    const [row] = await db
      .insert(maintenanceJobs)
      .values({ requestId, ...values })
      .onConflictDoUpdate({ target: maintenanceJobs.requestId, set: values })
      .returning();
    return row!;
  },
  toBillPage(db: DbOrTx, limit: number, offset: number, order: 'asc' | 'desc') {
    return db
      .select({ request: maintenanceRequests, completedAt })
      .from(maintenanceRequests)
      .where(toBillWhere)
      .orderBy((order === 'asc' ? asc : desc)(completedAt), asc(maintenanceRequests.id))
      .limit(limit)
      .offset(offset);
  },
  async toBillCount(db: DbOrTx) {
    const [row] = await db.select({ n: count() }).from(maintenanceRequests).where(toBillWhere);
    return Number(row?.n ?? 0);
  },
};

/**
 * The service price list's `ServiceBillings` port (decision 030): per service, what its lines billed (incl. VAT, as
 * priced) on requests completed since `since`. One grouped query.
 */
export function serviceBillings(db: DbOrTx) {
  return async (serviceIds: number[], since: Date): Promise<Map<number, number>> => {
    if (!serviceIds.length) return new Map();
    const rows = await db
      .select({
        id: maintenanceJobLines.servicePriceId,
        cents: sql<string>`sum(round(${maintenanceJobLines.quantity} * ${maintenanceJobLines.unitPriceCents}))`,
      })
      .from(maintenanceJobLines)
      .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, maintenanceJobLines.requestId))
      .where(
        and(
          eq(maintenanceJobLines.kind, 'service'),
          inArray(maintenanceJobLines.servicePriceId, serviceIds),
          eq(maintenanceRequests.step, 'completed'),
          sql`exists (select 1 from maintenance_steps s where s.request_id = "maintenance_requests"."id" and s.step = 'completed' and s.at >= ${since})`,
        ),
      )
      .groupBy(maintenanceJobLines.servicePriceId);
    return new Map(rows.filter((r) => r.id !== null).map((r) => [r.id!, Number(r.cents)]));
  };
}
