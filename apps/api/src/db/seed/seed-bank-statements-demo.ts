import { yearOf, addDays, billLineNetCents, billTotals, formatBillNumber, structuredCommunication, type Clock } from '@veloport/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { billsRepository } from '../../modules/billing/bills/bills.repository';
import { billLines, bills } from '../../modules/billing/bills/bills.table';
import { applyStatement } from '../../modules/billing/payments/bank-statements.service';
import { parseStatement } from '../../modules/billing/payments/parse-statement';
import { paymentReminders } from '../../modules/billing/payments/payments.table';
import { writeCoda } from '../../modules/billing/payments/statement-writers';

type Customer = {
  companyId: number | null;
  userId: number | null;
  customerName: string;
  customerVatNumber: string | null;
  customerAddress: string | null;
  customerLanguage: string;
};

/**
 * Demo for decision 047: a bank statement of yesterday already imported — a bill paid by its structured communication,
 * one partly paid by a communication typed in the free text, Paula's paid by amount and name, an ordinary debit, and
 * two transfers waiting to be matched by hand — and a late bill that got its first reminder.
 */
export async function seedBankStatementsDemo(
  tx: Tx,
  p: { adminId: number; acme: Customer; globex: Customer; paula: Customer },
  clock: Clock,
): Promise<void> {
  const today = clock.today();
  async function issued(
    customer: Customer,
    issuedDaysAgo: number,
    status: 'issued' | 'sent',
    lines: { description: string; quantity: number; unitPriceCents: number; vatRate: number }[],
  ) {
    const rows = lines.map((l, i) => ({
      ...l,
      discountPercent: 0,
      position: i + 1,
      netCents: billLineNetCents({ ...l, discountPercent: 0 }),
    }));
    const totals = billTotals(rows);
    const issueDate = addDays(today, -issuedDaysAgo);
    // Numbered in the year of the bill's own date (a bill of 30 December is last year's when seeded in January).
    const year = yearOf(issueDate);
    const sequence = await billsRepository.nextNumber(tx, year);
    const [row] = await tx
      .insert(bills)
      .values({
        kind: 'invoice',
        status,
        ...customer,
        structuredCommunication: `demo-${Math.random()}`,
        year,
        sequence,
        number: formatBillNumber(year, sequence),
        issueDate,
        dueDate: addDays(issueDate, 30),
        exclVatCents: totals.exclVatCents,
        vatCents: totals.vatCents,
        inclVatCents: totals.inclVatCents,
        createdById: p.adminId,
        issuedById: p.adminId,
        issuedAt: new Date(`${issueDate}T09:00:00Z`),
        sentAt: status === 'sent' ? new Date(`${issueDate}T09:30:00Z`) : null,
      })
      .returning({ id: bills.id });
    const digits = structuredCommunication(row!.id).replace(/\D/g, '');
    await tx.update(bills).set({ structuredCommunication: digits }).where(eq(bills.id, row!.id));
    await tx.insert(billLines).values(rows.map((l) => ({ billId: row!.id, ...l })));
    return { id: row!.id, digits, totalCents: totals.inclVatCents };
  }

  const acmeBill = await issued(p.acme, 20, 'sent', [
    { description: 'Entretien vélos de fonction — février', quantity: 4, unitPriceCents: 7_500, vatRate: 6 },
  ]);
  const globexBill = await issued(p.globex, 14, 'sent', [
    { description: 'Location vélo cargo — avril', quantity: 2, unitPriceCents: 24_000, vatRate: 21 },
  ]);
  const paulaBill = await issued(p.paula, 6, 'issued', [
    { description: 'Wheel truing', quantity: 1, unitPriceCents: 3_500, vatRate: 6 },
    { description: 'Spokes', quantity: 6, unitPriceCents: 250, vatRate: 21 },
  ]);
  const lateBill = await issued(p.acme, 48, 'sent', [
    { description: 'Batterie Bosch PowerPack 500', quantity: 1, unitPriceCents: 61_900, vatRate: 21 },
  ]);

  const yesterday = addDays(today, -1);
  const file = writeCoda({
    id: `DEMO${yesterday.replace(/-/g, '')}`,
    account: 'BE68539007547034',
    date: yesterday,
    openingCents: 1_845_210,
    movements: [
      { amountCents: acmeBill.totalCents, date: yesterday, communication: acmeBill.digits, name: 'ACME SA', account: 'BE71096123456769' },
      {
        amountCents: 20_000,
        date: yesterday,
        freeText: `Acompte ${structuredCommunication(globexBill.id)}`,
        name: 'GLOBEX NV',
        account: 'BE43068999999501',
      },
      {
        amountCents: paulaBill.totalCents,
        date: yesterday,
        freeText: 'Velo reparation',
        name: 'PRIVATE PAULA',
        account: 'BE62510007547061',
      },
      {
        amountCents: -48_400,
        date: yesterday,
        freeText: 'Facture fournisseur pneus',
        name: 'Schwalbe Benelux BV',
        account: 'BE56001123456788',
      },
      { amountCents: 3_000, date: yesterday, freeText: 'Cadeau anniversaire Marie', name: 'Jan Janssens', account: 'BE13001234567839' },
      { amountCents: 9_999, date: yesterday, freeText: 'Facture mars', name: 'Initech SRL', account: 'BE09001234567857' },
    ],
  });
  await applyStatement(tx, parseStatement(Buffer.from(file, 'latin1')), 'demo-statement.cod', { id: p.adminId }, clock.now());
  // The late bill's first reminder went out by the daily job a week ago.
  await tx.insert(paymentReminders).values({
    billId: lateBill.id,
    level: 'first',
    day: addDays(today, -8),
    sentTo: ['compta@acme.test'],
    sentAt: new Date(`${addDays(today, -8)}T07:30:00Z`),
  });
}
