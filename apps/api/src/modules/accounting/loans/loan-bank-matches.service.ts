import {
  brusselsToday,
  linePaysInstalment,
  loanSchedule,
  matchInstalmentLines,
  type Clock,
  type Loan,
  type LoanBankMatch,
  type LoanToMatch,
} from '@veloport/domain';
import { isUniqueViolation, type Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import type { BooksFeed } from '../../billing/books/books-feed.service';
import { loansRepository as repo } from './loans.repository';
import { prepaymentsOf, termsOf, type LoansService } from './loans.service';

type Actor = { id: number | null; ip?: string | null };
/** Billing's statement lines of money out that paid no bill, read through its feed (a port wired in app.ts). */
export type OutgoingLinesPort = Pick<BooksFeed, 'outgoingBankLines' | 'outgoingBankLine'>;

const alreadyMatched = () =>
  new AppError(409, 'conflict', 'This statement line already paid an instalment', { movementId: 'already_matched' });

/**
 * Loan instalments paid from the bank statements (decision 106): lines of money out that paid no bill are proposed as
 * the next instalment of the loan they name (`matchInstalmentLines`); a person accepts one, or all, and the
 * instalment is recorded paid on the line's day, linked to the line so it pays only once.
 */
export function createLoanBankMatchesService({
  clock,
  db,
  lines,
  loans,
}: {
  clock: Clock;
  db: Db;
  lines: OutgoingLinesPort;
  loans: Pick<LoansService, 'get'>;
}) {
  async function proposals(): Promise<LoanBankMatch[]> {
    const rows = await repo.all(db);
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const since = rows.reduce((min, r) => (r.startDate < min ? r.startDate : min), rows[0]!.startDate);
    const [payments, prepayments, used, outgoing] = await Promise.all([
      repo.paymentsOf(db, ids),
      repo.prepaymentsOf(db, ids),
      repo.usedMovementIds(db),
      lines.outgoingBankLines(since),
    ]);
    const toMatch: LoanToMatch[] = rows.map((l) => {
      const paid = new Set(payments.filter((p) => p.loanId === l.id).map((p) => p.number));
      const schedule = loanSchedule(termsOf(l), prepaymentsOf(prepayments.filter((p) => p.loanId === l.id)));
      return { id: l.id, reference: l.reference, iban: l.iban, unpaid: schedule.filter((r) => !paid.has(r.number)) };
    });
    const free = outgoing.filter((m) => !used.has(m.id));
    const byLine = new Map(free.map((m) => [m.id, m]));
    const byLoan = new Map(toMatch.map((l) => [l.id, l]));
    const loanRows = new Map(rows.map((r) => [r.id, r]));
    return matchInstalmentLines(toMatch, free).map((match) => {
      const line = byLine.get(match.lineId)!;
      const loan = loanRows.get(match.loanId)!;
      return {
        movementId: line.id,
        date: line.date,
        amountCents: line.amountCents,
        counterpartyName: line.counterpartyName,
        communication: line.freeText ?? line.structuredCommunication,
        loanId: loan.id,
        lender: loan.lender,
        reference: loan.reference,
        number: match.number,
        dueDate: byLoan.get(loan.id)!.unpaid.find((r) => r.number === match.number)!.dueDate,
        matchedBy: match.matchedBy,
      };
    });
  }

  /** The line pays the loan's next unpaid instalment: its amount to the cent, not long before the due day. */
  async function accept(loanId: number, movementId: number, actor: Actor): Promise<void> {
    await db.transaction(async (tx) => {
      const l = await repo.get(tx, loanId, true);
      if (!l) throw notFound('Loan');
      const line = await lines.outgoingBankLine(tx, movementId);
      if (!line) throw invalid({ movementId: 'unknown' });
      if (line.date > brusselsToday(clock) || line.date < l.startDate) throw invalid({ movementId: 'invalid_date' });
      const paid = new Set((await repo.paymentsOf(tx, [loanId])).map((p) => p.number));
      const schedule = loanSchedule(termsOf(l), prepaymentsOf(await repo.prepaymentsOf(tx, [loanId])));
      const next = schedule.find((r) => !paid.has(r.number));
      if (!next) throw invalid({ movementId: 'loan_repaid' });
      if (!linePaysInstalment(line, next)) throw invalid({ movementId: 'invalid' });
      try {
        await repo.insertPayment(tx, {
          loanId,
          number: next.number,
          paidOn: line.date,
          principalCents: next.principalCents,
          interestCents: next.interestCents,
          bankMovementId: movementId,
          createdById: actor.id,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyMatched();
        throw error;
      }
      await recordAudit(tx, {
        actorId: actor.id,
        ip: actor.ip,
        action: 'loan.pay',
        entity: 'loan',
        entityId: loanId,
        after: {
          number: next.number,
          paidOn: line.date,
          principalCents: next.principalCents,
          interestCents: next.interestCents,
          movementId,
        },
      });
    });
  }

  return {
    proposals,
    async accept(loanId: number, movementId: number, actor: Actor): Promise<Loan> {
      await accept(loanId, movementId, actor);
      return loans.get(loanId);
    },
    /** Accepts every proposal, each in its own transaction; answers how many instalments were recorded. */
    async acceptAll(actor: Actor): Promise<{ accepted: number }> {
      let accepted = 0;
      for (const p of await proposals()) {
        await accept(p.loanId, p.movementId, actor);
        accepted++;
      }
      return { accepted };
    },
  };
}
