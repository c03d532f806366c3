import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import type { Quiz } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import { useSaveCompanyQuiz } from '@/features/companies/quiz/api/save-company-quiz';
import { QuestionEditor } from '@/features/companies/quiz/components/question-editor';
import {
  blankQuestion,
  initialQuizValues,
  liveMaxScore,
  MAX_QUESTIONS,
  quizFormValidator,
  toQuizInput,
  type QuizFormValues,
} from '@/features/companies/quiz/quiz-form-values';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** Title, description, minimum score and the questions; saved whole. */
export function QuizBuilderForm({ companyId, quiz }: { companyId: number; quiz: Quiz | null }) {
  const { t } = useTranslation('quiz');
  const save = useSaveCompanyQuiz();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);

  const form = useForm<QuizFormValues>({
    mode: 'controlled',
    initialValues: initialQuizValues(quiz),
    validate: quizFormValidator,
  });
  const maxScore = liveMaxScore(form.values);

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      save.mutate(
        { companyId, quiz: toQuizInput(values) },
        {
          onSuccess: () => notify('success', t('builder.saved')),
          onError: (error) => {
            if (isApiError(error)) form.setErrors(error.fields);
            setFailure(error);
          },
        },
      );
    },
    () => setFailure(null),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Paper withBorder radius="lg" p="md">
          <Stack gap="md">
            <TextInput {...form.getInputProps('title')} error={fieldError(form.errors.title)} label={t('builder.fields.title')} required />
            <Textarea
              {...form.getInputProps('description')}
              error={fieldError(form.errors.description)}
              label={<OptionalLabel>{t('builder.fields.description')}</OptionalLabel>}
              rows={2}
            />
            <Group align="flex-end" gap="lg" wrap="wrap">
              <NumberInput
                {...form.getInputProps('minimumScore')}
                error={fieldError(form.errors.minimumScore)}
                label={t('builder.fields.minimumScore')}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                required
                w={{ base: '100%', xs: 220 }}
              />
              <Text fw={600} aria-live="polite">
                {t('builder.maxScore', { score: maxScore })}
              </Text>
            </Group>
          </Stack>
        </Paper>

        <Title order={2} size="h3">
          {t('builder.questionsTitle', { count: form.values.questions.length })}
        </Title>
        {form.values.questions.map((question, index) => (
          <QuestionEditor key={question.key} form={form} index={index} count={form.values.questions.length} />
        ))}
        {form.errors.questions && (
          <Text c="red" size="sm" role="alert">
            {fieldError(form.errors.questions)}
          </Text>
        )}
        <Group justify="space-between" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={form.values.questions.length >= MAX_QUESTIONS}
            onClick={() => form.insertListItem('questions', blankQuestion())}
          >
            {t('builder.question.add')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('builder.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
