import { addMonthKeys, addMonths, LEASING_END_NOTICE_MONTHS, PREPAID_BILL_KIND, type LeasingContractListQuery } from '@veloport/domain';
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { scopeCondition, type TenantScope } from '../../../platform/tenancy';
import { leasingBills, leasingContracts, leasingInstalments, leasingRuns } from './leasing.table';

export type ContractRow = typeof leasingContracts.$inferSelect;
export type ContractInsert = typeof leasingContracts.$inferInsert;
export type RunRow = typeof leasingRuns.$inferSelect;
type BillKey = { contractId: number; period: string; kind: string; billId: number; runId?: number | null };

const RUNNING = ['active', 'ending'];
const SORTS = {
  endDate: leasingContracts.endDate,
  startDate: leasingContracts.startDate,
  id: leasingContracts.id,
  monthlyPriceCents: leasingContracts.monthlyPriceCents,
} as const;
/** No prepaid bill made yet for the contract (decision 065). */
const noPrepaidBill = (db: DbOrTx) =>
  notExists(
    db
      .select({ id: leasingBills.id })
      .from(leasingBills)
      .where(and(eq(leasingBills.contractId, leasingContracts.id), eq(leasingBills.kind, PREPAID_BILL_KIND))),
  );

/**
 * The contracts list's filter: the caller's scope (admins every contract, a fleet manager the company's, anyone else
 * their own, decision 068), the list's filters, and the end-of-lease list — contracts ending within four months (and
 * those ended up to four months ago), not closed.
 */
export function contractWhere(scope: TenantScope, query: LeasingContractListQuery, today: string): SQL | undefined {
  const q = query.q ? containsPattern(query.q) : null;
  return and(
    scopeCondition(scope, { company: leasingContracts.companyId, owner: leasingContracts.userId }),
    query.status ? eq(leasingContracts.status, query.status) : undefined,
    query.kind ? eq(leasingContracts.kind, query.kind) : undefined,
    query.companyId ? eq(leasingContracts.companyId, query.companyId) : undefined,
    query.orderId ? eq(leasingContracts.orderId, query.orderId) : undefined,
    query.bikeId ? eq(leasingContracts.bikeId, query.bikeId) : undefined,
    query.ending
      ? and(
          lte(leasingContracts.endDate, addMonths(today, LEASING_END_NOTICE_MONTHS)),
          sql`${leasingContracts.endDate} >= ${addMonths(today, -LEASING_END_NOTICE_MONTHS)}`,
          sql`${leasingContracts.status} <> 'ended'`,
        )
      : undefined,
    query.choice === 'none' ? isNull(leasingContracts.endChoice) : query.choice ? eq(leasingContracts.endChoice, query.choice) : undefined,
    q ? or(sql`${leasingContracts.frameNumber} ilike ${q}`, sql`${leasingContracts.bikeLabel} ilike ${q}`) : undefined,
  );
}

