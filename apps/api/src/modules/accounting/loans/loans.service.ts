import {
  brusselsToday,
  lastDueDateBefore,
  loanPosition,
  loanSchedule,
  outstandingByYearEnd,
  prepaymentAccruedInterest,
  reinvestmentIndemnityCap,
  type Clock,
  type LoanPrepayment,
  type PrepaymentMode,
  type Loan,
  type LoanMethod,
  type LoanQuery,
  type LoanSummary,
  type loanInputSchema,
  type loanPrepaymentInputSchema,
  type LoanPaymentInput,
} from '@veloport/domain';
import type { z } from 'zod';
import { isUniqueViolation, type Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import type { PeopleService } from '../../identity/users/people.service';
import type { FleetAssetsFeed } from '../../stock/assets/fleet-assets.service';
import type { AssetsService } from '../assets/assets.service';
import { loansRepository as repo, type LoanPaymentRow, type LoanPrepaymentRow, type LoanRow } from './loans.repository';

export type LoansService = ReturnType<typeof createLoansService>;
type Actor = { id: number | null; ip?: string | null };
type LoanInput = z.output<typeof loanInputSchema>;

export const termsOf = (l: LoanRow) => ({
  principalCents: l.principalCents,
  annualRatePercent: l.annualRatePercent,
  startDate: l.startDate,
  firstDueDate: l.firstDueDate,
  months: l.months,
  method: l.method as LoanMethod,
});

export const prepaymentsOf = (rows: LoanPrepaymentRow[]): LoanPrepayment[] =>
  rows.map((p) => ({ paidOn: p.paidOn, principalCents: p.principalCents, mode: p.mode as PrepaymentMode }));
const prepaidCents = (rows: LoanPrepaymentRow[]) => rows.reduce((sum, p) => sum + p.principalCents, 0);

/** How many year ends the debt chart shows: last year, this year and the four after. */
const CHART_YEARS = 6;

/**
 * The business's bank loans (decision 087): recorded with their terms, the schedule computed from them, instalments
 * paid by hand. Every change is audited with who and when.
 */
export function createLoansService({
  clock,
  db,
  fleet,
  assets,
  people,
}: {
  clock: Clock;
  db: Db;
  fleet: Pick<FleetAssetsFeed, 'existing'>;
  assets: Pick<AssetsService, 'netBookValueByYear'>;
  people: Pick<PeopleService, 'names'>;
}) {
  function summaryOf(
    l: LoanRow,
    payments: LoanPaymentRow[],
    prepayments: LoanPrepaymentRow[],
    bikeCount: number,
    today: string,
  ): LoanSummary & { schedule: ReturnType<typeof loanSchedule>; prepaid: LoanPrepayment[] } {
    const prepaid = prepaymentsOf(prepayments);
    const schedule = loanSchedule(termsOf(l), prepaid);
    const paid = new Set(payments.map((p) => p.number));
    const position = loanPosition(schedule, paid, today, l.principalCents - prepaidCents(prepayments));
    const next = schedule.find((r) => !paid.has(r.number));
    return {
      id: l.id,
      lender: l.lender,
      reference: l.reference,
      principalCents: l.principalCents,
      annualRatePercent: l.annualRatePercent,
      startDate: l.startDate,
      months: l.months,
      method: l.method as LoanMethod,
      ...position,
      nextPaymentCents: next?.paymentCents ?? null,
      bikeCount,
      schedule,
      prepaid,
    };
  }

  async function summaries(): Promise<ReturnType<typeof summaryOf>[]> {
    const rows = await repo.all(db);
    const ids = rows.map((r) => r.id);
    const [payments, prepayments, counts] = await Promise.all([repo.paymentsOf(db, ids), repo.prepaymentsOf(db, ids), repo.bikeCounts(db)]);
    const today = brusselsToday(clock);
    return rows.map((l) =>
      summaryOf(
        l,
        payments.filter((p) => p.loanId === l.id),
        prepayments.filter((p) => p.loanId === l.id),
        counts.get(l.id) ?? 0,
        today,
      ),
    );
  }

  function sorted<T extends LoanSummary>(list: T[], query: LoanQuery): T[] {
    const q = query.q?.toLowerCase();
    const key = query.sort ?? 'startDate';
    const value = (l: LoanSummary): string | number =>
      ({ lender: l.lender, reference: l.reference, principal: l.principalCents, outstanding: l.outstandingCents, startDate: l.startDate })[
        key
      ];
    const dir = query.order === 'desc' ? -1 : 1;
    return list
      .filter((l) => !q || l.lender.toLowerCase().includes(q) || l.reference.toLowerCase().includes(q))
      .sort((a, b) => (value(a) < value(b) ? -dir : value(a) > value(b) ? dir : a.id - b.id));
  }

  return {
    async create(input: LoanInput, actor: Actor): Promise<{ id: number }> {
      if (input.bikeIds.length) {
        const known = await fleet.existing(input.bikeIds);
        if (input.bikeIds.some((id) => !known.has(id))) throw invalid({ bikeIds: 'invalid' });
      }
      try {
        return await db.transaction(async (tx) => {
          const row = await repo.insert(
            tx,
            {
              lender: input.lender,
              reference: input.reference,
              principalCents: input.principalCents,
              annualRatePercent: input.annualRatePercent,
              startDate: input.startDate,
              firstDueDate: input.firstDueDate ?? null,
              iban: input.iban ?? null,
              months: input.months,
              method: input.method,
              createdById: actor.id,
            },
            input.bikeIds,
          );
          await recordAudit(tx, {
            actorId: actor.id,
            ip: actor.ip,
            action: 'loan.create',
            entity: 'loan',
            entityId: row.id,
            after: { ...input },
          });
          return { id: row.id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'duplicate_loan', 'This lender already has a loan with this reference');
        throw error;
      }
    },
    async get(id: number): Promise<Loan> {
      const l = await repo.get(db, id);
      if (!l) throw notFound('Loan');
      const [payments, prepayments, bikeIds] = await Promise.all([
        repo.paymentsOf(db, [id]),
        repo.prepaymentsOf(db, [id]),
        repo.bikesOf(db, id),
      ]);
      const { prepaid: _, ...s } = summaryOf(l, payments, prepayments, bikeIds.length, brusselsToday(clock));
      const paidOn = new Map(payments.map((p) => [p.number, p.paidOn]));
      const names = prepayments.length
        ? await people.names([...new Set(prepayments.flatMap((p) => (p.createdById === null ? [] : [p.createdById])))])
        : new Map<number, string>();
      return {
        ...s,
        iban: l.iban,
        bikeIds,
        schedule: s.schedule.map((r) => ({ ...r, paidOn: paidOn.get(r.number) ?? null })),
        prepayments: prepayments.map((p) => ({
          id: p.id,
          paidOn: p.paidOn,
          principalCents: p.principalCents,
          interestCents: p.interestCents,
          indemnityCents: p.indemnityCents,
          mode: p.mode as PrepaymentMode,
          recordedByName: p.createdById === null ? null : (names.get(p.createdById) ?? null),
          recordedAt: p.createdAt.toISOString(),
        })),
      };
    },
    async list(query: LoanQuery) {
      const all = sorted(await summaries(), query);
      const start = (query.page - 1) * query.perPage;
      return {
        data: all.slice(start, start + query.perPage).map(({ schedule: _, prepaid: __, ...s }) => s),
        meta: { page: query.page, perPage: query.perPage, total: all.length },
        totals: {
          principalCents: all.reduce((sum, l) => sum + l.principalCents, 0),
          outstandingCents: all.reduce((sum, l) => sum + l.outstandingCents, 0),
        },
      };
    },
    listForExport: async (query: LoanQuery): Promise<LoanSummary[]> => sorted(await summaries(), query),
    /** Pays an instalment by hand: the next unpaid one unless a number is given, on a day not after today. */
    async pay(id: number, input: LoanPaymentInput, actor: Actor): Promise<Loan> {
      if (input.paidOn > brusselsToday(clock)) throw invalid({ paidOn: 'in_the_future' });
      await db.transaction(async (tx) => {
        const l = await repo.get(tx, id, true);
        if (!l) throw notFound('Loan');
        if (input.paidOn < l.startDate) throw invalid({ paidOn: 'invalid_date' });
        const schedule = loanSchedule(termsOf(l), prepaymentsOf(await repo.prepaymentsOf(tx, [id])));
        const paid = new Set((await repo.paymentsOf(tx, [id])).map((p) => p.number));
        const number = input.number ?? schedule.find((r) => !paid.has(r.number))?.number;
        if (number === undefined) throw invalid({ number: 'loan_repaid' });
        const row = schedule[number - 1];
        if (!row) throw invalid({ number: 'too_big' });
        if (paid.has(number)) throw invalid({ number: 'instalment_paid' });
        const payment = await repo.insertPayment(tx, {
          loanId: id,
          number,
          paidOn: input.paidOn,
          principalCents: row.principalCents,
          interestCents: row.interestCents,
          createdById: actor.id,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          ip: actor.ip,
          action: 'loan.pay',
          entity: 'loan',
          entityId: id,
          after: { number, paidOn: payment.paidOn, principalCents: row.principalCents, interestCents: row.interestCents },
        });
      });
      return this.get(id);
    },
    /**
     * Repays capital early (decision 106) on a day not after today, once every instalment due until then is paid:
     * part of what is owed, or all of it without an amount. The interest accrued on it since the last due day and the
     * lender's reinvestment indemnity (six months of interest at most, the default) are paid with it; the instalments
     * left are computed again (`shorten` or `reduce`). Audited as `loan.prepay`.
     */
    async prepay(id: number, input: z.output<typeof loanPrepaymentInputSchema>, actor: Actor): Promise<Loan> {
      if (input.paidOn > brusselsToday(clock)) throw invalid({ paidOn: 'in_the_future' });
      await db.transaction(async (tx) => {
        const l = await repo.get(tx, id, true);
        if (!l) throw notFound('Loan');
        if (input.paidOn < l.startDate) throw invalid({ paidOn: 'invalid_date' });
        const earlier = await repo.prepaymentsOf(tx, [id]);
        // One a day, in date order: the schedule before a later one is what an earlier one left.
        if (earlier.some((p) => p.paidOn >= input.paidOn)) throw invalid({ paidOn: 'invalid_date' });
        const schedule = loanSchedule(termsOf(l), prepaymentsOf(earlier));
        const paid = new Set((await repo.paymentsOf(tx, [id])).map((p) => p.number));
        const due = schedule.filter((r) => r.dueDate <= input.paidOn);
        const balance = schedule.slice(due.length).reduce((sum, r) => sum + r.principalCents, 0);
        if (balance <= 0 || due.length === schedule.length) throw invalid({ paidOn: 'loan_repaid' });
        if (due.some((r) => !paid.has(r.number))) throw invalid({ paidOn: 'instalments_unpaid' });
        // An instalment paid ahead of its day would change under it: repay after that day.
        if ([...paid].some((n) => n > due.length)) throw invalid({ paidOn: 'invalid_date' });
        const principalCents = input.principalCents ?? balance;
        if (principalCents > balance) throw invalid({ principalCents: 'too_big' });
        const cap = reinvestmentIndemnityCap(principalCents, l.annualRatePercent);
        const indemnityCents = input.indemnityCents ?? cap;
        if (indemnityCents > cap) throw invalid({ indemnityCents: 'too_big' });
        const interestCents = prepaymentAccruedInterest(
          principalCents,
          l.annualRatePercent,
          lastDueDateBefore(schedule, l.startDate, input.paidOn),
          input.paidOn,
        );
        const row = await repo.insertPrepayment(tx, {
          loanId: id,
          paidOn: input.paidOn,
          principalCents,
          interestCents,
          indemnityCents,
          mode: input.mode,
          createdById: actor.id,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          ip: actor.ip,
          action: 'loan.prepay',
          entity: 'loan',
          entityId: id,
          after: { prepaymentId: row.id, paidOn: row.paidOn, principalCents, interestCents, indemnityCents, mode: input.mode },
        });
      });
      return this.get(id);
    },
    /** What is still owed at each year end beside the fleet's net book value then. */
    async debtOverTime() {
      const thisYear = Number(brusselsToday(clock).slice(0, 4));
      const from = thisYear - 1;
      const [all, nbv] = await Promise.all([summaries(), assets.netBookValueByYear(from, CHART_YEARS)]);
      const owed = new Array<number>(CHART_YEARS).fill(0);
      for (const l of all) {
        outstandingByYearEnd(l.schedule, l.principalCents, from, CHART_YEARS, l.prepaid).forEach((y, k) => {
          // A loan counts from the year it was lent.
          if (l.startDate <= `${y.year}-12-31`) owed[k]! += y.outstandingCents;
        });
      }
      return { data: nbv.map((n, k) => ({ year: n.year, outstandingCents: owed[k]!, netBookValueCents: n.netBookValueCents })) };
    },
    /** Instalments paid in [from, to] with their loan: the books' bank entries (interest 650000, principal 174000). */
    async loanPaymentsBetween(from: string, to: string) {
      return (await repo.paidBetween(db, from, to)).map(({ payment: p, lender, reference }) => ({
        id: p.id,
        paidOn: p.paidOn,
        lender,
        reference,
        number: p.number,
        principalCents: p.principalCents,
        interestCents: p.interestCents,
      }));
    },
    /** Early repayments made in [from, to] with their loan: the books' bank entries (decision 106). */
    async loanPrepaymentsBetween(from: string, to: string) {
      return (await repo.prepaidBetween(db, from, to)).map(({ prepayment: p, lender, reference }) => ({
        id: p.id,
        paidOn: p.paidOn,
        lender,
        reference,
        principalCents: p.principalCents,
        interestCents: p.interestCents,
        indemnityCents: p.indemnityCents,
      }));
    },
  };
}
