import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDate, formatPrice, INSURANCE_KINDS, INSURANCE_STATUSES, can } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { useFollowUps, type FollowUpList } from '@/features/billing/insurance-follow-ups/api/get-follow-ups';
import { INSURANCE_STATUS_COLORS } from '@/features/billing/insurance-follow-ups/components/insurance-status';
import { RenewalsDue } from '@/features/billing/insurance-follow-ups/components/renewals-due';
import { insurancePaths } from '@/features/billing/insurance-follow-ups/paths';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = FollowUpList['data'][number];

/** `bills/insurance-follow-ups/list`: claims and renewals, newest first, and the policies to renew soon. Fleet managers read their company's. */
export function InsuranceListPage() {
  const { t } = useTranslation('insurance');
  const locale = useLocale();
  const user = useAuthUser();
  const isAdmin = can(user, 'admin');
  const listParams = useListParams({ sort: 'createdAt', order: 'desc' });
  const { params, update, apiQuery } = listParams;
  const list = useFollowUps(apiQuery);
  const table = useListScreen(list, listParams);
  usePageTitle(t('title'));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'bike',
      header: t('fields.bike'),
      render: (f) => (
        <Stack gap={0}>
          <Anchor component={Link} to={insurancePaths.detail.getHref(locale, f.id)} fw={600}>
            {f.bike.frameNumber}
          </Anchor>
          <Text size="xs" c="dimmed">
            {f.bike.label}
          </Text>
        </Stack>
      ),
    },
    { key: 'kind', header: t('fields.kind'), render: (f) => t(`kinds.${f.kind}`) },
    { key: 'company', header: t('fields.company'), render: (f) => f.company?.name ?? '—', hideOnPhone: true },
    { key: 'eventDate', header: t('fields.eventDate'), sortKey: 'eventDate', render: (f) => formatDate(f.eventDate), hideOnPhone: true },
    { key: 'insurer', header: t('fields.insurer'), render: (f) => f.insurer ?? '—', hideOnPhone: true },
    {
      key: 'amountClaimed',
      header: t('fields.amountClaimed'),
      render: (f) => (f.amountClaimedCents === null ? '—' : formatPrice(f.amountClaimedCents)),
      hideOnPhone: true,
    },
    {
      key: 'amountPaid',
      header: t('fields.amountPaid'),
      render: (f) => (f.amountPaidCents === null ? '—' : formatPrice(f.amountPaidCents)),
      hideOnPhone: true,
    },
    {
      key: 'status',
      header: t('fields.status'),
      sortKey: 'status',
      render: (f) => (
        <Badge variant="light" color={INSURANCE_STATUS_COLORS[f.status]}>
          {t(`statuses.${f.status}`)}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{isAdmin ? t('intro') : t('introFleet')}</Text>
        </div>
        {isAdmin && (
          <Button component={Link} to={insurancePaths.create.getHref(locale)} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('create')}
          </Button>
        )}
      </Group>
      <RenewalsDue canCreate={isAdmin} />
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('fields.kind')}
          value={params.filters.kind ?? ''}
          onChange={(e) => update({ kind: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...INSURANCE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))]}
        />
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...INSURANCE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
        />
        <DownloadButtons path="/insurance-follow-ups" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={t('title')} columns={columns} rowKey={(f) => f.id} emptyText={t('empty')} />
    </Stack>
  );
}
