import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { useComparedStatistics } from '@/features/insight/statistics/api/get-compared-statistics';
import { ComparedFigures } from '@/features/insight/statistics/components/compared-figures';
import { GroupedComparison } from '@/features/insight/statistics/components/grouped-comparison';
import { StatisticsScreen, useStatisticsParams } from '@/features/insight/statistics/components/statistics-screen';

const NO_GROUPS = [] as const;
const number = (n: number) => new Intl.NumberFormat('fr-BE', { maximumFractionDigits: 1 }).format(n);

const hours = (minutes: number) => number(minutes / 60);

/**
 * `statistics/repair`: maintenance requests by category, urgency, store and mechanic, turnaround median and 90th
 * percentile, first-time fix and the workshop's load against its capacity (decisions 090 and 096).
 */
export function RepairStatisticsPage() {
  const { t } = useTranslation('insight');
  const { period, set } = useStatisticsParams(NO_GROUPS);
  const { current, previous, lastYear, periods } = useComparedStatistics('repair', period);
  const data = current.data;
  const dash = (n: number | null) => (n === null ? t('statistics.compare.noChange') : number(n));
  const all = [data, previous.data, lastYear.data];
  type Figure = 'requests' | 'finished' | 'medianTurnaroundDays' | 'p90TurnaroundDays' | 'firstTimeFixPercent';
  type Values = [number | null, number | null, number | null];
  const figure = (key: Figure) => all.map((x) => (x ? x[key] : null)) as Values;
  const load = (key: 'bookedMinutes' | 'capacityMinutes' | 'loadPercent') => all.map((x) => (x ? x.workshopLoad[key] : null)) as Values;
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
              { key: 'firstTimeFix', label: t('statistics.figures.firstTimeFix'), values: figure('firstTimeFixPercent'), format: number },
              { key: 'booked', label: t('statistics.figures.bookedHours'), values: load('bookedMinutes'), format: hours },
              { key: 'capacity', label: t('statistics.figures.capacityHours'), values: load('capacityMinutes'), format: hours },
              { key: 'load', label: t('statistics.figures.load'), values: load('loadPercent'), format: number },
            ]}
          />
          <Text size="sm" c="dimmed">
            {t('statistics.repairNote')} {t('statistics.firstTimeFixNote')}
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
              <Title order={2} size="h4">
                {t('statistics.byStore')}
              </Title>
              <GroupedComparison
                title={t('statistics.byStore')}
                groupBy="store"
                byMonth={false}
                series={[data.byStore, previous.data?.byStore, lastYear.data?.byStore]}
                metric={(r) => r.requests}
                format={number}
                extra={[
                  { header: t('statistics.figures.finished'), cell: (r) => number(r.finished) },
                  { header: t('statistics.figures.median'), cell: (r) => dash(r.medianTurnaroundDays) },
                  { header: t('statistics.figures.load'), cell: (r) => dash(r.loadPercent) },
                ]}
              />
            </>
          )}
          {data.byMechanic.length > 0 && (
            <>
              <Title order={2} size="h4">
                {t('statistics.byMechanic')}
              </Title>
              <GroupedComparison
                title={t('statistics.byMechanic')}
                groupBy="mechanic"
                byMonth={false}
                series={[data.byMechanic, previous.data?.byMechanic, lastYear.data?.byMechanic]}
                metric={(r) => r.finished}
                format={number}
                extra={[{ header: t('statistics.figures.median'), cell: (r) => dash(r.medianTurnaroundDays) }]}
              />
            </>
          )}
        </Stack>
      )}
    </StatisticsScreen>
  );
}
