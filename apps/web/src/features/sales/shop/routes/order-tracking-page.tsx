import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatPrice } from '@veloport/domain';
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

/** Before it leaves the shop an order can be cancelled; once it is on its way or delivered, withdrawn (14 days). */
const CANCELLABLE = new Set(['pending', 'pending_payment', 'paid', 'preparing', 'ready']);
const WITHDRAWABLE = new Set(['shipped', 'delivered', 'picked_up']);

function LineName({ line }: { line: ShopOrder['lines'][number] }) {
  const { t } = useTranslation('shop');
  if (line.kind === 'gift_card') return t('lines.giftCard');
  const name = line.name ?? '—';
  return line.kind === 'bike' ? `${name} · ${t('lines.size', { size: line.size })}` : name;
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

function OrderTracking({ order, token }: { order: ShopOrder; token: string }) {
  const { t } = useTranslation('shop');
  const errorMessage = useErrorMessage();
  const cancel = useCancelOrder(order.number, token);
  const withdraw = useRequestWithdrawal(order.number, token);
  const [asking, setAsking] = useState<'cancel' | 'withdraw' | null>(null);
  const action = asking === 'withdraw' ? withdraw : cancel;
  const status = t(`statuses.${order.status}`, { defaultValue: order.status });
  const paymentStatus = t(`paymentStatuses.${order.payment.status}`, { defaultValue: order.payment.status });

  return (
    <Stack gap="lg" maw={820}>
      <div>
        <Title order={1}>{t('tracking.title', { number: order.number })}</Title>
        <Group gap="xs" mt="xs">
          <Badge variant="light" color="veloport.9" tt="none">
            {status}
          </Badge>
          <Badge variant="outline" color="gray.8" tt="none">
            {t('tracking.payment', { status: paymentStatus })}
          </Badge>
        </Group>
      </div>
      <Text>{t(`next.${order.status}`, { defaultValue: t('next.default') })}</Text>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Table>
          <Table.Caption>{t('tracking.lines')}</Table.Caption>
          <Table.Tbody>
            {order.lines.map((line, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  <LineName line={line} />
                  {line.kind === 'accessory' && line.quantity > 1 ? ` × ${line.quantity}` : ''}
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
        {CANCELLABLE.has(order.status) && (
          <Button variant="default" color="red.8" onClick={() => setAsking('cancel')}>
            {t('tracking.cancel')}
          </Button>
        )}
        {WITHDRAWABLE.has(order.status) && (
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
