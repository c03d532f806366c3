import {
  addDays,
  addMonths,
  addMonthKeys,
  bikeKindAfterChoice,
  buyOutInstalments,
  contractStatusAtEnd,
  formatDate,
  isBilledInPeriod,
  isPrepaidDueInPeriod,
  LEASING_CONTRACT_TYPES,
  LEASING_END_NOTICE_MONTHS,
  leasingBilledCents,
  leasingContractMonthlyCents,
  leasingEndDate,
  leasingTermsFromOrder,
  monthKeyOf,
  PREPAID_BILL_KIND,
  type AuthUser,
  type LeasingContract,
  type LeasingContractInput,
  type LeasingContractKind,
  type LeasingContractListItem,
  type LeasingContractListQuery,
  type LeasingContractStatus,
  type LeasingEndChoice,
  type LeasingRun,
  type LeasingRunLine,
  type LeasingRunListQuery,
  type LeasingRunPreview,
  type Locale,
  type Clock,
} from '@veloport/domain';
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import type { Jobs } from '../../../platform/jobs';
import { containsPattern, pageOf } from '../../../platform/list';
import type { Mailer } from '../../../platform/mail';
import type { CompaniesService } from '../../companies/companies.service';
import type { IdentityService } from '../../identity/identity.service';
import type { OrdersService } from '../../sales/orders.service';
import { changeBike } from '../../stock/bike-actions.service';
import type { BikesService } from '../../stock/bikes.service';
import { billWords, type BillWords } from '../bill-words';
import { issueLeasingBill, issueLeasingBills, type LeasingCustomer } from './leasing.bills';
import { endNoticeMail } from './leasing.mail';
import { leasingBills, leasingContracts, leasingInstalments, leasingRuns } from './leasing.table';
import { scopeOf, scopeCondition } from '../../../platform/tenancy';

export const LEASING_RUN_JOB = 'billing.leasing-run';
export const LEASING_MONTHLY_JOB = 'billing.leasing-monthly';
/** The 1st of each month at 06:00, Brussels time. */
export const LEASING_MONTHLY_CRON = '0 6 1 * *';
export const LEASING_ENDED_JOB = 'billing.leasing-ended';
/** Every day at 02:30, Brussels time: contracts past their end are closed (decision 060). */
export const LEASING_ENDED_CRON = '30 2 * * *';

/** Plans a returned bike's pick-up (a workshop request, decision 060); returns its id. Set by the app once the workshop exists. */
/** Opens a lead for the sales team at a new lease (decision 060), in the choice's transaction; returns its id. */
export type LeadOpener = (
  tx: Tx,
  lead: { firstname: string; lastname: string; email: string; companyName: string | null; locale: Locale; message: string },
  actor: Actor,
) => Promise<number>;
export type PickUpPlanner = (
  tx: Tx,
  pickUp: {
    bikeId: number;
    bikeLabel: string;
    frameNumber: string;
    userId: number | null;
    companyId: number | null;
    date: string;
    contractId: number;
  },
  actor: Actor,
) => Promise<number | null>;
/** A run bills this many contracts per transaction, and writes its progress after each batch. */
const RUN_BATCH = 200;

type Actor = { id: number | null; ip?: string | null };
type ContractRow = typeof leasingContracts.$inferSelect;
export type LeasingService = ReturnType<typeof createLeasingService>;

/** 409 with the generic `conflict` code: the screens only offer what the contract allows, so the message is for API callers. */
const conflict = (message: string) => new AppError(409, 'conflict', message);
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const localeOf = (language: string | null | undefined): Locale => (language === 'en' || language === 'nl' ? language : 'fr');

/** Admins every contract; a fleet manager the company's; anyone else their own (decision 068). */
const scopeWhere = (viewer: AuthUser) =>
  scopeCondition(scopeOf(viewer), { company: leasingContracts.companyId, owner: leasingContracts.userId });

/**
 * Leasing contracts, the monthly runs that bill them, and the end of lease (decision 049). Other modules are reached
 * through their services: names and billing addresses from companies and identity, the bike from stock.
 */
