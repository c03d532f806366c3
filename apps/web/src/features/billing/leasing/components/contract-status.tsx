import { Badge } from '@mantine/core';
import type { LeasingContractStatus } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<LeasingContractStatus, string> = {
  active: 'blue',
  ending: 'orange',
  ended: 'gray',
  bought: 'green',
  returned: 'gray',
  renewed: 'teal',
};

export function ContractStatusBadge({ status }: { status: LeasingContractStatus }) {
  const { t } = useTranslation('leasing');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
