import { Alert, Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconTransfer, IconX } from '@tabler/icons-react';
import {
  addTarget2BusinessDays,
  brusselsToday,
  EXPENSE_CATEGORIES,
  EXPENSE_STATUSES,
  formatPrice,
  type ExpenseReport,
} from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '@/components/ui/confirm-action';
import type { DataTableColumn } from '@/components/ui/data-table';
import { DateField } from '@/components/ui/date-field';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { ListTable } from '@/components/ui/list-table';
import { useApproveExpenseReports } from '@/features/accounting/expense-reports/api/approve-expense-reports';
import { useCreateExpenseBatch } from '@/features/accounting/expense-reports/api/create-expense-batch';
import { useExpenseReports } from '@/features/accounting/expense-reports/api/get-expense-reports';
import { useExpenseTotals } from '@/features/accounting/expense-reports/api/get-expense-totals';
import { ExpenseBatches } from '@/features/accounting/expense-reports/components/expense-batches';
import { ExpenseSettingsForm } from '@/features/accounting/expense-reports/components/expense-settings-form';
import { expenseColumns } from '@/features/accounting/expense-reports/components/expense-columns';
import { ExpenseTotals } from '@/features/accounting/expense-reports/components/expense-totals';
import { RefuseDialog } from '@/features/accounting/expense-reports/components/refuse-dialog';
import { useErrorMessage, useFieldErrorMessage, isApiError } from '@/lib/errors';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * `expense-reports` (admin): every person's reports with filters, totals per person and category, approval in bulk,
 * refusal with a reason, and payment of the approved ones by a SEPA transfer file (decision 088).
 */
