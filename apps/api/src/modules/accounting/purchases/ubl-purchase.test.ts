import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PurchaseUblError, readPurchaseUbl } from './ubl-purchase';

const sample = (name: string) => readFileSync(new URL(`../samples/${name}`, import.meta.url), 'utf8');
const refusal = (xml: string) => {
  try {
    readPurchaseUbl(xml);
  } catch (error) {
    if (error instanceof PurchaseUblError) return error.code;
    throw error;
  }
  return null;
};

describe("a supplier's UBL invoice", () => {
  it('reads the official Peppol BIS 3.0 base example: supplier, number, dates and totals in cents', () => {
    const ubl = readPurchaseUbl(sample('peppol-bis3-base-example.xml'));
    expect(ubl).toMatchObject({
      kind: 'invoice',
      number: 'Snippet1',
      issueDate: '2017-11-13',
      dueDate: '2017-12-01',
      supplier: { name: 'SupplierTradingName Ltd.', vatNumber: 'GB1232434', iban: null, bic: null },
      exclVatCents: 132_500,
      vatCents: 33_125,
      inclVatCents: 165_625,
      structuredCommunication: null,
    });
  });

  it("reads a Belgian supplier's IBAN, BIC and structured communication", () => {
    const ubl = readPurchaseUbl(sample('belgian-supplier-invoice.xml'));
    expect(ubl).toMatchObject({
      number: 'FV-2026-0815',
      supplier: { name: 'Cycles Distribution Benelux', vatNumber: 'BE0477472701', iban: 'BE71096123456769', bic: 'GKCCBEBB' },
      exclVatCents: 114_000,
      vatCents: 21_840,
      inclVatCents: 135_840,
      structuredCommunication: '090933755493',
    });
  });

  it('refuses what is not XML, not an invoice, not in euros or does not add up', () => {
    const belgian = sample('belgian-supplier-invoice.xml');
    expect(refusal('this is not xml <')).toBe('ubl_unreadable');
    expect(refusal('<!DOCTYPE x [<!ENTITY a "b">]><x/>')).toBe('ubl_unreadable');
    expect(refusal('<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"><ID>1</ID></Order>')).toBe('not_a_ubl_invoice');
    expect(refusal(belgian.replace('<cbc:DocumentCurrencyCode>EUR', '<cbc:DocumentCurrencyCode>USD'))).toBe('currency_not_eur');
    expect(refusal(belgian.replace('1358.40</cbc:TaxInclusiveAmount>', '1358.41</cbc:TaxInclusiveAmount>'))).toBe('totals_mismatch');
    expect(refusal(belgian.replace('<cbc:CompanyID>BE0477472701</cbc:CompanyID>', ''))).toBe('no_supplier_vat_number');
  });
});
