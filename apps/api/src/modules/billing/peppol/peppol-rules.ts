import { belgianEnterpriseNumberIssue, roundCents } from '@veloport/domain';
import { expectedLineNet, PEPPOL_CUSTOMIZATION_ID, type UblDocument, type UblParty } from './ubl-document';

/**
 * The EN 16931 and Peppol BIS Billing 3.0 business rules that apply to our bills, with their official ids (decision 045).
 * Pure: a document in, the broken rules out. The official Schematron has ~200 rules; these are the ones our bills can
 * break (mandatory fields, the arithmetic, the VAT categories we use: S, Z, AE; payment by transfer; Peppol addressing).
 */
export type RuleViolation = { rule: string; message: string };
export type RuleOptions = {
  /** The document goes over the Peppol network: both parties need an electronic address (PEPPOL-EN16931-R010/R020). */
  network?: boolean;
};

type Rule = { id: string; message: string; broken: (d: UblDocument, o: RuleOptions) => boolean };

const blank = (v: string | null | undefined) => !v?.trim();
const PROCESS = /^urn:fdc:peppol\.eu:2017:poacc:billing:\d{2}:1\.0$/;
const COUNTRY = /^[A-Z]{2}$/;
/** UNTDID 1001 document types allowed in Peppol BIS 3.0 for invoices and credit notes (the ones we could ever send). */
const INVOICE_TYPES = ['380', '383', '384', '386', '389', '393', '395', '575', '623', '780', '326'];
const CREDIT_NOTE_TYPES = ['381', '396', '532'];
const PAYMENT_MEANS = ['1', '10', '20', '30', '31', '42', '48', '49', '54', '55', '57', '58', '59', '68', '97', 'ZZZ'];
const CATEGORIES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'];
const CREDIT_TRANSFER = ['30', '58'];
/** ISO 3166 country code prefix of a VAT number (Greece uses EL). */
const vatPrefixOk = (vat: string | null) => !vat || /^(?:EL|[A-Z]{2})[A-Z0-9+*.]{2,}$/.test(vat.replace(/\s/g, ''));
const hasAddress = (p: UblParty) => p.address !== null;
const hasCountry = (p: UblParty) => COUNTRY.test(p.address?.country ?? '');
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const linesOf = (d: UblDocument, category: string) => d.lines.filter((l) => l.category === category);
const subtotalsOf = (d: UblDocument, category: string) => d.subtotals.filter((s) => s.category === category);
/** Per (category, rate): the taxable amount must be the sum of the lines of that category and rate. */
const taxableMismatch = (d: UblDocument, category: string) =>
  subtotalsOf(d, category).some(
    (s) => s.taxableCents !== sum(d.lines.filter((l) => l.category === category && l.percent === s.percent).map((l) => l.netCents)),
  );

