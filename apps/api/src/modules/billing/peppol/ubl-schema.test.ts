import type { Bill } from '@veloport/domain';
import { describe, expect, it } from 'vitest';
import { ublDocumentOf } from './ubl-document';
import { validateUblSchema } from './ubl-schema';
import { renderUbl } from './ubl-xml';

const business = {
  name: 'Veloport SRL',
  address: 'Boulevard de la Sauvenière 1, 4000 Liège, BE',
  vatNumber: 'BE0123456749',
  iban: 'BE68539007547034',
  bic: 'GKCCBEBB',
  register: 'RPM Liège, division Liège',
};
const bill: Bill = {
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
  lines: [
    { id: 1, description: 'Pneu Schwalbe Marathon', quantity: 2, unitPriceCents: 3_500, vatRate: 21, discountPercent: 10, netCents: 6_300 },
  ],
  issuedAt: null,
  createdAt: '2026-11-26T09:00:00Z',
  updatedAt: '2026-11-26T09:00:00Z',
};
const ctx = { business, buyerParticipantId: '0208:0202239951', credited: null };
const invoiceXml = renderUbl(ublDocumentOf(bill, ctx));
const creditXml = renderUbl(
  ublDocumentOf(
    { ...bill, kind: 'credit_note', lines: bill.lines.map((l) => ({ ...l, quantity: -l.quantity, netCents: -l.netCents })) },
    { ...ctx, credited: { number: '2026-00041', issueDate: '2026-11-20' } },
  ),
);
/** The IssueDate moved after the DueDate: out of the schema's order. */
const outOfOrder = (xml: string) => {
  const issue = /<cbc:IssueDate>[^<]*<\/cbc:IssueDate>/.exec(xml)![0];
  return xml.replace(issue, '').replace(/(<cbc:DueDate>[^<]*<\/cbc:DueDate>)/, `$1${issue}`);
};

describe('the official OASIS UBL 2.1 schema (xsd/)', () => {
  it('accepts the invoices and credit notes we write', async () => {
    expect(await validateUblSchema(invoiceXml, 'invoice')).toEqual([]);
    expect(await validateUblSchema(creditXml, 'credit_note')).toEqual([]);
  });

  it('refuses an element out of order, naming the line', async () => {
    const errors = await validateUblSchema(outOfOrder(invoiceXml), 'invoice');
    expect(errors.join('\n')).toMatch(/^line \d+: .*IssueDate/m);
  });

  it('refuses an element UBL 2.1 does not have, and a credit note sent as an invoice', async () => {
    const unknown = invoiceXml.replace('<cbc:DueDate>', '<cbc:PaymentDueDate>2026-12-26</cbc:PaymentDueDate><cbc:DueDate>');
    expect((await validateUblSchema(unknown, 'invoice')).join('\n')).toMatch(/PaymentDueDate/);
    expect(await validateUblSchema(creditXml, 'invoice')).not.toEqual([]);
  });

  it('checks the data types of the common library (a date that is not a date)', async () => {
    const badDate = invoiceXml.replace(/<cbc:IssueDate>[^<]*</, '<cbc:IssueDate>26/11/2026<');
    expect((await validateUblSchema(badDate, 'invoice')).join('\n')).toMatch(/IssueDate/);
  });
});
