import { and, arrayContains, asc, count, eq, gt, inArray, isNull, min, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { loginFailures, passwordTokens, sessions, users } from './identity.table';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const usersRepository = {
  /** Two first-admin commands at once: the second waits for the first's row (then finds an admin). */
  async lockForNewAdmin(db: DbOrTx) {
    await db.execute(sql`lock table ${users} in share row exclusive mode`);
  },
  /** Whether anyone is an admin, by the flag or by the permission (decision 068). */
  async anyAdmin(db: DbOrTx): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.isAdmin, true), arrayContains(users.permissions, ['admin'])))
      .limit(1);
    return Boolean(row);
  },
  async byEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return row;
  },
  async byId(db: DbOrTx, id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },
  async insert(db: DbOrTx, values: NewUser): Promise<UserRow> {
    const [row] = await db
      .insert(users)
      .values({ ...values, email: values.email.toLowerCase() })
      .returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<NewUser>): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row!;
  },
  /** Display names of many users in one query (history, lists of other modules). */
  async namesByIds(db: DbOrTx, ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, companyId: users.companyId })
      .from(users)
      .where(inArray(users.id, ids));
  },
  /** What the sales module needs of its customers: name, e-mail, language, company and permissions, in one query. */
  async customersByIds(db: DbOrTx, ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: users.id,
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
        phone: users.phone,
        language: users.language,
        companyId: users.companyId,
        permissions: users.permissions,
        payrollNumber: users.payrollNumber,
      })
      .from(users)
      .where(inArray(users.id, ids));
  },
  /** Active people holding a permission, in a company or (null) the shop's own staff: whom an order's reminder goes to. */
  holding(db: DbOrTx, permission: string, companyIds: number[] | null) {
    return db
      .select({
        id: users.id,
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
        language: users.language,
        companyId: users.companyId,
      })
      .from(users)
      .where(
        and(
          eq(users.status, 'active'),
          isNull(users.deactivatedAt),
          arrayContains(users.permissions, [permission]),
          companyIds === null ? isNull(users.companyId) : inArray(users.companyId, companyIds),
        ),
      );
  },
  /** Active users of a company with a billing contact type (`billing`, `billing_copy`): whom its bills are mailed to. */
  billingContacts(db: DbOrTx, companyId: number) {
    return db
      .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, contactType: users.contactType })
      .from(users)
      .where(
        and(
          eq(users.status, 'active'),
          isNull(users.deactivatedAt),
          eq(users.companyId, companyId),
          inArray(users.contactType, ['billing', 'billing_copy']),
        ),
      )
      .orderBy(asc(users.lastname), asc(users.id));
  },
  async byEmails(db: DbOrTx, emails: string[]) {
    if (emails.length === 0) return [];
    return db
      .select()
      .from(users)
      .where(
        inArray(
          users.email,
          emails.map((e) => e.toLowerCase()),
        ),
      );
  },
  async byStockLocation(db: DbOrTx, stockLocationId: number) {
    return db
      .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(and(eq(users.stockLocationId, stockLocationId), eq(users.status, 'active')))
      .orderBy(asc(users.firstname), asc(users.lastname));
  },
};

export const sessionsRepository = {
  /**
   * One statement answers "who is this cookie" on every signed-in request: the session joined with its
   * user, plus what other modules add about that user (`extra`: expressions over the users row, e.g. the company).
   * Prepared once: building the SQL text through the query builder cost as much CPU as the round trip itself,
   * and PostgreSQL then parses and plans it once per connection.
   */
  prepareWithUser<Extra extends Record<string, SQL>>(db: Db, extra: (user: typeof users) => Extra) {
    const query = db
      .select({ expiresAt: sessions.expiresAt, user: users, ...extra(users) })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`)))
      .prepare('session_with_user');
    return async (id: string, now: Date) => (await query.execute({ id, now: now.toISOString() }))[0];
  },
  async insert(db: DbOrTx, values: typeof sessions.$inferInsert) {
    await db.insert(sessions).values(values);
  },
  async extend(db: DbOrTx, id: string, expiresAt: Date) {
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  },
  async remove(db: DbOrTx, id: string) {
    await db.delete(sessions).where(eq(sessions.id, id));
  },
  async removeAllOfUser(db: DbOrTx, userId: number) {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  },
};

export const loginFailuresRepository = {
  async record(db: DbOrTx, email: string, ip: string) {
    await db.insert(loginFailures).values({ email, ip });
  },
  async clear(db: DbOrTx, email: string, ip: string) {
    await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
  },
  /** How many failures since `since`, and when the oldest of them happened (to tell when the lock ends). */
  async countSince(db: DbOrTx, where: { email?: string; ip: string }, since: Date) {
    const [row] = await db
      .select({ n: count(), oldest: min(loginFailures.at) })
      .from(loginFailures)
      .where(
        and(eq(loginFailures.ip, where.ip), where.email ? eq(loginFailures.email, where.email) : undefined, gt(loginFailures.at, since)),
      );
    return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
  },
};

export const passwordTokensRepository = {
  async insert(db: DbOrTx, values: typeof passwordTokens.$inferInsert) {
    await db.insert(passwordTokens).values(values);
  },
  async usable(db: DbOrTx, id: string, now: Date) {
    const [row] = await db
      .select()
      .from(passwordTokens)
      .where(and(eq(passwordTokens.id, id), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)));
    return row;
  },
  async markUsed(db: DbOrTx, id: string, now: Date) {
    await db.update(passwordTokens).set({ usedAt: now }).where(eq(passwordTokens.id, id));
  },
  async remove(db: DbOrTx, id: string) {
    await db.delete(passwordTokens).where(eq(passwordTokens.id, id));
  },
  /** Every link of `purpose` still held by a user: a newer link replaces them. */
  async removeFor(db: DbOrTx, userId: number, ...purposes: string[]) {
    await db.delete(passwordTokens).where(and(eq(passwordTokens.userId, userId), inArray(passwordTokens.purpose, purposes)));
  },
  /** Whether a user holds a link of `purpose`, used or not yet expired alike. */
  async holds(db: DbOrTx, userId: number, purpose: string) {
    const [row] = await db
      .select({ id: passwordTokens.id })
      .from(passwordTokens)
      .where(and(eq(passwordTokens.userId, userId), eq(passwordTokens.purpose, purpose)))
      .limit(1);
    return Boolean(row);
  },
  async recentCount(db: DbOrTx, userId: number, since: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(passwordTokens)
      .where(and(eq(passwordTokens.userId, userId), gt(passwordTokens.createdAt, since)));
    return Number(row?.n ?? 0);
  },
};
