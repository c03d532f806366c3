import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, toLocale, type FieldErrorCode, type LoginRequest } from '@veloport/domain';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { useLogin } from '@/features/identity/auth/api/login';
import { InvitationPendingNotice } from '@/features/identity/auth/components/invitation-pending-notice';
import { useAuth } from '@/lib/auth/auth-context';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { postLoginPath, useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { useCountdown } from '@/lib/use-countdown';

type LoginValues = { email: string; password: string };
type LoginErrors = Partial<Record<keyof LoginValues, FieldErrorCode | string>>;

/*
 * The sign-in page is many visitors' first page: its checks are written out here (the same as loginRequestSchema's)
 * rather than loading zod and @mantine/form with it (issue 9: the first page's weight).
 */
function emailError(email: string): FieldErrorCode | undefined {
  const value = email.trim();
  if (value.length > EMAIL_MAX_LENGTH) return 'too_long';
  return EMAIL_PATTERN.test(value) ? undefined : 'invalid_email';
}

function passwordError(password: string): FieldErrorCode | undefined {
  if (password.length === 0) return 'required';
  return password.length > 200 ? 'too_long' : undefined;
}

function validate(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = emailError(values.email);
  const password = passwordError(values.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}

export type LoginFormProps = {
  /** Called after the `user_inactive` error with the (correct) credentials, e.g. to offer the quiz. */
  onInactive?: (credentials: LoginRequest) => void;
  /** Shown under the inactive-account message while that error is displayed. */
  inactiveNotice?: ReactNode;
};

export function LoginForm({ onInactive, inactiveNotice }: LoginFormProps = {}) {
  const { t, i18n } = useTranslation(['auth', 'errors']);
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { setUser } = useAuth();
  const login = useLogin();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const { secondsLeft, start: startCountdown } = useCountdown();
  const [failure, setFailure] = useState<unknown>(null);

  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const inputProps = (field: keyof LoginValues) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    const credentials = { email: values.email.trim(), password: values.password };
    login.mutate(credentials, {
      onSuccess: ({ user }) => {
        setUser(user);
        // The portal speaks the profile's language: when that is not the page's, it says so, in the new language, and
        // where to change it — never a silent switch (issue 25, point 11).
        const profile = toLocale(user.language);
        if (profile !== locale) notify('info', i18n.getFixedT(profile, 'auth')('languageFromProfile'));
        void navigate(postLoginPath(user.language, searchParams.get('redirect')), { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'too_many_attempts' && error.retryAfter) {
          startCountdown(error.retryAfter);
          return;
        }
        if (isApiError(error)) setErrors(error.fields);
        setFailure(error);
        if (isApiError(error) && error.code === 'user_inactive') onInactive?.(credentials);
      },
    });
  };

  const blocked = secondsLeft > 0;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {blocked && <Alert color="red">{t('errors:api.too_many_attempts', { seconds: secondsLeft })}</Alert>}
        {!blocked && failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        {!blocked && isApiError(failure) && failure.code === 'user_inactive' && inactiveNotice}
        {!blocked && isApiError(failure) && failure.code === 'invitation_pending' && (
          <InvitationPendingNotice email={values.email.trim()} />
        )}
        <TextInput
          {...inputProps('email')}
          onBlur={() => setErrors((current) => ({ ...current, email: emailError(values.email) }))}
          error={fieldError(errors.email)}
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          required
        />
        <PasswordInput
          {...inputProps('password')}
          error={fieldError(errors.password)}
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
