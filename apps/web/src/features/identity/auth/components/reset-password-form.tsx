import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetPasswordRequestSchema } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordFields } from '@/components/ui/password-fields';
import { useResetPassword } from '@/features/identity/auth/api/reset-password';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

type ResetPasswordValues = { password: string; passwordConfirmation: string };

type ResetPasswordFormProps = {
  token: string;
  onReset: () => void;
  /** The link expired between opening the page and submitting. */
  onTokenInvalid: () => void;
};

export function ResetPasswordForm({ token, onReset, onTokenInvalid }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const resetPassword = useResetPassword();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);

  const form = useForm<ResetPasswordValues>({
    mode: 'controlled',
    initialValues: { password: '', passwordConfirmation: '' },
    validate: schemaValidator<ResetPasswordValues>(resetPasswordRequestSchema, (values) => ({ ...values, token })),
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    resetPassword.mutate(
      { token, ...values },
      {
        onSuccess: onReset,
        onError: (error) => {
          if (isApiError(error) && error.code === 'token_invalid') {
            onTokenInvalid();
            return;
          }
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
        <PasswordFields
          password={form.values.password}
          confirmation={form.values.passwordConfirmation}
          onPasswordChange={(value) => form.setFieldValue('password', value)}
          onConfirmationChange={(value) => form.setFieldValue('passwordConfirmation', value)}
          passwordError={fieldError(form.errors.password)}
          confirmationError={fieldError(form.errors.passwordConfirmation)}
          passwordLabel={t('fields.newPassword')}
          confirmationLabel={t('fields.newPasswordConfirmation')}
        />
        <Button type="submit" fullWidth loading={resetPassword.isPending}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
