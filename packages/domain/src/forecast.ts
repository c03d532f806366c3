/**
 * Monthly forecasts (issue 30, decision 091): a seasonal-naive baseline and additive Holt-Winters, each backtested on
 * the last 12 months of history, the better one kept, with an 80 % interval from its backtest errors. Pure functions:
 * the API reads the history, these say what comes next and how far to trust it.
 */

export const SEASON = 12;
/** The backtest holds out the last year: the error a reader sees is the error the method made on that year. */
export const BACKTEST_MONTHS = 12;
/** Holt-Winters needs two seasons (one to start from, one to hold out); seasonal naive needs one season and a month. */
export const HOLT_WINTERS_MIN_MONTHS = 24;
export const SEASONAL_NAIVE_MIN_MONTHS = 13;
/** z of a two-sided 80 % interval of a normal error. */
export const Z80 = 1.2816;

export const FORECAST_METHODS = [
  'holt_winters',
  'seasonal_naive',
  /** 13–23 months: Holt-Winters is not tried, seasonal naive alone. */
  'seasonal_naive_short_history',
  /** Under 13 months: the mean of the months known, no season. */
  'mean_short_history',
  /** No month of history at all: nothing to say, zeros. */
  'no_history',
  /** Leasing income: the rent of the contracts running, known rather than modelled. */
  'known_contracts',
] as const;
export type ForecastMethod = (typeof FORECAST_METHODS)[number];

export type ForecastPoint = { value: number; low: number; high: number };
export type ForecastResult = {
  method: ForecastMethod;
  points: ForecastPoint[];
  backtestMapePercent: number | null;
  /** Every method tried and its backtest error, so the screen can say what it was compared with. */
  compared: { method: ForecastMethod; backtestMapePercent: number | null }[];
};

/** Next `horizon` months: each the same month one season earlier. */
export function seasonalNaive(history: readonly number[], horizon: number, season = SEASON): number[] {
  if (history.length < season) throw new Error(`seasonal naive needs ${season} months`);
  const last = history.slice(-season);
  return Array.from({ length: horizon }, (_, h) => last[h % season]!);
}

export type HoltWintersParams = { alpha: number; beta: number; gamma: number };

/**
 * Additive Holt-Winters: level, trend and one seasonal term per month of the season. Starts from the first season
 * (trend from the two first seasons' means when there are two, seasonals the first season's gaps to that line), then smooths
 * through the rest. Returns the forecast of the next `horizon` months and the sum of squared one-step errors.
 */
export function holtWinters(
  history: readonly number[],
  horizon: number,
  { alpha, beta, gamma }: HoltWintersParams,
  season = SEASON,
): { forecast: number[]; sse: number } {
  if (history.length < season) throw new Error(`Holt-Winters needs ${season} months`);
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const first = history.slice(0, season);
  const firstMean = mean(first);
  let trend = history.length >= 2 * season ? (mean(history.slice(season, 2 * season)) - firstMean) / season : 0;
  // The first season's mean sits in its middle month: each month's seasonal term is its gap to the trend line there.
  const middle = (season - 1) / 2;
  const seasonals = first.map((y, i) => y - (firstMean + trend * (i - middle)));
  let level = firstMean + trend * middle;
  let sse = 0;
  for (let t = season; t < history.length; t++) {
    const y = history[t]!;
    const s = seasonals[t % season]!;
    const predicted = level + trend + s;
    sse += (y - predicted) ** 2;
    const previousLevel = level;
    level = alpha * (y - s) + (1 - alpha) * (level + trend);
    trend = beta * (level - previousLevel) + (1 - beta) * trend;
    seasonals[t % season] = gamma * (y - level) + (1 - gamma) * s;
  }
  const n = history.length;
  const forecast = Array.from({ length: horizon }, (_, i) => level + (i + 1) * trend + seasonals[(n + i) % season]!);
  return { forecast, sse };
}

const GRID = [0.05, 0.2, 0.4, 0.6, 0.8];

