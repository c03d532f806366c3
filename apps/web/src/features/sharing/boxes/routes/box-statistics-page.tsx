import { Alert, Loader, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { formatCount } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedBarChart } from '@/components/ui/stacked-bar-chart';
import { useBoxStatistics } from '@/features/sharing/boxes/api/get-box-statistics';
import { useErrorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/use-page-title';

const COLORS = ['blue', 'teal', 'orange', 'grape', 'red', 'lime', 'cyan', 'pink', 'indigo', 'yellow'].map(
  (c) => `var(--mantine-color-${c}-6)`,
);

/** `boxes/statistics` (admin): openings per box per month as a chart, and each box's occupancy in a table. */
export function BoxStatisticsPage() {
  const { t, i18n } = useTranslation('boxes');
  const errorMessage = useErrorMessage();
  const [months, setMonths] = useState(12);
  const stats = useBoxStatistics(months);
  usePageTitle(t('statistics.title'));
  const monthLabel = (m: string) =>
    new Date(`${m}-15T12:00:00Z`).toLocaleDateString(i18n.language, { month: 'short', year: 'numeric', timeZone: 'Europe/Brussels' });
  const data = stats.data;

  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Title order={1}>{t('statistics.title')}</Title>
        <Text c="dimmed">{t('statistics.intro')}</Text>
      </div>
      <NativeSelect
        label={t('statistics.period')}
        value={String(months)}
        onChange={(e) => setMonths(Number(e.currentTarget.value))}
        data={[3, 6, 12, 24].map((n) => ({ value: String(n), label: t('statistics.lastMonths', { n }) }))}
        maw={260}
      />
      {stats.isPending && <Loader aria-label={t('loading')} />}
      {stats.isError && <Alert color="red">{errorMessage(stats.error)}</Alert>}
      {data && data.boxes.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      {data && data.boxes.length > 0 && (
        <>
          <StackedBarChart
            title={t('statistics.openingsPerMonth')}
            labelHeader={t('statistics.month')}
            totalHeader={t('statistics.total')}
            formatNumber={formatCount}
            series={data.boxes.map((b, i) => ({
              key: String(b.id),
              label: `${b.name} (${b.company.name})`,
              color: COLORS[i % COLORS.length]!,
            }))}
            bars={data.months.map((m, mi) => ({
              key: m,
              label: monthLabel(m),
              values: Object.fromEntries(data.boxes.map((b) => [String(b.id), b.openings[mi] ?? 0])),
            }))}
          />
          <Table.ScrollContainer type="native" minWidth={560} tabIndex={0} role="region" aria-label={t('statistics.occupancy')}>
            <Table striped>
              <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{t('statistics.occupancy')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('fields.name')}</Table.Th>
                  <Table.Th scope="col">{t('fields.company')}</Table.Th>
                  <Table.Th scope="col">{t('fields.bikesInSlots')}</Table.Th>
                  <Table.Th scope="col">{t('statistics.occupancyPercent')}</Table.Th>
                  <Table.Th scope="col">{t('statistics.openings')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.boxes.map((b) => (
                  <Table.Tr key={b.id}>
                    <Table.Th scope="row">{b.name}</Table.Th>
                    <Table.Td>{b.company.name}</Table.Td>
                    <Table.Td>{t('bikesOfSlots', { bikes: b.bikeCount, slots: b.slotCount })}</Table.Td>
                    <Table.Td>{`${b.occupancy} %`}</Table.Td>
                    <Table.Td>{formatCount(b.totalOpenings)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
