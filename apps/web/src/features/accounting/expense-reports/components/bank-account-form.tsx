import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { expenseBankAccountSchema, formatIban } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBankAccount } from '@/features/accounting/expense-reports/api/get-bank-account';
import { useSaveBankAccount } from '@/features/accounting/expense-reports/api/save-bank-account';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type Values = { iban: string };
const validate = schemaValidator<Values>(expenseBankAccountSchema);

/** The IBAN one's expenses are paid to: without it, an approved expense cannot go into a transfer batch. */
export function BankAccountForm() {
  const { t } = useTranslation('expenses');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const account = useBankAccount();
  const save = useSaveBankAccount();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({ mode: 'controlled', initialValues: { iban: '' }, validate });
  const known = account.data?.iban ?? null;

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(expenseBankAccountSchema.parse(values).iban);
      notify('success', t('bank.saved'));
      setEditing(false);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
      else setFailure(error);
    }
  });

  if (account.isPending) return null;
  if (known && !editing)
    return (
      <Group gap="sm">
        <Text>{t('bank.paidTo', { iban: formatIban(known) })}</Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            form.setValues({ iban: formatIban(known) });
            setEditing(true);
          }}
        >
          {t('bank.change')}
        </Button>
      </Group>
    );
  return (
    <form onSubmit={submit} noValidate aria-label={t('bank.title')}>
      {!known && (
        <Alert color="orange" mb="sm">
          {t('bank.missing')}
        </Alert>
      )}
      {failure !== null && (
        <Alert color="red" mb="sm">
          {errorMessage(failure)}
        </Alert>
      )}
      <Group align="flex-end">
        <TextInput {...form.getInputProps('iban')} error={fieldError(form.errors.iban)} label={t('bank.iban')} maxLength={50} required />
        <Button type="submit" loading={save.isPending}>
          {t('bank.save')}
        </Button>
      </Group>
    </form>
  );
}
