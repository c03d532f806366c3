import { Anchor, Badge, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { formatDate, formatIban, SEPA_MANDATE_STATUSES } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '@/components/ui/confirm-action';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { Link } from 'react-router';
import { useMandates, type MandateList } from '@/features/billing/sepa/api/get-mandates';
import { useRevokeMandate } from '@/features/billing/sepa/api/revoke-mandate';
import { sepaPaths } from '@/features/billing/sepa/paths';
import { useLocale } from '@/lib/locale';
import { useErrorMessage } from '@/lib/errors';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { notify } from '@/lib/notify';

type Row = MandateList['data'][number];

/** The mandates, newest first, filtered by status or searched by reference, debtor or IBAN; a mandate is revoked here. */
export function MandateList() {
  const { t } = useTranslation('sepa');
  const errorMessage = useErrorMessage();
  const locale = useLocale();
  const list = useListParams({ sort: 'createdAt', order: 'desc' });
  const { params, update, apiQuery } = list;
  const mandates = useMandates(apiQuery);
  const table = useListScreen(mandates, list);
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
      <ListTable {...table} caption={t('tabs.mandates')} columns={columns} rowKey={(m) => m.id} emptyText={t('emptyMandates')} />
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
