import { FinancingDetailPage } from '@/features/financing/routes/financing-detail-page';

export function Component() {
  return <FinancingDetailPage />;
}
