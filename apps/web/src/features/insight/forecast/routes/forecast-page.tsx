import { Alert, Card, Group, Loader, NativeSelect, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { FORECAST_METRICS, FORECAST_MONTHS_MAX, FORECAST_MONTHS_MIN, formatDecimal, formatPrice } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForecast, type Forecast, type ForecastMetric } from '@/features/insight/forecast/api/get-forecast';
import { ForecastChart } from '@/features/insight/forecast/components/forecast-chart';
import { useErrorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/use-page-title';
import { StatisticsTabs } from '@/components/ui/statistics-tabs';

const MONTH_CHOICES = Array.from({ length: FORECAST_MONTHS_MAX - FORECAST_MONTHS_MIN + 1 }, (_, i) => FORECAST_MONTHS_MIN + i);
/** Rows of history the table repeats: the last year, enough to compare each month ahead with the same one before. */
const HISTORY_ROWS = 12;

/** How far to trust it, from the backtest error (decision 091): a word and a sentence beside the chart. */
function trustOf(data: Forecast): 'known' | 'none' | 'good' | 'fair' | 'rough' {
  if (data.method === 'known_contracts') return 'known';
  if (data.backtestMapePercent === null) return 'none';
  if (data.backtestMapePercent <= 10) return 'good';
  return data.backtestMapePercent <= 25 ? 'fair' : 'rough';
}

/** `statistics/forecast` (admin): sales, repair requests or leasing income, the months ahead with an interval. */
export function ForecastPage() {
  const { t, i18n } = useTranslation('insight');
  const errorMessage = useErrorMessage();
  const [metric, setMetric] = useState<ForecastMetric>('sales');
  const [months, setMonths] = useState(6);
  const forecast = useForecast(metric, months);
  usePageTitle(t('forecast.title'));
  const data = forecast.data;
  const format = (n: number) => (data?.unit === 'count' ? formatDecimal(n, 1) : formatPrice(n));
  const monthLabel = (month: string) =>
    new Date(`${month}-01T12:00:00Z`).toLocaleDateString(i18n.language, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const longMonth = (month: string) =>
    new Date(`${month}-01T12:00:00Z`).toLocaleDateString(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const metricLabel = t(`forecast.metrics.${metric}`);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('forecast.title')}</Title>
        <Text c="dimmed">{t('forecast.intro')}</Text>
      </div>
      <StatisticsTabs />
      <Group align="end" gap="md">
        <NativeSelect
          label={t('forecast.metric')}
          value={metric}
          onChange={(e) => setMetric(e.currentTarget.value as ForecastMetric)}
          data={FORECAST_METRICS.map((m) => ({ value: m, label: t(`forecast.metrics.${m}`) }))}
          maw={280}
        />
        <NativeSelect
          label={t('forecast.months')}
          value={String(months)}
          onChange={(e) => setMonths(Number(e.currentTarget.value))}
          data={MONTH_CHOICES.map((n) => ({ value: String(n), label: t('forecast.monthsCount', { count: n }) }))}
          maw={160}
        />
      </Group>
      {forecast.isError && <Alert color="red">{errorMessage(forecast.error)}</Alert>}
      {forecast.isPending && <Loader aria-label={t('loading')} />}
      {data && (
        <>
          <Card withBorder padding="md">
            <Stack gap={4}>
              <Text fw={600}>{t('forecast.methodLine', { method: t(`forecast.methods.${data.method}`) })}</Text>
              <Text>
                {data.backtestMapePercent === null
                  ? t('forecast.noBacktest')
                  : t('forecast.backtest', { mape: formatDecimal(data.backtestMapePercent, 1) })}
              </Text>
              <Text>{t(`forecast.trust.${trustOf(data)}`, { interval: data.intervalPercent })}</Text>
              {data.compared.length > 1 && (
                <Text size="sm" c="dimmed">
                  {t('forecast.compared', {
                    list: data.compared
                      .map(
                        (c) =>
                          `${t(`forecast.methods.${c.method}`)} ${c.backtestMapePercent === null ? '—' : `${formatDecimal(c.backtestMapePercent, 1)} %`}`,
                      )
                      .join(' · '),
                  })}
                </Text>
              )}
            </Stack>
          </Card>
          {data.history.length === 0 && data.forecast.every((f) => f.value === 0) ? (
            <Text>{t('forecast.empty')}</Text>
          ) : (
            <ForecastChart
              data={data}
              title={t('forecast.chartTitle', { metric: metricLabel })}
              labels={{
                actual: t('forecast.actual'),
                forecast: t('forecast.forecast'),
                interval: t('forecast.interval', { interval: data.intervalPercent }),
              }}
              formatValue={format}
              formatMonth={monthLabel}
            />
          )}
          <ScrollArea type="auto">
            <Table striped miw={480}>
              <caption>{t('forecast.tableTitle', { metric: metricLabel })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('forecast.month')}</th>
                  <th scope="col">{t('forecast.kind')}</th>
                  <th scope="col">{t('forecast.value')}</th>
                  <th scope="col">{t('forecast.low')}</th>
                  <th scope="col">{t('forecast.high')}</th>
                </tr>
              </thead>
              <tbody>
                {data.history.slice(-HISTORY_ROWS).map((h) => (
                  <tr key={h.month}>
                    <th scope="row">{longMonth(h.month)}</th>
                    <td>{t('forecast.actual')}</td>
                    <td>{format(h.value)}</td>
                    <td />
                    <td />
                  </tr>
                ))}
                {data.forecast.map((f) => (
                  <tr key={f.month}>
                    <th scope="row">{longMonth(f.month)}</th>
                    <td>{t('forecast.forecast')}</td>
                    <td>{format(f.value)}</td>
                    <td>{format(f.low)}</td>
                    <td>{format(f.high)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollArea>
        </>
      )}
    </Stack>
  );
}
