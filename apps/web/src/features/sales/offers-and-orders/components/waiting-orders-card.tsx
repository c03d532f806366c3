import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatDate } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { paths } from '@/config/paths';
import { useWaitingOrders } from '@/features/sales/offers-and-orders/api/get-waiting-orders';
import { useActorName } from '@/features/sales/offers-and-orders/components/order-tracker';
import { useLocale } from '@/lib/locale';

/** For the admin dashboard: orders waiting on someone longer than the reminder threshold, who and since when (decision 024). */
export function WaitingOrdersCard() {
  const { t } = useTranslation('fulfilment');
  const locale = useLocale();
  const actorName = useActorName();
  const waiting = useWaitingOrders();
  const data = waiting.data;
  return (
    <DashboardCard title={t('waiting.title')} link={{ to: paths.sales.orders.getHref(locale), label: t('waiting.title') }}>
      {!data ? (
        <Skeleton height={60} />
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('waiting.intro', { days: data.meta.thresholdDays })}
          </Text>
          {data.data.length === 0 ? (
            <Text size="sm">{t('waiting.empty')}</Text>
          ) : (
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {data.data.map((o) => (
                <li key={o.id}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div>
                      <Anchor component={Link} to={paths.sales.order.getHref(locale, o.id)}>
                        {t('waiting.order', { id: o.id })}
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        {[o.company?.name, o.user?.name].filter(Boolean).join(' · ')} —{' '}
                        {t('tracker.waitingShort', { who: actorName(o.nextActor, o.company !== null) })},{' '}
                        {t('waiting.since', { date: formatDate(o.waitingSince) })}
                      </Text>
                    </div>
                    <Badge variant="light" color="orange">
                      {t('waiting.days', { count: o.days })}
                    </Badge>
                  </Group>
                </li>
              ))}
            </Stack>
          )}
          {data.meta.total > data.data.length && <Text size="sm">{t('waiting.more', { count: data.meta.total - data.data.length })}</Text>}
        </Stack>
      )}
    </DashboardCard>
  );
}
