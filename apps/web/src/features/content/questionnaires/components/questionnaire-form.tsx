import { Alert, Button, Checkbox, Fieldset, Group, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { QUESTIONNAIRE_FIELDS, questionnaireInputSchema, type NameTranslations, type QuestionnaireFieldName } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NameTranslationsField, nameTranslationsOf, trimmedNameTranslations } from '@/components/ui/name-translations-field';
import { OptionalLabel } from '@/components/ui/optional-label';
import type { QuestionnaireBody } from '@/features/content/questionnaires/api/create-questionnaire';
import type { Questionnaire } from '@/features/content/questionnaires/api/get-questionnaire';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

type Choice = { asked: boolean; required: boolean };
type Values = {
  title: string;
  titleTranslations: NameTranslations;
  description: string;
  slug: string;
  isActive: boolean;
  fields: Record<QuestionnaireFieldName, Choice>;
};

const valuesOf = (q?: Questionnaire): Values => ({
  title: q?.title ?? '',
  titleTranslations: nameTranslationsOf(q?.titleTranslations),
  description: q?.description ?? '',
  slug: q?.slug ?? '',
  isActive: q?.isActive ?? true,
  fields: Object.fromEntries(
    QUESTIONNAIRE_FIELDS.map((name) => {
      const field = q ? q.fields.find((f) => f.name === name) : { name, required: name === 'email' || name === 'name' };
      return [name, { asked: Boolean(field), required: field?.required ?? false }];
    }),
  ) as Values['fields'],
});

/** The request as typed: empty optional texts are null, the fields are those asked. */
const draftOf = (v: Values): QuestionnaireBody => ({
  title: v.title.trim(),
  titleTranslations: trimmedNameTranslations(v.titleTranslations),
  description: v.description.trim() || null,
  slug: v.slug.trim() || null,
  isActive: v.isActive,
  fields: QUESTIONNAIRE_FIELDS.filter((name) => v.fields[name].asked).map((name) => ({ name, required: v.fields[name].required })),
});

type Props = {
  questionnaire?: Questionnaire;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: QuestionnaireBody) => Promise<unknown>;
};

/** Title, description, public address, active or not, and which fields the form asks (and which are required). */
export function QuestionnaireForm({ questionnaire, submitLabel, pending, onSubmit }: Props) {
  const { t } = useTranslation('questionnaires');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(questionnaire),
    // "Ask at least one field" is shown as the boxes change (below), so the contract's `fields` code stays unshown.
    validate: schemaValidator<Values>(questionnaireInputSchema, draftOf),
  });
  const input = (path: string) => ({ ...form.getInputProps(path), error: fieldError(form.errors[path] as string | undefined) });
  const noField = QUESTIONNAIRE_FIELDS.every((name) => !form.values.fields[name].asked);

  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    if (noField) return;
    try {
      await onSubmit(draftOf(v));
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== null && (
          <Alert color="red" title={t('errors.save')}>
            {errorMessage(failure)}
          </Alert>
        )}
        <TextInput {...input('title')} label={t('fields.title')} required />
        <NameTranslationsField path="titleTranslations" original={form.values.title} input={input} maxLength={160} />
        <Textarea {...input('description')} label={<OptionalLabel>{t('fields.description')}</OptionalLabel>} rows={3} />
        <TextInput
          {...input('slug')}
          label={<OptionalLabel>{t('fields.slug')}</OptionalLabel>}
          description={t('slugHelp')}
          autoComplete="off"
        />
        <Switch {...form.getInputProps('isActive', { type: 'checkbox' })} label={t('fields.isActive')} />
        <Fieldset legend={t('fields.fields')}>
          <Stack gap="xs">
            {QUESTIONNAIRE_FIELDS.map((name) => {
              const choice = form.values.fields[name];
              const label = t(`fieldNames.${name}`);
              return (
                <Group key={name} justify="space-between" wrap="wrap" gap="xs">
                  <Checkbox
                    label={label}
                    checked={choice.asked}
                    onChange={(e) => form.setFieldValue(`fields.${name}.asked`, e.currentTarget.checked)}
                  />
                  <Checkbox
                    size="xs"
                    label={t('builder.requiredColumn')}
                    aria-label={t('builder.required', { field: label })}
                    checked={choice.asked && choice.required}
                    disabled={!choice.asked}
                    onChange={(e) => form.setFieldValue(`fields.${name}.required`, e.currentTarget.checked)}
                  />
                </Group>
              );
            })}
            {noField && (
              <Text c="red.8" size="sm" role="alert">
                {t('builder.atLeastOne')}
              </Text>
            )}
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={pending} disabled={noField}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
