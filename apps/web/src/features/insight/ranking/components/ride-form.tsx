import { Alert, Button, Group, NumberInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { brusselsToday, rideInputSchema, toLocale } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { useAddRide } from '@/features/insight/ranking/api/rides';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type Values = { date: string; km: number | string };
const draftOf = (v: Values) => ({ date: v.date, km: v.km === '' ? undefined : Number(v.km) });
const validate = schemaValidator<Values>(rideInputSchema, draftOf);

/** Add a ride by hand: a day (today or before) and its kilometres. */
export function RideForm() {
  const { t, i18n } = useTranslation('ranking');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const add = useAddRide();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({ mode: 'controlled', initialValues: { date: brusselsToday(), km: '' }, validate });
  const input = (name: keyof Values) => ({ ...form.getInputProps(name), error: fieldError(form.errors[name]) });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await add.mutateAsync(rideInputSchema.parse(draftOf(values)));
      notify('success', t('rides.added'));
      form.setFieldValue('km', '');
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
      else setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('rides.title')}>
      {failure !== null && (
        <Alert color="red" mb="sm">
          {errorMessage(failure)}
        </Alert>
      )}
      <Group align="flex-start" wrap="wrap">
        <DateField {...input('date')} onChange={(date) => form.setFieldValue('date', date)} label={t('rides.date')} required />
        <NumberInput
          {...input('km')}
          label={t('rides.km')}
          min={0}
          max={500}
          decimalScale={1}
          decimalSeparator={toLocale(i18n.language) === 'en' ? '.' : ','}
          thousandSeparator=""
          rightSection="km"
          maw={160}
          required
        />
        <Button type="submit" loading={add.isPending} mt={25}>
          {t('rides.add')}
        </Button>
      </Group>
    </form>
  );
}
