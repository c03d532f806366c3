import { Alert, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { expenseSettingsSchema, type ExpenseSettings } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import { useExpenseSettings } from '@/features/accounting/expense-reports/api/get-expense-settings';
import { useSaveExpenseSettings } from '@/features/accounting/expense-reports/api/save-expense-settings';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

/** The rate is typed in euros per km to four decimals (0,4270 €) and stored in thousandths of a cent (42 700). */
type Values = { ratePerKm: number | string; receiptRequiredAboveCents: number | null };
const MILLICENTS_PER_EURO = 100_000;
const draftOf = (v: Values): Partial<ExpenseSettings> => ({
  mileageMillicentsPerKm: v.ratePerKm === '' ? undefined : Math.round(Number(v.ratePerKm) * MILLICENTS_PER_EURO),
  receiptRequiredAboveCents: v.receiptRequiredAboveCents ?? undefined,
});
const validate = schemaValidator<Values>(expenseSettingsSchema, draftOf, { mileageMillicentsPerKm: 'ratePerKm' });

/** The admin's settings of the expense reports: the mileage rate (the Belgian official rate by default) and the receipt threshold. */
export function ExpenseSettingsForm() {
  const settings = useExpenseSettings();
  return settings.data ? <SettingsForm saved={settings.data} /> : null;
}

function SettingsForm({ saved }: { saved: ExpenseSettings }) {
  const { t, i18n } = useTranslation('expenses');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const save = useSaveExpenseSettings();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      ratePerKm: saved.mileageMillicentsPerKm / MILLICENTS_PER_EURO,
      receiptRequiredAboveCents: saved.receiptRequiredAboveCents,
    },
    validate,
  });
  const input = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(expenseSettingsSchema.parse(draftOf(values)));
      notify('success', t('settings.saved'));
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="expense-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="expense-settings-title">
          {t('settings.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.intro')}
        </Text>
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Group align="flex-end" wrap="wrap">
          <NumberInput
            {...input('ratePerKm')}
            label={t('settings.rate')}
            description={t('settings.rateHint')}
            decimalScale={4}
            decimalSeparator={i18n.language === 'en' ? '.' : ','}
            min={0}
            rightSection="€"
            maw={260}
            required
          />
          <MoneyInput
            {...input('receiptRequiredAboveCents')}
            label={t('settings.threshold')}
            description={t('settings.thresholdHint')}
            min={0}
            maw={260}
            required
          />
          <Button type="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
