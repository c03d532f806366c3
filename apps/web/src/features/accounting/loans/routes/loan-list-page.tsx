import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPrice, type LoanSummary } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { ListTable } from '@/components/ui/list-table';
import { SearchInput } from '@/components/ui/search-input';
import { useDebtOverTime } from '@/features/accounting/loans/api/get-debt-over-time';
import { useLoans } from '@/features/accounting/loans/api/get-loans';
import { BankMatchesSection } from '@/features/accounting/loans/components/bank-matches-section';
import { DebtChart } from '@/features/accounting/loans/components/debt-chart';
import { loanPaths } from '@/features/accounting/loans/paths';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `triodos/loans`: the business's bank loans, what is still owed, the next due date and overdue instalments (decision 087). */
export function LoanListPage() {
  const { t } = useTranslation('loans');
  const locale = useLocale();
  const list = useListParams({ sort: 'startDate', order: 'desc' });
  const { params, update, apiQuery } = list;
  const loans = useLoans(apiQuery);
  const debt = useDebtOverTime();
  const table = useListScreen(loans, list);
  usePageTitle(t('title'));

  const columns: DataTableColumn<LoanSummary>[] = [
    {
      key: 'reference',
      header: t('fields.reference'),
      sortKey: 'reference',
      rowHeader: true,
      render: (l) => (
        <Anchor component={Link} to={loanPaths.detail.getHref(locale, l.id)}>
          {l.reference}
        </Anchor>
      ),
    },
    { key: 'lender', header: t('fields.lender'), sortKey: 'lender', render: (l) => l.lender },
    { key: 'principal', header: t('fields.principal'), sortKey: 'principal', align: 'right', render: (l) => formatPrice(l.principalCents) },
    {
      key: 'outstanding',
      header: t('fields.outstanding'),
      sortKey: 'outstanding',
      align: 'right',
      render: (l) => formatPrice(l.outstandingCents),
    },
    {
      key: 'next',
      header: t('fields.nextDueDate'),
      render: (l) => (l.nextDueDate ? `${formatDate(l.nextDueDate)} · ${formatPrice(l.nextPaymentCents)}` : t('repaid')),
    },
    {
      key: 'overdue',
      header: t('fields.overdue'),
      render: (l) =>
        l.overdueInstalments > 0 ? (
          <Badge color="red" variant="light">
            {t('overdueCount', { count: l.overdueInstalments })}
          </Badge>
        ) : (
          t('upToDate')
        ),
    },
    { key: 'bikes', header: t('fields.bikes'), hideOnPhone: true, render: (l) => l.bikeCount },
    { key: 'start', header: t('fields.startDate'), sortKey: 'startDate', hideOnPhone: true, render: (l) => formatDate(l.startDate) },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Button component={Link} to={loanPaths.create.getHref(locale)}>
          {t('create')}
        </Button>
      </Group>
      {loans.data && (
        <Text>
          {t('totals', {
            principal: formatPrice(loans.data.totals.principalCents),
            outstanding: formatPrice(loans.data.totals.outstandingCents),
          })}
        </Text>
      )}
      <BankMatchesSection />
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
        <DownloadButtons path="/loans" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={t('title')} columns={columns} rowKey={(l) => l.id} emptyText={t('empty')} />
      {debt.data && debt.data.data.length > 0 && (
        <Paper withBorder p="md">
          <DebtChart data={debt.data.data} />
        </Paper>
      )}
    </Stack>
  );
}
