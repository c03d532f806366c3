import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { leadInputSchema, LOCALES, type Locale } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import type { LeadBody } from '@/features/sales/leads/api/create-lead';
import type { LeadDetail } from '@/features/sales/leads/api/get-lead';
import { useModelChoices } from '@/features/sales/leads/api/get-model-choices';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

type Values = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  companyName: string;
  vatNumber: string;
  locale: Locale;
  modelId: string;
  size: string;
  message: string;
};

const valuesOf = (lead?: LeadDetail): Values => ({
  firstname: lead?.firstname ?? '',
  lastname: lead?.lastname ?? '',
  email: lead?.email ?? '',
  phone: lead?.phone ?? '',
  companyName: lead?.companyName ?? '',
  vatNumber: lead?.vatNumber ?? '',
  locale: lead?.locale ?? 'fr',
  modelId: lead?.model ? String(lead.model.id) : '',
  size: lead?.size ?? '',
  message: lead?.message ?? '',
});

/** The request as typed: empty optional inputs are null. */
const draftOf = (v: Values) => ({
  firstname: v.firstname,
  lastname: v.lastname,
  email: v.email,
  phone: v.phone.trim() || null,
  companyName: v.companyName.trim() || null,
  vatNumber: v.vatNumber.trim() || null,
  locale: v.locale,
  modelId: v.modelId ? Number(v.modelId) : null,
  size: v.size || null,
  message: v.message.trim() || null,
});
const validate = schemaValidator<Values>(leadInputSchema, draftOf);

type Props = {
  lead?: LeadDetail;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: LeadBody) => Promise<unknown>;
  onCancel?: () => void;
};

/** The person (and their company), their language and the bike they are interested in: create and edit. */
export function LeadForm({ lead, submitLabel, pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('leads');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const models = useModelChoices();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(lead),
    validate,
  });
  const input = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const chosen = models.data?.data.find((m) => String(m.id) === form.values.modelId);
  // The lead's own model stays choosable even when it is not among the first hundred of the catalogue.
  const modelOptions = [
    { value: '', label: t('noModel') },
    ...(lead?.model && !models.data?.data.some((m) => m.id === lead.model!.id)
      ? [{ value: String(lead.model.id), label: lead.model.name }]
      : []),
    ...(models.data?.data ?? []).map((m) => ({ value: String(m.id), label: `${m.brand} ${m.model}` })),
  ];

  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    try {
      await onSubmit({ ...(lead ? { source: lead.source, requestId: lead.requestId } : { requestId: null }), ...draftOf(v) });
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...input('firstname')} label={t('fields.firstname')} autoComplete="off" required />
          <TextInput {...input('lastname')} label={t('fields.lastname')} autoComplete="off" required />
          <TextInput {...input('email')} type="email" label={t('fields.email')} autoComplete="off" required />
          <TextInput {...input('phone')} type="tel" label={<OptionalLabel>{t('fields.phone')}</OptionalLabel>} autoComplete="off" />
          <TextInput {...input('companyName')} label={<OptionalLabel>{t('fields.companyName')}</OptionalLabel>} autoComplete="off" />
          <TextInput {...input('vatNumber')} label={<OptionalLabel>{t('fields.vatNumber')}</OptionalLabel>} autoComplete="off" />
          <NativeSelect
            {...input('locale')}
            label={t('fields.locale')}
            data={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            {...input('modelId')}
            onChange={(e) => {
              form.setFieldValue('modelId', e.currentTarget.value);
              form.setFieldValue('size', '');
            }}
            label={<OptionalLabel>{t('fields.model')}</OptionalLabel>}
            data={modelOptions}
          />
          <NativeSelect
            {...input('size')}
            label={<OptionalLabel>{t('fields.size')}</OptionalLabel>}
            data={[
              { value: '', label: t('noSize') },
              ...(chosen?.sizes ?? (lead?.size ? [lead.size] : [])).map((s) => ({ value: s, label: s })),
            ]}
            disabled={!form.values.modelId}
          />
        </SimpleGrid>
        <Textarea {...input('message')} label={<OptionalLabel>{t('fields.message')}</OptionalLabel>} rows={3} />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('cancelEdit')}
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
