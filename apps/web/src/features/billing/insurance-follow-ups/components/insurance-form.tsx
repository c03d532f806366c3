import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INSURANCE_KINDS, insuranceInputSchema, type InsuranceInput, type InsuranceKind } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { MoneyInput } from '@/components/ui/money-input';
import { OptionalLabel } from '@/components/ui/optional-label';
import { findBikeByFrame } from '@/features/billing/insurance-follow-ups/api/find-bike-by-frame';
import type { InsuranceFollowUpDetail } from '@/features/billing/insurance-follow-ups/api/get-follow-up';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

type Values = {
  frameNumber: string;
  kind: InsuranceKind;
  eventDate: string;
  description: string;
  amountClaimedCents: number | null;
  amountPaidCents: number | null;
  insurer: string;
  claimReference: string;
};

const draftOf = (v: Values, bikeId?: number) => ({
  ...v,
  bikeId,
  insurer: v.insurer.trim() || null,
  claimReference: v.claimReference.trim() || null,
});

// The bike is found from its frame number once the form is sent: the browser checks the frame number is there.
const schemaErrors = schemaValidator<Values>(insuranceInputSchema.omit({ bikeId: true }), draftOf);
const validate = (v: Values): Record<string, string> => ({
  ...schemaErrors(v),
  ...(v.frameNumber.trim() ? {} : { frameNumber: 'required' }),
});

type Props = {
  followUp?: InsuranceFollowUpDetail;
  initial?: { frameNumber?: string; kind?: InsuranceKind };
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: InsuranceInput) => Promise<unknown>;
  onCancel?: () => void;
};

/** A claim or a renewal: the bike (by frame number), what happened and when, the amounts and the insurer's reference. */
export function InsuranceForm({ followUp, initial, submitLabel, pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('insurance');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      frameNumber: followUp?.bike.frameNumber ?? initial?.frameNumber ?? '',
      kind: followUp?.kind ?? initial?.kind ?? 'damage',
      eventDate: followUp?.eventDate ?? '',
      description: followUp?.description ?? '',
      amountClaimedCents: followUp?.amountClaimedCents ?? null,
      amountPaidCents: followUp?.amountPaidCents ?? null,
      insurer: followUp?.insurer ?? '',
      claimReference: followUp?.claimReference ?? '',
    },
    validate,
  });
  const input = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };

  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    let bikeId = followUp?.bike.id;
    if (bikeId === undefined) {
      bikeId = await findBikeByFrame(v.frameNumber).then(
        (b) => b.id,
        () => undefined,
      );
      if (bikeId === undefined) return form.setErrors({ frameNumber: 'unknown_bike' });
    }
    try {
      await onSubmit(insuranceInputSchema.parse(draftOf(v, bikeId)));
    } catch (error) {
      if (isApiError(error)) {
        const { bikeId: bikeError, ...rest } = error.fields;
        form.setErrors({ ...rest, ...(bikeError ? { frameNumber: bikeError } : {}) });
      }
      setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...input('frameNumber')}
            label={t('fields.frameNumber')}
            description={followUp ? followUp.bike.label : t('frameHelp')}
            disabled={Boolean(followUp)}
            autoComplete="off"
            required
          />
          <NativeSelect
            {...input('kind')}
            label={t('fields.kind')}
            data={INSURANCE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            disabled={Boolean(followUp)}
          />
          <DateField {...input('eventDate')} onChange={(v) => form.setFieldValue('eventDate', v)} label={t('fields.eventDate')} required />
          <TextInput
            {...input('insurer')}
            label={<OptionalLabel>{t('fields.insurer')}</OptionalLabel>}
            description={followUp ? undefined : t('insurerHelp')}
            autoComplete="off"
          />
          <MoneyInput {...input('amountClaimedCents')} label={<OptionalLabel>{t('fields.amountClaimed')}</OptionalLabel>} min={0} />
          <MoneyInput {...input('amountPaidCents')} label={<OptionalLabel>{t('fields.amountPaid')}</OptionalLabel>} min={0} />
          <TextInput {...input('claimReference')} label={<OptionalLabel>{t('fields.claimReference')}</OptionalLabel>} autoComplete="off" />
        </SimpleGrid>
        <Textarea {...input('description')} label={t('fields.description')} rows={3} required />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('cancelEdit')}
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
