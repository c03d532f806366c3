import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Order } from '@/features/sales/offers-and-orders/api/get-order';
import { useLocale } from '@/lib/locale';

type Props = { order: Order; linkToGroupedOrder: boolean };

/** Where the order's bike was ordered: the supplier, when it is expected and how much of it arrived. */
export function OrderSupplierOrders({ order, linkToGroupedOrder }: Props) {
  const { t } = useTranslation('sales');
  const locale = useLocale();
  const supplierOrders = order.supplierOrders ?? [];
  if (supplierOrders.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="supplier-orders-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="supplier-orders-title">
          {t('supplierOrders.title')}
        </Title>
        <List spacing="xs">
          {supplierOrders.map((s) => {
            const name = [s.supplier, s.reference].filter(Boolean).join(' · ');
            return (
              <List.Item key={s.id}>
                {linkToGroupedOrder ? (
                  <Anchor component={Link} to={paths.groupedOrders.detail.getHref(locale, s.id)}>
                    {t('supplierOrders.number', { id: s.id, name })}
                  </Anchor>
                ) : (
                  <Text span>{s.supplier}</Text>
                )}
                <Text span c="dimmed">
                  {' — '}
                  {t(`supplierOrders.status.${s.status}`)}
                  {s.expectedOn && s.status !== 'received' ? ` · ${t('supplierOrders.expected', { date: formatDate(s.expectedOn) })}` : ''}
                  {` · ${t('supplierOrders.arrived', { received: s.receivedQuantity, quantity: s.quantity })}`}
                </Text>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Paper>
  );
}
