import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { formatPrice, GIFT_CARD_VOID_REASONS, type GiftCardVoidReason } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import type { GiftCardDetail } from '@/features/billing/gift-cards/api/get-gift-card';
import { useVoidGiftCard } from '@/features/billing/gift-cards/api/void-gift-card';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/**
 * "Void this card" (decision 119): a confirmation with the reason and a note; what remains goes to 0 and the card is
 * refused everywhere since. Offered while the card is not voided and still holds something (the API says 409 otherwise).
 */
export function VoidGiftCard({ card }: { card: GiftCardDetail }) {
  const { t } = useTranslation('payments');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const voiding = useVoidGiftCard();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState<GiftCardVoidReason>('replaced');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const fields = isApiError(failure) ? (failure.fields ?? {}) : {};
  if (card.voided || card.balanceCents <= 0) return null;

  const open = () => {
    setFailure(null);
    setReason('replaced');
    setNote('');
    setOpened(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const done = await voiding.mutateAsync({ id: card.id, reason, note: note.trim() || null });
      setOpened(false);
      notify('success', t('giftCards.void.done', { code: done.code }));
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <>
      <Button variant="light" color="red" onClick={open}>
        {t('giftCards.void.action')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('giftCards.void.title', { code: card.code })}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('giftCards.void.hint', { balance: formatPrice(card.balanceCents) })}</Text>
            {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
            <NativeSelect
              label={t('giftCards.void.reason')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value as GiftCardVoidReason)}
              data={GIFT_CARD_VOID_REASONS.map((r) => ({ value: r, label: t(`giftCards.void.reasons.${r}`) }))}
              error={fieldError(fields.reason)}
              required
              data-autofocus
            />
            <Textarea
              label={<OptionalLabel>{t('giftCards.void.note')}</OptionalLabel>}
              description={t('giftCards.void.noteHint')}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              error={fieldError(fields.note)}
              rows={2}
              maxLength={500}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('cancel')}
              </Button>
              <Button type="submit" color="red" loading={voiding.isPending}>
                {t('giftCards.void.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
