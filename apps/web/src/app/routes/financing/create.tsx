import { FinancingCreatePage } from '@/features/billing/financing/routes/financing-create-page';

export function Component() {
  return <FinancingCreatePage />;
}
