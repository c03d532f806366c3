import { Alert, Anchor, Button, Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { formatDate, formatPrice, type BillsSendResult } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import type { DataTableColumn } from '@/components/ui/data-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { ListTable } from '@/components/ui/list-table';
import { SearchInput } from '@/components/ui/search-input';
import { useBills, type BillList } from '@/features/billing/bills/api/get-bills';
import { useSendBills } from '@/features/billing/bills/api/send-bills';
import { billPaths } from '@/features/billing/bills/paths';
import { useErrorMessage } from '@/lib/errors';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = BillList['data'][number];

/** What the last sending did: how many left, and each bill that did not with its reason. */
function SendReport({ result }: { result: BillsSendResult }) {
  const { t } = useTranslation('bills');
  const { t: te } = useTranslation('errors');
  return (
    <Alert color={result.failed.length ? 'orange' : 'green'} title={t('toSend.sent', { count: result.sent.length })} role="status">
      {result.failed.length > 0 && (
        <Stack gap={4}>
          <Text size="sm">{t('toSend.notSent', { count: result.failed.length })}</Text>
          <List size="sm">
            {result.failed.map((f) => (
              <List.Item key={f.id}>
                {f.number ?? f.id} — {te(`api.${f.code}`, { defaultValue: te('unknown'), seconds: 0 })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Alert>
  );
}

/**
 * `bills/to-send` (spec §2): the issued bills not yet e-mailed, overdue ones included, oldest number first; the admin
 * ticks some or all and sends them at once, after one confirmation that says how many and to whom.
 */
export function BillsToSendPage() {
  const { t } = useTranslation('bills');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const list = useListParams({ sort: 'number', order: 'asc' });
  const { params, update, apiQuery } = list;
  const query = { ...apiQuery, toSend: 'true' };
  const bills = useBills(query);
  const table = useListScreen(bills, list);
  const send = useSendBills();
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<BillsSendResult | null>(null);
  const title = t('toSend.title');
  usePageTitle(title);

  const rows = bills.data?.data ?? [];
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const chosen = rows.filter((r) => selected.includes(r.id));
  const totalCents = chosen.reduce((sum, r) => sum + r.totals.inclVatCents, 0);

  const confirm = () =>
    send.mutate(selected, {
      onSuccess: (sent) => {
        setResult(sent);
        setSelected(sent.failed.map((f) => f.id).filter((id) => selected.includes(id)));
        setConfirming(false);
      },
      onError: () => setConfirming(false),
    });

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'select',
      header: (
        <Checkbox
          aria-label={t('toSend.selectAll')}
          checked={allOnPage}
          indeterminate={!allOnPage && rows.some((r) => selected.includes(r.id))}
          onChange={() =>
            setSelected(
              allOnPage ? selected.filter((id) => !rows.some((r) => r.id === id)) : [...new Set([...selected, ...rows.map((r) => r.id)])],
            )
          }
        />
      ),
      render: (b) => (
        <Checkbox aria-label={t('toSend.select', { number: b.number })} checked={selected.includes(b.id)} onChange={() => toggle(b.id)} />
      ),
    },
    {
      key: 'number',
      header: t('fields.number'),
      sortKey: 'number',
      rowHeader: true,
      render: (b) => (
        <Anchor component={Link} to={billPaths.detail.getHref(locale, b.id)} fw={600}>
          {b.number}
        </Anchor>
      ),
    },
    { key: 'customer', header: t('fields.customer'), render: (b) => b.customer.name },
    { key: 'issueDate', header: t('fields.issueDate'), render: (b) => formatDate(b.issueDate), hideOnPhone: true },
    { key: 'dueDate', header: t('fields.dueDate'), sortKey: 'dueDate', render: (b) => formatDate(b.dueDate) },
    { key: 'total', header: t('fields.inclVat'), sortKey: 'total', render: (b) => formatPrice(b.totals.inclVatCents), align: 'right' },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={billPaths.list.getHref(locale)} size="sm">
          {t('backToList')}
        </Anchor>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('toSend.intro')}</Text>
      </div>
      {result && <SendReport result={result} />}
      {send.isError && <Alert color="red">{errorMessage(send.error)}</Alert>}
      <Group wrap="wrap" align="flex-end" justify="space-between">
        <Group wrap="wrap" align="flex-end">
          <SearchInput label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
          <DownloadButtons path="/bills" query={query} />
        </Group>
        <Button leftSection={<IconSend size={16} aria-hidden />} disabled={selected.length === 0} onClick={() => setConfirming(true)}>
          {t('toSend.send', { count: selected.length })}
        </Button>
      </Group>
      <ListTable {...table} caption={title} columns={columns} rowKey={(b) => b.id} emptyText={t('toSend.empty')} />
      <ConfirmAction
        opened={confirming}
        title={t('toSend.confirmTitle', { count: selected.length })}
        effects={[
          t('toSend.effectMail', { count: selected.length }),
          ...(chosen.length === selected.length ? [t('toSend.effectTotal', { total: formatPrice(totalCents) })] : []),
          t('toSend.effectStatus'),
        ]}
        confirmLabel={t('toSend.send', { count: selected.length })}
        cancelLabel={t('toSend.cancel')}
        pending={send.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
