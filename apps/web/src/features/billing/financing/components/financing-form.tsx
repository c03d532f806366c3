import { Alert, Autocomplete, Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FINANCING_STATUSES, financingInputSchema, financingPatchSchema, type FinancingStatus } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { MoneyInput } from '@/components/ui/money-input';
import { OptionalLabel } from '@/components/ui/optional-label';
import type { FinancingBody } from '@/features/billing/financing/api/create-financing';
import { findBikeByFrame } from '@/features/billing/financing/api/find-bike-by-frame';
import { useFinanciers } from '@/features/billing/financing/api/get-financiers';
import type { Financing } from '@/features/billing/financing/api/get-financing';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

type Values = {
  frameNumber: string;
  financier: string;
  contractReference: string;
  financedAmountCents: number | null;
  ratePercent: number | string;
  startDate: string;
  endDate: string;
  monthlyInstalmentCents: number | null;
  status: FinancingStatus;
  notes: string;
};

/** The request as typed but the bike, found from its frame number once the form is sent. */
const draftOf = ({ frameNumber: _frame, ratePercent, ...v }: Values) => ({
  ...v,
  // The rate is typed in percent and stored in basis points: not money, so not MoneyInput's.
  rateBasisPoints: ratePercent === '' ? null : Math.round(Number(ratePercent) * 100),
  notes: v.notes.trim() || null,
});

// The edit contract takes every field but the bike; given all of them, it checks what creating checks, dates in order too.
const schemaErrors = schemaValidator<Values>(financingPatchSchema, draftOf, { rateBasisPoints: 'ratePercent' });
const validate = (v: Values): Record<string, string> => ({
  ...schemaErrors(v),
  ...(v.frameNumber.trim() ? {} : { frameNumber: 'required' }),
});

const valuesOf = (f?: Financing, frameNumber = ''): Values => ({
  frameNumber: f?.bike.frameNumber ?? frameNumber,
  financier: f?.financier ?? '',
  contractReference: f?.contractReference ?? '',
  financedAmountCents: f?.financedAmountCents ?? null,
  ratePercent: f ? f.rateBasisPoints / 100 : '',
  startDate: f?.startDate ?? '',
  endDate: f?.endDate ?? '',
  monthlyInstalmentCents: f?.monthlyInstalmentCents ?? null,
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
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(financing, frameNumber),
    validate,
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
      await onSubmit(financingInputSchema.parse({ ...draftOf(v), bikeId }));
    } catch (error) {
      if (isApiError(error)) {
        const { bikeId: bikeError, rateBasisPoints: rateError, ...rest } = error.fields;
        form.setErrors({ ...rest, ...(bikeError ? { frameNumber: bikeError } : {}), ...(rateError ? { ratePercent: rateError } : {}) });
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
          <MoneyInput {...input('financedAmountCents')} label={t('fields.financedAmount')} min={0} required />
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
          <MoneyInput {...input('monthlyInstalmentCents')} label={t('fields.monthlyInstalment')} min={0} required />
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
