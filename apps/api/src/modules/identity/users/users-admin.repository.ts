import { usersRepository } from '../identity.repository';
import { and, arrayContains, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { scopeCondition, type TenantScope } from '../../../platform/tenancy';
import type { UserRow } from '../identity.repository';
import { users } from '../identity.table';

export type UserFilters = {
  companyId?: number;
  q?: string;
  status?: 'active' | 'inactive';
  permission?: string;
  sort: 'lastname' | 'email' | 'createdAt';
  order: 'asc' | 'desc';
};

const FLEET = 'fleetManager';

export const usersAdminRepository = {
  /**
   * Active customers an offer can name, by name: a company's people, or (companyId null) private customers,
   * i.e. users with no company, no admin right and no permission. At most `limit`, the closest names first.
   */
  async customers(db: DbOrTx, filter: { companyId: number | null; q?: string; limit: number }) {
    const who =
      filter.companyId === null
        ? and(sql`${users.companyId} is null`, eq(users.isAdmin, false), sql`cardinality(${users.permissions}) = 0`)
        : eq(users.companyId, filter.companyId);
    const search = filter.q?.trim()
      ? or(
          ilike(users.firstname, containsPattern(filter.q)),
          ilike(users.lastname, containsPattern(filter.q)),
          ilike(users.email, containsPattern(filter.q)),
        )
      : undefined;
    return db
      .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, companyId: users.companyId })
      .from(users)
      .where(and(eq(users.status, 'active'), who, search))
      .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
      .limit(filter.limit);
  },

  /** One page of the users the caller may see, and the total: two queries. */
  async list(db: DbOrTx, scope: TenantScope, f: UserFilters, window: { limit: number; offset: number }) {
    const filters: (SQL | undefined)[] = [scopeCondition(scope, { company: users.companyId })];
    if (f.companyId) filters.push(eq(users.companyId, f.companyId));
    if (f.status) filters.push(eq(users.status, f.status));
    if (f.permission) {
      const holds = arrayContains(users.permissions, [f.permission]);
      filters.push(f.permission === 'admin' ? or(eq(users.isAdmin, true), holds) : holds);
    }
    if (f.q) {
      const p = containsPattern(f.q);
      filters.push(
        or(
          ilike(users.firstname, p),
          ilike(users.lastname, p),
          ilike(users.email, p),
          ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, p),
        ),
      );
    }
    const where = and(...filters);
    const direction = f.order === 'desc' ? desc : asc;
    const sort =
      f.sort === 'email'
        ? [direction(users.email)]
        : f.sort === 'createdAt'
          ? [direction(users.createdAt)]
          : [direction(sql`lower(${users.lastname})`), direction(sql`lower(${users.firstname})`)];
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(...sort, direction(users.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  async byId(db: DbOrTx, id: number, scope: TenantScope): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), scopeCondition(scope, { company: users.companyId })));
    return row;
  },

  /** Display names by id, through the one names query of the identity repository. */
  async names(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
    const rows = await usersRepository.namesByIds(db, ids);
    return new Map(rows.map((r) => [r.id, `${r.firstname} ${r.lastname}`]));
  },

  /** Users and fleet managers per company, in one grouped query. */
  async countsByCompany(db: DbOrTx, companyIds: number[]) {
    const map = new Map<number, { users: number; fleetManagers: number }>();
    if (companyIds.length === 0) return map;
    const rows = await db
      .select({
        companyId: users.companyId,
        users: count(),
        fleetManagers: sql<number>`count(*) filter (where ${users.permissions} @> array[${FLEET}]::text[])`,
      })
      .from(users)
      .where(inArray(users.companyId, companyIds))
      .groupBy(users.companyId);
    for (const r of rows)
      if (r.companyId !== null) map.set(r.companyId, { users: Number(r.users), fleetManagers: Number(r.fleetManagers) });
    return map;
  },

  async fleetManagerCompanyIds(db: DbOrTx): Promise<number[]> {
    const rows = await db
      .selectDistinct({ companyId: users.companyId })
      .from(users)
      .where(and(isNotNull(users.companyId), arrayContains(users.permissions, [FLEET])));
    return rows.flatMap((r) => (r.companyId === null ? [] : [r.companyId]));
  },

  async membersOf(db: DbOrTx, companyId: number, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
    return rows.map((r) => r.id);
  },
};
