import { Alert, Button, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TRADE_IN_CONDITIONS, formatPrice, tradeInEstimate, tradeInRequestSchema, brusselsToday, yearOf } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import { useSendTradeInRequest, type TradeInResponse } from '@/features/public-catalog/site/api/send-trade-in-request';
import { RequestSent } from '@/features/public-catalog/site/components/request-sent';
import { numberOrUndefined, publicValidator } from '@/features/public-catalog/site/form-utils';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Values = {
  brand: string;
  model: string;
  year: number | string;
  batteryWh: number | string;
  condition: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  comment: string;
};

/** The same rule as the API's (packages/domain), shown while the visitor types; the API's answer is the one kept. */
function previewEstimate(values: Values) {
  const year = numberOrUndefined(values.year);
  const batteryWh = numberOrUndefined(values.batteryWh);
  if (!values.brand.trim() || !year || !batteryWh || !values.condition) return null;
  try {
    if (year < 1990 || batteryWh < 100 || batteryWh > 3000) return null;
    return tradeInEstimate({ brand: values.brand, year, batteryWh, condition: values.condition as (typeof TRADE_IN_CONDITIONS)[number] });
  } catch {
    return null;
  }
}

export function TradeInPage() {
  const { t } = useTranslation('public');
  // The page's own words in their own catalogue: every other public page would fetch them with `public`.
  const { t: tt } = useTranslation('tradeIn');
  const locale = useLocale();
  const send = useSendTradeInRequest();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const [result, setResult] = useState<TradeInResponse | null>(null);
  usePageTitle(tt('title'));

  const prepare = (values: Values) => ({
    ...values,
    model: values.model || null,
    year: numberOrUndefined(values.year),
    batteryWh: numberOrUndefined(values.batteryWh),
    condition: values.condition || undefined,
    phone: values.phone || null,
    comment: values.comment || null,
    locale,
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      brand: '',
      model: '',
      year: '',
      batteryWh: '',
      condition: '',
      firstname: '',
      lastname: '',
      email: '',
      phone: '',
      comment: '',
    },
    validate: publicValidator<Values>(tradeInRequestSchema, prepare),
  });
  const input = (field: keyof Values) => ({ ...form.getInputProps(field), error: fieldError(form.errors[field]) });
  const preview = previewEstimate(form.values);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    send.mutate(prepare(values) as Parameters<typeof send.mutate>[0], {
      onSuccess: setResult,
      onError: (error) => {
        if (isApiError(error)) form.setErrors(error.fields);
        setFailure(error);
      },
    });
  });

  const range = (estimate: { minCents: number; maxCents: number }) =>
    tt('range', { min: formatPrice(estimate.minCents), max: formatPrice(estimate.maxCents) });

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{tt('title')}</Title>
        <Text c="dimmed">{tt('intro')}</Text>
      </div>
      {result ? (
        <RequestSent
          title={tt('sent')}
          onAgain={() => {
            form.reset();
            setResult(null);
          }}
        >
          <Text fw={700} mt="xs">
            {tt('estimate')} {range(result.estimate)}
          </Text>
        </RequestSent>
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
              <Title order={2} size="h4">
                {tt('bikeTitle')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput {...input('brand')} label={tt('fields.brand')} required />
                <TextInput {...input('model')} label={<OptionalLabel>{tt('fields.model')}</OptionalLabel>} />
                <NumberInput
                  {...input('year')}
                  label={tt('fields.year')}
                  min={1990}
                  max={yearOf(brusselsToday())}
                  allowDecimal={false}
                  required
                />
                <NumberInput
                  {...input('batteryWh')}
                  label={tt('fields.batteryWh')}
                  min={100}
                  max={3000}
                  allowDecimal={false}
                  suffix=" Wh"
                  required
                />
              </SimpleGrid>
              <NativeSelect
                {...input('condition')}
                label={tt('fields.condition')}
                required
                data={[
                  { value: '', label: t('forms.choose') },
                  ...TRADE_IN_CONDITIONS.map((c) => ({ value: c, label: t(`condition.${c}`) })),
                ]}
              />
              <Alert color={preview ? 'veloport' : 'gray'} variant="light" aria-live="polite">
                {preview ? (
                  <>
                    <Text fw={700}>
                      {tt('estimate')} {range(preview)}
                    </Text>
                    <Text size="sm">{tt('estimateNote')}</Text>
                  </>
                ) : (
                  tt('estimateHint')
                )}
              </Alert>
              <Title order={2} size="h4">
                {tt('contactTitle')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput {...input('firstname')} label={t('forms.fields.firstname')} autoComplete="given-name" required />
                <TextInput {...input('lastname')} label={t('forms.fields.lastname')} autoComplete="family-name" required />
                <TextInput {...input('email')} type="email" label={t('forms.fields.email')} autoComplete="email" required />
                <TextInput
                  {...input('phone')}
                  type="tel"
                  label={<OptionalLabel>{t('forms.fields.phone')}</OptionalLabel>}
                  placeholder={t('forms.phonePlaceholder')}
                  autoComplete="tel"
                />
              </SimpleGrid>
              <Textarea {...input('comment')} label={<OptionalLabel>{tt('fields.comment')}</OptionalLabel>} rows={3} />
              <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
                {tt('send')}
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
