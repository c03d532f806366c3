import { formatDate, formatDateTime, formatPrice, type Loan } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';

type Row = Loan['prepayments'][number];

/** The early repayments of a loan: what was paid, how the rest was computed again, who recorded it and when. */
export function PrepaymentsTable({ loan }: { loan: Loan }) {
  const { t } = useTranslation('loans');
  if (loan.prepayments.length === 0) return null;
  const columns: DataTableColumn<Row>[] = [
    { key: 'paidOn', header: t('prepayment.paidOn'), rowHeader: true, render: (r) => formatDate(r.paidOn) },
    { key: 'principal', header: t('prepayment.principal'), align: 'right', render: (r) => formatPrice(r.principalCents) },
    { key: 'interest', header: t('schedule.interest'), align: 'right', render: (r) => formatPrice(r.interestCents) },
    { key: 'indemnity', header: t('prepayment.indemnityShort'), align: 'right', render: (r) => formatPrice(r.indemnityCents) },
    { key: 'mode', header: t('prepayment.mode'), render: (r) => t(`prepayment.modes.${r.mode}`) },
    {
      key: 'recorded',
      header: t('prepayment.recordedBy'),
      render: (r) => t('prepayment.recordedWhen', { name: r.recordedByName ?? '—', when: formatDateTime(r.recordedAt) }),
    },
  ];
  return (
    <ListTable
      caption={t('prepayment.listTitle')}
      columns={columns}
      rows={loan.prepayments}
      rowKey={(r) => r.id}
      total={loan.prepayments.length}
      page={1}
      perPage={Math.max(10, loan.prepayments.length)}
      onPage={() => undefined}
    />
  );
}
