import {
  addDays,
  addMonths,
  brusselsToday,
  lastDueDateBefore,
  loanSchedule,
  prepaymentAccruedInterest,
  reinvestmentIndemnityCap,
  type Clock,
  type LoanMethod,
} from '@veloport/domain';
import { and, asc, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Tx } from '../client';
import { assetAdditions } from '../../modules/accounting/assets/asset-additions.table';
import { fixedAssets } from '../../modules/accounting/assets/fixed-assets.table';
import { loanBikes, loanPayments, loanPrepayments, loans } from '../../modules/accounting/loans/loans.table';
import { bankMovements, bankStatements } from '../../modules/billing/payments/payments.table';
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
 * register needs no rows: it is kept from the demo fleet (decision 109).
 *
 * What decision 106 added, to be seen on the loans' screens (decision 109): 10,000 € of the linear loan repaid early
 * the day after its latest instalment (the loan shortened, the reinvestment indemnity at its legal cap), and the
 * annuity's unpaid instalment found on an imported bank statement, a Triodos debit naming the loan, which the loans
 * list proposes to record as paid.
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
    const schedule = loanSchedule({ ...d, startDate });
    const paid = schedule.filter((r) => r.dueDate < paidUntil);
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
    const last = paid.at(-1);
    if (i === 1 && last) {
      // Repaid early the day after its latest instalment, as the loan page records it.
      const paidOn = addDays(last.dueDate, 1);
      const principalCents = 1_000_000;
      await tx.insert(loanPrepayments).values({
        loanId: loan!.id,
        paidOn,
        principalCents,
        interestCents: prepaymentAccruedInterest(
          principalCents,
          d.annualRatePercent,
          lastDueDateBefore(schedule, startDate, paidOn),
          paidOn,
        ),
        indemnityCents: reinvestmentIndemnityCap(principalCents, d.annualRatePercent),
        mode: 'shorten',
        createdById: adminId,
      });
    }
    const unpaid = schedule.find((r) => r.dueDate >= paidUntil);
    if (i === 0 && unpaid && unpaid.dueDate <= today) {
      // The overdue instalment, debited on its day: an imported statement's line that paid no bill.
      const [statement] = await tx
        .insert(bankStatements)
        .values({
          format: 'coda',
          reference: `DEMO-TRIODOS-${unpaid.dueDate}`,
          account: 'BE72523080818116',
          date: unpaid.dueDate,
          movements: 1,
          importedById: adminId,
        })
        .returning();
      await tx.insert(bankMovements).values({
        statementId: statement!.id,
        reference: `DEMO-TRIODOS-${unpaid.dueDate}-1`,
        date: unpaid.dueDate,
        amountCents: -unpaid.paymentCents,
        counterpartyName: 'Triodos Bank',
        counterpartyAccount: 'BE82523080818021',
        freeText: `Krediet ${d.reference} aflossing ${unpaid.number}`,
        status: 'ignored',
      });
    }
  }
  await seedAssetAdditions(tx, adminId, today);
}

/**
 * Three additions to bikes of the register (decision 115), on the 1st of this month, whose depreciation entry is written
 * only after its end, so the bike page still offers to delete them: a child seat and rack, a second battery, brakes.
 */
async function seedAssetAdditions(tx: Tx, adminId: number, today: string) {
  const date = `${today.slice(0, 7)}-01`;
  const assets = await tx
    .select({ bikeId: fixedAssets.bikeId })
    .from(fixedAssets)
    .where(and(isNull(fixedAssets.disposedAt), lte(fixedAssets.acquisitionDate, addDays(date, -60))))
    .orderBy(asc(fixedAssets.bikeId))
    .limit(3);
  const added = [
    { description: 'Siège enfant et porte-bagages', amountCents: 18_900 },
    { description: 'Seconde batterie 500 Wh', amountCents: 54_900 },
    { description: 'Freins à disque hydrauliques', amountCents: 23_450 },
  ];
  if (!assets.length) return;
  await tx.insert(assetAdditions).values(assets.map((a, i) => ({ bikeId: a.bikeId, date, ...added[i]!, createdById: adminId })));
}
