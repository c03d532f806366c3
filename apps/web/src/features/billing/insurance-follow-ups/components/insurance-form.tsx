import { Alert, Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INSURANCE_KINDS, type InsuranceInput, type InsuranceKind } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { OptionalLabel } from '@/components/ui/optional-label';
import { findBikeByFrame } from '@/features/billing/insurance-follow-ups/api/find-bike-by-frame';
import type { InsuranceFollowUpDetail } from '@/features/billing/insurance-follow-ups/api/get-follow-up';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';

type Values = {
  frameNumber: string;
  kind: InsuranceKind;
  eventDate: string;
  description: string;
  amountClaimed: number | string;
  amountPaid: number | string;
  insurer: string;
  claimReference: string;
};

const centsOrNull = (euros: number | string) => (euros === '' ? null : Math.round(Number(euros) * 100));
const euros = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : cents / 100);

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
      amountClaimed: euros(followUp?.amountClaimedCents),
      amountPaid: euros(followUp?.amountPaidCents),
      insurer: followUp?.insurer ?? '',
      claimReference: followUp?.claimReference ?? '',
    },
    validate: {
      frameNumber: (v) => (v.trim() ? null : 'required'),
      eventDate: (v) => (v ? null : 'required'),
      description: (v) => (v.trim() ? null : 'required'),
    },
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
      await onSubmit({
        bikeId,
        kind: v.kind,
        eventDate: v.eventDate,
        description: v.description.trim(),
        amountClaimedCents: centsOrNull(v.amountClaimed),
        amountPaidCents: centsOrNull(v.amountPaid),
        insurer: v.insurer.trim() || null,
        claimReference: v.claimReference.trim() || null,
      });
    } catch (error) {
      if (isApiError(error)) {
        const { bikeId: bikeError, amountClaimedCents, amountPaidCents, ...rest } = error.fields;
        form.setErrors({
          ...rest,
          ...(bikeError ? { frameNumber: bikeError } : {}),
          ...(amountClaimedCents ? { amountClaimed: amountClaimedCents } : {}),
          ...(amountPaidCents ? { amountPaid: amountPaidCents } : {}),
        });
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
          <NumberInput
            {...input('amountClaimed')}
            label={<OptionalLabel>{t('fields.amountClaimed')}</OptionalLabel>}
            min={0}
            decimalScale={2}
            decimalSeparator=","
          />
          <NumberInput
            {...input('amountPaid')}
            label={<OptionalLabel>{t('fields.amountPaid')}</OptionalLabel>}
            min={0}
            decimalScale={2}
            decimalSeparator=","
          />
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
