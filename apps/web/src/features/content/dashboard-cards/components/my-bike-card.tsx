import { Anchor, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { formatDate, formatPrice, type BikeOverview, type Locale } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { paths } from '@/config/paths';
import { useBikeOverview } from '@/features/content/dashboard-cards/api/get-bike-overview';
import { useLocale } from '@/lib/locale';

/** Dashboard card of an employee or a private customer (decision 058): my bike(s), the contract, the next maintenance. */
export function MyBikeCard({ allBikesHref }: { allBikesHref?: (locale: Locale) => string } = {}) {
  const { t } = useTranslation(['dashboardCards', 'stock']);
  const locale = useLocale();
  const overview = useBikeOverview();
  if (overview.isError) return null;
  return (
    <DashboardCard title={t('myBike.title')} link={{ to: paths.maintenance.mine.getHref(locale), label: t('myBike.myMaintenance') }}>
      {!overview.data ? (
        <Skeleton height={96} />
      ) : (
        <Stack gap="sm">
          <Bikes overview={overview.data} allBikesHref={allBikesHref} />
          <NextMaintenance next={overview.data.nextMaintenance} />
          <Group>
            <Button
              component={Link}
              to={paths.maintenance.ask.getHref(locale)}
              variant="light"
              leftSection={<IconTool size={18} aria-hidden />}
            >
              {t('myBike.ask')}
            </Button>
          </Group>
        </Stack>
      )}
    </DashboardCard>
  );
}

/** A fleet of bikes in one name (a demo or a family) would fill the dashboard: the first few, then a link to all. */
const SHOWN_BIKES = 3;

/** `allBikesHref`: the my-bikes page (decision 094), which the app hands in since features do not import each other. */
function Bikes({ overview, allBikesHref }: { overview: BikeOverview; allBikesHref?: (locale: Locale) => string }) {
  const { t } = useTranslation(['dashboardCards', 'stock']);
  const locale = useLocale();
  if (overview.bikes.length === 0) return <Text c="dimmed">{t('myBike.noBike')}</Text>;
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {overview.bikes.slice(0, SHOWN_BIKES).map((bike) => {
        const contract = overview.contracts.find((c) => c.bikeId === bike.id);
        return (
          <li key={bike.id}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{bike.label}</Text>
              <Badge variant="light">{t(`stock:contractKinds.${bike.contractKind}`, { defaultValue: bike.contractKind })}</Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('myBike.frame', { frameNumber: bike.frameNumber })}
            </Text>
            {contract && (
              <Text size="sm">
                {t(contract.status === 'ending' ? 'myBike.contractEnding' : 'myBike.contract', {
                  end: formatDate(contract.endDate),
                  price: formatPrice(contract.monthlyPriceCents, locale),
                })}
              </Text>
            )}
          </li>
        );
      })}
      {overview.bikes.length > SHOWN_BIKES ? (
        <li>
          <Anchor component={Link} to={(allBikesHref ?? paths.maintenance.mine.getHref)(locale)} size="sm">
            {t('myBike.more', { count: overview.bikes.length - SHOWN_BIKES })}
          </Anchor>
        </li>
      ) : (
        allBikesHref && (
          <li>
            <Anchor component={Link} to={allBikesHref(locale)} size="sm">
              {t('myBike.all')}
            </Anchor>
          </li>
        )
      )}
    </Stack>
  );
}

function NextMaintenance({ next }: { next: BikeOverview['nextMaintenance'] }) {
  const { t } = useTranslation('dashboardCards');
  const locale = useLocale();
  if (!next) return <Text size="sm">{t('myBike.noMaintenance')}</Text>;
  const what =
    next.date === null
      ? t('myBike.next.waiting')
      : t(next.confirmed ? 'myBike.next.planned' : 'myBike.next.wished', { date: formatDate(next.date) });
  return (
    <Text size="sm">
      <Text span fw={600}>
        {t('myBike.next.label')}
      </Text>{' '}
      <Anchor component={Link} to={paths.maintenance.mineDetail.getHref(locale, next.requestId)}>
        {next.bikeLabel ? `${what} (${next.bikeLabel})` : what}
      </Anchor>
    </Text>
  );
}
