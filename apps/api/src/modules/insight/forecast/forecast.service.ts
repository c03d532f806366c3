import {
  addMonthKeys,
  FORECAST_METRICS,
  FORECAST_MONTHS_DEFAULT,
  FORECAST_MONTHS_MAX,
  FORECAST_MONTHS_MIN,
  forecastSeries,
  monthsBetween,
  type Clock,
  type Forecast,
  type FieldCode,
  type ForecastMetric,
} from '@veloport/domain';
import type { Db } from '../../../db/client';
import { invalid } from '../../../platform/errors';
import { forecastRepository as repo } from './forecast.repository';

/** Five years of months at most: older seasons say little about the next one, and the read stays small. */
const HISTORY_MONTHS = 60;

/** The query as typed: a metric of the list and a whole number of months in range, or 422 with the field at fault. */
export function parseForecastQuery(query: { metric?: string; months?: string }): { metric: ForecastMetric; months: number } {
  const metric = (query.metric ?? 'sales') as ForecastMetric;
  const months = query.months === undefined ? FORECAST_MONTHS_DEFAULT : Number(query.months);
  const fields: Record<string, FieldCode> = {};
  if (!FORECAST_METRICS.includes(metric)) fields.metric = 'invalid';
  if (!/^\d{1,2}$/.test(query.months ?? '6') || months < FORECAST_MONTHS_MIN || months > FORECAST_MONTHS_MAX) fields.months = 'invalid';
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return { metric, months };
}

/** Every month from `first` to `last` (inclusive), a month without a row reading 0. */
function filled(rows: { month: string; value: number }[], first: string, last: string) {
  const byMonth = new Map(rows.map((r) => [r.month, r.value]));
  const count = monthsBetween(first, last) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const month = addMonthKeys(first, i);
    return { month, value: byMonth.get(month) ?? 0 };
  });
}

export type ForecastService = ReturnType<typeof createForecastService>;

/**
 * The forecast of sales, repair requests and leasing income (issue 30, decision 091). History runs from the first
 * month with data (at most five years back) to last month; the forecast starts with the current month.
 */
export function createForecastService({ clock, db }: { clock: Clock; db: Db }) {
  return {
    async forecast(query: { metric?: string; months?: string }): Promise<Forecast> {
      const { metric, months } = parseForecastQuery(query);
      const current = clock.today().slice(0, 7);
      const lastComplete = addMonthKeys(current, -1);
      const oldest = addMonthKeys(current, -HISTORY_MONTHS);
      const ahead = Array.from({ length: months }, (_, i) => addMonthKeys(current, i));

      if (metric === 'leasing_income') {
        const [past, known] = await Promise.all([
          repo.leasingRentByMonth(db, `${oldest}-01`, `${lastComplete}-01`, false),
          repo.leasingRentByMonth(db, `${current}-01`, `${ahead.at(-1)}-01`, true),
        ]);
        const first = past.find((r) => r.value !== 0)?.month;
        return {
          metric,
          unit: 'cents',
          history: first ? past.filter((r) => r.month >= first) : [],
          forecast: known.map((r) => ({ month: r.month, value: r.value, low: r.value, high: r.value })),
          method: 'known_contracts',
          backtestMapePercent: null,
          compared: [],
          intervalPercent: 80,
        };
      }

      const rows =
        metric === 'sales'
          ? await repo.salesByMonth(db, `${oldest}-01`, `${current}-01`)
          : await repo.repairsByMonth(db, `${oldest}-01`, `${current}-01`);
      // History starts at the first month with anything in it: the empty years before the business used the portal
      // are not twelve zeros of a season.
      const first = rows.find((r) => r.value !== 0)?.month;
      const history = first ? filled(rows, first, lastComplete) : [];
      const result = forecastSeries(
        history.map((h) => h.value),
        months,
      );
      const round = (x: number) => (metric === 'sales' ? Math.round(x) : Math.round(x * 10) / 10);
      return {
        metric,
        unit: metric === 'sales' ? 'cents' : 'count',
        history,
        forecast: result.points.map((p, i) => ({ month: ahead[i]!, value: round(p.value), low: round(p.low), high: round(p.high) })),
        method: result.method,
        backtestMapePercent: result.backtestMapePercent,
        compared: result.compared,
        intervalPercent: 80,
      };
    },
  };
}
