import { describe, expect, it } from 'vitest';
import { brusselsWallTimeToIso } from './brussels-time';

describe('brusselsWallTimeToIso', () => {
  it('reads a typed wall time as Brussels time, summer and winter', () => {
    expect(brusselsWallTimeToIso('2027-06-01T10:00')).toBe('2027-06-01T08:00:00.000Z');
    expect(brusselsWallTimeToIso('2027-12-01T10:00')).toBe('2027-12-01T09:00:00.000Z');
    expect(brusselsWallTimeToIso('2027-03-28T12:30')).toBe('2027-03-28T10:30:00.000Z');
  });

  it('refuses what is not a wall time', () => {
    expect(brusselsWallTimeToIso('')).toBeNull();
    expect(brusselsWallTimeToIso('tomorrow')).toBeNull();
  });
});
