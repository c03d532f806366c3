import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyConditions, companyEmailDomains } from './companies.table';

export type CompaniesService = ReturnType<typeof createCompaniesService>;
export type SignupCompany = { id: number; name: string; selfRegistration: boolean; quizRequired: boolean };

export function createCompaniesService({ db }: { db: Db }) {
  /** The condition in force is the company's first one (seed §3). */
  async function firstConditions(companyIds: number[]) {
    if (companyIds.length === 0) return new Map<number, typeof companyConditions.$inferSelect>();
    const rows = await db.select().from(companyConditions).where(inArray(companyConditions.companyId, companyIds)).orderBy(asc(companyConditions.id));
    const map = new Map<number, typeof companyConditions.$inferSelect>();
    for (const row of rows) if (!map.has(row.companyId)) map.set(row.companyId, row);
    return map;
  }

  return {
    /** What the signed-in user object carries about their company. */
    async authCompany(companyId: number) {
      const [row] = await db
        .select({ id: companies.id, name: companies.name, access: companyConditions.access })
        .from(companies)
        .leftJoin(companyConditions, eq(companyConditions.companyId, companies.id))
        .where(eq(companies.id, companyId))
        .orderBy(asc(companyConditions.id))
        .limit(1);
      if (!row) return null;
      return { id: row.id, name: row.name, conditions: row.access === null ? [] : [{ access: row.access }] };
    },

    /** Sign-up: a professional address is one whose domain belongs to a registered company. */
    async findByEmailDomain(email: string): Promise<SignupCompany | null> {
      const domain = email.split('@')[1]?.toLowerCase();
      if (!domain) return null;
      const [row] = await db
        .select({ id: companies.id, name: companies.name })
        .from(companyEmailDomains)
        .innerJoin(companies, eq(companies.id, companyEmailDomains.companyId))
        .where(eq(companyEmailDomains.domain, domain));
      if (!row) return null;
      const condition = (await firstConditions([row.id])).get(row.id);
      return {
        ...row,
        selfRegistration: condition?.selfRegistration ?? true,
        quizRequired: condition?.quizRequired ?? false,
      };
    },

    /** For other modules' lists: id → { id, name } in one query. */
    async namesByIds(ids: (number | null | undefined)[]) {
      const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
      if (unique.length === 0) return new Map<number, { id: number; name: string }>();
      const rows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, unique));
      return new Map(rows.map((r) => [r.id, r]));
    },
    exists: async (id: number) => (await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id))).length > 0,

    async listMinimal() {
      return db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.name));
    },
  };
}
