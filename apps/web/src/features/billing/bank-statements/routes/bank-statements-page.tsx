import { Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RefundTransfers } from '@/features/billing/bank-statements/components/refund-transfers';
import { StatementUpload } from '@/features/billing/bank-statements/components/statement-upload';
import { UnmatchedMovements } from '@/features/billing/bank-statements/components/unmatched-movements';
import { usePageTitle } from '@/lib/use-page-title';

/** `bills/bank-statements` (admins): upload the bank's statement, then match by hand what it could not (decision 047). */
export function BankStatementsPage() {
  const { t } = useTranslation('bankStatements');
  usePageTitle(t('title'));
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <StatementUpload />
      <Divider />
      <UnmatchedMovements />
      <Divider />
      <RefundTransfers />
    </Stack>
  );
}
