import { Alert, Anchor, Button, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDateTime, formatPrice, REFUND_METHODS, type RefundMethod, type ShopOrderDetail } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useRefundShopOrder } from '@/features/shop/shop-orders/api/refund-shop-order';
import { billHref } from '@/features/shop/shop-orders/paths';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';

/** A paid order withdrawn or cancelled: an admin gives the money back; a refunded one says when, by whom, and its credit note. */
export function RefundPanel({ order: o, canRefund }: { order: ShopOrderDetail; canRefund: boolean }) {
  const { t } = useTranslation('shopOrders');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const refund = useRefundShopOrder(o.number);
  // Paid in cash at the pick-up (decision 121): given back in cash at the till unless the admin chooses otherwise.
  const [method, setMethod] = useState<RefundMethod>(o.paidBy === 'cash' ? 'cash' : 'transfer');
  const [iban, setIban] = useState('');
  const [asking, setAsking] = useState(false);
  if (o.payment.status === 'refunded')
    return (
      <Alert color="gray" title={t('refund.title')}>
        <Stack gap={4}>
          {o.refundedAt && (
            <Text size="sm">{t('refund.refundedOn', { date: formatDateTime(o.refundedAt), name: o.refundedBy ?? '—' })}</Text>
          )}
          {o.creditNoteId && (
            <Anchor component={Link} to={billHref(locale, o.creditNoteId)} size="sm">
              {t('refund.openCreditNote', { id: o.creditNoteId })}
            </Anchor>
          )}
        </Stack>
      </Alert>
    );
  const due = o.payment.status === 'paid' && o.billId !== null && (o.status === 'withdrawn' || o.status === 'cancelled');
  if (!due || !canRefund) return null;
  const ibanError = isApiError(refund.error) ? refund.error.fields.iban : undefined;
  const amount = formatPrice(o.totals.totalInclVatCents + o.totals.giftCardCents, locale);
  // Paid through the provider's checkout: that money goes back on the card or Bancontact that paid (decision 112).
  const online = o.payment.method === 'online';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="shop-order-refund">
      <Stack gap="sm" maw={480}>
        <Title order={2} size="h4" id="shop-order-refund">
          {t('refund.title')}
        </Title>
        <Text size="sm">{t('refund.intro')}</Text>
        {online && <Text size="sm">{t('refund.online', { amount: formatPrice(o.totals.totalInclVatCents, locale) })}</Text>}
        {!online && (
          <NativeSelect
            label={t('refund.method')}
            value={method}
            onChange={(event) => setMethod(event.currentTarget.value as RefundMethod)}
            data={REFUND_METHODS.map((m) => ({ value: m, label: t(`refund.methods.${m}`) }))}
          />
        )}
        {!online && method === 'transfer' && (
          <TextInput
            label={t('refund.iban')}
            value={iban}
            onChange={(event) => setIban(event.currentTarget.value)}
            required
            error={ibanError ? fieldError(ibanError) : undefined}
            autoComplete="off"
          />
        )}
        <Button
          onClick={() => setAsking(true)}
          disabled={!online && method === 'transfer' && !iban.trim()}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('refund.button', { amount })}
        </Button>
      </Stack>
      <ConfirmAction
        opened={asking}
        title={t('refund.confirmTitle', { number: o.number })}
        effects={t('refund.effects', { returnObjects: true }) as string[]}
        confirmLabel={t('refund.button', { amount })}
        cancelLabel={t('keep')}
        pending={refund.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          refund.mutate(online ? { method: 'other' } : method === 'transfer' ? { method, iban } : { method }, {
            onSuccess: () => notify('success', t('refund.done')),
            onError: (error) => {
              if (!(isApiError(error) && error.fields.iban)) notify('error', errorMessage(error));
            },
            onSettled: () => setAsking(false),
          })
        }
      />
    </Paper>
  );
}
