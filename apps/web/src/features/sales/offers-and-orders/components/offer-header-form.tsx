import { Alert, Button, Group, NativeSelect, NumberInput, Stack, Textarea } from '@mantine/core';
import { OFFER_CONTRACT_TYPES, type OfferContractType } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import type { Offer } from '@/features/sales/offers-and-orders/api/get-offer';
import { useUpdateOffer } from '@/features/sales/offers-and-orders/api/update-offer';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** The offer's contract, duration and description, changed while it is in progress; the customer stays. */
export function OfferHeaderForm({ offer, onDone }: { offer: Offer; onDone: () => void }) {
  const { t } = useTranslation('sales');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const update = useUpdateOffer(offer.id);
  const [contractType, setContractType] = useState<OfferContractType>(offer.contractType);
  const [months, setMonths] = useState<string | number>(offer.durationMonths ?? '');
  const [description, setDescription] = useState(offer.description ?? '');
  const [failure, setFailure] = useState<unknown>(null);
  const fields: Record<string, string> = isApiError(failure) ? failure.fields : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await update.mutateAsync({
        companyId: offer.company?.id ?? null,
        userId: offer.user?.id ?? null,
        contractType,
        durationMonths: months === '' ? null : Number(months),
        description: description.trim() || null,
      });
      notify('success', t('offers.saved'));
      onDone();
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <NativeSelect
          label={t('fields.contractType')}
          value={contractType}
          onChange={(e) => setContractType(e.currentTarget.value as OfferContractType)}
          data={OFFER_CONTRACT_TYPES.map((c) => ({ value: c, label: t(`contractTypes.${c}`) }))}
          error={fieldError(fields.contractType)}
          required
        />
        <NumberInput
          label={<OptionalLabel>{t('fields.durationMonths')}</OptionalLabel>}
          value={months}
          onChange={setMonths}
          min={1}
          max={120}
          allowDecimal={false}
          error={fieldError(fields.durationMonths)}
        />
        <Textarea
          label={<OptionalLabel>{t('fields.description')}</OptionalLabel>}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          rows={3}
          error={fieldError(fields.description)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('offers.cancelEdit')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('offers.saveHeader')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
