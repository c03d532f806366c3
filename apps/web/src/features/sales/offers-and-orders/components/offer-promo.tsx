import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatPrice } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfferPromoCode } from '@/features/sales/offers-and-orders/api/offer-promo-code';
import type { Offer } from '@/features/sales/offers-and-orders/api/get-offer';
import { isApiError, useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';

const REASONS = [
  'invalid',
  'inactive',
  'not_started',
  'expired',
  'used_up',
  'customer_limit',
  'below_minimum',
  'not_applicable',
  'sale_only',
] as const;

/**
 * A sale offer's promo code (decision 059): what it takes off (VAT included) and, before signing, why it would be
 * refused now. Staff put it on or take it off while the offer is in progress.
 */
export function OfferPromoSection({ offer, editable }: { offer: Offer; editable: boolean }) {
  const { t } = useTranslation('offerPromo');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const { apply, remove } = useOfferPromoCode(offer.id);
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const promo = offer.promo ?? null;
  const reason = (r: string) => t(`reasons.${(REASONS as readonly string[]).includes(r) ? r : 'invalid'}`);
  if (offer.contractType !== 'purchase' || (!promo && !editable)) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    try {
      await apply.mutateAsync(code.trim());
      setCode('');
      notify('success', t('applied'));
    } catch (error) {
      const field = isApiError(error) ? (error.fields.code ?? error.fields.totalCents) : undefined;
      setRefusal(field ? reason(field) : errorMessage(error));
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="offer-promo-title">
      <Title order={2} size="h3" id="offer-promo-title">
        {t('title')}
      </Title>
      {promo && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={600}>{t('line', { code: promo.code, amount: formatPrice(promo.discountCents, locale) })}</Text>
            <Text size="sm">{t('totalAfter', { amount: formatPrice(promo.totalAfterCents, locale) })}</Text>
            {promo.committed && (
              <Text size="sm" c="dimmed">
                {t('committed')}
              </Text>
            )}
          </div>
          {editable && (
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => notify('success', t('removed')),
                  onError: (error) => notify('error', errorMessage(error)),
                })
              }
            >
              {t('remove')}
            </Button>
          )}
        </Group>
      )}
      {promo?.refusal && (
        <Alert color="red" title={t('refusedTitle')}>
          {reason(promo.refusal)} {t('refusedHint')}
        </Alert>
      )}
      {editable && !promo && (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Group align="flex-end" wrap="wrap" gap="sm">
            <TextInput
              label={t('code')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={refusal ?? undefined}
              autoComplete="off"
              required
              maw={260}
            />
            <Button type="submit" loading={apply.isPending} disabled={code.trim() === ''}>
              {t('apply')}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
