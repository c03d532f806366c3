import { RefundListPage } from '@/features/billing/refunds/routes/refund-list-page';

export function Component() {
  return <RefundListPage />;
}
