import type { Bill } from '@veloport/domain';
import { describe, expect, it } from 'vitest';
import { checkUbl, PEPPOL_RULE_IDS } from './peppol-rules';
import { parseAddress, ublDocumentOf, type UblDocument } from './ubl-document';

const business = {
  name: 'Veloport SRL',
  address: 'Boulevard de la Sauvenière 1, 4000 Liège, BE',
  vatNumber: 'BE0123456749',
  iban: 'BE68539007547034',
  bic: 'GKCCBEBB',
  register: 'RPM Liège, division Liège',
};
const line = (description: string, quantity: number, unitPriceCents: number, vatRate: number, discountPercent = 0) => {
  const gross = quantity * unitPriceCents;
  return {
    id: 1,
    description,
    quantity,
    unitPriceCents,
    vatRate,
    discountPercent,
    netCents: Math.round(gross - (gross * discountPercent) / 100),
  };
};
const bill = (over: Partial<Bill> = {}): Bill => ({
  id: 7,
  kind: 'invoice',
  number: '2026-00042',
  status: 'issued',
  structuredCommunication: '+++000/0000/00707+++',
  customer: {
    kind: 'company',
    id: 3,
    name: 'Globex',
    vatNumber: 'BE0202239951',
    address: 'Avenue Louise 250, 1050 Bruxelles, BE',
    language: 'fr',
  },
  company: { id: 3, name: 'Globex' },
  issueDate: '2026-11-26',
  dueDate: '2026-12-26',
  reverseCharge: false,
  notes: null,
  totals: { exclVatCents: 0, vatCents: 0, inclVatCents: 0, byRate: [] },
  paidCents: 0,
  creditOf: null,
  creditNotes: [],
  lines: [line('Pneu Schwalbe Marathon', 2, 3_500, 21, 10), line('Main-d’œuvre', 1.5, 5_000, 6), line('Carte cadeau', 1, 2_000, 0)],
  issuedAt: null,
  createdAt: '2026-11-26T09:00:00Z',
  updatedAt: '2026-11-26T09:00:00Z',
  ...over,
});
const ctx = { business, buyerParticipantId: '0208:0202239951', credited: null };
/** A valid invoice with S (21 and 6 %) and Z lines, and one with reverse charge (S and AE). */
const standard = () => ublDocumentOf(bill(), ctx);
const reverse = () =>
  ublDocumentOf(bill({ reverseCharge: true, customer: { ...bill().customer, vatNumber: 'NL123456789B01' } }), {
    ...ctx,
    buyerParticipantId: null,
  });
const credit = () =>
  ublDocumentOf(bill({ kind: 'credit_note', lines: bill().lines.map((l) => ({ ...l, quantity: -l.quantity, netCents: -l.netCents })) }), {
    ...ctx,
    credited: { number: '2026-00041', issueDate: '2026-11-20' },
  });

