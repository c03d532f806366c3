import { Alert, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCash, IconGift, IconMailForward, IconReceiptRefund } from '@tabler/icons-react';
import { formatDate, formatDateTime, formatPrice } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useBillPayments } from '@/features/billing/bills/api/get-bill-payments';
import { useSendPaymentReminder } from '@/features/billing/bills/api/send-payment-reminder';
import { useUndoPayment } from '@/features/billing/bills/api/undo-payment';
import { GiftCardPaymentDialog, RecordPaymentDialog, RefundDialog } from '@/features/billing/bills/components/payment-dialogs';
import { isApiError, useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/**
 * On an issued bill: what was paid and how, what is left or the credit an overpayment left, and the reminders sent.
 * An admin records a payment by hand, undoes one typed by mistake, and refunds the credit (decision 061). On a credit
 * note (`refundOnly`, `billId` its invoice) only what is owed to the customer and the refund show. With the bill's
 * `number`, an admin also takes a gift card in payment (decision 120).
 */
export function BillPaymentsPanel({
  billId,
  number,
  isAdmin,
  refundOnly = false,
}: {
  billId: number;
  number?: string | null;
  isAdmin: boolean;
  refundOnly?: boolean;
}) {
  const { t } = useTranslation('bankStatements');
  const errorMessage = useErrorMessage();
  const payments = useBillPayments(billId);
  const remind = useSendPaymentReminder(billId);
  const undo = useUndoPayment(billId);
  const [confirming, setConfirming] = useState(false);
  const [dialog, setDialog] = useState<'record' | 'giftCard' | 'refund' | 'refundWhole' | null>(null);
  const [undoing, setUndoing] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Nothing to show until it answers (an older API without payments answers 404: the bill reads as before).
  if (!payments.data) return null;
  const p = payments.data;
  const next = p.nextReminder;
  const undoable = (x: (typeof p.payments)[number]) => isAdmin && x.source === 'manual' && x.amountCents > 0 && !x.undone && !x.undoOfId;
  const customerCredit = p.customerCreditCents ?? 0;
  const actions = isAdmin && (
    <Group gap="xs" wrap="wrap">
      {!refundOnly && p.openCents > 0 && (
        <Button variant="default" leftSection={<IconCash size={16} aria-hidden />} onClick={() => setDialog('record')}>
          {t('manual.open')}
        </Button>
      )}
      {!refundOnly && number && p.openCents > 0 && (
        <Button variant="default" leftSection={<IconGift size={16} aria-hidden />} onClick={() => setDialog('giftCard')}>
          {t('giftCard.open')}
        </Button>
      )}
      {p.creditCents > 0 && (
        <Button variant="default" leftSection={<IconReceiptRefund size={16} aria-hidden />} onClick={() => setDialog('refund')}>
          {t('refund.open')}
        </Button>
      )}
      {customerCredit > p.creditCents && (
        <Button variant="default" leftSection={<IconReceiptRefund size={16} aria-hidden />} onClick={() => setDialog('refundWhole')}>
          {t('refund.openWhole')}
        </Button>
      )}
    </Group>
  );
  const dialogs = (
    <>
      {dialog === 'record' && <RecordPaymentDialog billId={billId} openCents={p.openCents} opened onClose={() => setDialog(null)} />}
      {dialog === 'giftCard' && number && (
        <GiftCardPaymentDialog billId={billId} billNumber={number} openCents={p.openCents} opened onClose={() => setDialog(null)} />
      )}
      {dialog === 'refund' && <RefundDialog billId={billId} creditCents={p.creditCents} opened onClose={() => setDialog(null)} />}
      {dialog === 'refundWhole' && (
        <RefundDialog billId={billId} creditCents={customerCredit} opened onClose={() => setDialog(null)} wholeCustomerCredit />
      )}
    </>
  );

  if (refundOnly)
    return (
      <Stack gap="sm" component="section" aria-labelledby="bill-refund-title">
        <Title order={2} size="h4" id="bill-refund-title">
          {t('refund.owed')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <div>
            <Text size="xs" c="dimmed">
              {t('payments.credit')}
            </Text>
            <Text fw={600}>{formatPrice(p.creditCents)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('refund.customerCredit')}
            </Text>
            <Text fw={600}>{formatPrice(customerCredit)}</Text>
          </div>
        </SimpleGrid>
        {actions}
        {dialogs}
      </Stack>
    );

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
        {customerCredit > 0 && (
          <div>
            <Text size="xs" c="dimmed">
              {t('refund.customerCredit')}
            </Text>
            <Text fw={600}>{formatPrice(customerCredit)}</Text>
          </div>
        )}
      </SimpleGrid>
      {actions}
      {p.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {/* Paid another way than a recorded payment (a credit note, a gift card, before payments were recorded). */}
          {p.paidCents > 0 ? t('payments.paidWithoutDetail') : t('payments.none')}
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
                {isAdmin && <Table.Th>{t('fields.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.payments.map((x) => (
                <Table.Tr key={x.id}>
                  <Table.Td>{formatDate(x.date)}</Table.Td>
                  <Table.Td ta="right">{formatPrice(x.amountCents)}</Table.Td>
                  <Table.Td>
                    <span>
                      {x.undoOfId
                        ? t('manual.undoRow')
                        : x.source === 'refund'
                          ? t('sources.refund')
                          : x.amountCents < 0
                            ? t('payments.reversal')
                            : t(`sources.${x.source}`)}
                    </span>
                    {(x.method || x.reference || x.undone) && (
                      <Text span size="sm" c="dimmed">
                        {[
                          x.method ? t(`methods.${x.method}`, { defaultValue: x.method }) : null,
                          x.reference,
                          x.undone ? t('manual.undone') : null,
                        ]
                          .filter(Boolean)
                          .map((part) => ` · ${part}`)
                          .join('')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{x.recordedBy?.name ?? '—'}</Table.Td>
                  {isAdmin && (
                    <Table.Td>
                      {undoable(x) && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconArrowBackUp size={14} aria-hidden />}
                          onClick={() => setUndoing(x.id)}
                          aria-label={t('manual.undoOf', { amount: formatPrice(x.amountCents), date: formatDate(x.date) })}
                        >
                          {t('manual.undo')}
                        </Button>
                      )}
                    </Table.Td>
                  )}
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
              {t('reminders.line', {
                level: t(`levels.${r.level}`),
                at: formatDateTime(r.sentAt),
                to: r.to.join(', '),
                by: r.sentBy?.name ?? t('reminders.daily'),
              })}
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
      <ConfirmAction
        opened={undoing !== null}
        title={t('manual.undoTitle')}
        effects={[t('manual.undoEffect')]}
        confirmLabel={t('manual.undo')}
        cancelLabel={t('cancel')}
        pending={undo.isPending}
        onConfirm={() =>
          undoing !== null &&
          undo.mutate(undoing, {
            onSuccess: () => notify('success', t('manual.undoneDone')),
            onError: (error) => notify('error', errorMessage(error)),
            onSettled: () => setUndoing(null),
          })
        }
        onClose={() => setUndoing(null)}
      />
      {dialogs}
    </Stack>
  );
}
