import { Alert, Card, Loader, NativeSelect, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedBarChart } from '@/components/ui/stacked-bar-chart';
import { useMyStatistics, type MyStatistics } from '@/features/sharing/statistics/api/get-my-statistics';
import { FiguresTable } from '@/features/sharing/statistics/components/figures-table';
import { figure, monthLabel } from '@/features/sharing/statistics/components/month-label';
import { useErrorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/use-page-title';

type Month = MyStatistics['months'][number];

/** `reservations/statistics`: my shared-bike use, a year at a time since 1 April 2024 (seed §9): days out of 60, trips per month. */
export function MyStatisticsPage() {
  const { t, i18n } = useTranslation('sharingStats');
  const errorMessage = useErrorMessage();
  const [year, setYear] = useState<number | null>(null);
  const stats = useMyStatistics(year);
  usePageTitle(t('mine.title'));
  const data = stats.data;
  const locale = i18n.language;

  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1}>{t('mine.title')}</Title>
        <Text c="dimmed">{t('mine.intro')}</Text>
      </div>
      {stats.isPending && <Loader aria-label={t('loading')} />}
      {stats.isError && <Alert color="red">{errorMessage(stats.error)}</Alert>}
      {data && (
        <>
          <NativeSelect
            label={t('mine.year')}
            value={String(data.year)}
            onChange={(e) => setYear(Number(e.currentTarget.value))}
            data={data.years.map((y) => String(y))}
            maw={200}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Card withBorder>
              <Text size="sm" c="dimmed">
                {t('mine.daysTitle', { year: data.year })}
              </Text>
              <Text fz={28} fw={700}>
                {t('mine.daysOf', { used: data.daysUsed, limit: data.limit })}
              </Text>
              <Progress
                value={Math.min(100, (data.daysUsed / data.limit) * 100)}
                aria-label={t('mine.daysOf', { used: data.daysUsed, limit: data.limit })}
                mt="xs"
              />
              <Text size="sm" mt="xs">
                {t('mine.daysLeft', { count: Math.max(0, data.limit - data.daysUsed) })}
              </Text>
            </Card>
            <Card withBorder>
              <Text size="sm" c="dimmed">
                {t('mine.tripsTitle', { year: data.year })}
              </Text>
              <Text fz={28} fw={700}>
                {data.trips}
              </Text>
              <Text size="sm" mt="xs">
                {t('mine.hoursTotal', { hours: figure(data.months.reduce((n, m) => n + m.hours, 0)) })}
              </Text>
            </Card>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <div>
              <StackedBarChart
                title={t('mine.chart', { year: data.year })}
                labelHeader={t('fields.month')}
                totalHeader={t('fields.trips')}
                formatNumber={figure}
                series={[{ key: 'trips', label: t('fields.trips'), color: 'var(--mantine-color-blue-6)' }]}
                bars={data.months.map((m) => ({ key: m.month, label: monthLabel(m.month, locale), values: { trips: m.trips } }))}
              />
            </div>
            <div>
              <FiguresTable<Month>
                caption={t('mine.table', { year: data.year })}
                rows={data.months}
                rowKey={(m) => m.month}
                columns={[
                  { key: 'month', header: t('fields.month'), render: (m) => monthLabel(m.month, locale) },
                  { key: 'trips', header: t('fields.trips'), render: (m) => m.trips, numeric: true },
                  { key: 'days', header: t('fields.days'), render: (m) => m.days, numeric: true },
                  { key: 'hours', header: t('fields.hours'), render: (m) => figure(m.hours), numeric: true },
                ]}
              />
            </div>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
