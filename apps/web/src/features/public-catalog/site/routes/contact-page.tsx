import { Alert, Button, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { contactRequestSchema } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OptionalLabel } from '@/components/ui/optional-label';
import { useSendContactRequest } from '@/features/public-catalog/site/api/send-contact-request';
import { RequestSent } from '@/features/public-catalog/site/components/request-sent';
import { publicValidator } from '@/features/public-catalog/site/form-utils';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Values = { firstname: string; lastname: string; email: string; phone: string; subject: string; message: string };

export function ContactPage() {
  const { t } = useTranslation('public');
  // The page's own words in their own catalogue: every other public page would fetch them with `public`.
  const { t: tt } = useTranslation('contact');
  const locale = useLocale();
  const [search] = useSearchParams();
  const send = useSendContactRequest();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  usePageTitle(tt('title'));

  const prepare = (values: Values) => ({ ...values, phone: values.phone || null, subject: values.subject || null, locale });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { firstname: '', lastname: '', email: '', phone: '', subject: search.get('subject')?.slice(0, 120) ?? '', message: '' },
    validate: publicValidator<Values>(contactRequestSchema, prepare),
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
              <Text size="sm">{t('forms.requiredNote')}</Text>
              {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput {...input('firstname')} label={t('forms.fields.firstname')} autoComplete="given-name" required withAsterisk />
                <TextInput {...input('lastname')} label={t('forms.fields.lastname')} autoComplete="family-name" required withAsterisk />
              </SimpleGrid>
              <TextInput {...input('email')} type="email" label={t('forms.fields.email')} autoComplete="email" required withAsterisk />
              <TextInput
                {...input('phone')}
                type="tel"
                label={<OptionalLabel>{t('forms.fields.phone')}</OptionalLabel>}
                placeholder={t('forms.phonePlaceholder')}
                autoComplete="tel"
              />
              <TextInput {...input('subject')} label={<OptionalLabel>{tt('subject')}</OptionalLabel>} />
              <Textarea {...input('message')} label={tt('message')} rows={5} required withAsterisk />
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
