import { Alert, Button, FileInput, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileUpload } from '@tabler/icons-react';
import {
  brusselsToday,
  EXPENSE_CATEGORIES,
  EXPENSE_VAT_RATES,
  expenseReportInputSchema,
  formatMileageRate,
  formatPrice,
  mileageAmountCents,
  receiptRequired,
  toLocale,
  vatSplit,
  type ExpenseCategory,
  type ExpenseReport,
  type ExpenseSettings,
} from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { MoneyInput } from '@/components/ui/money-input';
import { useCreateExpenseReport } from '@/features/accounting/expense-reports/api/create-expense-report';
import { useUpdateExpenseReport } from '@/features/accounting/expense-reports/api/update-expense-report';
import { useUploadReceipt } from '@/features/accounting/expense-reports/api/upload-receipt';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type Values = {
  date: string;
  category: ExpenseCategory;
  description: string;
  amountInclVatCents: number | null;
  vatRate: string;
  km: number | string;
  receipt: File | null;
};

/** The request as typed: an expense's amount and rate, or a claim's kilometres (the other fields left out). */
function draftOf(v: Values) {
  const common = { date: v.date, category: v.category, description: v.description.trim() };
  return v.category === 'mileage'
    ? { ...common, km: v.km === '' ? null : Number(v.km) }
    : { ...common, amountInclVatCents: v.amountInclVatCents, vatRate: v.vatRate === '' ? null : Number(v.vatRate) };
}

const validate = schemaValidator<Values>(expenseReportInputSchema, draftOf);

/**
 * File an expense (its receipt attached at once) or a mileage claim; it is saved as a draft to submit from the list.
 * Given a draft, the form changes it instead (decision 106).
 */
export function ExpenseForm({ settings, draft, onDone }: { settings: ExpenseSettings; draft?: ExpenseReport; onDone: () => void }) {
  const { t, i18n } = useTranslation('expenses');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const create = useCreateExpenseReport();
  const change = useUpdateExpenseReport();
  const upload = useUploadReceipt();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: draft
      ? {
          date: draft.date,
          category: draft.category,
          description: draft.description,
          amountInclVatCents: draft.category === 'mileage' ? null : draft.amountInclVatCents,
          vatRate: draft.vatRate === null ? '21' : String(draft.vatRate),
          km: draft.km ?? '',
          receipt: null,
        }
      : {
          date: brusselsToday(),
          category: 'fuel',
          description: '',
          amountInclVatCents: null,
          vatRate: '21',
          km: '',
          receipt: null,
        },
    validate,
  });
  const v = form.values;
  const mileage = v.category === 'mileage';
  const input = (name: keyof Values) => ({ ...form.getInputProps(name), error: fieldError(form.errors[name]) });
  const rate = formatMileageRate(settings.mileageMillicentsPerKm);
  const claim = mileage && v.km !== '' ? mileageAmountCents(Number(v.km), settings.mileageMillicentsPerKm) : null;
  const split = !mileage && v.amountInclVatCents !== null && v.vatRate !== '' ? vatSplit(v.amountInclVatCents, Number(v.vatRate)) : null;
  const needsReceipt = !mileage && v.amountInclVatCents !== null && receiptRequired(v.category, v.amountInclVatCents, settings);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const input = expenseReportInputSchema.parse(draftOf(values));
      const id = draft ? (await change.mutateAsync({ id: draft.id, input })).id : (await create.mutateAsync(input)).id;
      if (values.receipt && values.category !== 'mileage') await upload.mutateAsync({ id, file: values.receipt });
      notify('success', t(draft ? 'form.changed' : 'form.saved'));
      form.reset();
      onDone();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
      else setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t(draft ? 'form.editTitle' : 'form.title')}>
      <Stack gap="sm">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField {...input('date')} onChange={(date) => form.setFieldValue('date', date)} label={t('fields.date')} required />
          <NativeSelect
            {...input('category')}
            label={t('fields.category')}
            data={EXPENSE_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
            required
          />
        </SimpleGrid>
        <TextInput {...input('description')} label={t('fields.description')} maxLength={300} required />
        {mileage ? (
          <NumberInput
            {...input('km')}
            label={t('fields.km')}
            description={t('form.mileageHint', { rate, amount: claim === null ? '—' : formatPrice(claim) })}
            min={0}
            decimalScale={1}
            decimalSeparator={toLocale(i18n.language) === 'en' ? '.' : ','}
            thousandSeparator=""
            rightSection="km"
            required
          />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MoneyInput
                {...input('amountInclVatCents')}
                label={t('fields.amountInclVat')}
                description={
                  split ? t('form.vatHint', { base: formatPrice(split.exclVatCents), vat: formatPrice(split.vatCents) }) : undefined
                }
                min={1}
                required
              />
              <NativeSelect
                {...input('vatRate')}
                label={t('fields.vatRate')}
                data={EXPENSE_VAT_RATES.map((r) => ({ value: String(r), label: `${r} %` }))}
                required
              />
            </SimpleGrid>
            <FileInput
              label={t('fields.receipt')}
              description={t('form.receiptHint', { threshold: formatPrice(settings.receiptRequiredAboveCents) })}
              placeholder={t('form.choose')}
              accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
              value={v.receipt}
              onChange={(file) => form.setFieldValue('receipt', file)}
              clearable
              clearButtonProps={{ 'aria-label': t('form.clear') }}
              leftSection={<IconFileUpload size={16} aria-hidden />}
              fileInputProps={{ 'aria-label': t('fields.receipt') }}
              required={needsReceipt}
            />
            {needsReceipt && !v.receipt && (
              <Text size="sm" c="orange.9">
                {t('form.receiptNeeded')}
              </Text>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || change.isPending || upload.isPending}>
            {t(draft ? 'form.saveChanges' : 'form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