/** Holt-Winters with the smoothing constants that fit the history best (least one-step squared error on a small grid). */
export function fittedHoltWinters(history: readonly number[], horizon: number, season = SEASON): number[] {
  let best: { forecast: number[]; sse: number } | null = null;
  for (const alpha of GRID)
    for (const beta of GRID)
      for (const gamma of GRID) {
        const run = holtWinters(history, horizon, { alpha, beta, gamma }, season);
        if (!best || run.sse < best.sse) best = run;
      }
  return best!.forecast;
}

/** Mean absolute percentage error, in percent, over the months whose actual value is not zero; null when there is none. */
export function mape(actual: readonly number[], predicted: readonly number[]): number | null {
  const terms = actual.flatMap((a, i) => (a === 0 ? [] : [Math.abs((a - predicted[i]!) / a)]));
  return terms.length === 0 ? null : (100 * terms.reduce((x, y) => x + y, 0)) / terms.length;
}

/** Root mean square of the backtest errors: the spread of the 80 % interval. */
const rms = (actual: readonly number[], predicted: readonly number[]) =>
  actual.length === 0 ? 0 : Math.sqrt(actual.reduce((sum, a, i) => sum + (a - predicted[i]!) ** 2, 0) / actual.length);

type Backtest = { method: ForecastMethod; mape: number | null; sigma: number; forecast: (h: number) => number[] };

/** Fit on everything but the held-out months, forecast them, compare. */
function backtest(history: readonly number[], method: ForecastMethod, fit: (xs: readonly number[], h: number) => number[]): Backtest {
  const hold = Math.min(BACKTEST_MONTHS, history.length - SEASON);
  const train = history.slice(0, history.length - hold);
  const actual = history.slice(history.length - hold);
  const predicted = fit(train, hold);
  return { method, mape: mape(actual, predicted), sigma: rms(actual, predicted), forecast: (h) => fit(history, h) };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
/** Sales and repair counts are never negative: a forecast below zero reads zero. */
const floor0 = (x: number) => Math.max(0, x);
const band = (values: number[], sigma: number): ForecastPoint[] =>
  values.map((v) => ({ value: floor0(v), low: floor0(v - Z80 * sigma), high: floor0(v + Z80 * sigma) }));

/**
 * The forecast of the next `horizon` months from a monthly history (oldest first, complete months only): both
 * methods backtested when the history allows, the lower MAPE kept (seasonal naive when tied: the simpler one);
 * shorter histories fall back and say so in `method`.
 */
export function forecastSeries(history: readonly number[], horizon: number): ForecastResult {
  const n = history.length;
  if (n === 0) return { method: 'no_history', points: band(Array(horizon).fill(0), 0), backtestMapePercent: null, compared: [] };
  if (n < SEASONAL_NAIVE_MIN_MONTHS) {
    const m = history.reduce((a, b) => a + b, 0) / n;
    const sd = Math.sqrt(history.reduce((s, y) => s + (y - m) ** 2, 0) / n);
    const compared = [{ method: 'mean_short_history' as const, backtestMapePercent: null }];
    return { method: 'mean_short_history', points: band(Array(horizon).fill(m), sd), backtestMapePercent: null, compared };
  }
  const candidates = [backtest(history, 'seasonal_naive', (xs, h) => seasonalNaive(xs, h))];
  if (n >= HOLT_WINTERS_MIN_MONTHS) candidates.push(backtest(history, 'holt_winters', (xs, h) => fittedHoltWinters(xs, h)));
  const score = (c: Backtest) => c.mape ?? Number.POSITIVE_INFINITY;
  const best = candidates.reduce((a, b) => (score(b) < score(a) ? b : a));
  const method: ForecastMethod = n < HOLT_WINTERS_MIN_MONTHS ? 'seasonal_naive_short_history' : best.method;
  return {
    method,
    points: band(best.forecast(horizon), best.sigma),
    backtestMapePercent: best.mape === null ? null : round2(best.mape),
    compared: candidates.map((c) => ({ method: c.method, backtestMapePercent: c.mape === null ? null : round2(c.mape) })),
  };
}
