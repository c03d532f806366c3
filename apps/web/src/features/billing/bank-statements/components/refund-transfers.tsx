import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { addTarget2BusinessDays, formatDate, formatIban, formatPrice, brusselsToday } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { useCreateRefundBatch } from '@/features/billing/bank-statements/api/create-refund-batch';
import { usePendingRefunds } from '@/features/billing/bank-statements/api/get-pending-refunds';
import { downloadRefundXml, useRefundBatches } from '@/features/billing/bank-statements/api/get-refund-batches';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { Link } from 'react-router';

/** A refund batch's own page and the refunds list (decision 065; features do not import each other). */
const batchHref = (locale: string, id: number) => `/${locale}/dashboard/bills/refunds/batches/${id}`;
const refundsHref = (locale: string) => `/${locale}/dashboard/bills/refunds`;

/** Refunds by transfer waiting for the bank, and their pain.001.001.03 files (decision 061). */
export function RefundTransfers() {
  const { t, i18n } = useTranslation('bankStatements');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const shared = useFieldErrorMessage();
  const pending = usePendingRefunds();
  const batches = useRefundBatches();
  const create = useCreateRefundBatch();
  const [executionDate, setExecutionDate] = useState(() => addTarget2BusinessDays(brusselsToday(), 0));
  const [failure, setFailure] = useState<unknown>(null);
  const code = isApiError(failure) ? failure.fields.executionDate : undefined;
  const reason = code && i18n.exists(`bankStatements:reasons.${code}`) ? t(`reasons.${code}`) : shared(code);
  const download = (id: number, messageId: string) =>
    downloadRefundXml(id, `${messageId}.xml`).catch((error: unknown) => notify('error', errorMessage(error)));
  const rows = pending.data?.data ?? [];

  const make = async () => {
    setFailure(null);
    try {
      const batch = await create.mutateAsync(executionDate);
      notify('success', t('transfers.made', { messageId: batch.messageId }));
      await download(batch.id, batch.messageId);
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="refund-transfers-title">
      <Title order={2} size="h3" id="refund-transfers-title">
        {t('transfers.title')}
      </Title>
      <Text c="dimmed">{t('transfers.intro')}</Text>
      <Anchor component={Link} to={refundsHref(locale)} size="sm">
        {t('refunds:title')}
      </Anchor>
      {isApiError(failure) && !code && <Alert color="red">{errorMessage(failure)}</Alert>}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('transfers.none')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Caption>
                {t('transfers.pending', { count: rows.length, total: formatPrice(rows.reduce((s, r) => s + r.amountCents, 0)) })}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('transfers.bill')}</Table.Th>
                  <Table.Th>{t('refund.name')}</Table.Th>
                  <Table.Th>{t('refund.iban')}</Table.Th>
                  <Table.Th ta="right">{t('fields.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.bill.number ?? '—'}</Table.Td>
                    <Table.Td>{r.beneficiaryName}</Table.Td>
                    <Table.Td>{r.iban ? formatIban(r.iban) : '—'}</Table.Td>
                    <Table.Td ta="right">{formatPrice(r.amountCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group align="flex-end" wrap="wrap">
            <DateField
              label={t('transfers.executionDate')}
              value={executionDate}
              onChange={setExecutionDate}
              required
              error={reason}
              maw={260}
            />
            <Button onClick={() => void make()} loading={create.isPending}>
              {t('transfers.make')}
            </Button>
          </Group>
        </>
      )}
      {(batches.data?.data.length ?? 0) > 0 && (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {batches.data!.data.map((b) => (
            <Group key={b.id} component="li" gap="xs" wrap="wrap">
              <Anchor component={Link} to={batchHref(locale, b.id)} size="sm">
                {t('transfers.batchLine', {
                  messageId: b.messageId,
                  date: formatDate(b.executionDate),
                  count: b.count,
                  total: formatPrice(b.totalCents),
                })}
              </Anchor>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() => void download(b.id, b.messageId)}
                aria-label={`${t('transfers.download')} ${b.messageId}`}
              >
                XML
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
