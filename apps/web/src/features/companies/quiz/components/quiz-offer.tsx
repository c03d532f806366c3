import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import type { LoginRequest } from '@veloport/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useStartQuiz } from '@/features/companies/quiz/api/start-quiz';
import { rememberQuizSession } from '@/features/companies/quiz/quiz-session';
import { isApiError } from '@/lib/errors';
import { useLocale } from '@/lib/locale';

/**
 * After the `user_inactive` sign-in error, asks whether the account has a quiz to pass
 * (same credentials). The login route wires `check` to the login form's `onInactive`.
 */
export function useQuizOffer() {
  const start = useStartQuiz();
  const [credentials, setCredentials] = useState<LoginRequest | null>(null);
  const { mutate } = start;
  const check = useCallback(
    (next: LoginRequest) => {
      setCredentials(next);
      mutate(next);
    },
    [mutate],
  );
  return { check, credentials, start };
}

export type QuizOfferState = ReturnType<typeof useQuizOffer>;

/** "Your account must be activated: pass the quiz", or nothing when no quiz applies (seed §4, §8). */
export function QuizOffer({ offer }: { offer: QuizOfferState }) {
  const { t } = useTranslation('quiz');
  const locale = useLocale();
  const navigate = useNavigate();
  const { start, credentials } = offer;

  if (start.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('offer.checking')}</Text>
      </Group>
    );
  }
  if (start.isError) {
    // No quiz for this account: the inactive message above says it all.
    if (isApiError(start.error) && start.error.code === 'quiz_not_required') return null;
    return <Alert color="red">{t('errors.generic')}</Alert>;
  }
  if (!start.data || !credentials) return null;

  const quiz = start.data;
  const takeQuiz = () => {
    rememberQuizSession({ credentials, quiz });
    void navigate(paths.takeQuiz.getHref(locale));
  };
  return (
    <Alert color="blue" title={t('offer.title')} icon={<IconListCheck aria-hidden />} role="status">
      <Text size="sm" mb="sm">
        {t('offer.text')}
      </Text>
      <Button onClick={takeQuiz}>{t('offer.cta')}</Button>
    </Alert>
  );
}
