import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { GIFT_CARD_CHANNELS } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { MoneyInput } from '@/components/ui/money-input';
import { OptionalLabel } from '@/components/ui/optional-label';
import type { GiftCardDetail } from '@/features/billing/gift-cards/api/get-gift-card';
import { useSellGiftCard } from '@/features/billing/gift-cards/api/sell-gift-card';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';

/** Sells a card: amount, expiry, where it was sold, for whom. The server draws the code. */
export function SellGiftCardForm({ onDone, onCancel }: { onDone: (card: GiftCardDetail) => void; onCancel: () => void }) {
  const { t } = useTranslation('payments');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const sell = useSellGiftCard();
  const [amountCents, setAmountCents] = useState<number | null>(5000);
  const [expiresOn, setExpiresOn] = useState('');
  const [soldVia, setSoldVia] = useState<(typeof GIFT_CARD_CHANNELS)[number]>('till');
  const [buyerName, setBuyerName] = useState('');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);
  const fields = isApiError(failure) ? (failure.fields ?? {}) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (amountCents === null) return setMissing(true);
    setMissing(false);
    try {
      onDone(
        await sell.mutateAsync({
          amountCents,
          expiresOn: expiresOn || null,
          soldVia,
          buyerName: buyerName.trim() || null,
          note: note.trim() || null,
        }),
      );
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {/* No payment is recorded here: the books take the card as given (decision 116). */}
        <Text size="sm" c="dimmed">
          {t('giftCards.sellHint')}
        </Text>
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <MoneyInput
          label={t('giftCards.fields.amount')}
          value={amountCents}
          onChange={setAmountCents}
          min={100}
          max={1_000_000}
          required
          error={missing ? fieldError('required') : fieldError(fields.amountCents)}
        />
        <DateField
          label={<OptionalLabel>{t('giftCards.fields.expiresOn')}</OptionalLabel>}
          value={expiresOn}
          onChange={setExpiresOn}
          error={fieldError(fields.expiresOn)}
        />
        <NativeSelect
          label={t('giftCards.fields.soldVia')}
          value={soldVia}
          onChange={(e) => setSoldVia(e.currentTarget.value as typeof soldVia)}
          data={GIFT_CARD_CHANNELS.map((c) => ({ value: c, label: t(`giftCards.channels.${c}`) }))}
        />
        <TextInput
          label={<OptionalLabel>{t('giftCards.fields.buyer')}</OptionalLabel>}
          value={buyerName}
          onChange={(e) => setBuyerName(e.currentTarget.value)}
          maxLength={120}
        />
        <TextInput
          label={<OptionalLabel>{t('giftCards.fields.note')}</OptionalLabel>}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={sell.isPending}>
            {t('giftCards.sell')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
