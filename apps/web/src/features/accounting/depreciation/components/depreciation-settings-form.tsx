import { Alert, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ASSET_CLASSES, depreciationSettingsSchema, type DepreciationSettings } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepreciationSettings, useSaveDepreciationSettings } from '@/features/accounting/depreciation/api/depreciation-settings';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type Values = { bike: number | string; ebike: number | string };
const draftOf = (v: Values) => ({
  months: { bike: v.bike === '' ? null : Number(v.bike), ebike: v.ebike === '' ? null : Number(v.ebike) },
});
// The contract's issues name `months.bike`: the inputs are `bike` and `ebike`.
const byContract = schemaValidator<Values & { months: unknown }>(depreciationSettingsSchema, draftOf);
const validate = (values: Values) =>
  Object.fromEntries(Object.entries(byContract({ ...values, months: null })).map(([key, code]) => [key.replace('months.', ''), code]));

/** The period of each asset class when no leasing contract gives one (decision 106), for the admin. */
export function DepreciationSettingsForm() {
  const settings = useDepreciationSettings();
  return settings.data ? <SettingsForm saved={settings.data} /> : null;
}

function SettingsForm({ saved }: { saved: DepreciationSettings }) {
  const { t } = useTranslation('depreciation');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const save = useSaveDepreciationSettings();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({ mode: 'controlled', initialValues: { ...saved.months }, validate });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(depreciationSettingsSchema.parse(draftOf(values)));
      notify('success', t('settings.saved'));
    } catch (error) {
      if (isApiError(error))
        form.setErrors(Object.fromEntries(Object.entries(error.fields).map(([key, code]) => [key.replace('months.', ''), code])));
      setFailure(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="depreciation-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="depreciation-settings-title">
          {t('settings.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.intro')}
        </Text>
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Group align="flex-end" wrap="wrap">
          {ASSET_CLASSES.map((c) => {
            const props = form.getInputProps(c);
            return (
              <NumberInput
                key={c}
                {...props}
                error={fieldError(props.error as string | undefined)}
                label={t('settings.months', { assetClass: t(`classes.${c}`) })}
                min={1}
                max={120}
                allowDecimal={false}
                maw={240}
                required
              />
            );
          })}
          <Button type="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
