import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { formatPrice } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import { useRedeemGiftCard, type Redeemed } from '@/features/billing/gift-cards/api/redeem-gift-card';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';

/** At the till: a card's code, the amount it pays and the ticket; answers what remains on the card. */
export function RedeemGiftCardForm() {
  const { t } = useTranslation('payments');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const redeem = useRedeemGiftCard();
  const [code, setCode] = useState('');
  const [amountCents, setAmountCents] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const [reference, setReference] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<Redeemed | null>(null);
  const fields = isApiError(failure) ? (failure.fields ?? {}) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    // An empty amount is said here rather than sent as 0.
    setMissing(amountCents === null);
    if (amountCents === null) return;
    try {
      setDone(
        await redeem.mutateAsync({
          code: code.trim(),
          amountCents,
          reference: reference.trim(),
        }),
      );
      setCode('');
      setAmountCents(null);
      setReference('');
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Paper withBorder p="md">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('giftCards.redeem.title')}
          </Title>
          {failure !== null && Object.keys(fields).length === 0 && <Alert color="red">{errorMessage(failure)}</Alert>}
          {done && (
            <Alert color="green" role="status">
              {t('giftCards.redeem.done', { amount: formatPrice(done.amountCents), balance: formatPrice(done.balanceCents) })}
            </Alert>
          )}
          <Group grow wrap="wrap" align="flex-start">
            <TextInput
              label={t('giftCards.fields.code')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              autoComplete="off"
              required
              error={fieldError(fields.code)}
              miw={200}
            />
            <MoneyInput
              label={t('giftCards.redeem.amount')}
              value={amountCents}
              onChange={setAmountCents}
              min={1}
              required
              error={fieldError(missing ? 'required' : fields.amountCents)}
              miw={140}
            />
            <TextInput
              label={t('giftCards.redeem.reference')}
              value={reference}
              onChange={(e) => setReference(e.currentTarget.value)}
              required
              error={fieldError(fields.reference)}
              miw={160}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={redeem.isPending}>
              {t('giftCards.redeem.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
