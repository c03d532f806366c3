import { describe, expect, it } from 'vitest';
import {
  emailDomainIssue,
  isValidBelgianVatNumber,
  normalizeAccess,
  normalizeEmailDomain,
  normalizeVatNumber,
  unknownAccessFeatures,
  vatNumberIssue,
} from './companies';

describe('Belgian VAT numbers', () => {
  it('accepts numbers whose last two digits are 97 − (first eight mod 97)', () => {
    expect(isValidBelgianVatNumber('BE0403170701')).toBe(true);
    expect(isValidBelgianVatNumber('BE0202239951')).toBe(true);
    expect(isValidBelgianVatNumber('BE0712345630')).toBe(true);
  });

  it('refuses a wrong check, a first digit other than 0 or 1, and a wrong length', () => {
    expect(isValidBelgianVatNumber('BE0403170702')).toBe(false);
    expect(isValidBelgianVatNumber('BE2403170701')).toBe(false);
    expect(isValidBelgianVatNumber('BE040317070')).toBe(false);
    expect(isValidBelgianVatNumber('BE04031707011')).toBe(false);
    expect(isValidBelgianVatNumber('0403170701')).toBe(false);
  });

  it('normalises what people type: spaces, dots, lower case, a bare enterprise number', () => {
    expect(normalizeVatNumber(' be 0403.170.701 ')).toBe('BE0403170701');
    expect(normalizeVatNumber('0403-170-701')).toBe('BE0403170701');
    expect(normalizeVatNumber('fr 40 303265045')).toBe('FR40303265045');
  });

  it('checks BE numbers fully and other countries by shape only', () => {
    expect(vatNumberIssue('BE0403170701')).toBeNull();
    expect(vatNumberIssue('BE0403170799')).toBe('invalid_vat_number');
    expect(vatNumberIssue('NL123456789B01')).toBeNull();
    expect(vatNumberIssue('X1')).toBe('invalid_vat_number');
    expect(vatNumberIssue('12345')).toBe('invalid_vat_number');
  });
});

describe('company e-mail domains', () => {
  it('normalises case, spaces and a leading @', () => {
    expect(normalizeEmailDomain('  @Acme.TEST ')).toBe('acme.test');
  });

  it('accepts domains and refuses what is not one', () => {
    expect(emailDomainIssue('acme.test')).toBeNull();
    expect(emailDomainIssue('mail.acme-group.be')).toBeNull();
    expect(emailDomainIssue('acme')).toBe('invalid_domain');
    expect(emailDomainIssue('acme..be')).toBe('invalid_domain');
    expect(emailDomainIssue('-acme.be')).toBe('invalid_domain');
    expect(emailDomainIssue('jo@acme.be')).toBe('invalid_domain');
  });

  it('refuses a free mailbox provider, which would pull every private customer into the company', () => {
    expect(emailDomainIssue('gmail.com')).toBe('personal_domain');
    expect(emailDomainIssue('telenet.be')).toBe('personal_domain');
  });
});

describe('company access strings', () => {
  it('stores known features once each, lower case', () => {
    expect(normalizeAccess(' Leasing, sharing,,leasing ')).toBe('leasing,sharing');
    expect(normalizeAccess('')).toBe('');
  });

  it('names the features it does not know', () => {
    expect(unknownAccessFeatures('leasing,leasng,Sharing,teleport')).toEqual(['leasng', 'teleport']);
    expect(unknownAccessFeatures('leasing,sharing,cafeteria,maintenance')).toEqual([]);
  });
});
