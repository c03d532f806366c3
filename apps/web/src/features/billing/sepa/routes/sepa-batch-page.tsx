import { Anchor, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatDate, formatDateTime, formatPrice, SEPA_SEQUENCE_TYPES } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { DebitStatus } from '@/features/billing/sepa/components/debit-status';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { useDownloadBatchXml } from '@/features/billing/sepa/api/download-batch-xml';
import { useBatch } from '@/features/billing/sepa/api/get-batch';
import { BatchStatus } from '@/features/billing/sepa/components/batch-status';
import { billHref, sepaPaths } from '@/features/billing/sepa/paths';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `bills/sepa/batches/{id}`: a batch's debits, totals per sequence type, its status and its XML file (decision 061). */
export function SepaBatchPage() {
  const { t } = useTranslation('sepa');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const batch = useBatch(valid ? id : null);
  const download = useDownloadBatchXml();
  usePageTitle(batch.data ? t('batchPageTitle', { messageId: batch.data.messageId }) : t('title'));
  if (!valid) return <LoadState notFound />;
  if (!batch.data) return <LoadState error={batch.error} />;
  const b = batch.data;
  const totals = SEPA_SEQUENCE_TYPES.map((type) => {
    const debits = b.debits.filter((d) => d.sequenceType === type);
    return { type, count: debits.length, cents: debits.reduce((s, d) => s + d.amountCents, 0) };
  }).filter((x) => x.count > 0);
  const detail = (label: string, value: React.ReactNode) => (
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
      <Anchor component={Link} to={`${sepaPaths.list.getHref(locale)}?tab=batches`} size="sm">
        {t('backToList')}
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{t('batchPageTitle', { messageId: b.messageId })}</Title>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void download(b.id, `${b.messageId}.xml`).catch((error: unknown) => notify('error', errorMessage(error)))}
        >
          {t('downloadXml')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {detail(t('fields.collectionDate'), formatDate(b.collectionDate))}
        {detail(t('fields.status'), <BatchStatus batch={b} />)}
        {detail(t('fields.count'), b.count)}
        {detail(t('fields.total'), formatPrice(b.totalCents))}
        {detail(t('fields.createdAt'), `${formatDateTime(b.createdAt)}${b.createdBy ? ` · ${b.createdBy.name}` : ''}`)}
        {b.downloadedAt && detail(t('fields.downloadedAt'), formatDateTime(b.downloadedAt))}
        {b.closedAt && detail(t('fields.closedAt'), formatDateTime(b.closedAt))}
      </SimpleGrid>
      <Stack gap={4}>
        <Title order={2} size="h4">
          {t('perSequence')}
        </Title>
        {totals.map((x) => (
          <Text key={x.type} size="sm">
            {t('sequenceLine', { type: t(`sequenceTypes.${x.type}`), count: x.count, total: formatPrice(x.cents) })}
          </Text>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Caption>{t('debitsTitle')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.bill')}</Table.Th>
              <Table.Th>{t('fields.customer')}</Table.Th>
              <Table.Th>{t('fields.reference')}</Table.Th>
              <Table.Th>{t('fields.sequenceType')}</Table.Th>
              <Table.Th ta="right">{t('fields.amount')}</Table.Th>
              <Table.Th>{t('fields.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {b.debits.map((d) => (
              <Table.Tr key={d.bill.id}>
                <Table.Td>
                  <Anchor component={Link} to={billHref(locale, d.bill.id)}>
                    {d.bill.number ?? '—'}
                  </Anchor>
                </Table.Td>
                <Table.Td>{d.customerName}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={sepaPaths.mandate.getHref(locale, d.mandate.id)}>
                    {d.mandate.reference}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t(`sequenceTypes.${d.sequenceType}`)}</Table.Td>
                <Table.Td ta="right">{formatPrice(d.amountCents)}</Table.Td>
                <Table.Td>
                  <DebitStatus rejectedAt={d.rejectedAt} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
