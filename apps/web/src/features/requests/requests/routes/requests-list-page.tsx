import { Anchor, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { REQUEST_STATUSES, REQUEST_TYPES, formatDateTime } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { paths } from '@/config/paths';
import { useRequests, type PublicRequest } from '@/features/requests/requests/api/get-requests';
import { RequestStatusSelect } from '@/features/requests/requests/components/request-status-select';
import { requestSummary } from '@/features/requests/requests/request-details';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

export function RequestsListPage() {
  const { t } = useTranslation('requests');
  const list = useListParams({ sort: 'createdAt', order: 'desc' });
  const { params, update, apiQuery } = list;
  const locale = useLocale();
  const requests = useRequests(apiQuery);
  const table = useListScreen(requests, list);
  usePageTitle(t('list.title'));

  const columns: DataTableColumn<PublicRequest>[] = [
    {
      key: 'createdAt',
      header: t('fields.createdAt'),
      sortKey: 'createdAt',
      hideOnPhone: true,
      render: (r) => formatDateTime(r.createdAt),
    },
    { key: 'type', header: t('fields.type'), render: (r) => t(`types.${r.type}`) },
    {
      key: 'from',
      header: t('fields.from'),
      render: (r) => (
        <div>
          <Anchor component={Link} to={paths.requests.detail.getHref(locale, r.id)} size="sm" fw={600} display="block">
            {`${r.firstname} ${r.lastname}`}
          </Anchor>
          <Anchor href={`mailto:${r.email}`} size="sm">
            {r.email}
          </Anchor>
          {r.phone && <Text size="sm">{r.phone}</Text>}
        </div>
      ),
    },
    {
      key: 'details',
      header: t('fields.details'),
      hideOnPhone: true,
      render: (r) => {
        const lines = requestSummary(r, t, locale);
        return lines.length === 0 ? (
          '—'
        ) : (
          <Stack gap={2} maw={420}>
            {lines.map((line) => (
              <Text key={line} size="sm" lineClamp={2} title={line}>
                {line}
              </Text>
            ))}
          </Stack>
        );
      },
    },
    {
      key: 'status',
      header: t('fields.status'),
      render: (r) => (
        <RequestStatusSelect request={r} aria-label={t('list.statusOf', { name: `${r.firstname} ${r.lastname}` })} size="xs" w={150} />
      ),
    },
    { key: 'handledBy', header: t('fields.handledBy'), hideOnPhone: true, render: (r) => r.handledBy?.name ?? '—' },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed">{t('list.subtitle')}</Text>
      </div>
      <Group gap="sm" wrap="wrap">
        <NativeSelect
          label={t('fields.type')}
          value={params.filters.type ?? ''}
          onChange={(e) => update({ type: e.currentTarget.value || null })}
          data={[{ value: '', label: t('list.all') }, ...REQUEST_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))]}
          w={{ base: '100%', xs: 200 }}
        />
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('list.all') }, ...REQUEST_STATUSES.map((v) => ({ value: v, label: t(`statuses.${v}`) }))]}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      <ListTable
        {...table}
        caption={t('list.title')}
        columns={columns}
        rowKey={(r) => r.id}
        emptyText={t('list.empty')}
        noMatchText={t('list.empty')}
      />
    </Stack>
  );
}
