import { Alert, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { impactSettingsSchema } from '@veloport/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImpactSettings, useSaveImpactSettings } from '@/features/insight/ranking/api/impact-settings';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type Values = { carGramsPerKm: number | string };
const draftOf = (v: Values) => ({ carGramsPerKm: v.carGramsPerKm === '' ? undefined : Number(v.carGramsPerKm) });
const validate = schemaValidator<Values>(impactSettingsSchema, draftOf);

/** The admin's CO2 factor: grams of CO2 per car kilometre (default 108, the EEA's new-car average; decision 093). */
export function Co2FactorForm() {
  const { t } = useTranslation('ranking');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const settings = useImpactSettings();
  const save = useSaveImpactSettings();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({ mode: 'controlled', initialValues: { carGramsPerKm: '' }, validate });
  const known = settings.data?.carGramsPerKm;

  useEffect(() => {
    if (known !== undefined) form.setValues({ carGramsPerKm: known });
    // Filled once the setting arrives (or changes); typing in between is the admin's.
  }, [known]);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(impactSettingsSchema.parse(draftOf(values)));
      notify('success', t('factorForm.saved'));
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
      else setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('factorForm.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('factorForm.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('factorForm.intro')}
        </Text>
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Group align="flex-end" wrap="wrap">
          <NumberInput
            {...form.getInputProps('carGramsPerKm')}
            error={fieldError(form.errors.carGramsPerKm)}
            label={t('factorForm.grams')}
            min={1}
            max={500}
            allowDecimal={false}
            rightSection="g/km"
            rightSectionWidth={48}
            maw={220}
            required
          />
          <Button type="submit" loading={save.isPending}>
            {t('factorForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
