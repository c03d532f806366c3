import { FinancingListPage } from '@/features/financing/routes/financing-list-page';

export function Component() {
  return <FinancingListPage />;
}