type Breaker = [rule: string, make: () => UblDocument, breakIt: (d: UblDocument) => void, network?: boolean];
const S = (d: UblDocument) => d.subtotals.find((s) => s.category === 'S')!;
const Z = (d: UblDocument) => d.subtotals.find((s) => s.category === 'Z')!;
const AE = (d: UblDocument) => d.subtotals.find((s) => s.category === 'AE')!;
const BREAKERS: Breaker[] = [
  ['BR-01', standard, (d) => (d.customizationId = '')],
  ['BR-02', standard, (d) => (d.number = ' ')],
  ['BR-03', standard, (d) => (d.issueDate = '')],
  ['BR-04', standard, (d) => (d.typeCode = '')],
  ['BR-05', standard, (d) => (d.currency = 'euro')],
  ['BR-06', standard, (d) => (d.seller.name = '')],
  ['BR-07', standard, (d) => (d.buyer.name = '')],
  ['BR-08', standard, (d) => (d.seller.address = null)],
  ['BR-09', standard, (d) => (d.seller.address!.country = null)],
  ['BR-10', standard, (d) => (d.buyer.address = null)],
  ['BR-11', standard, (d) => (d.buyer.address!.country = null)],
  ['BR-16', standard, (d) => (d.lines = [])],
  ['BR-21', standard, (d) => (d.lines[0]!.id = '')],
  ['BR-22', standard, (d) => (d.lines[0]!.quantity = Number.NaN)],
  ['BR-23', standard, (d) => (d.lines[0]!.unitCode = '')],
  ['BR-25', standard, (d) => (d.lines[1]!.name = '')],
  ['BR-27', standard, (d) => (d.lines[1]!.priceCents = -1)],
  ['BR-49', standard, (d) => (d.payment!.code = '')],
  ['BR-55', credit, (d) => (d.billingReference!.id = '')],
  ['BR-61', standard, (d) => (d.payment!.iban = '')],
  ['BR-CL-01', standard, (d) => (d.typeCode = '381')],
  ['BR-CL-14', standard, (d) => (d.buyer.address!.country = 'Belgique')],
  ['BR-CL-16', standard, (d) => (d.payment!.code = '99')],
  ['BR-CL-17', standard, (d) => (d.lines[0]!.category = 'X' as never)],
  ['BR-CO-04', standard, (d) => (d.lines[0]!.category = '' as never)],
  ['BR-CO-09', standard, (d) => (d.buyer.vatNumber = '0202239951')],
  ['BR-CO-10', standard, (d) => (d.totals.lineExtensionCents += 1)],
  ['BR-CO-13', standard, (d) => (d.totals.taxExclusiveCents += 1)],
  ['BR-CO-14', standard, (d) => (d.taxTotalCents += 1)],
  ['BR-CO-15', standard, (d) => (d.totals.taxInclusiveCents += 1)],
  ['BR-CO-16', standard, (d) => (d.totals.payableCents -= 1)],
  ['BR-CO-17', standard, (d) => (d.subtotals[1]!.taxCents += 1)],
  ['BR-CO-18', standard, (d) => (d.subtotals = [])],
  ['BR-CO-25', standard, (d) => (d.dueDate = null)],
  ['BR-CO-26', standard, (d) => ((d.seller.legalId = null), (d.seller.vatNumber = null))],
  ['BR-S-01', standard, (d) => (d.subtotals = d.subtotals.filter((s) => s.category !== 'S'))],
  ['BR-S-02', standard, (d) => (d.seller.vatNumber = null)],
  ['BR-S-05', standard, (d) => (d.lines[0]!.percent = 0)],
  ['BR-S-08', standard, (d) => (S(d).taxableCents += 100)],
  ['BR-S-09', standard, (d) => (S(d).taxCents += 1)],
  ['BR-S-10', standard, (d) => (S(d).exemptionReason = 'Exempt')],
  ['BR-Z-01', standard, (d) => (d.subtotals = d.subtotals.filter((s) => s.category !== 'Z'))],
  ['BR-Z-05', standard, (d) => (d.lines[2]!.percent = 6)],
  ['BR-Z-08', standard, (d) => (Z(d).taxableCents += 1)],
  ['BR-Z-09', standard, (d) => (Z(d).taxCents = 5)],
  ['BR-Z-10', standard, (d) => (Z(d).exemptionReasonCode = 'VATEX-EU-O')],
  ['BR-AE-01', reverse, (d) => (d.subtotals = d.subtotals.filter((s) => s.category !== 'AE'))],
  ['BR-AE-02', reverse, (d) => ((d.buyer.vatNumber = null), (d.buyer.legalId = null))],
  ['BR-AE-05', reverse, (d) => (d.lines[2]!.percent = 21)],
  ['BR-AE-08', reverse, (d) => (AE(d).taxableCents -= 1)],
  ['BR-AE-09', reverse, (d) => (AE(d).taxCents = 1)],
  ['BR-AE-10', reverse, (d) => ((AE(d).exemptionReasonCode = null), (AE(d).exemptionReason = null))],
  ['PEPPOL-EN16931-R001', standard, (d) => (d.profileId = '')],
  ['PEPPOL-EN16931-R003', standard, (d) => (d.buyerReference = null)],
  ['PEPPOL-EN16931-R004', standard, (d) => (d.customizationId = 'urn:cen.eu:en16931:2017')],
  ['PEPPOL-EN16931-R007', standard, (d) => (d.profileId = 'urn:fdc:peppol.eu:2017:poacc:billing:1:1.0')],
  ['PEPPOL-EN16931-R010', standard, (d) => (d.buyer.endpoint = null), true],
  ['PEPPOL-EN16931-R020', standard, (d) => (d.seller.endpoint = null), true],
  ['PEPPOL-EN16931-R053', standard, (d) => (d.subtotals = [])],
  ['PEPPOL-EN16931-R120', standard, (d) => (d.lines[1]!.netCents += 100)],
  ['PEPPOL-EN16931-R121', standard, (d) => (d.lines[0]!.baseQuantity = 0)],
  ['PEPPOL-EN16931-R040', standard, (d) => (d.lines[0]!.allowance!.amountCents += 50)],
  ['PEPPOL-COMMON-R043', standard, (d) => (d.buyer.endpoint = { scheme: '0208', id: '0202239950' })],
];

