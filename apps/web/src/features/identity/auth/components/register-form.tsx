import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerRequestSchema, type AuthUser } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import { PasswordFields } from '@/components/ui/password-fields';
import { useCheckEmail } from '@/features/identity/auth/api/check-email';
import { useRegister } from '@/features/identity/auth/api/register';
import { EmailCheckNotice } from '@/features/identity/auth/components/email-check-notice';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { useLocale } from '@/lib/locale';

type RegisterValues = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  password: string;
  passwordConfirmation: string;
};

type RegisterFormProps = {
  /** The account exists; `signedIn` is false while it waits for its e-mail link (`confirmationPending`) or activation. */
  onRegistered: (user: AuthUser, signedIn: boolean, confirmationPending: boolean) => void;
};

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const register = useRegister();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const [checkedEmail, setCheckedEmail] = useState<string | null>(null);

  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: { firstname: '', lastname: '', email: '', phone: '', password: '', passwordConfirmation: '' },
    validate: schemaValidator<RegisterValues>(registerRequestSchema, (values) => ({ ...values, language: locale })),
  });

  const emailCheck = useCheckEmail(checkedEmail);
  const checkIsCurrent = checkedEmail !== null && checkedEmail === normalizeEmail(form.values.email);
  const signupForbidden = checkIsCurrent && emailCheck.data?.kind === 'professional' && !emailCheck.data.selfRegistration;

  const onEmailBlur = () => {
    const { hasError } = form.validateField('email');
    setCheckedEmail(hasError ? null : normalizeEmail(form.values.email));
  };

  const submit = form.onSubmit((values) => {
    setFailure(null);
    register.mutate(
      {
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email: normalizeEmail(values.email),
        phone: values.phone.trim() || null,
        password: values.password,
        passwordConfirmation: values.passwordConfirmation,
        language: locale,
      },
      {
        onSuccess: ({ user, signedIn, confirmationPending }) => onRegistered(user, signedIn, confirmationPending ?? false),
        onError: (error) => {
          if (isApiError(error) && error.code === 'email_taken') {
            form.setFieldError('email', 'email_taken');
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
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            {...form.getInputProps('firstname')}
            error={fieldError(form.errors.firstname)}
            label={t('fields.firstname')}
            autoComplete="given-name"
            miw={180}
            required
          />
          <TextInput
            {...form.getInputProps('lastname')}
            error={fieldError(form.errors.lastname)}
            label={t('fields.lastname')}
            autoComplete="family-name"
            miw={180}
            required
          />
        </Group>
        <TextInput
          {...form.getInputProps('email')}
          onBlur={onEmailBlur}
          error={fieldError(form.errors.email)}
          label={t('fields.email')}
          description={t('register.emailHint')}
          type="email"
          autoComplete="email"
          required
        />
        {checkIsCurrent && !form.errors.email && <EmailCheckNotice status={emailCheck.status} result={emailCheck.data} />}
        <TextInput
          {...form.getInputProps('phone')}
          error={fieldError(form.errors.phone)}
          label={<OptionalLabel>{t('fields.phone')}</OptionalLabel>}
          type="tel"
          autoComplete="tel"
        />
        <PasswordFields
          password={form.values.password}
          confirmation={form.values.passwordConfirmation}
          onPasswordChange={(value) => form.setFieldValue('password', value)}
          onConfirmationChange={(value) => form.setFieldValue('passwordConfirmation', value)}
          passwordError={fieldError(form.errors.password)}
          confirmationError={fieldError(form.errors.passwordConfirmation)}
        />
        <Button type="submit" fullWidth loading={register.isPending} disabled={signupForbidden}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
