import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import { AnswerEditor } from '@/features/companies/quiz/components/answer-editor';
import { blankAnswer, MAX_ANSWERS, type QuizFormValues } from '@/features/companies/quiz/quiz-form-values';
import { useFieldErrorMessage } from '@/lib/errors';

type Props = { form: UseFormReturnType<QuizFormValues>; index: number; count: number };

/** A question with its answers; moved up or down, or removed, as a whole. */
export function QuestionEditor({ form, index, count }: Props) {
  const { t } = useTranslation('quiz');
  const fieldError = useFieldErrorMessage();
  const titleId = useId();
  const path = `questions.${index}`;
  const question = form.values.questions[index]!;
  const number = { question: index + 1 };
  const answersError = fieldError(form.errors[`${path}.answers`]);

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4" id={titleId}>
            {t('builder.question.title', number)}
          </Title>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              size="lg"
              disabled={index === 0}
              onClick={() => form.reorderListItem('questions', { from: index, to: index - 1 })}
              aria-label={t('builder.question.moveUp', number)}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="lg"
              disabled={index === count - 1}
              onClick={() => form.reorderListItem('questions', { from: index, to: index + 1 })}
              aria-label={t('builder.question.moveDown', number)}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              disabled={count <= 1}
              onClick={() => form.removeListItem('questions', index)}
              aria-label={t('builder.question.remove', number)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Textarea
          {...form.getInputProps(`${path}.description`)}
          error={fieldError(form.errors[`${path}.description`])}
          label={t('builder.question.description', number)}
          rows={2}
          required
        />
        <Textarea
          {...form.getInputProps(`${path}.explanation`)}
          error={fieldError(form.errors[`${path}.explanation`])}
          label={<OptionalLabel>{t('builder.question.explanation', number)}</OptionalLabel>}
          description={t('builder.question.explanationHint')}
          rows={2}
        />
        <Stack gap="xs">
          {question.answers.map((answer, answerIndex) => (
            <AnswerEditor key={answer.key} form={form} question={index} index={answerIndex} count={question.answers.length} />
          ))}
        </Stack>
        {answersError && (
          <Text c="red" size="sm" role="alert">
            {answersError}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={question.answers.length >= MAX_ANSWERS}
            onClick={() => form.insertListItem(`${path}.answers`, blankAnswer())}
          >
            {t('builder.answer.add', number)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
