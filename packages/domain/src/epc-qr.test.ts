import { describe, expect, it } from 'vitest';
import { epcQrPayload } from './epc-qr';

describe('EPC QR payload', () => {
  it('holds the beneficiary, the IBAN, the amount and the structured communication, line by line', () => {
    const payload = epcQrPayload({
      name: 'Veloport SRL',
      iban: 'BE68 5390 0754 7034',
      bic: 'GEBABEBB',
      amountCents: 123456,
      remittance: '+++123/4567/89002+++',
    });
    expect(payload.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'GEBABEBB',
      'Veloport SRL',
      'BE68539007547034',
      'EUR1234.56',
      '',
      '',
      '+++123/4567/89002+++',
    ]);
    expect(unescape(encodeURIComponent(payload)).length).toBeLessThanOrEqual(331);
  });
  it('writes cents with two digits and leaves the BIC out when unknown', () => {
    const lines = epcQrPayload({ name: 'X', iban: 'BE68539007547034', amountCents: 5, remittance: 'r' }).split('\n');
    expect(lines[4]).toBe('');
    expect(lines[7]).toBe('EUR0.05');
  });
  it('refuses an amount a transfer cannot carry', () => {
    expect(() => epcQrPayload({ name: 'X', iban: 'BE68539007547034', amountCents: 0, remittance: 'r' })).toThrow(RangeError);
  });
});
