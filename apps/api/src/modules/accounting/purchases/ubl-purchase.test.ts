import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { embeddedPdf, PurchaseUblError, readPurchaseUbl } from './ubl-purchase';

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

  it('gives the PDF an invoice carries (sent beside its entry to the accountant, decision 117), or none', () => {
    const plain = sample('peppol-bis3-base-example.xml');
    expect(embeddedPdf(plain)).toBeNull();
    const pdf = Buffer.from('%PDF-1.4 the supplier invoice');
    const withPdf = plain.replace(
      '<cac:AccountingSupplierParty>',
      `<cac:AdditionalDocumentReference><cbc:ID>Snippet1</cbc:ID><cac:Attachment>
        <cbc:EmbeddedDocumentBinaryObject mimeCode="image/png" filename="logo.png">iVBORw0KGgo=</cbc:EmbeddedDocumentBinaryObject>
      </cac:Attachment></cac:AdditionalDocumentReference>
      <cac:AdditionalDocumentReference><cbc:ID>Snippet1</cbc:ID><cac:Attachment>
        <cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf" filename="Snippet1.pdf">${pdf.toString('base64').replace(/(.{8})/g, '$1\n')}</cbc:EmbeddedDocumentBinaryObject>
      </cac:Attachment></cac:AdditionalDocumentReference>
      <cac:AccountingSupplierParty>`,
    );
    expect(embeddedPdf(withPdf)).toEqual({ filename: 'Snippet1.pdf', data: pdf });
  });
});
