import { Badge } from '@mantine/core';
import type { AssistanceStatus } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<AssistanceStatus, string> = { open: 'red', in_progress: 'orange', resolved: 'green' };

export function AssistanceStatusBadge({ status }: { status: AssistanceStatus }) {
  const { t } = useTranslation('assistance');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
