import { Badge } from '@mantine/core';
import type { ExpenseStatus } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ExpenseStatus, string> = { draft: 'gray', submitted: 'blue', approved: 'indigo', refused: 'red', reimbursed: 'green' };

export function ExpenseStatusBadge({ status }: { status: ExpenseStatus }) {
  const { t } = useTranslation('expenses');
  return (
    // A light red badge is too pale to read (axe's contrast rule): a refusal is a filled dark red, as an overdue bill.
    <Badge
      variant={status === 'refused' ? 'filled' : 'light'}
      color={status === 'refused' ? 'red.8' : COLORS[status]}
      // A narrow table column would cut the word ("SOU…"): the badge keeps its width.
      style={{ minWidth: 'max-content' }}
    >
      {t(`statuses.${status}`)}
    </Badge>
  );
}
