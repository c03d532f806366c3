import { SepaListPage } from '@/features/billing/sepa/routes/sepa-list-page';

export function Component() {
  return <SepaListPage />;
}
