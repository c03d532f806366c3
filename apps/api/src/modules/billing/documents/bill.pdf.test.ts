import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { billEpcPayload, billTitle } from './bill.pdf';

const business = loadConfig({}).business;
const bill = {
  kind: 'invoice' as const,
  status: 'issued' as const,
  structuredCommunication: '+++000/0000/00909+++',
  totals: { exclVatCents: 14_500, vatCents: 1_920, inclVatCents: 16_420, byRate: [] },
};

describe('the EPC QR code of a bill', () => {
  it('asks a banking app to pay the total to our account with the structured communication', () => {
    expect(billEpcPayload(bill, business)?.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'GKCCBEBB',
      'Veloport SRL',
      'BE68539007547034',
      'EUR164.20',
      '',
      '',
      '+++000/0000/00909+++',
    ]);
  });
  it('is absent when there is nothing to pay: a draft, a credit note, a zero bill', () => {
    expect(billEpcPayload({ ...bill, status: 'draft' }, business)).toBeNull();
    expect(billEpcPayload({ ...bill, kind: 'credit_note', totals: { ...bill.totals, inclVatCents: -16_420 } }, business)).toBeNull();
    expect(billEpcPayload({ ...bill, totals: { ...bill.totals, inclVatCents: 0 } }, business)).toBeNull();
  });
});

describe('the title of a bill', () => {
  it('names the kind in the language and the number, or says draft', () => {
    expect(billTitle({ kind: 'invoice', number: '2026-00042' }, 'nl')).toBe('Factuur 2026-00042');
    expect(billTitle({ kind: 'credit_note', number: '2026-00043' }, 'en')).toBe('Credit note 2026-00043');
    expect(billTitle({ kind: 'invoice', number: null }, 'fr')).toBe('Facture (brouillon)');
  });
});
