import { and, asc, count, desc, eq, ilike, inArray, ne, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../platform/list';
import { scopeCondition, type TenantScope } from '../../platform/tenancy';
import { companies, companyConditions, companyEmailDomains, companyProcessSteps } from './companies.table';

export type CompanyRow = typeof companies.$inferSelect;
export type ConditionRow = typeof companyConditions.$inferSelect;
/** A user's company as the session carries it; access is null when the company has no condition. */
export type AuthCompanyRow = { id: number; name: string; access: string | null };

export type CompanyFilters = {
  sort: 'name' | 'createdAt';
  order: 'asc' | 'desc';
  q?: string;
  selfRegistration?: boolean;
  /** Companies with at least one fleet manager (ids from the identity module), and whether to keep or drop them. */
  fleetManagers?: { companyIds: number[]; keep: boolean };
};

/** The condition in force of every company: its first one (seed §3), one row per company. */
function firstConditions(db: DbOrTx) {
  return db
    .selectDistinctOn([companyConditions.companyId], {
      companyId: companyConditions.companyId,
      conditionId: sql<number>`${companyConditions.id}`.as('condition_id'),
      access: companyConditions.access,
      selfRegistration: companyConditions.selfRegistration,
      quizRequired: companyConditions.quizRequired,
    })
    .from(companyConditions)
    .orderBy(companyConditions.companyId, companyConditions.id)
    .as('first_condition');
}

export const companiesRepository = {
  async byId(db: DbOrTx, id: number, scope: TenantScope): Promise<CompanyRow | undefined> {
    const [row] = await db
      .select()
      .from(companies)
      .where(and(eq(companies.id, id), scopeCondition(scope, { company: companies.id })));
    return row;
  },

  /** One page of companies with their condition in force, and the total, in two queries. */
  async list(db: DbOrTx, scope: TenantScope, f: CompanyFilters, window: { limit: number; offset: number }) {
    const fc = firstConditions(db);
    const filters: (SQL | undefined)[] = [scopeCondition(scope, { company: companies.id })];
    if (f.q) {
      const pattern = containsPattern(f.q);
      filters.push(
        or(
          ilike(companies.name, pattern),
          ilike(companies.vatNumber, pattern),
          sql`exists (select 1 from ${companyEmailDomains} where ${companyEmailDomains.companyId} = ${companies.id} and ${companyEmailDomains.domain} ilike ${pattern})`,
        ),
      );
    }
    if (f.selfRegistration !== undefined) filters.push(sql`coalesce(${fc.selfRegistration}, true) = ${f.selfRegistration}`);
    if (f.fleetManagers) {
      filters.push(
        f.fleetManagers.keep ? inArray(companies.id, f.fleetManagers.companyIds) : notInArray(companies.id, f.fleetManagers.companyIds),
      );
    }
    const where = and(...filters);
    const direction = f.order === 'desc' ? desc : asc;
    const sortColumn = f.sort === 'createdAt' ? companies.createdAt : sql`lower(${companies.name})`;
    const [rows, [total]] = await Promise.all([
      db
        .select({ company: companies, selfRegistration: fc.selfRegistration })
        .from(companies)
        .leftJoin(fc, eq(fc.companyId, companies.id))
        .where(where)
        .orderBy(direction(sortColumn), direction(companies.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ n: count() }).from(companies).leftJoin(fc, eq(fc.companyId, companies.id)).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  /** Read on every request of a company user (the session's user): one query. */
  async authCompany(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ id: companies.id, name: companies.name, access: companyConditions.access })
      .from(companies)
      .leftJoin(companyConditions, eq(companyConditions.companyId, companies.id))
      .where(eq(companies.id, id))
      .orderBy(asc(companyConditions.id))
      .limit(1);
    return row;
  },

  /**
   * authCompany as an expression for another module's query: the company of `companyId` and its first
   * condition's access as one JSON value (null without a company), so the per-request session load stays one statement.
   */
  authCompanyJson(companyId: SQL | AnyColumn): SQL<AuthCompanyRow | null> {
    const firstAccess = sql`(select ${companyConditions.access} from ${companyConditions} where ${companyConditions.companyId} = ${companies.id} order by ${companyConditions.id} limit 1)`;
    return sql<AuthCompanyRow | null>`(select json_build_object('id', ${companies.id}, 'name', ${companies.name}, 'access', ${firstAccess}) from ${companies} where ${companies.id} = ${companyId})`;
  },

  async insert(db: DbOrTx, values: typeof companies.$inferInsert): Promise<CompanyRow> {
    const [row] = await db.insert(companies).values(values).returning();
    return row!;
  },

  async update(db: DbOrTx, id: number, values: Partial<typeof companies.$inferInsert>): Promise<CompanyRow> {
    const [row] = await db
      .update(companies)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(companies.id, id))
      .returning();
    return row!;
  },

  async minimal(db: DbOrTx) {
    return db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.name));
  },

  /** Every company with its first condition's access string (null without a condition): who may book shared bikes. */
  async minimalWithAccess(db: DbOrTx) {
    const firstAccess = sql<
      string | null
    >`(select ${companyConditions.access} from ${companyConditions} where ${companyConditions.companyId} = ${companies.id} order by ${companyConditions.id} limit 1)`;
    return db.select({ id: companies.id, name: companies.name, access: firstAccess }).from(companies).orderBy(asc(companies.name));
  },

  async addressesByIds(db: DbOrTx, ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: companies.id,
        name: companies.name,
        vatNumber: companies.vatNumber,
        billingAddress: companies.billingAddress,
        language: companies.language,
      })
      .from(companies)
      .where(inArray(companies.id, ids));
  },
  async namesByIds(db: DbOrTx, ids: number[]) {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  },
};

