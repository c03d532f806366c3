import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Bill } from '@veloport/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { ublDocumentOf } from './ubl-document';
import { validateUblSchema, ublSchemaName } from './ubl-schema';
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

describe('the schema in use (xsd/)', () => {
  it('is our UBL 2.1 subset while the OASIS files are absent, and accepts what we write', async () => {
    expect(ublSchemaName()).toBe('veloport-ubl-2.1-subset');
    expect(await validateUblSchema(invoiceXml, 'invoice')).toEqual([]);
    expect(await validateUblSchema(creditXml, 'credit_note')).toEqual([]);
  });

  it('refuses an element out of order, naming the line', async () => {
    const errors = await validateUblSchema(outOfOrder(invoiceXml), 'invoice');
    expect(errors.join('\n')).toMatch(/^line \d+: .*IssueDate/m);
  });
});

/**
 * Dropping the OASIS release's files into xsd/maindoc and xsd/common switches the validation with no code change. The
 * official files are not available here (decision 045, addendum), so the release layout is reproduced in a temporary
 * folder with our subset's content under the official names and the official relative imports: maindoc/ imports
 * "../common/UBL-CommonAggregateComponents-2.1.xsd", common/ files import each other by bare name.
 */
describe('the OASIS release layout (maindoc/ + common/)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'veloport-ubl-xsd-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const subset = (f: string) =>
    readFileSync(path.join(import.meta.dirname, 'xsd', 'subset', f), 'utf8').replaceAll('-2.1-subset.xsd', '-2.1.xsd');
  mkdirSync(path.join(dir, 'maindoc'));
  mkdirSync(path.join(dir, 'common'));
  for (const doc of ['Invoice', 'CreditNote'])
    writeFileSync(
      path.join(dir, 'maindoc', `UBL-${doc}-2.1.xsd`),
      subset(`UBL-${doc}-2.1-subset.xsd`).replaceAll('schemaLocation="UBL-Common', 'schemaLocation="../common/UBL-Common'),
    );
  for (const common of ['CommonAggregateComponents', 'CommonBasicComponents'])
    writeFileSync(path.join(dir, 'common', `UBL-${common}-2.1.xsd`), subset(`UBL-${common}-2.1-subset.xsd`));

  it('is picked up instead of the subset, its ../common/ imports resolving', async () => {
    expect(ublSchemaName(dir)).toBe('oasis-ubl-2.1');
    expect(await validateUblSchema(invoiceXml, 'invoice', dir)).toEqual([]);
    expect(await validateUblSchema(creditXml, 'credit_note', dir)).toEqual([]);
    expect(await validateUblSchema(outOfOrder(invoiceXml), 'invoice', dir)).not.toEqual([]);
  });
});
