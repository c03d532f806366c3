import type { EntryLine } from '@veloport/domain';
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { daybooks, journalEntries, journalLines } from '../journals/journals.table';
import { accountingConnections, entryAttachments, entryChanges, entrySyncs, softwarePayments } from './horus.table';
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
          sql`${entrySyncs.entryId} > ${afterId}`,
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

  // Documents attached to the pushed entries (decision 117).
  /** Every sent entry of a document (a bill or credit note, a purchase) gets its PDF and UBL queued, once. */
  async queueAttachments(db: DbOrTx, provider: string): Promise<number> {
    let queued = 0;
    for (const kind of ATTACHMENT_KINDS) {
      const rows = await db
        .insert(entryAttachments)
        .select(
          db
            .select({
              entryId: entrySyncs.entryId,
              provider: entrySyncs.provider,
              kind: sql<string>`${kind}`.as('kind'),
              status: sql<string>`'pending'`.as('status'),
              error: sql<string | null>`null`.as('error'),
              attempts: sql<number>`0`.as('attempts'),
              externalId: sql<string | null>`null`.as('external_id'),
              updatedAt: sql<Date>`now()`.as('updated_at'),
            })
            .from(entrySyncs)
            .innerJoin(journalEntries, eq(journalEntries.id, entrySyncs.entryId))
            .where(
              and(
                eq(entrySyncs.provider, provider),
                eq(entrySyncs.status, 'sent'),
                inArray(journalEntries.sourceKind, [...DOCUMENT_SOURCES]),
              ),
            ),
        )
        .onConflictDoNothing()
        .returning({ entryId: entryAttachments.entryId });
      queued += rows.length;
    }
    return queued;
  },
  /** Files to send (pending, or failed fewer than `maxAttempts` times) after (entry, kind), with the entry's id at theirs. */
  dueAttachments(db: DbOrTx, provider: string, maxAttempts: number, after: { entryId: number; kind: string }, limit: number) {
    return db
      .select({
        entryId: entryAttachments.entryId,
        kind: entryAttachments.kind,
        sourceKind: journalEntries.sourceKind,
        sourceId: journalEntries.sourceId,
        externalId: entrySyncs.externalId,
      })
      .from(entryAttachments)
      .innerJoin(journalEntries, eq(journalEntries.id, entryAttachments.entryId))
      .innerJoin(entrySyncs, and(eq(entrySyncs.provider, entryAttachments.provider), eq(entrySyncs.entryId, entryAttachments.entryId)))
      .where(
        and(
          eq(entryAttachments.provider, provider),
          inArray(entryAttachments.status, ['pending', 'failed']),
          lt(entryAttachments.attempts, maxAttempts),
          sql`(${entryAttachments.entryId}, ${entryAttachments.kind}) > (${after.entryId}, ${after.kind})`,
        ),
      )
      .orderBy(asc(entryAttachments.entryId), asc(entryAttachments.kind))
      .limit(limit);
  },
  async markAttachment(
    db: DbOrTx,
    provider: string,
    key: { entryId: number; kind: string },
    outcome: { status: 'sent' | 'failed' | 'absent'; error?: string; externalId?: string },
  ) {
    await db
      .update(entryAttachments)
      .set({
        status: outcome.status,
        error: outcome.error ?? null,
        externalId: outcome.externalId ?? null,
        attempts: sql`${entryAttachments.attempts} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(entryAttachments.provider, provider), eq(entryAttachments.entryId, key.entryId), eq(entryAttachments.kind, key.kind)));
  },
  async attachmentCounts(db: DbOrTx, provider: string) {
    const rows = await db
      .select({ status: entryAttachments.status, n: count() })
      .from(entryAttachments)
      .where(eq(entryAttachments.provider, provider))
      .groupBy(entryAttachments.status);
    const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
    return { pending: of('pending'), sent: of('sent'), failed: of('failed'), absent: of('absent') };
  },
  attachmentFailures(db: DbOrTx, provider: string, limit: number) {
    return db
      .select({
        entryId: entryAttachments.entryId,
        kind: entryAttachments.kind,
        date: journalEntries.date,
        reference: journalEntries.reference,
        error: entryAttachments.error,
        attempts: entryAttachments.attempts,
      })
      .from(entryAttachments)
      .innerJoin(journalEntries, eq(journalEntries.id, entryAttachments.entryId))
      .where(and(eq(entryAttachments.provider, provider), eq(entryAttachments.status, 'failed')))
      .orderBy(desc(entryAttachments.updatedAt), desc(entryAttachments.entryId))
      .limit(limit);
  },

  // What the accountant changed or paid, read back (decision 117).
  async setReadBackAt(db: DbOrTx, provider: string, at: Date) {
    await db.update(accountingConnections).set({ readBackAt: at }).where(eq(accountingConnections.provider, provider));
  },
  /** Our entries sent to the provider among these ids, with their source document. */
  sentEntries(db: DbOrTx, provider: string, entryIds: number[]) {
    if (!entryIds.length) return Promise.resolve([]);
    return db
      .select({ entryId: journalEntries.id, sourceKind: journalEntries.sourceKind, sourceId: journalEntries.sourceId })
      .from(entrySyncs)
      .innerJoin(journalEntries, eq(journalEntries.id, entrySyncs.entryId))
      .where(and(eq(entrySyncs.provider, provider), inArray(entrySyncs.entryId, entryIds)));
  },
  /** Our entries the provider booked under these ids of theirs, with their source document. */
  entriesByExternalId(db: DbOrTx, provider: string, externalIds: string[]) {
    if (!externalIds.length) return Promise.resolve([]);
    return db
      .select({
        entryId: journalEntries.id,
        externalId: entrySyncs.externalId,
        sourceKind: journalEntries.sourceKind,
        sourceId: journalEntries.sourceId,
      })
      .from(entrySyncs)
      .innerJoin(journalEntries, eq(journalEntries.id, entrySyncs.entryId))
      .where(and(eq(entrySyncs.provider, provider), inArray(entrySyncs.externalId, externalIds)));
  },
  async change(db: DbOrTx, provider: string, entryId: number) {
    const [row] = await db
      .select()
      .from(entryChanges)
      .where(and(eq(entryChanges.provider, provider), eq(entryChanges.entryId, entryId)));
    return row ?? null;
  },
  async saveChange(db: DbOrTx, provider: string, entryId: number, theirLines: EntryLine[], changedAt: Date, readAt: Date) {
    const values = { theirLines, changedAt, readAt };
    await db
      .insert(entryChanges)
      .values({ provider, entryId, ...values })
      .onConflictDoUpdate({ target: [entryChanges.provider, entryChanges.entryId], set: values });
  },
  async dropChange(db: DbOrTx, provider: string, entryId: number) {
    await db.delete(entryChanges).where(and(eq(entryChanges.provider, provider), eq(entryChanges.entryId, entryId)));
  },
  changes(db: DbOrTx, provider: string, limit: number) {
    return db
      .select({
        entryId: entryChanges.entryId,
        date: journalEntries.date,
        reference: journalEntries.reference,
        changedAt: entryChanges.changedAt,
        theirLines: entryChanges.theirLines,
      })
      .from(entryChanges)
      .innerJoin(journalEntries, eq(journalEntries.id, entryChanges.entryId))
      .where(eq(entryChanges.provider, provider))
      .orderBy(desc(entryChanges.changedAt), desc(entryChanges.entryId))
      .limit(limit);
  },
  /** Which of these payments of theirs were read already. */
  async knownPayments(db: DbOrTx, provider: string, externalIds: string[]): Promise<Set<string>> {
    if (!externalIds.length) return new Set();
    const rows = await db
      .select({ externalId: softwarePayments.externalId })
      .from(softwarePayments)
      .where(and(eq(softwarePayments.provider, provider), inArray(softwarePayments.externalId, externalIds)));
    return new Set(rows.map((r) => r.externalId));
  },
  /** Once per payment of theirs: false when it was read already. */
  async recordPayment(db: DbOrTx, row: typeof softwarePayments.$inferInsert): Promise<boolean> {
    const written = await db.insert(softwarePayments).values(row).onConflictDoNothing().returning({ id: softwarePayments.externalId });
    return written.length > 0;
  },
  payments(db: DbOrTx, provider: string, limit: number) {
    return db
      .select({
        externalId: softwarePayments.externalId,
        entryId: softwarePayments.entryId,
        reference: journalEntries.reference,
        side: softwarePayments.side,
        paidOn: softwarePayments.paidOn,
        amountCents: softwarePayments.amountCents,
        outcome: softwarePayments.outcome,
        reason: softwarePayments.reason,
      })
      .from(softwarePayments)
      .innerJoin(journalEntries, eq(journalEntries.id, softwarePayments.entryId))
      .where(and(eq(softwarePayments.provider, provider), sql`${softwarePayments.outcome} <> 'already_paid'`))
      .orderBy(desc(softwarePayments.paidOn), desc(softwarePayments.readAt))
      .limit(limit);
  },
};

/** The journal entries of a document the accountant sees beside it: a bill or credit note, a purchase. */
export const DOCUMENT_SOURCES = ['bill', 'purchase'] as const;
export const ATTACHMENT_KINDS = ['pdf', 'ubl'] as const;
