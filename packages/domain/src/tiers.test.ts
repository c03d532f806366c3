import { describe, expect, it } from 'vitest';
import { batteryTier, engineTier, sizeBand } from './tiers';

describe('engineTier', () => {
  it('maps torque boundaries', () => {
    expect(engineTier(40)).toBe('light');
    expect(engineTier(50)).toBe('light');
    expect(engineTier(60)).toBe('medium');
    expect(engineTier(65)).toBe('medium');
    expect(engineTier(65.1)).toBe('large');
    expect(engineTier(85)).toBe('large');
  });

  it('counts the unspecified 50–60 Nm gap as medium', () => {
    expect(engineTier(50.5)).toBe('medium');
    expect(engineTier(55)).toBe('medium');
    expect(engineTier(59.9)).toBe('medium');
  });

  it('rejects non-positive or non-finite torque', () => {
    expect(() => engineTier(0)).toThrow(RangeError);
    expect(() => engineTier(-10)).toThrow(RangeError);
    expect(() => engineTier(Number.NaN)).toThrow(RangeError);
    expect(() => engineTier(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('batteryTier', () => {
  it('maps capacity boundaries', () => {
    expect(batteryTier(400)).toBe('small');
    expect(batteryTier(500)).toBe('small');
    expect(batteryTier(625)).toBe('medium');
    expect(batteryTier(630)).toBe('medium');
    expect(batteryTier(631)).toBe('large');
    expect(batteryTier(750)).toBe('large');
  });

  it('counts the unspecified 500–625 Wh gap as medium', () => {
    expect(batteryTier(501)).toBe('medium');
    expect(batteryTier(545)).toBe('medium');
    expect(batteryTier(624)).toBe('medium');
  });

  it('rejects non-positive or non-finite capacity', () => {
    expect(() => batteryTier(0)).toThrow(RangeError);
    expect(() => batteryTier(Number.NaN)).toThrow(RangeError);
  });
});

describe('sizeBand', () => {
  it('maps rider height in centimetres with inclusive lower bounds', () => {
    expect(sizeBand(150)).toBe('S');
    expect(sizeBand(159.9)).toBe('S');
    expect(sizeBand(160)).toBe('M');
    expect(sizeBand(174)).toBe('M');
    expect(sizeBand(175)).toBe('L');
    expect(sizeBand(185)).toBe('L');
    expect(sizeBand(185.5)).toBe('XL');
    expect(sizeBand(186)).toBe('XL');
    expect(sizeBand(200)).toBe('XL');
  });

  it('rejects non-positive or non-finite height', () => {
    expect(() => sizeBand(0)).toThrow(RangeError);
    expect(() => sizeBand(-170)).toThrow(RangeError);
    expect(() => sizeBand(Number.NaN)).toThrow(RangeError);
  });
});
