import { describe, expect, it } from 'vitest';
import { forecastSeries, holtWinters, mape, seasonalNaive, Z80 } from './forecast';

// A shop's months: a summer peak and a winter trough, the same every year.
const SEASON_SHAPE = [-30, -25, -10, 5, 20, 35, 40, 30, 10, -5, -25, -45];
const seasonal = (months: number, trendPerMonth = 0) =>
  Array.from({ length: months }, (_, t) => 200 + trendPerMonth * t + SEASON_SHAPE[t % 12]!);

describe('forecast', () => {
  it('seasonal naive repeats last year, Holt-Winters carries a season and a trend, MAPE reads in percent', () => {
    expect(seasonalNaive(seasonal(24), 3)).toEqual([170, 175, 190]);
    // A flat level and season: Holt-Winters starting from the first year forecasts it exactly.
    const { forecast } = holtWinters(seasonal(36), 12, { alpha: 0.3, beta: 0.1, gamma: 0.1 });
    forecast.forEach((f, i) => expect(f).toBeCloseTo(seasonal(48)[36 + i]!, 6));
    expect(mape([100, 200, 0], [110, 150, 5])).toBeCloseTo(17.5, 6);
    expect(mape([0, 0], [1, 2])).toBeNull();
  });

  it('keeps the method that backtests better, with an interval from its backtest errors', () => {
    // A pure season: seasonal naive is exact on the held-out year, so it is kept, with no spread.
    const flat = forecastSeries(seasonal(36), 6);
    expect(flat.method).toBe('seasonal_naive');
    expect(flat.backtestMapePercent).toBe(0);
    expect(flat.points.map((p) => p.value)).toEqual(seasonal(42).slice(36));
    expect(flat.points.every((p) => p.low === p.value && p.high === p.value)).toBe(true);
    expect(flat.compared.map((c) => c.method)).toEqual(['seasonal_naive', 'holt_winters']);

    // The same season rising 3 a month: last year's value is 36 short every month; Holt-Winters follows the rise.
    const rising = forecastSeries(seasonal(36, 3), 6);
    expect(rising.method).toBe('holt_winters');
    const naive = rising.compared.find((c) => c.method === 'seasonal_naive')!;
    expect(naive.backtestMapePercent).toBeGreaterThan(10);
    expect(rising.backtestMapePercent!).toBeLessThan(naive.backtestMapePercent!);
    rising.points.forEach((p, i) => {
      const truth = seasonal(42, 3)[36 + i]!;
      expect(Math.abs(p.value - truth) / truth).toBeLessThan(0.05);
      expect(p.low).toBeLessThanOrEqual(p.value);
      expect(p.high - p.value).toBeCloseTo(p.value - p.low, 6);
    });
  });

  it('falls back on short histories and says so', () => {
    const short = forecastSeries(seasonal(18), 3);
    expect(short.method).toBe('seasonal_naive_short_history');
    expect(short.compared.map((c) => c.method)).toEqual(['seasonal_naive']);
    expect(short.backtestMapePercent).toBe(0);

    const tiny = forecastSeries([10, 20, 30], 2);
    expect(tiny.method).toBe('mean_short_history');
    expect(tiny.backtestMapePercent).toBeNull();
    expect(tiny.points[0]!.value).toBe(20);
    expect(tiny.points[0]!.high).toBeCloseTo(20 + Z80 * Math.sqrt(200 / 3), 6);
    expect(tiny.points[0]!.low).toBeGreaterThanOrEqual(0);

    expect(forecastSeries([], 2)).toMatchObject({ method: 'no_history', backtestMapePercent: null, points: [{ value: 0 }, { value: 0 }] });
  });
});
