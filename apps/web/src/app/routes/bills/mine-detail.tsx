import { BillDetailPage } from '@/features/billing/bills/routes/bill-detail-page';
import { BillPayment } from '@/features/billing/online-payments/components/pay-online-button';

export function Component() {
  return <BillDetailPage mine payment={(bill) => <BillPayment bill={bill} />} />;
}
