import { billLineNetCents, roundCents, type Bill } from '@veloport/domain';
import { billWords } from '../bill-words';
import type { BusinessIdentity } from '../../../config';

/**
 * A bill as a Peppol BIS Billing 3.0 document (decision 045): the data the UBL file carries, in integer cents, built
 * once and then checked by the EN 16931 / Peppol rules (`peppol-rules.ts`) and written as XML (`ubl-xml.ts`).
 */
export const PEPPOL_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

export type UblTaxCategory = 'S' | 'Z' | 'AE';
export type UblId = { scheme: string; id: string };
export type UblAddress = { street: string | null; city: string | null; postalZone: string | null; country: string | null };
export type UblParty = {
  name: string;
  endpoint: UblId | null;
  vatNumber: string | null;
  legalId: UblId | null;
  address: UblAddress | null;
};
export type UblLine = {
  id: string;
  name: string;
  quantity: number;
  unitCode: string;
  /** Net amount: quantity × price − allowance, in cents. */
  netCents: number;
  /** Item net price for one unit (base quantity 1), in cents. */
  priceCents: number;
  baseQuantity: number;
  /** The line's discount, as an allowance (reason code 95, "Discount"). */
  allowance: { amountCents: number; baseCents: number; percent: number } | null;
  category: UblTaxCategory;
  percent: number;
};
export type UblTaxSubtotal = {
  category: UblTaxCategory;
  percent: number;
  taxableCents: number;
  taxCents: number;
  exemptionReasonCode: string | null;
  exemptionReason: string | null;
};
export type UblDocument = {
  kind: 'invoice' | 'credit_note';
  customizationId: string;
  profileId: string;
  number: string;
  issueDate: string;
  dueDate: string | null;
  typeCode: string;
  currency: string;
  note: string | null;
  buyerReference: string | null;
  billingReference: { id: string; issueDate: string | null } | null;
  seller: UblParty;
  buyer: UblParty;
  payment: { code: string; paymentId: string; iban: string; accountName: string; bic: string | null } | null;
  /** Payment terms (BT-20): a credit note has no due date, so its terms say how it is settled (BR-CO-25). */
  paymentTerms: string | null;
  taxTotalCents: number;
  subtotals: UblTaxSubtotal[];
  totals: { lineExtensionCents: number; taxExclusiveCents: number; taxInclusiveCents: number; prepaidCents: number; payableCents: number };
  lines: UblLine[];
};

const COUNTRY_NAMES: Record<string, string> = {
  belgique: 'BE',
  belgie: 'BE',
  belgië: 'BE',
  belgium: 'BE',
  belgien: 'BE',
  france: 'FR',
  nederland: 'NL',
  netherlands: 'NL',
  'pays-bas': 'NL',
  luxembourg: 'LU',
  deutschland: 'DE',
  germany: 'DE',
  allemagne: 'DE',
};
const countryCode = (value: string | undefined) => {
  const v = (value ?? '').trim();
  if (/^[A-Za-z]{2}$/.test(v)) return v.toUpperCase();
  return COUNTRY_NAMES[v.toLowerCase()] ?? null;
};

/** "Boulevard de la Sauvenière 1, 4000 Liège, BE" → street, postal zone, city, country (the form the bill freezes). */
export function parseAddress(text: string | null): UblAddress | null {
  if (!text?.trim()) return null;
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const country = parts.length > 1 ? countryCode(parts[parts.length - 1]) : null;
  const rest = country ? parts.slice(0, -1) : parts;
  const town = rest.length > 1 ? rest[rest.length - 1]! : null;
  const m = town ? /^(\d{4,5}|[A-Z]{1,2}-?\d{4,5})\s+(.+)$/.exec(town) : null;
  const street = rest.length > 1 ? rest.slice(0, -1).join(', ') : (rest[0] ?? null);
  return { street, postalZone: m ? m[1]! : null, city: m ? m[2]! : town, country };
}

/** The Belgian enterprise number inside a Belgian VAT number (BE0123456749 → 0123456749), or null. */
export const belgianEnterpriseNumber = (vat: string | null) => {
  const m = /^BE\s*([01]\d{3})\.?(\d{3})\.?(\d{3})$/i.exec((vat ?? '').replace(/\s/g, ''));
  return m ? `${m[1]}${m[2]}${m[3]}` : null;
};
const participant = (id: string): UblId => ({ scheme: id.slice(0, 4), id: id.slice(5) });
const fromVat = (vat: string | null): UblId | null => {
  const n = belgianEnterpriseNumber(vat);
  return n ? { scheme: '0208', id: n } : null;
};

export type UblContext = {
  business: BusinessIdentity;
  /** The customer's Peppol participant id (`0208:0123456789`), when it has one. */
  buyerParticipantId: string | null;
  /** The bill a credit note credits. */
  credited: { number: string | null; issueDate: string | null } | null;
};

