import { Alert, Anchor, Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { formatDate, formatIban, SEPA_MANDATE_STATUSES } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { Link } from 'react-router';
import { useMandates, type MandateList } from '@/features/billing/sepa/api/get-mandates';
import { useRevokeMandate } from '@/features/billing/sepa/api/revoke-mandate';
import { sepaPaths } from '@/features/billing/sepa/paths';
import { useLocale } from '@/lib/locale';
import { useErrorMessage } from '@/lib/errors';
import { isFiltered, useListParams } from '@/lib/list-params';
import { notify } from '@/lib/notify';

type Row = MandateList['data'][number];

/** The mandates, newest first, filtered by status or searched by reference, debtor or IBAN; a mandate is revoked here. */
export function MandateList() {
  const { t } = useTranslation('sepa');
  const errorMessage = useErrorMessage();
  const locale = useLocale();
  const { params, update, toggleSort, apiQuery } = useListParams({ sort: 'createdAt', order: 'desc' });
  const mandates = useMandates(apiQuery);
  const revoke = useRevokeMandate();
  const [revoking, setRevoking] = useState<Row | null>(null);

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'reference',
      header: t('fields.reference'),
      sortKey: 'reference',
      render: (m) => (
        <Anchor component={Link} to={sepaPaths.mandate.getHref(locale, m.id)} fw={600}>
          {m.reference}
        </Anchor>
      ),
    },
    { key: 'customer', header: t('fields.customer'), render: (m) => m.customer.name },
    { key: 'debtorName', header: t('fields.debtorName'), sortKey: 'debtorName', render: (m) => m.debtorName, hideOnPhone: true },
    { key: 'iban', header: t('fields.iban'), render: (m) => `${formatIban(m.iban)} · ${m.bic}`, hideOnPhone: true },
    {
      key: 'signatureDate',
      header: t('fields.signatureDate'),
      sortKey: 'signatureDate',
      render: (m) => formatDate(m.signatureDate),
      hideOnPhone: true,
    },
    { key: 'debits', header: t('fields.debits'), render: (m) => m.debits, hideOnPhone: true },
    {
      key: 'status',
      header: t('fields.status'),
      render: (m) => (
        <Badge variant="light" color={m.status === 'active' ? 'green' : 'gray'}>
          {t(`statuses.${m.status}`)}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('fields.actions'),
      render: (m) =>
        m.status === 'active' ? (
          <Button size="xs" variant="default" color="red" onClick={() => setRevoking(m)} aria-label={`${t('revoke')} ${m.reference}`}>
            {t('revoke')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="md">
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...SEPA_MANDATE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
        />
        <DownloadButtons path="/sepa/mandates" query={apiQuery} />
      </Group>
      {mandates.isError && <Alert color="red">{errorMessage(mandates.error)}</Alert>}
      {mandates.data && mandates.data.data.length === 0 && params.page <= 1 && !isFiltered(params) ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('emptyMandates')}
        </Text>
      ) : (
        <DataTable
          caption={t('tabs.mandates')}
          columns={columns}
          rows={mandates.data?.data}
          rowKey={(m) => m.id}
          total={mandates.data?.meta.total ?? 0}
          page={params.page}
          perPage={params.perPage}
          sort={params.sort}
          order={params.order}
          loading={mandates.isPending}
          onSort={toggleSort}
          onPage={(page) => update({ page })}
          onPerPage={(perPage) => update({ perPage })}
        />
      )}
      <ConfirmAction
        opened={revoking !== null}
        title={t('revokeTitle', { reference: revoking?.reference ?? '' })}
        effects={[t('revokeEffect')]}
        confirmLabel={t('revoke')}
        cancelLabel={t('cancel')}
        pending={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => notify('success', t('revoked')),
            onError: (error) => notify('error', errorMessage(error)),
            onSettled: () => setRevoking(null),
          })
        }
      />
    </Stack>
  );
}
