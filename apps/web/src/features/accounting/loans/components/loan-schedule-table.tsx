import { Badge } from '@mantine/core';
import { formatDate, formatPrice, type Loan } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';

type Row = Loan['schedule'][number];

/** A loan's schedule, a page of instalments at a time: due date, principal, interest, payment, balance after, paid or not. */
export function LoanScheduleTable({ loan, today }: { loan: Loan; today: string }) {
  const { t } = useTranslation('loans');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(12);
  const columns: DataTableColumn<Row>[] = [
    { key: 'number', header: t('schedule.number'), rowHeader: true, render: (r) => r.number },
    { key: 'dueDate', header: t('schedule.dueDate'), render: (r) => formatDate(r.dueDate) },
    { key: 'principal', header: t('schedule.principal'), align: 'right', render: (r) => formatPrice(r.principalCents) },
    { key: 'interest', header: t('schedule.interest'), align: 'right', render: (r) => formatPrice(r.interestCents) },
    { key: 'payment', header: t('schedule.payment'), align: 'right', render: (r) => formatPrice(r.paymentCents) },
    { key: 'balance', header: t('schedule.balanceAfter'), align: 'right', render: (r) => formatPrice(r.balanceAfterCents) },
    {
      key: 'status',
      header: t('schedule.status'),
      render: (r) =>
        r.paidOn ? (
          <Badge color="green" variant="light">
            {t('schedule.paidOn', { date: formatDate(r.paidOn) })}
          </Badge>
        ) : r.dueDate < today ? (
          <Badge color="red" variant="light">
            {t('schedule.overdue')}
          </Badge>
        ) : (
          t('schedule.toPay')
        ),
    },
  ];
  return (
    <ListTable
      caption={t('schedule.title')}
      columns={columns}
      rows={loan.schedule.slice((page - 1) * perPage, page * perPage)}
      rowKey={(r) => r.number}
      total={loan.schedule.length}
      page={page}
      perPage={perPage}
      onPage={setPage}
      onPerPage={(n) => {
        setPerPage(n);
        setPage(1);
      }}
    />
  );
}
