import { Alert, Button, Group, NativeSelect, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { DELIVERY_METHODS, formatPrice, type DeliveryMethod, type Order } from '@veloport/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFulfilOrder } from '@/features/sales/offers-and-orders/api/fulfil-order';
import { useStores } from '@/features/sales/offers-and-orders/api/get-stores';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';

/** The order's delivery info: everyone who sees the order reads it; the shop's staff edit it (decision 024). */
export function OrderDelivery({ order, canEdit }: { order: Order; canEdit: boolean }) {
  const { t } = useTranslation('fulfilment');
  const { t: tp } = useTranslation('offerPromo');
  const locale = useLocale();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const { delivery } = order;
  const place = delivery.method === 'store_pickup' ? delivery.pickupLocation?.name : delivery.address;
  const rows: [string, string | null | undefined][] = delivery.method
    ? [
        [t('delivery.method'), t(`delivery.methods.${delivery.method}`)],
        [
          delivery.method === 'store_pickup'
            ? t('delivery.store')
            : delivery.method === 'relay_point'
              ? t('delivery.relayAddress')
              : t('delivery.address'),
          place,
        ],
        [t('delivery.billingAddress'), delivery.billingAddress],
        [t('delivery.notes'), delivery.notes],
      ]
    : [];
  // Its price from the delivery settings and zones, and its share of the offer's promo code (decision 059).
  const price = order.deliveryPrice;
  if (delivery.method && price)
    rows.push([
      tp('order.deliveryPrice'),
      price.priceCents === 0
        ? tp('order.free')
        : price.zone
          ? tp('order.deliveryZone', { price: formatPrice(price.priceCents, locale), zone: price.zone })
          : formatPrice(price.priceCents, locale),
    ]);
  if (order.promo) rows.push([tp('order.promo', { code: order.promo.code }), `− ${formatPrice(order.promo.discountCents, locale)}`]);
  const closed = order.status === 'done' || order.status === 'cancelled';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('delivery.title')}
        </Title>
        {editing ? (
          <DeliveryForm order={order} onDone={() => setEditing(false)} />
        ) : (
          <>
            {rows.length === 0 ? (
              <Text c="dimmed">{t('delivery.none')}</Text>
            ) : (
              <Table aria-labelledby={titleId}>
                <Table.Tbody>
                  {rows.map(([label, value]) => (
                    <Table.Tr key={label}>
                      <Table.Th scope="row" w="40%">
                        {label}
                      </Table.Th>
                      <Table.Td style={{ whiteSpace: 'pre-line' }}>{value || '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {canEdit && !closed && (
              <Group>
                <Button variant="default" onClick={() => setEditing(true)}>
                  {t('delivery.edit')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function DeliveryForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t } = useTranslation('fulfilment');
  const { t: tp } = useTranslation('offerPromo');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const stores = useStores();
  const save = useFulfilOrder(order.id);
  const [method, setMethod] = useState<DeliveryMethod>(order.delivery.method ?? 'home');
  const [address, setAddress] = useState(order.delivery.address ?? '');
  const [billingAddress, setBillingAddress] = useState(order.delivery.billingAddress ?? '');
  const [notes, setNotes] = useState(order.delivery.notes ?? '');
  const [storeId, setStoreId] = useState(String(order.delivery.pickupLocation?.id ?? ''));
  const [failure, setFailure] = useState<unknown>(null);
  const fields = isApiError(failure) ? failure.fields : {};
  const submit = async () => {
    setFailure(null);
    try {
      await save.mutateAsync({
        kind: 'delivery',
        input: {
          method,
          address: address || null,
          billingAddress: billingAddress || null,
          notes: notes || null,
          pickupLocationId: storeId ? Number(storeId) : null,
        },
      });
      notify('success', t('delivery.saved'));
      onDone();
    } catch (error) {
      setFailure(error);
    }
  };
  return (
    <Stack gap="sm">
      {failure !== null && Object.keys(fields).length === 0 && <Alert color="red">{errorMessage(failure)}</Alert>}
      <NativeSelect
        label={t('delivery.method')}
        value={method}
        onChange={(e) => setMethod(e.currentTarget.value as DeliveryMethod)}
        data={DELIVERY_METHODS.map((m) => ({ value: m, label: t(`delivery.methods.${m}`) }))}
        error={fields.method === 'not_offered_here' ? tp('order.notOffered') : fieldError(fields.method)}
      />
      {method === 'store_pickup' ? (
        <NativeSelect
          label={t('delivery.store')}
          value={storeId}
          onChange={(e) => setStoreId(e.currentTarget.value)}
          data={[{ value: '', label: '—' }, ...(stores.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))]}
          error={fieldError(fields.pickupLocationId)}
        />
      ) : (
        <Textarea
          label={method === 'relay_point' ? t('delivery.relayAddress') : t('delivery.address')}
          value={address}
          onChange={(e) => setAddress(e.currentTarget.value)}
          rows={2}
          error={fieldError(fields.address)}
        />
      )}
      <Textarea
        label={t('delivery.billingAddress')}
        value={billingAddress}
        onChange={(e) => setBillingAddress(e.currentTarget.value)}
        rows={2}
      />
      <Textarea label={t('delivery.notes')} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} rows={2} />
      <Group>
        <Button loading={save.isPending} onClick={() => void submit()}>
          {t('delivery.save')}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('delivery.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
