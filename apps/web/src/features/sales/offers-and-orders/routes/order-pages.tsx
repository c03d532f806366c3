import { Alert, Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { formatDate, formatDateTime, formatPrice, ORDER_GROUPS, type OrderStatus } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { LoadState } from '@/components/ui/load-state';
import { useOrder, type Order } from '@/features/sales/offers-and-orders/api/get-order';
import { useOrders } from '@/features/sales/offers-and-orders/api/get-orders';
import { useMoveOrder } from '@/features/sales/offers-and-orders/api/move-order';
import { OrderBikeHandover } from '@/features/sales/offers-and-orders/components/order-bike-handover';
import { OrderDelivery } from '@/features/sales/offers-and-orders/components/order-delivery';
import { OrderSupplierOrders } from '@/features/sales/offers-and-orders/components/order-supplier-orders';
import { OrderTracker } from '@/features/sales/offers-and-orders/components/order-tracker';
import {
  ORDER_GROUP_COLORS,
  offerHref,
  orderHref,
  orderListHref,
  type SalesSpace,
} from '@/features/sales/offers-and-orders/components/space';
import { useErrorMessage } from '@/lib/errors';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

const TITLES = { staff: 'orders.title', fleet: 'orders.fleetTitle', mine: 'orders.mineTitle' } as const;

function OrderStatusBadge({ order }: { order: Pick<Order, 'status' | 'group'> }) {
  const { t } = useTranslation('sales');
  return (
    <Badge variant="light" color={ORDER_GROUP_COLORS[order.group]}>
      {t(`orderStatuses.${order.status}`)}
    </Badge>
  );
}

/** `orders/list` (staff), `fleet/orders/list` (the company's, with "to validate"), `fleet/orders/user/list` (one's own). */
export function OrderListPage({ space }: { space: SalesSpace }) {
  const { t } = useTranslation('sales');
  const locale = useLocale();
  const list = useListParams({ sort: 'id', order: 'desc' });
  const { params, update, apiQuery } = list;
  const orders = useOrders(apiQuery);
  const table = useListScreen(orders, list);
  usePageTitle(t(TITLES[space]));

  const columns: DataTableColumn<Order>[] = [
    {
      key: 'id',
      header: t('fields.order'),
      sortKey: 'id',
      render: (o) => (
        <Anchor component={Link} to={orderHref(space, locale, o.id)} fw={600}>
          {t('orders.number', { id: o.id })}
        </Anchor>
      ),
    },
    { key: 'label', header: t('fields.item'), render: (o) => `${o.quantity} × ${o.label}${o.size ? ` (${o.size})` : ''}` },
    {
      key: 'customer',
      header: t('fields.customer'),
      render: (o) => [o.company?.name, o.user?.name].filter(Boolean).join(' · ') || '—',
      hideOnPhone: space === 'mine',
    },
    {
      key: 'amount',
      header: t('totals.inclVat'),
      render: (o) => formatPrice(o.amountInclVatCents, locale),
      align: 'right',
      hideOnPhone: true,
    },
    { key: 'status', header: t('fields.status'), sortKey: 'status', render: (o) => <OrderStatusBadge order={o} /> },
    { key: 'createdAt', header: t('fields.createdAt'), sortKey: 'createdAt', render: (o) => formatDate(o.createdAt), hideOnPhone: true },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t(TITLES[space])}</Title>
        <Text c="dimmed">{t(`orders.intro.${space}`)}</Text>
      </div>
      <Group>
        <NativeSelect
          label={t('fields.group')}
          value={params.filters.group ?? ''}
          onChange={(e) => update({ group: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...ORDER_GROUPS.map((g) => ({ value: g, label: t(`orderGroups.${g}`) }))]}
        />
      </Group>
      <ListTable {...table} caption={t(TITLES[space])} columns={columns} rowKey={(o) => o.id} emptyText={t('orders.empty')} />
    </Stack>
  );
}

/** What another feature shows under a handed-over order (its leasing contract, decision 060), given by app/. */
export type OrderContractSlot = (order: { id: number; status: string; contractType: string }) => React.ReactNode;

/** `orders/:id`, `fleet/orders/:id`, `fleet/orders/user/:id`: the order, its next statuses (staff), its validation (fleet manager). */
export function OrderDetailPage({ space, contractSlot }: { space: SalesSpace; contractSlot?: OrderContractSlot }) {
  const { t } = useTranslation('sales');
  const id = Number(useParams().id);
  const order = useOrder(id);
  usePageTitle(order.data ? t('orders.number', { id: order.data.id }) : t('orders.title'));
  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!order.data) return <LoadState error={order.error} />;
  return <OrderDetail order={order.data} space={space} contractSlot={contractSlot} />;
}

