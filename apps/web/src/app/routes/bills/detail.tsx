import { BillDetailPage } from '@/features/bills/routes/bill-detail-page';
import { BillPayment } from '@/features/online-payments/components/pay-online-button';

export function Component() {
  return <BillDetailPage payment={(bill) => <BillPayment bill={bill} />} />;
}
