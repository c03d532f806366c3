import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatDate, formatPrice } from '@veloport/domain';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { LoadState } from '@/components/ui/load-state';
import { purchaseQueryOptions } from '@/features/accounting/books/purchases/api/get-purchase';
import { booksPaths } from '@/features/accounting/books/paths';
import { downloadBatchXml, useBatch } from '@/features/accounting/books/supplier-payments/api/get-batch';
import { useMarkBatchPaid } from '@/features/accounting/books/supplier-payments/api/mark-batch-paid';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';
import { DetailField } from '@/components/ui/detail-field';

/** `horusApis/supplier-payments/batches/{id}`: a batch of supplier transfers, its pain.001 file, and "the bank paid it" (decision 086). */
export function BatchPage() {
  const { t } = useTranslation('books');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const batch = useBatch(valid ? id : null);
  const markPaid = useMarkBatchPaid();
  const [confirming, setConfirming] = useState(false);
  const purchases = useQueries({ queries: (batch.data?.purchaseIds ?? []).map((pid) => purchaseQueryOptions(pid)) });
  usePageTitle(batch.data ? t('batch.title', { messageId: batch.data.messageId }) : t('batch.createTitle'));
  if (!valid) return <LoadState notFound />;
  if (!batch.data) return <LoadState error={batch.error} />;
  const b = batch.data;

  const download = () => void downloadBatchXml(b.id, `${b.messageId}.xml`).catch((error: unknown) => notify('error', errorMessage(error)));
  const paid = () =>
    markPaid.mutate(b.id, {
      onSuccess: () => {
        setConfirming(false);
        notify('success', t('batch.markedPaid'));
      },
      onError: (error) => notify('error', errorMessage(error)),
    });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={booksPaths.batches.getHref(locale)} size="sm">
        {t('batches.back')}
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{t('batch.title', { messageId: b.messageId })}</Title>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
            {t('batch.download')}
          </Button>
          {b.status === 'open' && <Button onClick={() => setConfirming(true)}>{t('batch.markPaid')}</Button>}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <DetailField label={t('batch.executionDate')}>{formatDate(b.executionDate)}</DetailField>
        <DetailField label={t('purchases.status')}>
          <Badge variant="light" color={b.status === 'paid' ? 'green' : 'orange'}>
            {t(`batch.statuses.${b.status}`)}
          </Badge>
        </DetailField>
        <DetailField label={t('batch.count')}>{b.purchaseIds.length}</DetailField>
        <DetailField label={t('batch.total')}>{formatPrice(b.totalCents)}</DetailField>
      </SimpleGrid>
      <Table.ScrollContainer minWidth={480} type="native" tabIndex={0} role="region" aria-label={t('batch.invoices')}>
        <Table striped>
          <Table.Caption>{t('batch.invoices')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('purchases.number')}</Table.Th>
              <Table.Th>{t('purchases.supplier')}</Table.Th>
              <Table.Th ta="right">{t('totals.inclVat')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {b.purchaseIds.map((pid, i) => {
              const p = purchases[i]?.data;
              return (
                <Table.Tr key={pid}>
                  <Table.Td>
                    <Anchor component={Link} to={booksPaths.purchase.getHref(locale, pid)}>
                      {p?.number ?? `#${pid}`}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{p?.supplier.name ?? ''}</Table.Td>
                  <Table.Td ta="right">{p ? formatPrice(p.totals.inclVatCents) : ''}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmAction
        opened={confirming}
        title={t('batch.markPaidTitle')}
        effects={[t('batch.markPaidEffect', { count: b.purchaseIds.length, date: formatDate(b.executionDate) })]}
        confirmLabel={t('batch.markPaid')}
        cancelLabel={t('cancel')}
        pending={markPaid.isPending}
        onConfirm={paid}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
