import { Alert, Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { LoadState } from '@/components/ui/load-state';
import { useDeleteQuestionnaire } from '@/features/content/questionnaires/api/delete-questionnaire';
import { useQuestionnaire } from '@/features/content/questionnaires/api/get-questionnaire';
import { useUpdateQuestionnaire } from '@/features/content/questionnaires/api/update-questionnaire';
import { QuestionnaireForm } from '@/features/content/questionnaires/components/questionnaire-form';
import { QuestionnaireLoadState } from '@/features/content/questionnaires/components/questionnaire-load-state';
import { questionnairePaths } from '@/features/content/questionnaires/paths';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `company-questionnaires/{id}/edit`: change the form, open it as a visitor, read its responses, or delete it. */
export function QuestionnaireEditPage() {
  const { t } = useTranslation('questionnaires');
  const locale = useLocale();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const id = Number(useParams().id);
  const questionnaire = useQuestionnaire(id);
  const update = useUpdateQuestionnaire(id);
  const remove = useDeleteQuestionnaire(id);
  const [confirming, setConfirming] = useState(false);
  usePageTitle(questionnaire.data?.title ?? t('edit'));

  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!questionnaire.data) return <QuestionnaireLoadState error={questionnaire.error} />;
  const q = questionnaire.data;

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Anchor component={Link} to={questionnairePaths.list.getHref(locale)} size="sm">
          {t('backToList')}
        </Anchor>
        <Group gap="sm" wrap="wrap">
          <Title order={1}>{q.title}</Title>
          <Badge variant="light" color={q.isActive ? 'green' : 'gray'}>
            {t(q.isActive ? 'status.active' : 'status.inactive')}
          </Badge>
        </Group>
      </div>
      <Group gap="sm" wrap="wrap">
        <Button
          component="a"
          href={questionnairePaths.answer.getHref(locale, q.slug)}
          target="_blank"
          rel="noopener"
          variant="default"
          leftSection={<IconExternalLink size={16} aria-hidden />}
        >
          {t('openPublic')}
        </Button>
        <Button component={Link} to={questionnairePaths.responses.getHref(locale, q.id)} variant="default">
          {`${t('responses')} (${q.responsesCount})`}
        </Button>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
          {t('delete')}
        </Button>
      </Group>
      {remove.isError && (
        <Alert color="red" title={t('errors.delete')}>
          {errorMessage(remove.error)}
        </Alert>
      )}
      <QuestionnaireForm
        key={q.updatedAt}
        questionnaire={q}
        submitLabel={t('save')}
        pending={update.isPending}
        onSubmit={async (body) => {
          await update.mutateAsync(body);
          notify('success', t('saved'));
        }}
      />
      <ConfirmAction
        opened={confirming}
        title={t('deleteTitle')}
        effects={[t('deleteEffects', { count: q.responsesCount })]}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notify('success', t('deleted'));
              navigate(questionnairePaths.list.getHref(locale));
            },
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Stack>
  );
}
