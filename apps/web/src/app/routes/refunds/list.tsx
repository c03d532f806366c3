import { RefundListPage } from '@/features/refunds/routes/refund-list-page';

export function Component() {
  return <RefundListPage />;
}
