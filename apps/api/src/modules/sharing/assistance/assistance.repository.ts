import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { scopeCondition, type TenantScope } from '../../../platform/tenancy';
import { reservations } from '../sharing.table';
import { assistanceReports } from './assistance.table';

export type AssistanceRow = typeof assistanceReports.$inferSelect;
export type AssistanceFilters = { status?: string; kind?: string; companyId?: number; reservationId?: number; q?: string };

/** A report outside the caller's scope is not found; a report is its reporter's own (decision 068). */
const scopeWhere = (scope: TenantScope) =>
  scopeCondition(scope, { company: assistanceReports.companyId, owner: assistanceReports.reporterId });

export function assistanceWhere(scope: TenantScope, f: AssistanceFilters): SQL | undefined {
  const q = f.q?.trim();
  return and(
    scopeWhere(scope),
    f.status ? eq(assistanceReports.status, f.status) : undefined,
    f.kind ? eq(assistanceReports.kind, f.kind) : undefined,
    f.companyId ? eq(assistanceReports.companyId, f.companyId) : undefined,
    f.reservationId ? eq(assistanceReports.reservationId, f.reservationId) : undefined,
    q
      ? or(
          ilike(assistanceReports.comment, containsPattern(q)),
          sql`${assistanceReports.reservationId} in (select ${reservations.id} from ${reservations} where ${ilike(reservations.code, `${q.replace(/[\\%_]/g, '')}%`)})`,
        )
      : undefined,
  );
}

const SORTS = { createdAt: assistanceReports.createdAt, status: assistanceReports.status, kind: assistanceReports.kind };

export const assistanceRepository = {
  async insert(db: DbOrTx, values: typeof assistanceReports.$inferInsert) {
    const [row] = await db.insert(assistanceReports).values(values).returning();
    return row!;
  },
  async byId(db: DbOrTx, id: number, scope: TenantScope): Promise<AssistanceRow | undefined> {
    const [row] = await db
      .select()
      .from(assistanceReports)
      .where(and(eq(assistanceReports.id, id), scopeWhere(scope)));
    return row;
  },
  async lock(db: DbOrTx, id: number): Promise<AssistanceRow> {
    const [row] = await db.select().from(assistanceReports).where(eq(assistanceReports.id, id)).for('update');
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof assistanceReports.$inferInsert>) {
    const [row] = await db
      .update(assistanceReports)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(assistanceReports.id, id))
      .returning();
    return row!;
  },
  page(db: DbOrTx, where: SQL | undefined, sort: keyof typeof SORTS, order: 'asc' | 'desc', limit: number, offset: number) {
    const dir = order === 'asc' ? asc : desc;
    return db
      .select()
      .from(assistanceReports)
      .where(where)
      .orderBy(dir(SORTS[sort]), dir(assistanceReports.id))
      .limit(limit)
      .offset(offset);
  },
  async count(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(assistanceReports).where(where);
    return row?.n ?? 0;
  },
  reservationsByIds: (db: DbOrTx, ids: number[]) =>
    ids.length
      ? db
          .select({
            id: reservations.id,
            code: reservations.code,
            startAt: reservations.startAt,
            endAt: reservations.endAt,
            buildingId: reservations.buildingId,
          })
          .from(reservations)
          .where(inArray(reservations.id, [...new Set(ids)]))
      : Promise.resolve([]),
};
