import { describe, expect, it } from 'vitest';
import { pain008Errors, pain008Xml, type Pain008Debit } from './pain008';

const creditor = { name: 'Veloport SRL', iban: 'BE68539007547034', bic: 'GKCCBEBB', creditorId: 'BE81ZZZ0123456749' };
const debit = (over: Partial<Pain008Debit> = {}): Pain008Debit => ({
  endToEndId: '2026-00001',
  amountCents: 16_420,
  sequenceType: 'FRST',
  mandateReference: 'VP-MANDATE-000001',
  signatureDate: '2026-01-15',
  debtorName: 'Société Générale & Fils',
  iban: 'BE71096123456769',
  bic: 'GKCCBEBB',
  structuredCommunication: '000000004242',
  ...over,
});
const file = (debits: Pain008Debit[]) =>
  pain008Xml({ messageId: 'VP-SDD-000001', createdAt: new Date('2026-11-26T10:00:00Z'), collectionDate: '2026-12-04', creditor, debits });

describe('pain.008.001.02', () => {
  it('groups debits by sequence type, FRST first, with counts and sums per block and in the header', async () => {
    const xml = file([
      debit({ sequenceType: 'RCUR', amountCents: 5 }),
      debit({ endToEndId: '2026-00002' }),
      debit({ endToEndId: '2026-00003', sequenceType: 'RCUR', amountCents: 100_000 }),
    ]);
    expect(await pain008Errors(xml)).toEqual([]);
    expect([...xml.matchAll(/<SeqTp>(\w+)<\/SeqTp>/g)].map((m) => m[1])).toEqual(['FRST', 'RCUR']);
    expect([...xml.matchAll(/<CtrlSum>([\d.]+)<\/CtrlSum>/g)].map((m) => m[1])).toEqual(['1164.25', '164.20', '1000.05']);
    expect([...xml.matchAll(/<NbOfTxs>(\d+)<\/NbOfTxs>/g)].map((m) => m[1])).toEqual(['3', '1', '2']);
    expect(xml).toContain('<Nm>Societe Generale + Fils</Nm>');
  });

  it('reports what the XSD refuses', async () => {
    expect(await pain008Errors(file([debit({ mandateReference: 'Réf_é' })]))).toEqual([expect.stringContaining('MndtId')]);
    expect((await pain008Errors(file([debit({ amountCents: 0 })])))[0]).toContain('InstdAmt');
  });
});
