import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';
import { useMyOrders, useOrder } from '../api/get-order';
import { myShopOrderPaths } from '../my-orders-paths';
import { OrderTracking } from './order-tracking-page';

/** `my-shop-orders`: the signed-in customer's web shop orders (placed with their e-mail), each with where it stands. */
export function MyShopOrdersPage() {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const orders = useMyOrders();
  usePageTitle(t('mine.title'));
  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>{t('mine.title')}</Title>
      {!orders.data ? (
        <LoadState error={orders.error} />
      ) : orders.data.data.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text>{t('mine.empty')}</Text>
          <Button component={Link} to={paths.public.bikes.getHref(locale)}>
            {t('cart.browse')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {orders.data.data.map((o) => (
            <Paper key={o.number} component="li" withBorder p="md" radius="md">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Anchor component={Link} to={myShopOrderPaths.detail.getHref(locale, o.number)} fw={700}>
                    {t('tracking.title', { number: o.number })}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(o.placedAt)} · {t('mine.items', { count: o.lines.reduce((n, l) => n + l.quantity, 0) })}
                  </Text>
                </div>
                <Group gap="xs">
                  <Badge variant="light" color="veloport.9" tt="none">
                    {o.status === 'shipped' && o.delivery.method === 'store_pickup'
                      ? t('statusesPickup.shipped')
                      : t(`statuses.${o.status}`)}
                  </Badge>
                  <Text fw={700}>{formatPrice(o.totals.totalInclVatCents)}</Text>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** `my-shop-orders/{number}`: one of the customer's orders, followed, cancelled or withdrawn without the mail's link. */
export function MyShopOrderPage() {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const { number = '' } = useParams();
  const order = useOrder(number, null);
  usePageTitle(t('tracking.title', { number }));
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={myShopOrderPaths.list.getHref(locale)} size="sm">
        {t('mine.back')}
      </Anchor>
      {order.data ? <OrderTracking order={order.data} token={null} /> : <LoadState error={order.error} />}
    </Stack>
  );
}
