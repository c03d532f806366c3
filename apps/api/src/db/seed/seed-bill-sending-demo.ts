import { yearOf, addDays, billLineNetCents, billTotals, formatBillNumber, structuredCommunication, type Clock } from '@veloport/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { billsRepository } from '../../modules/billing/bills/bills.repository';
import { billLines, bills } from '../../modules/billing/bills/bills.table';

type DemoLine = { description: string; quantity: number; unitPriceCents: number; vatRate: number };
type DemoBill = {
  companyId: number | null;
  userId: number | null;
  customerName: string;
  customerVatNumber: string | null;
  customerAddress: string | null;
  customerLanguage: string;
  status: 'draft' | 'issued' | 'sent';
  issuedDaysAgo: number;
  lines: DemoLine[];
};

/**
 * Demo bills for decision 043: two issued bills waiting in "to send" (a company's and Paula's in English), two already
 * e-mailed (sent, with their date), and a draft whose PDF shows the watermark. Numbers come from the year's sequence.
 */
export async function seedBillSendingDemo(
  tx: Tx,
  p: {
    adminId: number;
    acme: { id: number; name: string; vatNumber: string | null; address: string };
    globex: { id: number; name: string; vatNumber: string | null; address: string };
    paula: { id: number; name: string; language: string };
  },
  clock: Clock,
): Promise<void> {
  const today = clock.today();
  const company = (c: typeof p.acme) => ({
    companyId: c.id,
    userId: null,
    customerName: c.name,
    customerVatNumber: c.vatNumber,
    customerAddress: c.address,
    customerLanguage: 'fr',
  });
  const demo: DemoBill[] = [
    {
      ...company(p.acme),
      status: 'sent',
      issuedDaysAgo: 12,
      lines: [
        { description: 'Entretien annuel vélo de fonction', quantity: 3, unitPriceCents: 8_500, vatRate: 6 },
        { description: 'Chaîne Shimano CN-M6100', quantity: 3, unitPriceCents: 3_290, vatRate: 21 },
      ],
    },
    {
      ...company(p.globex),
      status: 'sent',
      issuedDaysAgo: 5,
      lines: [{ description: 'Location vélo cargo — mars', quantity: 1, unitPriceCents: 24_000, vatRate: 21 }],
    },
    {
      ...company(p.acme),
      status: 'issued',
      issuedDaysAgo: 1,
      lines: [
        { description: 'Réparation crevaison', quantity: 1, unitPriceCents: 2_500, vatRate: 6 },
        { description: 'Chambre à air 28"', quantity: 1, unitPriceCents: 990, vatRate: 21 },
      ],
    },
    {
      companyId: null,
      userId: p.paula.id,
      customerName: p.paula.name,
      customerVatNumber: null,
      customerAddress: null,
      customerLanguage: p.paula.language,
      status: 'issued',
      issuedDaysAgo: 0,
      lines: [
        { description: 'Brake service', quantity: 1, unitPriceCents: 4_500, vatRate: 6 },
        { description: 'Brake pads', quantity: 2, unitPriceCents: 1_800, vatRate: 21 },
      ],
    },
    {
      ...company(p.acme),
      status: 'draft',
      issuedDaysAgo: 0,
      lines: [{ description: 'Casque Abus Hyban 2.0', quantity: 4, unitPriceCents: 6_900, vatRate: 21 }],
    },
  ];
  for (const d of demo) {
    const lines = d.lines.map((l, i) => ({
      ...l,
      discountPercent: 0,
      position: i + 1,
      netCents: billLineNetCents({ ...l, discountPercent: 0 }),
    }));
    const totals = billTotals(lines);
    const issueDate = addDays(today, -d.issuedDaysAgo);
    // Numbered in the year of the bill's own date (a bill of 30 December is last year's when seeded in January).
    const year = yearOf(issueDate);
    const issued = d.status !== 'draft';
    const sequence = issued ? await billsRepository.nextNumber(tx, year) : null;
    const [row] = await tx
      .insert(bills)
      .values({
        kind: 'invoice',
        status: d.status,
        companyId: d.companyId,
        userId: d.userId,
        customerName: d.customerName,
        customerVatNumber: d.customerVatNumber,
        customerAddress: d.customerAddress,
        customerLanguage: d.customerLanguage,
        structuredCommunication: `demo-${Math.random()}`,
        year: issued ? year : null,
        sequence,
        number: sequence ? formatBillNumber(year, sequence) : null,
        issueDate: issued ? issueDate : null,
        dueDate: issued ? addDays(issueDate, 30) : null,
        exclVatCents: totals.exclVatCents,
        vatCents: totals.vatCents,
        inclVatCents: totals.inclVatCents,
        createdById: p.adminId,
        issuedById: issued ? p.adminId : null,
        issuedAt: issued ? new Date(`${issueDate}T09:00:00Z`) : null,
        sentAt: d.status === 'sent' ? new Date(`${issueDate}T09:30:00Z`) : null,
      })
      .returning({ id: bills.id });
    await tx
      .update(bills)
      .set({ structuredCommunication: structuredCommunication(row!.id).replace(/\D/g, '') })
      .where(eq(bills.id, row!.id));
    await tx.insert(billLines).values(
      lines.map(({ description, quantity, unitPriceCents, vatRate, discountPercent, position, netCents }) => ({
        billId: row!.id,
        description,
        quantity,
        unitPriceCents,
        vatRate,
        discountPercent,
        position,
        netCents,
      })),
    );
  }
}
