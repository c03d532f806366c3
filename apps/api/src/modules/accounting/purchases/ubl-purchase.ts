import { compactIban, isValidBic, isValidIban, parseStructuredCommunication, type FieldErrorCode } from '@veloport/domain';
import { child, childrenNamed, readXml, textAt, XmlError, type XmlElement } from '../../../platform/xml-reader';

const INVOICE_NAMESPACE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const CREDIT_NOTE_NAMESPACE = 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2';

export type PurchaseUblRefusal = Extract<
  FieldErrorCode,
  'ubl_unreadable' | 'not_a_ubl_invoice' | 'currency_not_eur' | 'totals_mismatch' | 'no_supplier_vat_number'
>;
export class PurchaseUblError extends Error {
  constructor(
    readonly code: PurchaseUblRefusal,
    detail: string,
  ) {
    super(detail);
  }
}

export type PurchaseUbl = {
  kind: 'invoice' | 'credit_note';
  number: string;
  issueDate: string;
  dueDate: string | null;
  supplier: { name: string; vatNumber: string; iban: string | null; bic: string | null };
  exclVatCents: number;
  vatCents: number;
  inclVatCents: number;
  structuredCommunication: string | null;
};

const refuse = (code: PurchaseUblRefusal, detail: string): never => {
  throw new PurchaseUblError(code, detail);
};

/** "1656.25" (UBL amounts: a decimal point, two decimals at most in a Peppol total) in cents. */
function cents(value: string | null, what: string): number {
  const m = value ? /^(-?)(\d{1,12})(?:\.(\d{1,2})0*)?$/.exec(value) : null;
  if (!m) return refuse('not_a_ubl_invoice', `${what} is not an amount: ${value ?? 'missing'}`);
  const amount = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -amount : amount;
}

const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/** The VAT number of a party: its VAT tax scheme's company id (BE0123456789), without spaces or dots. */
function vatNumberOf(party: XmlElement | undefined): string | null {
  const scheme =
    childrenNamed(party, 'PartyTaxScheme').find((s) => textAt(s, 'TaxScheme', 'ID') === 'VAT') ?? child(party, 'PartyTaxScheme');
  const id = textAt(scheme, 'CompanyID');
  return id ? id.replace(/[\s.]/g, '').toUpperCase() : null;
}

/**
 * A supplier's UBL 2.1 invoice (Peppol BIS Billing 3.0) as the books need it: the supplier (name, VAT number, where to
 * pay), the number and dates, the totals in cents, a Belgian structured communication. Only the structure and totals
 * are checked here; the full EN 16931 / Peppol rules are not (decision 084).
 */