export const domainsRepository = {
  async ofCompanies(db: DbOrTx, companyIds: number[]): Promise<Map<number, string[]>> {
    const map = new Map<number, string[]>();
    if (companyIds.length === 0) return map;
    const rows = await db
      .select({ companyId: companyEmailDomains.companyId, domain: companyEmailDomains.domain })
      .from(companyEmailDomains)
      .where(inArray(companyEmailDomains.companyId, companyIds))
      .orderBy(asc(companyEmailDomains.domain));
    for (const r of rows) map.set(r.companyId, [...(map.get(r.companyId) ?? []), r.domain]);
    return map;
  },

  /** Which of these domains another company already has. */
  async takenByOthers(db: DbOrTx, domains: string[], companyId: number | null): Promise<string[]> {
    if (domains.length === 0) return [];
    const rows = await db
      .select({ domain: companyEmailDomains.domain })
      .from(companyEmailDomains)
      .where(
        and(inArray(companyEmailDomains.domain, domains), companyId === null ? undefined : ne(companyEmailDomains.companyId, companyId)),
      );
    return rows.map((r) => r.domain);
  },

  async replace(db: DbOrTx, companyId: number, domains: string[]) {
    await db.delete(companyEmailDomains).where(eq(companyEmailDomains.companyId, companyId));
    if (domains.length) await db.insert(companyEmailDomains).values(domains.map((domain) => ({ companyId, domain })));
  },

  async companyByDomain(db: DbOrTx, domain: string) {
    const [row] = await db
      .select({ id: companies.id, name: companies.name })
      .from(companyEmailDomains)
      .innerJoin(companies, eq(companies.id, companyEmailDomains.companyId))
      .where(eq(companyEmailDomains.domain, domain));
    return row;
  },
};

export const conditionsRepository = {
  /** The condition in force (the first one) of a company. */
  async first(db: DbOrTx, companyId: number): Promise<ConditionRow | undefined> {
    const [row] = await db
      .select()
      .from(companyConditions)
      .where(eq(companyConditions.companyId, companyId))
      .orderBy(asc(companyConditions.id))
      .limit(1);
    return row;
  },

  async firstOfCompanies(db: DbOrTx, companyIds: number[]): Promise<Map<number, ConditionRow>> {
    const map = new Map<number, ConditionRow>();
    if (companyIds.length === 0) return map;
    const rows = await db
      .select()
      .from(companyConditions)
      .where(inArray(companyConditions.companyId, companyIds))
      .orderBy(asc(companyConditions.id));
    for (const row of rows) if (!map.has(row.companyId)) map.set(row.companyId, row);
    return map;
  },

  async insert(db: DbOrTx, values: typeof companyConditions.$inferInsert): Promise<ConditionRow> {
    const [row] = await db.insert(companyConditions).values(values).returning();
    return row!;
  },

  async update(db: DbOrTx, id: number, values: Partial<typeof companyConditions.$inferInsert>): Promise<ConditionRow> {
    const [row] = await db
      .update(companyConditions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(companyConditions.id, id))
      .returning();
    return row!;
  },
};

export const processRepository = {
  async ofCompany(db: DbOrTx, companyId: number) {
    return db.select().from(companyProcessSteps).where(eq(companyProcessSteps.companyId, companyId));
  },

  /** Marks a step done unless it already is; answers whether this call did it. */
  async complete(db: DbOrTx, companyId: number, step: string, doneBy: number | null): Promise<boolean> {
    const rows = await db.insert(companyProcessSteps).values({ companyId, step, doneBy }).onConflictDoNothing().returning();
    return rows.length > 0;
  },

  async undo(db: DbOrTx, companyId: number, step: string): Promise<typeof companyProcessSteps.$inferSelect | undefined> {
    const [row] = await db
      .delete(companyProcessSteps)
      .where(and(eq(companyProcessSteps.companyId, companyId), eq(companyProcessSteps.step, step)))
      .returning();
    return row;
  },
};
