import {
  addMonths,
  addMonthKeys,
  isBilledInPeriod,
  leasingContractMonthlyCents,
  leasingEndDate,
  monthKeyOf,
  type LeasingContractKind,
  type Clock,
} from '@veloport/domain';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Tx } from '../client';
import { bikeModels } from '../../modules/catalog/catalog.table';
import { companies } from '../../modules/companies/companies.table';
import { users } from '../../modules/identity/identity.table';
import { billsRepository } from '../../modules/billing/bills/bills.repository';
import { issueLeasingBill } from '../../modules/billing/leasing/leasing.bills';
import { leasingBills, leasingContracts, leasingRuns } from '../../modules/billing/leasing/leasing.table';
import { bikes } from '../../modules/stock/stock.table';

const LEASED = ['leasing', 'leasing_with_maintenance_budget', 'annual'];
/** How many contracts end within the next four months (one a month, then a few more). */
const ENDING = [1, 2, 2, 3, 4, 4];

/**
 * Leasing contracts for the demo's leased bikes (decision 049): running contracts started at various months, six
 * ending within four months (one already noticed), and last month's run with its bills.
 */
export async function seedLeasingDemo(tx: Tx, p: { adminId: number }, clock: Clock): Promise<void> {
  const leased = await tx
    .select({
      id: bikes.id,
      kind: bikes.contractKind,
      months: bikes.contractMonths,
      companyId: bikes.companyId,
      userId: bikes.userId,
      price: bikes.purchasePriceCents,
      frame: bikes.frameNumber,
      brand: bikeModels.brand,
      model: bikeModels.model,
    })
    .from(bikes)
    .innerJoin(bikeModels, eq(bikeModels.id, bikes.modelId))
    .where(and(inArray(bikes.contractKind, LEASED), or(isNotNull(bikes.companyId), isNotNull(bikes.userId))))
    .orderBy(asc(bikes.id));
  if (leased.length === 0) return;
  const today = clock.today();
  const rows = leased.map((b, i) => {
    const kind: LeasingContractKind = b.kind === 'annual' ? 'annual' : 'monthly';
    const contractMonths = kind === 'annual' ? 36 : (b.months ?? 36);
    // The first ones end within four months; the others started 1 to (term − 6) months ago.
    const monthsAgo = i < ENDING.length ? contractMonths - ENDING[i]! : 1 + ((i * 7) % Math.max(1, contractMonths - 6));
    // An ending contract starts no later in its month than today's day, so that it ends within the four months whatever
    // the day the demo is seeded (started on the 16th, a contract seeded on the 7th would end a few days too late).
    const dayOfMonth = Math.min(1 + ((i * 3) % 28), i < ENDING.length ? Number(today.slice(8, 10)) : 28);
    const startDate = addMonths(`${today.slice(0, 8)}${String(dayOfMonth).padStart(2, '0')}`, -monthsAgo);
    const bikeAmountCents = b.price ?? 250_000;
    const parts = {
      bikeAmountCents,
      contractMonths,
      yearlyMaintenanceBudgetCents: b.kind === 'leasing_with_maintenance_budget' ? 12_000 : 0,
      monthlyInsuranceCents: Math.round(bikeAmountCents * 0.0025),
      monthlyFeesCents: kind === 'annual' ? 0 : 150,
    };
    return {
      bikeId: b.id,
      frameNumber: b.frame,
      bikeLabel: `${b.brand} ${b.model}`,
      companyId: b.companyId,
      userId: b.userId,
      kind,
      status: i === 0 ? 'ending' : 'active',
      startDate,
      endDate: leasingEndDate(startDate, contractMonths),
      ...parts,
      monthlyPriceCents: leasingContractMonthlyCents(parts),
      noticeSentAt: i === 0 ? new Date(Date.parse(`${today}T08:00:00Z`) - 5 * 86_400_000) : null,
      createdById: p.adminId,
    };
  });
  const contracts = await tx.insert(leasingContracts).values(rows).returning();

  // Last month's run, with its bills, as the 1st-of-the-month schedule made it.
  const period = addMonthKeys(monthKeyOf(today), -1);
  const at = new Date(`${period}-01T05:00:00Z`);
  const due = contracts.filter((c) =>
    isBilledInPeriod({ kind: c.kind as LeasingContractKind, startDate: c.startDate, contractMonths: c.contractMonths }, period),
  );
  const [run] = await tx
    .insert(leasingRuns)
    .values({ period, status: 'running', scheduled: true, total: due.length, createdAt: at })
    .returning();
  const firms = new Map((await tx.select().from(companies)).map((c) => [c.id, c]));
  const people = new Map(
    (
      await tx
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, language: users.language })
        .from(users)
        .where(
          inArray(
            users.id,
            contracts.flatMap((c) => (c.userId ? [c.userId] : [])),
          ),
        )
    ).map((u) => [u.id, u]),
  );
  const bikeOf = new Map(leased.map((b) => [b.id, b]));
  let cents = 0;
  for (const c of due) {
    const bike = bikeOf.get(c.bikeId)!;
    const firm = c.companyId ? firms.get(c.companyId) : undefined;
    const person = c.userId ? people.get(c.userId) : undefined;
    const a = firm?.billingAddress;
    const customer = firm
      ? {
          companyId: firm.id,
          userId: null,
          customerName: firm.name,
          customerVatNumber: firm.vatNumber ?? null,
          customerAddress: a ? `${a.street}, ${a.postalCode} ${a.city}, ${a.country}` : null,
          customerLanguage: 'fr',
        }
      : {
          companyId: null,
          userId: c.userId,
          customerName: person ? `${person.firstname} ${person.lastname}` : '',
          customerVatNumber: null,
          customerAddress: null,
          customerLanguage: person?.language ?? 'fr',
        };
    const amountCents = c.kind === 'annual' ? c.monthlyPriceCents * 12 : c.monthlyPriceCents;
    const words =
      c.kind === 'annual'
        ? `Leasing annuel ${bike.brand} ${bike.model} (${bike.frame}) — à partir de ${period}`
        : `Leasing ${bike.brand} ${bike.model} (${bike.frame}) — ${period}`;
    const bill = await issueLeasingBill(tx, customer, words, amountCents, { id: null }, { contractId: c.id, period }, at);
    // Paid since, by direct debit: last month's leasing bills are not the demo's overdue ones.
    await billsRepository.update(tx, bill.id, { status: 'paid', paidCents: bill.inclVatCents });
    await tx.insert(leasingBills).values({ contractId: c.id, period, kind: 'rent', billId: bill.id, runId: run!.id, createdAt: at });
    cents += amountCents;
  }
  await tx
    .update(leasingRuns)
    .set({ status: 'done', done: due.length, billed: due.length, billedCents: cents, finishedAt: new Date(at.getTime() + 40_000) })
    .where(eq(leasingRuns.id, run!.id));
}
