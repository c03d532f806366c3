import {
  formatDate,
  isBilledInPeriod,
  isPrepaidDueInPeriod,
  leasingBilledCents,
  monthKeyOf,
  type Clock,
  type LeasingContractKind,
  type LeasingContractStatus,
  type LeasingRun,
  type LeasingRunLine,
  type LeasingRunListQuery,
  type LeasingRunPreview,
} from '@veloport/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { notFound } from '../../../platform/errors';
import type { Jobs } from '../../../platform/jobs';
import { pageOf } from '../../../platform/list';
import type { CompaniesService } from '../../companies/companies.service';
import type { IdentityService } from '../../identity/identity.service';
import { issueLeasingBills, type LeasingCustomer } from './leasing.bills';
import { bikeName, customersOfContracts, iso, type Actor } from './leasing.customers';
import { leasingRepository as repo, type ContractRow, type RunRow } from './leasing.repository';
import { billWords, type BillWords } from '../bill-words';

export const LEASING_RUN_JOB = 'billing.leasing-run';
/** A run bills this many contracts per transaction, and writes its progress after each batch. */
const RUN_BATCH = 200;

export type LeasingRunsService = ReturnType<typeof createLeasingRunsService>;
/** A line of a run, with its customer and the period of its (contract, period, kind) key. */
type DueLine = LeasingRunLine & { customerOf: LeasingCustomer; billPeriod: string };

/** The monthly runs that bill running contracts (decision 049), prepaid leases once (decision 065) and buy-out instalments. */
export function createLeasingRunsService(deps: {
  clock: Clock;
  db: Db;
  jobs: Jobs;
  identity: IdentityService;
  companies: CompaniesService;
}) {
  const { clock, db, jobs, identity } = deps;
  const customersOf = customersOfContracts(deps);

  /** What the run of `period` bills: each running contract's rent (monthly, or yearly on its anniversary month) and buy-out instalments due. */
  async function dueLines(period: string) {
    const rents = (await repo.rentCandidates(db, period)).filter((r) =>
      isBilledInPeriod({ kind: r.kind as LeasingContractKind, startDate: r.startDate, contractMonths: r.contractMonths }, period),
    );
    // Prepaid leases started by the end of this month and not billed yet: their whole term, once (decision 065).
    const prepaidRows = (await repo.prepaidUnbilled(db, period)).filter((r) =>
      isPrepaidDueInPeriod(
        { kind: r.kind as LeasingContractKind, startDate: r.startDate, status: r.status as LeasingContractStatus },
        period,
        false,
      ),
    );
    const instalments = await repo.instalmentsIn(db, period);
    const instalmentRows = await repo.byIds(
      db,
      instalments.map((i) => i.contractId),
    );
    const customerOf = await customersOf([...rents, ...instalmentRows, ...prepaidRows]);
    const byContract = new Map(instalmentRows.map((r) => [r.id, r]));
    const lines: DueLine[] = [];
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
    const billed = await repo.billedKeys(
      db,
      period,
      lines.map((l) => l.contractId),
    );
    return { lines, billed };
  }

  /** Prepaid leases running in `period` and already billed for their term: what the preview shows as prepaid (decision 065). */
  async function prepaidRunning(period: string) {
    const rows = await repo.prepaidRunning(db, period);
    const customerOf = await customersOf(rows.map((r) => r.contract));
    return rows.map(({ contract: r, billId }) => ({
      contractId: r.id,
      customer: customerOf(r).customerName,
      bike: bikeName(r),
      amountCents: leasingBilledCents('prepaid', r.monthlyPriceCents, r.contractMonths),
      billId,
    }));
  }

  const runView = (r: RunRow, names: Map<number, { name: string }>): LeasingRun => ({
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
    const run = await repo.insertRun(tx, { period, scheduled, startedById: actor.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'leasing_run.started',
      entity: 'leasing_run',
      entityId: run.id,
      after: run,
      ip: actor.ip,
    });
    return run;
  }

  /** One batch of due lines, in one transaction: each (contract, period, kind) key billed once, whatever runs overlap. */
  async function billBatch(run: RunRow, due: DueLine[], actor: Actor) {
    return db.transaction(async (tx) => {
      await repo.lockRunOf(
        tx,
        run.period,
        due.some((l) => l.kind === 'prepaid'),
      );
      const claimed = await repo.billedKeys(
        tx,
        run.period,
        due.map((l) => l.contractId),
        true,
      );
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
      await repo.insertBills(
        tx,
        fresh.map((line, j) => ({
          contractId: line.contractId,
          period: line.billPeriod,
          kind: line.kind,
          billId: issued[j]!.id,
          runId: run.id,
        })),
      );
      return { billed: fresh.length, cents: fresh.reduce((sum, line) => sum + line.amountCents, 0) };
    });
  }

  /** One run: each due line billed once under its (contract, period, kind) key, progress written as it goes. */
  async function execute(runId: number) {
    const run = await repo.run(db, runId);
    if (!run || run.status === 'done') return;
    const actor = { id: run.startedById };
    const { lines, billed } = await dueLines(run.period);
    await repo.updateRun(db, runId, { status: 'running', total: lines.length, done: 0, billed: 0, skipped: 0, billedCents: 0 });
    const progress = { done: 0, billed: 0, skipped: 0, billedCents: 0 };
    try {
      // Batches of lines, each in one transaction: thousands of contracts are billed in seconds, not one commit each.
      for (let i = 0; i < lines.length; i += RUN_BATCH) {
        const batch = lines.slice(i, i + RUN_BATCH);
        const due = batch.filter((line) => !billed.has(`${line.contractId}:${line.kind}`));
        const result = due.length ? await billBatch(run, due, actor) : { billed: 0, cents: 0 };
        progress.billed += result.billed;
        progress.billedCents += result.cents;
        progress.skipped += batch.length - result.billed;
        progress.done += batch.length;
        await repo.updateRun(db, runId, progress);
      }
      await repo.updateRun(db, runId, { ...progress, status: 'done', finishedAt: clock.now() });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await repo.updateRun(db, runId, { ...progress, status: 'failed', error: message, finishedAt: clock.now() });
      throw error;
    }
  }

  return {
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
      const { rows, total } = await repo.runs(db, query.q, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage);
      const names = await identity.namesByIds(rows.map((r) => r.startedById));
      return pageOf(
        rows.map((r) => runView(r, names)),
        total,
        query,
      );
    },
    async run(id: number) {
      const row = await repo.run(db, id);
      if (!row) throw notFound();
      return runView(row, await identity.namesByIds([row.startedById]));
    },
  };
}
