import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPackageImport, IconSend, IconX } from '@tabler/icons-react';
import { formatDate, formatDateTime } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { HistoryTimeline } from '@/components/ui/history-timeline';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useGroupedOrder, type GroupedOrder } from '@/features/sales/grouped-orders/api/get-grouped-order';
import { useGroupedOrderHistory } from '@/features/sales/grouped-orders/api/get-grouped-order-history';
import { useMoveGroupedOrder } from '@/features/sales/grouped-orders/api/move-grouped-order';
import { useRemoveGroupedLine } from '@/features/sales/grouped-orders/api/remove-grouped-line';
import { GroupedOrderLines } from '@/features/sales/grouped-orders/components/grouped-order-lines';
import { GroupedOrderStatusBadge } from '@/features/sales/grouped-orders/components/grouped-order-status';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type Line = GroupedOrder['lines'][number];

/** `grouped-orders/{id}`: the order to a supplier, its lines (draft), sending it, receiving it, its history. */
export function GroupedOrderDetailPage() {
  const { t } = useTranslation('groupedOrders');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const id = Number(useParams().id);
  const query = useGroupedOrder(id);
  const [tab, setTab] = useState<string | null>('lines');
  const history = useGroupedOrderHistory(id, tab === 'history');
  const action = useMoveGroupedOrder(id);
  const remove = useRemoveGroupedLine(id);
  const [removing, setRemoving] = useState<Line | null>(null);
  const [confirming, setConfirming] = useState<'order' | 'cancel' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  usePageTitle(t('number', { id }));
  const order = query.data;
  if (!order) return <LoadState error={query.error} />;
  const receivable = order.status === 'ordered' || order.status === 'partially_received';

  const run = async (what: 'order' | 'cancel') => {
    setFailure(null);
    try {
      await action.mutateAsync(what);
      notify('success', t(`actions.${what}Done`));
    } catch (error) {
      setFailure(error);
    }
    setConfirming(null);
  };

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={paths.groupedOrders.list.getHref(locale)} size="sm">
          {t('backToList')}
        </Anchor>
        <Group gap="sm" align="center">
          <Title order={1}>{t('titleWithSupplier', { id: order.id, supplier: order.supplier })}</Title>
          <GroupedOrderStatusBadge status={order.status} />
        </Group>
      </div>
      {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <div>
          <Text size="sm" c="dimmed">
            {t('fields.reference')}
          </Text>
          <Text>{order.reference ?? '—'}</Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t('fields.expectedOn')}
          </Text>
          <Text>{formatDate(order.expectedOn) || '—'}</Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t('fields.orderedAt')}
          </Text>
          <Text>{formatDateTime(order.orderedAt) || '—'}</Text>
        </div>
      </SimpleGrid>
      {order.notes && <Text style={{ whiteSpace: 'pre-line' }}>{order.notes}</Text>}
      <Group gap="xs">
        {order.nextStatuses.includes('ordered') && (
          <Button
            onClick={() => setConfirming('order')}
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={order.lines.length === 0}
          >
            {t('actions.order')}
          </Button>
        )}
        {receivable && (
          <Button
            component={Link}
            to={paths.groupedOrders.receive.getHref(locale, order.id)}
            leftSection={<IconPackageImport size={16} aria-hidden />}
          >
            {t('actions.receive')}
          </Button>
        )}
        {order.nextStatuses.includes('cancelled') && (
          <Button variant="default" color="red" onClick={() => setConfirming('cancel')} leftSection={<IconX size={16} aria-hidden />}>
            {t('actions.cancel')}
          </Button>
        )}
      </Group>
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="lines">{t('lines.title')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="lines" pt="md">
          <GroupedOrderLines order={order} editable={order.status === 'draft'} onRemove={setRemoving} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          {history.data ? <HistoryTimeline entries={history.data.data} /> : <LoadState error={history.error} />}
        </Tabs.Panel>
      </Tabs>
      <ConfirmAction
        opened={removing !== null}
        title={t('lines.removeTitle')}
        effects={removing ? [removing.label] : []}
        confirmLabel={t('lines.removeConfirm')}
        cancelLabel={t('keep')}
        pending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, { onSettled: () => setRemoving(null), onError: setFailure });
        }}
        onClose={() => setRemoving(null)}
      />
      <ConfirmAction
        opened={confirming !== null}
        title={confirming === 'cancel' ? t('actions.cancelTitle') : t('actions.orderTitle')}
        intro={confirming === 'cancel' ? t('actions.cancelIntro') : t('actions.orderIntro')}
        effects={[]}
        confirmLabel={confirming === 'cancel' ? t('actions.cancel') : t('actions.order')}
        cancelLabel={t('keep')}
        pending={action.isPending}
        onConfirm={() => confirming && void run(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
