import { Alert, Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { brusselsToday, DEFAULT_LENDER, LOAN_METHODS, loanInputSchema, type LoanInput, type LoanMethod } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { MoneyInput } from '@/components/ui/money-input';
import { OptionalLabel } from '@/components/ui/optional-label';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

export type LoanFormValues = {
  lender: string;
  reference: string;
  principalCents: number | null;
  annualRatePercent: number | string;
  startDate: string;
  months: number | string;
  method: LoanMethod;
  firstDueDate: string;
  iban: string;
  bikeIds: string;
};

/** Bike numbers typed or pasted, one per line or separated by commas or spaces. */
const bikeIdsOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : NaN));

/** The request as typed: empty numbers stay null for the contract to call required. */
const draftOf = (v: LoanFormValues) => ({
  lender: v.lender.trim(),
  reference: v.reference.trim(),
  principalCents: v.principalCents,
  annualRatePercent: v.annualRatePercent === '' ? null : Number(v.annualRatePercent),
  startDate: v.startDate,
  months: v.months === '' ? null : Number(v.months),
  method: v.method,
  firstDueDate: v.firstDueDate || null,
  iban: v.iban.trim() || null,
  bikeIds: bikeIdsOf(v.bikeIds),
});

const byContract = schemaValidator<LoanFormValues>(loanInputSchema, draftOf);
/** A bike number that is not one is said on the bikes field (the contract names its place in the list). */
const validate = (values: LoanFormValues) =>
  Object.fromEntries(Object.entries(byContract(values)).map(([key, code]) => [key.startsWith('bikeIds.') ? 'bikeIds' : key, code]));

type Props = { pending: boolean; onSubmit: (input: LoanInput) => Promise<unknown> };

/** A bank loan: lender (Triodos by default), reference, principal, rate, start, months, method, bikes it finances. */
export function LoanForm({ pending, onSubmit }: Props) {
  const { t, i18n } = useTranslation('loans');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<LoanFormValues>({
    mode: 'controlled',
    initialValues: {
      lender: DEFAULT_LENDER,
      reference: '',
      principalCents: null,
      annualRatePercent: '',
      startDate: brusselsToday(),
      months: 60,
      method: 'annuity',
      firstDueDate: '',
      iban: '',
      bikeIds: '',
    },
    validate,
  });
  const input = (path: keyof LoanFormValues) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(loanInputSchema.parse(draftOf(values)) as LoanInput);
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...input('lender')} label={t('fields.lender')} required />
          <TextInput {...input('reference')} label={t('fields.reference')} required />
          <MoneyInput {...input('principalCents')} label={t('fields.principal')} min={0} required />
          <NumberInput
            {...input('annualRatePercent')}
            label={t('fields.rate')}
            description={t('form.rateHint')}
            min={0}
            max={30}
            decimalScale={3}
            decimalSeparator={i18n.language === 'en' ? '.' : ','}
            rightSection="%"
            required
          />
          <DateField {...input('startDate')} label={t('fields.startDate')} required />
          <DateField
            {...input('firstDueDate')}
            label={<OptionalLabel>{t('fields.firstDueDate')}</OptionalLabel>}
            description={t('form.firstDueHint')}
            clearable
          />
          <NumberInput {...input('months')} label={t('fields.months')} min={1} max={360} allowDecimal={false} required />
          <NativeSelect
            {...input('method')}
            label={t('fields.method')}
            data={LOAN_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
            required
          />
          <TextInput
            {...input('iban')}
            label={<OptionalLabel>{t('fields.iban')}</OptionalLabel>}
            description={t('form.ibanHint')}
            autoComplete="off"
          />
        </SimpleGrid>
        <Textarea
          {...input('bikeIds')}
          label={<OptionalLabel>{t('fields.bikeIds')}</OptionalLabel>}
          description={t('form.bikeIdsHint')}
          rows={3}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
