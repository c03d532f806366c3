import { Anchor, Text } from '@mantine/core';
import { formatDate, formatDecimal, formatPrice, type ExpenseReport } from '@veloport/domain';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ExpenseStatusBadge } from '@/features/accounting/expense-reports/components/expense-status';

/** The columns both lists show: date, what, amount and its VAT, receipt, status (and why it was refused). */
export function expenseColumns(t: TFunction<'expenses'>): DataTableColumn<ExpenseReport>[] {
  return [
    { key: 'date', header: t('fields.date'), sortKey: 'date', render: (r) => formatDate(r.date) },
    {
      key: 'description',
      header: t('fields.description'),
      rowHeader: true,
      render: (r) => (
        <div>
          <Text size="sm" fw={500}>
            {r.description}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`categories.${r.category}`)}
            {r.km !== null ? ` · ${t('list.km', { km: formatDecimal(r.km) })}` : ''}
          </Text>
        </div>
      ),
    },
    {
      key: 'amount',
      header: t('fields.amountInclVat'),
      sortKey: 'amount',
      align: 'right',
      render: (r) => formatPrice(r.amountInclVatCents),
    },
    { key: 'vat', header: t('fields.vat'), align: 'right', hideOnPhone: true, render: (r) => formatPrice(r.vatCents) },
    {
      key: 'receipt',
      header: t('fields.receipt'),
      hideOnPhone: true,
      render: (r) =>
        r.receipt ? (
          <Anchor href={r.receipt.url} target="_blank" rel="noopener">
            {r.receipt.name}
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      header: t('fields.status'),
      sortKey: 'status',
      render: (r) => (
        <div>
          <ExpenseStatusBadge status={r.status} />
          {r.refusalComment && (
            <Text size="xs" c="dimmed">
              {t('list.refusedBecause', { comment: r.refusalComment })}
            </Text>
          )}
          {r.reimbursedOn && (
            <Text size="xs" c="dimmed">
              {t('list.reimbursedOn', { date: formatDate(r.reimbursedOn) })}
            </Text>
          )}
        </div>
      ),
    },
  ];
}
