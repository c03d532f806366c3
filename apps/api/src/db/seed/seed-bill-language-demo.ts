import {
  yearOf,
  addDays,
  billLineNetCents,
  billTotals,
  formatBillNumber,
  rentalBillLine,
  structuredCommunication,
  workshopBillLine,
  type BillLineInput,
  type Clock,
} from '@veloport/domain';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { billWords } from '../../modules/billing/bill-words';
import { billsRepository } from '../../modules/billing/bills/bills.repository';
import { billLines, bills } from '../../modules/billing/bills/bills.table';
import { companies, companyConditions, companyContacts } from '../../modules/companies/companies.table';
import { servicePrices } from '../../modules/workshop/service-prices/service-prices.table';

/**
 * A Dutch-speaking demo company (decision 064): Fietsenwerf Gent, bill language `nl`, with its accountant as billing
 * contact and bills whose generated lines were worded by the same functions as the bills made from sources: an
 * order with its promo code and delivery (sent), a workshop job with a price-list service (issued) and a rental
 * (draft). A new company rather than Acme or Globex switched to Dutch: the journeys and tests read their bills in French.
 */
export async function seedBillLanguageDemo(tx: Tx, p: { adminId: number }, clock: Clock): Promise<void> {
  const address = { street: 'Korenmarkt 10', postalCode: '9000', city: 'Gent', country: 'BE' };
  const [firm] = await tx
    .insert(companies)
    .values({ name: 'Fietsenwerf Gent', vatNumber: 'BE0456789034', language: 'nl', billingAddress: address })
    .returning();
  await tx
    .insert(companyConditions)
    .values({ companyId: firm!.id, access: 'leasing,maintenance', selfRegistration: true, quizRequired: false });
  await tx.insert(companyContacts).values({
    companyId: firm!.id,
    firstname: 'Lotte',
    lastname: 'Peeters',
    email: 'boekhouding@fietsenwerf.test',
    role: 'Boekhouder',
    type: 'billing',
  });

  const words = billWords('nl');
  const [service] = await tx.select().from(servicePrices).orderBy(asc(servicePrices.id)).limit(1);
  const today = clock.today();
  const rental = { bikes: 2, startDate: addDays(today, -3), endDate: addDays(today, -1), totalCents: 14_520 };
  const vat = (inclCents: number) => Math.round((inclCents * 21) / 121);
  const demo: { status: 'draft' | 'issued' | 'sent'; daysAgo: number; notes: string; lines: BillLineInput[] }[] = [
    {
      status: 'sent',
      daysAgo: 8,
      notes: 'Riese & Müller Load 75',
      lines: [
        { description: 'Riese & Müller Load 75', quantity: 1, unitPriceCents: 590_000, vatRate: 21 },
        { description: words.promo('WELKOM10'), quantity: -1, unitPriceCents: 59_000, vatRate: 21 },
        { description: words.delivery('Gent'), quantity: 1, unitPriceCents: 1_210 - vat(1_210), vatRate: 21 },
      ],
    },
    {
      status: 'issued',
      daysAgo: 1,
      notes: 'Riese & Müller Load 75 (WSM-2026-0042)',
      lines: [
        ...(service
          ? [
              workshopBillLine({
                kind: 'service',
                description: service.description.nl || service.description.fr,
                quantity: 1,
                unitPriceCents: service.priceInclVatCents,
                vatRate: 6,
              }),
            ]
          : []),
        { description: 'Remblokken vervangen', quantity: 1, unitPriceCents: 3_500, vatRate: 6 },
        { description: 'Shimano remblokken B05S', quantity: 2, unitPriceCents: 1_290, vatRate: 21 },
      ],
    },
    {
      status: 'draft',
      daysAgo: 0,
      notes: 'Lotte Peeters',
      lines: [rentalBillLine(rental, words.rental(rental))],
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
    const issueDate = addDays(today, -d.daysAgo);
    // Numbered in the year of the bill's own date (a bill of 30 December is last year's when seeded in January).
    const year = yearOf(issueDate);
    const issued = d.status !== 'draft';
    const sequence = issued ? await billsRepository.nextNumber(tx, year) : null;
    const [row] = await tx
      .insert(bills)
      .values({
        kind: 'invoice',
        status: d.status,
        companyId: firm!.id,
        userId: null,
        customerName: firm!.name,
        customerVatNumber: firm!.vatNumber,
        customerAddress: `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`,
        customerLanguage: 'nl',
        notes: d.notes,
        structuredCommunication: `demo-nl-${Math.random()}`,
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
