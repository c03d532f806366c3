import { Alert, Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { accountingSettingsSchema, SALE_KINDS } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BooksSettings } from '@/features/accounting/books/settings/api/get-settings';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

const ACCOUNTS = [
  'customers',
  'suppliers',
  'vatPayable',
  'vatRecoverable',
  'bank',
  'cash',
  'cardTransit',
  'transferTransit',
  'giftCards',
  'giftCardsGiven',
  'purchases',
] as const;
const RATES = ['21', '12', '6', '0'] as const;
const CODES = [
  'salesReverseChargeBase',
  'salesVat',
  'salesCreditBase',
  'salesCreditVat',
  'purchasesBase',
  'purchasesVat',
  'purchasesCreditBase',
  'purchasesCreditVat',
] as const;

type Props = { settings: BooksSettings; pending: boolean; onSubmit: (input: BooksSettings) => Promise<unknown> };

/** Every account and VAT grid code of the entries, checked with the API's own contract (decision 079). */
export function SettingsForm({ settings, pending, onSubmit }: Props) {
  const { t } = useTranslation('books');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<BooksSettings>({
    mode: 'controlled',
    initialValues: settings,
    validate: schemaValidator<BooksSettings>(accountingSettingsSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(accountingSettingsSchema.parse(values));
      form.resetDirty();
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });

  const input = (path: string, label: string, digits: string) => (
    <TextInput
      key={path}
      {...form.getInputProps(path)}
      error={fieldError(form.errors[path])}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      description={digits}
      required
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Stack gap="sm" component="section" aria-labelledby="books-accounts">
          <Title order={2} size="h4" id="books-accounts">
            {t('settings.accounts')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {ACCOUNTS.map((a) => input(`accounts.${a}`, t(`settings.account.${a}`), t('settings.accountHint')))}
            {SALE_KINDS.map((k) => input(`accounts.sales.${k}`, t(`settings.sales.${k}`), t('settings.accountHint')))}
          </SimpleGrid>
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="books-codes">
          <Title order={2} size="h4" id="books-codes">
            {t('settings.vatCodes')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {RATES.map((r) => input(`vatCodes.salesBase.${r}`, t('settings.salesBase', { rate: r }), t('settings.codeHint')))}
            {CODES.map((c) => input(`vatCodes.${c}`, t(`settings.code.${c}`), t('settings.codeHint')))}
          </SimpleGrid>
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
