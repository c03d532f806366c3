import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { QuizFailed } from '@/features/companies/quiz/components/quiz-result';
import { QuizTakerForm, type QuizAnswers } from '@/features/companies/quiz/components/quiz-taker-form';
import { useSharedBikeQuiz } from '@/features/sharing/reservations/api/get-shared-bike-quiz';
import { useSubmitSharedBikeQuiz, type SharedBikeQuizResult } from '@/features/sharing/reservations/api/submit-shared-bike-quiz';
import { isApiError, useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * The company's quiz taken before the first shared-bike booking (decision 033). It joins the quiz feature's form to
 * the sharing feature's calls, which is why it lives here rather than in either feature.
 */
export function SharedBikeQuizPage() {
  const { t } = useTranslation(['sharing', 'quiz']);
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const quiz = useSharedBikeQuiz();
  const submit = useSubmitSharedBikeQuiz();
  const [failed, setFailed] = useState<SharedBikeQuizResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  usePageTitle(t('sharing:quiz.title'));

  const onSubmit = (answers: QuizAnswers) => {
    const taken = quiz.data!.quiz;
    submit.mutate(
      taken.questions.map((q) => ({ questionId: q.id, answerIds: answers[q.id] ?? [] })),
      { onSuccess: (result) => setFailed(result.passed ? null : result) },
    );
  };

  const retry = () => {
    setFailed(null);
    submit.reset();
    setAttempt((n) => n + 1);
  };

  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>{t('sharing:quiz.title')}</Title>
      {quiz.isPending && <Loader aria-label={t('sharing:loading')} />}
      {quiz.isError && (
        <Alert color={isApiError(quiz.error) && quiz.error.code === 'not_found' ? 'blue' : 'red'}>
          {isApiError(quiz.error) && quiz.error.code === 'not_found' ? t('sharing:quiz.none') : errorMessage(quiz.error)}
        </Alert>
      )}
      {submit.isError && <Alert color="red">{errorMessage(submit.error)}</Alert>}
      {submit.data?.passed ? (
        <Stack gap="sm">
          <Alert color="green">{t('sharing:quiz.passed')}</Alert>
          <Button component={Link} to={paths.reservations.create.getHref(locale)}>
            {t('sharing:quiz.book')}
          </Button>
        </Stack>
      ) : failed ? (
        <QuizFailed result={{ ...failed, passed: false }} onRetry={retry} />
      ) : (
        quiz.data && (
          <Stack gap="md">
            <Text fw={700}>{quiz.data.quiz.title}</Text>
            {quiz.data.quiz.description && <Text style={{ whiteSpace: 'pre-line' }}>{quiz.data.quiz.description}</Text>}
            <Text size="sm" c="dimmed">
              {t('quiz:take.minimum', { minimum: quiz.data.quiz.minimumScore })}
            </Text>
            <QuizTakerForm key={attempt} quiz={quiz.data.quiz} submitting={submit.isPending} onSubmit={onSubmit} />
          </Stack>
        )
      )}
    </Stack>
  );
}
