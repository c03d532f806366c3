import { Anchor, Badge, Group, Skeleton, Stack } from '@mantine/core';
import { formatCount, ORDER_GROUPS, type OrderGroup } from '@veloport/domain';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { paths } from '@/config/paths';
import { getOrders } from '@/features/sales/offers-and-orders/api/get-orders';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { ORDER_GROUP_COLORS, orderListHref, type SalesSpace } from '@/features/sales/offers-and-orders/components/space';
import { useLocale } from '@/lib/locale';

const groupHref = (space: SalesSpace, locale: Parameters<typeof orderListHref>[1], group: OrderGroup) =>
  space === 'staff'
    ? paths.sales.orders.getHref(locale, { group })
    : space === 'fleet'
      ? paths.sales.fleetOrders.getHref(locale, { group })
      : `${paths.sales.myOrders.getHref(locale)}?group=${group}`;

/** For the dashboard: how many orders are in each group (to validate, in progress, cancelled, done), each a link to them. */
export function OrderGroupsCard({ space }: { space: SalesSpace }) {
  const { t } = useTranslation('sales');
  const locale = useLocale();
  const counts = useQueries({
    queries: ORDER_GROUPS.map((group) => ({
      queryKey: salesKeys.orderList({ group, perPage: 1, page: 1 }),
      queryFn: () => getOrders({ group, perPage: 1, page: 1 }),
    })),
  });

  return (
    <DashboardCard title={t('orders.card.title')} link={{ to: orderListHref(space, locale), label: t('orders.card.seeAll') }}>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {ORDER_GROUPS.map((group, index) => (
          <li key={group}>
            <Group justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={groupHref(space, locale, group)}>
                {t(`orderGroups.${group}`)}
              </Anchor>
              {counts[index]?.data ? (
                <Badge variant="light" color={ORDER_GROUP_COLORS[group]}>
                  {formatCount(counts[index].data.meta.total)}
                </Badge>
              ) : (
                <Skeleton height={18} width={32} />
              )}
            </Group>
          </li>
        ))}
      </Stack>
    </DashboardCard>
  );
}
