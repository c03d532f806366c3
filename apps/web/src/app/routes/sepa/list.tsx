import { SepaListPage } from '@/features/sepa/routes/sepa-list-page';

export function Component() {
  return <SepaListPage />;
}
