import { Radio, Stack, Text } from '@mantine/core';
import { formatDate } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { useFieldErrorMessage } from '@/lib/errors';
import { useStores } from '../api/get-stores';
import { DELIVERY_METHODS, type DeliveryMethod } from '../api/shop-contract';

type Props = {
  method: DeliveryMethod;
  onMethod: (method: DeliveryMethod) => void;
  storeId: string;
  onStore: (storeId: string) => void;
  storeError?: string;
  deliveryDate?: string | null;
};

/** Home delivery, pickup at a store (Liège or Brussels) or a relay point near the billing address. */
export function DeliveryFields({ method, onMethod, storeId, onStore, storeError, deliveryDate }: Props) {
  const { t } = useTranslation('shop');
  const fieldError = useFieldErrorMessage();
  const stores = useStores();
  return (
    <Stack gap="sm">
      <Radio.Group label={t('checkout.delivery')} value={method} onChange={(value) => onMethod(value as DeliveryMethod)} required>
        <Stack gap="xs" mt={4}>
          {DELIVERY_METHODS.map((m) => (
            <Radio key={m} value={m} label={t(`delivery.${m}`)} description={t(`delivery.${m}Hint`)} />
          ))}
        </Stack>
      </Radio.Group>
      {method === 'store_pickup' && (
        <Radio.Group label={t('checkout.store')} value={storeId} onChange={onStore} error={fieldError(storeError)} required>
          <Stack gap="xs" mt={4}>
            {(stores.data ?? []).map((store) => (
              <Radio key={store.id} value={String(store.id)} label={store.name} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {deliveryDate && (
        <Text size="sm">
          {method === 'store_pickup'
            ? t('checkout.readyOn', { date: formatDate(deliveryDate) })
            : t('checkout.expectedOn', { date: formatDate(deliveryDate) })}
        </Text>
      )}
    </Stack>
  );
}
