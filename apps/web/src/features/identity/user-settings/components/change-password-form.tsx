import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordRequestSchema } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordFields } from '@/components/ui/password-fields';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '@/features/identity/user-settings/api/change-password';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type ChangePasswordValues = { currentPassword: string; password: string; passwordConfirmation: string };

export function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const changePassword = useChangePassword();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  // Remounts the password fields after a success so their "touched" state starts over.
  const [generation, setGeneration] = useState(0);

  const form = useForm<ChangePasswordValues>({
    mode: 'controlled',
    initialValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    validate: schemaValidator<ChangePasswordValues>(changePasswordRequestSchema),
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    changePassword.mutate(values, {
      onSuccess: () => {
        form.reset();
        setGeneration((value) => value + 1);
        notify('success', t('password.changed'));
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) {
          form.setErrors(error.fields);
          return;
        }
        setFailure(error);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <PasswordInput
          {...form.getInputProps('currentPassword')}
          error={fieldError(form.errors.currentPassword)}
          label={t('password.current')}
          autoComplete="current-password"
          required
        />
        <PasswordFields
          key={generation}
          password={form.values.password}
          confirmation={form.values.passwordConfirmation}
          onPasswordChange={(value) => form.setFieldValue('password', value)}
          onConfirmationChange={(value) => form.setFieldValue('passwordConfirmation', value)}
          passwordError={fieldError(form.errors.password)}
          confirmationError={fieldError(form.errors.passwordConfirmation)}
          passwordLabel={t('password.new')}
          confirmationLabel={t('password.confirmation')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={changePassword.isPending}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
