import { describe, expect, it } from 'vitest';
import { estimateLeg, estimateMatrix, haversineMeters, isLatLng } from './tour-distance';

const liege = { lat: 50.6404, lng: 5.5714 }; // Place Saint-Lambert
const brussels = { lat: 50.8467, lng: 4.3525 }; // Grand-Place

describe('haversineMeters', () => {
  it('puts Liège about 89 km from Brussels as the crow flies', () => {
    expect(haversineMeters(liege, brussels)).toBeGreaterThan(88_000);
    expect(haversineMeters(liege, brussels)).toBeLessThan(90_000);
  });
  it('is zero for one point and the same both ways', () => {
    expect(haversineMeters(liege, liege)).toBe(0);
    expect(haversineMeters(liege, brussels)).toBeCloseTo(haversineMeters(brussels, liege), 6);
  });
  it('measures a degree of latitude as about 111.2 km', () => {
    expect(haversineMeters({ lat: 50, lng: 5 }, { lat: 51, lng: 5 })).toBeCloseTo(111_195, -1);
  });
});

describe('estimateLeg', () => {
  it('adds 30 % for the streets and drives at 30 km/h in town by default', () => {
    const a = { lat: 50.6404, lng: 5.5714 };
    const b = { lat: 50.6404 + 1 / 111.195, lng: 5.5714 }; // 1 km north
    const leg = estimateLeg(a, b);
    expect(leg.meters).toBeGreaterThanOrEqual(1299);
    expect(leg.meters).toBeLessThanOrEqual(1301);
    expect(leg.minutes).toBe(2.6); // 1.3 km at 30 km/h
  });
  it('takes another detour factor and speed', () => {
    const leg = estimateLeg(liege, brussels, { detourFactor: 1.2, speedKmh: 90 });
    expect(leg.meters).toBe(Math.round(haversineMeters(liege, brussels) * 1.2));
    expect(leg.minutes).toBeCloseTo((leg.meters / 1000 / 90) * 60, 1);
  });
  it('refuses a factor under 1 and a speed of zero', () => {
    expect(() => estimateLeg(liege, brussels, { detourFactor: 0.9 })).toThrow(RangeError);
    expect(() => estimateLeg(liege, brussels, { speedKmh: 0 })).toThrow(RangeError);
  });
});

describe('estimateMatrix', () => {
  it('is square, symmetric, zero on the diagonal, in the order given', () => {
    const points = [liege, brussels, { lat: 50.4108, lng: 4.4446 }];
    const m = estimateMatrix(points);
    expect(m.meters).toHaveLength(3);
    expect(m.minutes[1]).toHaveLength(3);
    for (let i = 0; i < 3; i++) {
      expect(m.meters[i][i]).toBe(0);
      for (let j = 0; j < 3; j++) expect(m.meters[i][j]).toBe(m.meters[j][i]);
    }
    expect(m.meters[0][1]).toBe(estimateLeg(liege, brussels).meters);
    expect(m.minutes[0][1]).toBe(estimateLeg(liege, brussels).minutes);
  });
});

describe('isLatLng', () => {
  it('accepts coordinates and refuses missing or impossible ones', () => {
    expect(isLatLng(liege)).toBe(true);
    expect(isLatLng({ lat: 91, lng: 0 })).toBe(false);
    expect(isLatLng({ lat: Number.NaN, lng: 0 })).toBe(false);
    expect(isLatLng(null)).toBe(false);
    expect(isLatLng({ lat: 50 })).toBe(false);
  });
});
