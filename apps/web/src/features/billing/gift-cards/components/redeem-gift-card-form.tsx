import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatPrice } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import { useRedeemGiftCard, type Redeemed } from '@/features/billing/gift-cards/api/redeem-gift-card';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';

/**
 * A bill paid with a card (decision 120): the card's code, the amount and the bill's number; the bill gets a gift card
 * payment. Answers what remains on the card and on the bill. (At the till, the ticket takes the card itself; on a
 * bill's page, its payments panel offers the same.)
 */
export function RedeemGiftCardForm() {
  const { t } = useTranslation('payments');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const redeem = useRedeemGiftCard();
  const [code, setCode] = useState('');
  const [amountCents, setAmountCents] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const [billNumber, setBillNumber] = useState('');
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
          billNumber: billNumber.trim(),
        }),
      );
      setCode('');
      setAmountCents(null);
      setBillNumber('');
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
          <Text size="sm" c="dimmed">
            {t('giftCards.redeem.intro')}
          </Text>
          {failure !== null && Object.keys(fields).length === 0 && <Alert color="red">{errorMessage(failure)}</Alert>}
          {done && (
            <Alert color="green" role="status">
              {t('giftCards.redeem.done', {
                amount: formatPrice(done.amountCents),
                bill: done.bill.number,
                balance: formatPrice(done.balanceCents),
                left: formatPrice(done.bill.leftToPayCents),
              })}
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
            <TextInput
              label={t('giftCards.redeem.billNumber')}
              description={t('giftCards.redeem.billHint')}
              value={billNumber}
              onChange={(e) => setBillNumber(e.currentTarget.value)}
              autoComplete="off"
              required
              error={fieldError(fields.billNumber)}
              miw={160}
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
