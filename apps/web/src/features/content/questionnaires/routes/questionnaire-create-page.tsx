import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreateQuestionnaire } from '@/features/content/questionnaires/api/create-questionnaire';
import { QuestionnaireForm } from '@/features/content/questionnaires/components/questionnaire-form';
import { questionnairePaths } from '@/features/content/questionnaires/paths';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `company-questionnaires/create`: the admin builds the form; the slug comes from the title when left empty. */
export function QuestionnaireCreatePage() {
  const { t } = useTranslation('questionnaires');
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useCreateQuestionnaire();
  usePageTitle(t('create'));
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Anchor component={Link} to={questionnairePaths.list.getHref(locale)} size="sm">
          {t('backToList')}
        </Anchor>
        <Title order={1}>{t('create')}</Title>
        <Text c="dimmed">{t('createIntro')}</Text>
      </div>
      <QuestionnaireForm
        submitLabel={t('createSubmit')}
        pending={create.isPending}
        onSubmit={async (body) => {
          const made = await create.mutateAsync(body);
          notify('success', t('created', { address: questionnairePaths.answer.getHref(locale, made.slug) }));
          navigate(questionnairePaths.edit.getHref(locale, made.id));
        }}
      />
    </Stack>
  );
}
