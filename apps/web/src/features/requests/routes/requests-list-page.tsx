import { Alert, Anchor, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { REQUEST_STATUSES, REQUEST_TYPES, formatDateTime } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useChangeRequestStatus, useRequests, type PublicRequest } from '@/features/requests/api/requests';
import { useErrorMessage } from '@/lib/errors';
import { useListParams } from '@/lib/list-params';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

const SKIP = new Set(['firstname', 'lastname', 'email', 'phone', 'locale']);
const summary = (payload: Record<string, unknown>) =>
  Object.entries(payload)
    .filter(([key, value]) => !SKIP.has(key) && value !== null && value !== '' && typeof value !== 'object')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');

export function RequestsListPage() {
  const { t } = useTranslation('requests');
  const errorMessage = useErrorMessage();
  const { params, update, toggleSort, apiQuery } = useListParams({ sort: 'createdAt', order: 'desc' });
  const requests = useRequests(apiQuery);
  const change = useChangeRequestStatus();
  usePageTitle(t('list.title'));

  const columns: DataTableColumn<PublicRequest>[] = [
    { key: 'createdAt', header: t('fields.createdAt'), sortKey: 'createdAt', hideOnPhone: true, render: (r) => formatDateTime(r.createdAt) },
    { key: 'type', header: t('fields.type'), render: (r) => t(`types.${r.type}`) },
    {
      key: 'from',
      header: t('fields.from'),
      render: (r) => (
        <div>
          <Text size="sm" fw={600}>{`${r.firstname} ${r.lastname}`}</Text>
          <Anchor href={`mailto:${r.email}`} size="sm">
            {r.email}
          </Anchor>
          {r.phone && <Text size="sm">{r.phone}</Text>}
        </div>
      ),
    },
    { key: 'details', header: t('fields.details'), hideOnPhone: true, render: (r) => <Text size="sm" lineClamp={3}>{summary(r.payload) || '—'}</Text> },
    {
      key: 'status',
      header: t('fields.status'),
      render: (r) => (
        <NativeSelect
          aria-label={t('list.statusOf', { name: `${r.firstname} ${r.lastname}` })}
          size="xs"
          value={r.status}
          data={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          onChange={(e) =>
            change.mutate(
              { id: r.id, status: e.currentTarget.value as PublicRequest['status'] },
              { onSuccess: () => notify('success', t('list.statusChanged')), onError: (error) => notify('error', errorMessage(error)) },
            )
          }
        />
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
      {requests.isError && <Alert color="red">{errorMessage(requests.error)}</Alert>}
      <DataTable
        caption={t('list.title')}
        columns={columns}
        rows={requests.data?.data}
        rowKey={(r) => r.id}
        total={requests.data?.meta.total ?? 0}
        page={params.page}
        perPage={params.perPage}
        sort={params.sort}
        order={params.order}
        loading={requests.isPending}
        emptyText={t('list.empty')}
        onSort={toggleSort}
        onPage={(page) => update({ page })}
        onPerPage={(perPage) => update({ perPage })}
      />
    </Stack>
  );
}
