import { Anchor, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { ASSISTANCE_KINDS, ASSISTANCE_STATUSES, formatDateTime, canAny } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { assistancePaths } from '@/config/sharing-statistics-paths';
import { useAssistanceReports, type AssistanceList } from '@/features/sharing/assistance/api/get-assistance-reports';
import { AssistanceStatusBadge } from '@/features/sharing/assistance/components/assistance-status';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = AssistanceList['data'][number];

/** `reservations/assistance`: the reports the caller may see (workshop: all; fleet manager: the company's; an employee: their own). */
export function AssistanceListPage() {
  const { t } = useTranslation('assistance');
  const locale = useLocale();
  const user = useAuthUser();
  const listParams = useListParams({ sort: 'createdAt', order: 'desc' });
  const { params, update, apiQuery } = listParams;
  const list = useAssistanceReports(apiQuery);
  const table = useListScreen(list, listParams);
  const handler = canAny(user, ['admin', 'bikeMechanic', 'fleetManager']);
  // The workshop sees every company's reports: the company goes beside the name.
  const workshop = canAny(user, ['admin', 'bikeMechanic']);
  const title = handler ? t('list.title') : t('list.mine');
  usePageTitle(title);

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'id',
      header: t('fields.number'),
      render: (r) => (
        <Anchor component={Link} to={assistancePaths.detail.getHref(locale, r.id)} fw={600}>
          {t('list.number', { id: r.id })}
        </Anchor>
      ),
    },
    { key: 'createdAt', header: t('fields.createdAt'), sortKey: 'createdAt', render: (r) => formatDateTime(r.createdAt) },
    { key: 'kind', header: t('fields.kind'), sortKey: 'kind', render: (r) => t(`kinds.${r.kind}`) },
    { key: 'bike', header: t('fields.bike'), render: (r) => r.bike.frameNumber, hideOnPhone: true },
    {
      key: 'reporter',
      header: t('fields.reporter'),
      render: (r) => (workshop ? `${r.reporter.name} · ${r.company.name}` : r.reporter.name),
      hideOnPhone: true,
    },
    { key: 'status', header: t('fields.status'), sortKey: 'status', render: (r) => <AssistanceStatusBadge status={r.status} /> },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{handler ? t('list.intro') : t('list.introMine')}</Text>
      </div>
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('list.search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('list.any') }, ...ASSISTANCE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
        />
        <NativeSelect
          label={t('fields.kind')}
          value={params.filters.kind ?? ''}
          onChange={(e) => update({ kind: e.currentTarget.value || null })}
          data={[{ value: '', label: t('list.any') }, ...ASSISTANCE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))]}
        />
        <DownloadButtons path="/assistance-reports" query={apiQuery} />
      </Group>
      <ListTable
        {...table}
        caption={title}
        columns={columns}
        rowKey={(r) => r.id}
        emptyText={t('list.empty')}
        noMatchText={t('list.empty')}
      />
    </Stack>
  );
}
