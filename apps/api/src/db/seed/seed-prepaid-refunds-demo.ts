import {
  addDays,
  addMonths,
  addTarget2BusinessDays,
  leasingBilledCents,
  leasingContractMonthlyCents,
  leasingEndDate,
  monthKeyOf,
  PREPAID_BILL_KIND,
  type Clock,
} from '@veloport/domain';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Tx } from '../client';
import { bikeModels } from '../../modules/catalog/catalog.table';
import { companies } from '../../modules/companies/companies.table';
import { users } from '../../modules/identity/identity.table';
import { billsRepository } from '../../modules/billing/bills/bills.repository';
import { bills } from '../../modules/billing/bills/bills.table';
import { issueLeasingBill } from '../../modules/billing/leasing/leasing.bills';
import { leasingBills, leasingContracts } from '../../modules/billing/leasing/leasing.table';
import { billPayments } from '../../modules/billing/payments/payments.table';
import { refundBatches, refunds } from '../../modules/billing/refunds/refunds.table';
import { bikes } from '../../modules/stock/stock.table';

/**
 * Prepaid leases and refunds for a new user to meet (decision 065): the demo's prepaid bikes get their contract,
 * billed once for the whole term and paid; a customer's credit over two bills refunded as one transfer, in a transfer
 * file already downloaded; a refund in cash. (The pending transfer of decision 061's demo stays pending.)
 */
export async function seedPrepaidRefundsDemo(tx: Tx, p: { adminId: number }, clock: Clock): Promise<void> {
  const today = clock.today();
  await seedPrepaidLeases(tx, p, today);
  await seedRefunds(tx, p, today);
}

async function seedPrepaidLeases(tx: Tx, p: { adminId: number }, today: string) {
  const prepaid = await tx
    .select({
      id: bikes.id,
      companyId: bikes.companyId,
      userId: bikes.userId,
      price: bikes.purchasePriceCents,
      frame: bikes.frameNumber,
      brand: bikeModels.brand,
      model: bikeModels.model,
    })
    .from(bikes)
    .innerJoin(bikeModels, eq(bikeModels.id, bikes.modelId))
    .where(and(eq(bikes.contractKind, 'prepaid'), or(isNotNull(bikes.companyId), isNotNull(bikes.userId))))
    .orderBy(asc(bikes.id))
    .limit(3);
  if (!prepaid.length) return;
  const firms = new Map((await tx.select().from(companies)).map((c) => [c.id, c]));
  const people = new Map(
    (
      await tx
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, language: users.language })
        .from(users)
        .where(
          inArray(
            users.id,
            prepaid.flatMap((b) => (b.userId ? [b.userId] : [])),
          ),
        )
    ).map((u) => [u.id, u]),
  );
  for (const [i, b] of prepaid.entries()) {
    const startDate = addMonths(today, -(2 + i * 5));
    const parts = {
      bikeAmountCents: b.price ?? 240_000,
      contractMonths: 24,
      yearlyMaintenanceBudgetCents: 0,
      monthlyInsuranceCents: 0,
      monthlyFeesCents: 0,
    };
    const [contract] = await tx
      .insert(leasingContracts)
      .values({
        bikeId: b.id,
        frameNumber: b.frame,
        bikeLabel: `${b.brand} ${b.model}`,
        companyId: b.companyId,
        userId: b.userId,
        kind: 'prepaid',
        status: 'active',
        startDate,
        endDate: leasingEndDate(startDate, 24),
        ...parts,
        monthlyPriceCents: leasingContractMonthlyCents(parts),
        createdById: p.adminId,
      })
      .returning();
    const firm = b.companyId ? firms.get(b.companyId) : undefined;
    const person = b.userId ? people.get(b.userId) : undefined;
    const a = firm?.billingAddress;
    const customer = firm
      ? {
          companyId: firm.id,
          userId: null,
          customerName: firm.name,
          customerVatNumber: firm.vatNumber ?? null,
          customerAddress: a ? `${a.street}, ${a.postalCode} ${a.city}, ${a.country}` : null,
          customerLanguage: firm.language ?? 'fr',
        }
      : {
          companyId: null,
          userId: b.userId,
          customerName: person ? `${person.firstname} ${person.lastname}` : '',
          customerVatNumber: null,
          customerAddress: null,
          customerLanguage: person?.language ?? 'fr',
        };
    const amountCents = leasingBilledCents('prepaid', contract!.monthlyPriceCents, 24);
    const words = `Leasing prépayé ${b.brand} ${b.model} (${b.frame}) — du ${startDate} au ${contract!.endDate}`;
    const bill = await issueLeasingBill(
      tx,
      customer,
      words,
      amountCents,
      { id: null },
      { contractId: contract!.id, period: monthKeyOf(startDate), prepaid: true },
      new Date(`${startDate}T10:00:00Z`),
    );
    await billsRepository.update(tx, bill.id, { status: 'paid', paidCents: bill.inclVatCents });
    await tx
      .insert(leasingBills)
      .values({ contractId: contract!.id, period: monthKeyOf(startDate), kind: PREPAID_BILL_KIND, billId: bill.id });
  }
}

