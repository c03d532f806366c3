import { FinancingCreatePage } from '@/features/financing/routes/financing-create-page';

export function Component() {
  return <FinancingCreatePage />;
}
