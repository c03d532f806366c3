import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import { addToCart } from '@/lib/shop-cart';

const MIN_CENTS = 1_000;
const MAX_CENTS = 50_000;

/** A gift card of a chosen amount, added to the cart like any item (sent by e-mail once the order is paid). */
export function GiftCardAdder() {
  const { t } = useTranslation('shop');
  const [amountCents, setAmountCents] = useState<number | null>(5_000);
  const valid = amountCents !== null && amountCents >= MIN_CENTS && amountCents <= MAX_CENTS;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('giftCard.title')}
        </Title>
        <Text size="sm">{t('giftCard.text')}</Text>
        <MoneyInput
          label={t('giftCard.amount')}
          value={amountCents}
          onChange={setAmountCents}
          min={MIN_CENTS}
          max={MAX_CENTS}
          error={amountCents !== null && !valid ? t('giftCard.bounds') : undefined}
        />
        <Button
          variant="light"
          disabled={!valid}
          onClick={() => valid && addToCart({ kind: 'gift_card', amountCents, quantity: 1 })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('giftCard.add')}
        </Button>
      </Stack>
    </Paper>
  );
}
