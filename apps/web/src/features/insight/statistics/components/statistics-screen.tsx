import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { isStatisticsPeriod, type StatisticsPeriod } from '@veloport/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StatisticsTabs } from '@/components/ui/statistics-tabs';
import { PERIOD_PRESETS, StatisticsPeriodPicker } from '@/features/insight/statistics/components/statistics-period-picker';
import { useErrorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/use-page-title';

/** The period and grouping read from the address (`?from=&to=&groupBy=`), so a view can be bookmarked and shared. */
export function useStatisticsParams<G extends string>(groups: readonly G[]) {
  const [search, setSearch] = useSearchParams();
  const asked = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  const period: StatisticsPeriod = isStatisticsPeriod(asked) ? asked : PERIOD_PRESETS.thisYear();
  const groupBy = (groups as readonly string[]).includes(search.get('groupBy') ?? '') ? (search.get('groupBy') as G) : groups[0]!;
  const set = (next: Partial<StatisticsPeriod & { groupBy: G }>) => {
    const merged = { ...period, groupBy, ...next };
    // A period typed backwards is read the right way round.
    const [from, to] = merged.from <= merged.to ? [merged.from, merged.to] : [merged.to, merged.from];
    setSearch({ from, to, groupBy: merged.groupBy }, { replace: true });
  };
  return { period, groupBy, set };
}

/** Every statistics screen: the title, the tabs, the period picker, then the statistic once its three reads are in. */
export function StatisticsScreen({
  tab,
  period,
  onPeriod,
  controls,
  state,
  children,
}: {
  tab: string;
  period: StatisticsPeriod;
  onPeriod: (p: StatisticsPeriod) => void;
  controls?: ReactNode;
  state: { isPending: boolean; error: unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation('insight');
  const errorMessage = useErrorMessage();
  usePageTitle(`${t(`statistics.tabs.${tab}`)} · ${t('statistics.title')}`);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('statistics.title')}</Title>
        <Text c="dimmed">{t('statistics.intro')}</Text>
      </div>
      <StatisticsTabs />
      <StatisticsPeriodPicker period={period} onChange={onPeriod} />
      {controls}
      {state.error ? <Alert color="red">{errorMessage(state.error)}</Alert> : null}
      {state.isPending ? <Loader aria-label={t(`statistics.tabs.${tab}`)} /> : children}
    </Stack>
  );
}
