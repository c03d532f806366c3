import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconDownload } from '@tabler/icons-react';
import { formatDate, formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import {
  downloadExpenseBatchXml,
  useExpenseBatches,
  type ExpenseBatch,
} from '@/features/accounting/expense-reports/api/get-expense-batches';
import { useMarkExpenseBatchPaid } from '@/features/accounting/expense-reports/api/mark-expense-batch-paid';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** The transfer batches: download each pain.001 file for the bank, then mark it paid once executed. */
export function ExpenseBatches() {
  const { t } = useTranslation('expenses');
  const errorMessage = useErrorMessage();
  const batches = useExpenseBatches();
  const paid = useMarkExpenseBatchPaid();
  const rows = batches.data?.data ?? [];
  const download = (b: ExpenseBatch) => downloadExpenseBatchXml(b).catch((e: unknown) => notify('error', errorMessage(e)));
  const markPaid = (b: ExpenseBatch) =>
    paid.mutate(b.id, { onSuccess: () => notify('success', t('batches.markedPaid')), onError: (e) => notify('error', errorMessage(e)) });
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('batches.title')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('batches.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table>
            <caption style={{ textAlign: 'left' }}>{t('batches.caption')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('batches.file')}</Table.Th>
                <Table.Th scope="col">{t('batches.executionDate')}</Table.Th>
                <Table.Th scope="col" style={{ textAlign: 'right' }}>
                  {t('batches.total')}
                </Table.Th>
                <Table.Th scope="col">{t('fields.status')}</Table.Th>
                <Table.Th scope="col">{t('fields.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Th scope="row">{b.messageId}</Table.Th>
                  <Table.Td>{formatDate(b.executionDate)}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>
                    {formatPrice(b.totalCents)} · {t('totals.count', { count: b.count })}
                  </Table.Td>
                  <Table.Td>{t(`batches.statuses.${b.status}`)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="wrap">
                      <Button
                        size="compact-sm"
                        variant="default"
                        leftSection={<IconDownload size={14} aria-hidden />}
                        onClick={() => void download(b)}
                        aria-label={t('batches.downloadFor', { file: b.messageId })}
                      >
                        {t('batches.download')}
                      </Button>
                      {b.status === 'open' && (
                        <Button
                          size="compact-sm"
                          leftSection={<IconCheck size={14} aria-hidden />}
                          onClick={() => markPaid(b)}
                          loading={paid.isPending && paid.variables === b.id}
                          aria-label={t('batches.markPaidFor', { file: b.messageId })}
                        >
                          {t('batches.markPaid')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
