import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDate } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { useQuestionnaires, type QuestionnaireList } from '@/features/content/questionnaires/api/get-questionnaires';
import { questionnairePaths } from '@/features/content/questionnaires/paths';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = QuestionnaireList['data'][number];

/** `company-questionnaires`: every questionnaire with its public address, status, responses count and created date. */
export function QuestionnaireListPage() {
  const { t } = useTranslation('questionnaires');
  const locale = useLocale();
  const listParams = useListParams({ sort: 'createdAt', order: 'desc' });
  const { params, update, apiQuery } = listParams;
  const list = useQuestionnaires(apiQuery);
  const table = useListScreen(list, listParams);
  usePageTitle(t('title'));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'title',
      header: t('fields.title'),
      sortKey: 'title',
      render: (q) => (
        <Anchor component={Link} to={questionnairePaths.edit.getHref(locale, q.id)} fw={600}>
          {q.title}
        </Anchor>
      ),
    },
    {
      key: 'slug',
      header: t('fields.address'),
      render: (q) => <Text size="sm" ff="monospace">{`/${locale}/questionnaire/${q.slug}`}</Text>,
      hideOnPhone: true,
    },
    {
      key: 'status',
      header: t('fields.status'),
      render: (q) => (
        <Badge variant="light" color={q.isActive ? 'green' : 'gray'}>
          {t(q.isActive ? 'status.active' : 'status.inactive')}
        </Badge>
      ),
    },
    {
      key: 'responsesCount',
      header: t('fields.responsesCount'),
      sortKey: 'responsesCount',
      render: (q) => (
        <Anchor
          component={Link}
          to={questionnairePaths.responses.getHref(locale, q.id)}
          aria-label={`${t('responses')}: ${q.title} (${q.responsesCount})`}
        >
          {q.responsesCount}
        </Anchor>
      ),
    },
    { key: 'createdAt', header: t('fields.createdAt'), sortKey: 'createdAt', render: (q) => formatDate(q.createdAt), hideOnPhone: true },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Button component={Link} to={questionnairePaths.create.getHref(locale)} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('create')}
        </Button>
      </Group>
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.isActive ?? ''}
          onChange={(e) => update({ isActive: e.currentTarget.value || null })}
          data={[
            { value: '', label: t('any') },
            { value: 'true', label: t('status.active') },
            { value: 'false', label: t('status.inactive') },
          ]}
        />
        <DownloadButtons path="/questionnaires" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={t('title')} columns={columns} rowKey={(q) => q.id} emptyText={t('empty')} />
    </Stack>
  );
}
