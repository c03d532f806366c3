import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  can,
  canCancelShopOrder,
  formatDate,
  formatDateTime,
  formatPrice,
  isBeforeShipping,
  type ShopAddress,
  type ShopOrderDetail,
} from '@veloport/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { LoadState } from '@/components/ui/load-state';
import { useShopOrder } from '@/features/shop/shop-orders/api/get-shop-order';
import { useMoveShopOrder, type ShopOrderStep } from '@/features/shop/shop-orders/api/move-shop-order';
import { PaidAtStoreField, type PaidAtStore } from '@/features/shop/shop-orders/components/paid-at-store-field';
import { RefundPanel } from '@/features/shop/shop-orders/components/refund-panel';
import { billHref, shopOrderPaths } from '@/features/shop/shop-orders/paths';
import { SHOP_STATUS_COLORS, shopStatusKey } from '@/features/shop/shop-orders/status';
import { useAuth } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** The steps the staff may take now, as the API allows them (decision 082). */
function stepsOf(o: ShopOrderDetail): ShopOrderStep[] {
  const closed = o.status === 'cancelled' || o.status === 'withdrawn';
  return [
    ...(o.payment.status !== 'paid' && !closed ? (['mark-paid'] as const) : []),
    ...(o.status === 'paid' || (o.status === 'placed' && o.payment.method === 'in_store') ? (['ship'] as const) : []),
    ...(o.status === 'shipped' ? (['deliver'] as const) : []),
    ...(canCancelShopOrder(o.status) ? (['staff-cancel'] as const) : []),
  ];
}

const addressLines = (a: ShopAddress | null) => (a ? [a.street, `${a.postalCode} ${a.city}`, a.country] : []);

/** `shop-orders/{number}`: one web shop order whole — customer, delivery, items, totals, payment, bill, history — and its next step. */
export function ShopOrderDetailPage() {
  const { t } = useTranslation(['shopOrders', 'shop']);
  const { number = '' } = useParams();
  const order = useShopOrder(number);
  usePageTitle(t('detail.title', { number }));
  if (!order.data) return <LoadState error={order.error} />;
  return <ShopOrderDetailView order={order.data} />;
}

