import { Alert, Button, Group, NativeSelect } from '@mantine/core';
import { useForm } from '@mantine/form';
import { brusselsToday, formatDate, formatPrice, loanPaymentInputSchema, type Loan } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { useRecordLoanPayment } from '@/features/accounting/loans/api/record-loan-payment';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type Values = { number: string; paidOn: string };
const draftOf = (v: Values) => ({ number: Number(v.number), paidOn: v.paidOn });
const validate = schemaValidator<Values>(loanPaymentInputSchema, draftOf);

/** Records an unpaid instalment as paid on a day (today by default), as read on the bank statement. */
export function RecordPaymentForm({ loan }: { loan: Loan }) {
  const { t } = useTranslation('loans');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const pay = useRecordLoanPayment(loan.id);
  const [failure, setFailure] = useState<unknown>(null);
  const unpaid = loan.schedule.filter((r) => r.paidOn === null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { number: String(unpaid[0]?.number ?? ''), paidOn: brusselsToday() },
    validate,
  });
  if (unpaid.length === 0) return null;
  const input = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const next = await pay.mutateAsync(loanPaymentInputSchema.parse(draftOf(values)));
      notify('success', t('payment.recorded'));
      form.setFieldValue('number', String(next.schedule.find((r) => r.paidOn === null)?.number ?? ''));
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('payment.title')}>
      {failure !== null && (
        <Alert color="red" mb="sm">
          {errorMessage(failure)}
        </Alert>
      )}
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          {...input('number')}
          label={t('payment.instalment')}
          data={unpaid.map((r) => ({
            value: String(r.number),
            label: t('payment.option', { number: r.number, date: formatDate(r.dueDate), amount: formatPrice(r.paymentCents) }),
          }))}
        />
        <DateField {...input('paidOn')} label={t('payment.paidOn')} maw={200} required />
        <Button type="submit" loading={pay.isPending}>
          {t('payment.submit')}
        </Button>
      </Group>
    </form>
  );
}
