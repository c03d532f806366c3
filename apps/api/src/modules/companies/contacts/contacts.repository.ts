import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { scopeCondition, type TenantScope } from '../../../platform/tenancy';
import { companies, companyContacts } from '../companies.table';

export type ContactRow = typeof companyContacts.$inferSelect;
export type ContactFilters = {
  companyId?: number;
  q?: string;
  type?: string;
  sort: 'lastname' | 'email' | 'createdAt';
  order: 'asc' | 'desc';
};

const columns = { contact: companyContacts, companyName: companies.name };

export const contactsRepository = {
  /** One page of contacts with their company's name, and the total: two queries. */
  async list(db: DbOrTx, scope: TenantScope, f: ContactFilters, window: { limit: number; offset: number }) {
    const filters: (SQL | undefined)[] = [scopeCondition(scope, { company: companyContacts.companyId })];
    if (f.companyId) filters.push(eq(companyContacts.companyId, f.companyId));
    if (f.type) filters.push(eq(companyContacts.type, f.type));
    if (f.q) {
      const p = containsPattern(f.q);
      filters.push(
        or(
          ilike(companyContacts.firstname, p),
          ilike(companyContacts.lastname, p),
          ilike(companyContacts.email, p),
          ilike(sql`${companyContacts.firstname} || ' ' || ${companyContacts.lastname}`, p),
          ilike(companies.name, p),
        ),
      );
    }
    const where = and(...filters);
    const direction = f.order === 'desc' ? desc : asc;
    const sort =
      f.sort === 'email'
        ? [direction(companyContacts.email)]
        : f.sort === 'createdAt'
          ? [direction(companyContacts.createdAt)]
          : [direction(sql`lower(${companyContacts.lastname})`), direction(sql`lower(${companyContacts.firstname})`)];
    const [rows, [total]] = await Promise.all([
      db
        .select(columns)
        .from(companyContacts)
        .innerJoin(companies, eq(companies.id, companyContacts.companyId))
        .where(where)
        .orderBy(...sort, direction(companyContacts.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ n: count() }).from(companyContacts).innerJoin(companies, eq(companies.id, companyContacts.companyId)).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  async byId(db: DbOrTx, id: number, scope: TenantScope) {
    const [row] = await db
      .select(columns)
      .from(companyContacts)
      .innerJoin(companies, eq(companies.id, companyContacts.companyId))
      .where(and(eq(companyContacts.id, id), scopeCondition(scope, { company: companyContacts.companyId })));
    return row;
  },

  async insert(db: DbOrTx, values: typeof companyContacts.$inferInsert): Promise<ContactRow> {
    const [row] = await db.insert(companyContacts).values(values).returning();
    return row!;
  },

  async update(db: DbOrTx, id: number, values: Partial<typeof companyContacts.$inferInsert>): Promise<ContactRow> {
    const [row] = await db
      .update(companyContacts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(companyContacts.id, id))
      .returning();
    return row!;
  },

  async remove(db: DbOrTx, id: number) {
    await db.delete(companyContacts).where(eq(companyContacts.id, id));
  },
};
