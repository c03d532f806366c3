import { describe, expect, it } from 'vitest';
import { nextSepaSequenceType, sepaMandateExpired, sepaMandateHistory, sepaSequenceType } from './sepa-sequence';

const recurrent = { kind: 'recurrent' as const, signedOn: '2026-01-10', collectedSinceBankChange: 0 };

describe('SEPA sequence type', () => {
  it('is FRST for the first collection of a recurrent mandate, RCUR after, FNAL for the last', () => {
    expect(sepaSequenceType(recurrent, '2026-02-01')).toBe('FRST');
    expect(sepaSequenceType({ ...recurrent, collectedSinceBankChange: 1, lastCollectedOn: '2026-02-01' }, '2026-03-01')).toBe('RCUR');
    expect(sepaSequenceType({ ...recurrent, collectedSinceBankChange: 12, lastCollectedOn: '2026-12-01', final: true }, '2027-01-01')).toBe(
      'FNAL',
    );
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

describe('SEPA sequence type from the debits history (decision 061)', () => {
  const mandate = { kind: 'recurrent' as const, signedOn: '2026-01-10' };
  it('is FRST for a mandate never debited', () => {
    expect(nextSepaSequenceType(mandate, [], '2026-02-02')).toBe('FRST');
  });
  it('is FRST again after the first debit was rejected', () => {
    expect(nextSepaSequenceType(mandate, [{ collectionDate: '2026-02-02', sequenceType: 'FRST', rejected: true }], '2026-03-02')).toBe(
      'FRST',
    );
  });
  it('is RCUR after an accepted FRST, even when a later RCUR was rejected', () => {
    const debits = [
      { collectionDate: '2026-02-02', sequenceType: 'FRST' as const, rejected: false },
      { collectionDate: '2026-03-02', sequenceType: 'RCUR' as const, rejected: true },
    ];
    expect(nextSepaSequenceType(mandate, debits, '2026-04-01')).toBe('RCUR');
    expect(sepaMandateHistory(mandate, debits).lastCollectedOn).toBe('2026-02-02');
  });
  it('is FNAL for a mandate marked last, FRST when it was never collected', () => {
    const debits = [{ collectionDate: '2026-02-02', sequenceType: 'FRST' as const, rejected: false }];
    expect(nextSepaSequenceType({ ...mandate, final: true }, debits, '2026-03-02')).toBe('FNAL');
    expect(nextSepaSequenceType({ ...mandate, final: true }, [], '2026-03-02')).toBe('FRST');
    expect(nextSepaSequenceType({ ...mandate, final: true }, [{ ...debits[0]!, rejected: true }], '2026-03-02')).toBe('FRST');
  });
  it('keeps OOFF one-off: once accepted, never again; once more after a rejection', () => {
    const oneOff = { kind: 'one_off' as const, signedOn: '2026-01-10' };
    expect(nextSepaSequenceType(oneOff, [], '2026-02-02')).toBe('OOFF');
    expect(nextSepaSequenceType({ ...oneOff, final: true }, [], '2026-02-02')).toBe('OOFF');
    expect(
      nextSepaSequenceType(oneOff, [{ collectionDate: '2026-02-02', sequenceType: 'OOFF', rejected: false }], '2026-03-02'),
    ).toBeNull();
    expect(nextSepaSequenceType(oneOff, [{ collectionDate: '2026-02-02', sequenceType: 'OOFF', rejected: true }], '2026-03-02')).toBe(
      'OOFF',
    );
  });
});
