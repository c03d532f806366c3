import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { checkAnswers, type QuestionnaireFieldName } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { useAnswerQuestionnaire } from '@/features/content/questionnaires/api/answer-questionnaire';
import { usePublicQuestionnaire, type PublicQuestionnaire } from '@/features/content/questionnaires/api/get-public-questionnaire';
import { AnswerField } from '@/features/content/questionnaires/components/answer-field';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Values = Partial<Record<QuestionnaireFieldName, string>>;

/** The visitor's form: checked here with the API's own rule (domain `checkAnswers`), then again by the API. */
function AnswerForm({ questionnaire, slug }: { questionnaire: PublicQuestionnaire; slug: string }) {
  const { t } = useTranslation('questionnaires');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const send = useAnswerQuestionnaire(slug);
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Values>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <Alert color="green" title={t('public.sent')} role="status">
        <Button
          variant="default"
          mt="sm"
          onClick={() => {
            setValues({});
            setSent(false);
          }}
        >
          {t('public.again')}
        </Button>
      </Alert>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const check = checkAnswers(questionnaire.fields, values);
    setErrors(check.errors);
    if (Object.keys(check.errors).length > 0) return;
    send.mutate(
      { answers: check.answers, locale },
      {
        onSuccess: () => setSent(true),
        onError: (error) => {
          if (isApiError(error))
            setErrors(
              Object.fromEntries(Object.entries(error.fields ?? {}).map(([key, code]) => [key.replace(/^answers\./, ''), code])) as Values,
            );
          setFailure(error);
        },
      },
    );
  };
  const invalid = Object.keys(errors).length > 0;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('public.requiredNote')}</Text>
          {failure !== null && (
            <Alert color="red" title={t('errors.submit')}>
              {errorMessage(failure)}
            </Alert>
          )}
          {failure === null && invalid && (
            <Alert color="red" role="alert">
              {t('errors.validation')}
            </Alert>
          )}
          {questionnaire.fields.map((field) => (
            <AnswerField
              key={field.name}
              field={field}
              value={values[field.name] ?? ''}
              error={fieldError(errors[field.name])}
              onChange={(value) => {
                setValues((v) => ({ ...v, [field.name]: value }));
                setErrors((e) => {
                  const next = { ...e };
                  delete next[field.name];
                  return next;
                });
              }}
            />
          ))}
          <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('public.send')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** `/{locale}/questionnaire/{slug}`: a company's questionnaire; an unknown or inactive one says which it is. */
export function PublicQuestionnairePage() {
  const { t } = useTranslation('questionnaires');
  const slug = useParams().slug ?? '';
  const questionnaire = usePublicQuestionnaire(slug);
  const errorMessage = useErrorMessage();
  const code = isApiError(questionnaire.error) ? questionnaire.error.code : null;
  usePageTitle(
    questionnaire.data?.title ??
      (code === 'questionnaire_inactive' ? t('public.inactiveTitle') : code === 'not_found' ? t('public.notFoundTitle') : t('title')),
  );

  if (code === 'not_found' || code === 'questionnaire_inactive') {
    const inactive = code === 'questionnaire_inactive';
    return (
      <Stack gap="lg" maw={720}>
        <Title order={1}>{t(inactive ? 'public.inactiveTitle' : 'public.notFoundTitle')}</Title>
        <Alert color={inactive ? 'yellow' : 'red'}>{t(inactive ? 'errors.inactive' : 'errors.notFound')}</Alert>
      </Stack>
    );
  }
  if (questionnaire.isError) {
    return (
      <Alert color="red" title={t('errors.load')} maw={720}>
        {errorMessage(questionnaire.error)}
      </Alert>
    );
  }
  if (!questionnaire.data) return <LoadState />;
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1}>{questionnaire.data.title}</Title>
        {questionnaire.data.description && (
          <Text c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {questionnaire.data.description}
          </Text>
        )}
      </div>
      <AnswerForm questionnaire={questionnaire.data} slug={slug} />
    </Stack>
  );
}
