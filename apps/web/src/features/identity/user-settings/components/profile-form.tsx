import { Alert, Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LOCALES, toLocale, updateProfileRequestSchema, type AuthUser, type Locale } from '@veloport/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import { useUpdateProfile } from '@/features/identity/user-settings/api/update-profile';
import { PendingEmailChange } from '@/features/identity/user-settings/components/pending-email-change';
import { useAuth } from '@/lib/auth/auth-context';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type ProfileValues = {
  firstname: string;
  lastname: string;
  phone: string;
  address: string;
  size: number | string;
  language: Locale;
  anonymousInRanking: boolean;
};

const toRequest = (values: ProfileValues) => ({
  firstname: values.firstname.trim(),
  lastname: values.lastname.trim(),
  phone: values.phone.trim() || null,
  address: values.address.trim() || null,
  size: values.size === '' ? null : Number(values.size),
  language: values.language,
  anonymousInRanking: values.anonymousInRanking,
});

export function ProfileForm({ user }: { user: AuthUser }) {
  const { t } = useTranslation(['settings', 'common']);
  const { setUser } = useAuth();
  const updateProfile = useUpdateProfile();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const rankingHintId = useId();

  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: {
      firstname: user.firstname,
      lastname: user.lastname,
      phone: user.phone ?? '',
      address: user.address ?? '',
      size: user.size ?? '',
      language: toLocale(user.language),
      anonymousInRanking: user.anonymousInRanking,
    },
    validate: schemaValidator<ProfileValues>(updateProfileRequestSchema, toRequest),
  });

  // Saving the language changes the user's preference (e-mails, next login), not the page being read.
  const submit = form.onSubmit((values) => {
    setFailure(null);
    updateProfile.mutate(toRequest(values), {
      onSuccess: (response) => {
        setUser(response.user);
        form.resetDirty();
        notify('success', t('settings:profile.saved'));
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(error.fields);
        setFailure(error);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps('firstname')}
            error={fieldError(form.errors.firstname)}
            label={t('settings:profile.firstname')}
            autoComplete="given-name"
            required
          />
          <TextInput
            {...form.getInputProps('lastname')}
            error={fieldError(form.errors.lastname)}
            label={t('settings:profile.lastname')}
            autoComplete="family-name"
            required
          />
          <TextInput
            label={t('settings:profile.email')}
            description={
              user.pendingEmail ? t('settings:profile.emailPending', { email: user.pendingEmail }) : t('settings:profile.emailHint')
            }
            value={user.email}
            readOnly
            variant="filled"
            type="email"
          />
          {user.pendingEmail && <PendingEmailChange user={{ ...user, pendingEmail: user.pendingEmail }} />}
          <TextInput
            {...form.getInputProps('phone')}
            error={fieldError(form.errors.phone)}
            label={<OptionalLabel>{t('settings:profile.phone')}</OptionalLabel>}
            type="tel"
            autoComplete="tel"
          />
        </SimpleGrid>
        <TextInput
          {...form.getInputProps('address')}
          error={fieldError(form.errors.address)}
          label={<OptionalLabel>{t('settings:profile.address')}</OptionalLabel>}
          autoComplete="street-address"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            {...form.getInputProps('size')}
            error={fieldError(form.errors.size)}
            label={<OptionalLabel>{t('settings:profile.size')}</OptionalLabel>}
            description={t('settings:profile.sizeHint')}
            min={80}
            max={250}
            allowDecimal={false}
            allowNegative={false}
            hideControls
          />
          <NativeSelect
            {...form.getInputProps('language')}
            label={t('settings:profile.language')}
            description={t('settings:profile.languageHint')}
            data={LOCALES.map((locale) => ({ value: locale, label: t(`common:languages.${locale}`) }))}
          />
        </SimpleGrid>
        <div>
          {/* The hint sits outside the label so that the switch's name stays short. */}
          <Switch
            {...form.getInputProps('anonymousInRanking', { type: 'checkbox' })}
            label={t('settings:profile.anonymousInRanking')}
            aria-describedby={rankingHintId}
          />
          <Text id={rankingHintId} size="sm" c="dimmed" mt={4} pl={50}>
            {t('settings:profile.anonymousInRankingHint')}
          </Text>
        </div>
        <Group justify="flex-end">
          <Button type="submit" loading={updateProfile.isPending}>
            {t('settings:profile.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
