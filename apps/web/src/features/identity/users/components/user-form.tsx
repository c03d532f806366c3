import { Alert, Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LOCALES, type CreateUserRequest, type UserDetail, can } from '@veloport/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import { UserAdminFields } from '@/features/identity/users/components/user-admin-fields';
import {
  apiFieldErrors,
  CONTACT_TYPES,
  EMAILS_MISMATCH,
  initialUserValues,
  needsEmailConfirmation,
  toUserRequest,
  userFormValidator,
  type UserFormMode,
  type UserFormValues,
} from '@/features/identity/users/user-form-values';
import { useAuthUser } from '@/lib/auth/auth-context';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';

const ADMIN_ONLY = ['companyId', 'permissions', 'stockLocationId'];

type Props = {
  mode: UserFormMode;
  /** The user being edited (edit mode). */
  user?: UserDetail;
  submitLabel: string;
  /** Resolves when saved; a rejected call's field errors are shown under the inputs. */
  onSubmit: (request: CreateUserRequest) => Promise<unknown>;
};

/** Create and edit a user (seed §3 User). Admins also set company, permissions and stock location. */
export function UserForm({ mode, user, submitLabel, onSubmit }: Props) {
  const { t } = useTranslation(['users', 'common']);
  const me = useAuthUser();
  const locale = useLocale();
  const asAdmin = can(me, 'admin');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const rankingHintId = useId();
  const original = user ?? null;

  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: initialUserValues(original, locale),
    validate: userFormValidator(mode, asAdmin, original),
    validateInputOnBlur: ['email', 'confirmEmail'],
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSaving(true);
    try {
      await onSubmit(toUserRequest(values, mode, asAdmin));
      if (mode === 'edit') form.resetDirty();
    } catch (error) {
      const fields = isApiError(error) ? apiFieldErrors(error.fields) : {};
      form.setErrors(fields);
      // Field errors speak for themselves under their inputs; anything else gets the banner.
      const shown = Object.keys(fields).filter((key) => key in form.values && (asAdmin || !ADMIN_ONLY.includes(key)));
      if (shown.length === 0 || shown.length < Object.keys(fields).length) setFailure(error);
    } finally {
      setSaving(false);
    }
  });

  const confirmError = form.errors.confirmEmail === EMAILS_MISMATCH ? t('users:form.emailsMismatch') : fieldError(form.errors.confirmEmail);
  const showConfirmation = needsEmailConfirmation(mode, form.values, original);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        {!asAdmin && me.company && mode === 'create' && (
          <Text size="sm" c="dimmed">
            {t('users:form.joinsCompany', { company: me.company.name })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps('firstname')}
            error={fieldError(form.errors.firstname)}
            label={t('users:fields.firstname')}
            autoComplete="off"
            required
          />
          <TextInput
            {...form.getInputProps('lastname')}
            error={fieldError(form.errors.lastname)}
            label={t('users:fields.lastname')}
            autoComplete="off"
            required
          />
          <TextInput
            {...form.getInputProps('email')}
            error={fieldError(form.errors.email)}
            label={t('users:fields.email')}
            type="email"
            autoComplete="off"
            required
          />
          {showConfirmation && (
            <TextInput
              {...form.getInputProps('confirmEmail')}
              error={confirmError}
              label={t('users:fields.confirmEmail')}
              type="email"
              autoComplete="off"
              required
            />
          )}
          <TextInput
            {...form.getInputProps('phone')}
            error={fieldError(form.errors.phone)}
            label={<OptionalLabel>{t('users:fields.phone')}</OptionalLabel>}
            type="tel"
            autoComplete="off"
          />
          <NumberInput
            {...form.getInputProps('size')}
            error={fieldError(form.errors.size)}
            label={<OptionalLabel>{t('users:fields.size')}</OptionalLabel>}
            description={t('users:fields.sizeHint')}
            min={80}
            max={250}
            allowDecimal={false}
            allowNegative={false}
            hideControls
          />
        </SimpleGrid>
        <TextInput
          {...form.getInputProps('address')}
          error={fieldError(form.errors.address)}
          label={<OptionalLabel>{t('users:fields.address')}</OptionalLabel>}
          autoComplete="off"
        />
        <TextInput
          {...form.getInputProps('payrollNumber')}
          error={fieldError(form.errors.payrollNumber)}
          label={<OptionalLabel>{t('users:fields.payrollNumber')}</OptionalLabel>}
          description={t('users:fields.payrollNumberHint')}
          maxLength={30}
          autoComplete="off"
        />
        <SimpleGrid cols={{ base: 1, sm: mode === 'create' ? 3 : 2 }}>
          <NativeSelect
            {...form.getInputProps('language')}
            error={fieldError(form.errors.language)}
            label={t('users:fields.language')}
            data={LOCALES.map((value) => ({ value, label: t(`common:languages.${value}`) }))}
          />
          {mode === 'create' && (
            <NativeSelect
              {...form.getInputProps('status')}
              error={fieldError(form.errors.status)}
              label={t('users:fields.status')}
              data={(['active', 'inactive'] as const).map((value) => ({ value, label: t(`users:status.${value}`) }))}
            />
          )}
          <NativeSelect
            {...form.getInputProps('contactType')}
            error={fieldError(form.errors.contactType)}
            label={t('users:fields.contactType')}
            data={CONTACT_TYPES.map((value) => ({ value, label: t(`users:contactTypes.${value}`) }))}
          />
        </SimpleGrid>
        <div>
          <Switch
            {...form.getInputProps('anonymousInRanking', { type: 'checkbox' })}
            label={t('users:fields.anonymousInRanking')}
            aria-describedby={rankingHintId}
          />
          <Text id={rankingHintId} size="sm" c="dimmed" mt={4} pl={50}>
            {t('users:fields.anonymousInRankingHint')}
          </Text>
        </div>
        {asAdmin && <UserAdminFields form={form} />}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
