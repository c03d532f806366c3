import { RefundBatchPage } from '@/features/refunds/routes/refund-batch-page';

export function Component() {
  return <RefundBatchPage />;
}
