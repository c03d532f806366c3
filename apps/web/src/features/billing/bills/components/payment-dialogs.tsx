import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import {
  formatPrice,
  isValidIban,
  MANUAL_PAYMENT_METHODS,
  REFUND_METHODS,
  type ManualPaymentMethod,
  type RefundMethod,
  brusselsToday,
} from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { MoneyInput } from '@/components/ui/money-input';
import { OptionalLabel } from '@/components/ui/optional-label';
import { usePayWithGiftCard } from '@/features/billing/bills/api/pay-with-gift-card';
import { useRecordPayment } from '@/features/billing/bills/api/record-payment';
import { useRefundBill } from '@/features/billing/bills/api/refund-bill';
import { useRefundCustomerCredit } from '@/features/billing/bills/api/refund-customer-credit';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** Field reasons in this screen's words when it has them, else the shared field errors. */
function useReason() {
  const { t, i18n } = useTranslation('bankStatements');
  const shared = useFieldErrorMessage();
  return (code: string | undefined) => (code && i18n.exists(`bankStatements:reasons.${code}`) ? t(`reasons.${code}`) : shared(code));
}

/** A refusal that names no field (those are said on their field), or a failure that is not the API's, above a dialog's form. */
function DialogFailure({ failure }: { failure: unknown }) {
  const errorMessage = useErrorMessage();
  const shown = failure !== null && (!isApiError(failure) || Object.keys(failure.fields).length === 0);
  return shown ? <Alert color="red">{errorMessage(failure)}</Alert> : null;
}

