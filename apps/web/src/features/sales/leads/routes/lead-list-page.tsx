import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDate, LEAD_SOURCES, LEAD_STATUSES } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { paths } from '@/config/paths';
import { useLeads, type LeadList } from '@/features/sales/leads/api/get-leads';
import { LEAD_STATUS_COLORS } from '@/features/sales/leads/components/lead-status';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = LeadList['data'][number];

/** `offers/interested`: people and companies interested in a bike, newest first, with their status and source. */
export function LeadListPage() {
  const { t } = useTranslation('leads');
  const locale = useLocale();
  const list = useListParams({ sort: 'createdAt', order: 'desc' });
  const { params, update, apiQuery } = list;
  const leads = useLeads(apiQuery);
  const table = useListScreen(leads, list);
  usePageTitle(t('title'));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'lastname',
      header: t('fields.name'),
      sortKey: 'lastname',
      render: (l) => (
        <Anchor component={Link} to={paths.leads.detail.getHref(locale, l.id)} fw={600}>
          {`${l.firstname} ${l.lastname}`}
        </Anchor>
      ),
    },
    { key: 'company', header: t('fields.companyName'), render: (l) => l.companyName ?? '—', hideOnPhone: true },
    { key: 'email', header: t('fields.email'), render: (l) => l.email, hideOnPhone: true },
    {
      key: 'model',
      header: t('fields.model'),
      render: (l) => (l.model ? `${l.model.name}${l.size ? ` (${l.size})` : ''}` : '—'),
      hideOnPhone: true,
    },
    { key: 'source', header: t('fields.source'), render: (l) => t(`sources.${l.source}`), hideOnPhone: true },
    {
      key: 'status',
      header: t('fields.status'),
      sortKey: 'status',
      render: (l) => (
        <Badge variant="light" color={LEAD_STATUS_COLORS[l.status]}>
          {t(`statuses.${l.status}`)}
        </Badge>
      ),
    },
    { key: 'createdAt', header: t('fields.createdAt'), sortKey: 'createdAt', render: (l) => formatDate(l.createdAt) },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Button component={Link} to={paths.leads.create.getHref(locale)} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('create')}
        </Button>
      </Group>
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...LEAD_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
        />
        <NativeSelect
          label={t('fields.source')}
          value={params.filters.source ?? ''}
          onChange={(e) => update({ source: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...LEAD_SOURCES.map((s) => ({ value: s, label: t(`sources.${s}`) }))]}
        />
        <DownloadButtons path="/leads" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={t('title')} columns={columns} rowKey={(l) => l.id} emptyText={t('empty')} />
    </Stack>
  );
}
