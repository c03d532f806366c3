import { Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDate, formatPrice, LEASING_CONTRACT_STATUSES, LEASING_END_CHOICES, can } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { useLeasingContracts, type LeasingContractList } from '@/features/billing/leasing/api/get-leasing-contracts';
import { useSendNotice } from '@/features/billing/leasing/api/send-notice';
import { ContractStatusBadge } from '@/features/billing/leasing/components/contract-status';
import { leasingPaths } from '@/features/billing/leasing/paths';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type Row = LeasingContractList['data'][number];

/**
 * `bills/leasing-end`: contracts ending within four months, soonest first. The admin sends the notice and opens a
 * contract to record the choice; a fleet manager reads their company's, without actions.
 */
export function LeasingEndListPage() {
  const { t } = useTranslation('leasing');
  const locale = useLocale();
  const user = useAuthUser();
  const isAdmin = can(user, 'admin');
  const errorMessage = useErrorMessage();
  const list = useListParams({ sort: 'endDate', order: 'asc' });
  const { params, update, apiQuery } = list;
  const query = { ...apiQuery, ending: 'true' };
  const contracts = useLeasingContracts(query);
  const table = useListScreen(contracts, list);
  const notice = useSendNotice();
  const title = t('titles.endList');
  usePageTitle(title);

  const send = async (row: Row) => {
    try {
      await notice.mutateAsync(row.id);
      notify('success', t('actions.noticeSent'));
    } catch (error) {
      notify('error', errorMessage(error));
    }
  };

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'bike',
      header: t('fields.bike'),
      render: (c) => (
        <Anchor component={Link} to={leasingPaths.contract.getHref(locale, c.id)} fw={600}>
          {c.bike.model} · {c.bike.frameNumber}
        </Anchor>
      ),
    },
    { key: 'customer', header: t('fields.customer'), render: (c) => [c.company?.name, c.user?.name].filter(Boolean).join(' — ') },
    { key: 'endDate', header: t('fields.endDate'), sortKey: 'endDate', render: (c) => formatDate(c.endDate) },
    { key: 'status', header: t('fields.status'), render: (c) => <ContractStatusBadge status={c.status} />, hideOnPhone: true },
    {
      key: 'monthly',
      header: t('fields.monthly'),
      sortKey: 'monthlyPriceCents',
      render: (c) => formatPrice(c.monthlyPriceCents),
      align: 'right',
      hideOnPhone: true,
    },
    { key: 'buyOut', header: t('fields.buyOut'), render: (c) => formatPrice(c.buyOutCents), align: 'right', hideOnPhone: true },
    {
      key: 'choice',
      header: t('fields.choice'),
      render: (c) =>
        c.endChoice
          ? t(`choices.${c.endChoice}`)
          : c.noticeSentAt
            ? t('noticeSentOn', { date: formatDate(c.noticeSentAt.slice(0, 10)) })
            : t('noChoice'),
    },
    ...(isAdmin
      ? [
          {
            key: 'actions',
            header: t('fields.actions'),
            render: (c: Row) =>
              c.endChoice ? null : (
                <Button
                  size="xs"
                  variant="light"
                  loading={notice.isPending && notice.variables === c.id}
                  onClick={() => void send(c)}
                  aria-label={t('actions.sendNoticeTo', { bike: c.bike.frameNumber })}
                >
                  {c.noticeSentAt ? t('actions.sendAgain') : t('actions.sendNotice')}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{isAdmin ? t('intros.endList') : t('intros.endListFleet')}</Text>
        </div>
        {isAdmin && (
          <Group>
            <Button component={Link} to={leasingPaths.runs.getHref(locale)} variant="default">
              {t('titles.runs')}
            </Button>
            <Button component={Link} to={leasingPaths.create.getHref(locale)} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('actions.create')}
            </Button>
          </Group>
        )}
      </Group>
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...LEASING_CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
        />
        <NativeSelect
          label={t('fields.choice')}
          value={params.filters.choice ?? ''}
          onChange={(e) => update({ choice: e.currentTarget.value || null })}
          data={[
            { value: '', label: t('any') },
            { value: 'none', label: t('noChoice') },
            ...LEASING_END_CHOICES.map((c) => ({ value: c, label: t(`choices.${c}`) })),
          ]}
        />
        <DownloadButtons path="/leasing/contracts" query={query} />
      </Group>
      <ListTable {...table} caption={title} columns={columns} rowKey={(c) => c.id} emptyText={t('empty')} />
    </Stack>
  );
}
