import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { QuizSubmitResponse } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSubmitQuiz } from '@/features/companies/quiz/api/submit-quiz';
import { QuizFilesList } from '@/features/companies/quiz/components/quiz-files-list';
import { QuizFailed } from '@/features/companies/quiz/components/quiz-result';
import { QuizTakerForm, type QuizAnswers } from '@/features/companies/quiz/components/quiz-taker-form';
import { forgetQuizSession, readQuizSession } from '@/features/companies/quiz/quiz-session';
import { useAuth } from '@/lib/auth/auth-context';
import { isApiError, useErrorMessage } from '@/lib/errors';
import { postLoginPath, useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Failed = Extract<QuizSubmitResponse, { passed: false }>;

/** Seed §4: an inactive account passes its company's quiz to become active and signed in. */
export function TakeQuizPage() {
  const { t } = useTranslation(['quiz', 'errors']);
  const locale = useLocale();
  const navigate = useNavigate();
  const { setUser } = useAuth();
  const errorMessage = useErrorMessage();
  const submit = useSubmitQuiz();
  const [session] = useState(readQuizSession);
  const [failed, setFailed] = useState<Failed | null>(null);
  const [attempt, setAttempt] = useState(0);
  usePageTitle(session?.quiz.title ?? t('quiz:take.title'));

  // Reached without signing in first (or after a reload, which forgets the credentials).
  if (!session) return <Navigate to={paths.login.getHref(locale)} replace />;
  const { quiz, credentials } = session;

  const onSubmit = (answers: QuizAnswers) => {
    const list = quiz.questions.map((q) => ({ questionId: q.id, answerIds: answers[q.id] ?? [] }));
    submit.mutate(
      { ...credentials, answers: list },
      {
        onSuccess: (result) => {
          if (!result.passed) {
            setFailed(result);
            window.scrollTo({ top: 0 });
            return;
          }
          forgetQuizSession();
          setUser(result.user);
          void navigate(postLoginPath(result.user.language, null), { replace: true });
        },
      },
    );
  };

  const retry = () => {
    setFailed(null);
    submit.reset();
    setAttempt((n) => n + 1);
    window.scrollTo({ top: 0 });
  };

  // Seed §8: an account with no quiz to pass reads the inactive message; anything else "an error occurred".
  const problem = (() => {
    if (!submit.isError) return null;
    const error = submit.error;
    if (isApiError(error) && error.code === 'quiz_not_required') return t('errors:api.user_inactive');
    if (isApiError(error) && error.code === 'too_many_attempts') return errorMessage(error);
    return t('quiz:errors.generic');
  })();

  return (
    <Stack gap="lg">
      <div>
        <Text size="sm" c="dimmed" fw={600}>
          {t('quiz:take.eyebrow')}
        </Text>
        <Title order={1} size="h2">
          {quiz.title}
        </Title>
        {quiz.description && (
          <Text mt={4} style={{ whiteSpace: 'pre-line' }}>
            {quiz.description}
          </Text>
        )}
        <Text size="sm" c="dimmed" mt={4}>
          {t('quiz:take.minimum', { minimum: quiz.minimumScore })}
        </Text>
      </div>
      <QuizFilesList files={quiz.files} title={t('quiz:take.files')} />
      {problem && <Alert color="red">{problem}</Alert>}
      {failed ? (
        <QuizFailed result={failed} onRetry={retry} />
      ) : (
        <QuizTakerForm key={attempt} quiz={quiz} submitting={submit.isPending} onSubmit={onSubmit} />
      )}
      <Anchor component={Link} to={paths.login.getHref(locale)} size="sm" ta="center" onClick={forgetQuizSession}>
        {t('common:actions.backToLogin')}
      </Anchor>
    </Stack>
  );
}
