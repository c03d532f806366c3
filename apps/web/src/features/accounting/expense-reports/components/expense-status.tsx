import { Badge } from '@mantine/core';
import type { ExpenseStatus } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ExpenseStatus, string> = { draft: 'gray', submitted: 'blue', approved: 'teal', refused: 'red', reimbursed: 'green' };

export function ExpenseStatusBadge({ status }: { status: ExpenseStatus }) {
  const { t } = useTranslation('expenses');
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