export function createLeasingService({
  clock,
  db,
  jobs,
  mail,
  identity,
  companies,
  bikes,
  orders,
  publicUrl,
}: {
  clock: Clock;
  db: Db;
  jobs: Jobs;
  mail: Mailer;
  identity: IdentityService;
  companies: CompaniesService;
  bikes: BikesService;
  orders: OrdersService;
  publicUrl: string;
}) {
  let planPickUp: PickUpPlanner | null = null;
  let openLead: LeadOpener | null = null;
  const byId = async (id: number, extra?: SQL) =>
    (
      await db
        .select()
        .from(leasingContracts)
        .where(and(eq(leasingContracts.id, id), extra))
    )[0];
  const bikeName = (r: ContractRow) => `${r.bikeLabel} (${r.frameNumber})`;

  /** The one bill of each prepaid contract among these, once made (decision 065). */
  async function prepaidBillsOf(rows: ContractRow[]) {
    const ids = rows.filter((r) => r.kind === 'prepaid').map((r) => r.id);
    const made = ids.length
      ? await db
          .select({ contractId: leasingBills.contractId, billId: leasingBills.billId })
          .from(leasingBills)
          .where(and(inArray(leasingBills.contractId, ids), eq(leasingBills.kind, PREPAID_BILL_KIND)))
      : [];
    return new Map(made.map((m) => [m.contractId, m.billId]));
  }

  /** Names of the companies, users and choosers of these contracts, in two queries. */
  async function namesOf(rows: ContractRow[]) {
    const [firms, people] = await Promise.all([
      companies.namesByIds(rows.map((r) => r.companyId)),
      identity.namesByIds(rows.flatMap((r) => [r.userId, r.endChoiceById])),
    ]);
    return { firms, people };
  }

  async function views(rows: ContractRow[]): Promise<LeasingContractListItem[]> {
    const [{ firms, people }, prepaidBills] = await Promise.all([namesOf(rows), prepaidBillsOf(rows)]);
    return rows.map((r) => {
      const by = r.endChoiceById ? people.get(r.endChoiceById) : undefined;
      return {
        id: r.id,
        kind: r.kind as LeasingContractKind,
        status: r.status as LeasingContractStatus,
        bike: { id: r.bikeId, frameNumber: r.frameNumber, model: r.bikeLabel },
        company: r.companyId !== null ? { id: r.companyId, name: firms.get(r.companyId)?.name ?? '' } : null,
        user: r.userId !== null ? { id: r.userId, name: people.get(r.userId)?.name ?? '' } : null,
        orderId: r.orderId,
        startDate: r.startDate,
        endDate: r.endDate,
        contractMonths: r.contractMonths,
        bikeAmountCents: r.bikeAmountCents,
        yearlyMaintenanceBudgetCents: r.yearlyMaintenanceBudgetCents,
        monthlyInsuranceCents: r.monthlyInsuranceCents,
        monthlyFeesCents: r.monthlyFeesCents,
        monthlyPriceCents: r.monthlyPriceCents,
        buyOutCents: buyOutInstalments(r.bikeAmountCents).totalCents,
        noticeSentAt: iso(r.noticeSentAt),
        endChoice: r.endChoice as LeasingEndChoice | null,
        endChoiceAt: iso(r.endChoiceAt),
        endChoiceBy: by ? { id: r.endChoiceById!, name: by.name } : null,
        renewedAsId: r.renewedAsId,
        buyOutBillId: r.buyOutBillId,
        prepaidBillId: prepaidBills.get(r.id) ?? null,
        pickupRequestId: r.pickupRequestId,
        renewalLeadId: r.renewalLeadId,
        closedAt: iso(r.closedAt),
        createdAt: r.createdAt.toISOString(),
      };
    });
  }

  async function detail(row: ContractRow): Promise<LeasingContract> {
    const [view] = await views([row]);
    const instalments = await db
      .select()
      .from(leasingInstalments)
      .where(eq(leasingInstalments.contractId, row.id))
      .orderBy(asc(leasingInstalments.number));
    const billed = instalments.length
      ? await db
          .select({ period: leasingBills.period, billId: leasingBills.billId })
          .from(leasingBills)
          .where(and(eq(leasingBills.contractId, row.id), eq(leasingBills.kind, 'instalment')))
      : [];
    const billOf = new Map(billed.map((b) => [b.period, b.billId]));
    return {
      ...view!,
      instalments: instalments.map((i) => ({
        number: i.number,
        period: i.period,
        amountCents: i.amountCents,
        billId: billOf.get(i.period) ?? null,
      })),
    };
  }
  const reload = async (id: number) => detail((await byId(id))!);

  async function visible(viewer: AuthUser, id: number) {
    const row = await byId(id, scopeWhere(viewer));
    if (!row) throw notFound();
    return row;
  }

  function listWhere(viewer: AuthUser, query: LeasingContractListQuery): SQL | undefined {
    const q = query.q ? containsPattern(query.q) : null;
    const today = clock.today();
    return and(
      scopeWhere(viewer),
      query.status ? eq(leasingContracts.status, query.status) : undefined,
      query.kind ? eq(leasingContracts.kind, query.kind) : undefined,
      query.companyId ? eq(leasingContracts.companyId, query.companyId) : undefined,
      query.orderId ? eq(leasingContracts.orderId, query.orderId) : undefined,
      query.bikeId ? eq(leasingContracts.bikeId, query.bikeId) : undefined,
      // The end-of-lease list: contracts ending within four months (and those ended up to four months ago), not closed.
      query.ending
        ? and(
            lte(leasingContracts.endDate, addMonths(today, LEASING_END_NOTICE_MONTHS)),
            sql`${leasingContracts.endDate} >= ${addMonths(today, -LEASING_END_NOTICE_MONTHS)}`,
            sql`${leasingContracts.status} <> 'ended'`,
          )
        : undefined,
      query.choice === 'none'
        ? isNull(leasingContracts.endChoice)
        : query.choice
          ? eq(leasingContracts.endChoice, query.choice)
          : undefined,
      q ? or(sql`${leasingContracts.frameNumber} ilike ${q}`, sql`${leasingContracts.bikeLabel} ilike ${q}`) : undefined,
    );
  }
  const sortColumn = {
    endDate: leasingContracts.endDate,
    startDate: leasingContracts.startDate,
    id: leasingContracts.id,
    monthlyPriceCents: leasingContracts.monthlyPriceCents,
  } as const;
  const page = (where: SQL | undefined, query: LeasingContractListQuery, limit: number, offset: number) =>
    db
      .select()
      .from(leasingContracts)
      .where(where)
      .orderBy(query.order === 'desc' ? desc(sortColumn[query.sort]) : asc(sortColumn[query.sort]), asc(leasingContracts.id))
      .limit(limit)
      .offset(offset);
  const countOf = async (where: SQL | undefined) => (await db.select({ n: count() }).from(leasingContracts).where(where))[0]!.n;

  /** The customers as the bills print them: the company when the contract has one, else the person (one query each). */
  async function customersOf(rows: ContractRow[]) {
    const [firms, people] = await Promise.all([
      companies.addressesByIds(rows.map((r) => r.companyId)),
      identity.customersByIds(rows.filter((r) => r.companyId === null).map((r) => r.userId)),
    ]);
    return (r: ContractRow): LeasingCustomer => {
      if (r.companyId !== null) {
        const firm = firms.get(r.companyId);
        const a = firm?.billingAddress;
        return {
          companyId: r.companyId,
          userId: null,
          customerName: firm?.name ?? '',
          customerVatNumber: firm?.vatNumber ?? null,
          customerAddress: a ? `${a.street}, ${a.postalCode} ${a.city}, ${a.country}` : null,
          customerLanguage: localeOf(firm?.language),
        };
      }
      const person = people.get(r.userId!);
      return {
        companyId: null,
        userId: r.userId,
        customerName: person?.name ?? '',
        customerVatNumber: null,
        customerAddress: null,
        customerLanguage: localeOf(person?.language),
      };
    };
  }

  /** What the run of `period` bills: each running contract's rent (monthly, or yearly on its anniversary month) and buy-out instalments due. */
  async function dueLines(period: string) {
    const first = `${period}-01`;
    const rentRows = await db
      .select()
      .from(leasingContracts)
      .where(
        and(
          lte(leasingContracts.startDate, addMonths(first, 1)),
          sql`${leasingContracts.endDate} >= ${first}`,
          sql`${leasingContracts.status} <> 'ended'`,
        ),
      )
      .orderBy(asc(leasingContracts.id));
    const rents = rentRows.filter((r) =>
      isBilledInPeriod({ kind: r.kind as LeasingContractKind, startDate: r.startDate, contractMonths: r.contractMonths }, period),
    );
    // Prepaid leases started by the end of this month and not billed yet: their whole term, once (decision 065).
    const prepaidRows = (
      await db
        .select()
        .from(leasingContracts)
        .where(
          and(
            eq(leasingContracts.kind, 'prepaid'),
            lt(leasingContracts.startDate, `${addMonthKeys(period, 1)}-01`),
            notExists(
              db
                .select({ id: leasingBills.id })
                .from(leasingBills)
                .where(and(eq(leasingBills.contractId, leasingContracts.id), eq(leasingBills.kind, PREPAID_BILL_KIND))),
            ),
          ),
        )
        .orderBy(asc(leasingContracts.id))
    ).filter((r) =>
      isPrepaidDueInPeriod(
        { kind: r.kind as LeasingContractKind, startDate: r.startDate, status: r.status as LeasingContractStatus },
        period,
        false,
      ),
    );
    const instalments = await db.select().from(leasingInstalments).where(eq(leasingInstalments.period, period));
    const instalmentRows = instalments.length
      ? await db
          .select()
          .from(leasingContracts)
          .where(
            inArray(
              leasingContracts.id,
              instalments.map((i) => i.contractId),
            ),
          )
      : [];
    const customerOf = await customersOf([...rents, ...instalmentRows, ...prepaidRows]);
    const byContract = new Map(instalmentRows.map((r) => [r.id, r]));
    // `billPeriod`: the period of its (contract, period, kind) key — the run's, or a prepaid lease's start month.
    const lines: (LeasingRunLine & { customerOf: LeasingCustomer; billPeriod: string })[] = [];
    const line = (
      r: ContractRow,
      kind: LeasingRunLine['kind'],
      description: (w: BillWords) => string,
      amountCents: number,
      billPeriod = period,
    ) => {
      const customer = customerOf(r);
      lines.push({
        customerOf: customer,
        billPeriod,
        contractId: r.id,
        kind,
        customer: customer.customerName,
        company: r.companyId !== null ? { id: r.companyId, name: customer.customerName } : null,
        description: description(billWords(customer.customerLanguage)),
        amountCents,
      });
    };
    for (const r of prepaidRows) {
      line(
        r,
        'prepaid',
        (w) => w.leasePrepaid(bikeName(r), formatDate(r.startDate), formatDate(r.endDate)),
        leasingBilledCents('prepaid', r.monthlyPriceCents, r.contractMonths),
        monthKeyOf(r.startDate),
      );
    }
    for (const r of rents)
      line(
        r,
        'rent',
        (w) => (r.kind === 'annual' ? w.leaseAnnual(bikeName(r), period) : w.leaseRent(bikeName(r), period)),
        leasingBilledCents(r.kind as LeasingContractKind, r.monthlyPriceCents),
      );
    for (const i of instalments) {
      const r = byContract.get(i.contractId);
      if (r) line(r, 'instalment', (w) => w.buyOutInstalment(bikeName(r), i.number), i.amountCents);
    }
    const taken = lines.length
      ? await db
          .select({ contractId: leasingBills.contractId, kind: leasingBills.kind })
          .from(leasingBills)
          .where(and(eq(leasingBills.period, period), inArray(leasingBills.contractId, [...new Set(lines.map((l) => l.contractId))])))
      : [];
    const billed = new Set(taken.map((t) => `${t.contractId}:${t.kind}`));
    return { lines, billed };
  }

  /** Prepaid leases running in `period` and already billed for their term: what the preview shows as prepaid (decision 065). */
  async function prepaidRunning(period: string) {
    const first = `${period}-01`;
    const rows = await db
      .select({ contract: leasingContracts, billId: leasingBills.billId })
      .from(leasingContracts)
      .innerJoin(leasingBills, and(eq(leasingBills.contractId, leasingContracts.id), eq(leasingBills.kind, PREPAID_BILL_KIND)))
      .where(
        and(
          eq(leasingContracts.kind, 'prepaid'),
          lt(leasingContracts.startDate, `${addMonthKeys(period, 1)}-01`),
          sql`${leasingContracts.endDate} >= ${first}`,
        ),
      )
      .orderBy(asc(leasingContracts.id))
      .limit(500);
    const customerOf = await customersOf(rows.map((r) => r.contract));
    return rows.map(({ contract: r, billId }) => ({
      contractId: r.id,
      customer: customerOf(r).customerName,
      bike: bikeName(r),
      amountCents: leasingBilledCents('prepaid', r.monthlyPriceCents, r.contractMonths),
      billId,
    }));
  }

  const runView = (r: typeof leasingRuns.$inferSelect, names: Map<number, { name: string }>): LeasingRun => ({
    id: r.id,
    period: r.period,
    status: r.status as LeasingRun['status'],
    scheduled: r.scheduled,
    total: r.total,
    done: r.done,
    billed: r.billed,
    skipped: r.skipped,
    billedCents: r.billedCents,
    error: r.error,
    startedBy: r.startedById ? { id: r.startedById, name: names.get(r.startedById)?.name ?? '' } : null,
    createdAt: r.createdAt.toISOString(),
    finishedAt: iso(r.finishedAt),
  });

  async function insertRun(tx: DbOrTx, period: string, actor: Actor, scheduled: boolean) {
    const [run] = await tx.insert(leasingRuns).values({ period, scheduled, startedById: actor.id }).returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'leasing_run.started',
      entity: 'leasing_run',
      entityId: run!.id,
      after: run,
      ip: actor.ip,
    });
    return run!;
  }

  /** One run: each due line billed once under its (contract, period, kind) key, progress written as it goes. */
  async function execute(runId: number) {
    const [run] = await db.select().from(leasingRuns).where(eq(leasingRuns.id, runId));
    if (!run || run.status === 'done') return;
    const actor = { id: run.startedById };
    const { lines, billed } = await dueLines(run.period);
    await db
      .update(leasingRuns)
      .set({ status: 'running', total: lines.length, done: 0, billed: 0, skipped: 0, billedCents: 0 })
      .where(eq(leasingRuns.id, runId));
    let done = 0;
    let made = 0;
    let skipped = 0;
    let cents = 0;
    try {
      // Batches of lines, each in one transaction: thousands of contracts are billed in seconds, not one commit each.
      for (let i = 0; i < lines.length; i += RUN_BATCH) {
        const batch = lines.slice(i, i + RUN_BATCH);
        const due = batch.filter((line) => !billed.has(`${line.contractId}:${line.kind}`));
        if (due.length) {
          const result = await db.transaction(async (tx) => {
            // Runs of the same month queue here, so this one reads the claims another run has just committed: the
            // (contract, period, kind) key is then billed once, however many runs start (decision 049).
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`leasing-run:${run.period}`}))`);
            // A prepaid lease may be due in runs of several months: they queue on one more lock (always taken second).
            if (due.some((l) => l.kind === 'prepaid')) await tx.execute(sql`select pg_advisory_xact_lock(hashtext('leasing-run:prepaid'))`);
            const taken = await tx
              .select({ contractId: leasingBills.contractId, kind: leasingBills.kind })
              .from(leasingBills)
              .where(
                and(
                  or(eq(leasingBills.period, run.period), eq(leasingBills.kind, PREPAID_BILL_KIND)),
                  inArray(leasingBills.contractId, [...new Set(due.map((l) => l.contractId))]),
                ),
              );
            const claimed = new Set(taken.map((t) => `${t.contractId}:${t.kind}`));
            const fresh = due.filter((line) => !claimed.has(`${line.contractId}:${line.kind}`));
            const issued = await issueLeasingBills(
              tx,
              fresh.map((line) => ({
                customer: line.customerOf,
                description: line.description,
                amountCents: line.amountCents,
                context: { contractId: line.contractId, period: run.period },
              })),
              actor,
              clock.now(),
            );
            if (fresh.length)
              await tx.insert(leasingBills).values(
                fresh.map((line, j) => ({
                  contractId: line.contractId,
                  period: line.billPeriod,
                  kind: line.kind,
                  billId: issued[j]!.id,
                  runId,
                })),
              );
            return { billed: fresh.length, cents: fresh.reduce((sum, line) => sum + line.amountCents, 0) };
          });
          made += result.billed;
          cents += result.cents;
          skipped += batch.length - result.billed;
        } else skipped += batch.length;
        done += batch.length;
        await db.update(leasingRuns).set({ done, billed: made, skipped, billedCents: cents }).where(eq(leasingRuns.id, runId));
      }
      await db
        .update(leasingRuns)
        .set({ status: 'done', done, billed: made, skipped, billedCents: cents, finishedAt: clock.now() })
        .where(eq(leasingRuns.id, runId));
    } catch (error) {
      await db
        .update(leasingRuns)
        .set({
          status: 'failed',
          done,
          billed: made,
          skipped,
          billedCents: cents,
          error: error instanceof Error ? error.message : String(error),
          finishedAt: clock.now(),
        })
        .where(eq(leasingRuns.id, runId));
      throw error;
    }
  }

  /** Closes a contract past its end: its status from the choice, the bike through the stock module's transition. */
  async function closeContract(tx: Tx, row: ContractRow, actor: Actor) {
    const choice = row.endChoice as LeasingEndChoice | null;
    const status = contractStatusAtEnd(choice);
    const now = clock.now();
    await tx.update(leasingContracts).set({ status, closedAt: now, updatedAt: now }).where(eq(leasingContracts.id, row.id));
    if (choice === 'buy' || choice === 'return') {
      const buyOutCents = buyOutInstalments(row.bikeAmountCents).totalCents;
      await changeBike(tx, row.bikeId, actor, 'leasing_end', (bike) => {
        const nextKind = bikeKindAfterChoice(choice, bike.contractKind);
        const details = { leasingContractId: row.id, endChoice: choice, previousContractKind: bike.contractKind };
        if (choice === 'buy')
          return {
            values: { contractKind: nextKind, saleDate: row.endDate, salePriceCents: buyOutCents, contractMonths: null },
            kind: 'sold',
            details: { ...details, date: row.endDate, priceCents: buyOutCents },
          };
        return {
          values: { contractKind: nextKind, companyId: null, userId: null, contractMonths: null },
          kind: 'assigned',
          details: {
            ...details,
            used: true,
            from: { contractKind: bike.contractKind, companyId: bike.companyId, userId: bike.userId },
            to: { contractKind: nextKind, company: null, user: null },
          },
        };
      });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'leasing_contract.closed',
      entity: 'leasing_contract',
      entityId: row.id,
      before: { status: row.status },
      after: { status, endChoice: choice, closedAt: now },
      ip: actor.ip,
    });
  }

  return {
    /** A person's running contracts (active or ending), soonest end first: the dashboard's my-bike card (decision 058). */
    async runningOfUser(userId: number) {
      const rows = await db
        .select()
        .from(leasingContracts)
        .where(and(eq(leasingContracts.userId, userId), inArray(leasingContracts.status, ['active', 'ending'])))
        .orderBy(asc(leasingContracts.endDate), asc(leasingContracts.id));
      return rows.map((r) => ({
        id: r.id,
        bikeId: r.bikeId,
        bikeLabel: r.bikeLabel,
        kind: r.kind as LeasingContractKind,
        status: r.status as LeasingContractStatus,
        startDate: r.startDate,
        endDate: r.endDate,
        monthlyPriceCents: r.monthlyPriceCents,
      }));
    },

    async list(viewer: AuthUser, query: LeasingContractListQuery) {
      const where = listWhere(viewer, query);
      const [rows, total] = await Promise.all([page(where, query, query.perPage, (query.page - 1) * query.perPage), countOf(where)]);
      return pageOf(await views(rows), total, query);
    },
    async listForExport(viewer: AuthUser, query: LeasingContractListQuery) {
      return views(await page(listWhere(viewer, query), query, EXPORT_MAX_ROWS, 0));
    },
    async get(viewer: AuthUser, id: number) {
      return detail(await visible(viewer, id));
    },

    /**
     * A contract for a leased bike, typed by an admin — from a delivered leasing order (`orderId`: the order must be
     * done, of a leasing kind and name this bike) or for a bike leased before the portal. Company and user come from the bike.
     */
    async create(viewer: AuthUser, input: LeasingContractInput, actor: Actor): Promise<LeasingContract> {
      const bike = await bikes.withLabel(input.bikeId);
      if (!bike) throw invalid({ bikeId: 'unknown_bike' });
      if (bike.row.companyId === null && bike.row.userId === null) throw invalid({ bikeId: 'not_allowed' });
      if (input.orderId !== null) {
        const order = await orders.get(viewer, input.orderId).catch(() => null);
        if (!order || (order.bikeId ?? order.bike?.id) !== input.bikeId) throw invalid({ orderId: 'unknown_order' });
        if (order.status !== 'done' || !(LEASING_CONTRACT_TYPES as readonly string[]).includes(order.contractType))
          throw invalid({ orderId: 'not_allowed' });
      }
      const monthlyPriceCents = leasingContractMonthlyCents(input);
      const id = await db.transaction(async (tx) => {
        const [running] = await tx
          .select({ id: leasingContracts.id })
          .from(leasingContracts)
          .where(and(eq(leasingContracts.bikeId, input.bikeId), inArray(leasingContracts.status, ['active', 'ending'])));
        if (running) throw conflict('This bike already has a running leasing contract');
        const [row] = await tx
          .insert(leasingContracts)
          .values({
            ...input,
            companyId: bike.row.companyId,
            userId: bike.row.userId,
            frameNumber: bike.row.frameNumber,
            bikeLabel: bike.label,
            endDate: leasingEndDate(input.startDate, input.contractMonths),
            monthlyPriceCents,
            createdById: actor.id,
          })
          .returning();
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'leasing_contract.created',
          entity: 'leasing_contract',
          entityId: row!.id,
          after: row,
          ip: actor.ip,
        });
        return row!.id;
      });
      return reload(id);
    },

    /** The end-of-lease notice: mailed to the customer (or the company's fleet managers) in their language, with the options and the link. */
    async sendNotice(id: number, actor: Actor): Promise<LeasingContract> {
      const row = await byId(id);
      if (!row) throw notFound();
      if (row.endChoice) throw conflict('The end-of-lease choice is already made');
      const recipients =
        row.userId !== null
          ? [...(await identity.customersByIds([row.userId])).values()]
          : await identity.holding('fleetManager', row.companyId ? [row.companyId] : []);
      if (recipients.length === 0)
        throw conflict('Nobody to send the notice to: the contract has no user and the company no fleet manager');
      const { totalCents, instalments } = buyOutInstalments(row.bikeAmountCents);
      await db.transaction(async (tx) => {
        for (const person of recipients) {
          const locale = localeOf(person.language);
          const link = `${publicUrl}/${locale}/dashboard/bills/leasing-end/${id}`;
          await mail.send(
            {
              to: person.email,
              ...endNoticeMail({
                locale,
                name: person.name,
                bike: bikeName(row),
                endDate: row.endDate,
                buyOutCents: totalCents,
                instalmentCents: instalments[0]!,
                link,
              }),
            },
            tx,
          );
        }
        const after = { noticeSentAt: clock.now(), status: row.status === 'active' ? 'ending' : row.status, updatedAt: clock.now() };
        await tx.update(leasingContracts).set(after).where(eq(leasingContracts.id, id));
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'leasing_contract.notice_sent',
          entity: 'leasing_contract',
          entityId: id,
          before: { status: row.status, noticeSentAt: row.noticeSentAt },
          after: { ...after, to: recipients.map((r) => r.email) },
          ip: actor.ip,
        });
      });
      return reload(id);
    },

    /**
     * The customer's choice at the end of the lease (admin, the contract's fleet manager or the customer): buy (the
     * bike becomes sold, the buy-out bill — instalment 1 of 24 — is issued and the 23 others scheduled for the
     * monthly runs), return (the bike goes back to stock) or renew (a new contract from the day after the end).
     */
    async choose(viewer: AuthUser, id: number, choice: LeasingEndChoice, actor: Actor): Promise<LeasingContract> {
      const row = await visible(viewer, id);
      if (row.endChoice) throw conflict('The end-of-lease choice is already made');
      if (row.status !== 'active' && row.status !== 'ending' && row.status !== 'ended') throw conflict('This contract is not running');
      const today = clock.today();
      if (row.endDate > addMonths(today, LEASING_END_NOTICE_MONTHS))
        throw conflict('The choice opens four months before the end of the lease');
      const customerOf = choice === 'buy' ? await customersOf([row]) : null;
      // A new lease: the employee (if any) becomes a lead for the sales team, read before the transaction (PGlite has one connection).
      const rider =
        choice === 'renew' && row.userId !== null && openLead ? (await identity.peopleByIds([row.userId])).get(row.userId) : undefined;
      const riderLanguage = rider ? localeOf((await identity.customersByIds([row.userId])).get(row.userId!)?.language) : 'fr';
      const firmName =
        rider && row.companyId !== null ? ((await companies.namesByIds([row.companyId])).get(row.companyId)?.name ?? null) : null;
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(leasingContracts).where(eq(leasingContracts.id, id)).for('update');
        if (locked!.endChoice) throw conflict('The end-of-lease choice is already made');
        // Buy and return take effect on the bike at the end of the lease (the daily job); a new lease at once.
        const changes: Partial<typeof leasingContracts.$inferInsert> = {
          endChoice: choice,
          endChoiceAt: now,
          endChoiceById: actor.id,
          status: choice === 'renew' ? 'renewed' : row.status === 'active' ? 'ending' : row.status,
          updatedAt: now,
        };
        if (choice === 'buy') {
          const { totalCents, instalments } = buyOutInstalments(row.bikeAmountCents);
          const firstPeriod = monthKeyOf(today);
          await tx.insert(leasingInstalments).values(
            instalments.map((amountCents, i) => ({
              contractId: id,
              number: i + 1,
              period: addMonthKeys(firstPeriod, i),
              amountCents,
            })),
          );
          const customer = customerOf!(row);
          const bill = await issueLeasingBill(
            tx,
            customer,
            billWords(customer.customerLanguage).buyOutInstalment(bikeName(row), 1),
            instalments[0]!,
            actor,
            { contractId: id, buyOutCents: totalCents },
            clock.now(),
          );
          await tx.insert(leasingBills).values({ contractId: id, period: firstPeriod, kind: 'instalment', billId: bill.id });
          changes.buyOutBillId = bill.id;
        }
        if (choice === 'return' && planPickUp) {
          const pickupDate = row.endDate < today ? today : row.endDate;
          changes.pickupRequestId = await planPickUp(
            tx,
            {
              bikeId: row.bikeId,
              bikeLabel: row.bikeLabel,
              frameNumber: row.frameNumber,
              userId: row.userId,
              companyId: row.companyId,
              date: pickupDate,
              contractId: id,
            },
            actor,
          );
        }
        await tx.update(leasingContracts).set(changes).where(eq(leasingContracts.id, id));
        if (choice === 'renew') {
          // After the old contract left "running", so the bike's one-running-contract index lets the new one in.
          const startDate = addDays(row.endDate, 1);
          const {
            id: _id,
            createdAt: _c,
            updatedAt: _u,
            noticeSentAt: _n,
            endChoice: _e,
            endChoiceAt: _a,
            endChoiceById: _b,
            renewedAsId: _r,
            buyOutBillId: _o,
            orderId: _order,
            pickupRequestId: _p,
            renewalLeadId: _l,
            closedAt: _cl,
            ...terms
          } = row;
          const [renewed] = await tx
            .insert(leasingContracts)
            .values({
              ...terms,
              status: 'active',
              startDate,
              endDate: leasingEndDate(startDate, row.contractMonths),
              createdById: actor.id,
            })
            .returning();
          changes.renewedAsId = renewed!.id;
          if (rider && openLead) {
            const message = `${bikeName(row)} — fin de leasing le ${row.endDate}, nouveau leasing choisi (contrat ${id}, renouvelé en ${renewed!.id})`;
            changes.renewalLeadId = await openLead(
              tx,
              {
                firstname: rider.firstname,
                lastname: rider.lastname,
                email: rider.email,
                companyName: firmName,
                locale: riderLanguage,
                message,
              },
              actor,
            );
          }
          await tx
            .update(leasingContracts)
            .set({ renewedAsId: renewed!.id, renewalLeadId: changes.renewalLeadId ?? null, closedAt: now })
            .where(eq(leasingContracts.id, id));
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'leasing_contract.created',
            entity: 'leasing_contract',
            entityId: renewed!.id,
            after: { ...renewed, renewedFromId: id },
            ip: actor.ip,
          });
        }
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'leasing_contract.end_choice',
          entity: 'leasing_contract',
          entityId: id,
          before: { status: row.status, endChoice: null },
          after: changes,
          ip: actor.ip,
        });
        // A lease already past its end is closed at once, as the daily job would.
        if (choice !== 'renew' && row.endDate < today) await closeContract(tx, { ...row, ...changes } as ContractRow, actor);
      });
      return reload(id);
    },

    /**
     * The daily job (decision 060): every running contract past its end is closed — `ended` without a choice, else
     * `bought` / `returned` — and the bike follows: bought → sold to the customer, returned → back to stock, used.
     * Each contract in its own transaction, locked, so a retry or a second run closes it once.
     */
    async closeEnded(today = clock.today(), actor: Actor = { id: null }) {
      const due = await db
        .select({ id: leasingContracts.id })
        .from(leasingContracts)
        .where(and(inArray(leasingContracts.status, ['active', 'ending']), sql`${leasingContracts.endDate} < ${today}`))
        .orderBy(asc(leasingContracts.id));
      let closed = 0;
      for (const { id } of due) {
        closed += await db.transaction(async (tx) => {
          const [row] = await tx.select().from(leasingContracts).where(eq(leasingContracts.id, id)).for('update');
          if (!row || (row.status !== 'active' && row.status !== 'ending') || row.endDate >= today) return 0;
          await closeContract(tx, row, actor);
          return 1;
        });
      }
      return { closed };
    },

    /** Hands the workshop's pick-up planner to the leasing module (set once the workshop service exists). */
    setPickUpPlanner(planner: PickUpPlanner) {
      planPickUp = planner;
    },
    /** Hands the sales module's lead opener to the leasing module (set in app.ts). */
    setLeadOpener(opener: LeadOpener) {
      openLead = opener;
    },

    /**
     * The contract a leasing order makes at its hand-over (decision 060), in the hand-over's transaction: start the
     * hand-over date, term and price from the order and its offer, company and user from the bike. One per order:
     * the order row is locked by the hand-over and the unique index on the order refuses a second.
     */
    async contractAtHandover(
      tx: Tx,
      handover: {
        order: { id: number; contractType: string; label: string; amountExclVatCents: number; quantity: number };
        date: string;
        durationMonths: number | null;
        leasingDiscountPercent: number | null;
        bike: { id: number; frameNumber: string; companyId: number | null; userId: number | null };
      },
      actor: Actor,
    ) {
      const terms = leasingTermsFromOrder({
        ...handover.order,
        durationMonths: handover.durationMonths,
        leasingDiscountPercent: handover.leasingDiscountPercent,
      });
      if (!terms) return null;
      const [existing] = await tx
        .select({ id: leasingContracts.id })
        .from(leasingContracts)
        .where(eq(leasingContracts.orderId, handover.order.id));
      if (existing) return existing.id;
      const [running] = await tx
        .select({ id: leasingContracts.id })
        .from(leasingContracts)
        .where(and(eq(leasingContracts.bikeId, handover.bike.id), inArray(leasingContracts.status, ['active', 'ending'])));
      if (running) throw conflict('This bike already has a running leasing contract');
      const [row] = await tx
        .insert(leasingContracts)
        .values({
          ...terms,
          bikeId: handover.bike.id,
          companyId: handover.bike.companyId,
          userId: handover.bike.userId,
          orderId: handover.order.id,
          frameNumber: handover.bike.frameNumber,
          bikeLabel: handover.order.label,
          startDate: handover.date,
          endDate: leasingEndDate(handover.date, terms.contractMonths),
          createdById: actor.id,
        })
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'leasing_contract.created',
        entity: 'leasing_contract',
        entityId: row!.id,
        after: { ...row, fromHandover: true },
        ip: actor.ip,
      });
      return row!.id;
    },

    /** The bills a run of `period` would make (and how many lines an earlier run already billed). */
    async preview(period: string): Promise<LeasingRunPreview> {
      const { lines, billed } = await dueLines(period);
      const open = lines
        .filter((l) => !billed.has(`${l.contractId}:${l.kind}`))
        .map(({ customerOf: _customer, billPeriod: _period, ...l }) => l);
      return {
        period,
        lines: open,
        totalCents: open.reduce((s, l) => s + l.amountCents, 0),
        alreadyBilled: lines.length - open.length,
        prepaid: await prepaidRunning(period),
      };
    },

    /** Starts a run of `period` as a background job; the run row shows its progress. */
    async startRun(period: string, actor: Actor, scheduled = false): Promise<LeasingRun> {
      const run = await db.transaction(async (tx) => {
        const made = await insertRun(tx, period, actor, scheduled);
        await jobs.enqueue(tx, LEASING_RUN_JOB, { runId: made.id });
        return made;
      });
      return runView(run, await identity.namesByIds([actor.id]));
    },

    execute,

    /** The 1st of the month: a run of the current Brussels month, made by the schedule. */
    async scheduledRun() {
      const run = await db.transaction((tx) => insertRun(tx, monthKeyOf(clock.today()), { id: null }, true));
      await execute(run.id);
    },

    async runs(query: LeasingRunListQuery) {
      const column = query.sort === 'period' ? leasingRuns.period : leasingRuns.createdAt;
      const where = query.q ? sql`${leasingRuns.period} like ${`${query.q}%`}` : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(leasingRuns)
          .where(where)
          .orderBy(query.order === 'asc' ? asc(column) : desc(column), desc(leasingRuns.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ n: count() }).from(leasingRuns).where(where),
      ]);
      const names = await identity.namesByIds(rows.map((r) => r.startedById));
      return pageOf(
        rows.map((r) => runView(r, names)),
        total!.n,
        query,
      );
    },
    async run(id: number) {
      const [row] = await db.select().from(leasingRuns).where(eq(leasingRuns.id, id));
      if (!row) throw notFound();
      return runView(row, await identity.namesByIds([row.startedById]));
    },
  };
}

/** The run job (started by an admin) and the schedule on the 1st of each month, Brussels time (decision 014). */
export function defineLeasingJobs({ jobs, leasing }: { jobs: Jobs; leasing: LeasingService }) {
  jobs.define<{ runId: number }>({
    name: LEASING_RUN_JOB,
    retryLimit: 3,
    retryDelaySeconds: 60,
    handler: async ({ runId }) => leasing.execute(runId),
  });
  jobs.define<Record<string, never>>({
    name: LEASING_ENDED_JOB,
    cron: LEASING_ENDED_CRON,
    retryLimit: 3,
    retryDelaySeconds: 300,
    handler: async () => void (await leasing.closeEnded()),
  });
  jobs.define<Record<string, never>>({
    name: LEASING_MONTHLY_JOB,
    cron: LEASING_MONTHLY_CRON,
    retryLimit: 3,
    retryDelaySeconds: 300,
    handler: async () => leasing.scheduledRun(),
  });
}
