import { Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDate, formatPrice, GROUPED_ORDER_STATUSES } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { SearchInput } from '@/components/ui/search-input';
import { paths } from '@/config/paths';
import { useGroupedOrders, type GroupedOrderList } from '@/features/sales/grouped-orders/api/get-grouped-orders';
import { GroupedOrderStatusBadge } from '@/features/sales/grouped-orders/components/grouped-order-status';
import { SupplierListsNav } from '@/features/sales/grouped-orders/components/supplier-lists-nav';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = GroupedOrderList['data'][number];

/** `grouped-orders/list`: the shop's orders to its suppliers, by status, with their totals. */
export function GroupedOrderListPage() {
  const { t } = useTranslation('groupedOrders');
  const locale = useLocale();
  const listParams = useListParams({ sort: 'id', order: 'desc' });
  const { params, update, apiQuery } = listParams;
  const list = useGroupedOrders(apiQuery);
  const table = useListScreen(list, listParams);
  usePageTitle(t('list.title'));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'id',
      header: t('fields.number'),
      sortKey: 'id',
      render: (o) => (
        <Anchor component={Link} to={paths.groupedOrders.detail.getHref(locale, o.id)} fw={600}>
          {t('number', { id: o.id })}
        </Anchor>
      ),
    },
    { key: 'supplier', header: t('fields.supplier'), sortKey: 'supplier', render: (o) => o.supplier },
    { key: 'reference', header: t('fields.reference'), render: (o) => o.reference ?? '—', hideOnPhone: true },
    {
      key: 'expectedOn',
      header: t('fields.expectedOn'),
      sortKey: 'expectedOn',
      render: (o) => formatDate(o.expectedOn) || '—',
      hideOnPhone: true,
    },
    {
      key: 'items',
      header: t('fields.received'),
      render: (o) => t('receivedOf', { received: o.totals.receivedQuantity, total: o.totals.quantity }),
      hideOnPhone: true,
    },
    { key: 'total', header: t('totals.exclVat'), render: (o) => formatPrice(o.totals.exclVatCents, locale), align: 'right' },
    { key: 'status', header: t('fields.status'), sortKey: 'status', render: (o) => <GroupedOrderStatusBadge status={o.status} /> },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.intro')}</Text>
        </div>
        <Button component={Link} to={paths.groupedOrders.create.getHref(locale)} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('create.title')}
        </Button>
      </Group>
      <SupplierListsNav current="list" />
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('list.search')} value={params.q} onSearch={(q) => update({ q: q || null })} />
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...GROUPED_ORDER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
        />
      </Group>
      <ListTable {...table} caption={t('list.title')} columns={columns} rowKey={(o) => o.id} emptyText={t('list.empty')} />
    </Stack>
  );
}
