import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatDate, formatDateTime, formatIban, formatPrice } from '@veloport/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { downloadBatchXml, useRefundBatch } from '@/features/billing/refunds/api/get-refund-batch';
import { billHref, refundPaths } from '@/features/billing/refunds/paths';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `bills/refunds/batches/{id}`: one pain.001 file — its date, total, whether it was downloaded, each refund, the XML (decision 065). */
export function RefundBatchPage() {
  const { t } = useTranslation('refunds');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const batch = useRefundBatch(valid ? id : null);
  usePageTitle(batch.data ? t('batch.title', { messageId: batch.data.messageId }) : t('title'));
  if (!valid) return <LoadState notFound />;
  if (!batch.data) return <LoadState error={batch.error} />;
  const b = batch.data;
  const transfers = new Set(b.refunds.map((r) => r.transferId ?? r.id)).size;
  const detail = (label: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} component="div">
        {value}
      </Text>
    </div>
  );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={refundPaths.list.getHref(locale)} size="sm">
        {t('backToList')}
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{t('batch.title', { messageId: b.messageId })}</Title>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void downloadBatchXml(b.id, `${b.messageId}.xml`).catch((error: unknown) => notify('error', errorMessage(error)))}
        >
          {t('batch.download')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {detail(t('batch.executionDate'), formatDate(b.executionDate))}
        {detail(
          t('fields.status'),
          <Badge variant="light" color={b.downloadedAt ? 'blue' : 'orange'}>
            {b.downloadedAt ? t('batch.downloaded') : t('batch.prepared')}
          </Badge>,
        )}
        {detail(t('batch.count'), b.count)}
        {detail(t('batch.transfers'), transfers)}
        {detail(t('batch.total'), formatPrice(b.totalCents))}
        {detail(t('batch.createdAt'), formatDateTime(b.createdAt))}
        {b.downloadedAt && detail(t('batch.downloadedAt'), formatDateTime(b.downloadedAt))}
      </SimpleGrid>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Caption>{t('batch.refunds')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.bill')}</Table.Th>
              <Table.Th>{t('fields.customer')}</Table.Th>
              <Table.Th>{t('fields.beneficiary')}</Table.Th>
              <Table.Th>{t('fields.date')}</Table.Th>
              <Table.Th ta="right">{t('fields.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {b.refunds.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Anchor component={Link} to={billHref(locale, r.bill.id)}>
                    {r.bill.number ?? '—'}
                  </Anchor>
                </Table.Td>
                <Table.Td>{r.bill.customerName}</Table.Td>
                <Table.Td>{`${r.beneficiaryName}${r.iban ? ` · ${formatIban(r.iban)}` : ''}`}</Table.Td>
                <Table.Td>{formatDate(r.date)}</Table.Td>
                <Table.Td ta="right">{formatPrice(r.amountCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
