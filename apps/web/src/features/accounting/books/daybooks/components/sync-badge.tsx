import { Badge } from '@mantine/core';
import type { EntrySyncStatus } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<EntrySyncStatus, string> = { pending: 'orange', sent: 'green', failed: 'red' };

/** An entry's state with the accountant's software; a refusal carries Horus's reason as the badge's title. */
export function SyncBadge({ status, error }: { status: EntrySyncStatus; error: string | null }) {
  const { t } = useTranslation('books');
  return (
    <Badge variant="light" color={COLORS[status]} title={error ?? undefined}>
      {t(`sync.${status}`)}
    </Badge>
  );
}
