import { describe, expect, it } from 'vitest';
import { boxCodeOpens, boxCodeState, boxOccupancy, freshBoxCode, generateBoxCode, isBoxCode, lastMonths } from './boxes';

/** A deterministic draw replaying `values` (each already in [0, max)). */
const replay = (values: number[]) => {
  let i = 0;
  return (max: number) => values[i++ % values.length]! % max;
};

describe('box codes', () => {
  it('are six digits 1–9, never starting with 12 (what a Nuki keypad accepts)', () => {
    expect(generateBoxCode(replay([3, 4, 5, 6, 7, 8]))).toBe('456789');
    // "12…" is drawn again: the first six digits are refused, the next six kept.
    expect(generateBoxCode(replay([0, 1, 2, 3, 4, 5, 8, 7, 6, 5, 4, 3]))).toBe('987654');
    expect(isBoxCode('987654')).toBe(true);
    expect(isBoxCode('123456')).toBe(false);
    expect(isBoxCode('103456')).toBe(false);
    expect(isBoxCode('98765')).toBe(false);
  });

  it('spread over the whole space with a real random source', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => generateBoxCode((max) => Math.floor(Math.random() * max))));
    expect(seen.size).toBeGreaterThan(1990);
    for (const code of seen) expect(isBoxCode(code)).toBe(true);
  });

  it('differ from the codes the box already holds for the period', () => {
    const draw = replay([8, 8, 8, 8, 8, 8, 7, 7, 7, 7, 7, 7]);
    expect(freshBoxCode(draw, new Set(['999999']))).toBe('888888');
  });

  it('open from the start (included) to the end (excluded), and never once revoked', () => {
    const code = { validFrom: new Date('2026-03-02T08:00:00Z'), validUntil: new Date('2026-03-02T16:00:00Z'), revokedAt: null };
    expect(boxCodeOpens(code, new Date('2026-03-02T07:59:59Z'))).toBe(false);
    expect(boxCodeOpens(code, new Date('2026-03-02T08:00:00Z'))).toBe(true);
    expect(boxCodeOpens(code, new Date('2026-03-02T15:59:59Z'))).toBe(true);
    expect(boxCodeOpens(code, new Date('2026-03-02T16:00:00Z'))).toBe(false);
    expect(boxCodeOpens({ ...code, revokedAt: new Date('2026-03-01T00:00:00Z') }, new Date('2026-03-02T09:00:00Z'))).toBe(false);
    expect(boxCodeState(code, new Date('2026-03-01T00:00:00Z'))).toBe('upcoming');
    expect(boxCodeState(code, new Date('2026-03-02T09:00:00Z'))).toBe('active');
    expect(boxCodeState(code, new Date('2026-03-02T16:00:00Z'))).toBe('expired');
    expect(boxCodeState({ ...code, revokedAt: new Date() }, new Date('2026-03-02T09:00:00Z'))).toBe('revoked');
  });
});

describe('box statistics', () => {
  it('give occupancy in whole percent', () => {
    expect(boxOccupancy(6, 3)).toBe(50);
    expect(boxOccupancy(3, 2)).toBe(67);
    expect(boxOccupancy(0, 0)).toBe(0);
    expect(boxOccupancy(2, 5)).toBe(100);
  });

  it('count months in Brussels time', () => {
    // 23:30 UTC on 31 March is already 1 April in Brussels (summer time).
    expect(lastMonths(new Date('2026-02-15T12:00:00Z'), 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });
});