describe('EN 16931 / Peppol BIS 3.0 rules', () => {
  it('pass our invoice (S 21 % and 6 % with a discount, Z), a reverse-charge one (S and AE) and a credit note', () => {
    expect(checkUbl(standard(), { network: true })).toEqual([]);
    expect(checkUbl(reverse())).toEqual([]);
    expect(checkUbl(credit(), { network: true })).toEqual([]);
  });

  it.each(BREAKERS)('%s fails on a document that breaks it', (rule, make, breakIt, network) => {
    const doc = make();
    breakIt(doc);
    expect(checkUbl(doc, { network: Boolean(network) }).map((v) => v.rule)).toContain(rule);
  });

  it('has a broken document for every rule it checks', () => {
    expect(BREAKERS.map(([rule]) => rule).sort()).toEqual([...PEPPOL_RULE_IDS].sort());
  });

  it('asks for electronic addresses only for the Peppol network (a download or e-mail to a person has none)', () => {
    const person = ublDocumentOf(
      bill({ customer: { kind: 'person', id: 9, name: 'Paula Private', vatNumber: null, address: null, language: 'en' } }),
      { ...ctx, buyerParticipantId: null },
    );
    expect(person.buyer.endpoint).toBeNull();
    expect(person.buyer.address?.country).toBe('BE');
    expect(checkUbl(person)).toEqual([]);
    expect(checkUbl(person, { network: true }).map((v) => v.rule)).toEqual(['PEPPOL-EN16931-R010']);
  });

  it('adds up exactly to the cent: lines, VAT per rate and totals', () => {
    const d = standard();
    expect(d.lines.map((l) => l.netCents)).toEqual([6_300, 7_500, 2_000]);
    expect(d.lines[0]!.allowance).toEqual({ amountCents: 700, baseCents: 7_000, percent: 10 });
    expect(d.subtotals.map((s) => [s.category, s.percent, s.taxableCents, s.taxCents])).toEqual([
      ['S', 21, 6_300, 1_323],
      ['S', 6, 7_500, 450],
      ['Z', 0, 2_000, 0],
    ]);
    expect(d.totals).toEqual({
      lineExtensionCents: 15_800,
      taxExclusiveCents: 15_800,
      taxInclusiveCents: 17_573,
      prepaidCents: 0,
      payableCents: 17_573,
    });
    const r = reverse();
    expect(AE(r)).toMatchObject({ taxableCents: 2_000, taxCents: 0, exemptionReasonCode: 'VATEX-EU-AE' });
  });

  it('reads the addresses bills freeze', () => {
    expect(parseAddress('Boulevard de la Sauvenière 1, 4000 Liège, BE')).toEqual({
      street: 'Boulevard de la Sauvenière 1',
      postalZone: '4000',
      city: 'Liège',
      country: 'BE',
    });
    expect(parseAddress('Rue de Fer 20, 5000 Namur, Belgique')).toMatchObject({ country: 'BE', city: 'Namur' });
    expect(parseAddress(null)).toBeNull();
  });
});
