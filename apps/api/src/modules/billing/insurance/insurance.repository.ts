import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { InsuranceFollowUpListQuery } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { scopeCondition, type TenantScope } from '../../../platform/tenancy';
import { insuranceFollowUpDocuments, insuranceFollowUps, insuranceFollowUpSteps } from './insurance.table';

export type FollowUpRow = typeof insuranceFollowUps.$inferSelect;
export type StepRow = typeof insuranceFollowUpSteps.$inferSelect;
export type InsuranceDocumentRow = typeof insuranceFollowUpDocuments.$inferSelect;
export type FollowUpFilters = Pick<InsuranceFollowUpListQuery, 'kind' | 'status' | 'bikeId' | 'companyId' | 'q'> & {
  frameBikeId?: number | null;
};

/** The caller's scope first (a fleet manager: their company's only), then kind, status, bike, company; `q` in the texts or a frame number. */
export function followUpWhere(scope: TenantScope, f: FollowUpFilters): SQL | undefined {
  const q = f.q ? containsPattern(f.q) : null;
  return and(
    scopeCondition(scope, { company: insuranceFollowUps.companyId }),
    f.kind ? eq(insuranceFollowUps.kind, f.kind) : undefined,
    f.status ? eq(insuranceFollowUps.status, f.status) : undefined,
    f.bikeId ? eq(insuranceFollowUps.bikeId, f.bikeId) : undefined,
    f.companyId ? eq(insuranceFollowUps.companyId, f.companyId) : undefined,
    q
      ? or(
          ilike(insuranceFollowUps.description, q),
          ilike(insuranceFollowUps.insurer, q),
          ilike(insuranceFollowUps.claimReference, q),
          ilike(insuranceFollowUps.insurancePolicy, q),
          f.frameBikeId ? eq(insuranceFollowUps.bikeId, f.frameBikeId) : undefined,
        )
      : undefined,
  );
}

const SORTS = {
  createdAt: insuranceFollowUps.createdAt,
  eventDate: insuranceFollowUps.eventDate,
  status: insuranceFollowUps.status,
  id: insuranceFollowUps.id,
} as const;

export const insuranceRepository = {
  /** One follow-up within the scope: outside it, not found. */
  async byId(db: DbOrTx, scope: TenantScope, id: number): Promise<FollowUpRow | undefined> {
    const [row] = await db
      .select()
      .from(insuranceFollowUps)
      .where(and(eq(insuranceFollowUps.id, id), scopeCondition(scope, { company: insuranceFollowUps.companyId })));
    return row;
  },
  async lock(db: DbOrTx, id: number): Promise<FollowUpRow | undefined> {
    const [row] = await db.select().from(insuranceFollowUps).where(eq(insuranceFollowUps.id, id)).for('update');
    return row;
  },
  async insert(db: DbOrTx, values: typeof insuranceFollowUps.$inferInsert) {
    const [row] = await db.insert(insuranceFollowUps).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof insuranceFollowUps.$inferInsert>) {
    const [row] = await db
      .update(insuranceFollowUps)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(insuranceFollowUps.id, id))
      .returning();
    return row!;
  },
  page(db: DbOrTx, where: SQL | undefined, sort: InsuranceFollowUpListQuery['sort'], order: 'asc' | 'desc', limit: number, offset: number) {
    const dir = order === 'asc' ? asc : desc;
    return db
      .select()
      .from(insuranceFollowUps)
      .where(where)
      .orderBy(dir(SORTS[sort]), dir(insuranceFollowUps.id))
      .limit(limit)
      .offset(offset);
  },
  async count(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(insuranceFollowUps).where(where);
    return Number(row?.n ?? 0);
  },
  async addStep(db: DbOrTx, values: typeof insuranceFollowUpSteps.$inferInsert) {
    await db.insert(insuranceFollowUpSteps).values(values);
  },
  steps: (db: DbOrTx, followUpId: number) =>
    db
      .select()
      .from(insuranceFollowUpSteps)
      .where(eq(insuranceFollowUpSteps.followUpId, followUpId))
      .orderBy(asc(insuranceFollowUpSteps.at), asc(insuranceFollowUpSteps.id)),
  documents: (db: DbOrTx, followUpId: number) =>
    db
      .select()
      .from(insuranceFollowUpDocuments)
      .where(eq(insuranceFollowUpDocuments.followUpId, followUpId))
      .orderBy(desc(insuranceFollowUpDocuments.createdAt), desc(insuranceFollowUpDocuments.id)),
  async document(db: DbOrTx, followUpId: number, id: number): Promise<InsuranceDocumentRow | undefined> {
    const [row] = await db
      .select()
      .from(insuranceFollowUpDocuments)
      .where(and(eq(insuranceFollowUpDocuments.followUpId, followUpId), eq(insuranceFollowUpDocuments.id, id)));
    return row;
  },
  async insertDocument(db: DbOrTx, values: typeof insuranceFollowUpDocuments.$inferInsert) {
    const [row] = await db.insert(insuranceFollowUpDocuments).values(values).returning();
    return row!;
  },
  /** The unclosed renewal follow-ups of these bikes: the renewals-due list links to them. */
  async openRenewals(db: DbOrTx, bikeIds: number[]) {
    if (bikeIds.length === 0) return [];
    return db
      .select({ id: insuranceFollowUps.id, bikeId: insuranceFollowUps.bikeId })
      .from(insuranceFollowUps)
      .where(
        and(inArray(insuranceFollowUps.bikeId, bikeIds), eq(insuranceFollowUps.kind, 'renewal'), ne(insuranceFollowUps.status, 'closed')),
      );
  },
};
