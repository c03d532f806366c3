import { Stack } from '@mantine/core';
import { can } from '@veloport/domain';
import { useParams } from 'react-router';
import { BillLinksSection } from '@/features/billing/bill-sources/components/bill-links-section';
import { BillDetailPage } from '@/features/billing/bills/routes/bill-detail-page';
import { BillPayment } from '@/features/billing/online-payments/components/pay-online-button';
import { useAuthUser } from '@/lib/auth/auth-context';

/** A bill with its online payment (decision 050), and for admins what it bills and the bikes it concerns (decision 048). */
export function BillWithPaymentAndLinks() {
  const id = Number(useParams().id);
  const user = useAuthUser();
  return (
    <Stack gap="lg">
      <BillDetailPage payment={(bill) => <BillPayment bill={bill} />} />
      {can(user, 'admin') && Number.isInteger(id) && id > 0 && <BillLinksSection billId={id} />}
    </Stack>
  );
}

/** The customer's own bill, with its online payment. */
export function MyBillWithPayment() {
  return <BillDetailPage mine payment={(bill) => <BillPayment bill={bill} />} />;
}