function OrderDetail({ order, space, contractSlot }: { order: Order; space: SalesSpace; contractSlot?: OrderContractSlot }) {
  const { t } = useTranslation('sales');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const action = useMoveOrder(order.id);
  const [next, setNext] = useState<OrderStatus | ''>('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const run = async (work: Parameters<typeof action.mutateAsync>[0], success: string) => {
    setFailure(null);
    try {
      await action.mutateAsync(work);
      notify('success', success);
      setNext('');
    } catch (error) {
      setFailure(error);
    }
  };
  const toValidate = order.status === 'pending_validation' && space === 'fleet';
  const rows: [string, string][] = [
    [t('fields.item'), `${order.quantity} × ${order.label}${order.size ? ` (${order.size})` : ''}`],
    [t('fields.customer'), [order.company?.name, order.user?.name].filter(Boolean).join(' · ') || '—'],
    [t('fields.contractType'), t(`contractTypes.${order.contractType}`)],
    [t('totals.exclVat'), formatPrice(order.amountExclVatCents, locale)],
    [t('totals.inclVat'), formatPrice(order.amountInclVatCents, locale)],
    [t('fields.createdAt'), formatDate(order.createdAt)],
  ];

  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Anchor component={Link} to={orderListHref(space, locale)} size="sm">
          {t('orders.backToList')}
        </Anchor>
        <Group gap="sm" wrap="wrap">
          <Title order={1}>{t('orders.number', { id: order.id })}</Title>
          <OrderStatusBadge order={order} />
        </Group>
        <Anchor component={Link} to={offerHref(space, locale, order.offerId)} size="sm">
          {t('orders.fromOffer', { id: order.offerId })}
        </Anchor>
      </div>
      {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
      <Table maw={560} aria-label={t('orders.details')}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {order.validation && (
        <Alert color={order.validation.decision === 'validated' ? 'green' : 'orange'}>
          {t(`orders.validation.${order.validation.decision}`, {
            who: order.validation.by?.name ?? '—',
            at: formatDateTime(order.validation.at),
          })}
          {order.validation.reason ? ` — ${order.validation.reason}` : ''}
        </Alert>
      )}
      <OrderTracker order={order} />
      <OrderSupplierOrders order={order} linkToGroupedOrder={space === 'staff'} />
      {toValidate && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="validate-title">
          <Stack gap="md">
            <Title order={2} size="h3" id="validate-title">
              {t('orders.validateTitle')}
            </Title>
            <Text size="sm">{t('orders.validateIntro')}</Text>
            <Group>
              <Button loading={action.isPending} onClick={() => void run({ kind: 'validate' }, t('orders.validated'))}>
                {t('orders.validate')}
              </Button>
            </Group>
            <Textarea
              label={t('orders.refuseReason')}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setReasonError(false);
              }}
              error={reasonError ? t('orders.reasonRequired') : undefined}
              rows={2}
            />
            <Group>
              <Button
                variant="default"
                color="red"
                loading={action.isPending}
                onClick={() => {
                  if (!reason.trim()) setReasonError(true);
                  else void run({ kind: 'refuse', reason: reason.trim() }, t('orders.refused'));
                }}
              >
                {t('orders.refuse')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {space === 'staff' && order.nextStatuses.length > 0 && (
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('orders.nextStatus')}
            value={next}
            onChange={(e) => setNext(e.currentTarget.value as OrderStatus | '')}
            data={[{ value: '', label: '—' }, ...order.nextStatuses.map((s) => ({ value: s, label: t(`orderStatuses.${s}`) }))]}
          />
          <Button
            disabled={!next}
            loading={action.isPending}
            onClick={() => next && void run({ kind: 'status', status: next }, t('orders.statusChanged'))}
          >
            {t('orders.changeStatus')}
          </Button>
        </Group>
      )}
      <OrderDelivery order={order} canEdit={space === 'staff'} />
      <OrderBikeHandover order={order} canEdit={space === 'staff'} />
      {contractSlot?.(order)}
    </Stack>
  );
}
