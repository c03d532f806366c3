import { FinancingListPage } from '@/features/billing/financing/routes/financing-list-page';

export function Component() {
  return <FinancingListPage />;
}
