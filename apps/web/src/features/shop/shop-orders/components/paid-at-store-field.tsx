import { Group, Radio } from '@mantine/core';
import type { ShopMarkPaidMethod } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

/** The methods a customer pays with at the pick-up (decision 121): the books book cash on the till, a card on the acquirer. */
export const PAID_AT_STORE = ['cash', 'card'] as const satisfies readonly ShopMarkPaidMethod[];
export type PaidAtStore = (typeof PAID_AT_STORE)[number];

/** Mark-paid's question for an order paid in the store: cash or card, required (the books do not guess). */
export function PaidAtStoreField({
  value,
  onChange,
  missing,
}: {
  value: PaidAtStore | null;
  onChange: (value: PaidAtStore) => void;
  missing: boolean;
}) {
  const { t } = useTranslation('shopOrders');
  return (
    <Radio.Group
      label={t('steps.mark-paid.how')}
      value={value}
      onChange={(v) => onChange(v as PaidAtStore)}
      error={missing ? t('steps.mark-paid.howRequired') : undefined}
      required
    >
      <Group mt="xs">
        {PAID_AT_STORE.map((m) => (
          <Radio key={m} value={m} label={t(`steps.mark-paid.methods.${m}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
