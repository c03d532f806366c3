import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { brusselsToday, formatDate, formatPrice, isBeforeShipping } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { LoadState } from '@/components/ui/load-state';
import { useErrorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/use-page-title';
import { useCancelOrder } from '../api/cancel-order';
import { useOrder } from '../api/get-order';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import type { ShopOrder } from '../api/shop-contract';

function LineName({ line }: { line: ShopOrder['lines'][number] }) {
  const { t } = useTranslation('shop');
  if (line.kind === 'gift_card') return t('lines.giftCard');
  if (line.kind === 'used_bike') return `${line.label} · ${t('lines.usedBike')}`;
  return line.kind === 'bike' && line.size ? `${line.label} · ${t('lines.size', { size: line.size })}` : line.label;
}

/** An order followed with the link of its confirmation mail: where it is, what was bought, and what comes next. */
export function OrderTrackingPage() {
  const { t } = useTranslation('shop');
  const { number = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const order = useOrder(number, token);
  usePageTitle(t('tracking.title', { number }));
  if (!order.data) return <LoadState error={order.error} />;
  return <OrderTracking order={order.data} token={token} />;
}

/** The order's status, what comes next, its items, and cancel or withdraw; `token` null: one of the signed-in customer's. */
export function OrderTracking({ order, token }: { order: ShopOrder; token: string | null }) {
  const { t } = useTranslation('shop');
  const errorMessage = useErrorMessage();
  const cancel = useCancelOrder(order.number, token);
  const withdraw = useRequestWithdrawal(order.number, token);
  const [asking, setAsking] = useState<'cancel' | 'withdraw' | null>(null);
  const action = asking === 'withdraw' ? withdraw : cancel;
  // The shop says whether an order may still be cancelled (before it ships) and until when it may be withdrawn.
  // A pick-up order that "shipped" waits at the store: say so, as its customer's e-mail did.
  const readyAtStore = order.status === 'shipped' && order.delivery.method === 'store_pickup';
  const withdrawable = order.withdrawalUntil !== null && order.status === 'delivered' && brusselsToday() <= order.withdrawalUntil;

  return (
    <Stack gap="lg" maw={820}>
      <div>
        <Title order={1}>{t('tracking.title', { number: order.number })}</Title>
        <Group gap="xs" mt="xs">
          <Badge variant="light" color="veloport.9" tt="none">
            {readyAtStore ? t('statusesPickup.shipped') : t(`statuses.${order.status}`)}
          </Badge>
          <Badge variant="outline" color="gray.8" tt="none">
            {t('tracking.payment', { status: t(`paymentStatuses.${order.payment.status}`) })}
          </Badge>
        </Group>
      </div>
      <Text>{readyAtStore ? t('nextPickup.shipped') : t(`next.${order.status}`)}</Text>
      {order.delivery.expectedOn && order.status !== 'delivered' && order.status !== 'cancelled' && (
        <Text>{t('tracking.expectedOn', { date: formatDate(order.delivery.expectedOn) })}</Text>
      )}
      {withdrawable && order.withdrawalUntil && <Text>{t('tracking.withdrawUntil', { date: formatDate(order.withdrawalUntil) })}</Text>}
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Table>
          <Table.Caption>{t('tracking.lines')}</Table.Caption>
          <Table.Tbody>
            {order.lines.map((line, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  <LineName line={line} />
                  {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                  {line.availableOn && isBeforeShipping(order.status) && (
                    <Text size="sm" c="dimmed">
                      {t('lines.availableOn', { name: line.label, date: formatDate(line.availableOn) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatPrice(line.totalInclVatCents)}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">{t('summary.total')}</Table.Th>
              <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatPrice(order.totals.totalInclVatCents)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
      {action.isError && <Alert color="red">{errorMessage(action.error)}</Alert>}
      {action.isSuccess && (
        <Alert color="green" role="status">
          {asking === 'withdraw' ? t('tracking.withdrawalSent') : t('tracking.cancelled')}
        </Alert>
      )}
      <Group gap="sm">
        {order.canCancel && (
          <Button variant="default" color="red.8" onClick={() => setAsking('cancel')}>
            {t('tracking.cancel')}
          </Button>
        )}
        {withdrawable && (
          <Button variant="default" onClick={() => setAsking('withdraw')}>
            {t('tracking.withdraw')}
          </Button>
        )}
      </Group>
      <ConfirmAction
        opened={asking !== null && !action.isSuccess}
        title={asking === 'withdraw' ? t('tracking.withdrawTitle') : t('tracking.cancelTitle')}
        effects={
          asking === 'withdraw'
            ? [t('tracking.withdrawEffect'), t('tracking.refundEffect')]
            : [t('tracking.cancelEffect'), t('tracking.refundEffect')]
        }
        confirmLabel={asking === 'withdraw' ? t('tracking.withdraw') : t('tracking.cancel')}
        cancelLabel={t('tracking.keep')}
        pending={action.isPending}
        onConfirm={() => action.mutate()}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
