import { addMonths, brusselsToday, loanSchedule, type Clock, type LoanMethod } from '@veloport/domain';
import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../client';
import { loanBikes, loanPayments, loans } from '../../modules/accounting/loans/loans.table';
import { bikes } from '../../modules/stock/stock.table';

type DemoLoan = {
  reference: string;
  principalCents: number;
  annualRatePercent: number;
  monthsAgo: number;
  months: number;
  method: LoanMethod;
};

/**
 * Two Triodos loans that financed the leased fleet (decision 087): a four-year annuity for 40 bikes with last month's
 * instalment still unpaid (one overdue), and a recent three-year linear loan paid up to date. The depreciation
 * register needs no rows: it is read from the demo fleet.
 */
export async function seedLoansDemo(tx: Tx, { adminId }: { adminId: number }, clock: Clock) {
  const today = brusselsToday(clock);
  const startOf = (monthsAgo: number) => addMonths(`${today.slice(0, 7)}-05`, -monthsAgo);
  const demo: DemoLoan[] = [
    { reference: 'TRI-FLEET-40', principalCents: 12_000_000, annualRatePercent: 4.2, monthsAgo: 14, months: 48, method: 'annuity' },
    { reference: 'TRI-FLEET-RENT', principalCents: 6_000_000, annualRatePercent: 3.9, monthsAgo: 4, months: 36, method: 'linear' },
  ];
  const leased = await tx
    .select({ id: bikes.id })
    .from(bikes)
    .where(
      and(
        inArray(bikes.contractKind, ['leasing', 'leasing_with_maintenance_budget', 'annual', 'prepaid', 'renting']),
        isNotNull(bikes.purchasePriceCents),
      ),
    )
    .orderBy(asc(bikes.id))
    .limit(60);
  const financed = [leased.slice(0, 40), leased.slice(40, 60)];
  for (const [i, d] of demo.entries()) {
    const startDate = startOf(d.monthsAgo);
    const [loan] = await tx
      .insert(loans)
      .values({
        lender: 'Triodos',
        reference: d.reference,
        principalCents: d.principalCents,
        annualRatePercent: d.annualRatePercent,
        startDate,
        months: d.months,
        method: d.method,
        createdById: adminId,
      })
      .returning();
    const ids = financed[i]!.map((b) => b.id);
    if (ids.length) await tx.insert(loanBikes).values(ids.map((bikeId) => ({ loanId: loan!.id, bikeId })));
    // The annuity's latest instalment is left unpaid: the list shows an overdue one.
    const paidUntil = i === 0 ? addMonths(today, -1) : today;
    const paid = loanSchedule({ ...d, startDate }).filter((r) => r.dueDate < paidUntil);
    if (paid.length)
      await tx.insert(loanPayments).values(
        paid.map((r) => ({
          loanId: loan!.id,
          number: r.number,
          paidOn: r.dueDate,
          principalCents: r.principalCents,
          interestCents: r.interestCents,
          createdById: adminId,
        })),
      );
  }
}
