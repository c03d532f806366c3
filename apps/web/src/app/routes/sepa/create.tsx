import { SepaCreatePage } from '@/features/sepa/routes/sepa-create-page';

export function Component() {
  return <SepaCreatePage />;
}
