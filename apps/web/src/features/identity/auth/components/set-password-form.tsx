import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { setPasswordRequestSchema, type AuthUser } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordFields } from '@/components/ui/password-fields';
import { useSetPassword } from '@/features/identity/auth/api/set-password';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

type SetPasswordValues = { password: string; passwordConfirmation: string };

/** Link failures the page explains with its own way out. */
export type SetPasswordLinkProblem = 'token_invalid' | 'password_already_set' | 'user_not_found';
const LINK_PROBLEMS: readonly SetPasswordLinkProblem[] = ['token_invalid', 'password_already_set', 'user_not_found'];
const isLinkProblem = (code: string): code is SetPasswordLinkProblem => (LINK_PROBLEMS as readonly string[]).includes(code);

type SetPasswordFormProps = {
  email: string;
  token: string;
  onPasswordSet: (user: AuthUser) => void;
  onLinkProblem: (problem: SetPasswordLinkProblem) => void;
};

export function SetPasswordForm({ email, token, onPasswordSet, onLinkProblem }: SetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const setPassword = useSetPassword();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);

  const form = useForm<SetPasswordValues>({
    mode: 'controlled',
    initialValues: { password: '', passwordConfirmation: '' },
    validate: schemaValidator<SetPasswordValues>(setPasswordRequestSchema, (values) => ({ ...values, email, token })),
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    setPassword.mutate(
      { email, token, ...values },
      {
        onSuccess: ({ user }) => onPasswordSet(user),
        onError: (error) => {
          if (isApiError(error) && isLinkProblem(error.code)) {
            onLinkProblem(error.code);
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
        <TextInput label={t('fields.email')} value={email} readOnly variant="filled" autoComplete="username" />
        <PasswordFields
          password={form.values.password}
          confirmation={form.values.passwordConfirmation}
          onPasswordChange={(value) => form.setFieldValue('password', value)}
          onConfirmationChange={(value) => form.setFieldValue('passwordConfirmation', value)}
          passwordError={fieldError(form.errors.password)}
          confirmationError={fieldError(form.errors.passwordConfirmation)}
        />
        <Button type="submit" fullWidth loading={setPassword.isPending}>
          {t('setPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
