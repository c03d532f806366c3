import { Anchor, Group, Stack, Title } from '@mantine/core';
import { formatDate } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { LoadState } from '@/components/ui/load-state';
import {
  useQuestionnaireResponses,
  type QuestionnaireResponseList,
} from '@/features/content/questionnaires/api/get-questionnaire-responses';
import { answerText } from '@/features/content/questionnaires/components/answer-text';
import { QuestionnaireLoadState } from '@/features/content/questionnaires/components/questionnaire-load-state';
import { questionnairePaths } from '@/features/content/questionnaires/paths';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = QuestionnaireResponseList['data'][number];

/** `company-questionnaires/{id}/responses`: who answered what and when, newest first, downloadable as CSV or XLSX. */
export function QuestionnaireResponsesPage() {
  const { t } = useTranslation('questionnaires');
  const locale = useLocale();
  const id = Number(useParams().id);
  const list = useListParams({ sort: 'submittedAt', order: 'desc' });
  const { apiQuery } = list;
  const responses = useQuestionnaireResponses(id, apiQuery);
  const table = useListScreen(responses, list);
  const questionnaire = responses.data?.questionnaire;
  usePageTitle(questionnaire ? t('responsesTitle', { title: questionnaire.title }) : t('responses'));

  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!responses.data) return <QuestionnaireLoadState error={responses.error} />;

  const columns: DataTableColumn<Row>[] = [
    { key: 'submittedAt', header: t('fields.submittedAt'), sortKey: 'submittedAt', render: (r) => formatDate(r.submittedAt) },
    ...(questionnaire?.fields ?? []).map((f, i) => ({
      key: f.name,
      header: t(`fieldNames.${f.name}`),
      render: (r: Row) => answerText(t, f.name, r.answers[f.name]),
      // On a phone: the date and the first two answers (usually the name).
      hideOnPhone: i >= 2,
    })),
  ];

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={questionnairePaths.edit.getHref(locale, id)} size="sm">
          {`← ${questionnaire?.title ?? ''}`}
        </Anchor>
        <Title order={1}>{t('responsesTitle', { title: questionnaire?.title ?? '' })}</Title>
      </div>
      <Group wrap="wrap" align="flex-end">
        <DownloadButtons path={`/questionnaires/${id}/responses`} query={apiQuery} />
      </Group>
      <ListTable
        {...table}
        caption={t('responses')}
        columns={columns}
        rowKey={(r) => r.id}
        loading={responses.isFetching && !responses.data}
        emptyText={t('responsesEmpty')}
      />
    </Stack>
  );
}