async function seedRefunds(tx: Tx, p: { adminId: number }, today: string) {
  const paid = await tx
    .select()
    .from(bills)
    .where(and(eq(bills.kind, 'invoice'), eq(bills.status, 'paid'), isNotNull(bills.companyId)))
    .orderBy(asc(bills.id))
    .limit(40);
  // The first paid bill is decision 061's demo refund; two bills of one company for the refund over several bills.
  const rest = paid.slice(1);
  const byCompany = new Map<number, typeof rest>();
  for (const b of rest) byCompany.set(b.companyId!, [...(byCompany.get(b.companyId!) ?? []), b]);
  const pair = [...byCompany.values()].find((list) => list.length >= 2)?.slice(0, 2);
  const cash = rest.find((b) => !pair?.includes(b));
  const day = addDays(today, -3);

  /** An overpayment by transfer, then its refund: what is paid stays the bill's total. */
  const overpaidAndRefunded = async (
    bill: (typeof paid)[number],
    cents: number,
    method: 'transfer' | 'cash',
    extra: Partial<typeof refunds.$inferInsert>,
  ) => {
    const [, back] = await tx
      .insert(billPayments)
      .values([
        {
          billId: bill.id,
          amountCents: cents,
          date: day,
          source: 'manual',
          method: 'transfer',
          reference: 'Paid twice by the customer',
          recordedById: p.adminId,
        },
        { billId: bill.id, amountCents: -cents, date: day, source: 'refund', method, recordedById: p.adminId },
      ])
      .returning();
    const [row] = await tx
      .insert(refunds)
      .values({
        billId: bill.id,
        paymentId: back!.id,
        amountCents: cents,
        date: day,
        method,
        beneficiaryName: bill.customerName,
        createdById: p.adminId,
        ...extra,
      })
      .returning();
    return row!;
  };

  if (pair) {
    const created = new Date(Date.parse(`${day}T09:00:00Z`));
    const [batch] = await tx
      .insert(refundBatches)
      .values({
        messageId: 'VP-SCT-DEMO-000001',
        executionDate: addTarget2BusinessDays(day, 1),
        count: 2,
        totalCents: 3_500 + 1_500,
        createdById: p.adminId,
        createdAt: created,
        downloadedAt: new Date(created.getTime() + 60_000),
      })
      .returning();
    const transfer = { iban: 'BE68539007547034', bic: 'BBRUBEBB', batchId: batch!.id };
    const first = await overpaidAndRefunded(pair[0]!, 3_500, 'transfer', transfer);
    await tx.update(refunds).set({ transferId: first.id }).where(eq(refunds.id, first.id));
    await overpaidAndRefunded(pair[1]!, 1_500, 'transfer', { ...transfer, transferId: first.id });
  }
  if (cash) await overpaidAndRefunded(cash, 1_000, 'cash', {});
}
