import { Badge, Text } from '@mantine/core';
import { formatDate } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

/** A debit's outcome in a batch or a mandate's history: rejected by the bank (and when), or collected. */
export function DebitStatus({ rejectedAt }: { rejectedAt?: string | null }) {
  const { t } = useTranslation('sepa');
  return rejectedAt ? (
    <Badge variant="light" color="red">
      {t('rejectedOn', { date: formatDate(rejectedAt) })}
    </Badge>
  ) : (
    <Text size="sm">{t('debitOk')}</Text>
  );
}
