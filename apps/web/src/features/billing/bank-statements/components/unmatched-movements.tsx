import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPrice } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useDismissMovement } from '@/features/billing/bank-statements/api/dismiss-movement';
import { useUnmatchedMovements, type BankMovement } from '@/features/billing/bank-statements/api/get-unmatched-movements';
import { MatchMovementDialog } from '@/features/billing/bank-statements/components/match-movement-dialog';
import { useStatementError } from '@/features/billing/bank-statements/components/use-statement-error';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { notify } from '@/lib/notify';

/** The movements no bill was found for: match each to a bill by hand, or set it aside. */
export function UnmatchedMovements() {
  const { t } = useTranslation('bankStatements');
  const statementError = useStatementError();
  const list = useListParams({ sort: 'date', order: 'desc' });
  const { params, update, apiQuery } = list;
  const movements = useUnmatchedMovements(apiQuery);
  const table = useListScreen(movements, list);
  const dismiss = useDismissMovement();
  const [matching, setMatching] = useState<BankMovement | null>(null);
  const [dismissing, setDismissing] = useState<BankMovement | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const title = t('unmatched.title');

  const columns: DataTableColumn<BankMovement>[] = [
    { key: 'date', header: t('fields.date'), sortKey: 'date', render: (m) => formatDate(m.date), hideOnPhone: true },
    {
      key: 'amount',
      header: t('fields.amount'),
      sortKey: 'amount',
      align: 'right',
      render: (m) => (
        <Text component="span" fw={600} c={m.amountCents < 0 ? 'red.9' : undefined}>
          {formatPrice(m.amountCents)}
        </Text>
      ),
    },
    {
      key: 'party',
      header: t('fields.counterparty'),
      render: (m) => (
        <Stack gap={0}>
          <Text size="sm">{m.counterpartyName ?? t('unknownParty')}</Text>
          {m.counterpartyAccount && (
            <Text size="xs" c="dimmed">
              {m.counterpartyAccount}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'communication',
      header: t('fields.communication'),
      hideOnPhone: true,
      render: (m) => (
        <Group gap={6} wrap="wrap">
          {m.isReturn && (
            <Badge color="red" variant="light">
              {t('returned')}
            </Badge>
          )}
          <Text size="sm" style={m.structuredCommunication ? { fontFamily: 'monospace' } : undefined}>
            {m.structuredCommunication ?? m.freeText ?? '—'}
          </Text>
        </Group>
      ),
    },
    {
      key: 'actions',
      header: t('fields.actions'),
      render: (m) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            onClick={() => setMatching(m)}
            aria-label={t('actions.matchOne', { amount: formatPrice(m.amountCents), name: m.counterpartyName ?? t('unknownParty') })}
          >
            {t('actions.match')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => setDismissing(m)}
            aria-label={t('actions.dismissOne', { amount: formatPrice(m.amountCents), name: m.counterpartyName ?? t('unknownParty') })}
          >
            {t('actions.dismiss')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {t('unmatched.intro')}
      </Text>
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('unmatched.search')} value={params.q} onSearch={(q) => update({ q })} />
        <DownloadButtons path="/bank-statements/unmatched" query={apiQuery} />
      </Group>
      {failure && <Alert color="red">{failure}</Alert>}
      <ListTable
        {...table}
        caption={title}
        columns={columns}
        rowKey={(m) => m.id}
        emptyText={t('unmatched.empty')}
        noMatchText={t('unmatched.empty')}
      />
      <MatchMovementDialog key={matching?.id ?? 0} movement={matching} onClose={() => setMatching(null)} />
      <ConfirmAction
        opened={dismissing !== null}
        title={t('dismiss.title')}
        effects={[t('dismiss.effect')]}
        confirmLabel={t('actions.dismiss')}
        cancelLabel={t('cancel')}
        pending={dismiss.isPending}
        onConfirm={() => {
          const m = dismissing!;
          setFailure(null);
          dismiss.mutate(m.id, {
            onSuccess: () => notify('success', t('dismiss.done')),
            onError: (error) => setFailure(statementError(error)),
            onSettled: () => setDismissing(null),
          });
        }}
        onClose={() => setDismissing(null)}
      />
    </Stack>
  );
}
