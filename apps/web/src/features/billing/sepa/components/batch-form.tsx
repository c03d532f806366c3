import { Alert, Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { earliestCollectionDate, formatDate, formatPrice, brusselsToday } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { DateField } from '@/components/ui/date-field';
import { useCreateBatch } from '@/features/billing/sepa/api/create-batch';
import { useDownloadBatchXml } from '@/features/billing/sepa/api/download-batch-xml';
import { useBatch } from '@/features/billing/sepa/api/get-batch';
import { useBatchPreview } from '@/features/billing/sepa/api/get-batch-preview';
import { useSepaReason } from '@/features/billing/sepa/components/use-sepa-reason';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** A new batch: the collection date, the bills it would collect and their total, then the file for the bank. */
export function BatchForm({ preNotificationDays = 5 }: { preNotificationDays?: number }) {
  const { t } = useTranslation('sepa');
  const errorMessage = useErrorMessage();
  const fieldError = useSepaReason(useFieldErrorMessage());
  const downloadBatchXml = useDownloadBatchXml();
  // The next valid date is proposed: a TARGET2 business day after the notice period (decision 061).
  const [collectionDate, setCollectionDate] = useState(() => earliestCollectionDate(brusselsToday(), preNotificationDays));
  const [failure, setFailure] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);
  const [createdId, setCreatedId] = useState<number | null>(null);
  // A bill can be left out of this batch (issue 25, point 21); it stays collectable for a later one.
  const [leftOut, setLeftOut] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const preview = useBatchPreview(collectionDate);
  const create = useCreateBatch();
  const created = useBatch(createdId);
  const earliest = preview.data?.earliestCollectionDate;
  const errors = isApiError(failure) ? failure.fields : {};

  const chosen = (preview.data?.debits ?? []).filter((d) => !leftOut.has(d.bill.id));
  const chosenTotal = chosen.reduce((sum, d) => sum + d.amountCents, 0);
  const toggle = (id: number) =>
    setLeftOut((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  // The form asks first: a batch e-mails every debtor its pre-notification at once.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setMissing(!collectionDate);
    if (collectionDate) setConfirming(true);
  };

  const confirm = async () => {
    try {
      const billIds = leftOut.size > 0 ? chosen.map((d) => d.bill.id) : undefined;
      const batch = await create.mutateAsync({ collectionDate, ...(billIds ? { billIds } : {}) });
      setConfirming(false);
      setCreatedId(batch.id);
      notify('success', t('batchCreated'));
    } catch (error) {
      setConfirming(false);
      setFailure(error);
    }
  };

  if (created.data) {
    const b = created.data;
    return (
      <Stack gap="md">
        <Alert color="green">{t('batchReady', { messageId: b.messageId })}</Alert>
        <Text>{t('previewTotal', { count: b.count, total: formatPrice(b.totalCents) })}</Text>
        <Group>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() =>
              void downloadBatchXml(b.id, `${b.messageId}.xml`).catch((error: unknown) => notify('error', errorMessage(error)))
            }
          >
            {t('downloadXml')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{t('batchIntro')}</Text>
        {isApiError(failure) && Object.keys(failure.fields).length === 0 && <Alert color="red">{errorMessage(failure)}</Alert>}
        <DateField
          label={t('fields.collectionDate')}
          description={earliest ? t('earliest', { date: formatDate(earliest), days: preNotificationDays }) : undefined}
          value={collectionDate}
          onChange={setCollectionDate}
          error={fieldError(missing ? 'required' : (errors.collectionDate ?? errors.billIds))}
          required
          maw={320}
        />
        {preview.data && (
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('previewTitle')}
            </Title>
            {preview.data.debits.length === 0 ? (
              <Text c="dimmed">{t('previewEmpty')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={480}>
                <Table striped>
                  <Table.Caption>
                    {t('previewTotal', { count: preview.data.count, total: formatPrice(preview.data.totalCents) })}
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('include')}</Table.Th>
                      <Table.Th>{t('fields.bill')}</Table.Th>
                      <Table.Th>{t('fields.customer')}</Table.Th>
                      <Table.Th>{t('fields.sequenceType')}</Table.Th>
                      <Table.Th ta="right">{t('fields.amount')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.data.debits.map((d) => (
                      <Table.Tr key={d.bill.id}>
                        <Table.Td>
                          <Checkbox
                            checked={!leftOut.has(d.bill.id)}
                            onChange={() => toggle(d.bill.id)}
                            aria-label={t('includeBill', { number: d.bill.number ?? '—', customer: d.customerName })}
                          />
                        </Table.Td>
                        <Table.Td>{d.bill.number ?? '—'}</Table.Td>
                        <Table.Td>{d.customerName}</Table.Td>
                        <Table.Td>{t(`sequenceTypes.${d.sequenceType}`)}</Table.Td>
                        <Table.Td ta="right">{formatPrice(d.amountCents)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
        <Group>
          <Button type="submit" loading={create.isPending} disabled={chosen.length === 0}>
            {t('batchSubmit')}
          </Button>
        </Group>
        <ConfirmAction
          opened={confirming}
          title={t('confirmBatch.title')}
          effects={[
            t('previewTotal', { count: chosen.length, total: formatPrice(chosenTotal) }),
            t('confirmBatch.date', { date: formatDate(collectionDate) }),
            t('confirmBatch.mails', { count: chosen.length }),
          ]}
          confirmLabel={t('batchSubmit')}
          cancelLabel={t('confirmBatch.cancel')}
          pending={create.isPending}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        />
      </Stack>
    </form>
  );
}