export function readPurchaseUbl(source: string): PurchaseUbl {
  let root: XmlElement;
  try {
    root = readXml(source.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (error instanceof XmlError) return refuse('ubl_unreadable', error.message);
    throw error;
  }
  const namespaces = Object.values(root.attributes);
  const kind =
    root.name === 'Invoice' && namespaces.includes(INVOICE_NAMESPACE)
      ? 'invoice'
      : root.name === 'CreditNote' && namespaces.includes(CREDIT_NOTE_NAMESPACE)
        ? 'credit_note'
        : refuse('not_a_ubl_invoice', `root <${root.name}> is not a UBL 2.1 Invoice`);
  const number = textAt(root, 'ID') ?? refuse('not_a_ubl_invoice', 'no invoice number');
  const issueDate = day(textAt(root, 'IssueDate')) ?? refuse('not_a_ubl_invoice', 'no issue date');
  const currency = textAt(root, 'DocumentCurrencyCode');
  if (currency !== 'EUR') refuse('currency_not_eur', `currency ${currency ?? 'missing'}`);
  const party = child(root, 'AccountingSupplierParty', 'Party') ?? refuse('not_a_ubl_invoice', 'no supplier');
  const name =
    textAt(party, 'PartyName', 'Name') ??
    textAt(party, 'PartyLegalEntity', 'RegistrationName') ??
    refuse('not_a_ubl_invoice', 'no supplier name');
  const vatNumber = vatNumberOf(party) ?? refuse('no_supplier_vat_number', 'the supplier has no VAT number');
  const totals = child(root, 'LegalMonetaryTotal') ?? refuse('not_a_ubl_invoice', 'no totals');
  const exclVatCents = cents(textAt(totals, 'TaxExclusiveAmount'), 'TaxExclusiveAmount');
  const inclVatCents = cents(textAt(totals, 'TaxInclusiveAmount'), 'TaxInclusiveAmount');
  // The VAT total in the document's currency (a second TaxTotal, in the accounting currency, has no subtotals).
  const taxTotal = childrenNamed(root, 'TaxTotal').find((t) => childrenNamed(t, 'TaxSubtotal').length) ?? child(root, 'TaxTotal');
  const vatCents = taxTotal ? cents(textAt(taxTotal, 'TaxAmount'), 'TaxAmount') : 0;
  if (exclVatCents + vatCents !== inclVatCents) refuse('totals_mismatch', `${exclVatCents} + ${vatCents} ≠ ${inclVatCents}`);
  const means = childrenNamed(root, 'PaymentMeans');
  const account = means.map((m) => child(m, 'PayeeFinancialAccount')).find(Boolean);
  const iban = textAt(account, 'ID');
  const bic = textAt(account, 'FinancialInstitutionBranch', 'ID');
  const paymentId = means.map((m) => textAt(m, 'PaymentID')).find(Boolean) ?? null;
  return {
    kind,
    number,
    issueDate,
    dueDate: day(textAt(root, 'DueDate')) ?? day(textAt(root, 'PaymentMeans', 'PaymentDueDate')),
    supplier: {
      name,
      vatNumber,
      iban: iban && isValidIban(iban) ? compactIban(iban) : null,
      bic: bic && isValidBic(bic) ? bic.replace(/\s/g, '').toUpperCase() : null,
    },
    exclVatCents,
    vatCents,
    inclVatCents,
    structuredCommunication: paymentId ? parseStructuredCommunication(paymentId) : null,
  };
}

export type PurchaseUblDetail = {
  lines: { description: string; quantity: number; netCents: number; vatRate: number | null }[];
  vatPerRate: { rate: number; baseCents: number; vatCents: number }[];
};

const numberOr = (value: string | null, fallback: number | null) => {
  const n = value === null ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
};

/**
 * The lines and the VAT per rate of an invoice already accepted (decision 086), for its page. Read leniently: a line
 * without a name or an amount the reader does not take is shown as far as it goes, never refused now that it is booked.
 */
export function readPurchaseUblDetail(source: string): PurchaseUblDetail {
  let root: XmlElement;
  try {
    root = readXml(source.replace(/^\uFEFF/, ''));
  } catch {
    return { lines: [], vatPerRate: [] };
  }
  const credit = root.name === 'CreditNote';
  const amount = (value: string | null) => {
    try {
      return cents(value, 'amount');
    } catch {
      return 0;
    }
  };
  const lines = childrenNamed(root, credit ? 'CreditNoteLine' : 'InvoiceLine').map((line) => ({
    description: textAt(line, 'Item', 'Name') ?? textAt(line, 'Item', 'Description') ?? textAt(line, 'ID') ?? '',
    quantity: numberOr(textAt(line, credit ? 'CreditedQuantity' : 'InvoicedQuantity'), 1)!,
    netCents: amount(textAt(line, 'LineExtensionAmount')),
    vatRate: numberOr(textAt(line, 'Item', 'ClassifiedTaxCategory', 'Percent'), null),
  }));
  const taxTotal = childrenNamed(root, 'TaxTotal').find((t) => childrenNamed(t, 'TaxSubtotal').length);
  const vatPerRate = childrenNamed(taxTotal, 'TaxSubtotal').map((sub) => ({
    rate: numberOr(textAt(sub, 'TaxCategory', 'Percent'), 0)!,
    baseCents: amount(textAt(sub, 'TaxableAmount')),
    vatCents: amount(textAt(sub, 'TaxAmount')),
  }));
  return { lines, vatPerRate };
}

/**
 * The PDF a supplier's UBL carries (`cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject`
 * with `mimeCode="application/pdf"`, as Peppol BIS asks for the invoice's image), or null (decision 117).
 */
export function embeddedPdf(xml: string): { filename: string; data: Buffer } | null {
  let root;
  try {
    root = readXml(xml.replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
  for (const reference of childrenNamed(root, 'AdditionalDocumentReference')) {
    const binary = child(reference, 'Attachment', 'EmbeddedDocumentBinaryObject');
    if (binary?.attributes.mimeCode !== 'application/pdf') continue;
    const data = Buffer.from(binary.text.replace(/\s+/g, ''), 'base64');
    if (data.length) return { filename: binary.attributes.filename || 'invoice.pdf', data };
  }
  return null;
}
