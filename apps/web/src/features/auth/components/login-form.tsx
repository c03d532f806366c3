import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginRequestSchema, type LoginRequest } from '@veloport/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { useLogin } from '@/features/auth/api/login';
import { InvitationPendingNotice } from '@/features/auth/components/invitation-pending-notice';
import { useAuth } from '@/lib/auth/auth-context';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { postLoginPath, useLocale } from '@/lib/locale';
import { useCountdown } from '@/lib/use-countdown';

type LoginValues = { email: string; password: string };

export type LoginFormProps = {
  /** Called after the `user_inactive` error with the (correct) credentials, e.g. to offer the quiz. */
  onInactive?: (credentials: LoginRequest) => void;
  /** Shown under the inactive-account message while that error is displayed. */
  inactiveNotice?: ReactNode;
};

export function LoginForm({ onInactive, inactiveNotice }: LoginFormProps = {}) {
  const { t } = useTranslation(['auth', 'errors']);
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { setUser } = useAuth();
  const login = useLogin();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const { secondsLeft, start: startCountdown } = useCountdown();
  const [failure, setFailure] = useState<unknown>(null);

  const form = useForm<LoginValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaValidator<LoginValues>(loginRequestSchema),
    validateInputOnBlur: ['email'],
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const credentials = { email: values.email.trim(), password: values.password };
    login.mutate(
      credentials,
      {
        onSuccess: ({ user }) => {
          setUser(user);
          void navigate(postLoginPath(user.language, searchParams.get('redirect')), { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'too_many_attempts' && error.retryAfter) {
            startCountdown(error.retryAfter);
            return;
          }
          if (isApiError(error)) form.setErrors(error.fields);
          setFailure(error);
          if (isApiError(error) && error.code === 'user_inactive') onInactive?.(credentials);
        },
      },
    );
  });

  const blocked = secondsLeft > 0;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {blocked && (
          <Alert color="red">{t('errors:api.too_many_attempts', { seconds: secondsLeft })}</Alert>
        )}
        {!blocked && failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        {!blocked && isApiError(failure) && failure.code === 'user_inactive' && inactiveNotice}
        {!blocked && isApiError(failure) && failure.code === 'invitation_pending' && <InvitationPendingNotice email={form.values.email.trim()} />}
        <TextInput
          {...form.getInputProps('email')}
          error={fieldError(form.errors.email)}
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          required
        />
        <PasswordInput
          {...form.getInputProps('password')}
          error={fieldError(form.errors.password)}
          label={t('auth:fields.password')}
          autoComplete="current-password"
          required
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.forgotPassword.getHref(locale)} size="sm">
            {t('auth:login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending} disabled={blocked}>
          {t('auth:login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
