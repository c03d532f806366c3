import { Alert, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { formatDate, formatDateTime, formatPrice } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useBillPayments, useSendPaymentReminder } from '@/features/bills/api/bill-payments';
import { isApiError, useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** On an issued bill: what was paid and how, what is left or the credit an overpayment left, and the reminders sent. */
export function BillPaymentsPanel({ billId, isAdmin }: { billId: number; isAdmin: boolean }) {
  const { t } = useTranslation('bankStatements');
  const errorMessage = useErrorMessage();
  const payments = useBillPayments(billId);
  const remind = useSendPaymentReminder(billId);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Nothing to show until it answers (an older API without payments answers 404: the bill reads as before).
  if (!payments.data) return null;
  const p = payments.data;
  const next = p.nextReminder;

  const send = () => {
    setFailure(null);
    remind.mutate(undefined, {
      onSuccess: () => notify('success', t('reminders.sent')),
      onError: (error) => {
        const reason = isApiError(error) ? error.fields.bill : undefined;
        setFailure(reason === 'not_overdue' || reason === 'reminders_done' ? t(`errors.${reason}`) : errorMessage(error));
      },
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="bill-payments-title">
      <Title order={2} size="h4" id="bill-payments-title">
        {t('payments.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <div>
          <Text size="xs" c="dimmed">
            {t('payments.paid')}
          </Text>
          <Text fw={600}>{formatPrice(p.paidCents)}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('payments.open')}
          </Text>
          <Text fw={600}>{formatPrice(p.openCents)}</Text>
        </div>
        {p.creditCents > 0 && (
          <div>
            <Text size="xs" c="dimmed">
              {t('payments.credit')}
            </Text>
            <Text fw={600} c="green.9">
              {formatPrice(p.creditCents)}
            </Text>
          </div>
        )}
      </SimpleGrid>
      {p.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('payments.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-label={t('payments.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.date')}</Table.Th>
                <Table.Th ta="right">{t('fields.amount')}</Table.Th>
                <Table.Th>{t('payments.source')}</Table.Th>
                <Table.Th>{t('payments.by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.payments.map((x) => (
                <Table.Tr key={x.id}>
                  <Table.Td>{formatDate(x.date)}</Table.Td>
                  <Table.Td ta="right">{formatPrice(x.amountCents)}</Table.Td>
                  <Table.Td>{x.amountCents < 0 ? t('payments.reversal') : t(`sources.${x.source}`)}</Table.Td>
                  <Table.Td>{x.recordedBy?.name ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <Title order={3} size="h5">
        {t('reminders.title')}
      </Title>
      {failure && <Alert color="red">{failure}</Alert>}
      {p.reminders.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('reminders.none')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {p.reminders.map((r) => (
            <Text key={r.id} size="sm" component="li">
              {t('reminders.line', { level: t(`levels.${r.level}`), at: formatDateTime(r.sentAt), to: r.to.join(', '), by: r.sentBy?.name ?? t('reminders.daily') })}
            </Text>
          ))}
        </Stack>
      )}
      {isAdmin && next && (
        <Group>
          <Button variant="default" leftSection={<IconMailForward size={16} aria-hidden />} onClick={() => setConfirming(true)}>
            {t('reminders.send', { level: t(`levels.${next}`) })}
          </Button>
        </Group>
      )}
      <ConfirmAction
        opened={confirming}
        title={next ? t('reminders.send', { level: t(`levels.${next}`) }) : ''}
        effects={[t('reminders.effect')]}
        confirmLabel={t('reminders.confirm')}
        cancelLabel={t('cancel')}
        pending={remind.isPending}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
