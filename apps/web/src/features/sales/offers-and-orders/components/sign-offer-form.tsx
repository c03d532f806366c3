import { Alert, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { offerSignRequestSchema } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

type Props = { defaultName: string; pending: boolean; onSign: (name: string) => Promise<unknown> };

/** The customer reads the figures and the PDF, ticks their consent and types their name to sign. */
export function SignOfferForm({ defaultName, pending, onSign }: Props) {
  const { t } = useTranslation('sales');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: defaultName, consent: false },
    // Any refusal of the consent box reads as its own sentence below (sign.consentRequired).
    validate: schemaValidator<{ name: string; consent: boolean }>(offerSignRequestSchema),
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSign(values.name.trim());
    } catch (error) {
      setFailure(error);
    }
  });
  const consent = form.getInputProps('consent', { type: 'checkbox' });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sign-offer-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="sign-offer-title">
            {t('sign.title')}
          </Title>
          <Text size="sm">{t('sign.intro')}</Text>
          {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
          <Checkbox {...consent} error={consent.error ? t('sign.consentRequired') : undefined} label={t('sign.consent')} />
          <TextInput
            {...form.getInputProps('name')}
            error={fieldError(form.errors.name as string | undefined)}
            label={t('sign.name')}
            autoComplete="name"
            required
            maw={420}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={pending}>
              {t('sign.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
