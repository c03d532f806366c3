import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { EXPENSE_STATUSES, formatMileageRate, formatPrice, type ExpenseReport } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { ListTable } from '@/components/ui/list-table';
import { useDeleteExpenseReport } from '@/features/accounting/expense-reports/api/delete-expense-report';
import { useExpenseReports } from '@/features/accounting/expense-reports/api/get-expense-reports';
import { useExpenseSettings } from '@/features/accounting/expense-reports/api/get-expense-settings';
import { useSubmitExpenseReport } from '@/features/accounting/expense-reports/api/submit-expense-report';
import { BankAccountForm } from '@/features/accounting/expense-reports/components/bank-account-form';
import { expenseColumns } from '@/features/accounting/expense-reports/components/expense-columns';
import { ExpenseForm } from '@/features/accounting/expense-reports/components/expense-form';
import { ReceiptButton } from '@/features/accounting/expense-reports/components/receipt-button';
import { useErrorMessage } from '@/lib/errors';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `my-expenses`: a member of staff files expenses and mileage claims, attaches receipts, submits them, follows them. */
export function MyExpensesPage() {
  const { t } = useTranslation('expenses');
  const errorMessage = useErrorMessage();
  const list = useListParams({ sort: 'date', order: 'desc' });
  const { params, update, apiQuery } = list;
  const reports = useExpenseReports(apiQuery);
  const table = useListScreen(reports, list);
  const settings = useExpenseSettings();
  const submit = useSubmitExpenseReport();
  const [filing, setFiling] = useState(false);
  const [editing, setEditing] = useState<ExpenseReport | null>(null);
  const remove = useDeleteExpenseReport();
  const [deleting, setDeleting] = useState<ExpenseReport | null>(null);
  usePageTitle(t('mine.title'));

  const send = (r: ExpenseReport) =>
    submit.mutate(r.id, { onSuccess: () => notify('success', t('mine.submitted')), onError: (e) => notify('error', errorMessage(e)) });

  const confirmDelete = (r: ExpenseReport) =>
    remove.mutate(r.id, {
      onSuccess: () => {
        setDeleting(null);
        if (editing?.id === r.id) setEditing(null);
        notify('success', t('mine.deleted'));
      },
      onError: (e) => notify('error', errorMessage(e)),
    });

  const columns: DataTableColumn<ExpenseReport>[] = [
    ...expenseColumns(t),
    {
      key: 'actions',
      header: t('fields.actions'),
      render: (r) =>
        r.status === 'draft' ? (
          <Group gap="xs" wrap="wrap">
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => {
                setFiling(false);
                setEditing(r);
              }}
              aria-label={t('mine.editFor', { description: r.description })}
            >
              {t('mine.edit')}
            </Button>
            {r.category !== 'mileage' && <ReceiptButton report={r} />}
            <Button
              size="compact-sm"
              leftSection={<IconSend size={14} aria-hidden />}
              onClick={() => send(r)}
              loading={submit.isPending && submit.variables === r.id}
              aria-label={t('mine.submitFor', { description: r.description })}
            >
              {t('mine.submit')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => setDeleting(r)}
              aria-label={t('mine.deleteFor', { description: r.description })}
            >
              {t('mine.delete')}
            </Button>
          </Group>
        ) : null,
    },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('mine.title')}</Title>
        <Text c="dimmed">
          {settings.data
            ? t('mine.intro', {
                rate: formatMileageRate(settings.data.mileageMillicentsPerKm),
                threshold: formatPrice(settings.data.receiptRequiredAboveCents),
              })
            : ''}
        </Text>
      </div>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          {t('bank.title')}
        </Title>
        <BankAccountForm />
      </Paper>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('fields.status')}
            value={params.filters.status ?? ''}
            onChange={(e) => update({ status: e.currentTarget.value || null })}
            data={[{ value: '', label: t('any') }, ...EXPENSE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
          />
          <DownloadButtons path="/expense-reports" query={apiQuery} />
        </Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            setEditing(null);
            setFiling((f) => !f);
          }}
          aria-expanded={filing}
        >
          {t('mine.file')}
        </Button>
      </Group>
      {filing && settings.data && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            {t('form.title')}
          </Title>
          <ExpenseForm settings={settings.data} onDone={() => setFiling(false)} />
        </Paper>
      )}
      {editing && settings.data && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            {t('form.editTitle')}
          </Title>
          <ExpenseForm key={editing.id} settings={settings.data} draft={editing} onDone={() => setEditing(null)} />
        </Paper>
      )}
      <ConfirmAction
        opened={deleting !== null}
        title={t('mine.deleteTitle')}
        effects={
          deleting ? [t('mine.deleteEffect', { description: deleting.description, amount: formatPrice(deleting.amountInclVatCents) })] : []
        }
        confirmLabel={t('mine.delete')}
        cancelLabel={t('mine.keep')}
        pending={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
      <ListTable {...table} caption={t('mine.title')} columns={columns} rowKey={(r) => r.id} emptyText={t('mine.empty')} />
    </Stack>
  );
}
