import { Anchor, Checkbox, Group, List, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPrice, GROUPED_ORDER_STATUSES } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { paths } from '@/config/paths';
import { useOrderedLines, type OrderedLineList } from '@/features/sales/grouped-orders/api/get-ordered-lines';
import { useOrdersToOrder } from '@/features/sales/grouped-orders/api/get-orders-to-order';
import { GroupedOrderStatusBadge } from '@/features/sales/grouped-orders/components/grouped-order-status';
import { SupplierListsNav } from '@/features/sales/grouped-orders/components/supplier-lists-nav';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = OrderedLineList['data'][number];
type Kind = 'bikes' | 'accessories';
const API = { bikes: '/bike-orders', accessories: '/accessory-orders' } as const;

/** Customer bike orders waiting to be ordered from a supplier: what the next grouped order should hold. */
function WaitingCustomerOrders() {
  const { t } = useTranslation('groupedOrders');
  const locale = useLocale();
  const waiting = useOrdersToOrder();
  const rows = waiting.data?.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('orderedLines.waitingTitle')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('orderedLines.waitingEmpty')}</Text>
      ) : (
        <List>
          {rows.map((o) => (
            <List.Item key={o.id}>
              <Anchor component={Link} to={paths.sales.order.getHref(locale, o.id)}>
                {t('lines.forOrder', { id: o.id })}
              </Anchor>{' '}
              · {o.label} {o.size ? `(${o.size})` : ''} × {o.quantity}
              {o.company ? ` · ${o.company.name}` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** `grouped-orders/bike-orders/list` and `grouped-orders/accessories-orders/list`: the lines across grouped orders. */
export function OrderedLinesPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation('groupedOrders');
  const locale = useLocale();
  const list = useListParams({ sort: 'id', order: 'desc' });
  const { params, update, apiQuery } = list;
  const lines = useOrderedLines(API[kind], apiQuery);
  const table = useListScreen(lines, list);
  const title = t(`orderedLines.${kind}Title`);
  usePageTitle(title);

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'id',
      header: t('fields.number'),
      sortKey: 'id',
      render: (l) => (
        <Anchor component={Link} to={paths.groupedOrders.detail.getHref(locale, l.groupedOrder.id)}>
          {t('number', { id: l.groupedOrder.id })}
        </Anchor>
      ),
    },
    { key: 'supplier', header: t('fields.supplier'), sortKey: 'supplier', render: (l) => l.groupedOrder.supplier },
    { key: 'label', header: t('lines.item'), render: (l) => (kind === 'accessories' ? `${t(`kinds.${l.kind}`)} · ${l.label}` : l.label) },
    { key: 'quantity', header: t('fields.received'), render: (l) => t('receivedOf', { received: l.receivedQuantity, total: l.quantity }) },
    {
      key: 'expectedOn',
      header: t('fields.expectedOn'),
      sortKey: 'expectedOn',
      render: (l) => formatDate(l.groupedOrder.expectedOn) || '—',
      hideOnPhone: true,
    },
    {
      key: 'total',
      header: t('totals.exclVat'),
      render: (l) => formatPrice(l.amounts.exclVatCents, locale),
      align: 'right',
      hideOnPhone: true,
    },
    { key: 'status', header: t('fields.status'), render: (l) => <GroupedOrderStatusBadge status={l.groupedOrder.status} /> },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t(`orderedLines.${kind}Intro`)}</Text>
        </div>
        <DownloadButtons path={API[kind]} query={apiQuery} />
      </Group>
      <SupplierListsNav current={kind} />
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('orderedLines.search')} value={params.q} onSearch={(q) => update({ q: q || null })} />
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...GROUPED_ORDER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
        />
        <Checkbox
          label={t('orderedLines.pending')}
          checked={params.filters.pending === 'true'}
          onChange={(e) => update({ pending: e.currentTarget.checked ? 'true' : null })}
          mb={8}
        />
      </Group>
      <ListTable {...table} caption={title} columns={columns} rowKey={(l) => l.id} />
      {kind === 'bikes' && <WaitingCustomerOrders />}
    </Stack>
  );
}
