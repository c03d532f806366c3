import { describe, expect, it } from 'vitest';
import { pain001Errors, pain001Xml } from './pain001';

const debtor = { name: 'Veloport SRL', iban: 'BE68539007547034', bic: 'GKCCBEBB' };

describe('pain.001.001.03', () => {
  it('writes a refund batch the XSD accepts, with its count and control sum', async () => {
    const xml = pain001Xml({
      messageId: 'VP-SCT-000001',
      createdAt: new Date('2026-11-26T10:00:00Z'),
      executionDate: '2026-11-27',
      debtor,
      transfers: [
        {
          endToEndId: 'VP-REFUND-000001',
          amountCents: 12_345,
          creditorName: 'Émile Dupré & fils',
          iban: 'BE71096123456769',
          bic: 'GKCCBEBB',
          remittance: 'Refund 2026-00042',
        },
        {
          endToEndId: 'VP-REFUND-000002',
          amountCents: 5,
          creditorName: 'Paula',
          iban: 'NL91ABNA0417164300',
          bic: null,
          remittance: 'Refund 2026-00043',
        },
      ],
    });
    expect(await pain001Errors(xml)).toEqual([]);
    expect(xml).toContain('<NbOfTxs>2</NbOfTxs><CtrlSum>123.50</CtrlSum>');
    expect(xml).toContain('<Nm>Emile Dupre + fils</Nm>');
  });
  it('reports a file the XSD refuses', async () => {
    const xml = pain001Xml({
      messageId: 'VP_SCT_1',
      createdAt: new Date(),
      executionDate: '2026-11-27',
      debtor,
      transfers: [{ endToEndId: 'X', amountCents: 100, creditorName: 'A', iban: 'BE71096123456769', bic: null, remittance: 'x' }],
    });
    expect((await pain001Errors(xml)).length).toBeGreaterThan(0);
  });
});

describe('pain.001.001.03 with a structured creditor reference', () => {
  it('sends a Belgian structured communication as SCOR / BBA, which the XSD accepts', async () => {
    const xml = pain001Xml({
      messageId: 'VP-SUP-000001',
      createdAt: new Date('2026-11-26T10:00:00Z'),
      executionDate: '2026-11-27',
      debtor,
      transfers: [
        {
          endToEndId: 'VP-PUR-1',
          amountCents: 12_100,
          creditorName: 'Shimano',
          iban: 'BE71096123456769',
          bic: null,
          remittance: 'F-1',
          creditorReference: '090933755493',
        },
        { endToEndId: 'VP-PUR-2', amountCents: 500, creditorName: 'Other', iban: 'BE71096123456769', bic: null, remittance: 'F-2' },
      ],
    });
    expect(xml).toContain(
      '<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>090933755493</Ref></CdtrRefInf></Strd>',
    );
    expect(xml).toContain('<Ustrd>F-2</Ustrd>');
    expect(await pain001Errors(xml)).toEqual([]);
  });
});
