import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COMPANY_CONTACT_TYPES, contactInputSchema, type Contact, type ContactInput } from '@veloport/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

type ContactType = (typeof COMPANY_CONTACT_TYPES)[number];
type ContactValues = { firstname: string; lastname: string; email: string; phone: string; role: string; type: ContactType };

const toInput = (v: ContactValues): ContactInput => ({
  firstname: v.firstname.trim(),
  lastname: v.lastname.trim(),
  email: v.email.trim(),
  phone: v.phone.trim() || null,
  role: v.role.trim() || null,
  type: v.type,
});

type Props = {
  contact?: Contact;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: ContactInput) => Promise<unknown>;
  /** Extra buttons beside submit (cancel, delete). */
  actions?: ReactNode;
};

/** A company contact: name, e-mail, phone, function and what they receive (contact, billing, billing copy). */
export function ContactForm({ contact, submitLabel, pending, onSubmit, actions }: Props) {
  const { t } = useTranslation('companies');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: {
      firstname: contact?.firstname ?? '',
      lastname: contact?.lastname ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
      role: contact?.role ?? '',
      type: contact?.type ?? 'contact',
    },
    validate: schemaValidator<ContactValues>(contactInputSchema, toInput),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(toInput(values));
      form.resetDirty();
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });

  const input = (name: keyof ContactValues) => ({ ...form.getInputProps(name), error: fieldError(form.errors[name]) });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...input('firstname')} label={t('contacts.fields.firstname')} autoComplete="off" required />
          <TextInput {...input('lastname')} label={t('contacts.fields.lastname')} autoComplete="off" required />
          <TextInput {...input('email')} label={t('contacts.fields.email')} type="email" autoComplete="off" required />
          <TextInput
            {...input('phone')}
            label={<OptionalLabel>{t('contacts.fields.phone')}</OptionalLabel>}
            type="tel"
            autoComplete="off"
          />
          <TextInput
            {...input('role')}
            label={<OptionalLabel>{t('contacts.fields.role')}</OptionalLabel>}
            description={t('contacts.roleHint')}
          />
          <NativeSelect
            {...input('type')}
            label={t('contacts.fields.type')}
            description={t('contacts.typeHint')}
            data={COMPANY_CONTACT_TYPES.map((type) => ({ value: type, label: t(`contacts.types.${type}`) }))}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          {actions}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
