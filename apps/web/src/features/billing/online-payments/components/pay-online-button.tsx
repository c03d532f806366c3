import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import type { Bill } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePaymentConfig } from '@/features/billing/online-payments/api/get-payment-config';
import { usePayOnline } from '@/features/billing/online-payments/api/pay-online';
import { useErrorMessage } from '@/lib/errors';

const PAYABLE = ['issued', 'sent', 'partly_paid', 'overdue'];

/** "Pay online" on an unpaid bill, shown only when a payment provider is configured; it opens the provider's page. */
export function PayOnlineButton({ bill }: { bill: Pick<Bill, 'id' | 'kind' | 'status' | 'paidCents' | 'totals'> }) {
  const { t } = useTranslation('payments');
  const errorMessage = useErrorMessage();
  const config = usePaymentConfig();
  const pay = usePayOnline(bill.id);
  if (!config.data?.enabled || bill.kind !== 'invoice' || !PAYABLE.includes(bill.status) || bill.totals.inclVatCents - bill.paidCents <= 0)
    return null;
  return (
    <Stack gap="xs">
      <Button
        leftSection={<IconCreditCard size={16} aria-hidden />}
        loading={pay.isPending}
        onClick={() =>
          void pay.mutateAsync().then(
            ({ url }) => window.location.assign(url),
            () => undefined,
          )
        }
      >
        {t('payOnline.button')}
      </Button>
      {pay.isError && <Alert color="red">{errorMessage(pay.error)}</Alert>}
    </Stack>
  );
}

/** The notice after the provider sends the customer back (`?payment=done` or `cancelled`). */
export function PaymentReturnNotice({ outcome }: { outcome: string | null }) {
  const { t } = useTranslation('payments');
  if (outcome !== 'done' && outcome !== 'cancelled') return null;
  return (
    <Alert color={outcome === 'done' ? 'green' : 'yellow'} role="status">
      {t(`payOnline.${outcome}`)}
    </Alert>
  );
}

/** Under a bill's title: the notice on return from the provider, and the "Pay online" button. */
export function BillPayment({ bill }: { bill: Parameters<typeof PayOnlineButton>[0]['bill'] }) {
  const [search] = useSearchParams();
  return (
    <>
      <PaymentReturnNotice outcome={search.get('payment')} />
      <Group>
        <PayOnlineButton bill={bill} />
      </Group>
    </>
  );
}