function ShopOrderDetailView({ order: o }: { order: ShopOrderDetail }) {
  const { t } = useTranslation(['shopOrders', 'shop']);
  const locale = useLocale();
  const { user } = useAuth();
  const errorMessage = useErrorMessage();
  const move = useMoveShopOrder(o.number);
  const [asking, setAsking] = useState<ShopOrderStep | null>(null);
  // Paid in the store: staff say how, cash or card, before the payment is recorded (decision 121).
  const [paidAtStore, setPaidAtStore] = useState<PaidAtStore | null>(null);
  const [missingMethod, setMissingMethod] = useState(false);
  const asksMethod = asking === 'mark-paid' && o.payment.method === 'in_store';
  const close = () => {
    setAsking(null);
    setPaidAtStore(null);
    setMissingMethod(false);
  };
  const pickup = o.delivery.method === 'store_pickup';
  const price = (cents: number) => formatPrice(cents, locale);
  const stepLabel = (step: ShopOrderStep) => t(step === 'ship' && pickup ? 'steps.ship.labelPickup' : `steps.${step}.label`);
  const effectsKey = (step: ShopOrderStep) =>
    step === 'ship' && pickup
      ? 'steps.ship.effectsPickup'
      : step === 'mark-paid' && o.payment.method === 'in_store'
        ? 'steps.mark-paid.effectsInStore'
        : `steps.${step}.effects`;
  const effects = (step: ShopOrderStep) => t(effectsKey(step), { returnObjects: true }) as string[];
  const detail = (label: string, value: ReactNode) =>
    value === null || value === '' ? null : (
      <div key={label}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text component="div" size="sm">
          {value}
        </Text>
      </div>
    );
  const lines = (values: string[]) => values.map((v) => <div key={v}>{v}</div>);
  const section = (title: string, children: ReactNode) => (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </Paper>
  );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={shopOrderPaths.list.getHref(locale)} size="sm">
        {t('backToList')}
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('detail.title', { number: o.number })}</Title>
          <Group gap="xs" mt="xs">
            <Badge variant="light" color={SHOP_STATUS_COLORS[o.status]} tt="none">
              {t(shopStatusKey(o.status, o.delivery.method))}
            </Badge>
            <Text size="sm" c="dimmed">
              {formatDateTime(o.placedAt)}
            </Text>
          </Group>
        </div>
        <Group gap="xs">
          {stepsOf(o).map((step) => (
            <Button key={step} variant={step === 'staff-cancel' ? 'default' : 'filled'} onClick={() => setAsking(step)}>
              {stepLabel(step)}
            </Button>
          ))}
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {section(
          t('detail.customer'),
          <>
            {detail(t('fields.customer'), o.customer.name)}
            {detail(t('fields.email'), <Anchor href={`mailto:${o.customer.email}`}>{o.customer.email}</Anchor>)}
            {detail(t('fields.phone'), o.customer.phone ? <Anchor href={`tel:${o.customer.phone}`}>{o.customer.phone}</Anchor> : null)}
            {detail(t('fields.language'), o.customer.language.toUpperCase())}
          </>,
        )}
        {section(
          t('detail.delivery'),
          <>
            {detail(t('fields.delivery'), t(`shop:delivery.${o.delivery.method}`))}
            {detail(t('fields.store'), o.delivery.storeName)}
            {detail(t('fields.address'), o.delivery.address ? lines(addressLines(o.delivery.address)) : null)}
            {detail(
              t('fields.billingAddress'),
              o.delivery.billingAddress
                ? lines(addressLines(o.delivery.billingAddress))
                : o.delivery.address
                  ? t('detail.sameAsDelivery')
                  : null,
            )}
            {detail(t('fields.expectedOn'), o.delivery.expectedOn && !o.delivery.deliveredOn ? formatDate(o.delivery.expectedOn) : null)}
            {detail(t('fields.deliveredOn'), o.delivery.deliveredOn ? formatDate(o.delivery.deliveredOn) : null)}
            {detail(t('fields.withdrawalUntil'), o.withdrawalUntil && o.status === 'delivered' ? formatDate(o.withdrawalUntil) : null)}
            {detail(t('fields.notes'), o.delivery.notes)}
          </>,
        )}
        {section(
          t('detail.payment'),
          <>
            {detail(t('fields.payment'), t(`shop:payment.${o.payment.method}`))}
            {detail(t('fields.status'), t(`shop:paymentStatuses.${o.payment.status}`))}
            {detail(t('fields.paidAt'), o.paidAt ? formatDateTime(o.paidAt) : null)}
            {detail(t('fields.paidBy'), o.paidBy ? t(`paidBy.${o.paidBy}`) : null)}
            {detail(t('fields.promoCode'), o.promoCode)}
            {detail(
              t('fields.bill'),
              o.billId ? (
                <Anchor component={Link} to={billHref(locale, o.billId)}>
                  {t('detail.openBill', { id: o.billId })}
                </Anchor>
              ) : null,
            )}
          </>,
        )}
      </SimpleGrid>

      {(o.cancelledAt || o.withdrawnAt) && (
        <Alert color="orange" title={t(shopStatusKey(o.status, o.delivery.method))}>
          <Stack gap={4}>
            {o.cancelledAt && (
              <Text size="sm">
                {t('detail.cancelledOn', { date: formatDateTime(o.cancelledAt) })}
                {o.cancelReason ? ` · ${t(`cancelReasons.${o.cancelReason}`, { defaultValue: o.cancelReason })}` : ''}
              </Text>
            )}
            {o.withdrawnAt && (
              <Text size="sm">
                {t('detail.withdrawnOn', { date: formatDateTime(o.withdrawnAt) })}
                {o.withdrawalReason ? ` · ${t('detail.reason', { reason: o.withdrawalReason })}` : ''}
              </Text>
            )}
            {o.payment.status === 'paid' && !can(user, 'admin') && <Text size="sm">{t('detail.refundHint')}</Text>}
          </Stack>
        </Alert>
      )}
      {/* Money is given back by an admin, as every refund (decision 105). */}
      <RefundPanel order={o} canRefund={can(user, 'admin')} />

      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Caption>{t('detail.lines')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detail.line')}</Table.Th>
              <Table.Th ta="right">{t('detail.quantity')}</Table.Th>
              <Table.Th ta="right">{t('detail.unit')}</Table.Th>
              <Table.Th ta="right">{t('detail.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {o.lines.map((l, i) => (
              <Table.Tr key={i}>
                <Table.Th scope="row" fw={400}>
                  {l.kind === 'gift_card' ? t('detail.giftCardLine') : l.label}
                  {l.kind === 'bike' && l.size ? ` · ${t('detail.size', { size: l.size })}` : ''}
                  {l.kind === 'used_bike' ? ` · ${t('shop:lines.usedBike')}` : ''}
                  {l.availableOn && isBeforeShipping(o.status) ? ` · ${t('detail.arriving', { date: formatDate(l.availableOn) })}` : ''}
                </Table.Th>
                <Table.Td ta="right">{l.quantity}</Table.Td>
                <Table.Td ta="right">{price(l.unitInclVatCents)}</Table.Td>
                <Table.Td ta="right">{price(l.totalInclVatCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            {o.totals.deliveryCents > 0 && (
              <Table.Tr>
                <Table.Th scope="row" colSpan={3} fw={400}>
                  {t('detail.delivery_cost')}
                </Table.Th>
                <Table.Td ta="right">{price(o.totals.deliveryCents)}</Table.Td>
              </Table.Tr>
            )}
            {o.totals.discountCents > 0 && (
              <Table.Tr>
                <Table.Th scope="row" colSpan={3} fw={400}>
                  {t('detail.discount')}
                </Table.Th>
                <Table.Td ta="right">{`− ${price(o.totals.discountCents)}`}</Table.Td>
              </Table.Tr>
            )}
            {o.totals.giftCardCents > 0 && (
              <Table.Tr>
                <Table.Th scope="row" colSpan={3} fw={400}>
                  {t('detail.giftCard')}
                </Table.Th>
                <Table.Td ta="right">{`− ${price(o.totals.giftCardCents)}`}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Th scope="row" colSpan={3}>
                {t('detail.toPay')}
              </Table.Th>
              <Table.Td ta="right" fw={700}>
                {price(o.totals.totalInclVatCents)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed">
        {o.totals.vat.map((v) => t('detail.vat', { rate: v.rate, base: price(v.baseCents), vat: price(v.vatCents) })).join(' · ')}
      </Text>

      {asking && (
        <ConfirmAction
          opened
          title={t(`steps.${asking}.title`, { number: o.number })}
          effects={effects(asking)}
          confirmLabel={stepLabel(asking)}
          cancelLabel={t('keep')}
          pending={move.isPending}
          onClose={close}
          onConfirm={() => {
            if (asksMethod && !paidAtStore) return setMissingMethod(true);
            move.mutate(
              { step: asking, ...(asksMethod && paidAtStore ? { method: paidAtStore } : {}) },
              {
                onSuccess: () => {
                  notify('success', t(`steps.${asking}.done`));
                  close();
                },
                onError: (error) => {
                  notify('error', errorMessage(error));
                  close();
                },
              },
            );
          }}
        >
          {asksMethod && (
            <PaidAtStoreField
              value={paidAtStore}
              onChange={(v) => {
                setPaidAtStore(v);
                setMissingMethod(false);
              }}
              missing={missingMethod}
            />
          )}
        </ConfirmAction>
      )}
    </Stack>
  );
}