/** The UBL document of an issued bill or credit note (a credit note's amounts are written positive, as UBL wants). */
export function ublDocumentOf(bill: Bill, { business, buyerParticipantId, credited }: UblContext): UblDocument {
  const creditNote = bill.kind === 'credit_note';
  // The human texts we write (exemption reason, a credit note's terms) are in the bill's language, as its PDF (decision 064).
  const words = billWords(bill.customer.language);
  const sign = creditNote ? -1 : 1;
  const categoryOf = (rate: number): UblTaxCategory => (rate > 0 ? 'S' : bill.reverseCharge ? 'AE' : 'Z');
  const lines: UblLine[] = bill.lines.map((l, i) => {
    const quantity = l.quantity * sign;
    const netCents = l.netCents * sign;
    const grossCents = roundCents(quantity * l.unitPriceCents);
    const discount = grossCents - netCents;
    return {
      id: String(i + 1),
      name: l.description,
      quantity,
      unitCode: 'C62',
      netCents,
      priceCents: l.unitPriceCents,
      baseQuantity: 1,
      allowance: l.discountPercent && discount !== 0 ? { amountCents: discount, baseCents: grossCents, percent: l.discountPercent } : null,
      category: categoryOf(l.vatRate),
      percent: l.vatRate,
    };
  });
  // Per EN 16931 the VAT of a category is computed once on its taxable amount (the bill's own arithmetic, decision 041).
  const byKey = new Map<string, { category: UblTaxCategory; percent: number; taxableCents: number }>();
  for (const l of lines) {
    const key = `${l.category}:${l.percent}`;
    const s = byKey.get(key) ?? { category: l.category, percent: l.percent, taxableCents: 0 };
    s.taxableCents += l.netCents;
    byKey.set(key, s);
  }
  const subtotals: UblTaxSubtotal[] = [...byKey.values()]
    .sort((a, b) => b.percent - a.percent || a.category.localeCompare(b.category))
    .map((s) => ({
      ...s,
      taxCents: roundCents((s.taxableCents * s.percent) / 100),
      exemptionReasonCode: s.category === 'AE' ? 'VATEX-EU-AE' : null,
      exemptionReason: s.category === 'AE' ? words.reverseChargeReason : null,
    }));
  const lineExtensionCents = lines.reduce((sum, l) => sum + l.netCents, 0);
  const taxTotalCents = subtotals.reduce((sum, s) => sum + s.taxCents, 0);
  const taxInclusiveCents = lineExtensionCents + taxTotalCents;
  const prepaidCents = creditNote ? 0 : Math.min(Math.max(bill.paidCents, 0), taxInclusiveCents);
  const buyerVat = bill.customer.kind === 'company' ? bill.customer.vatNumber : null;
  const sellerId = fromVat(business.vatNumber);
  return {
    kind: bill.kind,
    customizationId: PEPPOL_CUSTOMIZATION_ID,
    profileId: PEPPOL_PROFILE_ID,
    number: bill.number ?? '',
    issueDate: bill.issueDate ?? '',
    dueDate: creditNote ? null : bill.dueDate,
    typeCode: creditNote ? '381' : '380',
    currency: 'EUR',
    note: bill.notes,
    // No purchase-order reference is known: the bill's number lets the buyer route it (PEPPOL-EN16931-R003).
    buyerReference: bill.number,
    billingReference: creditNote && credited?.number ? { id: credited.number, issueDate: credited.issueDate } : null,
    seller: {
      name: business.name,
      endpoint: sellerId,
      vatNumber: business.vatNumber,
      legalId: sellerId,
      address: parseAddress(business.address),
    },
    buyer: {
      name: bill.customer.name,
      endpoint: buyerParticipantId ? participant(buyerParticipantId) : fromVat(buyerVat),
      vatNumber: buyerVat,
      legalId: fromVat(buyerVat),
      address: parseAddress(bill.customer.address) ?? { street: null, city: null, postalZone: null, country: 'BE' },
    },
    payment: creditNote
      ? null
      : { code: '58', paymentId: bill.structuredCommunication, iban: business.iban, accountName: business.name, bic: business.bic || null },
    paymentTerms: creditNote ? words.creditNoteTerms(credited?.number ?? null) : null,
    taxTotalCents,
    subtotals,
    totals: {
      lineExtensionCents,
      taxExclusiveCents: lineExtensionCents,
      taxInclusiveCents,
      prepaidCents,
      payableCents: taxInclusiveCents - prepaidCents,
    },
    lines,
  };
}

/** Net amount of a line as the bill computes it, for the rules' own check of a line (PEPPOL-EN16931-R120). */
export const expectedLineNet = (l: Pick<UblLine, 'quantity' | 'priceCents' | 'baseQuantity' | 'allowance'>) =>
  billLineNetCents({ quantity: l.quantity / l.baseQuantity, unitPriceCents: l.priceCents, vatRate: 0 }) - (l.allowance?.amountCents ?? 0);
