import { eq } from 'drizzle-orm';
import { addDays, billLineNetCents, billTotals, formatBillNumber, structuredCommunication, type Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { billsRepository as repo } from '../../modules/billing/bills/bills.repository';
import { companies } from '../../modules/companies/companies.table';

type Line = { description: string; quantity: number; unitPriceCents: number; vatRate: number; discountPercent?: number };
type Customer = {
  companyId: number | null;
  userId: number | null;
  customerName: string;
  customerVatNumber: string | null;
  customerAddress: string | null;
  customerLanguage: string;
};

/**
 * Bills in every status a new user should meet (decision 041): for Acme an overdue bill, a sent one, a paid one, a
 * bill credited in full by its credit note and a draft; for the private customer an issued repair bill and a partly
 * paid one; for Acme's employee a repair he paid himself. Numbers come from `bill_number_sequences` like the service's, so issuing a new bill continues the series.
 */
export async function seedBillsDemo(
  tx: Tx,
  p: { adminId: number; privateUserId: number; employeeId: number },
  clock: Clock,
): Promise<void> {
  const [acme] = await tx.select().from(companies).where(eq(companies.name, 'Acme'));
  if (!acme) return;
  const a = acme.billingAddress;
  const acmeCustomer: Customer = {
    companyId: acme.id,
    userId: null,
    customerName: acme.name,
    customerVatNumber: acme.vatNumber ?? null,
    customerAddress: a ? `${a.street}, ${a.postalCode} ${a.city}, ${a.country}` : null,
    customerLanguage: 'fr',
  };
  const paula: Customer = {
    companyId: null,
    userId: p.privateUserId,
    customerName: 'Paula Private',
    customerVatNumber: null,
    customerAddress: null,
    customerLanguage: 'en',
  };
  const emile: Customer = {
    companyId: null,
    userId: p.employeeId,
    customerName: 'Emile Employé',
    customerVatNumber: null,
    customerAddress: null,
    customerLanguage: 'fr',
  };
  const today = clock.today();

  /** A bill with its lines; issued `issuedDaysAgo` days ago (its number taken then), or a draft when null. */
  async function bill(
    customer: Customer,
    lines: Line[],
    o: { issuedDaysAgo: number | null; status?: string; paidShare?: number; kind?: string; creditOfId?: number; notes?: string },
  ) {
    const values = lines.map((l) => ({ ...l, discountPercent: l.discountPercent ?? 0, netCents: billLineNetCents(l) }));
    const totals = billTotals(values);
    const created = o.issuedDaysAgo === null ? clock.now() : new Date(Date.parse(`${addDays(today, -o.issuedDaysAgo)}T09:00:00Z`));
    const made = await repo.insert(tx, {
      ...customer,
      kind: o.kind ?? 'invoice',
      structuredCommunication: `tmp-${Math.random()}`,
      exclVatCents: totals.exclVatCents,
      vatCents: totals.vatCents,
      inclVatCents: totals.inclVatCents,
      notes: o.notes ?? null,
      creditOfId: o.creditOfId ?? null,
      createdById: p.adminId,
      createdAt: created,
      updatedAt: created,
    });
    let issue = {};
    if (o.issuedDaysAgo !== null) {
      const issueDate = addDays(today, -o.issuedDaysAgo);
      const year = Number(issueDate.slice(0, 4));
      const sequence = await repo.nextNumber(tx, year);
      issue = {
        status: o.status ?? 'issued',
        year,
        sequence,
        number: formatBillNumber(year, sequence),
        issueDate,
        dueDate: addDays(issueDate, o.kind === 'credit_note' ? 0 : 30),
        issuedAt: created,
        issuedById: p.adminId,
        paidCents: Math.round(totals.inclVatCents * (o.paidShare ?? 0)),
        // A bill paid or marked sent went out by e-mail first (decision 043).
        sentAt: ['sent', 'paid', 'partly_paid'].includes(o.status ?? 'issued') ? created : null,
      };
    }
    await repo.update(tx, made.id, { ...issue, structuredCommunication: structuredCommunication(made.id).replace(/\D/g, '') });
    await repo.replaceLines(tx, made.id, values);
    return { id: made.id, lines };
  }

  const leasing = (daysAgo: number): Line[] => [
    {
      description: `Leasing de 3 vélos — ${new Date(Date.parse(`${addDays(today, -daysAgo)}T12:00:00Z`)).toLocaleDateString('fr-BE', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
      quantity: 3,
      unitPriceCents: 8900,
      vatRate: 21,
    },
    { description: 'Assurance omnium', quantity: 3, unitPriceCents: 1250, vatRate: 21 },
  ];
  await bill(acmeCustomer, leasing(95), { issuedDaysAgo: 95, status: 'paid', paidShare: 1 });
  const credited = await bill(
    acmeCustomer,
    [{ description: 'Révision annuelle de 4 vélos', quantity: 4, unitPriceCents: 7500, vatRate: 21 }],
    { issuedDaysAgo: 70, status: 'credited' },
  );
  await bill(
    acmeCustomer,
    credited.lines.map((l) => ({ ...l, quantity: -l.quantity })),
    { issuedDaysAgo: 68, kind: 'credit_note', creditOfId: credited.id, notes: 'Révision faite sous garantie.' },
  );
  // Issued in the order of their dates, so the numbers follow the calendar. Due 20 days ago and unpaid: reads "overdue".
  await bill(acmeCustomer, leasing(50), { issuedDaysAgo: 50 });
  await bill(paula, [{ description: 'Location d’un vélo électrique (1 semaine)', quantity: 1, unitPriceCents: 12000, vatRate: 21 }], {
    issuedDaysAgo: 20,
    status: 'partly_paid',
    paidShare: 0.5,
  });
  // A repair Acme's employee paid himself: his, not his employer's (decision 041).
  await bill(emile, [{ description: 'Réparation d’un vélo personnel', quantity: 1, unitPriceCents: 4500, vatRate: 6 }], {
    issuedDaysAgo: 15,
    status: 'paid',
    paidShare: 1,
  });
  await bill(
    acmeCustomer,
    [...leasing(10), { description: 'Main-d’œuvre : remplacement de chaîne', quantity: 1.5, unitPriceCents: 5500, vatRate: 6 }],
    { issuedDaysAgo: 10, status: 'sent' },
  );
  await bill(
    paula,
    [
      { description: 'Entretien complet', quantity: 1, unitPriceCents: 8000, vatRate: 6 },
      { description: 'Pneu Schwalbe Marathon', quantity: 2, unitPriceCents: 3500, vatRate: 21, discountPercent: 10 },
    ],
    { issuedDaysAgo: 5 },
  );
  await bill(acmeCustomer, leasing(0), { issuedDaysAgo: null });
}
