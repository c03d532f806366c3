import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forgotPasswordRequestSchema } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '@/features/identity/auth/api/forgot-password';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { useLocale } from '@/lib/locale';

type ForgotPasswordValues = { email: string };

export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const forgotPassword = useForgotPassword();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);

  const form = useForm<ForgotPasswordValues>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaValidator<ForgotPasswordValues>(forgotPasswordRequestSchema, (values) => ({ ...values, locale })),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(({ email }) => {
    setFailure(null);
    const normalized = email.trim().toLowerCase();
    forgotPassword.mutate(
      { email: normalized, locale },
      {
        onSuccess: () => onSent(normalized),
        onError: (error) => {
          if (isApiError(error)) form.setErrors(error.fields);
          setFailure(error);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <TextInput
          {...form.getInputProps('email')}
          error={fieldError(form.errors.email)}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
        />
        <Button type="submit" fullWidth loading={forgotPassword.isPending}>
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