/** "Record a payment": money received outside the statements, on an issued invoice (decision 061). */
export function RecordPaymentDialog({
  billId,
  openCents,
  opened,
  onClose,
}: {
  billId: number;
  openCents: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('bankStatements');
  const reason = useReason();
  const record = useRecordPayment(billId);
  const [amountCents, setAmountCents] = useState<number | null>(openCents > 0 ? openCents : null);
  const [date, setDate] = useState(brusselsToday());
  const [method, setMethod] = useState<ManualPaymentMethod>('transfer');
  const [reference, setReference] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);
  const fields = isApiError(failure) ? failure.fields : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const bad = !(amountCents !== null && amountCents > 0) || !date;
    setMissing(bad);
    if (bad) return;
    try {
      if (amountCents === null) return;
      await record.mutateAsync({ amountCents, date, method, reference: reference.trim() || null });
      notify('success', t('manual.recorded'));
      onClose();
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('manual.title')} centered closeButtonProps={{ 'aria-label': t('closeDialog') }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <DialogFailure failure={failure} />
          <MoneyInput
            label={t('fields.amount')}
            description={openCents > 0 ? t('manual.left', { amount: formatPrice(openCents) }) : undefined}
            value={amountCents}
            onChange={setAmountCents}
            min={1}
            required
            error={reason(missing && !(amountCents !== null && amountCents > 0) ? 'required' : fields.amountCents)}
          />
          <DateField
            label={t('fields.date')}
            value={date}
            onChange={setDate}
            required
            error={reason(missing && !date ? 'required' : fields.date)}
          />
          <NativeSelect
            label={t('manual.method')}
            value={method}
            onChange={(e) => setMethod(e.currentTarget.value as ManualPaymentMethod)}
            data={MANUAL_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
          />
          <TextInput
            label={<OptionalLabel>{t('manual.reference')}</OptionalLabel>}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            maxLength={140}
            error={reason(fields.reference)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={record.isPending}>
              {t('manual.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * "Pay with a gift card" (decision 120): the card pays part of this issued invoice; the bill gets a gift card payment
 * and the books spend the card's debt on it. The card's refusals (unknown, expired, not enough on it) and the bill's
 * (paid meanwhile, more than is left) are said on their field, or above when they are the bill's own.
 */
export function GiftCardPaymentDialog({
  billId,
  billNumber,
  openCents,
  opened,
  onClose,
}: {
  billId: number;
  billNumber: string;
  openCents: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('bankStatements');
  const reason = useReason();
  const pay = usePayWithGiftCard(billId);
  const [code, setCode] = useState('');
  const [amountCents, setAmountCents] = useState<number | null>(openCents > 0 ? openCents : null);
  const [failure, setFailure] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);
  const fields = isApiError(failure) ? failure.fields : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const bad = !code.trim() || !(amountCents !== null && amountCents > 0);
    setMissing(bad);
    if (bad || amountCents === null) return;
    try {
      const paid = await pay.mutateAsync({ code: code.trim(), amountCents, billNumber });
      notify('success', t('giftCard.done', { amount: formatPrice(paid.amountCents), balance: formatPrice(paid.balanceCents) }));
      onClose();
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('giftCard.title')} centered closeButtonProps={{ 'aria-label': t('closeDialog') }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <DialogFailure failure={failure} />
          {fields.billNumber && <Alert color="red">{reason(fields.billNumber)}</Alert>}
          <TextInput
            label={t('giftCard.code')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            autoComplete="off"
            required
            data-autofocus
            error={reason(missing && !code.trim() ? 'required' : fields.code)}
          />
          <MoneyInput
            label={t('fields.amount')}
            description={openCents > 0 ? t('manual.left', { amount: formatPrice(openCents) }) : undefined}
            value={amountCents}
            onChange={setAmountCents}
            min={1}
            required
            error={reason(missing && !(amountCents !== null && amountCents > 0) ? 'required' : fields.amountCents)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={pay.isPending}>
              {t('giftCard.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** "Refund": gives back part of the customer's credit; a transfer waits for the pain.001 file (decision 061). */
export function RefundDialog({
  billId,
  creditCents,
  opened,
  onClose,
  wholeCustomerCredit = false,
}: {
  billId: number;
  creditCents: number;
  opened: boolean;
  onClose: () => void;
  wholeCustomerCredit?: boolean;
}) {
  const { t } = useTranslation('bankStatements');
  const reason = useReason();
  const single = useRefundBill(billId);
  // The customer's whole credit over all their bills, as one transfer (decision 065): the amount is the credit.
  const whole = useRefundCustomerCredit(billId);
  const refund = wholeCustomerCredit ? whole : single;
  const [amountCents, setAmountCents] = useState<number | null>(creditCents);
  const [date, setDate] = useState(brusselsToday());
  const [method, setMethod] = useState<RefundMethod>('transfer');
  const [iban, setIban] = useState('');
  const [bic, setBic] = useState('');
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [checked, setChecked] = useState(false);
  const fields = isApiError(failure) ? failure.fields : {};
  const ibanProblem = method === 'transfer' ? (!iban.trim() ? 'required' : !isValidIban(iban) ? 'iban_invalid' : undefined) : undefined;
  const amountProblem =
    amountCents === null || amountCents <= 0 ? 'required' : amountCents > creditCents ? 'refund_exceeds_credit' : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setChecked(true);
    if (ibanProblem || (amountProblem && !wholeCustomerCredit) || !date) return;
    try {
      const how = {
        date,
        method,
        ...(method === 'transfer' ? { iban, bic: bic.trim() || null } : {}),
        beneficiaryName: name.trim() || null,
      };
      if (wholeCustomerCredit) await whole.mutateAsync(how);
      else if (amountCents !== null) await single.mutateAsync({ ...how, amountCents });
      notify('success', t(method === 'transfer' ? 'refund.doneTransfer' : 'refund.done'));
      onClose();
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={wholeCustomerCredit ? t('refund.wholeTitle') : t('refund.title')}
      centered
      closeButtonProps={{ 'aria-label': t('closeDialog') }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <DialogFailure failure={failure} />
          {wholeCustomerCredit ? (
            <Text size="sm">{t('refund.wholeIntro', { amount: formatPrice(creditCents) })}</Text>
          ) : (
            <MoneyInput
              label={t('fields.amount')}
              description={t('refund.available', { amount: formatPrice(creditCents) })}
              value={amountCents}
              onChange={setAmountCents}
              min={1}
              required
              error={reason(checked ? (amountProblem ?? fields.amountCents) : fields.amountCents)}
            />
          )}
          {wholeCustomerCredit && fields.amountCents && <Alert color="red">{reason(fields.amountCents)}</Alert>}
          <DateField
            label={t('fields.date')}
            value={date}
            onChange={setDate}
            required
            error={reason(checked && !date ? 'required' : fields.date)}
          />
          <NativeSelect
            label={t('refund.method')}
            value={method}
            onChange={(e) => setMethod(e.currentTarget.value as RefundMethod)}
            data={REFUND_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
          />
          {method === 'transfer' && (
            <>
              <TextInput
                label={t('refund.iban')}
                value={iban}
                onChange={(e) => setIban(e.currentTarget.value)}
                required
                autoComplete="off"
                error={reason(checked ? (ibanProblem ?? fields.iban) : fields.iban)}
              />
              <TextInput
                label={<OptionalLabel>{t('refund.bic')}</OptionalLabel>}
                value={bic}
                onChange={(e) => setBic(e.currentTarget.value)}
                autoComplete="off"
                error={reason(fields.bic)}
              />
            </>
          )}
          <TextInput
            label={<OptionalLabel>{t('refund.name')}</OptionalLabel>}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={70}
            error={reason(fields.beneficiaryName)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={refund.isPending}>
              {t('refund.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
