import { describe, expect, it } from 'vitest';
import { sepaMandateInputSchema } from './contracts/sepa';
import { creditorId, isValidCreditorId, isValidMandateReference, mandateReference, sepaAmount, sepaText } from './sepa-mandate';

describe('SEPA mandate reference', () => {
  it('accepts 1 to 35 characters of the SEPA set, refuses others', () => {
    expect(isValidMandateReference('VP-2026/0042')).toBe(true);
    expect(isValidMandateReference('A'.repeat(35))).toBe(true);
    expect(isValidMandateReference('A'.repeat(36))).toBe(false);
    expect(isValidMandateReference('Réf_1')).toBe(false);
    expect(isValidMandateReference('')).toBe(false);
  });
  it('generates a unique valid reference from the id', () => {
    expect(mandateReference(42)).toBe('VP-MANDATE-000042');
    expect(isValidMandateReference(mandateReference(2_147_483_647))).toBe(true);
  });
});

describe('SEPA creditor identifier', () => {
  it('checks the mod-97 digits, ignoring the business code', () => {
    expect(isValidCreditorId('DE98ZZZ09999999999')).toBe(true);
    expect(isValidCreditorId('DE98ABC09999999999')).toBe(true);
    expect(isValidCreditorId('DE97ZZZ09999999999')).toBe(false);
    expect(creditorId('BE', '0123456749')).toBe('BE81ZZZ0123456749');
    expect(isValidCreditorId('BE81 ZZZ 0123456749')).toBe(true);
    expect(isValidCreditorId('BE81ZZZ012345674')).toBe(false);
  });
});

describe('SEPA texts and amounts', () => {
  it('keeps names in the SEPA Latin set', () => {
    expect(sepaText('Société Générale & Fils — Liège', 70)).toBe('Societe Generale + Fils Liege');
    expect(sepaText('Straße’s', 70)).toBe("Strasse's");
    expect(sepaText('x'.repeat(80), 70)).toHaveLength(70);
  });
  it('prints cents as a decimal amount', () => {
    expect(sepaAmount(12_345)).toBe('123.45');
    expect(sepaAmount(5)).toBe('0.05');
    expect(sepaAmount(100_000)).toBe('1000.00');
  });
});

describe('mandate input', () => {
  const valid = { companyId: 1, iban: 'BE68 5390 0754 7034', bic: 'gkcc bebb', debtorName: 'Acme', signatureDate: '2026-01-15' };
  it('compacts the IBAN and BIC', () => {
    const parsed = sepaMandateInputSchema.parse(valid);
    expect(parsed.iban).toBe('BE68539007547034');
    expect(parsed.bic).toBe('GKCCBEBB');
    expect(parsed.reference).toBeNull();
    expect(parsed.kind).toBe('recurrent');
  });
  it('names each wrong field', () => {
    const r = sepaMandateInputSchema.safeParse({ ...valid, iban: 'BE68 5390 0754 7035', bic: 'GKCC', reference: 'é' });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({ iban: 'iban_invalid', bic: 'bic_invalid', reference: 'reference_invalid' });
  });
  it('wants a company or a person', () => {
    expect(sepaMandateInputSchema.safeParse({ ...valid, companyId: undefined }).success).toBe(false);
    expect(sepaMandateInputSchema.safeParse({ ...valid, userId: 3 }).success).toBe(false);
  });
});
