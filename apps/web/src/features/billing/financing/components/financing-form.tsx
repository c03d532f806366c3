import { Alert, Autocomplete, Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FINANCING_STATUSES, type FinancingStatus } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { OptionalLabel } from '@/components/ui/optional-label';
import type { FinancingBody } from '@/features/billing/financing/api/create-financing';
import { findBikeByFrame } from '@/features/billing/financing/api/find-bike-by-frame';
import { useFinanciers } from '@/features/billing/financing/api/get-financiers';
import type { Financing } from '@/features/billing/financing/api/get-financing';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';

type Values = {
  frameNumber: string;
  financier: string;
  contractReference: string;
  financedAmount: number | string;
  ratePercent: number | string;
  startDate: string;
  endDate: string;
  monthlyInstalment: number | string;
  status: FinancingStatus;
  notes: string;
};

const cents = (euros: number | string) => Math.round(Number(euros || 0) * 100);

const valuesOf = (f?: Financing, frameNumber = ''): Values => ({
  frameNumber: f?.bike.frameNumber ?? frameNumber,
  financier: f?.financier ?? '',
  contractReference: f?.contractReference ?? '',
  financedAmount: f ? f.financedAmountCents / 100 : '',
  ratePercent: f ? f.rateBasisPoints / 100 : '',
  startDate: f?.startDate ?? '',
  endDate: f?.endDate ?? '',
  monthlyInstalment: f ? f.monthlyInstalmentCents / 100 : '',
  status: f?.status ?? 'active',
  notes: f?.notes ?? '',
});

type Props = {
  financing?: Financing;
  frameNumber?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: FinancingBody) => Promise<unknown>;
  onCancel?: () => void;
};

/** A bike's external financing: the bike (by frame number), the financier and contract, the amounts and dates. */
export function FinancingForm({ financing, frameNumber, submitLabel, pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('financing');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const financiers = useFinanciers();
  const [failure, setFailure] = useState<unknown>(null);
  const required = (v: unknown) => (String(v).trim() ? null : 'required');
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(financing, frameNumber),
    validate: {
      frameNumber: required,
      financier: required,
      contractReference: required,
      financedAmount: required,
      ratePercent: required,
      startDate: required,
      endDate: (v, all) => (!v ? 'required' : all.startDate && v < all.startDate ? 'end_before_start' : null),
      monthlyInstalment: required,
    },
  });
  const input = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };

  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    let bikeId = financing?.bike.id;
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
        financier: v.financier.trim(),
        contractReference: v.contractReference.trim(),
        financedAmountCents: cents(v.financedAmount),
        rateBasisPoints: Math.round(Number(v.ratePercent || 0) * 100),
        startDate: v.startDate,
        endDate: v.endDate,
        monthlyInstalmentCents: cents(v.monthlyInstalment),
        status: v.status,
        notes: v.notes.trim() || null,
      });
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
            description={financing ? financing.bike.label : t('frameHelp')}
            disabled={Boolean(financing)}
            autoComplete="off"
            required
          />
          <NativeSelect
            {...input('status')}
            label={t('fields.status')}
            data={FINANCING_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          />
          <Autocomplete
            {...input('financier')}
            label={t('fields.financier')}
            data={financiers.data?.data ?? []}
            autoComplete="off"
            required
          />
          <TextInput {...input('contractReference')} label={t('fields.contractReference')} autoComplete="off" required />
          <NumberInput
            {...input('financedAmount')}
            label={t('fields.financedAmount')}
            min={0}
            decimalScale={2}
            decimalSeparator=","
            required
          />
          <NumberInput
            {...input('ratePercent')}
            label={t('fields.rate')}
            min={0}
            max={50}
            decimalScale={2}
            decimalSeparator=","
            suffix=" %"
            required
          />
          <DateField {...input('startDate')} onChange={(v) => form.setFieldValue('startDate', v)} label={t('fields.startDate')} required />
          <DateField {...input('endDate')} onChange={(v) => form.setFieldValue('endDate', v)} label={t('fields.endDate')} required />
          <NumberInput
            {...input('monthlyInstalment')}
            label={t('fields.monthlyInstalment')}
            min={0}
            decimalScale={2}
            decimalSeparator=","
            required
          />
        </SimpleGrid>
        <Textarea {...input('notes')} label={<OptionalLabel>{t('fields.notes')}</OptionalLabel>} rows={3} />
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
