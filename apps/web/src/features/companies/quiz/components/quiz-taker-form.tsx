import { Button, Checkbox, Radio, Stack, Text } from '@mantine/core';
import type { QuizToTake } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type QuizAnswers = Record<number, number[]>;

type Props = {
  quiz: QuizToTake;
  submitting: boolean;
  onSubmit: (answers: QuizAnswers) => void;
};

/** One group per question: radio buttons when one answer is right, check boxes when several are. */
export function QuizTakerForm({ quiz, submitting, onSubmit }: Props) {
  const { t } = useTranslation('quiz');
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [missing, setMissing] = useState<number[]>([]);

  const choose = (questionId: number, answerIds: number[]) => {
    setAnswers((current) => ({ ...current, [questionId]: answerIds }));
    setMissing((current) => current.filter((id) => id !== questionId));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const unanswered = quiz.questions.filter((q) => !answers[q.id]?.length).map((q) => q.id);
    setMissing(unanswered);
    if (unanswered.length === 0) onSubmit(answers);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {quiz.questions.map((question, index) => {
          const label = t('take.question', { number: index + 1, text: question.description });
          const error = missing.includes(question.id) ? t('take.chooseAnswer') : undefined;
          const chosen = answers[question.id] ?? [];
          return question.multiple ? (
            <Checkbox.Group
              key={question.id}
              label={label}
              description={t('take.several')}
              error={error}
              value={chosen.map(String)}
              onChange={(values) => choose(question.id, values.map(Number))}
            >
              <Stack gap="xs" mt="xs">
                {question.answers.map((answer) => (
                  <Checkbox key={answer.id} value={String(answer.id)} label={answer.text} />
                ))}
              </Stack>
            </Checkbox.Group>
          ) : (
            <Radio.Group
              key={question.id}
              label={label}
              error={error}
              value={chosen[0] !== undefined ? String(chosen[0]) : null}
              onChange={(value) => choose(question.id, [Number(value)])}
            >
              <Stack gap="xs" mt="xs">
                {question.answers.map((answer) => (
                  <Radio key={answer.id} value={String(answer.id)} label={answer.text} />
                ))}
              </Stack>
            </Radio.Group>
          );
        })}
        {missing.length > 0 && (
          <Text c="red" size="sm" role="alert">
            {t('take.answerAll')}
          </Text>
        )}
        <Button type="submit" loading={submitting} fullWidth>
          {t('take.submit')}
        </Button>
      </Stack>
    </form>
  );
}
