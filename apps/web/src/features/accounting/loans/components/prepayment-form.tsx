import { Alert, Button, Checkbox, Group, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  brusselsToday,
  formatDate,
  formatPrice,
  lastDueDateBefore,
  loanPrepaymentInputSchema,
  prepaymentAccruedInterest,
  PREPAYMENT_MODES,
  reinvestmentIndemnityCap,
  type Loan,
  type PrepaymentMode,
} from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { DateField } from '@/components/ui/date-field';
import { MoneyInput } from '@/components/ui/money-input';
import { useRepayLoanEarly } from '@/features/accounting/loans/api/repay-loan-early';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type Values = { paidOn: string; all: boolean; principalCents: number | null; mode: PrepaymentMode; indemnityCents: number | null };
const draftOf = (v: Values) => ({
  paidOn: v.paidOn,
  principalCents: v.all ? undefined : v.principalCents,
  mode: v.mode,
  indemnityCents: v.indemnityCents ?? undefined,
});
const validate = schemaValidator<Values>(loanPrepaymentInputSchema, draftOf);

/**
 * An early repayment (decision 106): part of the capital or all of it, on a day; what follows for the instalments
 * left; the lender's indemnity (six months of interest at most, the default when left empty). Asks once, saying what
 * it will pay, before recording it.
 */
export function PrepaymentForm({ loan }: { loan: Loan }) {
  const { t } = useTranslation('loans');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const repay = useRepayLoanEarly(loan.id);
  const [failure, setFailure] = useState<unknown>(null);
  const [confirming, setConfirming] = useState<Values | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { paidOn: brusselsToday(), all: false, principalCents: null, mode: 'shorten', indemnityCents: null },
    validate,
  });
  if (loan.outstandingCents <= 0) return null;
  const input = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  // What the bank will take, as the server computes it: the capital still owed before the day is the schedule's.
  const effectsOf = (v: Values) => {
    const owed = loan.schedule.filter((r) => r.dueDate > v.paidOn).reduce((sum, r) => sum + r.principalCents, 0);
    const capital = v.all ? owed : (v.principalCents ?? 0);
    const cap = reinvestmentIndemnityCap(capital, loan.annualRatePercent);
    const from = lastDueDateBefore(loan.schedule, loan.startDate, v.paidOn);
    return [
      t('prepayment.effectCapital', { amount: formatPrice(capital), date: formatDate(v.paidOn) }),
      t('prepayment.effectInterest', { amount: formatPrice(prepaymentAccruedInterest(capital, loan.annualRatePercent, from, v.paidOn)) }),
      t('prepayment.effectIndemnity', { amount: formatPrice(v.indemnityCents ?? cap) }),
      v.all && capital >= owed ? t('prepayment.effectRepaid') : t(`prepayment.effect.${v.mode}`),
    ];
  };
  const record = async (values: Values) => {
    setFailure(null);
    try {
      await repay.mutateAsync(loanPrepaymentInputSchema.parse(draftOf(values)));
      notify('success', t('prepayment.recorded'));
      form.reset();
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    } finally {
      setConfirming(null);
    }
  };
  const all = form.values.all;
  return (
    <form onSubmit={form.onSubmit((values) => setConfirming(values))} noValidate aria-label={t('prepayment.title')}>
      <Stack gap="sm">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Group align="flex-end" wrap="wrap">
          <DateField {...input('paidOn')} label={t('prepayment.paidOn')} maw={200} required />
          <MoneyInput {...input('principalCents')} label={t('prepayment.principal')} min={0} maw={220} disabled={all} required={!all} />
          <Checkbox {...form.getInputProps('all', { type: 'checkbox' })} label={t('prepayment.all')} mb={8} />
        </Group>
        <Radio.Group {...input('mode')} label={t('prepayment.mode')}>
          <Stack gap={6} mt={6}>
            {PREPAYMENT_MODES.map((mode) => (
              <Radio key={mode} value={mode} label={t(`prepayment.modes.${mode}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <MoneyInput
          {...input('indemnityCents')}
          label={t('prepayment.indemnity')}
          description={t('prepayment.indemnityHint')}
          min={0}
          maw={320}
        />
        <Group>
          <Button type="submit" variant="light">
            {t('prepayment.submit')}
          </Button>
        </Group>
      </Stack>
      <ConfirmAction
        opened={confirming !== null}
        title={t('prepayment.confirmTitle')}
        effects={confirming ? effectsOf(confirming) : []}
        confirmLabel={t('prepayment.confirm')}
        cancelLabel={t('prepayment.cancel')}
        pending={repay.isPending}
        onConfirm={() => confirming && void record(confirming)}
        onClose={() => setConfirming(null)}
      />
    </form>
  );
}
