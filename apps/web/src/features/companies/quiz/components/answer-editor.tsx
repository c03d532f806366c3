import { ActionIcon, Checkbox, Grid, NumberInput, Paper, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import { MIN_ANSWERS, type QuizFormValues } from '@/features/companies/quiz/quiz-form-values';
import { useFieldErrorMessage } from '@/lib/errors';

type Props = { form: UseFormReturnType<QuizFormValues>; question: number; index: number; count: number };

/** One answer: its text, whether it is correct, the points it gives (or takes) and why. */
export function AnswerEditor({ form, question, index, count }: Props) {
  const { t } = useTranslation('quiz');
  const fieldError = useFieldErrorMessage();
  const path = `questions.${question}.answers.${index}`;
  const number = { question: question + 1, answer: index + 1 };

  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <TextInput
            {...form.getInputProps(`${path}.text`)}
            error={fieldError(form.errors[`${path}.text`])}
            label={t('builder.answer.text', number)}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput
            {...form.getInputProps(`${path}.points`)}
            error={fieldError(form.errors[`${path}.points`])}
            label={t('builder.answer.points', number)}
            min={-100}
            max={100}
            allowDecimal={false}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 2 }} style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={() => form.removeListItem(`questions.${question}.answers`, index)}
            disabled={count <= MIN_ANSWERS}
            aria-label={t('builder.answer.remove', number)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Grid.Col>
        <Grid.Col span={12}>
          <Checkbox {...form.getInputProps(`${path}.correct`, { type: 'checkbox' })} label={t('builder.answer.correct', number)} />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            {...form.getInputProps(`${path}.explanation`)}
            error={fieldError(form.errors[`${path}.explanation`])}
            label={<OptionalLabel>{t('builder.answer.explanation', number)}</OptionalLabel>}
          />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
