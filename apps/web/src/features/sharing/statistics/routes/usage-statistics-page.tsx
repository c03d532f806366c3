import { Alert, Card, Loader, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, can } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedBarChart } from '@/components/ui/stacked-bar-chart';
import { useStatisticsCompanies } from '@/features/sharing/statistics/api/get-statistics-companies';
import { useUsageStatistics, type UsageStatistics } from '@/features/sharing/statistics/api/get-usage-statistics';
import { FiguresTable } from '@/features/sharing/statistics/components/figures-table';
import { figure, monthLabel } from '@/features/sharing/statistics/components/month-label';
import { PeriodPicker, PRESETS } from '@/features/sharing/statistics/components/period-picker';
import { StatisticsSection } from '@/features/sharing/statistics/components/statistics-section';
import { TurnedAwaySection } from '@/features/sharing/statistics/components/turned-away-section';
import { useAuth } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/use-page-title';

type Bike = UsageStatistics['bikes'][number];
type Building = UsageStatistics['buildings'][number];
type Month = UsageStatistics['months'][number];
type Idle = UsageStatistics['idle'][number];

/** `fleet/usage-statistics` (fleet manager; an admin picks a company): use per bike, building and month, idle bikes, turned-away searches. */
export function UsageStatisticsPage() {
  const { t, i18n } = useTranslation('sharingStats');
  const errorMessage = useErrorMessage();
  const { user } = useAuth();
  const isAdmin = can(user, 'admin');
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [period, setPeriod] = useState(PRESETS.last30);
  const companies = useStatisticsCompanies(isAdmin);
  const ready = !isAdmin || companyId !== null;
  const stats = useUsageStatistics(period, companyId, ready);
  usePageTitle(t('usage.title'));
  const locale = i18n.language;
  const query: Record<string, string | number> = companyId ? { ...period, companyId } : { ...period };
  const exportOf = (table: string) => ({ path: '/shared-bikes/statistics/export', query: { ...query, table } });
  const s = stats.data;
  const tripsSeries = [{ key: 'trips', label: t('fields.trips'), color: 'var(--mantine-color-blue-6)' }];
  const hoursSeries = [{ key: 'hours', label: t('fields.hours'), color: 'var(--mantine-color-teal-7)' }];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('usage.title')}</Title>
        <Text c="dimmed">{t('usage.intro')}</Text>
      </div>
      {isAdmin && (
        <NativeSelect
          label={t('usage.company')}
          value={companyId ? String(companyId) : ''}
          onChange={(e) => setCompanyId(Number(e.currentTarget.value) || null)}
          data={[
            { value: '', label: t('usage.pickCompany') },
            ...(companies.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          maw={360}
        />
      )}
      <PeriodPicker period={period} onChange={setPeriod} />
      {stats.isError && <Alert color="red">{errorMessage(stats.error)}</Alert>}
      {ready && stats.isPending && <Loader aria-label={t('loading')} />}
      {ready && s && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {(
              [
                ['trips', s.totals.trips],
                ['hours', figure(s.totals.hours)],
                ['idle', `${s.totals.idle} / ${s.totals.bikes}`],
                ['turnedAway', s.totals.turnedAway],
              ] as const
            ).map(([key, value]) => (
              <Card key={key} withBorder padding="sm">
                <Text size="sm" c="dimmed">
                  {t(`totals.${key}`)}
                </Text>
                <Text fz={24} fw={700}>
                  {value}
                </Text>
              </Card>
            ))}
          </SimpleGrid>

          <StatisticsSection
            title={t('usage.perBike')}
            download={exportOf('bikes')}
            chart={
              <StackedBarChart
                title={t('usage.tripsPerBike')}
                labelHeader={t('fields.bike')}
                totalHeader={t('fields.trips')}
                formatNumber={figure}
                series={tripsSeries}
                bars={s.bikes.map((b) => ({ key: b.id, label: b.frameNumber, values: { trips: b.trips } }))}
              />
            }
            table={
              <FiguresTable<Bike>
                caption={t('usage.perBike')}
                rows={s.bikes}
                rowKey={(b) => b.id}
                columns={[
                  { key: 'bike', header: t('fields.bike'), render: (b) => b.frameNumber },
                  { key: 'building', header: t('fields.building'), render: (b) => b.building ?? '—' },
                  { key: 'trips', header: t('fields.trips'), render: (b) => b.trips, numeric: true },
                  { key: 'hours', header: t('fields.hours'), render: (b) => figure(b.hours), numeric: true },
                  { key: 'days', header: t('fields.days'), render: (b) => b.days, numeric: true },
                ]}
              />
            }
          />

          <StatisticsSection
            title={t('usage.perBuilding')}
            download={exportOf('buildings')}
            chart={
              <StackedBarChart
                title={t('usage.tripsPerBuilding')}
                labelHeader={t('fields.building')}
                totalHeader={t('fields.trips')}
                formatNumber={figure}
                series={tripsSeries}
                bars={s.buildings.map((b) => ({ key: b.id ?? 0, label: b.name || t('usage.noBuilding'), values: { trips: b.trips } }))}
              />
            }
            table={
              <FiguresTable<Building>
                caption={t('usage.perBuilding')}
                rows={s.buildings}
                rowKey={(b) => b.id ?? 0}
                columns={[
                  { key: 'building', header: t('fields.building'), render: (b) => b.name || t('usage.noBuilding') },
                  { key: 'trips', header: t('fields.trips'), render: (b) => b.trips, numeric: true },
                  { key: 'hours', header: t('fields.hours'), render: (b) => figure(b.hours), numeric: true },
                  { key: 'days', header: t('fields.days'), render: (b) => b.days, numeric: true },
                  { key: 'turnedAway', header: t('fields.turnedAway'), render: (b) => b.turnedAway, numeric: true },
                ]}
              />
            }
          />

          <StatisticsSection
            title={t('usage.perMonth')}
            download={exportOf('months')}
            chart={
              <StackedBarChart
                title={t('usage.hoursPerMonth')}
                labelHeader={t('fields.month')}
                totalHeader={t('fields.hours')}
                formatNumber={figure}
                series={hoursSeries}
                bars={s.months.map((m) => ({ key: m.month, label: monthLabel(m.month, locale), values: { hours: m.hours } }))}
              />
            }
            table={
              <FiguresTable<Month>
                caption={t('usage.perMonth')}
                rows={s.months}
                rowKey={(m) => m.month}
                columns={[
                  { key: 'month', header: t('fields.month'), render: (m) => monthLabel(m.month, locale) },
                  { key: 'trips', header: t('fields.trips'), render: (m) => m.trips, numeric: true },
                  { key: 'hours', header: t('fields.hours'), render: (m) => figure(m.hours), numeric: true },
                  { key: 'turnedAway', header: t('fields.turnedAway'), render: (m) => m.turnedAway, numeric: true },
                ]}
              />
            }
          />

          <StatisticsSection
            title={t('usage.idle')}
            download={exportOf('idle')}
            table={
              s.idle.length === 0 ? (
                <Text c="dimmed">{t('usage.noIdle')}</Text>
              ) : (
                <FiguresTable<Idle>
                  caption={t('usage.idle')}
                  rows={s.idle}
                  rowKey={(b) => b.id}
                  columns={[
                    { key: 'bike', header: t('fields.bike'), render: (b) => b.frameNumber },
                    { key: 'building', header: t('fields.building'), render: (b) => b.building ?? '—' },
                    {
                      key: 'lastUse',
                      header: t('fields.lastUse'),
                      render: (b) => (b.lastUse ? formatDateTime(b.lastUse) : t('usage.never')),
                    },
                  ]}
                />
              )
            }
          />

          <TurnedAwaySection period={period} companyId={companyId} />
        </>
      )}
    </Stack>
  );
}
