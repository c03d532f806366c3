import { FinancingDetailPage } from '@/features/billing/financing/routes/financing-detail-page';

export function Component() {
  return <FinancingDetailPage />;
}
