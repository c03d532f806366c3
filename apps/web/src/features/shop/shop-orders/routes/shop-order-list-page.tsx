import { Anchor, Badge, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatPrice, SHOP_ORDER_STATUSES } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { ListTable } from '@/components/ui/list-table';
import { SearchInput } from '@/components/ui/search-input';
import { useShopOrders, type ShopOrderList } from '@/features/shop/shop-orders/api/get-shop-orders';
import { shopOrderPaths } from '@/features/shop/shop-orders/paths';
import { SHOP_STATUS_COLORS, shopStatusKey } from '@/features/shop/shop-orders/status';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = ShopOrderList['data'][number];

/**
 * The web shop's orders for the shop's staff (decision 089): who bought, how it is delivered (spec §3) and paid, the
 * total and where it stands; filtered by status or words, sorted, downloadable.
 */
export function ShopOrderListPage() {
  const { t } = useTranslation(['shopOrders', 'shop']);
  const locale = useLocale();
  const list = useListParams({ sort: 'id', order: 'desc' });
  const { params, update, apiQuery } = list;
  const orders = useShopOrders(apiQuery);
  const table = useListScreen(orders, list);
  const title = t('title');
  usePageTitle(title);

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'number',
      header: t('fields.number'),
      sortKey: 'id',
      rowHeader: true,
      render: (o) => (
        <Anchor component={Link} to={shopOrderPaths.detail.getHref(locale, o.number)} fw={600}>
          {o.number}
        </Anchor>
      ),
    },
    {
      key: 'customer',
      header: t('fields.customer'),
      render: (o) => (
        <div>
          <Text size="sm">{o.customer.name}</Text>
          <Text size="xs" c="dimmed">
            {o.customer.email}
          </Text>
        </div>
      ),
    },
    {
      key: 'delivery',
      header: t('fields.delivery'),
      render: (o) => (
        <div>
          <Text size="sm">{t(`shop:delivery.${o.delivery.method}`)}</Text>
          <Text size="xs" c="dimmed">
            {o.delivery.storeName ?? (o.delivery.address ? `${o.delivery.address.postalCode} ${o.delivery.address.city}` : '')}
          </Text>
        </div>
      ),
      hideOnPhone: true,
    },
    {
      key: 'payment',
      header: t('fields.payment'),
      render: (o) => `${t(`shop:payment.${o.payment.method}`)} · ${t(`shop:paymentStatuses.${o.payment.status}`)}`,
      hideOnPhone: true,
    },
    { key: 'total', header: t('fields.total'), render: (o) => formatPrice(o.totalInclVatCents, locale), align: 'right' },
    {
      key: 'status',
      header: t('fields.status'),
      render: (o) => (
        <Badge variant="light" color={SHOP_STATUS_COLORS[o.status]} tt="none">
          {t(shopStatusKey(o.status, o.delivery.method))}
        </Badge>
      ),
    },
    { key: 'placedAt', header: t('fields.placedAt'), sortKey: 'placedAt', render: (o) => formatDateTime(o.placedAt), hideOnPhone: true },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...SHOP_ORDER_STATUSES.map((s) => ({ value: s, label: t(`shop:statuses.${s}`) }))]}
        />
        <DownloadButtons path="/shop/orders" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={title} columns={columns} rowKey={(o) => o.id} emptyText={t('empty')} />
    </Stack>
  );
}
