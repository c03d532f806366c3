import { Alert, Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CAFETERIA_PAYMENT_MODES,
  cafeteriaPlanInputSchema,
  type CafeteriaPaymentMode,
  type CafeteriaPlanInput,
  type CafeteriaPlanView,
} from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import { useUpdateCafeteriaPlan } from '@/features/companies/conditions/api/update-cafeteria-plan';
import { toFormErrors } from '@/features/companies/conditions/conditions-values';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type CafeteriaValues = {
  paymentModes: CafeteriaPaymentMode[];
  vatIncluded: boolean;
  saleDiscountPercent: number | string;
  leasingDiscountPercent: number | string;
  residualValuePercent: number | string;
  description: string;
};

const values = (plan: CafeteriaPlanView): CafeteriaValues => ({ ...plan, description: plan.description ?? '' });
const percent = (v: number | string) => (v === '' ? Number.NaN : Number(v));
const toInput = (v: CafeteriaValues): CafeteriaPlanInput => ({
  paymentModes: v.paymentModes,
  vatIncluded: v.vatIncluded,
  saleDiscountPercent: percent(v.saleDiscountPercent),
  leasingDiscountPercent: percent(v.leasingDiscountPercent),
  residualValuePercent: percent(v.residualValuePercent),
  description: v.description.trim() || null,
});

const PERCENT_FIELDS = ['saleDiscountPercent', 'leasingDiscountPercent', 'residualValuePercent'] as const;
const checkSchema = schemaValidator<CafeteriaValues>(cafeteriaPlanInputSchema, toInput);

function validate(v: CafeteriaValues) {
  const errors: Record<string, string> = {};
  for (const field of PERCENT_FIELDS) if (v[field] === '') errors[field] = 'required';
  return { ...toFormErrors(checkSchema(v)), ...errors };
}

/** The cafeteria plan (seed §3): payment modes, VAT, discounts, residual value and a description for employees. */
export function CafeteriaForm({ companyId, plan }: { companyId: number; plan: CafeteriaPlanView }) {
  const { t } = useTranslation('conditions');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const update = useUpdateCafeteriaPlan();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<CafeteriaValues>({ mode: 'controlled', initialValues: values(plan), validate });

  const submit = form.onSubmit((v) => {
    setFailure(null);
    update.mutate(
      { companyId, plan: toInput(v) },
      {
        onSuccess: (saved) => {
          form.setValues(values(saved));
          form.resetDirty(values(saved));
          notify('success', t('cafeteria.saved'));
        },
        onError: (error) => {
          if (isApiError(error)) form.setErrors(toFormErrors(error.fields));
          setFailure(error);
        },
      },
    );
  });

  const percentInput = (name: (typeof PERCENT_FIELDS)[number]) => ({
    ...form.getInputProps(name),
    error: fieldError(form.errors[name]),
    label: t(`cafeteria.${name}`),
    min: 0,
    max: 100,
    decimalScale: 2,
    allowNegative: false,
    clampBehavior: 'none' as const,
    suffix: ' %',
    required: true,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Checkbox.Group
          {...form.getInputProps('paymentModes')}
          error={fieldError(form.errors.paymentModes)}
          label={t('cafeteria.paymentModes')}
          description={t('cafeteria.paymentModesHint')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {CAFETERIA_PAYMENT_MODES.map((mode) => (
              <Checkbox key={mode} value={mode} label={t(`cafeteria.modes.${mode}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Switch
          {...form.getInputProps('vatIncluded', { type: 'checkbox' })}
          label={t('cafeteria.vatIncluded')}
          description={t('cafeteria.vatIncludedHint')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput {...percentInput('saleDiscountPercent')} />
          <NumberInput {...percentInput('leasingDiscountPercent')} />
          <NumberInput {...percentInput('residualValuePercent')} description={t('cafeteria.residualValueHint')} />
        </SimpleGrid>
        <Textarea
          {...form.getInputProps('description')}
          error={fieldError(form.errors.description)}
          label={<OptionalLabel>{t('cafeteria.description')}</OptionalLabel>}
          description={t('cafeteria.descriptionHint')}
          rows={4}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('cafeteria.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