export function ExpenseReportsPage() {
  const { t } = useTranslation('expenses');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const list = useListParams({ sort: 'date', order: 'desc' });
  const { params, update, apiQuery } = list;
  const reports = useExpenseReports(apiQuery);
  const { page: _page, perPage: _perPage, sort: _sort, order: _order, ...filters } = apiQuery;
  const totals = useExpenseTotals(filters);
  const table = useListScreen(reports, list);
  const approve = useApproveExpenseReports();
  const pay = useCreateExpenseBatch();
  const [selected, setSelected] = useState<number[]>([]);
  const [refusing, setRefusing] = useState<ExpenseReport | null>(null);
  const [confirming, setConfirming] = useState<'approve' | 'pay' | null>(null);
  const [executionDate, setExecutionDate] = useState(() => addTarget2BusinessDays(brusselsToday(), 1));
  const [payError, setPayError] = useState<string | undefined>();
  usePageTitle(t('admin.title'));

  const rows = reports.data?.data ?? [];
  const chosen = rows.filter((r) => selected.includes(r.id));
  const toApprove = chosen.filter((r) => r.status === 'submitted');
  const toPay = chosen.filter((r) => r.status === 'approved' && r.batchId === null);
  const sum = (rs: ExpenseReport[]) => formatPrice(rs.reduce((s, r) => s + r.amountInclVatCents, 0));
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const approveChosen = () =>
    approve.mutate(
      toApprove.map((r) => r.id),
      {
        onSuccess: (res) => {
          notify('success', t('admin.approved', { count: res.approved.length }));
          setSelected([]);
          setConfirming(null);
        },
        onError: (e) => {
          notify('error', errorMessage(e));
          setConfirming(null);
        },
      },
    );
  const payChosen = () =>
    pay.mutate(
      { ids: toPay.map((r) => r.id), executionDate },
      {
        onSuccess: (batch) => {
          notify('success', t('admin.batchCreated', { file: batch.messageId }));
          setSelected([]);
          setPayError(undefined);
          setConfirming(null);
        },
        onError: (e) => {
          const field = isApiError(e) ? (e.fields.executionDate ?? e.fields.ids) : undefined;
          setPayError(field ? fieldError(field) : errorMessage(e));
          setConfirming(null);
        },
      },
    );

  const columns: DataTableColumn<ExpenseReport>[] = [
    {
      key: 'select',
      label: t('admin.select'),
      header: (
        <Checkbox
          aria-label={t('admin.selectAll')}
          checked={allOnPage}
          indeterminate={!allOnPage && rows.some((r) => selected.includes(r.id))}
          onChange={() =>
            setSelected(
              allOnPage ? selected.filter((id) => !rows.some((r) => r.id === id)) : [...new Set([...selected, ...rows.map((r) => r.id)])],
            )
          }
        />
      ),
      render: (r) => (
        <Checkbox
          aria-label={t('admin.selectOne', { description: r.description, person: r.person.name })}
          checked={selected.includes(r.id)}
          onChange={() => toggle(r.id)}
        />
      ),
    },
    { key: 'person', header: t('fields.person'), render: (r) => r.person.name },
    ...expenseColumns(t),
    {
      key: 'actions',
      header: t('fields.actions'),
      render: (r) =>
        r.status === 'submitted' ? (
          <Group gap="xs" wrap="wrap">
            <Button
              size="compact-sm"
              leftSection={<IconCheck size={14} aria-hidden />}
              onClick={() => approve.mutate([r.id], { onSuccess: () => notify('success', t('admin.approved', { count: 1 })) })}
              aria-label={t('admin.approveFor', { description: r.description })}
            >
              {t('admin.approve')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              color="red"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => setRefusing(r)}
              aria-label={t('admin.refuseFor', { description: r.description })}
            >
              {t('admin.refuse')}
            </Button>
          </Group>
        ) : null,
    },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('admin.title')}</Title>
        <Text c="dimmed">{t('admin.intro')}</Text>
      </div>
      <Group wrap="wrap" align="flex-end">
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...EXPENSE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
        />
        <NativeSelect
          label={t('fields.person')}
          value={params.filters.userId ?? ''}
          onChange={(e) => update({ userId: e.currentTarget.value || null })}
          data={[
            { value: '', label: t('anyone') },
            ...(totals.data?.byPerson ?? []).map((p) => ({ value: String(p.person.id), label: p.person.name })),
          ]}
        />
        <NativeSelect
          label={t('fields.category')}
          value={params.filters.category ?? ''}
          onChange={(e) => update({ category: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...EXPENSE_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))]}
        />
        <DateField
          label={t('from')}
          value={params.filters.from ?? ''}
          onChange={(from) => update({ from: from || null })}
          maw={180}
          clearable
        />
        <DateField label={t('to')} value={params.filters.to ?? ''} onChange={(to) => update({ to: to || null })} maw={180} clearable />
        <DownloadButtons path="/expense-reports" query={apiQuery} />
      </Group>
      <Paper withBorder p="md">
        <ExpenseTotals totals={totals.data} />
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text fw={600}>{t('admin.selection', { count: selected.length })}</Text>
          {payError && <Alert color="red">{payError}</Alert>}
          <Group wrap="wrap" align="flex-end">
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              disabled={toApprove.length === 0}
              onClick={() => setConfirming('approve')}
            >
              {t('admin.approveMany', { count: toApprove.length })}
            </Button>
            <DateField label={t('admin.executionDate')} value={executionDate} onChange={setExecutionDate} maw={200} required />
            <Button leftSection={<IconTransfer size={16} aria-hidden />} disabled={toPay.length === 0} onClick={() => setConfirming('pay')}>
              {t('admin.payMany', { count: toPay.length })}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ListTable {...table} caption={t('admin.title')} columns={columns} rowKey={(r) => r.id} emptyText={t('admin.empty')} />
      <ExpenseBatches />
      <Paper withBorder p="md">
        <ExpenseSettingsForm />
      </Paper>
      <RefuseDialog report={refusing} onClose={() => setRefusing(null)} />
      <ConfirmAction
        opened={confirming === 'approve'}
        title={t('admin.approveMany', { count: toApprove.length })}
        effects={[t('admin.approveEffect', { count: toApprove.length, total: sum(toApprove) })]}
        confirmLabel={t('admin.approve')}
        cancelLabel={t('admin.cancel')}
        pending={approve.isPending}
        onConfirm={approveChosen}
        onClose={() => setConfirming(null)}
      />
      <ConfirmAction
        opened={confirming === 'pay'}
        title={t('admin.payMany', { count: toPay.length })}
        effects={[t('admin.payEffect', { count: toPay.length, total: sum(toPay) }), t('admin.payEffectFile')]}
        confirmLabel={t('admin.pay')}
        cancelLabel={t('admin.cancel')}
        pending={pay.isPending}
        onConfirm={payChosen}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
