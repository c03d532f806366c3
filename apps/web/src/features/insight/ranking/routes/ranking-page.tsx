import { Alert, Card, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { brusselsToday, can, type RankingScope } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRanking } from '@/features/insight/ranking/api/get-ranking';
import { Co2FactorForm } from '@/features/insight/ranking/components/co2-factor-form';
import { CommuteForm } from '@/features/insight/ranking/components/commute-form';
import { monthLabel } from '@/features/insight/ranking/components/month-label';
import { MyRides } from '@/features/insight/ranking/components/my-rides';
import { RankingEventPicker } from '@/features/insight/ranking/components/ranking-event-picker';
import { RankingPeriodPicker } from '@/features/insight/ranking/components/ranking-period-picker';
import { RankingTable } from '@/features/insight/ranking/components/ranking-table';
import { RideForm } from '@/features/insight/ranking/components/ride-form';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * `ranking`: riders by km and CO2 saved, a month or a year, in one's company or across all, or an event's teams; add a
 * ride, declare a commute.
 */
export function RankingPage() {
  const { t, i18n } = useTranslation('ranking');
  const errorMessage = useErrorMessage();
  const user = useAuthUser();
  usePageTitle(t('title'));
  // useMediaQuery is already in the first load (the dashboard's layout); useMatches would add to it.
  const scopeOrientation = useMediaQuery('(min-width: 36em)') ? 'horizontal' : 'vertical';
  const [period, setPeriod] = useState(() => brusselsToday().slice(0, 7));
  const [scope, setScope] = useState<RankingScope>('company');
  const [eventId, setEventId] = useState<number>();
  const teams = scope === 'teams';
  const ranking = useRanking(period, scope, teams ? eventId : undefined);
  // The last ranking stays on screen while the next period loads, but not under another scope's caption.
  const data = ranking.data?.scope === scope ? ranking.data : undefined;

  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <Group align="flex-end" gap="lg" wrap="wrap">
        <RankingPeriodPicker period={period} onChange={setPeriod} />
        <SegmentedControl
          // Three scopes side by side do not fit a phone's width: stacked there.
          orientation={scopeOrientation}
          aria-label={t('scope.label')}
          value={scope}
          onChange={(value) => setScope(value as RankingScope)}
          data={[
            { value: 'company', label: t('scope.company') },
            { value: 'all', label: t('scope.all') },
            { value: 'teams', label: t('scope.teams') },
          ]}
        />
        {teams && <RankingEventPicker eventId={eventId} onChange={setEventId} />}
      </Group>
      {ranking.isFetching && !data && <Loader aria-label={t('loading')} />}
      {ranking.isError && <Alert color="red">{errorMessage(ranking.error)}</Alert>}
      {data && (
        <Stack gap="xs">
          {data.data.length === 0 ? (
            <Text>{t('table.empty')}</Text>
          ) : (
            <RankingTable
              caption={t(teams ? 'teams.caption' : 'table.caption', { period: monthLabel(data.period, i18n.language) })}
              rows={data.data}
              teams={teams}
            />
          )}
          <Text size="sm" c="dimmed">
            {t('factor', { grams: data.carGramsPerKm })}
          </Text>
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('rides.title')}
            </Title>
            <RideForm />
            <MyRides />
          </Stack>
        </Card>
        <Card withBorder radius="md">
          <CommuteForm />
        </Card>
      </SimpleGrid>
      {can(user, 'admin') && (
        <Card withBorder radius="md">
          <Co2FactorForm />
        </Card>
      )}
    </Stack>
  );
}
