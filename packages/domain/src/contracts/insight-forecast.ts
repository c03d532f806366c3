import { z } from 'zod';
import { FORECAST_METHODS } from '../forecast';

export const FORECAST_METRICS = ['sales', 'repairs', 'leasing_income'] as const;
export type ForecastMetric = (typeof FORECAST_METRICS)[number];
export const FORECAST_MONTHS_MIN = 3;
export const FORECAST_MONTHS_MAX = 12;
export const FORECAST_MONTHS_DEFAULT = 6;

/**
 * `GET /api/statistics/forecast?metric=&months=`. Read as text and checked by the service: a wrong value answers 422
 * `validation_failed` with the field at fault (`metric` or `months`), as any invalid input does.
 */
export const forecastQuerySchema = z.object({
  metric: z
    .string()
    .max(40)
    .optional()
    .describe(`One of ${FORECAST_METRICS.join(', ')} (default sales)`),
  months: z
    .string()
    .max(10)
    .optional()
    .describe(`Months to forecast, ${FORECAST_MONTHS_MIN} to ${FORECAST_MONTHS_MAX} (default ${FORECAST_MONTHS_DEFAULT})`),
});

/** Sales: cents excluding VAT; repairs: requests; leasing income: cents of monthly rent. */
export const forecastSchema = z.object({
  metric: z.enum(FORECAST_METRICS),
  unit: z.enum(['cents', 'count']),
  history: z.array(z.object({ month: z.string(), value: z.number() })),
  forecast: z.array(z.object({ month: z.string(), value: z.number(), low: z.number(), high: z.number() })),
  method: z.enum(FORECAST_METHODS),
  /** Mean absolute percentage error of the chosen method on the last 12 months held out; null when not computable. */
  backtestMapePercent: z.number().nullable(),
  compared: z.array(z.object({ method: z.enum(FORECAST_METHODS), backtestMapePercent: z.number().nullable() })),
  /** The interval's coverage, in percent (80). */
  intervalPercent: z.number(),
});
export type Forecast = z.infer<typeof forecastSchema>;
