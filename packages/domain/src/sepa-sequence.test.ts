import { describe, expect, it } from 'vitest';
import { sepaMandateExpired, sepaSequenceType } from './sepa-sequence';

const recurrent = { kind: 'recurrent' as const, signedOn: '2026-01-10', collectedSinceBankChange: 0 };

describe('SEPA sequence type', () => {
  it('is FRST for the first collection of a recurrent mandate, RCUR after, FNAL for the last', () => {
    expect(sepaSequenceType(recurrent, '2026-02-01')).toBe('FRST');
    expect(sepaSequenceType({ ...recurrent, collectedSinceBankChange: 1, lastCollectedOn: '2026-02-01' }, '2026-03-01')).toBe('RCUR');
    expect(sepaSequenceType({ ...recurrent, collectedSinceBankChange: 12, lastCollectedOn: '2026-12-01', final: true }, '2027-01-01')).toBe('FNAL');
  });
  it('is FRST again after the debtor moved the mandate to another bank', () => {
    expect(sepaSequenceType({ ...recurrent, collectedSinceBankChange: 0, lastCollectedOn: '2026-05-01' }, '2026-06-01')).toBe('FRST');
  });
  it('collects a one-off mandate once', () => {
    const oneOff = { kind: 'one_off' as const, signedOn: '2026-01-10', collectedSinceBankChange: 0 };
    expect(sepaSequenceType(oneOff, '2026-01-20')).toBe('OOFF');
    expect(sepaSequenceType({ ...oneOff, collectedSinceBankChange: 1, lastCollectedOn: '2026-01-20' }, '2026-02-20')).toBeNull();
  });
  it('refuses a mandate unused for 36 months', () => {
    expect(sepaMandateExpired({ ...recurrent, collectedSinceBankChange: 3, lastCollectedOn: '2023-03-01' }, '2026-03-01')).toBe(true);
    expect(sepaMandateExpired({ ...recurrent, collectedSinceBankChange: 3, lastCollectedOn: '2023-03-02' }, '2026-03-01')).toBe(false);
    expect(sepaSequenceType({ ...recurrent, collectedSinceBankChange: 3, lastCollectedOn: '2023-01-01' }, '2026-03-01')).toBeNull();
  });
});
