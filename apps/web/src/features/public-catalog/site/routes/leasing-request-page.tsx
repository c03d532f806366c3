import { Alert, Button, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { leasingRequestSchema } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OptionalLabel } from '@/components/ui/optional-label';
import { useBike } from '@/features/public-catalog/site/api/get-bike';
import { useSendLeasingRequest } from '@/features/public-catalog/site/api/send-leasing-request';
import { RequestSent } from '@/features/public-catalog/site/components/request-sent';
import { publicValidator } from '@/features/public-catalog/site/form-utils';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Values = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  companyName: string;
  contractMonths: string;
  message: string;
};

export function LeasingRequestPage() {
  const { t } = useTranslation('public');
  // The page's own words in their own catalogue: every other public page would fetch them with `public`.
  const { t: tt } = useTranslation('leasingRequest');
  const locale = useLocale();
  const [search] = useSearchParams();
  const bikeSlug = search.get('bike');
  const bike = useBike(bikeSlug);
  const send = useSendLeasingRequest();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  usePageTitle(tt('title'));

  const prepare = (values: Values) => ({
    ...values,
    companyName: values.companyName || null,
    contractMonths: values.contractMonths ? Number(values.contractMonths) : null,
    message: values.message || null,
    bikeSlug: bikeSlug || null,
    locale,
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { firstname: '', lastname: '', email: '', phone: '', companyName: '', contractMonths: '36', message: '' },
    validate: publicValidator<Values>(leasingRequestSchema, prepare),
  });
  const input = (field: keyof Values) => ({ ...form.getInputProps(field), error: fieldError(form.errors[field]) });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    send.mutate(prepare(values), {
      onSuccess: () => setSent(true),
      onError: (error) => {
        if (isApiError(error)) form.setErrors(error.fields);
        setFailure(error);
      },
    });
  });

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1}>{tt('title')}</Title>
        <Text c="dimmed">{tt('intro')}</Text>
      </div>
      {sent ? (
        <RequestSent
          title={tt('sent')}
          onAgain={() => {
            form.reset();
            setSent(false);
          }}
        />
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              {bike.data && <Alert color="veloport">{tt('forBike', { name: `${bike.data.brand} ${bike.data.model}` })}</Alert>}
              {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput {...input('firstname')} label={t('forms.fields.firstname')} autoComplete="given-name" required />
                <TextInput {...input('lastname')} label={t('forms.fields.lastname')} autoComplete="family-name" required />
                <TextInput {...input('email')} type="email" label={t('forms.fields.email')} autoComplete="email" required />
                <TextInput
                  {...input('phone')}
                  type="tel"
                  label={t('forms.fields.phone')}
                  placeholder={t('forms.phonePlaceholder')}
                  autoComplete="tel"
                  required
                />
              </SimpleGrid>
              <TextInput {...input('companyName')} label={<OptionalLabel>{tt('companyName')}</OptionalLabel>} autoComplete="organization" />
              <NativeSelect
                {...input('contractMonths')}
                label={<OptionalLabel>{tt('contractMonths')}</OptionalLabel>}
                data={[
                  { value: '', label: tt('noPreference') },
                  ...['12', '24', '36', '48', '60'].map((m) => ({ value: m, label: tt('months', { count: Number(m) }) })),
                ]}
              />
              <Textarea {...input('message')} label={<OptionalLabel>{tt('message')}</OptionalLabel>} rows={4} />
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
