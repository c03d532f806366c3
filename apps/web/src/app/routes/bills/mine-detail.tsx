import { BillDetailPage } from '@/features/bills/routes/bill-detail-page';

export function Component() {
  return <BillDetailPage mine />;
}
