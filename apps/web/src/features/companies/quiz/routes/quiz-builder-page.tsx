import { Alert, Center, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useCompanyQuiz } from '@/features/companies/quiz/api/get-company-quiz';
import { QuizBuilderForm } from '@/features/companies/quiz/components/quiz-builder-form';
import { QuizFilesEditor } from '@/features/companies/quiz/components/quiz-files-editor';
import { useAuth, useAuthUser } from '@/lib/auth/auth-context';
import { isApiError, useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';
import { can } from '@veloport/domain';

/**
 * The company's quiz: a fleet manager edits their own; an admin names the company with `?companyId=`
 * (or picks it here). Another company's quiz is not found, like anything unknown.
 */
export function QuizBuilderPage() {
  const { t } = useTranslation('quiz');
  const locale = useLocale();
  const me = useAuthUser();
  const { companies } = useAuth();
  const asAdmin = can(me, 'admin');
  const errorMessage = useErrorMessage();
  const [search, setSearch] = useSearchParams();
  const requested = Number(search.get('companyId'));
  const companyId = Number.isInteger(requested) && requested > 0 ? requested : (me.company?.id ?? null);
  const quiz = useCompanyQuiz(companyId);
  const companyName = companies.find((c) => c.id === companyId)?.name ?? (me.company?.id === companyId ? me.company.name : null);
  usePageTitle(t('builder.title'));

  if (quiz.isError && isApiError(quiz.error) && quiz.error.status === 404) {
    return <Navigate to={paths.error.getHref(locale, 404)} replace />;
  }

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>{t('builder.title')}</Title>
        <Text c="dimmed">{companyName ? t('builder.subtitleFor', { company: companyName }) : t('builder.subtitle')}</Text>
      </div>
      {asAdmin && (
        <NativeSelect
          label={t('builder.company')}
          value={companyId ? String(companyId) : ''}
          onChange={(event) => setSearch(event.currentTarget.value ? { companyId: event.currentTarget.value } : {})}
          data={[{ value: '', label: t('builder.chooseCompany') }, ...companies.map((c) => ({ value: String(c.id), label: c.name }))]}
          w={{ base: '100%', sm: 320 }}
        />
      )}
      {companyId === null && !asAdmin && <Alert color="yellow">{t('builder.noCompany')}</Alert>}
      {quiz.isError && <Alert color="red">{errorMessage(quiz.error)}</Alert>}
      {quiz.isLoading && (
        <Center py="xl">
          <Loader role="status" aria-label={t('common:loading')} />
        </Center>
      )}
      {quiz.data && companyId !== null && (
        <>
          {!quiz.data.quiz && <Alert color="blue">{t('builder.empty')}</Alert>}
          {/* A save answers the new quiz: the form starts again from it. */}
          <QuizBuilderForm key={`${companyId}-${quiz.data.quiz?.updatedAt ?? 'new'}`} companyId={companyId} quiz={quiz.data.quiz} />
          <Paper component="section" aria-labelledby="quiz-files-title" withBorder radius="lg" p="md">
            <Stack gap="sm">
              <Title order={2} size="h3" id="quiz-files-title">
                {t('files.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('files.description')}
              </Text>
              <QuizFilesEditor companyId={companyId} files={quiz.data.files} />
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}
