import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { daybooks, journalEntries, journalLines } from '../journals/journals.table';
import { accountingConnections, entrySyncs } from './horus.table';
import type { SoftwareTokens } from './accounting-software';

export type ConnectionRow = typeof accountingConnections.$inferSelect;

/** The connection to the accountant's software and each entry's sync (decision 107). */
export const horusRepository = {
  async connection(db: DbOrTx, provider: string): Promise<ConnectionRow | null> {
    const [row] = await db.select().from(accountingConnections).where(eq(accountingConnections.provider, provider));
    return row ?? null;
  },
  /** A new authorisation for a folder: the old tokens go, the state waits for the code. */
  async startAuthorisation(db: DbOrTx, provider: string, folderId: string, state: string) {
    const values = { folderId, state, accessToken: null, refreshToken: null, expiresAt: null, connectedAt: null, connectedById: null };
    await db
      .insert(accountingConnections)
      .values({ provider, ...values })
      .onConflictDoUpdate({ target: accountingConnections.provider, set: values });
  },
  async saveTokens(db: DbOrTx, provider: string, tokens: SoftwareTokens, connected?: { byId: number | null; at: Date }) {
    await db
      .update(accountingConnections)
      .set({
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        expiresAt: tokens.expiresAt,
        ...(connected ? { state: null, connectedById: connected.byId, connectedAt: connected.at } : {}),
      })
      .where(eq(accountingConnections.provider, provider));
  },
  /** Every entry of the period not queued yet, queued; how many. */
  async queuePeriod(db: DbOrTx, provider: string, from: string, to: string): Promise<number> {
    const rows = await db
      .insert(entrySyncs)
      .select(
        db
          .select({
            entryId: journalEntries.id,
            provider: sql<string>`${provider}`.as('provider'),
            status: sql<string>`'pending'`.as('status'),
            error: sql<string | null>`null`.as('error'),
            attempts: sql<number>`0`.as('attempts'),
            externalId: sql<string | null>`null`.as('external_id'),
            updatedAt: sql<Date>`now()`.as('updated_at'),
          })
          .from(journalEntries)
          .where(sql`${journalEntries.date} between ${from} and ${to}`),
      )
      .onConflictDoNothing()
      .returning({ entryId: entrySyncs.entryId });
    return rows.length;
  },
  /**
   * Entries to push (pending, or failed fewer than `maxAttempts` times) after the entry `afterId`, in id order, with
   * their daybook's code: a run walks them once.
   */
  due(db: DbOrTx, provider: string, maxAttempts: number, afterId: number, limit: number) {
    return db
      .select({ entry: journalEntries, daybook: daybooks.code })
      .from(entrySyncs)
      .innerJoin(journalEntries, eq(journalEntries.id, entrySyncs.entryId))
      .innerJoin(daybooks, eq(daybooks.id, journalEntries.daybookId))
      .where(
        and(
          eq(entrySyncs.provider, provider),
          inArray(entrySyncs.status, ['pending', 'failed']),
          lt(entrySyncs.attempts, maxAttempts),
          gt(entrySyncs.entryId, afterId),
        ),
      )
      .orderBy(asc(entrySyncs.entryId))
      .limit(limit);
  },
  linesOf(db: DbOrTx, entryId: number) {
    return db.select().from(journalLines).where(eq(journalLines.entryId, entryId)).orderBy(asc(journalLines.position));
  },
  async markSent(db: DbOrTx, provider: string, entryId: number, externalId: string) {
    await db
      .update(entrySyncs)
      .set({ status: 'sent', error: null, externalId, attempts: sql`${entrySyncs.attempts} + 1`, updatedAt: sql`now()` })
      .where(and(eq(entrySyncs.provider, provider), eq(entrySyncs.entryId, entryId)));
  },
  async markFailed(db: DbOrTx, provider: string, entryId: number, error: string) {
    await db
      .update(entrySyncs)
      .set({ status: 'failed', error, attempts: sql`${entrySyncs.attempts} + 1`, updatedAt: sql`now()` })
      .where(and(eq(entrySyncs.provider, provider), eq(entrySyncs.entryId, entryId)));
  },
  async counts(db: DbOrTx, provider: string) {
    const rows = await db
      .select({ status: entrySyncs.status, n: count() })
      .from(entrySyncs)
      .where(eq(entrySyncs.provider, provider))
      .groupBy(entrySyncs.status);
    const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
    return { pending: of('pending'), sent: of('sent'), failed: of('failed') };
  },
  failures(db: DbOrTx, provider: string, limit: number) {
    return db
      .select({
        entryId: entrySyncs.entryId,
        date: journalEntries.date,
        reference: journalEntries.reference,
        error: entrySyncs.error,
        attempts: entrySyncs.attempts,
      })
      .from(entrySyncs)
      .innerJoin(journalEntries, eq(journalEntries.id, entrySyncs.entryId))
      .where(and(eq(entrySyncs.provider, provider), eq(entrySyncs.status, 'failed')))
      .orderBy(desc(entrySyncs.updatedAt), desc(entrySyncs.entryId))
      .limit(limit);
  },
};
