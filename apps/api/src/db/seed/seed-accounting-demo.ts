import { addDays, brusselsToday, eurosFromCents, type Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { createBooksFeed } from '../../modules/billing/books/books-feed.service';
import { createTillBooksFeed } from '../../modules/sales/checkout/till-books-feed.service';
import { createShopBooksFeed } from '../../modules/shop/shop-books-feed.service';
import { createJournalsService } from '../../modules/accounting/journals/journals.service';
import { purchases, suppliers } from '../../modules/accounting/purchases/purchases.table';
import { peppolInboundDocuments } from '../../modules/accounting/peppol-inbound/peppol-inbound.table';
import { supplierPaymentBatches } from '../../modules/accounting/supplier-payments/supplier-payments.table';

type DemoSupplier = { name: string; vatNumber: string; iban: string | null; bic: string | null };
type DemoPurchase = {
  number: string;
  issued: number;
  dueIn: number;
  exclVatCents: number;
  status: 'to_approve' | 'approved' | 'refused' | 'paid';
  communication?: string;
};

const amount = (cents: number) => eurosFromCents(cents)!.toFixed(2);

/** A small Peppol BIS 3.0 invoice as a supplier sends it (the demo's purchases keep one, as an upload does). */
function demoUbl(s: DemoSupplier, p: DemoPurchase & { issueDate: string; dueDate: string; vatCents: number }): string {
  const account = s.iban
    ? `<cac:PayeeFinancialAccount><cbc:ID>${s.iban}</cbc:ID>${s.bic ? `<cac:FinancialInstitutionBranch><cbc:ID>${s.bic}</cbc:ID></cac:FinancialInstitutionBranch>` : ''}</cac:PayeeFinancialAccount>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>
<cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>
<cbc:ID>${p.number}</cbc:ID><cbc:IssueDate>${p.issueDate}</cbc:IssueDate><cbc:DueDate>${p.dueDate}</cbc:DueDate>
<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode><cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
<cac:AccountingSupplierParty><cac:Party><cac:PartyName><cbc:Name>${s.name}</cbc:Name></cac:PartyName>
<cac:PartyTaxScheme><cbc:CompanyID>${s.vatNumber}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme></cac:Party></cac:AccountingSupplierParty>
<cac:PaymentMeans><cbc:PaymentMeansCode>30</cbc:PaymentMeansCode>${p.communication ? `<cbc:PaymentID>${p.communication}</cbc:PaymentID>` : ''}${account}</cac:PaymentMeans>
<cac:TaxTotal><cbc:TaxAmount currencyID="EUR">${amount(p.vatCents)}</cbc:TaxAmount></cac:TaxTotal>
<cac:LegalMonetaryTotal><cbc:TaxExclusiveAmount currencyID="EUR">${amount(p.exclVatCents)}</cbc:TaxExclusiveAmount><cbc:TaxInclusiveAmount currencyID="EUR">${amount(p.exclVatCents + p.vatCents)}</cbc:TaxInclusiveAmount><cbc:PayableAmount currencyID="EUR">${amount(p.exclVatCents + p.vatCents)}</cbc:PayableAmount></cac:LegalMonetaryTotal>
</Invoice>
`;
}

/**
 * The books for a new user to meet (decision 084): three suppliers, their invoices in every status (to approve,
 * approved — one of a supplier without an IBAN —, refused, paid in a batch executed three weeks ago), aged from not due
 * to over 90 days; then the last month's journal entries, written from the demo's documents as the nightly run does.
 */
export async function seedAccountingDemo(tx: Tx, p: { adminId: number }, clock: Clock): Promise<void> {
  const today = brusselsToday(clock);
  const [benelux, parts, cleaning] = await tx
    .insert(suppliers)
    .values([
      { name: 'Cycles Distribution Benelux', vatNumber: 'BE0477472701', iban: 'BE71096123456769', bic: 'GKCCBEBB' },
      { name: 'Pièces Vélo Wallonie', vatNumber: 'BE0403170701', iban: 'BE68539007547034', bic: null },
      { name: 'Nettoyage Express', vatNumber: 'BE0416856411', iban: null, bic: null },
    ])
    .returning();
  const plan: [DemoSupplier & { id: number }, DemoPurchase][] = [
    [
      benelux!,
      { number: 'FV-DEMO-001', issued: -55, dueIn: 30, exclVatCents: 248_000, status: 'paid', communication: '+++090/9337/55493+++' },
    ],
    [parts!, { number: 'PVW-4410', issued: -50, dueIn: 30, exclVatCents: 36_250, status: 'paid' }],
    [
      benelux!,
      { number: 'FV-DEMO-002', issued: -40, dueIn: 30, exclVatCents: 125_000, status: 'approved', communication: '+++123/4567/89002+++' },
    ],
    [parts!, { number: 'PVW-4388', issued: -130, dueIn: 30, exclVatCents: 18_900, status: 'approved' }],
    [parts!, { number: 'PVW-4471', issued: -8, dueIn: 30, exclVatCents: 9_990, status: 'approved' }],
    [cleaning!, { number: 'NE-2026-77', issued: -20, dueIn: 15, exclVatCents: 15_000, status: 'approved' }],
    [benelux!, { number: 'FV-DEMO-003', issued: -4, dueIn: 30, exclVatCents: 310_000, status: 'to_approve' }],
    [parts!, { number: 'PVW-4402', issued: -70, dueIn: 30, exclVatCents: 4_500, status: 'to_approve' }],
    [cleaning!, { number: 'NE-2026-70', issued: -30, dueIn: 15, exclVatCents: 15_000, status: 'refused' }],
  ];
  const executionDate = addDays(today, -25);
  const vatOf = (d: DemoPurchase) => Math.round(d.exclVatCents * 0.21);
  const paid = plan.filter(([, d]) => d.status === 'paid').map(([, d]) => d);
  const [batch] = await tx
    .insert(supplierPaymentBatches)
    .values({
      messageId: 'VP-SUP-000001',
      executionDate,
      status: 'paid',
      count: paid.length,
      totalCents: paid.reduce((sum, d) => sum + d.exclVatCents + vatOf(d), 0),
      paidOn: executionDate,
      createdById: p.adminId,
    })
    .returning();
  // The Benelux supplier's invoices came by Peppol (decision 107): no user, the access point's document id.
  const byPeppol = (d: DemoPurchase) => d.number.startsWith('FV-DEMO-');
  const inserted = await tx
    .insert(purchases)
    .values(
      plan.map(([s, d]) => {
        const issueDate = addDays(today, d.issued);
        const dueDate = addDays(issueDate, d.dueIn);
        const vatCents = vatOf(d);
        return {
          supplierId: s.id,
          number: d.number,
          status: d.status,
          issueDate,
          dueDate,
          exclVatCents: d.exclVatCents,
          vatCents,
          inclVatCents: d.exclVatCents + vatCents,
          structuredCommunication: d.communication ? d.communication.replace(/\D/g, '') : null,
          iban: s.iban,
          bic: s.bic,
          ubl: demoUbl(s, { ...d, issueDate, dueDate, vatCents }),
          fileName: byPeppol(d) ? `peppol-demo-${d.number}.xml` : `${d.number}.xml`,
          source: byPeppol(d) ? 'peppol' : 'upload',
          refusalReason: d.status === 'refused' ? 'Prestation non commandée' : null,
          decidedById: d.status === 'to_approve' ? null : p.adminId,
          batchId: d.status === 'paid' ? batch!.id : null,
          paidOn: d.status === 'paid' ? executionDate : null,
          createdById: byPeppol(d) ? null : p.adminId,
        };
      }),
    )
    .returning({ id: purchases.id, number: purchases.number, issueDate: purchases.issueDate });
  const delivered = inserted.filter((r) => r.number.startsWith('FV-DEMO-'));
  await tx.insert(peppolInboundDocuments).values([
    ...delivered.map((r) => ({
      documentId: `demo-${r.number}`,
      sender: '9925:BE0477472701',
      adapter: 'signed-ubl',
      outcome: 'imported',
      purchaseId: r.id,
      receivedAt: new Date(`${r.issueDate}T09:00:00Z`),
    })),
    // One the access point delivered that was not an invoice: kept with its reason for the admin.
    {
      documentId: 'demo-order-17',
      sender: '9925:BE0477472701',
      adapter: 'signed-ubl',
      outcome: 'refused',
      errorCode: 'not_a_ubl_invoice',
      receivedAt: new Date(`${addDays(today, -3)}T09:00:00Z`),
    },
  ]);
  // The last month's entries, from the demo's bills, payments and purchases (idempotent, as the nightly run).
  await createJournalsService({
    clock,
    db: tx,
    sales: createBooksFeed({ db: tx }),
    till: createTillBooksFeed({ db: tx }),
    shop: createShopBooksFeed({ db: tx }),
  }).build(addDays(today, -31), today);
}
