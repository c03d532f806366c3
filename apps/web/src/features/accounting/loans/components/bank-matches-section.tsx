import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPrice, type LoanBankMatch } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { useAcceptAllBankMatches, useAcceptBankMatch, useBankMatches } from '@/features/accounting/loans/api/bank-matches';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/**
 * Instalments found on the bank statements (decision 106): each line that names a loan and pays its next instalment,
 * recorded paid on its day one by one or all at once. Nothing shows while there is nothing to propose.
 */
export function BankMatchesSection() {
  const { t } = useTranslation('loans');
  const errorMessage = useErrorMessage();
  const matches = useBankMatches();
  const acceptOne = useAcceptBankMatch();
  const acceptAll = useAcceptAllBankMatches();
  const [failure, setFailure] = useState<unknown>(null);
  const rows = matches.data?.data ?? [];
  if (rows.length === 0) return null;
  // The action answers what to tell once it is done.
  const run = async (action: () => Promise<string>) => {
    setFailure(null);
    try {
      notify('success', await action());
    } catch (error) {
      setFailure(error);
    }
  };
  const columns: DataTableColumn<LoanBankMatch>[] = [
    { key: 'date', header: t('bankMatches.date'), rowHeader: true, render: (m) => formatDate(m.date) },
    { key: 'amount', header: t('bankMatches.amount'), align: 'right', render: (m) => formatPrice(-m.amountCents) },
    {
      key: 'line',
      header: t('bankMatches.line'),
      render: (m) => [m.counterpartyName, m.communication].filter(Boolean).join(' · '),
    },
    {
      key: 'instalment',
      header: t('bankMatches.instalment'),
      render: (m) => t('bankMatches.instalmentOf', { reference: m.reference, number: m.number, date: formatDate(m.dueDate) }),
    },
    { key: 'by', header: t('bankMatches.by'), hideOnPhone: true, render: (m) => t(`bankMatches.matchedBy.${m.matchedBy}`) },
    {
      key: 'actions',
      header: t('bankMatches.actions'),
      render: (m) => (
        <Button
          size="xs"
          variant="light"
          loading={acceptOne.isPending && acceptOne.variables?.movementId === m.movementId}
          aria-label={t('bankMatches.acceptOne', { reference: m.reference, number: m.number })}
          onClick={() => void run(async () => (await acceptOne.mutateAsync(m), t('bankMatches.accepted', { count: 1 })))}
        >
          {t('bankMatches.accept')}
        </Button>
      ),
    },
  ];
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2} size="h4">
              {t('bankMatches.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('bankMatches.intro')}
            </Text>
          </div>
          <Button
            loading={acceptAll.isPending}
            onClick={() => void run(async () => t('bankMatches.accepted', { count: (await acceptAll.mutateAsync()).accepted }))}
          >
            {t('bankMatches.acceptAll', { count: rows.length })}
          </Button>
        </Group>
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <ListTable
          caption={t('bankMatches.title')}
          columns={columns}
          rows={rows}
          rowKey={(m) => m.movementId}
          total={rows.length}
          page={1}
          perPage={Math.max(10, rows.length)}
          onPage={() => undefined}
        />
      </Stack>
    </Paper>
  );
}
