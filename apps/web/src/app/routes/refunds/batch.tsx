import { RefundBatchPage } from '@/features/billing/refunds/routes/refund-batch-page';

export function Component() {
  return <RefundBatchPage />;
}
