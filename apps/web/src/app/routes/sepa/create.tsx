import { SepaCreatePage } from '@/features/billing/sepa/routes/sepa-create-page';

export function Component() {
  return <SepaCreatePage />;
}
