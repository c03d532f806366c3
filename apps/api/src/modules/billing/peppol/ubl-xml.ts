import type { UblAddress, UblDocument, UblLine, UblParty } from './ubl-document';

/**
 * The UBL 2.1 XML of a Peppol document, elements in the order the UBL schema requires (decision 045). Written as
 * strings: the document is small and fixed in shape, and every value goes through `esc`.
 */
const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  credit_note: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Cents as a decimal with two places ("1234.50"), sign kept. */
export const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const decimal = (n: number) => String(Number(n.toFixed(6)));

type Attrs = Record<string, string | null | undefined>;
const attrs = (a: Attrs = {}) =>
  Object.entries(a)
    .filter(([, v]) => v != null && v !== '')
    .map(([k, v]) => ` ${k}="${esc(v!)}"`)
    .join('');
const cbc = (name: string, value: string | null | undefined, a?: Attrs) =>
  value == null || value === '' ? '' : `<cbc:${name}${attrs(a)}>${esc(value)}</cbc:${name}>`;
const cac = (name: string, inner: string) => (inner ? `<cac:${name}>${inner}</cac:${name}>` : '');
const amount = (name: string, cents: number, currency: string) => cbc(name, money(cents), { currencyID: currency });

function address({ street, city, postalZone, country }: UblAddress) {
  return cac(
    'PostalAddress',
    cbc('StreetName', street) + cbc('CityName', city) + cbc('PostalZone', postalZone) + cac('Country', cbc('IdentificationCode', country)),
  );
}

function party(p: UblParty) {
  return cac(
    'Party',
    cbc('EndpointID', p.endpoint?.id, { schemeID: p.endpoint?.scheme }) +
      cac('PartyName', cbc('Name', p.name)) +
      (p.address ? address(p.address) : '') +
      (p.vatNumber ? cac('PartyTaxScheme', cbc('CompanyID', p.vatNumber) + cac('TaxScheme', cbc('ID', 'VAT'))) : '') +
      cac('PartyLegalEntity', cbc('RegistrationName', p.name) + cbc('CompanyID', p.legalId?.id, { schemeID: p.legalId?.scheme })),
  );
}

const taxCategory = (
  element: 'TaxCategory' | 'ClassifiedTaxCategory',
  category: string,
  percent: number,
  reasonCode?: string | null,
  reason?: string | null,
) =>
  cac(
    element,
    cbc('ID', category) +
      cbc('Percent', decimal(percent)) +
      cbc('TaxExemptionReasonCode', reasonCode) +
      cbc('TaxExemptionReason', reason) +
      cac('TaxScheme', cbc('ID', 'VAT')),
  );

function line(doc: UblDocument, l: UblLine) {
  const c = doc.currency;
  const [element, quantity] = doc.kind === 'credit_note' ? ['CreditNoteLine', 'CreditedQuantity'] : ['InvoiceLine', 'InvoicedQuantity'];
  const allowance = l.allowance
    ? cac(
        'AllowanceCharge',
        cbc('ChargeIndicator', 'false') +
          cbc('AllowanceChargeReasonCode', '95') +
          cbc('AllowanceChargeReason', 'Discount') +
          cbc('MultiplierFactorNumeric', decimal(l.allowance.percent)) +
          amount('Amount', l.allowance.amountCents, c) +
          amount('BaseAmount', l.allowance.baseCents, c),
      )
    : '';
  return cac(
    element,
    cbc('ID', l.id) +
      cbc(quantity, decimal(l.quantity), { unitCode: l.unitCode }) +
      amount('LineExtensionAmount', l.netCents, c) +
      allowance +
      cac('Item', cbc('Name', l.name) + taxCategory('ClassifiedTaxCategory', l.category, l.percent)) +
      cac('Price', amount('PriceAmount', l.priceCents, c) + cbc('BaseQuantity', decimal(l.baseQuantity), { unitCode: l.unitCode })),
  );
}

export function renderUbl(doc: UblDocument): string {
  const c = doc.currency;
  const root = doc.kind === 'credit_note' ? 'CreditNote' : 'Invoice';
  const typeCode = cbc(doc.kind === 'credit_note' ? 'CreditNoteTypeCode' : 'InvoiceTypeCode', doc.typeCode);
  const p = doc.payment;
  const body =
    cbc('CustomizationID', doc.customizationId) +
    cbc('ProfileID', doc.profileId) +
    cbc('ID', doc.number) +
    cbc('IssueDate', doc.issueDate) +
    (doc.kind === 'invoice' ? cbc('DueDate', doc.dueDate) : '') +
    typeCode +
    cbc('Note', doc.note) +
    cbc('DocumentCurrencyCode', c) +
    cbc('BuyerReference', doc.buyerReference) +
    (doc.billingReference
      ? cac(
          'BillingReference',
          cac('InvoiceDocumentReference', cbc('ID', doc.billingReference.id) + cbc('IssueDate', doc.billingReference.issueDate)),
        )
      : '') +
    cac('AccountingSupplierParty', party(doc.seller)) +
    cac('AccountingCustomerParty', party(doc.buyer)) +
    (p
      ? cac(
          'PaymentMeans',
          cbc('PaymentMeansCode', p.code, { name: p.code === '58' ? 'SEPA credit transfer' : 'Credit transfer' }) +
            cbc('PaymentID', p.paymentId) +
            cac(
              'PayeeFinancialAccount',
              cbc('ID', p.iban) + cbc('Name', p.accountName) + (p.bic ? cac('FinancialInstitutionBranch', cbc('ID', p.bic)) : ''),
            ),
        )
      : '') +
    cac('PaymentTerms', cbc('Note', doc.paymentTerms)) +
    cac(
      'TaxTotal',
      amount('TaxAmount', doc.taxTotalCents, c) +
        doc.subtotals
          .map((s) =>
            cac(
              'TaxSubtotal',
              amount('TaxableAmount', s.taxableCents, c) +
                amount('TaxAmount', s.taxCents, c) +
                taxCategory('TaxCategory', s.category, s.percent, s.exemptionReasonCode, s.exemptionReason),
            ),
          )
          .join(''),
    ) +
    cac(
      'LegalMonetaryTotal',
      amount('LineExtensionAmount', doc.totals.lineExtensionCents, c) +
        amount('TaxExclusiveAmount', doc.totals.taxExclusiveCents, c) +
        amount('TaxInclusiveAmount', doc.totals.taxInclusiveCents, c) +
        (doc.totals.prepaidCents ? amount('PrepaidAmount', doc.totals.prepaidCents, c) : '') +
        amount('PayableAmount', doc.totals.payableCents, c),
    ) +
    doc.lines.map((l) => line(doc, l)).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${NS[doc.kind]}" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}">${body}</${root}>\n`;
}