/** Leasing contracts, their instalments, the bills that claimed each (contract, period, kind) and the runs (decision 049). */
export const leasingRepository = {
  // Contracts
  async byId(db: DbOrTx, id: number, scope: TenantScope = { kind: 'all' }): Promise<ContractRow | undefined> {
    const where = and(
      eq(leasingContracts.id, id),
      scopeCondition(scope, { company: leasingContracts.companyId, owner: leasingContracts.userId }),
    );
    return (await db.select().from(leasingContracts).where(where))[0];
  },
  async lock(tx: DbOrTx, id: number): Promise<ContractRow | undefined> {
    return (await tx.select().from(leasingContracts).where(eq(leasingContracts.id, id)).for('update'))[0];
  },
  byIds: (db: DbOrTx, ids: number[]) =>
    ids.length ? db.select().from(leasingContracts).where(inArray(leasingContracts.id, ids)) : Promise.resolve([]),
  page: (db: DbOrTx, where: SQL | undefined, sort: keyof typeof SORTS, order: 'asc' | 'desc', limit: number, offset: number) =>
    db
      .select()
      .from(leasingContracts)
      .where(where)
      .orderBy(order === 'desc' ? desc(SORTS[sort]) : asc(SORTS[sort]), asc(leasingContracts.id))
      .limit(limit)
      .offset(offset),
  count: async (db: DbOrTx, where: SQL | undefined) => (await db.select({ n: count() }).from(leasingContracts).where(where))[0]!.n,
  /** A person's running contracts (active or ending), soonest end first. */
  runningOfUser: (db: DbOrTx, userId: number) =>
    db
      .select()
      .from(leasingContracts)
      .where(and(eq(leasingContracts.userId, userId), inArray(leasingContracts.status, RUNNING)))
      .orderBy(asc(leasingContracts.endDate), asc(leasingContracts.id)),
  async runningOfBike(tx: DbOrTx, bikeId: number) {
    const where = and(eq(leasingContracts.bikeId, bikeId), inArray(leasingContracts.status, RUNNING));
    return (await tx.select({ id: leasingContracts.id }).from(leasingContracts).where(where))[0];
  },
  async ofOrder(tx: DbOrTx, orderId: number) {
    return (await tx.select({ id: leasingContracts.id }).from(leasingContracts).where(eq(leasingContracts.orderId, orderId)))[0];
  },
  async insert(tx: DbOrTx, values: ContractInsert): Promise<ContractRow> {
    return (await tx.insert(leasingContracts).values(values).returning())[0]!;
  },
  update: (tx: DbOrTx, id: number, values: Partial<ContractInsert>) =>
    tx.update(leasingContracts).set(values).where(eq(leasingContracts.id, id)),
  /** Running contracts past their end on `today`: the daily closing (decision 060). */
  endedBefore: (db: DbOrTx, today: string) =>
    db
      .select({ id: leasingContracts.id })
      .from(leasingContracts)
      .where(and(inArray(leasingContracts.status, RUNNING), sql`${leasingContracts.endDate} < ${today}`))
      .orderBy(asc(leasingContracts.id)),

  // Buy-out instalments and the bills of each (contract, period, kind)
  instalmentsOf: (db: DbOrTx, contractId: number) =>
    db.select().from(leasingInstalments).where(eq(leasingInstalments.contractId, contractId)).orderBy(asc(leasingInstalments.number)),
  instalmentsIn: (db: DbOrTx, period: string) => db.select().from(leasingInstalments).where(eq(leasingInstalments.period, period)),
  insertInstalments: (tx: DbOrTx, rows: (typeof leasingInstalments.$inferInsert)[]) => tx.insert(leasingInstalments).values(rows),
  billedInstalments: (db: DbOrTx, contractId: number) =>
    db
      .select({ period: leasingBills.period, billId: leasingBills.billId })
      .from(leasingBills)
      .where(and(eq(leasingBills.contractId, contractId), eq(leasingBills.kind, 'instalment'))),
  /** The one bill of each prepaid contract among these, once made (decision 065). */
  async prepaidBills(db: DbOrTx, contractIds: number[]) {
    const made = contractIds.length
      ? await db
          .select({ contractId: leasingBills.contractId, billId: leasingBills.billId })
          .from(leasingBills)
          .where(and(inArray(leasingBills.contractId, contractIds), eq(leasingBills.kind, PREPAID_BILL_KIND)))
      : [];
    return new Map(made.map((m) => [m.contractId, m.billId]));
  },
  /** The (contract, kind) keys of `period` already billed among these contracts; `withPrepaid` adds prepaid bills of any period. */
  async billedKeys(db: DbOrTx, period: string, contractIds: number[], withPrepaid = false) {
    if (!contractIds.length) return new Set<string>();
    const inPeriod = withPrepaid
      ? or(eq(leasingBills.period, period), eq(leasingBills.kind, PREPAID_BILL_KIND))
      : eq(leasingBills.period, period);
    const taken = await db
      .select({ contractId: leasingBills.contractId, kind: leasingBills.kind })
      .from(leasingBills)
      .where(and(inPeriod, inArray(leasingBills.contractId, [...new Set(contractIds)])));
    return new Set(taken.map((t) => `${t.contractId}:${t.kind}`));
  },
  insertBills: (tx: DbOrTx, rows: BillKey[]) => (rows.length ? tx.insert(leasingBills).values(rows) : Promise.resolve()),

  // What a run of `period` bills
  /** Contracts started by the start of next month and not ended by the first of `period`: their rent may be due. */
  rentCandidates: (db: DbOrTx, period: string) =>
    db
      .select()
      .from(leasingContracts)
      .where(
        and(
          lte(leasingContracts.startDate, addMonths(`${period}-01`, 1)),
          sql`${leasingContracts.endDate} >= ${`${period}-01`}`,
          sql`${leasingContracts.status} <> 'ended'`,
        ),
      )
      .orderBy(asc(leasingContracts.id)),
  /** Prepaid leases started by the end of `period` and not billed yet. */
  prepaidUnbilled: (db: DbOrTx, period: string) =>
    db
      .select()
      .from(leasingContracts)
      .where(and(eq(leasingContracts.kind, 'prepaid'), lt(leasingContracts.startDate, `${addMonthKeys(period, 1)}-01`), noPrepaidBill(db)))
      .orderBy(asc(leasingContracts.id)),
  /** Prepaid leases running in `period` and already billed for their term, with that bill (at most 500). */
  prepaidRunning: (db: DbOrTx, period: string) =>
    db
      .select({ contract: leasingContracts, billId: leasingBills.billId })
      .from(leasingContracts)
      .innerJoin(leasingBills, and(eq(leasingBills.contractId, leasingContracts.id), eq(leasingBills.kind, PREPAID_BILL_KIND)))
      .where(
        and(
          eq(leasingContracts.kind, 'prepaid'),
          lt(leasingContracts.startDate, `${addMonthKeys(period, 1)}-01`),
          sql`${leasingContracts.endDate} >= ${`${period}-01`}`,
        ),
      )
      .orderBy(asc(leasingContracts.id))
      .limit(500),
  /**
   * Runs of the same month queue on this lock, so one reads the claims another has just committed: a (contract, period,
   * kind) key is billed once however many runs start (decision 049). A prepaid lease may be due in runs of several
   * months: they queue on one more lock, always taken second.
   */
  async lockRunOf(tx: DbOrTx, period: string, prepaid: boolean) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`leasing-run:${period}`}))`);
    if (prepaid) await tx.execute(sql`select pg_advisory_xact_lock(hashtext('leasing-run:prepaid'))`);
  },

  // Runs
  async insertRun(tx: DbOrTx, values: { period: string; scheduled: boolean; startedById: number | null }): Promise<RunRow> {
    return (await tx.insert(leasingRuns).values(values).returning())[0]!;
  },
  async run(db: DbOrTx, id: number): Promise<RunRow | undefined> {
    return (await db.select().from(leasingRuns).where(eq(leasingRuns.id, id)))[0];
  },
  updateRun: (db: DbOrTx, id: number, values: Partial<typeof leasingRuns.$inferInsert>) =>
    db.update(leasingRuns).set(values).where(eq(leasingRuns.id, id)),
  async runs(db: DbOrTx, q: string | undefined, sort: 'period' | 'createdAt', order: 'asc' | 'desc', limit: number, offset: number) {
    const column = sort === 'period' ? leasingRuns.period : leasingRuns.createdAt;
    const where = q ? sql`${leasingRuns.period} like ${`${q}%`}` : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(leasingRuns)
        .where(where)
        .orderBy(order === 'asc' ? asc(column) : desc(column), desc(leasingRuns.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(leasingRuns).where(where),
    ]);
    return { rows, total: total!.n };
  },
};
