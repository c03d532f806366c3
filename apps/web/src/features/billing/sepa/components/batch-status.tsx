import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SepaBatchDetail } from '@/features/billing/sepa/api/get-batch';

/** Where a batch stands (decision 061): prepared, downloaded, closed, and its debits the bank sent back. */
export function BatchStatus({ batch }: { batch: Pick<SepaBatchDetail, 'status' | 'downloadedAt' | 'rejectedCount'> }) {
  const { t } = useTranslation('sepa');
  const state = batch.status === 'closed' ? 'closed' : batch.downloadedAt ? 'downloaded' : 'prepared';
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" color={state === 'closed' ? 'gray' : state === 'downloaded' ? 'teal' : 'blue'}>
        {t(`batchStates.${state}`)}
      </Badge>
      {batch.rejectedCount > 0 && (
        <Badge variant="light" color="red">
          {t('rejectedLines', { count: batch.rejectedCount })}
        </Badge>
      )}
    </Group>
  );
}
