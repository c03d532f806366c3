import { describe, expect, it } from 'vitest';
import { belgianEnterpriseNumberIssue, companyPeppolInputSchema } from './contracts/peppol';

describe('Peppol participant ids', () => {
  it('checks a Belgian enterprise number (0208) with its mod-97 digits', () => {
    expect(belgianEnterpriseNumberIssue('0202239951')).toBeNull();
    expect(belgianEnterpriseNumberIssue('0123456749')).toBeNull();
    expect(belgianEnterpriseNumberIssue('0202239950')).toBe('invalid_enterprise_number');
    expect(belgianEnterpriseNumberIssue('202239951')).toBe('invalid_enterprise_number');
  });

  it('accepts scheme:identifier, tidies a Belgian number, and reads an empty field as none', () => {
    expect(companyPeppolInputSchema.parse({ participantId: ' 0208:0202.239.951 ' })).toEqual({ participantId: '0208:0202239951' });
    expect(companyPeppolInputSchema.parse({ participantId: '9925:BE0202239951' })).toEqual({ participantId: '9925:BE0202239951' });
    expect(companyPeppolInputSchema.parse({ participantId: '' })).toEqual({ participantId: null });
    expect(companyPeppolInputSchema.parse({ participantId: null })).toEqual({ participantId: null });
    for (const bad of ['0208:0202239950', 'BE0202239951', '208:0202239951', '0208:'])
      expect(companyPeppolInputSchema.safeParse({ participantId: bad }).success, bad).toBe(false);
  });
});
