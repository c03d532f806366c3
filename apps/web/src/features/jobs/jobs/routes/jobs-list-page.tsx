import { Badge, Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { JOB_STATES, formatDateTime } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { useJobs, type BackgroundJob } from '@/features/jobs/jobs/api/get-jobs';
import { useRetryJob } from '@/features/jobs/jobs/api/retry-job';
import { useErrorMessage } from '@/lib/errors';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

const STATE_COLORS: Record<BackgroundJob['state'], string> = {
  created: 'gray',
  retry: 'orange',
  active: 'blue',
  completed: 'green',
  cancelled: 'gray',
  failed: 'red',
};

/** The admin's view of background jobs: what waits, runs, failed and why, with a retry for a failed one. */
export function JobsListPage() {
  const { t } = useTranslation('jobs');
  const errorMessage = useErrorMessage();
  const list = useListParams({ sort: 'createdAt', order: 'desc' });
  const { params, update, apiQuery } = list;
  const jobs = useJobs(apiQuery);
  const table = useListScreen(jobs, list);
  const retry = useRetryJob();
  usePageTitle(t('list.title'));

  const nameOf = (job: BackgroundJob) => t(`names.${job.name.replace(/\./g, '_')}`, { defaultValue: job.name });
  const onRetry = (job: BackgroundJob) =>
    retry.mutate(job.id, {
      onSuccess: () => notify('success', t('list.retried')),
      onError: (error) => notify('error', errorMessage(error)),
    });

  const columns: DataTableColumn<BackgroundJob>[] = [
    { key: 'createdAt', header: t('fields.createdAt'), hideOnPhone: true, render: (j) => formatDateTime(j.createdAt) },
    {
      key: 'job',
      header: t('fields.job'),
      render: (j) => (
        <div>
          <Text size="sm" fw={600}>
            {nameOf(j)}
          </Text>
          {j.summary && (
            <Text size="sm" lineClamp={2} title={j.summary}>
              {j.summary}
            </Text>
          )}
        </div>
      ),
    },
    {
      key: 'state',
      header: t('fields.state'),
      render: (j) => (
        <Badge color={STATE_COLORS[j.state]} variant="light">
          {t(`states.${j.state}`)}
        </Badge>
      ),
    },
    { key: 'attempts', header: t('fields.attempts'), render: (j) => t('list.attempts', { count: j.attempts, max: j.retryLimit + 1 }) },
    {
      key: 'lastError',
      header: t('fields.lastError'),
      hideOnPhone: true,
      render: (j) =>
        j.lastError ? (
          <Text size="sm" c="red.9" lineClamp={3} title={j.lastError} maw={360}>
            {j.lastError}
          </Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'next',
      header: t('fields.next'),
      hideOnPhone: true,
      render: (j) => (j.state === 'retry' || j.state === 'created' ? formatDateTime(j.startAfter) : '—'),
    },
    {
      key: 'actions',
      header: t('fields.actions'),
      render: (j) =>
        j.state === 'failed' ? (
          <Button
            size="xs"
            variant="light"
            loading={retry.isPending && retry.variables === j.id}
            onClick={() => onRetry(j)}
            aria-label={t('list.retryOf', { what: j.summary ?? nameOf(j) })}
          >
            {t('list.retry')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed">{t('list.subtitle')}</Text>
      </div>
      <NativeSelect
        label={t('fields.state')}
        value={params.filters.state ?? ''}
        onChange={(e) => update({ state: e.currentTarget.value || null })}
        data={[{ value: '', label: t('list.all') }, ...JOB_STATES.map((v) => ({ value: v, label: t(`states.${v}`) }))]}
        w={{ base: '100%', xs: 220 }}
      />
      <ListTable
        {...table}
        caption={t('list.title')}
        columns={columns}
        rowKey={(j) => j.id}
        emptyText={t('list.empty')}
        noMatchText={t('list.empty')}
        onSort={() => {}}
      />
    </Stack>
  );
}
