import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { useComparedStatistics } from '@/features/insight/statistics/api/get-compared-statistics';
import { ComparedFigures } from '@/features/insight/statistics/components/compared-figures';
import { GroupedComparison } from '@/features/insight/statistics/components/grouped-comparison';
import { StatisticsScreen, useStatisticsParams } from '@/features/insight/statistics/components/statistics-screen';

const NO_GROUPS = [] as const;
const number = (n: number) => new Intl.NumberFormat('fr-BE', { maximumFractionDigits: 1 }).format(n);

/** `statistics/repair`: maintenance requests by category and urgency, turnaround median and 90th percentile (decision 090). */
export function RepairStatisticsPage() {
  const { t } = useTranslation('insight');
  const { period, set } = useStatisticsParams(NO_GROUPS);
  const { current, previous, lastYear, periods } = useComparedStatistics('repair', period);
  const data = current.data;
  const all = [data, previous.data, lastYear.data];
  type Figure = 'requests' | 'finished' | 'medianTurnaroundDays' | 'p90TurnaroundDays';
  const figure = (key: Figure) => all.map((x) => (x ? x[key] : null)) as [number | null, number | null, number | null];
  const asRows = (list: { key: string; requests: number }[] | undefined) => list?.map((c) => ({ ...c, label: c.key }));
  return (
    <StatisticsScreen
      tab="repair"
      period={period}
      onPeriod={(p) => set(p)}
      state={{ isPending: current.isPending, error: current.error }}
      controls={
        <Group justify="flex-end">
          <DownloadButtons path="/statistics/repair" query={{ ...period }} />
        </Group>
      }
    >
      {data && (
        <Stack gap="lg">
          <ComparedFigures
            periods={periods}
            figures={[
              { key: 'requests', label: t('statistics.figures.requests'), values: figure('requests'), format: number },
              { key: 'finished', label: t('statistics.figures.finished'), values: figure('finished'), format: number },
              { key: 'median', label: t('statistics.figures.median'), values: figure('medianTurnaroundDays'), format: number },
              { key: 'p90', label: t('statistics.figures.p90'), values: figure('p90TurnaroundDays'), format: number },
            ]}
          />
          <Text size="sm" c="dimmed">
            {t('statistics.repairNote')}
          </Text>
          {data.requests === 0 ? (
            <Text>{t('statistics.empty')}</Text>
          ) : (
            <>
              <GroupedComparison
                title={t('statistics.chart.repair')}
                groupBy="category"
                byMonth={false}
                series={[asRows(data.byCategory)!, asRows(previous.data?.byCategory), asRows(lastYear.data?.byCategory)]}
                metric={(r) => r.requests}
                format={number}
              />
              <Title order={2} size="h4">
                {t('statistics.byPriority')}
              </Title>
              <GroupedComparison
                title={t('statistics.byPriority')}
                groupBy="priority"
                byMonth={false}
                series={[asRows(data.byPriority)!, asRows(previous.data?.byPriority), asRows(lastYear.data?.byPriority)]}
                metric={(r) => r.requests}
                format={number}
              />
            </>
          )}
        </Stack>
      )}
    </StatisticsScreen>
  );
}
