import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { scopeCondition, type TenantScope } from '../../../platform/tenancy';
import {
  cafeteriaPlans,
  companyBuildings,
  companyConditions,
  sharedBikeRuleBuildings,
  sharedBikeRuleUsers,
  sharedBikeRules,
} from '../companies.table';

export type SharedBikeRulesRow = typeof sharedBikeRules.$inferSelect;
export type CafeteriaPlanRow = typeof cafeteriaPlans.$inferSelect;
export type BuildingRow = typeof companyBuildings.$inferSelect;

export const sharedBikeRulesRepository = {
  /** The rules of a condition with their user and building lists, in three queries. */
  async of(db: DbOrTx, conditionId: number) {
    const [[rules], users, buildings] = await Promise.all([
      db.select().from(sharedBikeRules).where(eq(sharedBikeRules.conditionId, conditionId)),
      db
        .select({ id: sharedBikeRuleUsers.userId })
        .from(sharedBikeRuleUsers)
        .where(eq(sharedBikeRuleUsers.conditionId, conditionId))
        .orderBy(asc(sharedBikeRuleUsers.userId)),
      db
        .select({ id: sharedBikeRuleBuildings.buildingId })
        .from(sharedBikeRuleBuildings)
        .where(eq(sharedBikeRuleBuildings.conditionId, conditionId))
        .orderBy(asc(sharedBikeRuleBuildings.buildingId)),
    ]);
    return { rules, userIds: users.map((u) => u.id), buildingIds: buildings.map((b) => b.id) };
  },

  async upsert(db: DbOrTx, values: typeof sharedBikeRules.$inferInsert) {
    const { conditionId: _id, ...rest } = values;
    await db
      .insert(sharedBikeRules)
      .values(values)
      .onConflictDoUpdate({ target: sharedBikeRules.conditionId, set: { ...rest, updatedAt: sql`now()` } });
  },

  async replaceUsers(db: DbOrTx, conditionId: number, userIds: number[]) {
    await db.delete(sharedBikeRuleUsers).where(eq(sharedBikeRuleUsers.conditionId, conditionId));
    if (userIds.length) await db.insert(sharedBikeRuleUsers).values(userIds.map((userId) => ({ conditionId, userId })));
  },

  async replaceBuildings(db: DbOrTx, conditionId: number, buildingIds: number[]) {
    await db.delete(sharedBikeRuleBuildings).where(eq(sharedBikeRuleBuildings.conditionId, conditionId));
    if (buildingIds.length) await db.insert(sharedBikeRuleBuildings).values(buildingIds.map((buildingId) => ({ conditionId, buildingId })));
  },
};

export const cafeteriaRepository = {
  /**
   * The plan of the condition in force (lowest id) of each company, in one query; a company without one is absent.
   * It runs even for no company, so a list's query count does not depend on whether its first row names one.
   */
  async ofCompanies(db: DbOrTx, companyIds: number[]) {
    return db
      .selectDistinctOn([companyConditions.companyId], { companyId: companyConditions.companyId, plan: cafeteriaPlans })
      .from(companyConditions)
      .leftJoin(cafeteriaPlans, eq(cafeteriaPlans.conditionId, companyConditions.id))
      .where(inArray(companyConditions.companyId, companyIds))
      .orderBy(companyConditions.companyId, companyConditions.id);
  },

  async of(db: DbOrTx, conditionId: number): Promise<CafeteriaPlanRow | undefined> {
    const [row] = await db.select().from(cafeteriaPlans).where(eq(cafeteriaPlans.conditionId, conditionId));
    return row;
  },

  async upsert(db: DbOrTx, values: typeof cafeteriaPlans.$inferInsert): Promise<CafeteriaPlanRow> {
    const { conditionId: _id, ...rest } = values;
    const [row] = await db
      .insert(cafeteriaPlans)
      .values(values)
      .onConflictDoUpdate({ target: cafeteriaPlans.conditionId, set: { ...rest, updatedAt: sql`now()` } })
      .returning();
    return row!;
  },
};

export const buildingsRepository = {
  async list(
    db: DbOrTx,
    companyId: number,
    f: { q?: string; sort: 'name' | 'createdAt'; order: 'asc' | 'desc' },
    window: { limit: number; offset: number },
  ) {
    const where = and(eq(companyBuildings.companyId, companyId), f.q ? ilike(companyBuildings.name, containsPattern(f.q)) : undefined);
    const direction = f.order === 'desc' ? desc : asc;
    const sort = f.sort === 'createdAt' ? companyBuildings.createdAt : sql`lower(${companyBuildings.name})`;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(companyBuildings)
        .where(where)
        .orderBy(direction(sort), direction(companyBuildings.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ n: count() }).from(companyBuildings).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  async byId(db: DbOrTx, id: number, scope: TenantScope): Promise<BuildingRow | undefined> {
    const [row] = await db
      .select()
      .from(companyBuildings)
      .where(and(eq(companyBuildings.id, id), scopeCondition(scope, { company: companyBuildings.companyId })));
    return row;
  },

  /** For the sharing module: buildings by id, any company (decision 033). */
  byIds: (db: DbOrTx, ids: number[]) =>
    ids.length ? db.select().from(companyBuildings).where(inArray(companyBuildings.id, ids)) : Promise.resolve([] as BuildingRow[]),
  ofCompany: (db: DbOrTx, companyId: number) =>
    db.select().from(companyBuildings).where(eq(companyBuildings.companyId, companyId)).orderBy(asc(companyBuildings.name)),

  /** Of these ids, those of buildings of the company. */
  async idsOfCompany(db: DbOrTx, companyId: number, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: companyBuildings.id })
      .from(companyBuildings)
      .where(and(eq(companyBuildings.companyId, companyId), inArray(companyBuildings.id, ids)));
    return rows.map((r) => r.id);
  },

  async insert(db: DbOrTx, values: typeof companyBuildings.$inferInsert): Promise<BuildingRow> {
    const [row] = await db.insert(companyBuildings).values(values).returning();
    return row!;
  },

  async update(db: DbOrTx, id: number, values: Partial<typeof companyBuildings.$inferInsert>): Promise<BuildingRow> {
    const [row] = await db
      .update(companyBuildings)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(companyBuildings.id, id))
      .returning();
    return row!;
  },

  async remove(db: DbOrTx, id: number) {
    await db.delete(companyBuildings).where(eq(companyBuildings.id, id));
  },
};