const RULES: Rule[] = [
  // Mandatory content (EN 16931 BR-01…BR-16).
  { id: 'BR-01', message: 'An invoice shall have a Specification identifier (CustomizationID)', broken: (d) => blank(d.customizationId) },
  { id: 'BR-02', message: 'An invoice shall have an Invoice number', broken: (d) => blank(d.number) },
  { id: 'BR-03', message: 'An invoice shall have an Invoice issue date', broken: (d) => !/^\d{4}-\d{2}-\d{2}$/.test(d.issueDate) },
  { id: 'BR-04', message: 'An invoice shall have an Invoice type code', broken: (d) => blank(d.typeCode) },
  { id: 'BR-05', message: 'An invoice shall have an Invoice currency code', broken: (d) => !/^[A-Z]{3}$/.test(d.currency) },
  { id: 'BR-06', message: 'An invoice shall contain the Seller name', broken: (d) => blank(d.seller.name) },
  { id: 'BR-07', message: 'An invoice shall contain the Buyer name', broken: (d) => blank(d.buyer.name) },
  { id: 'BR-08', message: 'An invoice shall contain the Seller postal address', broken: (d) => !hasAddress(d.seller) },
  { id: 'BR-09', message: 'The Seller postal address shall contain a Seller country code', broken: (d) => !hasCountry(d.seller) },
  { id: 'BR-10', message: 'An invoice shall contain the Buyer postal address', broken: (d) => !hasAddress(d.buyer) },
  { id: 'BR-11', message: 'The Buyer postal address shall contain a Buyer country code', broken: (d) => !hasCountry(d.buyer) },
  { id: 'BR-16', message: 'An invoice shall have at least one Invoice line', broken: (d) => d.lines.length === 0 },
  { id: 'BR-21', message: 'Each Invoice line shall have an Invoice line identifier', broken: (d) => d.lines.some((l) => blank(l.id)) },
  {
    id: 'BR-22',
    message: 'Each Invoice line shall have an Invoiced quantity',
    broken: (d) => d.lines.some((l) => !Number.isFinite(l.quantity)),
  },
  {
    id: 'BR-23',
    message: 'An Invoice line shall have an Invoiced quantity unit of measure code',
    broken: (d) => d.lines.some((l) => blank(l.unitCode)),
  },
  { id: 'BR-25', message: 'Each Invoice line shall contain the Item name', broken: (d) => d.lines.some((l) => blank(l.name)) },
  { id: 'BR-27', message: 'The Item net price shall NOT be negative', broken: (d) => d.lines.some((l) => l.priceCents < 0) },
  {
    id: 'BR-49',
    message: 'A Payment instruction shall specify the Payment means type code',
    broken: (d) => d.payment !== null && blank(d.payment.code),
  },
  {
    id: 'BR-55',
    message: 'Each Preceding Invoice reference shall contain a Preceding Invoice reference',
    broken: (d) => d.billingReference !== null && blank(d.billingReference.id),
  },
  {
    id: 'BR-61',
    message:
      'If the Payment means type code means SEPA credit transfer, Local credit transfer or Non-SEPA international credit transfer, the Payment account identifier shall be present',
    broken: (d) => d.payment !== null && CREDIT_TRANSFER.includes(d.payment.code) && blank(d.payment.iban),
  },
  // Code lists.
  {
    id: 'BR-CL-01',
    message: 'The document type code MUST be coded by the invoice and credit note related code lists of UNTDID 1001',
    broken: (d) => !(d.kind === 'credit_note' ? CREDIT_NOTE_TYPES : INVOICE_TYPES).includes(d.typeCode),
  },
  {
    id: 'BR-CL-14',
    message: 'Country codes in an invoice MUST be coded using ISO code list 3166-1',
    broken: (d) => [d.seller, d.buyer].some((p) => p.address?.country != null && !COUNTRY.test(p.address.country)),
  },
  {
    id: 'BR-CL-16',
    message: 'Payment means in an invoice MUST be coded using UNCL4461 code list',
    broken: (d) => d.payment !== null && !PAYMENT_MEANS.includes(d.payment.code),
  },
  {
    id: 'BR-CL-17',
    message: 'Invoice tax categories MUST be coded using UNCL5305 code list',
    broken: (d) => [...d.lines, ...d.subtotals].some((x) => !CATEGORIES.includes(x.category)),
  },
  // Arithmetic (BR-CO): exact to the cent, as our amounts are integer cents.
  {
    id: 'BR-CO-04',
    message: 'Each Invoice line shall be categorized with an Invoiced item VAT category code',
    broken: (d) => d.lines.some((l) => blank(l.category)),
  },
  {
    id: 'BR-CO-09',
    message:
      'The Seller VAT identifier, the Seller tax representative VAT identifier and the Buyer VAT identifier shall have a prefix in accordance with ISO code ISO 3166-1 alpha-2',
    broken: (d) => !vatPrefixOk(d.seller.vatNumber) || !vatPrefixOk(d.buyer.vatNumber),
  },
  {
    id: 'BR-CO-10',
    message: 'Sum of Invoice line net amount = Σ Invoice line net amount',
    broken: (d) => d.totals.lineExtensionCents !== sum(d.lines.map((l) => l.netCents)),
  },
  {
    id: 'BR-CO-13',
    message:
      'Invoice total amount without VAT = Σ Invoice line net amount - Sum of allowances on document level + Sum of charges on document level',
    broken: (d) => d.totals.taxExclusiveCents !== d.totals.lineExtensionCents,
  },
  {
    id: 'BR-CO-14',
    message: 'Invoice total VAT amount = Σ VAT category tax amount',
    broken: (d) => d.taxTotalCents !== sum(d.subtotals.map((s) => s.taxCents)),
  },
  {
    id: 'BR-CO-15',
    message: 'Invoice total amount with VAT = Invoice total amount without VAT + Invoice total VAT amount',
    broken: (d) => d.totals.taxInclusiveCents !== d.totals.taxExclusiveCents + d.taxTotalCents,
  },
  {
    id: 'BR-CO-16',
    message: 'Amount due for payment = Invoice total amount with VAT - Paid amount + Rounding amount',
    broken: (d) => d.totals.payableCents !== d.totals.taxInclusiveCents - d.totals.prepaidCents,
  },
  {
    id: 'BR-CO-17',
    message: 'VAT category tax amount = VAT category taxable amount x (VAT category rate / 100), rounded to two decimals',
    broken: (d) => d.subtotals.some((s) => s.taxCents !== roundCents((s.taxableCents * s.percent) / 100)),
  },
  { id: 'BR-CO-18', message: 'An Invoice shall at least have one VAT breakdown group', broken: (d) => d.subtotals.length === 0 },
  {
    id: 'BR-CO-25',
    message: 'In case the Amount due for payment is positive, either the Payment due date or the Payment terms shall be present',
    broken: (d) => d.totals.payableCents > 0 && blank(d.dueDate) && blank(d.paymentTerms),
  },
  {
    id: 'BR-CO-26',
    message:
      'In order for the buyer to automatically identify a supplier, the Seller identifier, the Seller legal registration identifier and/or the Seller VAT identifier shall be present',
    broken: (d) => !d.seller.legalId && blank(d.seller.vatNumber),
  },
  // Standard rated (S).
  {
    id: 'BR-S-01',
    message:
      'An Invoice that contains an Invoice line where the VAT category code is "Standard rated" shall contain in the VAT breakdown at least one VAT category code equal with "Standard rated"',
    broken: (d) => linesOf(d, 'S').length > 0 && subtotalsOf(d, 'S').length === 0,
  },
  {
    id: 'BR-S-02',
    message:
      'An Invoice that contains an Invoice line where the VAT category code is "Standard rated" shall contain the Seller VAT Identifier',
    broken: (d) => linesOf(d, 'S').length > 0 && blank(d.seller.vatNumber),
  },
  {
    id: 'BR-S-05',
    message: 'In an Invoice line where the VAT category code is "Standard rated" the Invoiced item VAT rate shall be greater than zero',
    broken: (d) => linesOf(d, 'S').some((l) => !(l.percent > 0)),
  },
  {
    id: 'BR-S-08',
    message:
      'For each different value of VAT category rate where the VAT category code is "Standard rated", the VAT category taxable amount shall equal the sum of Invoice line net amounts',
    broken: (d) => taxableMismatch(d, 'S') || linesOf(d, 'S').some((l) => !subtotalsOf(d, 'S').some((s) => s.percent === l.percent)),
  },
  {
    id: 'BR-S-09',
    message:
      'The VAT category tax amount where VAT category code is "Standard rated" shall equal the VAT category taxable amount multiplied by the VAT category rate',
    broken: (d) => subtotalsOf(d, 'S').some((s) => s.taxCents !== roundCents((s.taxableCents * s.percent) / 100)),
  },
  {
    id: 'BR-S-10',
    message:
      'A VAT breakdown with VAT Category code "Standard rate" shall not have a VAT exemption reason code or VAT exemption reason text',
    broken: (d) => subtotalsOf(d, 'S').some((s) => !blank(s.exemptionReasonCode) || !blank(s.exemptionReason)),
  },
  // Zero rated (Z).
  {
    id: 'BR-Z-01',
    message:
      'An Invoice that contains an Invoice line where the VAT category code is "Zero rated" shall contain in the VAT breakdown exactly one VAT category code equal with "Zero rated"',
    broken: (d) => linesOf(d, 'Z').length > 0 && subtotalsOf(d, 'Z').length !== 1,
  },
  {
    id: 'BR-Z-05',
    message: 'In an Invoice line where the VAT category code is "Zero rated" the Invoiced item VAT rate shall be 0 (zero)',
    broken: (d) => linesOf(d, 'Z').some((l) => l.percent !== 0),
  },
  {
    id: 'BR-Z-08',
    message:
      'In a VAT breakdown where VAT category code is "Zero rated" the VAT category taxable amount shall equal the sum of Invoice line net amount',
    broken: (d) => taxableMismatch(d, 'Z'),
  },
  {
    id: 'BR-Z-09',
    message: 'The VAT category tax amount in a VAT breakdown where VAT category code is "Zero rated" shall equal 0 (zero)',
    broken: (d) => subtotalsOf(d, 'Z').some((s) => s.taxCents !== 0),
  },
  {
    id: 'BR-Z-10',
    message: 'A VAT breakdown with VAT Category code "Zero rated" shall not have a VAT exemption reason code or VAT exemption reason text',
    broken: (d) => subtotalsOf(d, 'Z').some((s) => !blank(s.exemptionReasonCode) || !blank(s.exemptionReason)),
  },
  // Reverse charge (AE): intra-EU B2B.
  {
    id: 'BR-AE-01',
    message:
      'An Invoice that contains an Invoice line where the VAT category code is "Reverse charge" shall contain in the VAT Breakdown exactly one VAT category code equal with "VAT reverse charge"',
    broken: (d) => linesOf(d, 'AE').length > 0 && subtotalsOf(d, 'AE').length !== 1,
  },
  {
    id: 'BR-AE-02',
    message:
      'An Invoice that contains an Invoice line where the VAT category code is "Reverse charge" shall contain the Sellers VAT identifier and the Buyer VAT identifier and/or the Buyer legal registration identifier',
    broken: (d) => linesOf(d, 'AE').length > 0 && (blank(d.seller.vatNumber) || (blank(d.buyer.vatNumber) && !d.buyer.legalId)),
  },
  {
    id: 'BR-AE-05',
    message: 'In an Invoice line where the VAT category code is "Reverse charge" the Invoiced item VAT rate shall be 0 (zero)',
    broken: (d) => linesOf(d, 'AE').some((l) => l.percent !== 0),
  },
  {
    id: 'BR-AE-08',
    message:
      'In a VAT breakdown where the VAT category code is "Reverse charge" the VAT category taxable amount shall equal the sum of Invoice line net amounts',
    broken: (d) => taxableMismatch(d, 'AE'),
  },
  {
    id: 'BR-AE-09',
    message: 'The VAT category tax amount in a VAT breakdown where the VAT category code is "Reverse charge" shall be 0 (zero)',
    broken: (d) => subtotalsOf(d, 'AE').some((s) => s.taxCents !== 0),
  },
  {
    id: 'BR-AE-10',
    message:
      'A VAT breakdown with VAT Category code "Reverse charge" shall have a VAT exemption reason code, meaning "Reverse charge" or the VAT exemption reason text "Reverse charge"',
    broken: (d) => subtotalsOf(d, 'AE').some((s) => s.exemptionReasonCode !== 'VATEX-EU-AE' && blank(s.exemptionReason)),
  },
  // Peppol BIS Billing 3.0.
  { id: 'PEPPOL-EN16931-R001', message: 'Business process MUST be provided', broken: (d) => blank(d.profileId) },
  {
    id: 'PEPPOL-EN16931-R003',
    message: 'A buyer reference or purchase order reference MUST be provided',
    broken: (d) => blank(d.buyerReference),
  },
  {
    id: 'PEPPOL-EN16931-R004',
    message: 'Specification identifier MUST have the value urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    broken: (d) => d.customizationId !== PEPPOL_CUSTOMIZATION_ID,
  },
  {
    id: 'PEPPOL-EN16931-R007',
    message: 'Business process MUST be in the format urn:fdc:peppol.eu:2017:poacc:billing:NN:1.0 where NN indicates the process number',
    broken: (d) => !PROCESS.test(d.profileId),
  },
  {
    id: 'PEPPOL-EN16931-R010',
    message: 'Buyer electronic address MUST be provided',
    broken: (d, o) => Boolean(o.network) && !d.buyer.endpoint,
  },
  {
    id: 'PEPPOL-EN16931-R020',
    message: 'Seller electronic address MUST be provided',
    broken: (d, o) => Boolean(o.network) && !d.seller.endpoint,
  },
  { id: 'PEPPOL-EN16931-R053', message: 'Only one tax total with tax subtotals MUST be provided', broken: (d) => d.subtotals.length === 0 },
  {
    id: 'PEPPOL-EN16931-R120',
    message:
      'Invoice line net amount MUST equal (Invoiced quantity * (Item net price/item price base quantity) + Sum of invoice line charge amount - sum of invoice line allowance amount',
    broken: (d) => d.lines.some((l) => Math.abs(l.netCents - expectedLineNet(l)) > 2),
  },
  {
    id: 'PEPPOL-EN16931-R121',
    message: 'Base quantity MUST be a positive number above zero',
    broken: (d) => d.lines.some((l) => !(l.baseQuantity > 0)),
  },
  {
    id: 'PEPPOL-EN16931-R040',
    message: 'Allowance/charge amount must equal base amount * percentage/100 if base amount and percentage exists',
    broken: (d) =>
      d.lines.some(
        (l) => l.allowance !== null && Math.abs(l.allowance.amountCents - (l.allowance.baseCents * l.allowance.percent) / 100) > 1,
      ),
  },
  {
    id: 'PEPPOL-COMMON-R043',
    message: 'Belgian enterprise number MUST be stated in the correct format',
    broken: (d) =>
      [d.seller.endpoint, d.seller.legalId, d.buyer.endpoint, d.buyer.legalId].some(
        (x) => x?.scheme === '0208' && belgianEnterpriseNumberIssue(x.id) !== null,
      ),
  },
];

/** Official ids of every rule checked, in order (for the decision record and the tests). */
export const PEPPOL_RULE_IDS = RULES.map((r) => r.id);

export function checkUbl(doc: UblDocument, options: RuleOptions = {}): RuleViolation[] {
  return RULES.filter((r) => r.broken(doc, options)).map((r) => ({ rule: r.id, message: r.message }));
}
